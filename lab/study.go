package lab

import (
	"context"
	"fmt"
	"math"
	"slices"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A Point is one value of a number of a setup (a sweep's, a tuning's) and
// what its games gave.
type Point struct {
	X   float64
	Sum *Summary // nil when the setup could not be made
	Err error    // why the setup with X could not be made: the point is skipped
}

// Sweep runs o for the setup of every value in xs, one after the other,
// all on the same seeds (game i of every value from (o.Seed, i)), so that
// the curve they trace is paired. setupAt makes the setup of a value; a
// value it refuses is a Point with an Err, and the sweep goes on. before,
// if not nil, is called before the games of each value. Interrupted, it
// returns the points played so far (the last one incomplete) and ctx's
// error; any other error ends the sweep with no points.
func Sweep(ctx context.Context, xs []float64, setupAt func(x float64) (sim.Setup, error), o Options, before func(k int)) ([]Point, error) {
	var pts []Point
	for k, x := range xs {
		setup, err := setupAt(x)
		if err != nil {
			pts = append(pts, Point{X: x, Err: err})
			continue
		}
		if before != nil {
			before(k)
		}
		s, err := Run(ctx, setup, o)
		if s != nil {
			pts = append(pts, Point{X: x, Sum: s})
		}
		if err != nil {
			if !Interrupted(err) {
				return nil, err
			}
			return pts, err
		}
	}
	return pts, nil
}

// Curve returns the curve of the focus seat's win rate over the points
// that were played (that have games), with intervals by method.
func Curve(pts []Point, method stats.CIMethod) *stats.Curve {
	var cps []stats.CurvePoint
	for _, p := range pts {
		if p.Sum != nil && p.Sum.Games() > 0 {
			cps = append(cps, stats.CurvePoint{X: p.X, Wins: Wins(p.Sum), N: p.Sum.Games()})
		}
	}
	return stats.NewCurve(cps, method)
}

// A Tune describes a tuning: the values a number may take and the win rate
// to bring the focus seat to.
type Tune struct {
	// Grid holds the values to search, ascending.
	Grid []float64
	// Target is the focus seat's win rate to reach.
	Target float64
	// MaxGames is the most games played at one value, for values whose
	// interval still holds the target; the first try plays Options.Games.
	MaxGames int64
	// CI is the interval method of the curve.
	CI stats.CIMethod
	// Before, if not nil, is called before games are played at value x,
	// with the games it will have then.
	Before func(x float64, games int64)
}

// A Tuning is what a tuning found.
type Tuning struct {
	Points []Point // the values tried, ascending
	// Best is the index in Points of the value whose win rate is closest
	// to the target (-1 when no value could be played).
	Best int
	// Crosses is false when the win rates at the two ends of the grid are
	// on the same side of the target: then Best is the closer end.
	Crosses bool
	Curve   *stats.Curve   // the values played
	Cross   stats.Crossing // where Curve crosses the target
}

// A tuner is a tuning under way.
type tuner struct {
	Tune
	o       Options
	setupAt func(float64) (sim.Setup, error)
	points  map[int]*tunePoint
}

type tunePoint struct {
	Point
	setup sim.Setup
}

// Tuned searches t.Grid for the value whose setup (made by setupAt)
// brings the focus seat's win rate closest to t.Target, by bisection:
// the rates at both ends say which way the curve goes, then each step
// plays the middle of the bracket and keeps the half the rate crosses the
// target in. A value plays o.Games games first, four times as many each
// time after while its 95% interval holds the target (up to t.MaxGames),
// and the two ends of the last bracket play t.MaxGames. Every value plays
// the same seeds, so the curve is paired. A value setupAt refuses is
// skipped (a Point with an Err) and the nearest value inside the bracket
// taken instead. Interrupted, Tuned returns the values tried so far (Best
// -1) and ctx's error.
func Tuned(ctx context.Context, setupAt func(x float64) (sim.Setup, error), o Options, t Tune) (*Tuning, error) {
	if len(t.Grid) < 2 || !slices.IsSorted(t.Grid) || t.MaxGames < o.Games || !(t.Target > 0 && t.Target < 1) {
		return nil, fmt.Errorf("lab: tuning over %s to %g with at most %s", plural.Of(len(t.Grid), "value"), t.Target, plural.Of(t.MaxGames, "game"))
	}
	u := &tuner{Tune: t, o: o, setupAt: setupAt, points: map[int]*tunePoint{}}
	err := u.search(ctx)
	res := u.result()
	if err != nil {
		if !Interrupted(err) {
			return nil, err
		}
		res.Best = -1
		return res, err
	}
	if len(res.Points) > 0 && res.Best >= 0 {
		res.Curve = Curve(res.Points, t.CI)
		res.Cross = res.Curve.Crossing(t.Target)
	}
	return res, nil
}

// point returns grid point k, making its setup the first time.
func (u *tuner) point(k int) *tunePoint {
	p := u.points[k]
	if p == nil {
		p = &tunePoint{Point: Point{X: u.Grid[k]}}
		p.setup, p.Err = u.setupAt(p.X)
		u.points[k] = p
	}
	return p
}

// valid returns the grid point nearest to k in [lo, hi] (ties: upward)
// whose setup can be made, or -1.
func (u *tuner) valid(k, lo, hi int) int {
	for d := 0; k-d >= lo || k+d <= hi; d++ {
		for _, j := range []int{k + d, k - d} {
			if j >= lo && j <= hi && u.point(j).Err == nil {
				return j
			}
		}
	}
	return -1
}

// eval plays grid point k to at least n games (the first n of the run).
func (u *tuner) eval(ctx context.Context, k int, n int64) (*Summary, error) {
	p := u.point(k)
	if p.Sum != nil && p.Sum.Games() >= n {
		return p.Sum, nil
	}
	if u.Before != nil {
		u.Before(p.X, n)
	}
	o := u.o
	o.Games, o.Shard, o.Shards, o.Precision, o.Stop = n, 0, 1, 0, nil
	if p.Sum == nil {
		s, err := Run(ctx, p.setup, o)
		p.Sum = s
		return s, err
	}
	return p.Sum, Resume(ctx, p.setup, p.Sum, o)
}

// refine plays grid point k with o.Games games, then four times as many
// each time while its interval holds the target, up to MaxGames: near the
// crossing, the side a value is on needs more games to tell.
func (u *tuner) refine(ctx context.Context, k int) (float64, error) {
	n := u.o.Games
	for {
		s, err := u.eval(ctx, k, n)
		if err != nil {
			return 0, err
		}
		r, lo, hi := Rate(s)
		if !(lo <= u.Target && u.Target <= hi) || n >= u.MaxGames {
			return r, nil
		}
		n = min(4*n, u.MaxGames)
	}
}

// search bisects the grid for the crossing of the target.
func (u *tuner) search(ctx context.Context) error {
	last := len(u.Grid) - 1
	lo := u.valid(0, 0, last)
	if lo < 0 {
		return nil
	}
	hi := u.valid(last, lo, last)
	rLo, err := u.refine(ctx, lo)
	if err != nil || hi == lo {
		return err
	}
	rHi, err := u.refine(ctx, hi)
	if err != nil {
		return err
	}
	above := rLo > u.Target // the side of the target the low end is on
	if (rHi > u.Target) == above {
		return nil
	}
	for hi-lo > 1 {
		mid := u.valid((lo+hi)/2, lo+1, hi-1)
		if mid < 0 {
			break
		}
		r, err := u.refine(ctx, mid)
		if err != nil {
			return err
		}
		if (r > u.Target) == above {
			lo = mid
		} else {
			hi = mid
		}
	}
	// The two ends of the bracket decide: give both the most games.
	for _, k := range []int{lo, hi} {
		if _, err := u.eval(ctx, k, u.MaxGames); err != nil {
			return err
		}
	}
	return nil
}

// result returns the points tried, by value, and the one closest to the
// target.
func (u *tuner) result() *Tuning {
	res := &Tuning{Best: -1}
	keys := make([]int, 0, len(u.points))
	for k := range u.points {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	best := math.Inf(1)
	var played []int
	for _, k := range keys {
		p := u.points[k]
		res.Points = append(res.Points, p.Point)
		if p.Sum == nil || p.Sum.Games() == 0 {
			continue
		}
		played = append(played, len(res.Points)-1)
		r, _, _ := Rate(p.Sum)
		if d := math.Abs(r - u.Target); d < best {
			best, res.Best = d, len(res.Points)-1
		}
	}
	if len(played) >= 2 {
		r0, _, _ := Rate(res.Points[played[0]].Sum)
		r1, _, _ := Rate(res.Points[played[len(played)-1]].Sum)
		res.Crosses = (r0 > u.Target) != (r1 > u.Target)
	}
	return res
}

// A Gate is the range a focus seat's win rate is expected in, and the
// error rates of the sequential test that decides it (stats.RangeTest).
type Gate struct {
	Lo, Hi      float64 // the range; 0 or 1 is no bound on that side
	Delta       float64 // indifference width, centred on each bound
	Alpha, Beta float64 // failing a setup inside, passing one outside
}

// A Checked is the evidence and decision of a gate.
type Checked struct {
	Sum     *Summary
	Test    *stats.RangeTest
	Verdict stats.Verdict
}

// Check plays setup until the sequential test of g decides whether its
// focus seat's win rate is inside g's range, or o.Games games (undecided
// then). The test sees every game in index order, so it stops at the same
// game for any number of workers. Interrupted, it returns the evidence so
// far (undecided) and ctx's error.
func Check(ctx context.Context, setup sim.Setup, g Gate, o Options) (*Checked, error) {
	test, err := stats.NewRangeTest(g.Lo, g.Hi, g.Delta, g.Alpha, g.Beta)
	if err != nil {
		return nil, err
	}
	o.Shard, o.Shards, o.Precision = 0, 1, 0
	o.Stop = func(s *Summary) bool { return test.Update(Wins(s), s.Games()) != stats.Undecided }
	s, err := Run(ctx, setup, o)
	if s == nil {
		return nil, err
	}
	return &Checked{Sum: s, Test: test, Verdict: test.Verdict()}, err
}
