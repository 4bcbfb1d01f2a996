package lab

import "testing"

// A knob's value is written as given, never in exponent form: a note
// about --vary figures=99999999999 names 99999999999 (it said
// 9.9999999999e+10).
func TestKnobText(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{{99999999999, "99999999999"}, {4, "4"}, {4.5, "4.5"}, {-1, "-1"}, {0, "0"}, {0.05, "0.05"}, {1e300, "1e+300"}} {
		if got := knobText(c.x); got != c.want {
			t.Errorf("knobText(%v) = %q, want %q", c.x, got, c.want)
		}
	}
}
