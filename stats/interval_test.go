package stats

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Newcombe (1998), "Two-sided confidence intervals for the single
// proportion: comparison of seven methods", Table I, to four decimals; the
// exact bounds were checked by bisection on the binomial tail (the table
// prints 0.0579 for the lower bound of 15/148, which is 0.057844).
var newcombe = []struct {
	k, n               int64
	wilsonLo, wilsonHi float64
	exactLo, exactHi   float64
}{
	{81, 263, 0.2553, 0.3662, 0.2527, 0.3676},
	{15, 148, 0.0624, 0.1605, 0.0578, 0.1617},
	{0, 20, 0, 0.1611, 0, 0.1684},
	{1, 29, 0.0061, 0.1718, 0.0009, 0.1776},
}

func TestWilsonKnownValues(t *testing.T) {
	for _, c := range newcombe {
		lo, hi := Wilson(c.k, c.n, Conf95)
		if math.Abs(lo-c.wilsonLo) > 5e-5 || math.Abs(hi-c.wilsonHi) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.wilsonLo, c.wilsonHi)
		}
	}
}

func TestClopperPearsonKnownValues(t *testing.T) {
	for _, c := range newcombe {
		lo, hi := ClopperPearson(c.k, c.n, Conf95)
		if math.Abs(lo-c.exactLo) > 5e-5 || math.Abs(hi-c.exactHi) > 5e-5 {
			t.Errorf("ClopperPearson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.exactLo, c.exactHi)
		}
	}
}

func TestBinomialIntervalEdges(t *testing.T) {
	for _, m := range []CIMethod{MethodWilson, MethodClopperPearson} {
		for _, c := range []struct {
			k, n   int64
			lo, hi float64 // NaN: only check the other end
		}{
			{0, 0, 0, 1},
			{0, 50, 0, math.NaN()},
			{50, 50, math.NaN(), 1},
		} {
			lo, hi := m.Interval(c.k, c.n, Conf95)
			if !math.IsNaN(c.lo) && lo != c.lo || !math.IsNaN(c.hi) && hi != c.hi {
				t.Errorf("%v(%d, %d) = [%v, %v], want [%v, %v]", m, c.k, c.n, lo, hi, c.lo, c.hi)
			}
			if !(lo >= 0 && lo <= hi && hi <= 1) {
				t.Errorf("%v(%d, %d) = [%v, %v], not an interval inside [0, 1]", m, c.k, c.n, lo, hi)
			}
		}
	}
}

// TestWilsonSymmetry checks the interval of n-k successes mirrors that of k.
func TestWilsonSymmetry(t *testing.T) {
	for _, m := range []CIMethod{MethodWilson, MethodClopperPearson} {
		for k := int64(0); k <= 30; k++ {
			lo, hi := m.Interval(k, 30, Conf95)
			lo2, hi2 := m.Interval(30-k, 30, Conf95)
			if math.Abs(lo-(1-hi2)) > 1e-9 || math.Abs(hi-(1-lo2)) > 1e-9 {
				t.Errorf("%v: k=%d gives [%v, %v], k=%d gives [%v, %v]; want mirrors", m, k, lo, hi, 30-k, lo2, hi2)
			}
		}
	}
}

func TestParseCIMethod(t *testing.T) {
	for _, c := range []struct {
		in   string
		want CIMethod
		ok   bool
	}{
		{"wilson", MethodWilson, true},
		{"clopper-pearson", MethodClopperPearson, true},
		{"wald", 0, false},
	} {
		got, err := ParseCIMethod(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("ParseCIMethod(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
		if c.ok && got.String() != c.in {
			t.Errorf("%v.String() = %q, want %q", got, got.String(), c.in)
		}
	}
}

func TestMeanInterval(t *testing.T) {
	// Values 1..10: mean 5.5, sample sd 3.02765, t(9, 0.975) = 2.262157.
	var sum, sq int64
	for v := int64(1); v <= 10; v++ {
		sum += v
		sq += v * v
	}
	mean, lo, hi := MeanInterval(sum, sq, 10, Conf95)
	half := 2.262157 * 3.0276504 / math.Sqrt(10)
	if mean != 5.5 || math.Abs(lo-(5.5-half)) > 1e-5 || math.Abs(hi-(5.5+half)) > 1e-5 {
		t.Errorf("MeanInterval(1..10) = %v [%v, %v], want 5.5 [%v, %v]", mean, lo, hi, 5.5-half, 5.5+half)
	}

	// Constant values: a zero-width interval, exactly.
	mean, lo, hi = MeanInterval(7*1000, 49*1000, 1000, Conf95)
	if mean != 7 || lo != 7 || hi != 7 {
		t.Errorf("MeanInterval(constant 7) = %v [%v, %v], want 7 [7, 7]", mean, lo, hi)
	}

	// A sum whose square overflows int64 still gives the exact variance:
	// 10^6 values alternating 10^6 and 10^6+2 have variance ~1, which the
	// float formula sumSq/n - mean² would lose to rounding.
	n := int64(1_000_000)
	sum = n * 1_000_001
	sq = (n / 2) * (1_000_000*1_000_000 + 1_000_002*1_000_002)
	_, lo, hi = MeanInterval(sum, sq, n, Conf95)
	wantHalf := 1.959964 * math.Sqrt(float64(n)/float64(n-1)/float64(n))
	if math.Abs((hi-lo)/2-wantHalf) > 1e-6 {
		t.Errorf("MeanInterval(large) half-width = %v, want %v", (hi-lo)/2, wantHalf)
	}

	if _, lo, _ := MeanInterval(3, 9, 1, Conf95); !math.IsNaN(lo) {
		t.Errorf("MeanInterval of one value: lo = %v, want NaN", lo)
	}
}

// coverage returns the fraction of reps runs of n Bernoulli(p) trials,
// from a fixed seed, whose interval by m at level conf contains p.
func coverage(m CIMethod, p float64, n int64, reps int, conf float64) float64 {
	r := rand.New(rand.NewPCG(2024, uint64(n)))
	hit := 0
	for range reps {
		var k int64
		for range n {
			if r.Float64() < p {
				k++
			}
		}
		if lo, hi := m.Interval(k, n, conf); lo <= p && p <= hi {
			hit++
		}
	}
	return float64(hit) / float64(reps)
}

// TestIntervalCoverage checks that the 95% intervals contain a known win
// rate in about 95% of many simulated runs (Wilson close to it, Clopper–
// Pearson at least it), and that the check notices an interval that is
// too narrow (a nominal 80% interval).
func TestIntervalCoverage(t *testing.T) {
	reps := 4000
	if testing.Short() {
		reps = 1000
	}
	se := math.Sqrt(0.95 * 0.05 / float64(reps))
	for _, c := range []struct {
		p float64
		n int64
	}{{0.3, 200}, {0.5, 100}, {0.1, 400}} {
		// Wilson's coverage oscillates around the nominal level with p
		// and n (Brown, Cai and DasGupta 2001): within 1.5 points here,
		// plus the simulation's error.
		if got := coverage(MethodWilson, c.p, c.n, reps, Conf95); math.Abs(got-0.95) > 0.015+3*se {
			t.Errorf("Wilson covers p=%v (n=%d) in %.4f of %d runs, want 0.95 ± %.4f", c.p, c.n, got, reps, 0.015+3*se)
		}
		if got := coverage(MethodClopperPearson, c.p, c.n, reps, Conf95); got < 0.95-3*se {
			t.Errorf("Clopper–Pearson covers p=%v (n=%d) in %.4f of %d runs, want at least 0.95 − %.4f", c.p, c.n, got, reps, 3*se)
		}
	}
	if got := coverage(MethodWilson, 0.3, 200, reps, 0.8); got > 0.95-0.1 {
		t.Errorf("a nominal 80%% Wilson interval covers in %.4f of runs; the coverage check cannot tell it from 95%%", got)
	}
}

// TestDiffIntervalKnownValues checks the hybrid score interval against
// Newcombe (1998), "Interval estimation for the difference between
// independent proportions", Table II, method 10, to four decimals.
func TestDiffIntervalKnownValues(t *testing.T) {
	tests := []struct {
		k1, n1, k2, n2 int64
		lo, hi         float64
	}{
		{56, 70, 48, 80, 0.0524, 0.3339},
		{9, 10, 3, 10, 0.1705, 0.8090},
	}
	for _, c := range tests {
		lo, hi := DiffInterval(c.k1, c.n1, c.k2, c.n2, Conf95)
		if math.Abs(lo-c.lo) > 5e-5 || math.Abs(hi-c.hi) > 5e-5 {
			t.Errorf("DiffInterval(%d/%d, %d/%d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k1, c.n1, c.k2, c.n2, lo, hi, c.lo, c.hi)
		}
	}
}
