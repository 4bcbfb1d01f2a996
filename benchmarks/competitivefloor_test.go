package benchmarks

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// competitiveFloorBattle is the battle of Competitive Mode's floor.
const competitiveFloorBattle = "foot-clan-ambush"

// The floor's policies: the first legal option at every decision, on
// both seats (the heroes' first and villainpolicy's first), which cost
// next to nothing.
const (
	floorHeroes  = "first"
	floorVillain = "first"
)

// floorHeroTiers are the hero policies whose battles the competitive floor
// times against its own, each against every villain policy registered.
var floorHeroTiers = []string{"greedy", "planner", "tactician"}

// battleTime returns the time per battle of g: 5 battles, and 100 more
// when those took under 2 ms each (a slow policy is timed on 5).
func battleTime(g sim.Game) float64 {
	if t := gameTime(g, 5); t >= 2e6 {
		return t
	}
	return gameTime(g, 100)
}

// benchmarkCompetitiveFloor is BenchmarkFloor/competitive/foot-clan-ambush:
// the engine's work of a Competitive Mode battle, per op: whole battles
// whose heroes and villain take the first legal option at every decision,
// set up as the runner does (policy.Setup). It reports the floor's battles
// per second, CPU time per battle (floor-ns/battle) and rounds of an
// average battle, and the time per battle of each hero policy of
// floorHeroTiers against each villain policy of the registry (but first)
// over the floor's, HERO-v-VILLAIN-x-floor. The floor's battles are not
// theirs (the first option plays differently): the ratio says what a
// pair's battle costs against an engine-only battle of the same file.
func benchmarkCompetitiveFloor(b *testing.B) {
	bt := load(b, competitiveFloorBattle)
	var ratios []floorRatio
	for _, h := range floorHeroTiers {
		for _, v := range villainpolicy.Names() {
			if v != floorVillain {
				ratios = append(ratios, floorRatio{h + "-v-" + v, battleTime(newCompetitive(b, bt, h, v))})
			}
		}
	}
	playFloor(b, newCompetitive(b, bt, floorHeroes, floorVillain), "battle", "rounds", ratios)
}

// The competitive floor's battles end and allocate nothing once warm.
func TestCompetitiveFloorAllocatesNothing(t *testing.T) {
	g := newCompetitive(t, load(t, competitiveFloorBattle), floorHeroes, floorVillain)
	var rec sim.Record
	allocFree(t, 10, "battle", func(i uint64) {
		g.Play(seed, i, &rec)
		if rec.Turns == 0 {
			t.Fatalf("battle %d of the competitive floor played no round", i)
		}
	})
}
