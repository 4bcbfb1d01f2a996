package stats

import (
	"fmt"
	"math"
	"slices"
)

// Difficulty curves. A curve is the heroes' win rate at several values of
// one knob of a battle (a villain's figure pool, a hero's Life, the round
// limit), every value played on the same seeds. Where it crosses a target
// rate is the knob value that balances the battle; where the 95% band
// around it holds the target is how sure that value is.

// A CurvePoint is the heroes' win count at one value of a knob.
type CurvePoint struct {
	X       float64 // the knob's value
	Wins, N int64   // hero wins out of N battles
}

// A Curve is the win rate of the heroes against a knob, with its 95%
// interval by Method at every point.
type Curve struct {
	Points []CurvePoint // by increasing X, each X once
	Method CIMethod
}

// NewCurve returns the curve of points, sorted by X. It panics if two
// points have the same X, or a count is out of range.
func NewCurve(points []CurvePoint, method CIMethod) *Curve {
	ps := slices.Clone(points)
	slices.SortFunc(ps, func(a, b CurvePoint) int { return cmpFloat(a.X, b.X) })
	for i, p := range ps {
		if i > 0 && ps[i-1].X == p.X {
			panic(fmt.Sprintf("stats: curve has two points at %v", p.X))
		}
		checkBinomial(p.Wins, p.N, Conf95)
	}
	return &Curve{Points: ps, Method: method}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Rate returns the win rate at point i and its 95% interval (NaN with no
// battles there).
func (c *Curve) Rate(i int) (rate, lo, hi float64) {
	p := c.Points[i]
	lo, hi = c.Method.Interval(p.Wins, p.N, Conf95)
	return float64(p.Wins) / float64(p.N), lo, hi
}

// series returns the rates, lower and upper bounds of the points with
// battles, and their X.
func (c *Curve) series() (xs, rate, lo, hi []float64) {
	for i, p := range c.Points {
		if p.N == 0 {
			continue
		}
		r, l, h := c.Rate(i)
		xs, rate, lo, hi = append(xs, p.X), append(rate, r), append(lo, l), append(hi, h)
	}
	return xs, rate, lo, hi
}

// A Crossing is where a curve crosses a target rate.
type Crossing struct {
	// Found is false when the curve's rate does not reach the target
	// anywhere in the range of X; then only Nearest is set.
	Found bool
	// X is the first knob value where the rate, interpolated linearly
	// between points, equals the target.
	X float64
	// Lo and Hi bound the knob values around X where the 95% band of the
	// curve, interpolated linearly, contains the target: the values the
	// data cannot tell from the crossing. LoOpen (HiOpen) says the band
	// still contains the target at the first (last) point, so the true
	// bound may lie beyond the range played.
	Lo, Hi         float64
	LoOpen, HiOpen bool
	// Crossings counts the times the rate crosses the target (more than
	// one: the curve is not monotonic there, by noise or by nature).
	Crossings int
	// Nearest is the index of the point whose rate is closest to the
	// target.
	Nearest int
}

// Crossing returns where the curve crosses the rate target. It panics if
// the curve has no point with battles.
func (c *Curve) Crossing(target float64) Crossing {
	xs, rate, lo, hi := c.series()
	if len(xs) == 0 {
		panic("stats: crossing of a curve with no battles")
	}
	var cr Crossing
	best := math.Inf(1)
	for i, p := range c.Points {
		if p.N == 0 {
			continue
		}
		if d := math.Abs(float64(p.Wins)/float64(p.N) - target); d < best {
			best, cr.Nearest = d, i
		}
	}
	found := false
	for i := range xs {
		if rate[i] == target && (i == 0 || rate[i-1] != target) {
			cr.Crossings++
			if !found {
				found, cr.X = true, xs[i]
			}
			continue
		}
		if i+1 < len(xs) && (rate[i]-target)*(rate[i+1]-target) < 0 {
			cr.Crossings++
			if !found {
				found, cr.X = true, xs[i]+(target-rate[i])/(rate[i+1]-rate[i])*(xs[i+1]-xs[i])
			}
		}
	}
	if !found {
		return cr
	}
	cr.Found = true
	cr.Lo, cr.LoOpen = bandEdge(xs, lo, hi, target, cr.X, -1)
	cr.Hi, cr.HiOpen = bandEdge(xs, lo, hi, target, cr.X, +1)
	return cr
}

// bandEdge walks from x0, where the band [lo, hi] contains target, in
// direction dir (−1 or +1) to the first x where it no longer does, with lo
// and hi interpolated linearly between the points xs. It returns the end
// point of xs and open = true if the band contains target up to it.
func bandEdge(xs, lo, hi []float64, target, x0 float64, dir int) (x float64, open bool) {
	// i: the first point strictly beyond x0 in direction dir.
	var i int
	if dir > 0 {
		for i < len(xs) && xs[i] <= x0 {
			i++
		}
	} else {
		i = len(xs) - 1
		for i >= 0 && xs[i] >= x0 {
			i--
		}
	}
	prevX := x0
	prevLo, prevHi := interp(xs, lo, x0), interp(xs, hi, x0)
	for ; i >= 0 && i < len(xs); i += dir {
		// On [prevX, xs[i]] the band is linear; find where it first
		// stops containing target.
		t := 1.0
		if lo[i] > target {
			t = min(t, (target-prevLo)/(lo[i]-prevLo))
		}
		if hi[i] < target {
			t = min(t, (target-prevHi)/(hi[i]-prevHi))
		}
		if t < 1 {
			return prevX + t*(xs[i]-prevX), false
		}
		prevX, prevLo, prevHi = xs[i], lo[i], hi[i]
	}
	return prevX, true
}

// interp returns ys interpolated linearly at x, within the range of xs
// (ascending); outside it, the nearest end's value.
func interp(xs, ys []float64, x float64) float64 {
	i, found := slices.BinarySearch(xs, x)
	switch {
	case found:
		return ys[i]
	case i == 0:
		return ys[0]
	case i == len(xs):
		return ys[len(ys)-1]
	}
	t := (x - xs[i-1]) / (xs[i] - xs[i-1])
	return ys[i-1] + t*(ys[i]-ys[i-1])
}

// Interpolate returns the win rate at knob value x, interpolated linearly
// between the points with battles, and the same interpolation of the
// interval bounds; outside the points' range, the nearest point's values.
// It panics if the curve has no point with battles.
func (c *Curve) Interpolate(x float64) (rate, lo, hi float64) {
	xs, r, l, h := c.series()
	if len(xs) == 0 {
		panic("stats: interpolation of a curve with no battles")
	}
	return interp(xs, r, x), interp(xs, l, x), interp(xs, h, x)
}
