package munchkin_test

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

func newTable(t testing.TB, players int, specs ...string) *munchkin.Game {
	t.Helper()
	opt := munchkin.Options{Players: players}
	for i := range opt.Characters {
		opt.Characters[i] = -1
	}
	s, err := munchkin.NewSetup(tablefile.DefaultDeck(), opt)
	if err != nil {
		t.Fatal(err)
	}
	pols := make([]munchkin.Policy, players)
	for i := range pols {
		spec := "random"
		if i < len(specs) {
			spec = specs[i]
		}
		if pols[i], err = policy.New(spec); err != nil {
			t.Fatal(err)
		}
	}
	return munchkin.NewGame(s, pols)
}

// TestConservation plays many random games at every table size with the
// invariant checker on: every card in exactly one zone, Levels 1..10,
// Katas within the Level, Level 10 only for the winner.
func TestConservation(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 300
	}
	for players := munchkin.MinSeats; players <= munchkin.MaxSeats; players++ {
		for _, spec := range []string{"random", "greedy", "reasonable"} {
			g := newTable(t, players, spec, spec, spec, spec, spec, spec)
			g.SetCheck(true)
			var res sim.Record
			won, capped := 0, 0
			for i := 0; i < games; i++ {
				g.Play(7, uint64(i), &res)
				if err := g.CheckErr(); err != nil {
					t.Fatalf("%d players %s, game %d: %v", players, spec, i, err)
				}
				if res.Reason == munchkin.ReasonTurnCap {
					capped++
					continue
				}
				n := 0
				for s := 0; s < players; s++ {
					if res.Outcome[s] == sim.Won {
						n++
						if res.Values[s][munchkin.MetLevel] != munchkin.WinLevel {
							t.Fatalf("game %d: winner seat %d at Level %d", i, s+1, res.Values[s][munchkin.MetLevel])
						}
					}
				}
				if n != 1 {
					t.Fatalf("game %d: %d winners", i, n)
				}
				won++
			}
			t.Logf("%d players %s: %d won, %d at the turn limit", players, spec, won, capped)
		}
	}
}

// TestDeterminism checks that game (seed, i) gives the same Result in a
// fresh Game and in a Game reused after other games.
func TestDeterminism(t *testing.T) {
	for _, spec := range []string{"random", "greedy", "reasonable"} {
		reused := newTable(t, 4, spec, spec, spec, spec)
		var a, b sim.Record
		for i := uint64(0); i < 50; i++ {
			reused.Play(3, i, &a)
			fresh := newTable(t, 4, spec, spec, spec, spec)
			fresh.Play(3, i, &b)
			if a != b {
				t.Fatalf("%s game %d: reused %+v, fresh %+v", spec, i, a, b)
			}
		}
	}
}

// TestPlayAllocs checks that Play and the policies allocate nothing.
func TestPlayAllocs(t *testing.T) {
	for _, spec := range []string{"random", "greedy", "reasonable"} {
		g := newTable(t, 4, spec, spec, spec, spec)
		var res sim.Record
		i := uint64(0)
		if n := testing.AllocsPerRun(200, func() { g.Play(1, i, &res); i++ }); n != 0 {
			t.Errorf("%s: %v allocations per game, want 0", spec, n)
		}
	}
}

func BenchmarkPlay(b *testing.B) {
	for _, spec := range []string{"random", "greedy", "reasonable"} {
		b.Run(spec, func(b *testing.B) {
			g := newTable(b, 4, spec, spec, spec, spec)
			var res sim.Record
			b.ReportAllocs()
			turns := 0
			for i := 0; b.Loop(); i++ {
				g.Play(1, uint64(i), &res)
				turns += int(res.Turns)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
		})
	}
}

// TestOptions plays random games with Listen at the Door and shared
// victories (Faster play rules) with the checker on: a shared victory has
// two winners, the helper at any Level.
func TestOptions(t *testing.T) {
	opt := munchkin.Options{Players: 4, ListenAtTheDoor: true, SharedVictories: true}
	for i := range opt.Characters {
		opt.Characters[i] = -1
	}
	s, err := munchkin.NewSetup(tablefile.DefaultDeck(), opt)
	if err != nil {
		t.Fatal(err)
	}
	pols := []munchkin.Policy{policy.NewRandom(), policy.NewRandom(), policy.NewRandom(), policy.NewRandom()}
	g := munchkin.NewGame(s, pols)
	g.SetCheck(true)
	var res sim.Record
	shared, turns := 0, 0
	for i := 0; i < 1000; i++ {
		g.Play(11, uint64(i), &res)
		if err := g.CheckErr(); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		n := 0
		for p := 0; p < 4; p++ {
			if res.Outcome[p] == sim.Won {
				n++
			}
		}
		want := 1
		if res.Reason == munchkin.ReasonShared {
			want = 2
			shared++
		}
		if n != want {
			t.Fatalf("game %d (%s): %d winners, want %d", i, s.ReasonNames()[res.Reason], n, want)
		}
		turns += int(res.Turns)
	}
	if shared == 0 {
		t.Errorf("no shared victory in 1000 games")
	}
	t.Logf("%d shared victories in 1000 games, %.1f turns a game", shared, float64(turns)/1000)
}

// BenchmarkPlayParallel plays 4-player games on every core, one Game per
// worker, as the lab's runner will.
func BenchmarkPlayParallel(b *testing.B) {
	for _, spec := range []string{"random", "reasonable"} {
		b.Run(spec, func(b *testing.B) {
			var next atomic.Uint64
			b.ReportAllocs()
			b.RunParallel(func(pb *testing.PB) {
				g := newTable(b, 4, spec, spec, spec, spec)
				var res sim.Record
				for pb.Next() {
					g.Play(1, next.Add(1), &res)
				}
			})
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// TestMetrics checks the per-seat metrics against each other: the winner
// won a fight that would win the game; stopped fights are among those;
// the Characters dealt are distinct.
func TestMetrics(t *testing.T) {
	g := newTable(t, 5, "reasonable", "greedy", "random", "reasonable", "greedy")
	var res sim.Record
	stopped := 0
	for i := 0; i < 1000; i++ {
		g.Play(21, uint64(i), &res)
		var seen [8]bool
		for s := 0; s < 5; s++ {
			v := &res.Values[s]
			if v[munchkin.MetStopped] > v[munchkin.MetWinFights] || v[munchkin.MetBashes] > v[munchkin.MetInterfered] {
				t.Fatalf("game %d seat %d: metrics %v", i, s+1, *v)
			}
			if res.Outcome[s] == sim.Won && (v[munchkin.MetWinFights] == 0 || v[munchkin.MetKills] == 0) {
				t.Fatalf("game %d: the winner never fought a winning fight: %v", i, *v)
			}
			c := v[munchkin.MetCharacter]
			if c < 0 || c >= 6 || seen[c] {
				t.Fatalf("game %d: seat %d dealt Character %d twice or out of range", i, s+1, c)
			}
			seen[c] = true
			stopped += int(v[munchkin.MetStopped])
		}
	}
	if stopped == 0 {
		t.Errorf("no leader was ever stopped in 1000 games")
	}
}

// TestLog writes a game's account; without a log Play stays silent and
// allocation-free (TestPlayAllocs).
func TestLog(t *testing.T) {
	g := newTable(t, 4, "reasonable", "greedy", "random", "reasonable")
	var b strings.Builder
	g.SetLog(&b)
	var res sim.Record
	g.Play(1, 1, &res)
	out := b.String()
	for _, want := range []string{"turn 1: seat 1", "kicks open the door", "reaches Level 10 and wins"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
}
