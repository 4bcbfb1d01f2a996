package policy

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// lookaheadBases are lookahead on a test's budget on each of its bases:
// the tactician (planner=0), the planner's playouts (1), the planner's
// candidates and playouts (2); on the planner with a race that drops
// candidates (race=1 of 4 playouts); and with playouts cut after the
// villains' next activation (cut=1).
var lookaheadBases = []string{
	"lookahead:rollouts=2,top=2,horizon=0,planner=0",
	"lookahead:rollouts=2,top=2,horizon=0,planner=1",
	"lookahead:rollouts=2,top=2,horizon=0,planner=2,spawn=0.5",
	"lookahead:rollouts=4,top=3,horizon=0,planner=2,race=1",
	"lookahead:rollouts=2,top=2,horizon=1,planner=2,cut=1",
}

// TestLookaheadOnPlanner plays battles of every example with lookahead on
// each base: on the planner's candidates (planner=2) it names actions and
// the engine refuses none, elsewhere it names none; no rule is broken, and
// no battle allocates once one is played.
func TestLookaheadOnPlanner(t *testing.T) {
	n := 2
	if testing.Short() {
		n = 1
	}
	for name, b := range examples(t) {
		for _, spec := range lookaheadBases {
			p, err := New(spec)
			if err != nil {
				t.Fatal(err)
			}
			g := adventures.NewGame(b, p)
			g.SetCheck(true)
			var rec sim.Record
			for i := 0; i < n; i++ {
				g.Play(1, uint64(i), &rec)
				if err := g.Violation(); err != nil {
					t.Fatalf("%s, %s, battle %d: %v", name, spec, i, err)
				}
			}
			c := g.Counters()
			if named := strings.Contains(spec, "planner=2"); named && c.Named == 0 || !named && c.Named != 0 || c.Refused != 0 {
				t.Errorf("%s, %s: got %d actions named, %d refused", name, spec, c.Named, c.Refused)
			}
			if testing.CoverMode() == "" {
				p, _ := New(spec)
				g := adventures.NewGame(b, p) // unchecked: the checks allocate
				g.Play(1, 0, &rec)
				i := uint64(1)
				// Three battles at least: the count is their mean, rounded
				// down, so that an allocation of the runtime's own while one
				// battle is measured (seen on the loaded machine) is not
				// counted as the battle's.
				if a := testing.AllocsPerRun(max(n, 3), func() { g.Play(1, i, &rec); i++ }); a != 0 {
					t.Errorf("%s, %s: %v allocations per battle, want 0", name, spec, a)
				}
			}
		}
	}
}

// TestLookaheadWorkersAlike runs lookahead on each base with 1, 2 and 3
// workers, on a battle won by holding out (the planner's spawn term) and
// one won by reaching an exit: every battle must end alike.
func TestLookaheadWorkersAlike(t *testing.T) {
	n := int64(6)
	if testing.Short() {
		n = 3
	}
	for _, name := range []string{"hold-the-line", "street-escape"} {
		for _, spec := range lookaheadBases {
			workersAlike(t, name, spec, n)
		}
	}
}

// TestLookaheadTopOneIsPlanner plays lookahead on the planner with one
// candidate, which leaves it nothing to search: it must play every battle
// of every example as the planner of the same parameters does. Its
// candidates are the planner's options (the move elsewhere the tactician
// would weigh best among them), its plan is the planner's (the move named
// right after the move die is spent), and it follows the planner's
// aggression by battle and its spawn term.
func TestLookaheadTopOneIsPlanner(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	for _, c := range []struct{ planner, lookahead string }{
		{"planner", "lookahead:planner=2,top=1"},
		{"planner:spawn=0.5", "lookahead:planner=2,top=1,spawn=0.5"},
		{"planner:aggression=0.8,leaders=0.9", "lookahead:planner=2,top=1,aggression=0.8,leaders=0.9"},
	} {
		playAlike(t, c.planner, c.lookahead, 7, n)
	}
}

// playAlike plays battles 0 to n-1 of every example, from seed, with the
// policies of specs a and b: each battle must end alike.
func playAlike(t *testing.T, a, b string, seed uint64, n int) {
	t.Helper()
	for name, bt := range examples(t) {
		pa, err := New(a)
		if err != nil {
			t.Fatal(err)
		}
		pb, err := New(b)
		if err != nil {
			t.Fatal(err)
		}
		ga, gb := adventures.NewGame(bt, pa), adventures.NewGame(bt, pb)
		var ra, rb sim.Record
		for i := 0; i < n; i++ {
			ga.Play(seed, uint64(i), &ra)
			gb.Play(seed, uint64(i), &rb)
			if ra != rb {
				t.Errorf("%s, battle %d: %s and %s play it differently (winner %v in %d rounds; %v in %d)", name, i,
					b, a, adventures.Winner(&rb), rb.Turns, adventures.Winner(&ra), ra.Turns)
			}
		}
	}
}
