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

// BenchmarkNextActivation plays whole battles of intro-brawl,
// hold-the-line, rooftop-showdown and allies-alley with the planner's next
// variants, reporting the searches made, the moves the gate left
// unsearched, the playouts played and the changes played again, a battle:
// counts that do not depend on the machine's load.
func BenchmarkNextActivation(b *testing.B) {
	for _, name := range []string{"intro-brawl", "hold-the-line", "rooftop-showdown", "allies-alley"} {
		l, err := battlefile.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		for _, spec := range []string{"planner:next=3", "planner:next=3,next-gate=1", "planner:next=3,next-roll=3,next-samples=2,next-confirm=0.5", "planner:next=2,next-roll=3,next-samples=2,next-confirm=0.5", "planner:next=1,next-roll=3,next-samples=2,next-confirm=0.5"} {
			b.Run(name+"/"+spec, func(b *testing.B) {
				p, err := New(spec)
				if err != nil {
					b.Fatal(err)
				}
				a := &p.(*Planner).next
				g := adventures.NewGame(l.Battle, p)
				var rec sim.Record
				i := uint64(0)
				for b.Loop() {
					g.Play(1, i, &rec)
					i++
				}
				n := float64(b.N)
				b.ReportMetric(float64(a.searches)/n, "searches/battle")
				b.ReportMetric(float64(a.gated)/n, "gated/battle")
				b.ReportMetric(float64(a.plays)/n, "playouts/battle")
				b.ReportMetric(float64(a.confirms)/n, "confirms/battle")
			})
		}
	}
}
