package stats

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// profileScore returns Tango's score statistic at delta (= p_B − p_A)
// with the restricted maximum-likelihood estimate found numerically, by a
// golden-section search of the profile likelihood: an independent check of
// the closed form in PairedDiffInterval.
func profileScore(onlyA, onlyB, n int64, delta float64) float64 {
	b, c, rest := float64(onlyB), float64(onlyA), float64(n-onlyA-onlyB)
	// Cells: qB = P(B only) = qA + delta, qA = P(A only), the rest share
	// 1 − qA − qB.
	ll := func(qA float64) float64 {
		qB := qA + delta
		s := 1 - qA - qB
		v := 0.0
		for _, t := range []struct{ n, q float64 }{{b, qB}, {c, qA}, {rest, s}} {
			if t.n > 0 {
				v += t.n * math.Log(t.q)
			}
		}
		return v
	}
	lo, hi := max(0, -delta), (1-delta)/2
	const g = 0.6180339887498949
	for range 200 {
		m1, m2 := hi-g*(hi-lo), lo+g*(hi-lo)
		if ll(m1) < ll(m2) {
			lo = m1
		} else {
			hi = m2
		}
	}
	qA := (lo + hi) / 2
	nf := float64(n)
	return (b - c - nf*delta) / math.Sqrt(nf*(2*qA+delta*(1-delta)))
}

func TestPairedDiffIntervalIsTheScoreInterval(t *testing.T) {
	z := normalZ(Conf95)
	for _, c := range []struct{ onlyA, onlyB, n int64 }{
		{1, 7, 21}, {0, 5, 50}, {12, 3, 100}, {40, 60, 1000}, {3, 3, 30}, {0, 1, 1000},
	} {
		lo, hi := PairedDiffInterval(c.onlyA, c.onlyB, c.n, Conf95)
		d := float64(c.onlyB-c.onlyA) / float64(c.n)
		if !(lo < d && d < hi) {
			t.Errorf("PairedDiffInterval(%d, %d, %d) = [%v, %v], does not contain the estimate %v", c.onlyA, c.onlyB, c.n, lo, hi, d)
		}
		if got := profileScore(c.onlyA, c.onlyB, c.n, lo); math.Abs(got-z) > 1e-4 {
			t.Errorf("PairedDiffInterval(%d, %d, %d): score at the lower bound %v is %v, want %v", c.onlyA, c.onlyB, c.n, lo, got, z)
		}
		if got := profileScore(c.onlyA, c.onlyB, c.n, hi); math.Abs(got+z) > 1e-4 {
			t.Errorf("PairedDiffInterval(%d, %d, %d): score at the upper bound %v is %v, want %v", c.onlyA, c.onlyB, c.n, hi, got, -z)
		}
	}
}

func TestPairedDiffIntervalEdges(t *testing.T) {
	z2 := normalZ(Conf95) * normalZ(Conf95)
	for _, c := range []struct {
		onlyA, onlyB, n int64
		lo, hi          float64
	}{
		{0, 0, 0, -1, 1},
		{0, 0, 100, -z2 / (100 + z2), z2 / (100 + z2)}, // no flips: ±z²/(n+z²)
		{0, 0, 10000, -z2 / (10000 + z2), z2 / (10000 + z2)},
		{0, 10, 10, math.NaN(), 1}, // every pair flipped to B
		{10, 0, 10, -1, math.NaN()},
	} {
		lo, hi := PairedDiffInterval(c.onlyA, c.onlyB, c.n, Conf95)
		if !math.IsNaN(c.lo) && math.Abs(lo-c.lo) > 1e-9 || !math.IsNaN(c.hi) && math.Abs(hi-c.hi) > 1e-9 {
			t.Errorf("PairedDiffInterval(%d, %d, %d) = [%v, %v], want [%v, %v]", c.onlyA, c.onlyB, c.n, lo, hi, c.lo, c.hi)
		}
		if !(lo >= -1 && lo <= hi && hi <= 1) {
			t.Errorf("PairedDiffInterval(%d, %d, %d) = [%v, %v], not inside [-1, 1]", c.onlyA, c.onlyB, c.n, lo, hi)
		}
	}
}

