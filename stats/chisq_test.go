package stats

import (
	"math"
	"testing"
)

func TestChiSquareGOF(t *testing.T) {
	for _, c := range []struct {
		name     string
		observed []int64
		expected []float64
		stat     float64
		df       int
		p        float64
	}{
		{"perfect fit", []int64{10, 20, 30}, []float64{1, 2, 3}, 0, 2, 1},
		{"counts as weights", []int64{10, 20, 30}, []float64{10, 20, 30}, 0, 2, 1},
		// (10²/50)·2 = 4 on 1 df: P(χ²₁ ≥ 4) = 2·(1 − Φ(2)).
		{"coin 60/40", []int64{60, 40}, []float64{0.5, 0.5}, 4, 1, math.Erfc(2 / math.Sqrt2)},
		// Expected 100, 3, 2, 1: bins 1–2 pool to 5, bin 3 joins them.
		{"pooled tail", []int64{100, 2, 3, 1}, []float64{100, 3, 2, 1}, 0, 1, 1},
		{"one pool", []int64{7, 3}, []float64{2, 1}, 0, 0, 1},
		{"one bin", []int64{10}, []float64{1}, 0, 0, 1},
		{"a count where none is expected", []int64{5, 1}, []float64{1, 0}, math.Inf(1), 0, 0},
	} {
		stat, df, p := ChiSquareGOF(c.observed, c.expected)
		if math.Abs(stat-c.stat) > 1e-9 && stat != c.stat || df != c.df || math.Abs(p-c.p) > 1e-9 {
			t.Errorf("%s: got (%v, %d, %v), want (%v, %d, %v)", c.name, stat, df, p, c.stat, c.df, c.p)
		}
	}
}

func TestChiSquareGOFPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"lengths":           func() { ChiSquareGOF([]int64{1, 2}, []float64{1}) },
		"negative count":    func() { ChiSquareGOF([]int64{-1, 2}, []float64{1, 1}) },
		"negative expected": func() { ChiSquareGOF([]int64{1, 2}, []float64{-1, 1}) },
		"NaN expected":      func() { ChiSquareGOF([]int64{1, 2}, []float64{math.NaN(), 1}) },
		"no counts":         func() { ChiSquareGOF([]int64{0, 0}, []float64{1, 1}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}
