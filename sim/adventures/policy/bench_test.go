package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// benchPolicies are the policies benchmarked on every example battle, with
// their default parameters.
var benchPolicies = []string{"random", "greedy", "tactician", "planner", "lookahead"}

// BenchmarkPolicy plays whole battles of each example battle with each
// policy: one battle per iteration, on a reused game.
func BenchmarkPolicy(b *testing.B) {
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		for _, spec := range benchPolicies {
			b.Run(name+"/"+policyName(spec), func(b *testing.B) {
				p, err := New(spec)
				if err != nil {
					b.Fatal(err)
				}
				g := adventures.NewGame(l.Battle, p)
				var rec sim.Record
				g.Play(2, 0, &rec) // the policy's per-battle setup, once per worker
				b.ReportAllocs()
				i := uint64(0)
				for b.Loop() {
					g.Play(1, i, &rec)
					i++
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
			})
		}
	}
}

// policyName returns the name part of a policy spec.
func policyName(spec string) string {
	for i := range spec {
		if spec[i] == ':' {
			return spec[:i]
		}
	}
	return spec
}
