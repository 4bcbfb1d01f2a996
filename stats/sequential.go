package stats

import (
	"fmt"
	"math"
)

// Sequential tests: is a win rate inside a range?
//
// A RangeTest decides, from battles seen one at a time, whether a battle's
// win rate p lies inside a range [Lo, Hi]. It is a pair of Wald sequential
// probability ratio tests (Wald 1945), one at each bound, in the manner of
// the SPRT gates chess-engine testers use (fishtest):
//
//   - at Lo, an SPRT of p = Lo − Delta/2 (outside) against p = Lo + Delta/2
//     (inside);
//   - at Hi, an SPRT of p = Hi + Delta/2 (outside) against p = Hi − Delta/2
//     (inside).
//
// Each SPRT adds, per battle, the log-likelihood ratio of "inside" to
// "outside" and stops the first time the sum leaves (log B, log A) with
// A = (1−β)/(α/2) and B = β/(1−α/2): above log A it decides "inside", below
// log B "outside"; its decision is then fixed. The range test decides
// Outside as soon as either SPRT decides "outside" and Inside once both have
// decided "inside". A bound at 0 or 1 is no bound: its SPRT is left out.
//
// Guarantees (Wald's inequalities, which ignore the overshoot of the last
// step and so hold to within it; the tests of this package measure them by
// simulation):
//
//   - when p is inside by at least Delta/2 (Lo+Delta/2 ≤ p ≤ Hi−Delta/2),
//     the test says Outside with probability at most about α: each SPRT
//     errs with probability at most α/2, and a union bound adds them;
//   - when p is outside by at least Delta/2 (p ≤ Lo−Delta/2 or
//     p ≥ Hi+Delta/2), it says Inside with probability at most about β: it
//     must be wrong at the bound p is beyond;
//   - within Delta/2 of a bound (the indifference zone) either answer may
//     come, the nearer p is to the bound the closer to even odds;
//   - it ends with probability 1, and its expected number of battles is
//     about the larger of the two SPRTs' (Wald's approximation, ASN): of
//     the order of 8·p(1−p)·log(1/α)/Delta², smallest far from the bounds
//     and largest at them.
//
// Why this design rather than a fixed number of battles or an anytime-valid
// confidence sequence: the SPRT is, among all tests with the same error
// rates at the two hypotheses, the one with the fewest expected battles at
// those hypotheses (the Wald–Wolfowitz theorem), so a clearly balanced or
// clearly broken battle is settled in a few thousand battles; a confidence
// sequence needs no indifference width but costs noticeably more battles
// for the same error rates; and the indifference width is the honest
// statement of what a gate can promise: no finite number of battles tells
// 44.99% from 45.01%.
//
// The test is a function of the sequence of (wins, battles) it is shown:
// shown the same results at the same checkpoints, it stops at the same
// battle. The interval reported with a decision is descriptive (Wilson,
// 95%, as if the number of battles had been fixed); the error rates above
// are the test's guarantee.
type RangeTest struct {
	Lo, Hi       float64 // the range; 0 or 1 means no bound on that side
	Delta        float64 // indifference width, centred on each bound
	Alpha, Beta  float64 // error rates: failing a battle inside, passing one outside
	lower, upper sprt
}

// A Verdict is what a sequential test has decided so far.
type Verdict int8

// Verdicts.
const (
	Undecided Verdict = iota // more battles are needed
	Inside                   // the win rate is inside the range
	Outside                  // the win rate is outside the range
)

// String returns "undecided", "inside" or "outside".
func (v Verdict) String() string {
	switch v {
	case Inside:
		return "inside"
	case Outside:
		return "outside"
	}
	return "undecided"
}

// An sprt is one of Wald's sequential probability ratio tests of a
// Bernoulli parameter: p = out against p = in.
type sprt struct {
	on           bool    // false: no bound on this side
	win, loss    float64 // log-likelihood ratio added by a win and by a loss
	logA, logB   float64 // decide "inside" at or above logA, "outside" at or below logB
	verdict      Verdict // fixed at the first crossing
	decidedAfter int64   // battles seen at the first crossing
}

func newSPRT(out, in, alpha, beta float64) sprt {
	return sprt{
		on:   true,
		win:  math.Log(in / out),
		loss: math.Log((1 - in) / (1 - out)),
		logA: math.Log((1 - beta) / alpha),
		logB: math.Log(beta / (1 - alpha)),
	}
}

// llr returns the log-likelihood ratio of "inside" after k wins in n battles.
func (s *sprt) llr(k, n int64) float64 { return float64(k)*s.win + float64(n-k)*s.loss }

// update shows the SPRT k wins in n battles; once decided it stays decided.
func (s *sprt) update(k, n int64) {
	if !s.on {
		s.verdict = Inside
		return
	}
	if s.verdict != Undecided {
		return
	}
	switch l := s.llr(k, n); {
	case l >= s.logA:
		s.verdict, s.decidedAfter = Inside, n
	case l <= s.logB:
		s.verdict, s.decidedAfter = Outside, n
	}
}

