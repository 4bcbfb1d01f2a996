package stats

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// MinExpected is the smallest expected count of a bin of ChiSquareGOF; bins
// expected to hold fewer are pooled with their neighbours, the usual
// condition for the chi-square approximation.
const MinExpected = 5

// ChiSquareGOF returns Pearson's chi-square goodness-of-fit statistic of the
// observed counts against the expected distribution, its degrees of freedom
// and its p-value (the probability of a statistic at least as large if the
// counts were drawn from expected). expected[i] is bin i's probability, or
// any weight proportional to it: it is scaled to the total of observed.
//
// Adjacent bins are pooled, from the first up, until each pool's expected
// count reaches MinExpected; a short last pool joins the one before. With a
// single pool the test has no degree of freedom: it returns 0, 0, 1. A count
// in a bin of expected 0 can only come from another distribution: it returns
// +Inf and p 0. It panics if the lengths differ, a count or weight is
// negative, or all of them are 0.
func ChiSquareGOF(observed []int64, expected []float64) (stat float64, df int, p float64) {
	if len(observed) != len(expected) {
		panic(fmt.Sprintf("stats: ChiSquareGOF: %d observed bins, %d expected", len(observed), len(expected)))
	}
	var total int64
	var weight float64
	for i := range observed {
		if observed[i] < 0 || !(expected[i] >= 0) {
			panic(fmt.Sprintf("stats: ChiSquareGOF: bin %d: observed %d, expected %v", i, observed[i], expected[i]))
		}
		total += observed[i]
		weight += expected[i]
	}
	if total == 0 || weight == 0 {
		panic("stats: ChiSquareGOF: no counts or no expected weight")
	}
	scale := float64(total) / weight

	// Pools as (observed, expected) sums.
	var obs []float64
	var exp []float64
	var o, e float64
	impossible := false
	for i := range observed {
		if expected[i] == 0 && observed[i] > 0 {
			impossible = true
		}
		o += float64(observed[i])
		e += expected[i] * scale
		if e >= MinExpected {
			obs, exp = append(obs, o), append(exp, e)
			o, e = 0, 0
		}
	}
	if n := len(obs); n > 0 {
		obs[n-1] += o
		exp[n-1] += e
	} else {
		obs, exp = append(obs, o), append(exp, e)
	}
	df = len(obs) - 1
	if impossible {
		return math.Inf(1), df, 0
	}
	if df == 0 {
		return 0, 0, 1
	}
	for i := range obs {
		d := obs[i] - exp[i]
		stat += d * d / exp[i]
	}
	return stat, df, distuv.ChiSquared{K: float64(df)}.Survival(stat)
}
