package stats

import (
	"fmt"
	"math"
	"math/bits"

	"gonum.org/v1/gonum/stat/distuv"
)

// Conf95 is the confidence level of the intervals tmntsim reports.
const Conf95 = 0.95

// A CIMethod is a way to compute a confidence interval for a binomial
// proportion (a win rate).
type CIMethod uint8

// Interval methods for proportions.
const (
	// MethodWilson is the Wilson score interval: close to nominal coverage,
	// never outside [0, 1], sensible at 0 and n successes. The default.
	MethodWilson CIMethod = iota
	// MethodClopperPearson is the exact (Clopper–Pearson) interval: coverage
	// at least nominal, at the price of being wider.
	MethodClopperPearson
)

var ciMethodNames = [...]string{"wilson", "clopper-pearson"}

// String returns "wilson" or "clopper-pearson".
func (m CIMethod) String() string {
	if int(m) < len(ciMethodNames) {
		return ciMethodNames[m]
	}
	return fmt.Sprintf("CIMethod(%d)", m)
}

// ParseCIMethod returns the method named s ("wilson" or "clopper-pearson").
func ParseCIMethod(s string) (CIMethod, error) {
	for i, n := range ciMethodNames {
		if s == n {
			return CIMethod(i), nil
		}
	}
	return 0, fmt.Errorf("unknown interval method %q (want wilson or clopper-pearson)", s)
}

// Interval returns the method's two-sided interval at confidence level conf
// for k successes in n trials.
func (m CIMethod) Interval(k, n int64, conf float64) (lo, hi float64) {
	if m == MethodClopperPearson {
		return ClopperPearson(k, n, conf)
	}
	return Wilson(k, n, conf)
}

// checkBinomial panics unless 0 <= k <= n and 0 < conf < 1.
func checkBinomial(k, n int64, conf float64) {
	if k < 0 || k > n {
		panic(fmt.Sprintf("stats: %d successes out of %d trials", k, n))
	}
	if !(conf > 0 && conf < 1) {
		panic(fmt.Sprintf("stats: confidence level %v is not in (0, 1)", conf))
	}
}

// normalZ returns the standard normal quantile z with P(|Z| <= z) = conf.
func normalZ(conf float64) float64 { return distuv.UnitNormal.Quantile(0.5 + conf/2) }

// Wilson returns the Wilson score interval at confidence level conf for k
// successes in n trials (Wilson 1927; Newcombe 1998, method 3). With no
// trials it returns [0, 1]. It panics unless 0 <= k <= n and 0 < conf < 1.
func Wilson(k, n int64, conf float64) (lo, hi float64) {
	checkBinomial(k, n, conf)
	if n == 0 {
		return 0, 1
	}
	z := normalZ(conf)
	nf := float64(n)
	p := float64(k) / nf
	z2n := z * z / nf
	center := (p + z2n/2) / (1 + z2n)
	half := z / (1 + z2n) * math.Sqrt(p*(1-p)/nf+z2n/(4*nf))
	lo, hi = max(center-half, 0), min(center+half, 1)
	// The bounds at 0 and n successes are exact; keep rounding off them.
	if k == 0 {
		lo = 0
	}
	if k == n {
		hi = 1
	}
	return lo, hi
}

// ClopperPearson returns the exact Clopper–Pearson interval at confidence
// level conf for k successes in n trials, from quantiles of the Beta
// distribution (Clopper and Pearson 1934; Newcombe 1998, method 5). With no
// trials it returns [0, 1]. It panics unless 0 <= k <= n and 0 < conf < 1.
func ClopperPearson(k, n int64, conf float64) (lo, hi float64) {
	checkBinomial(k, n, conf)
	alpha := 1 - conf
	lo, hi = 0, 1
	if k > 0 {
		lo = distuv.Beta{Alpha: float64(k), Beta: float64(n - k + 1)}.Quantile(alpha / 2)
	}
	if k < n {
		hi = distuv.Beta{Alpha: float64(k + 1), Beta: float64(n - k)}.Quantile(1 - alpha/2)
	}
	return lo, hi
}

// MeanInterval returns the mean of n values given their exact sum and sum
// of squares, and its two-sided confidence interval at level conf from
// Student's t distribution with n-1 degrees of freedom. The variance is
// computed by Variance, so it does not suffer the cancellation of the
// float formula. With n < 2 the interval is NaN, NaN (and with n == 0 the
// mean too). It panics if n < 0 or sumSq < 0.
func MeanInterval(sum, sumSq, n int64, conf float64) (mean, lo, hi float64) {
	variance := Variance(sum, sumSq, n)
	if n == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	mean = float64(sum) / float64(n)
	if n < 2 {
		return mean, math.NaN(), math.NaN()
	}
	nf := float64(n)
	t := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: nf - 1}.Quantile(0.5 + conf/2)
	half := t * math.Sqrt(variance/nf)
	return mean, mean - half, mean + half
}

// Variance returns the sample variance (with n-1 in the denominator) of n
// values given their exact sum and sum of squares, computed from the
// integer sums in 128-bit arithmetic. It is NaN with n < 2. It panics if
// n < 0 or sumSq < 0.
func Variance(sum, sumSq, n int64) float64 {
	if n < 0 || sumSq < 0 {
		panic(fmt.Sprintf("stats: variance of %d values with sum of squares %d", n, sumSq))
	}
	if n < 2 {
		return math.NaN()
	}
	// n*sumSq - sum² >= 0 (Cauchy–Schwarz), both terms as unsigned 128-bit.
	aHi, aLo := bits.Mul64(uint64(n), uint64(sumSq))
	abs := uint64(sum)
	if sum < 0 {
		abs = -abs
	}
	bHi, bLo := bits.Mul64(abs, abs)
	dLo, borrow := bits.Sub64(aLo, bLo, 0)
	dHi, _ := bits.Sub64(aHi, bHi, borrow)
	num := float64(dHi)*(1<<64) + float64(dLo)
	nf := float64(n)
	return num / (nf * (nf - 1))
}

// DiffInterval returns the interval at confidence level conf for the
// difference of two independent proportions, k1/n1 less k2/n2, by
// Newcombe's hybrid score method from the Wilson intervals of each
// (Newcombe 1998, "Interval estimation for the difference between
// independent proportions", method 10). With no trials on a side it
// returns [-1, 1]. It panics unless 0 <= k <= n and 0 < conf < 1.
func DiffInterval(k1, n1, k2, n2 int64, conf float64) (lo, hi float64) {
	checkBinomial(k1, n1, conf)
	checkBinomial(k2, n2, conf)
	if n1 == 0 || n2 == 0 {
		return -1, 1
	}
	p1, p2 := float64(k1)/float64(n1), float64(k2)/float64(n2)
	l1, u1 := Wilson(k1, n1, conf)
	l2, u2 := Wilson(k2, n2, conf)
	d := p1 - p2
	lo = d - math.Sqrt((p1-l1)*(p1-l1)+(u2-p2)*(u2-p2))
	hi = d + math.Sqrt((u1-p1)*(u1-p1)+(p2-l2)*(p2-l2))
	return max(lo, -1), min(hi, 1)
}
