package stats

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mathext"

	"github.com/tmntsim/tmntsim/sim"
)

// Paired comparisons. Two variants of a battle (two battle files, or two
// policies) are played on the same seeds, battle by battle: battle i of
// variant A and battle i of variant B start from the same random numbers
// (common random numbers). Whatever luck the dice bring to battle i, both
// variants get it, so the difference between them varies far less from
// battle to battle than either variant does, and the interval on the
// difference is narrower than two independent runs of the same size give.

// A PairedBinary counts a yes/no outcome (the heroes win) of paired
// battles: each pair is one battle of variant A and one of variant B on
// the same seed. OnlyA and OnlyB are the discordant pairs, the battles
// that "flipped" between the variants.
type PairedBinary struct {
	Both    int64 `json:"both"`    // yes in A and in B
	OnlyA   int64 `json:"only_a"`  // yes in A, no in B
	OnlyB   int64 `json:"only_b"`  // no in A, yes in B
	Neither int64 `json:"neither"` // no in both
}

// Add counts one pair.
func (p *PairedBinary) Add(a, b bool) {
	switch {
	case a && b:
		p.Both++
	case a:
		p.OnlyA++
	case b:
		p.OnlyB++
	default:
		p.Neither++
	}
}

// Merge adds the pairs of o to p.
func (p *PairedBinary) Merge(o *PairedBinary) {
	p.Both += o.Both
	p.OnlyA += o.OnlyA
	p.OnlyB += o.OnlyB
	p.Neither += o.Neither
}

// N returns the number of pairs.
func (p *PairedBinary) N() int64 { return p.Both + p.OnlyA + p.OnlyB + p.Neither }

// CountA returns the pairs with yes in A; CountB those with yes in B.
func (p *PairedBinary) CountA() int64 { return p.Both + p.OnlyA }

// CountB returns the pairs with yes in B.
func (p *PairedBinary) CountB() int64 { return p.Both + p.OnlyB }

// Diff returns the difference of the rates, B's less A's, and its paired
// confidence interval at level conf (PairedDiffInterval). The difference
// is NaN with no pairs.
func (p *PairedBinary) Diff(conf float64) (d, lo, hi float64) {
	n := p.N()
	lo, hi = PairedDiffInterval(p.OnlyA, p.OnlyB, n, conf)
	return float64(p.OnlyB-p.OnlyA) / float64(n), lo, hi
}

// McNemar returns the two-sided p-value of McNemar's exact test of "the
// two variants have the same rate" (McNemarExact of the flips).
func (p *PairedBinary) McNemar() float64 { return McNemarExact(p.OnlyA, p.OnlyB) }

// Variances returns the variance of the outcome (1 for yes, 0 for no) in
// A, in B, and of the paired difference B − A, per pair (population
// variances: the 1/n the binomial interval uses).
func (p *PairedBinary) Variances() (varA, varB, varD float64) {
	n := float64(p.N())
	pa, pb := float64(p.CountA())/n, float64(p.CountB())/n
	d := float64(p.OnlyB-p.OnlyA) / n
	return pa * (1 - pa), pb * (1 - pb), float64(p.OnlyA+p.OnlyB)/n - d*d
}

// VarianceRatio returns (Var A + Var B) / Var(B − A): how many times more
// battles two independent runs need than one paired run for an interval
// on the difference of the same width. It is +Inf when no battle
// flipped and NaN when neither variant varies.
func (p *PairedBinary) VarianceRatio() float64 {
	va, vb, vd := p.Variances()
	return varianceRatio(va, vb, vd)
}

func varianceRatio(va, vb, vd float64) float64 {
	if vd <= 0 {
		if va+vb > 0 {
			return math.Inf(1)
		}
		return math.NaN()
	}
	return (va + vb) / vd
}

// PairedDiffInterval returns Tango's score interval at confidence level
// conf for the difference of two paired proportions, p_B − p_A, from n
// pairs of which onlyA were yes in A only and onlyB yes in B only (Tango
// 1998, "Equivalence test and confidence interval for the difference in
// proportions for the paired-sample design"; recommended by Fagerland,
// Lydersen and Laake 2013). It is the set of differences Δ that the score
// test does not reject: |onlyB − onlyA − nΔ| ≤ z·√(n(2q̃ + Δ(1 − Δ))), q̃
// the restricted maximum-likelihood estimate of P(yes in A only). Unlike
// the Wald interval it stays inside [−1, 1] and is not empty or zero-width
// when no pair flipped: then it is ±z²/(n + z²). With no pairs it returns
// [−1, 1]. It panics unless 0 <= onlyA + onlyB <= n and 0 < conf < 1.
func PairedDiffInterval(onlyA, onlyB, n int64, conf float64) (lo, hi float64) {
	if onlyA < 0 || onlyB < 0 || onlyA+onlyB > n {
		panic(fmt.Sprintf("stats: paired counts %d and %d out of %d pairs", onlyA, onlyB, n))
	}
	if !(conf > 0 && conf < 1) {
		panic(fmt.Sprintf("stats: confidence level %v is not in (0, 1)", conf))
	}
	if n == 0 {
		return -1, 1
	}
	z := normalZ(conf)
	// Tango's statistic for the first variable (here B) less the second:
	// n12 = onlyB, n21 = onlyA.
	nf, b, c := float64(n), float64(onlyB), float64(onlyA)
	score := func(delta float64) float64 {
		qa := 2 * nf
		qb := -b - c + (2*nf-b+c)*delta
		qc := -c * delta * (1 - delta)
		q21 := (math.Sqrt(max(qb*qb-4*qa*qc, 0)) - qb) / (2 * qa)
		v := nf * (2*q21 + delta*(1-delta))
		if v <= 0 {
			return math.Copysign(math.Inf(1), b-c-nf*delta)
		}
		return (b - c - nf*delta) / math.Sqrt(v)
	}
	d := (b - c) / nf
	// The score decreases in delta from +∞ near −1 to −∞ near 1, and is 0
	// at d: each bound is found by bisection on its side of d.
	lo, hi = -1, 1
	if d > -1 {
		lo = bisect(-1, d, func(x float64) bool { return score(x) > z })
	}
	if d < 1 {
		hi = bisect(d, 1, func(x float64) bool { return score(x) > -z })
	}
	return lo, hi
}

