package benchmarks

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/record"
)

// TestBattlesAllocateNothing plays battles of every example battle under
// every built-in policy and fails if a battle allocates once the game is
// warm (DESIGN.md, "Zero allocation").
func TestBattlesAllocateNothing(t *testing.T) {
	for _, name := range battlefile.Embedded() {
		bt := load(t, name)
		for _, pol := range policy.Names() {
			// The policies that play battles out (those with modest
			// settings) take a few battles only.
			runs := 10
			if _, slow := modest[pol]; slow || testing.Short() {
				runs = 2
			}
			t.Run(name+"/"+pol, func(t *testing.T) {
				g := adventures.NewGame(bt, newPolicy(t, pol))
				var rec record.Record
				g.Play(seed, 0, &rec)
				i := uint64(1)
				allocs := testing.AllocsPerRun(runs, func() {
					g.Play(seed, i, &rec)
					i++
				})
				if allocs != 0 {
					t.Errorf("got %.2f allocations per battle, want 0", allocs)
				}
			})
		}
	}
}
