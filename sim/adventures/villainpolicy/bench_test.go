package villainpolicy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// BenchmarkCompetitive plays battles of every competitive example with
// the greedy heroes against every villain policy.
func BenchmarkCompetitive(b *testing.B) {
	for _, bt := range competitiveBattles(b) {
		for _, v := range villains {
			b.Run(bt.Name+"/"+v, func(b *testing.B) {
				g, err := policy.NewSetup(bt, "greedy").NewGame([]string{"", v})
				if err != nil {
					b.Fatal(err)
				}
				var rec sim.Record
				g.Play(1, 1<<40, &rec) // warm up: the game's caches are made at their first use
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					g.Play(1, uint64(i), &rec)
				}
			})
		}
	}
}
