package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestPlannerNamesLegalActions plays battles of every example with the
// planner: it names most of its actions, the engine refuses none, and no
// rule is broken.
func TestPlannerNamesLegalActions(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, NewPlanner(0.9, 1))
		g.SetCheck(true)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
			if err := g.Violation(); err != nil {
				t.Fatalf("%s battle %d: %v", name, i, err)
			}
		}
		if c := g.Counters(); c.Named == 0 || c.Refused != 0 {
			t.Errorf("%s: got %d actions named, %d refused; want some named, none refused", name, c.Named, c.Refused)
		}
	}
}
