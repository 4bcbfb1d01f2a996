package lab

import (
	"math"

	"github.com/tmntsim/tmntsim/scenarios"
)

// TuneSteps is the number of steps of a tuned range of numbers with
// fractions, or of whole numbers more than 4·TuneSteps apart, when no
// step is given (other whole-number ranges step by 1).
const TuneSteps = 64

// TuneGrid returns the values a tune searches over lo..hi (lo < hi): lo +
// k·step for k = 0, 1, … up to hi, each rounded (scenarios.RoundNumber);
// a step of 0 is chosen by TuneSteps.
func TuneGrid(lo, hi, step float64) []float64 {
	if step == 0 {
		step = 1
		if whole := lo == math.Trunc(lo) && hi == math.Trunc(hi); !whole || hi-lo > 4*TuneSteps {
			step = (hi - lo) / TuneSteps
		}
	}
	steps := int(math.Floor((hi-lo)/step + 1e-9))
	grid := make([]float64, steps+1)
	for k := range grid {
		grid[k] = scenarios.RoundNumber(lo + float64(k)*step)
	}
	return grid
}