func TestPairedDiffIntervalPanics(t *testing.T) {
	for _, c := range []struct {
		onlyA, onlyB, n int64
		conf            float64
	}{{-1, 0, 5, Conf95}, {3, 3, 5, Conf95}, {0, 0, 5, 1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("PairedDiffInterval(%d, %d, %d, %v) did not panic", c.onlyA, c.onlyB, c.n, c.conf)
				}
			}()
			PairedDiffInterval(c.onlyA, c.onlyB, c.n, c.conf)
		}()
	}
}

// binomTail returns P(X <= k) for X ~ Binomial(m, 1/2), summed term by
// term in logs.
func binomTail(k, m int64) float64 {
	var p float64
	for i := int64(0); i <= k; i++ {
		lg, _ := math.Lgamma(float64(m + 1))
		a, _ := math.Lgamma(float64(i + 1))
		b, _ := math.Lgamma(float64(m - i + 1))
		p += math.Exp(lg - a - b - float64(m)*math.Ln2)
	}
	return p
}

func TestMcNemarExact(t *testing.T) {
	for _, c := range []struct {
		onlyA, onlyB int64
		want         float64
	}{
		{0, 0, 1},
		{3, 3, 1},
		{4, 5, 1},
		{0, 5, 2.0 / 32},
		{5, 0, 2.0 / 32},
		{1, 9, 2 * 11.0 / 1024},
		{0, 1, 1},
		{10000, 10300, 2 * binomTail(10000, 20300)},
		{120, 180, 2 * binomTail(120, 300)},
	} {
		got := McNemarExact(c.onlyA, c.onlyB)
		if math.Abs(got-c.want) > 1e-9*max(1, c.want) && math.Abs(got-c.want)/c.want > 1e-7 {
			t.Errorf("McNemarExact(%d, %d) = %v, want %v", c.onlyA, c.onlyB, got, c.want)
		}
	}
}

// pairSampler draws paired yes/no outcomes with P(A only) = qA, P(B only)
// = qB and P(both) = q11.
type pairSampler struct {
	r           *rand.Rand
	q11, qA, qB float64
}

func (s pairSampler) draw() (a, b bool) {
	u := s.r.Float64()
	switch {
	case u < s.q11:
		return true, true
	case u < s.q11+s.qA:
		return true, false
	case u < s.q11+s.qA+s.qB:
		return false, true
	}
	return false, false
}

// TestPairedDiffCoverage checks that the paired interval covers the true
// difference in about 95% of many simulated comparisons, and that an
// interval for a wrong difference does not.
func TestPairedDiffCoverage(t *testing.T) {
	reps, n := 4000, int64(300)
	if testing.Short() {
		reps = 1000
	}
	s := pairSampler{r: rand.New(rand.NewPCG(7, 11)), q11: 0.35, qA: 0.05, qB: 0.10}
	truth := s.qB - s.qA
	covered, coveredWrong := 0, 0
	for range reps {
		var p PairedBinary
		for range n {
			p.Add(s.draw())
		}
		_, lo, hi := p.Diff(Conf95)
		if lo <= truth && truth <= hi {
			covered++
		}
		if lo <= 0 && 0 <= hi { // a negative control: the difference is not 0
			coveredWrong++
		}
	}
	got := float64(covered) / float64(reps)
	// 3.5 standard errors of the coverage estimate around 95%.
	tol := 3.5 * math.Sqrt(0.95*0.05/float64(reps))
	if math.Abs(got-0.95) > tol {
		t.Errorf("paired interval covers the true difference in %.4f of %d runs, want 0.95 ± %.4f", got, reps, tol)
	}
	if wrong := float64(coveredWrong) / float64(reps); wrong > 0.5 {
		t.Errorf("paired interval contains 0 in %.4f of runs with a difference of %.2f; want it mostly excluded", wrong, truth)
	}
}

