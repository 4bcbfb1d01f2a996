package stats

import (
	"math"
	"math/rand/v2"
	"testing"
)

// runRange plays Bernoulli(p) battles into a fresh test of [lo, hi] until
// it decides (or cap battles), checking after every battle.
func runRange(t *testing.T, r *rand.Rand, p, lo, hi, delta float64, cap int64) (Verdict, int64) {
	t.Helper()
	rt, err := NewRangeTest(lo, hi, delta, 0.05, 0.05)
	if err != nil {
		t.Fatal(err)
	}
	var k int64
	for n := int64(1); n <= cap; n++ {
		if r.Float64() < p {
			k++
		}
		if v := rt.Update(k, n); v != Undecided {
			return v, n
		}
	}
	return Undecided, cap
}

// TestRangeTestErrorRates measures, over 2,000 simulated gates each, how
// often the test of 40%..60% (indifference width 4 points, α = β = 5%)
// says each verdict, and how many battles it takes, against its stated
// guarantees and Wald's approximation of the expected battles.
func TestRangeTestErrorRates(t *testing.T) {
	const reps = 2000
	// Three standard deviations of a 5% rate measured over reps runs.
	tol := 3 * math.Sqrt(0.05*0.95/float64(reps))
	const lo, hi, delta = 0.40, 0.60, 0.04
	for _, tc := range []struct {
		name     string
		p        float64
		minIn    float64 // bounds on the share of Inside verdicts
		maxIn    float64
		minBat   float64 // bounds on the mean battles, as multiples of ExpectedBattles
		maxBatio float64
	}{
		{"well inside", 0.50, 1 - 0.05 - tol, 1, 0.8, 1.6},
		{"inside by delta/2", 0.42, 1 - 0.05 - tol, 1, 0.8, 1.3},
		{"at the lower bound", 0.40, 0.25, 0.65, 0.8, 1.3},
		{"outside by delta/2", 0.38, 0, 0.05 + tol, 0.8, 1.3},
		{"well below", 0.30, 0, 0.001, 0.8, 1.6},
		{"well above", 0.72, 0, 0.001, 0.8, 1.6},
		{"at the upper bound", 0.60, 0.25, 0.65, 0.8, 1.3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(7, uint64(1000*tc.p)))
			var in, undecided int
			var battles int64
			for range reps {
				v, n := runRange(t, r, tc.p, lo, hi, delta, 1_000_000)
				switch v {
				case Inside:
					in++
				case Undecided:
					undecided++
				}
				battles += n
			}
			rt, _ := NewRangeTest(lo, hi, delta, 0.05, 0.05)
			share := float64(in) / float64(reps)
			mean := float64(battles) / float64(reps)
			want := rt.ExpectedBattles(tc.p)
			t.Logf("p=%.2f: inside %.3f, mean battles %.0f (Wald's approximation %.0f)", tc.p, share, mean, want)
			if undecided > 0 {
				t.Errorf("%d of %d runs undecided after 10^6 battles, want 0", undecided, reps)
			}
			if share < tc.minIn || share > tc.maxIn {
				t.Errorf("share inside = %.4f, want in [%.4f, %.4f]", share, tc.minIn, tc.maxIn)
			}
			if r := mean / want; r < tc.minBat || r > tc.maxBatio {
				t.Errorf("mean battles %.0f = %.2f × Wald's approximation %.0f, want in [%.1f, %.1f]×",
					mean, r, want, tc.minBat, tc.maxBatio)
			}
		})
	}
}

// TestRangeTestOneSided checks a range with one bound: 0%..55% never tests a
// lower bound.
func TestRangeTestOneSided(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, p := range []float64{0.01, 0.3} {
		if v, n := runRange(t, r, p, 0, 0.55, 0.02, 1_000_000); v != Inside {
			t.Errorf("p=%.2f in 0..55%%: got %v after %d battles, want inside", p, v, n)
		}
	}
	if v, n := runRange(t, r, 0.7, 0, 0.55, 0.02, 1_000_000); v != Outside {
		t.Errorf("p=0.70 in 0..55%%: got %v after %d battles, want outside", v, n)
	}
	rt, _ := NewRangeTest(0, 0.55, 0.02, 0.05, 0.05)
	lower, _ := rt.Bounds(0, 0)
	if lower.Applicable {
		t.Errorf("lower bound of 0..55%% is applicable, want not")
	}
}

// TestRangeTestDecisionSticks checks that a bound's decision is kept: once
// the lower SPRT says inside, later results below its threshold do not
// undo it.
func TestRangeTestDecisionSticks(t *testing.T) {
	rt, _ := NewRangeTest(0.4, 0.6, 0.04, 0.05, 0.05)
	// 120 wins in 200 battles: above the lower bound's threshold, inside
	// the upper's continuation region.
	if v := rt.Update(120, 200); v != Undecided {
		t.Fatalf("after 120/200: got %v, want undecided", v)
	}
	lower, _ := rt.Bounds(120, 200)
	if lower.Verdict != Inside || lower.DecidedAt != 200 {
		t.Fatalf("lower bound after 120/200: %v at %d, want inside at 200", lower.Verdict, lower.DecidedAt)
	}
	rt.Update(120, 400) // 30%: the lower LLR is now below its "outside" threshold
	lower, _ = rt.Bounds(120, 400)
	if lower.LLR > lower.Lower {
		t.Fatalf("lower LLR after 120/400 = %.2f, want below %.2f (the test's premise)", lower.LLR, lower.Lower)
	}
	if lower.Verdict != Inside || lower.DecidedAt != 200 {
		t.Errorf("lower bound after 120/400: %v at %d, want still inside at 200", lower.Verdict, lower.DecidedAt)
	}
}

// TestNewRangeTestErrors checks the ranges and parameters it refuses.
func TestNewRangeTestErrors(t *testing.T) {
	for _, tc := range []struct{ lo, hi, delta, alpha, beta float64 }{
		{0.6, 0.4, 0.02, 0.05, 0.05},   // reversed
		{0, 1, 0.02, 0.05, 0.05},       // everything
		{0.45, 0.46, 0.02, 0.05, 0.05}, // narrower than delta
		{0.005, 0.5, 0.02, 0.05, 0.05}, // lower zone below 0
		{0.4, 0.6, 0, 0.05, 0.05},      // no width
		{0.4, 0.6, 0.02, 0, 0.05},      // alpha 0
		{0.4, 0.6, 0.02, 0.05, 0.5},    // beta too large
		{-0.1, 0.5, 0.02, 0.05, 0.05},  // below 0
	} {
		if _, err := NewRangeTest(tc.lo, tc.hi, tc.delta, tc.alpha, tc.beta); err == nil {
			t.Errorf("NewRangeTest(%v, %v, %v, %v, %v): no error, want one", tc.lo, tc.hi, tc.delta, tc.alpha, tc.beta)
		}
	}
}
