package main

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
		v, err := parseVary(c.in)
		if err != nil || v.path != c.path || !slices.Equal(v.values, c.values) || v.ranged != c.ranged {
			t.Errorf("parseVary(%q) = %q %v ranged %v, %v; want %q %v ranged %v", c.in, v.path, v.values, v.ranged, err, c.path, c.values, c.ranged)
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
		if _, err := parseVary(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("parseVary(%q): err = %v, want one saying %q", c.in, err, c.want)
		}
	}
}

func TestParseTarget(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{{"0.5", 0.5, true}, {"50%", 0.5, true}, {"12.5%", 0.125, true}, {"1", 0, false}, {"0", 0, false}, {"150%", 0, false}, {"half", 0, false}} {
		got, err := parseTarget(c.in)
		if (err == nil) != c.ok || c.ok && got != c.want {
			t.Errorf("parseTarget(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}
