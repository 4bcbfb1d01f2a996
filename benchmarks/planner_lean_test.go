package benchmarks

import "testing"

// leanVariants are the planner's lean forms benchmarked (README,
// Performance): cheaper plans, off by default.
var leanVariants = []string{
	"planner:lean=1",
	"planner:lean=2",
	"planner:lean=3",
}

// BenchmarkPlannerLean plays whole battles of intro-brawl, hold-the-line
// and rooftop-showdown with each of leanVariants, one game on one
// goroutine (BenchmarkPlannerLean/BATTLE/SPEC): their cost against the
// planner's (BenchmarkBattle/BATTLE/planner).
func BenchmarkPlannerLean(b *testing.B) {
	defer gcOff()()
	for _, name := range []string{"intro-brawl", "hold-the-line", "rooftop-showdown"} {
		bt := load(b, name)
		for _, spec := range leanVariants {
			b.Run(name+"/"+spec, func(b *testing.B) { playBattles(b, bt, spec) })
		}
	}
}
