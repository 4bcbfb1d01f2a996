package scenarios

import (
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
