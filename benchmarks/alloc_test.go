package benchmarks

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// TestBattlesAllocateNothing plays battles of every example battle under
// every built-in policy (a competitive one: every pair of the competitive
// benchmarks' policies) and fails if a battle allocates once the game is
// warm (DESIGN.md, "Zero allocation").
func TestBattlesAllocateNothing(t *testing.T) {
	for _, name := range battlefile.Embedded() {
		bt := load(t, name)
		if bt.Competitive != nil {
			for _, p := range competitivePairs() {
				t.Run(name+"/"+p[0]+"-v-"+p[1], func(t *testing.T) {
					g := newCompetitive(t, bt, p[0], p[1])
					var rec sim.Record
					allocFree(t, 10, "battle", func(i uint64) { g.Play(seed, i, &rec) })
				})
			}
			continue
		}
		for _, pol := range policy.Names() {
			// The policies that play battles out (those with modest
			// settings) take a few battles only.
			runs := 10
			if _, slow := modest[pol]; slow || testing.Short() {
				runs = 2
			}
			t.Run(name+"/"+pol, func(t *testing.T) {
				g := adventures.NewGame(bt, newPolicy(t, pol))
				var rec sim.Record
				allocFree(t, runs, "battle", func(i uint64) { g.Play(seed, i, &rec) })
			})
		}
	}
}

// allocFree plays play(0) to warm up, then fails t if play(i), i = 1, 2,
// ..., allocates in runs plays (what is one "battle" or "game").
func allocFree(t *testing.T, runs int, what string, play func(i uint64)) {
	t.Helper()
	play(0)
	i := uint64(1)
	allocs := testing.AllocsPerRun(runs, func() {
		play(i)
		i++
	})
	if allocs != 0 {
		t.Errorf("got %.2f allocations per %s, want 0", allocs, what)
	}
}