// TestPairedIdentical checks the comparison of a variant with itself: no
// flips, a difference of 0 inside its interval, McNemar p = 1, and an
// infinite variance reduction.
func TestPairedIdentical(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var p PairedBinary
	var m PairedMean
	for range 2000 {
		win := r.IntN(3) == 0
		rounds := int64(3 + r.IntN(6))
		p.Add(win, win)
		m.Add(rounds, rounds)
	}
	if p.OnlyA != 0 || p.OnlyB != 0 {
		t.Errorf("flips = %d, %d; want 0, 0", p.OnlyA, p.OnlyB)
	}
	d, lo, hi := p.Diff(Conf95)
	if d != 0 || !(lo < 0 && hi > 0) {
		t.Errorf("Diff = %v [%v, %v], want 0 inside a non-empty interval", d, lo, hi)
	}
	if got := p.McNemar(); got != 1 {
		t.Errorf("McNemar = %v, want 1", got)
	}
	if got := p.VarianceRatio(); !math.IsInf(got, 1) {
		t.Errorf("VarianceRatio = %v, want +Inf", got)
	}
	md, mlo, mhi := m.Diff(Conf95)
	if md != 0 || mlo != 0 || mhi != 0 {
		t.Errorf("rounds Diff = %v [%v, %v], want 0 [0, 0]", md, mlo, mhi)
	}
}

// TestPairedVarianceReduction checks that positively correlated pairs give
// a paired variance smaller than the sum of the two, by the amount the
// correlation says.
func TestPairedVarianceReduction(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var m PairedMean
	var p PairedBinary
	for range 20000 {
		luck := int64(r.IntN(10))                            // shared by both variants
		a, b := luck+int64(r.IntN(2)), luck+int64(r.IntN(3)) // own noise
		m.Add(a, b)
		p.Add(luck >= 5, luck >= 4)
	}
	// Var(luck) = 8.25, Var(A noise) = 0.25, Var(B noise) = 2/3:
	// (2·8.25 + 0.25 + 2/3) / (0.25 + 2/3) = 19.0.
	if got, want := m.VarianceRatio(), (2*8.25+0.25+2.0/3)/(0.25+2.0/3); math.Abs(got-want)/want > 0.05 {
		t.Errorf("PairedMean.VarianceRatio = %v, want %v ± 5%%", got, want)
	}
	_, _, hi := m.Diff(Conf95)
	if d, _, _ := m.Diff(Conf95); math.Abs(d-0.5) > hi-d {
		t.Errorf("rounds Diff = %v, want 0.5 inside its interval", d)
	}
	// Wins: pA = 0.5, pB = 0.6, only B flips (luck = 4): Var D = 0.1 − 0.01.
	if got, want := p.VarianceRatio(), (0.25+0.24)/0.09; math.Abs(got-want)/want > 0.05 {
		t.Errorf("PairedBinary.VarianceRatio = %v, want %v ± 5%%", got, want)
	}
	if p.OnlyA != 0 {
		t.Errorf("OnlyA = %d, want 0", p.OnlyA)
	}
}

func TestComparisonAdd(t *testing.T) {
	schema := sim.Schema{Game: "g", Seats: []string{"heroes", "villain"}, Reasons: []string{"x"}}
	c := NewComparison(NewSummary(&schema), NewSummary(&schema))
	heroes := [sim.MaxSeats]sim.Outcome{sim.Won, sim.Lost}
	villain := [sim.MaxSeats]sim.Outcome{sim.Lost, sim.Won}
	var none [sim.MaxSeats]sim.Outcome
	for _, w := range []struct {
		a, b   [sim.MaxSeats]sim.Outcome
		ra, rb uint16
	}{{heroes, heroes, 3, 4}, {heroes, villain, 5, 5}, {none, heroes, 8, 6}} {
		c.Add(&sim.Record{Outcome: w.a, Turns: w.ra}, &sim.Record{Outcome: w.b, Turns: w.rb})
	}
	if got, want := c.Wins, (PairedBinary{Both: 1, OnlyA: 1, OnlyB: 1}); got != want {
		t.Errorf("Wins = %+v, want %+v", got, want)
	}
	if got := c.Rounds.SumD; got != -1 {
		t.Errorf("Rounds.SumD = %d, want -1", got)
	}
	if a, b := c.A.Games(), c.B.Games(); a != 3 || b != 3 {
		t.Errorf("summaries hold %d and %d battles, want 3 and 3", a, b)
	}
}
