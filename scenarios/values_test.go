package scenarios

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// TestParseValues reads lists, ranges and their mixes, ascending and
// distinct, and refuses what is not one with the reason.
func TestParseValues(t *testing.T) {
	for _, c := range []struct {
		list   string
		want   []float64
		ranged bool
		err    string
	}{
		{"6,8,10", []float64{6, 8, 10}, false, ""},
		{"4..7", []float64{4, 5, 6, 7}, true, ""},
		{"0.1..0.3:0.1", []float64{0.1, 0.2, 0.3}, true, ""},
		{"9, 4,6..7,4", []float64{4, 6, 7, 9}, false, ""},
		{"7..4", nil, false, "goes down; write it upwards, 4..7"},
		{"1..5:0", nil, false, "step 0 is not positive"},
		{"1..1000", nil, false, "more than 201 values"},
		{"x", nil, false, `"x" is not a number`},
		{"1..y", nil, false, "is not a..b or a..b:step"},
		// Steps below the spacing of floats near a: a + k·step does not
		// move, and the range must still end (it looped for ever).
		{"1e300..1e300", []float64{1e300}, true, ""},
		{"1e17..100000000000000010", []float64{1e17}, true, ""},
		{"1e300..1e300:1e-300", []float64{1e300}, true, ""},
	} {
		v, err := ParseValues(c.list)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("ParseValues(%q): error %v, want one saying %q", c.list, err, c.err)
		case c.err == "" && (err != nil || !slices.Equal(v.Xs, c.want) || v.Ranged != c.ranged):
			t.Errorf("ParseValues(%q) = %v (ranged %v), %v; want %v (ranged %v)", c.list, v.Xs, v.Ranged, err, c.want, c.ranged)
		}
	}
}

// FuzzParseValues checks that any list ends (a range whose step does not
// move a + k·step looped for ever) and gives ascending, distinct, finite
// values, at most MaxValues of them.
func FuzzParseValues(f *testing.F) {
	for _, s := range []string{"6,8,10", "4..16:2", "4,6..9", "0.1..0.3:0.1", "1e300..1e300", "1e17..100000000000000010",
		"-1e308..1e308", "1e300..1e300:1e-300", "0..1e-300:1e-310", "5..5:0.5", "-0..0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, list string) {
		v, err := ParseValues(list)
		if err != nil {
			return
		}
		if len(v.Xs) == 0 || len(v.Xs) > MaxValues {
			t.Fatalf("ParseValues(%q): %d values", list, len(v.Xs))
		}
		for i, x := range v.Xs {
			if math.IsNaN(x) || math.IsInf(x, 0) || i > 0 && x <= v.Xs[i-1] {
				t.Fatalf("ParseValues(%q) = %v: not ascending, distinct and finite", list, v.Xs)
			}
		}
	})
}
