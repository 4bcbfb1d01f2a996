package grid_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// TestEngineSearchesAsBefore plays battles of every example with the
// default policy and holds every move search the engine and the policy
// make to the search as it was (grid.CheckReachAsBefore).
func TestEngineSearchesAsBefore(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	done := grid.CheckReachAsBefore()
	defer done()
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := policy.New(policy.Default)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, p)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
	}
	searches, err := done()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d searches compared", searches)
	if searches < 1000 {
		t.Errorf("got %d searches compared, want at least 1000", searches)
	}
}
