package reports

import (
	"bytes"
	"image/color"
	"image/png"
	"math"
	"testing"
)

func TestMatrixColor(t *testing.T) {
	for _, tc := range []struct {
		rate float64
		want color.Color
	}{
		{0.5, color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{1, winsColor},
		{0, losesColor},
		{1.5, winsColor}, // beyond the scale: its end
		{math.NaN(), missingGrey},
	} {
		gr, gg, gb, _ := matrixColor(tc.rate).RGBA()
		wr, wg, wb, _ := tc.want.RGBA()
		if gr>>8 != wr>>8 || gg>>8 != wg>>8 || gb>>8 != wb>>8 {
			t.Errorf("matrixColor(%v): got %v, want %v", tc.rate, matrixColor(tc.rate), tc.want)
		}
	}
	// Diverging: above 50% bluer than red, below redder than blue.
	r, _, b, _ := matrixColor(0.7).RGBA()
	if b <= r {
		t.Errorf("70%%: got blue %d ≤ red %d", b, r)
	}
	r, _, b, _ = matrixColor(0.3).RGBA()
	if r <= b {
		t.Errorf("30%%: got red %d ≤ blue %d", r, b)
	}
}

// TestMatrixPNG draws a matrix with a mirror, a missing cell and an
// interval left out, and a one-row gauntlet, without a panic.
func TestMatrixPNG(t *testing.T) {
	nan := math.NaN()
	for _, m := range []*WinMatrix{
		{Rows: []string{"a", "b", "c"}, Cols: []string{"a", "b", "c"}, Mirror: "mirror: 50%",
			Rate: [][]float64{{nan, 0.6, 0.9}, {0.4, nan, nan}, {0.1, nan, nan}},
			Lo:   [][]float64{{nan, 0.55, nan}, {0.35, nan, nan}, {0.05, nan, nan}},
			Hi:   [][]float64{{nan, 0.65, nan}, {0.45, nan, nan}, {0.15, nan, nan}}},
		{Rows: []string{"a"}, Cols: []string{"a", "b"}, Rate: [][]float64{{nan, 1}}, Lo: [][]float64{{nan, 0.98}}, Hi: [][]float64{{nan, 1}},
			Summary: "vs field", Sum: []float64{1}, SumLo: []float64{0.98}, SumHi: []float64{1}},
	} {
		var buf bytes.Buffer
		if err := MatrixPNG(&buf, m); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() < 300 || b.Dy() < 200 {
			t.Errorf("%d×%d matrix: picture %v, want at least 300×200", len(m.Rows), len(m.Cols), b)
		}
	}
}