// bisect returns the point in [a, b] where below changes from true (at a)
// to false (at b), to within floating-point resolution.
func bisect(a, b float64, below func(float64) bool) float64 {
	for range 200 {
		m := (a + b) / 2
		if m == a || m == b {
			break
		}
		if below(m) {
			a = m
		} else {
			b = m
		}
	}
	return (a + b) / 2
}

// McNemarExact returns the two-sided p-value of McNemar's exact test
// (McNemar 1947; the exact conditional form): given the onlyA + onlyB
// discordant pairs, under "same rates" each is as likely to go either way,
// so the count of one kind is Binomial(onlyA + onlyB, 1/2). The p-value is
// twice the smaller tail, at most 1; with no discordant pairs it is 1. It
// panics on a negative count.
func McNemarExact(onlyA, onlyB int64) float64 {
	if onlyA < 0 || onlyB < 0 {
		panic(fmt.Sprintf("stats: negative discordant counts %d and %d", onlyA, onlyB))
	}
	k, m := min(onlyA, onlyB), onlyA+onlyB
	if k == m || 2*k >= m {
		return 1
	}
	// P(X <= k) for X ~ Binomial(m, 1/2) is the regularized incomplete beta
	// function I_{1/2}(m-k, k+1), accurate for any m.
	return min(1, 2*mathext.RegIncBeta(float64(m-k), float64(k+1), 0.5))
}

// A PairedMean accumulates an integer quantity of paired battles (the
// rounds a battle lasts, a hero's wounds): exact sums and sums of squares
// of A, of B and of the difference B − A.
type PairedMean struct {
	N         int64
	SumA, SqA int64
	SumB, SqB int64
	SumD, SqD int64
}

// Add counts one pair with value a in A and b in B.
func (p *PairedMean) Add(a, b int64) {
	p.N++
	p.SumA += a
	p.SqA += a * a
	p.SumB += b
	p.SqB += b * b
	d := b - a
	p.SumD += d
	p.SqD += d * d
}

// Merge adds the pairs of o to p.
func (p *PairedMean) Merge(o *PairedMean) {
	p.N += o.N
	p.SumA += o.SumA
	p.SqA += o.SqA
	p.SumB += o.SumB
	p.SqB += o.SqB
	p.SumD += o.SumD
	p.SqD += o.SqD
}

// MeanA returns the mean of A with its interval at level conf.
func (p *PairedMean) MeanA(conf float64) (mean, lo, hi float64) {
	return MeanInterval(p.SumA, p.SqA, p.N, conf)
}

// MeanB returns the mean of B with its interval at level conf.
func (p *PairedMean) MeanB(conf float64) (mean, lo, hi float64) {
	return MeanInterval(p.SumB, p.SqB, p.N, conf)
}

// Diff returns the mean of the paired differences B − A and its interval
// at level conf (Student's t on the differences: the paired t interval).
func (p *PairedMean) Diff(conf float64) (mean, lo, hi float64) {
	return MeanInterval(p.SumD, p.SqD, p.N, conf)
}

// Variances returns the sample variances of A, of B and of B − A (NaN
// with fewer than two pairs).
func (p *PairedMean) Variances() (varA, varB, varD float64) {
	return Variance(p.SumA, p.SqA, p.N), Variance(p.SumB, p.SqB, p.N), Variance(p.SumD, p.SqD, p.N)
}

// VarianceRatio returns (Var A + Var B) / Var(B − A), as
// PairedBinary.VarianceRatio does.
func (p *PairedMean) VarianceRatio() float64 {
	va, vb, vd := p.Variances()
	return varianceRatio(va, vb, vd)
}

// A Comparison accumulates paired battles of two variants: a Summary of
// each, and the paired hero wins and rounds. The variants may be different
// battles (with different record schemas) or one battle played by two
// policies.
type Comparison struct {
	A, B   *Summary
	Wins   PairedBinary // the focus seat (the heroes) wins
	Rounds PairedMean   // turns (rounds) the battle lasts
}

// NewComparison returns an empty comparison adding to the summaries a and
// b (which should be empty).
func NewComparison(a, b *Summary) *Comparison {
	return &Comparison{A: a, B: b}
}

// Add folds one pair of records: battle i of A and battle i of B, played
// on the same seed.
func (c *Comparison) Add(ra, rb *sim.Record) {
	c.A.Add(ra)
	c.B.Add(rb)
	f := c.A.schema.Focus
	c.Wins.Add(ra.Outcome[f] == sim.Won, rb.Outcome[f] == sim.Won)
	c.Rounds.Add(int64(ra.Turns), int64(rb.Turns))
}
