package adventures

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// brawl is a small street fight used by the whole-battle tests.
func brawl(t testing.TB) *Battle {
	m := testMap(
		"...........S",
		"..##....~...",
		"..##..C.....",
		"H.....^^....",
		"H.....^^..XS",
		"H...O.......",
		"H.......R...",
		"...........S",
	)
	return &Battle{Name: "brawl", Map: m,
		Heroes: []HeroSpec{turtle("Leonardo", grid.NoCell), turtle("Raphael", grid.NoCell),
			turtle("Donatello", grid.NoCell), turtle("Michelangelo", grid.NoCell)},
		Villains: []VillainSpec{
			footNinja(8, cell(t, "j3"), cell(t, "j6")),
			thugGunner(3, cell(t, "g4")),
			{Name: "Karai", Leader: true, Move: 4, Hit: 4, Block: 2, Life: 8, Attack: Melee, Priority: LowestLife, Figures: 1, Start: []grid.Cell{cell(t, "k5")}},
		},
		Spawns:     []grid.Cell{cell(t, "l1"), cell(t, "l5"), cell(t, "l8")},
		Win:        []Condition{{Kind: DefeatLeaders}},
		RoundLimit: 12, LimitWinner: uint8(Villain),
	}
}

// randomPolicy picks uniformly among the legal options.
type randomPolicy struct{ r *rand.Rand }

func (p *randomPolicy) Reset(View) {}
func (p *randomPolicy) Choose(_ View, _ Decision, opts []Option) int {
	return p.r.IntN(len(opts))
}

func TestBattlesEndWithoutViolations(t *testing.T) {
	b := brawl(t)
	n := 2000
	if testing.Short() {
		n = 200
	}
	for _, pol := range []Policy{FirstPolicy{}, &randomPolicy{rand.New(rand.NewPCG(3, 4))}} {
		g := NewGame(b, pol)
		g.SetCheck(true)
		var rec sim.Record
		var wins [3]int
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
			if err := g.Violation(); err != nil {
				t.Fatalf("battle %d: %v", i, err)
			}
			if rec.Turns == 0 || int(rec.Turns) > MaxRounds {
				t.Fatalf("battle %d: %d rounds", i, rec.Turns)
			}
			wins[Winner(&rec)]++
		}
		t.Logf("%T: wins none/heroes/villain = %v", pol, wins)
	}
}

func TestPlayIsDeterministic(t *testing.T) {
	b := brawl(t)
	var l1, l2 bytes.Buffer
	g := NewGame(b, &randomPolicy{rand.New(rand.NewPCG(1, 1))})
	g.SetLog(&l1)
	var r1, r2 sim.Record
	g.Play(7, 3, &r1)
	g2 := NewGame(b, &randomPolicy{rand.New(rand.NewPCG(1, 1))})
	g2.SetLog(&l2)
	g2.Play(7, 3, &r2)
	if r1 != r2 || l1.String() != l2.String() {
		t.Fatal("same seed, different battles")
	}
}

// TestPlayAllocatesNothing plays battles with the AI figures making room
// (Battle.MakeRoom) and without.
func TestPlayAllocatesNothing(t *testing.T) {
	for _, room := range []bool{false, true} {
		b := brawl(t)
		b.MakeRoom = room
		g := NewGame(b, FirstPolicy{})
		var rec sim.Record
		i := uint64(0)
		allocs := testing.AllocsPerRun(200, func() {
			g.Play(1, i, &rec)
			i++
		})
		if allocs != 0 {
			t.Errorf("make room %v: Play allocates %.1f times per battle, want 0", room, allocs)
		}
	}
}

func BenchmarkPlayBrawl(b *testing.B) {
	bt := brawl(b)
	g := NewGame(bt, FirstPolicy{})
	var rec sim.Record
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g.Play(1, uint64(i), &rec)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
}

// TestLogTellsTheBattle plays battles with and without a log: the log does
// not change play (same record), numbers its rounds 1 to the last, and ends
// with the record's round, winner and end reason.
func TestLogTellsTheBattle(t *testing.T) {
	b := brawl(t)
	logged := NewGame(b, &randomPolicy{rand.New(rand.NewPCG(1, 1))})
	silent := NewGame(b, &randomPolicy{rand.New(rand.NewPCG(1, 1))})
	var l bytes.Buffer
	logged.SetLog(&l)
	for i := range uint64(20) {
		l.Reset()
		var got, want sim.Record
		logged.Play(1, i, &got)
		silent.Play(1, i, &want)
		if got != want {
			t.Fatalf("battle %d: logging changed the record: %+v, want %+v", i, got, want)
		}
		lines := strings.Split(strings.TrimSuffix(l.String(), "\n"), "\n")
		round := 0
		for _, line := range lines {
			if strings.HasPrefix(line, "round ") {
				round++
				if want := fmt.Sprintf("round %d", round); line != want {
					t.Fatalf("battle %d: got %q, want %q", i, line, want)
				}
			}
		}
		if round != int(want.Turns) {
			t.Errorf("battle %d: log has %d rounds, the record %d", i, round, want.Turns)
		}
		end := fmt.Sprintf("end: round %d, winner %s (%s)", want.Turns, Winner(&want), endReasonNames[want.Reason])
		if last := lines[len(lines)-1]; last != end {
			t.Errorf("battle %d: log ends %q, want %q", i, last, end)
		}
	}
}
