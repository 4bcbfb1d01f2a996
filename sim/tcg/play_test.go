package tcg_test

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	"github.com/tmntsim/tmntsim/sim/tcg/policy"
)

func setup(t testing.TB, a, b string, opt tcg.Options) *tcg.Setup {
	t.Helper()
	s, err := deckfile.NewSetup(a, b, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func game(t testing.TB, s *tcg.Setup, p0, p1 string) *tcg.Game {
	t.Helper()
	var ps []tcg.Policy
	for _, n := range []string{p0, p1} {
		p, err := policy.New(spec(n))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return tcg.NewGame(s, ps)
}

// spec returns the policy spec tests use for name: search with 2 playouts
// an option, to keep tests short.
func spec(name string) string {
	if name == "search" {
		return "search:n=2"
	}
	return name
}

// Card conservation and the zone invariants hold after every phase of
// thousands of random games of every pair of shipped decks.
func TestInvariantsRandomGames(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	decks := deckfile.DeckNames()
	for _, a := range decks {
		for _, b := range decks {
			g := game(t, setup(t, a, b, tcg.Options{}), "random", "random")
			g.SetCheck(true)
			var res sim.Record
			for i := range n {
				g.Play(1, uint64(i), &res)
				if err := g.Err(); err != nil {
					t.Fatalf("%s v %s: %v", a, b, err)
				}
				if res.Outcome[0] == sim.Unfinished || res.Reason == tcg.ReasonNone {
					t.Fatalf("%s v %s game %d unfinished: %+v", a, b, i, res)
				}
				if res.Outcome[0] == res.Outcome[1] && res.Outcome[0] != sim.Drew {
					t.Fatalf("%s v %s game %d: outcomes %v", a, b, i, res.Outcome)
				}
			}
		}
	}
}

// A game depends on (seed, index) alone: a fresh Game and one reused after
// other games give the same record.
func TestDeterminism(t *testing.T) {
	s := setup(t, "genbu", "seiryu", tcg.Options{})
	for _, pol := range policy.Names() {
		reused := game(t, s, pol, "random")
		var r sim.Record
		n := 20
		if pol == "search" {
			n = 3
		}
		for i := range n {
			reused.Play(7, uint64(i*3), &r)
		}
		for i := range n {
			var a, b sim.Record
			game(t, s, pol, "random").Play(9, uint64(i), &a)
			reused.Play(9, uint64(i), &b)
			if a != b {
				t.Fatalf("%s: game %d fresh %+v, reused %+v", pol, i, a, b)
			}
		}
	}
}

// Play allocates nothing once the Game is built.
func TestPlayAllocs(t *testing.T) {
	s := setup(t, "genbu", "seiryu", tcg.Options{})
	for _, pol := range policy.Names() {
		g := game(t, s, pol, pol)
		var r sim.Record
		i := uint64(0)
		g.Play(1, i, &r)
		runs := 200
		if pol == "search" {
			runs = 5
		}
		if a := testing.AllocsPerRun(runs, func() { i++; g.Play(1, i, &r) }); a != 0 {
			t.Errorf("%s: %v allocations per game, want 0", pol, a)
		}
	}
}

// Who goes first is the option's seat, or random by the game's RNG.
func TestFirstPlayerOption(t *testing.T) {
	for _, tc := range []struct {
		first  tcg.FirstPlayer
		want0  int // games of 1000 seat 0 goes first
		lo, hi int
	}{
		{tcg.FirstSeat0, 1000, 1000, 1000},
		{tcg.FirstSeat1, 0, 0, 0},
		{tcg.FirstRandom, 500, 450, 550},
	} {
		g := game(t, setup(t, "genbu", "genbu", tcg.Options{First: tc.first}), "random", "random")
		n := 0
		var r sim.Record
		for i := range 1000 {
			g.Play(3, uint64(i), &r)
			n += int(r.Values[0][tcg.MFirst])
			if r.Values[0][tcg.MFirst]+r.Values[1][tcg.MFirst] != 1 {
				t.Fatalf("game %d: both or neither first", i)
			}
		}
		if n < tc.lo || n > tc.hi {
			t.Errorf("first=%d: seat 0 first in %d of 1000 games, want %d..%d", tc.first, n, tc.lo, tc.hi)
		}
	}
}

func BenchmarkPlay(b *testing.B) {
	s := setup(b, "genbu", "seiryu", tcg.Options{})
	for _, pol := range policy.Names() {
		b.Run(pol, func(b *testing.B) {
			g := game(b, s, pol, pol)
			var r sim.Record
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				g.Play(1, uint64(i), &r)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// Example of a game's summary, for the reader.
func ExampleGame_Play() {
	s, _ := deckfile.NewSetup("genbu", "seiryu", tcg.Options{First: tcg.FirstSeat0})
	p0, _ := policy.New("greedy")
	p1, _ := policy.New("greedy")
	g := tcg.NewGame(s, []tcg.Policy{p0, p1})
	var r sim.Record
	g.Play(1, 0, &r)
	fmt.Println(r.Outcome[0] != sim.Unfinished, tcg.ReasonNames(s)[r.Reason] != "unfinished")
	// Output: true true
}

// Unseen lists exactly the cards a seat cannot see, in every position of
// random games: its own deck; the other seat's deck, hand and face-down
// Blocks.
func TestUnseen(t *testing.T) {
	s := setup(t, "genbu", "suzaku", tcg.Options{})
	check := &unseenCheck{t: t, buf: make([]tcg.CardID, 0, tcg.DeckSize)}
	r0, _ := policy.New("random")
	g := tcg.NewGame(s, []tcg.Policy{check, r0})
	var r sim.Record
	for i := range 200 {
		g.Play(2, uint64(i), &r)
	}
	if check.n == 0 {
		t.Fatal("no decision checked")
	}
}

type unseenCheck struct {
	t   *testing.T
	buf []tcg.CardID
	n   int
}

func (*unseenCheck) Reset(*tcg.View) {}
func (u *unseenCheck) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) int {
	u.n++
	own := v.Unseen(v.Seat, u.buf[:0])
	if len(own) != v.DeckCount(v.Seat) {
		u.t.Fatalf("own unseen %d, deck %d", len(own), v.DeckCount(v.Seat))
	}
	o := v.Seat ^ 1
	down := 0
	for k := range tcg.Blocks {
		if id, _ := v.Block(o, k); id == tcg.Hidden {
			down++
		}
	}
	other := v.Unseen(o, u.buf[:0])
	if want := v.DeckCount(o) + v.HandCount(o) + down; len(other) != want {
		u.t.Fatalf("opponent unseen %d, want %d", len(other), want)
	}
	if u.n == 50 {
		if a := testing.AllocsPerRun(10, func() { v.Unseen(o, u.buf[:0]) }); a != 0 {
			u.t.Errorf("Unseen: %v allocations, want 0", a)
		}
	}
	return 0
}

// BenchmarkPlayParallel plays on every core (GOMAXPROCS), one Game per
// goroutine, as the runner's workers will.
func BenchmarkPlayParallel(b *testing.B) {
	s := setup(b, "genbu", "seiryu", tcg.Options{})
	for _, pol := range []string{"random", "greedy", "planner"} {
		b.Run(pol, func(b *testing.B) {
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				g := game(b, s, pol, pol)
				var r sim.Record
				for i := uint64(0); pb.Next(); i++ {
					g.Play(2, i, &r)
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