// NewRangeTest returns a test of whether a win rate is inside [lo, hi] with
// indifference width delta and error rates alpha (a battle inside said to
// be outside) and beta (a battle outside said to be inside). lo = 0 or
// hi = 1 leaves that side unbounded. Each bound's indifference zone must
// lie strictly within (0, 1), and the zones must not overlap.
func NewRangeTest(lo, hi, delta, alpha, beta float64) (*RangeTest, error) {
	h := delta / 2
	switch {
	case !(lo >= 0 && hi <= 1 && lo < hi):
		return nil, fmt.Errorf("range %s..%s is not an interval within 0%%..100%%", pct(lo), pct(hi))
	case lo == 0 && hi == 1:
		return nil, fmt.Errorf("range 0%%..100%% holds every win rate; there is nothing to test")
	case !(delta > 0 && delta < 1):
		return nil, fmt.Errorf("indifference width %g is not in (0, 1)", delta)
	case !(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5):
		return nil, fmt.Errorf("error rates %g and %g must each be in (0, 0.5)", alpha, beta)
	case lo > 0 && !(lo-h > 0 && lo+h < 1):
		return nil, fmt.Errorf("lower bound %s ± %s (the indifference width's half) leaves 0%%..100%%; widen the range or narrow the width", pct(lo), pct(h))
	case hi < 1 && !(hi-h > 0 && hi+h < 1):
		return nil, fmt.Errorf("upper bound %s ± %s (the indifference width's half) leaves 0%%..100%%; widen the range or narrow the width", pct(hi), pct(h))
	case lo > 0 && hi < 1 && hi-lo < delta:
		return nil, fmt.Errorf("range %s..%s is narrower than the indifference width %s; widen it or narrow the width", pct(lo), pct(hi), pct(delta))
	}
	t := &RangeTest{Lo: lo, Hi: hi, Delta: delta, Alpha: alpha, Beta: beta}
	if lo > 0 {
		t.lower = newSPRT(lo-h, lo+h, alpha/2, beta)
	}
	if hi < 1 {
		t.upper = newSPRT(hi+h, hi-h, alpha/2, beta)
	}
	return t, nil
}

// Update shows the test k wins in n battles, the results so far, and
// returns its verdict. Call it at every checkpoint (after every battle, or
// every K), in order: a bound's SPRT keeps the decision of the first
// checkpoint where it crossed.
func (t *RangeTest) Update(k, n int64) Verdict {
	t.lower.update(k, n)
	t.upper.update(k, n)
	return t.Verdict()
}

// Verdict returns the test's decision so far.
func (t *RangeTest) Verdict() Verdict {
	switch {
	case t.lower.verdict == Outside || t.upper.verdict == Outside:
		return Outside
	case t.lower.verdict == Inside && t.upper.verdict == Inside:
		return Inside
	}
	return Undecided
}

// A BoundState is the evidence at one bound of a RangeTest.
type BoundState struct {
	Bound      float64 // the bound
	LLR        float64 // log-likelihood ratio of "inside" to "outside"
	Lower      float64 // the SPRT decides "outside" at or below Lower
	Upper      float64 // and "inside" at or above Upper
	Verdict    Verdict // the bound's own decision, fixed once made
	DecidedAt  int64   // battles seen when it decided (0: undecided)
	Applicable bool    // false when the range has no bound on this side
}

// Bounds returns the evidence at the lower and the upper bound after k
// wins in n battles (the last results shown to Update).
func (t *RangeTest) Bounds(k, n int64) (lower, upper BoundState) {
	state := func(s *sprt, b float64) BoundState {
		if !s.on {
			return BoundState{Bound: b, Verdict: Inside}
		}
		return BoundState{Bound: b, LLR: s.llr(k, n), Lower: s.logB, Upper: s.logA,
			Verdict: s.verdict, DecidedAt: s.decidedAfter, Applicable: true}
	}
	return state(&t.lower, t.Lo), state(&t.upper, t.Hi)
}

// ExpectedBattles returns Wald's approximation of the expected number of
// battles the test plays when the win rate is p: the larger of its two
// SPRTs' average sample numbers, each from Wald's operating characteristic
// (which ignores overshoot, so real runs take a little more). It is a
// planning figure, for choosing --delta and --max-battles.
func (t *RangeTest) ExpectedBattles(p float64) float64 {
	return max(t.lower.asn(p), t.upper.asn(p))
}

// asn returns Wald's approximate expected sample number of s at p.
func (s *sprt) asn(p float64) float64 {
	if !s.on {
		return 0
	}
	drift := p*s.win + (1-p)*s.loss // mean LLR step
	// Operating characteristic: the h ≠ 0 with p·e^{h·win} + (1−p)·e^{h·loss} = 1
	// gives P(decide "outside") = (e^{h·logA} − 1)/(e^{h·logA} − e^{h·logB}).
	if math.Abs(drift) < 1e-12 {
		return -s.logA * s.logB / (p*s.win*s.win + (1-p)*s.loss*s.loss)
	}
	h := ocRoot(p, s.win, s.loss)
	ea, eb := math.Exp(h*s.logA), math.Exp(h*s.logB)
	pOut := (ea - 1) / (ea - eb)
	return (pOut*s.logB + (1-pOut)*s.logA) / drift
}

// ocRoot returns the nonzero root h of p·e^{h·a} + (1−p)·e^{h·b} = 1
// (a > 0 > b), by bisection: it is positive when the mean step p·a+(1−p)·b
// is negative, and negative when it is positive.
func ocRoot(p, a, b float64) float64 {
	f := func(h float64) float64 { return p*math.Exp(h*a) + (1-p)*math.Exp(h*b) - 1 }
	sign := 1.0
	if p*a+(1-p)*b > 0 {
		sign = -1
	}
	lo, hi := 1e-9*sign, sign
	for f(hi) < 0 { // f is convex with f(0) = 0: grow until past the root
		hi *= 2
	}
	for range 200 {
		mid := (lo + hi) / 2
		if f(mid) < 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
