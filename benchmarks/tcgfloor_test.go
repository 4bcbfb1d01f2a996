package benchmarks

import (
	"runtime"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// tcgFloorMatch is the match of the TCG's floor.
const tcgFloorMatch = "genbu-v-seiryu"

// firstChoice is the TCG policy that costs nothing: the first legal option
// at every decision.
type firstChoice struct{}

func (firstChoice) Reset(*tcg.View)                                  {}
func (firstChoice) Choose(*tcg.View, tcg.Decision, []tcg.Option) int { return 0 }

// floorPolicy is tcgpolicy.New, and firstChoice for the spec "first".
func floorPolicy(spec string) (tcg.Policy, error) {
	if spec == "first" {
		return firstChoice{}, nil
	}
	return tcgpolicy.New(spec)
}

// gameTime plays games 1 … n of g (after game 0, to warm up) and returns
// the time per game (CPU time where it is measured, see stopwatch).
func gameTime(g sim.Game, n int) float64 {
	var rec sim.Record
	g.Play(seed, 0, &rec)
	start := newStopwatch()
	for i := 1; i <= n; i++ {
		g.Play(seed, uint64(i), &rec)
	}
	return float64(start.elapsed()) / float64(n)
}

// benchmarkTCGFloor is BenchmarkFloor/tcg/genbu-v-seiryu: the engine's
// work of a game with a policy that costs nothing (firstChoice on both
// seats), per op (gameFloor).
func benchmarkTCGFloor(b *testing.B) {
	setup, err := deckfile.EmbeddedMatch(tcgFloorMatch, floorPolicy)
	if err != nil {
		b.Fatal(err)
	}
	gameFloor(b, setup, "first", tcgpolicy.Names(), benchGames[0].modest) // benchGames[0] is the TCG
}

// gameFloor benchmarks, per op, a game of setup with the policy floor (one
// that costs next to nothing) on every seat. It reports the floor's games
// per second, CPU time per game (floor-ns/game) and turns of an average
// game, and each of the game's policies' time per game (on every seat, its
// modest spec where it searches: calibration games, 20 of a search) over
// the floor's, POLICY-x-floor. The floor's games are not the policies'
// games (the first option plays differently), so the ratio says what a
// policy's game costs against an engine-only game of the same file.
func gameFloor(b *testing.B, setup sim.Setup, floor string, policies []string, modest map[string]string) {
	var ratios []floorRatio
	for _, pol := range policies {
		spec, slow := modest[pol]
		n := calibration
		if !slow {
			spec = pol
		} else {
			n = 20
		}
		ratios = append(ratios, floorRatio{pol, gameTime(newSeatGame(b, setup, spec), n)})
	}
	playFloor(b, newSeatGame(b, setup, floor), "game", "turns", ratios)
}

// A floorRatio is the time per game of a policy (or a pair), to report
// over a floor's.
type floorRatio struct {
	name string
	ns   float64
}

// playFloor plays b.N games of g, a floor's, and reports its games per
// second (NOUN/s), CPU time per game (floor-ns/NOUN), turns of an average
// game (TURNS/NOUN) and each ratio's time over the floor's, NAME-x-floor.
func playFloor(b *testing.B, g sim.Game, noun, turns string, ratios []floorRatio) {
	var rec sim.Record
	g.Play(seed, 0, &rec)
	runtime.GC()
	b.ReportAllocs()
	nturns := 0
	start := newStopwatch()
	i := uint64(1)
	for b.Loop() {
		g.Play(seed, i, &rec)
		nturns += int(rec.Turns)
		i++
	}
	ns := float64(start.elapsed()) / float64(b.N)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), noun+"s/s")
	b.ReportMetric(ns, "floor-ns/"+noun)
	b.ReportMetric(float64(nturns)/float64(b.N), turns+"/"+noun)
	for _, r := range ratios {
		b.ReportMetric(r.ns/ns, r.name+"-x-floor")
	}
}

// The TCG's floor policy plays whole games of the floor's match that end
// and allocate nothing once warm.
func TestTCGFloorAllocatesNothing(t *testing.T) {
	setup, err := deckfile.EmbeddedMatch(tcgFloorMatch, floorPolicy)
	if err != nil {
		t.Fatal(err)
	}
	g := newSeatGame(t, setup, "first")
	var rec sim.Record
	allocFree(t, 10, "game", func(i uint64) { g.Play(seed, i, &rec) })
}
