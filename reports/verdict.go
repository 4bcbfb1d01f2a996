package reports

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Bands of a verdict.
const (
	BandHeroes   = "heroes favoured"
	BandBalanced = "balanced"
	BandVillain  = "villain favoured"
	BandUnknown  = "unknown"
)

// A Verdict is what a report found, in one sentence: where the heroes'
// win rate stands against the designer's target.
type Verdict struct {
	Text   string    `json:"text"`
	Band   string    `json:"band"`
	Target JSONFloat `json:"target"`
}

// NewVerdict returns the verdict of a win rate with 95% interval [lo, hi]
// against target: balanced when the target is inside the interval, heroes
// favoured when the interval is entirely above it, villain favoured when
// entirely below.
func NewVerdict(rate, lo, hi, target float64) Verdict {
	v := Verdict{Target: JSONFloat(target)}
	tgt := targetText(target)
	switch against(rate, lo, hi, target) {
	case unknown:
		v.Band = BandUnknown
		v.Text = fmt.Sprintf("No verdict: no battles were played (target %s).", tgt)
	case above:
		v.Band = BandHeroes
		v.Text = fmt.Sprintf("Heroes favoured: %s against a target of %s.", PctPM(rate, lo, hi), tgt)
	case below:
		v.Band = BandVillain
		v.Text = fmt.Sprintf("Villain favoured: %s against a target of %s.", PctPM(rate, lo, hi), tgt)
	default:
		v.Band = BandBalanced
		v.Text = fmt.Sprintf("Balanced: the target %s is inside the 95%% interval (%s).", tgt, PctPM(rate, lo, hi))
	}
	return v
}

// Where a win rate's interval stands against a target.
const (
	inside  = iota // the target is inside the interval
	above          // the interval is entirely above the target
	below          // entirely below
	unknown        // no interval: no games
)

// against returns where the interval [lo, hi] of rate stands against
// target.
func against(rate, lo, hi, target float64) int {
	switch {
	case math.IsNaN(rate) || math.IsNaN(lo) || math.IsNaN(hi):
		return unknown
	case lo > target:
		return above
	case hi < target:
		return below
	}
	return inside
}

// targetText formats a target win rate as a percentage with no more
// digits than it has, "50%", "47.5%".
func targetText(t float64) string {
	return strconv.FormatFloat(100*t, 'f', -1, 64) + "%"
}

// pmDigits returns the decimals a percentage with an interval of half
// width hw (a proportion) supports: the half width in percentage points to
// one significant digit, or two when it starts with 1 or 2 (so that 1.4
// is not rounded to 1), and no more than two decimals.
func pmDigits(hw float64) int {
	h := 100 * hw
	if !(h > 0) || math.IsInf(h, 0) {
		return 1
	}
	e := int(math.Floor(math.Log10(h)))
	sig := 1
	if h/math.Pow(10, float64(e)) < 3 {
		sig = 2
	}
	return min(2, max(0, sig-1-e))
}

// PctPM formats a proportion and its 95% interval [lo, hi] as "62.4% ± 0.9",
// the half width in percentage points, with no more decimals than the
// interval supports.
func PctPM(rate, lo, hi float64) string {
	hw := max(hi-rate, rate-lo)
	d := pmDigits(hw)
	return fmt.Sprintf("%.*f%% ± %.*f", d, 100*rate, d, 100*hw)
}

// Class returns the band as a CSS class name, "heroes-favoured".
func (v Verdict) Class() string { return strings.ReplaceAll(v.Band, " ", "-") }
