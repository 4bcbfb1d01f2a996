package benchmarks

import "testing"

// nextVariants are the planner's next-activation variants benchmarked
// (docs/strength.md, "The next activation, played"): the full search of
// three spaces, and the cheaper ones.
var nextVariants = []string{
	"planner:next=3",
	"planner:next=3,next-roll=1",
	"planner:next=3,next-roll=3",
	"planner:next=3,next-samples=2",
	"planner:next=3,next-samples=2,next-confirm=0.5",
	"planner:next=3,next-gate=1",
	"planner:next=3,next-roll=3,next-samples=2,next-confirm=0.5",
	"planner:next=2,next-roll=3,next-samples=2,next-confirm=0.5",
	"planner:next=1,next-roll=3,next-samples=2,next-confirm=0.5",
	"planner:next=3,next-roll=3,next-samples=2",
	"planner:next=3,next-roll=3,next-samples=2,next-confirm=1",
	"planner:next=3,next-roll=3,next-samples=1,next-confirm=0.5",
	"planner:next=3,next-roll=3,next-samples=1,next-confirm=1",
	"planner:next=3,next-roll=3,next-samples=1,next-confirm=2",
	"planner:next=4,next-roll=3,next-samples=1,next-confirm=2",
	"planner:next=6,next-roll=3,next-samples=1,next-confirm=2",
	"planner:next=6,next-samples=1,next-confirm=2",
	"planner:next=5,next-roll=3,next-samples=1,next-confirm=2",
	"planner:next=6,next-roll=3,next-samples=1,next-confirm=2,next-gate=0.3",
	"planner:next=3,next-roll=3,next-samples=2,next-confirm=0.5,next-gate=0.3",
}

// BenchmarkPlannerNext plays whole battles of intro-brawl and
// hold-the-line with each of nextVariants, one game on one goroutine
// (BenchmarkPlannerNext/BATTLE/SPEC): their cost against the planner's
// (BenchmarkBattle/BATTLE/planner). instructions.txt budgets three of
// them (next=3 and the cheaper forms of K = 4 and 6), the rest are
// counted on demand.
func BenchmarkPlannerNext(b *testing.B) {
	defer gcOff()()
	for _, name := range []string{"intro-brawl", "hold-the-line"} {
		bt := load(b, name)
		for _, spec := range nextVariants {
			b.Run(name+"/"+spec, func(b *testing.B) { playBattles(b, bt, spec) })
		}
	}
}
