package lab

import (
	"slices"
	"strings"
	"testing"
)

func TestParseVary(t *testing.T) {
	for _, c := range []struct {
		in     string
		path   string
		values []float64
		ranged bool
	}{
		{"round_limit=6,8,10", "round_limit", []float64{6, 8, 10}, false},
		{"villains.foot-ninja.figures=4..7", "villains.foot-ninja.figures", []float64{4, 5, 6, 7}, true},
		{"x=0..1:0.25", "x", []float64{0, 0.25, 0.5, 0.75, 1}, true},
		{"x=0.1..0.3:0.1", "x", []float64{0.1, 0.2, 0.3}, true}, // no 0.30000000000000004
		{"x=4,6..8,5", "x", []float64{4, 5, 6, 7, 8}, false},
		{"x=3,3,2", "x", []float64{2, 3}, false},
		{" heroes.leonardo.life = 10 ", "heroes.leonardo.life", []float64{10}, false},
	} {
		v, err := ParseVary(c.in)
		if err != nil || v.Path != c.path || !slices.Equal(v.Values, c.values) || v.Ranged != c.ranged {
			t.Errorf("ParseVary(%q) = %q %v ranged %v, %v; want %q %v ranged %v", c.in, v.Path, v.Values, v.Ranged, err, c.path, c.values, c.ranged)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"round_limit", "PATH=VALUES"},
		{"=4", "PATH=VALUES"},
		{"x=", "PATH=VALUES"},
		{"x=a", `"a" is not a number`},
		{"x=8..4", "goes down"},
		{"x=1..2:0", "not positive"},
		{"x=1..1000:1", "more than"},
		{"x=1..b", "not a..b"},
	} {
		if _, err := ParseVary(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseVary(%q): err = %v, want one saying %q", c.in, err, c.want)
		}
	}
}
