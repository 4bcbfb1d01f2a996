package lab

import (
	"reflect"
	"testing"
)

// A tune's grid steps by the step given, else by 1 over a narrow range of
// whole numbers, else in TuneSteps steps; its values are rounded.
func TestTuneGrid(t *testing.T) {
	for _, c := range []struct {
		lo, hi, step float64
		n            int
		first, last  float64
	}{
		{4, 14, 0, 11, 4, 14},
		{0, 1, 0.1, 11, 0, 1},
		{0, 1.5, 0, TuneSteps + 1, 0, 1.5},
		{0, 1, 0, 2, 0, 1},
		{0, 1000, 0, TuneSteps + 1, 0, 1000},
		{3, 10, 2, 4, 3, 9},
	} {
		g := TuneGrid(c.lo, c.hi, c.step)
		if len(g) != c.n || g[0] != c.first || g[len(g)-1] != c.last {
			t.Errorf("TuneGrid(%v, %v, %v): %d values %v … %v, want %d from %v to %v", c.lo, c.hi, c.step, len(g), g[0], g[len(g)-1], c.n, c.first, c.last)
		}
	}
	if g := TuneGrid(0, 0.3, 0.1); !reflect.DeepEqual(g, []float64{0, 0.1, 0.2, 0.3}) {
		t.Errorf("TuneGrid(0, 0.3, 0.1) = %v, want rounded values", g)
	}
}
