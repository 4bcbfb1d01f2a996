package stats

import (
	"math"
	"testing"
)

func TestCurveCrossing(t *testing.T) {
	for _, c := range []struct {
		name    string
		points  []CurvePoint
		target  float64
		found   bool
		x       float64
		n       int // crossings
		nearest int
	}{
		{"falling", []CurvePoint{{1, 800, 1000}, {2, 600, 1000}, {3, 400, 1000}, {4, 200, 1000}}, 0.5, true, 2.5, 1, 1},
		{"rising, unsorted", []CurvePoint{{30, 900, 1000}, {10, 100, 1000}, {20, 300, 1000}}, 0.7, true, 20 + 20.0/3, 1, 2},
		{"at a point", []CurvePoint{{1, 700, 1000}, {2, 500, 1000}, {3, 300, 1000}}, 0.5, true, 2, 1, 1},
		{"twice", []CurvePoint{{1, 300, 1000}, {2, 600, 1000}, {3, 400, 1000}, {4, 700, 1000}}, 0.5, true, 1 + 2.0/3, 3, 1},
		{"never", []CurvePoint{{1, 100, 1000}, {2, 200, 1000}}, 0.5, false, 0, 0, 1},
	} {
		cr := NewCurve(c.points, MethodWilson).Crossing(c.target)
		if cr.Found != c.found || c.found && math.Abs(cr.X-c.x) > 1e-9 || cr.Crossings != c.n || cr.Nearest != c.nearest {
			t.Errorf("%s: Crossing(%v) = found %v at %v, %d crossings, nearest %d; want %v at %v, %d, %d",
				c.name, c.target, cr.Found, cr.X, cr.Crossings, cr.Nearest, c.found, c.x, c.n, c.nearest)
		}
		if cr.Found && !(cr.Lo <= cr.X && cr.X <= cr.Hi) {
			t.Errorf("%s: crossing %v outside its interval [%v, %v]", c.name, cr.X, cr.Lo, cr.Hi)
		}
	}
}

// TestCurveCrossingBand checks the uncertainty of a crossing against a
// scan of the band in small steps: the values around the crossing where
// the interpolated 95% interval holds the target.
func TestCurveCrossingBand(t *testing.T) {
	points := []CurvePoint{{0, 900, 1000}, {10, 700, 1000}, {20, 450, 1000}, {30, 200, 1000}, {40, 50, 1000}}
	c := NewCurve(points, MethodWilson)
	cr := c.Crossing(0.5)
	if math.Abs(cr.X-18) > 1e-9 {
		t.Fatalf("crossing at %v, want 18", cr.X)
	}
	holds := func(x float64) bool { _, lo, hi := c.Interpolate(x); return lo <= 0.5 && 0.5 <= hi }
	const step = 1e-4
	wantLo, wantHi := cr.X, cr.X
	for holds(wantLo - step) {
		wantLo -= step
	}
	for holds(wantHi + step) {
		wantHi += step
	}
	if math.Abs(cr.Lo-wantLo) > 2*step || math.Abs(cr.Hi-wantHi) > 2*step || cr.LoOpen || cr.HiOpen {
		t.Errorf("crossing interval [%v, %v] (open %v, %v), want [%v, %v] closed", cr.Lo, cr.Hi, cr.LoOpen, cr.HiOpen, wantLo, wantHi)
	}
	if !(wantLo > 10 && wantHi < 20) {
		t.Errorf("scanned band [%v, %v]; the test's points should put it inside (10, 20)", wantLo, wantHi)
	}
	// Fewer battles: the band holds 0.5 over the whole range.
	wide := NewCurve([]CurvePoint{{0, 6, 10}, {10, 5, 10}, {20, 4, 10}}, MethodWilson).Crossing(0.5)
	if !wide.Found || wide.Lo != 0 || wide.Hi != 20 || !wide.LoOpen || !wide.HiOpen {
		t.Errorf("wide band: %+v, want [0, 20], both open", wide)
	}
}

func TestCurveInterpolate(t *testing.T) {
	c := NewCurve([]CurvePoint{{1, 200, 1000}, {3, 600, 1000}, {5, 0, 0}}, MethodWilson)
	for _, x := range []struct{ x, want float64 }{{2, 0.4}, {0, 0.2}, {9, 0.6}, {3, 0.6}} {
		if got, lo, hi := c.Interpolate(x.x); math.Abs(got-x.want) > 1e-12 || !(lo < got && got < hi) {
			t.Errorf("Interpolate(%v) = %v [%v, %v], want %v inside its interval", x.x, got, lo, hi, x.want)
		}
	}
}

func TestNewCurvePanics(t *testing.T) {
	for _, ps := range [][]CurvePoint{{{1, 1, 2}, {1, 1, 2}}, {{1, 3, 2}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewCurve(%v) did not panic", ps)
				}
			}()
			NewCurve(ps, MethodWilson)
		}()
	}
}
