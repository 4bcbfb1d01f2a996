package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestLookaheadOnPlanner plays battles of two examples with lookahead on
// the planner (planner=1: its playouts; planner=2: its candidates too):
// with the candidates named, it names actions and the engine refuses
// none; no rule is broken, and no battle allocates once one is played.
func TestLookaheadOnPlanner(t *testing.T) {
	for _, name := range []string{"street-escape", "foot-clan-ambush"} {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range []string{"lookahead:rollouts=2,top=2,horizon=0,planner=1", "lookahead:rollouts=2,top=2,horizon=0,planner=2"} {
			p, err := New(spec)
			if err != nil {
				t.Fatal(err)
			}
			g := adventures.NewGame(ld.Battle, p)
			g.SetCheck(true)
			var rec sim.Record
			for i := 0; i < 2; i++ {
				g.Play(1, uint64(i), &rec)
				if err := g.Violation(); err != nil {
					t.Fatalf("%s, %s, battle %d: %v", name, spec, i, err)
				}
			}
			c := g.Counters()
			if named := spec[len(spec)-1] == '2'; named && c.Named == 0 || !named && c.Named != 0 || c.Refused != 0 {
				t.Errorf("%s, %s: got %d actions named, %d refused", name, spec, c.Named, c.Refused)
			}
			if testing.CoverMode() == "" {
				p, _ := New(spec)
				g := adventures.NewGame(ld.Battle, p) // unchecked: the checks allocate
				g.Play(1, 0, &rec)
				g.Play(1, 1, &rec)
				i := uint64(2)
				if a := testing.AllocsPerRun(2, func() { g.Play(1, i, &rec); i++ }); a != 0 {
					t.Errorf("%s, %s: %v allocations per battle, want 0", name, spec, a)
				}
			}
		}
	}
}
