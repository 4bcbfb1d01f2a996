package reports

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Pct formats a proportion as a percentage with two decimals, "43.21%";
// NaN as "–".
func Pct(p float64) string {
	if math.IsNaN(p) {
		return "–"
	}
	return strconv.FormatFloat(100*p, 'f', 2, 64) + "%"
}

// Points formats a difference of two proportions in signed percentage
// points, "+4.59 pts"; NaN as "–".
func Points(d float64) string {
	if math.IsNaN(d) {
		return "–"
	}
	return fmt.Sprintf("%+.2f pts", 100*d)
}

// Signed formats a number with its sign and two decimals, "+0.18"; NaN as
// "–".
func Signed(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return fmt.Sprintf("%+.2f", x)
}

// MeanPM formats a mean and its symmetric interval as "6.12 ±0.04"; the
// mean alone when the interval is NaN, "–" when the mean is.
func MeanPM(mean, lo, hi float64) string {
	switch {
	case math.IsNaN(mean):
		return "–"
	case math.IsNaN(lo) || math.IsNaN(hi):
		return fmt.Sprintf("%.2f", mean)
	}
	return fmt.Sprintf("%.2f ±%.2f", mean, (hi-lo)/2)
}

// PValue formats a p-value: three decimals down to 0.001, then in
// scientific notation, "3.2e-11", and "< 1e-300" below that, where a
// float64 keeps too few digits to say more (and 0 is an underflow).
func PValue(p float64) string {
	switch {
	case math.IsNaN(p):
		return "–"
	case p >= 0.001:
		return strconv.FormatFloat(p, 'f', 3, 64)
	case p < 1e-300:
		return "< 1e-300"
	}
	return strconv.FormatFloat(p, 'e', 1, 64)
}

// Num formats a number for CSV and data attributes: the shortest form that
// reads back exactly; NaN and infinities as "".
func Num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return ""
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// A JSONFloat is a float64 that encodes NaN and infinities as null.
type JSONFloat float64

// MarshalJSON encodes f, or null if it is not finite.
func (f JSONFloat) MarshalJSON() ([]byte, error) {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return []byte("null"), nil
	}
	return json.Marshal(float64(f))
}

// An Estimate is a number with its 95% interval, as JSON:
// {"value": x, "ci95": [lo, hi]}.
type Estimate struct {
	Value JSONFloat    `json:"value"`
	CI95  [2]JSONFloat `json:"ci95"`
}

// NewEstimate returns the estimate v with interval [lo, hi].
func NewEstimate(v, lo, hi float64) Estimate {
	return Estimate{JSONFloat(v), [2]JSONFloat{JSONFloat(lo), JSONFloat(hi)}}
}
