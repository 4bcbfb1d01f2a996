package reports

import (
	"math"
	"strings"
	"testing"
)

// The words follow the interval: an advantage, a cost, or nothing told
// from none.
func TestFirstWords(t *testing.T) {
	for _, c := range []struct {
		r, lo, hi float64
		want      string
	}{
		{0.55, 0.53, 0.57, "going first is worth 5.00 pts of win rate (between 3.00 pts and 7.00 pts): the player who goes first wins 55.00%"},
		{0.48, 0.47, 0.49, "going first costs 2.00 pts of win rate (between 1.00 pts and 3.00 pts): the player who goes first wins only 48.00%"},
		{0.505, 0.49, 0.52, "no first-player advantage can be told from none in 100 pairs of games"},
	} {
		if got := FirstWords(c.r, c.lo, c.hi, 100); !strings.HasPrefix(got, c.want) {
			t.Errorf("FirstWords(%v, %v, %v) = %q, want it to begin %q", c.r, c.lo, c.hi, got, c.want)
		}
	}
}

// The chi-square test of the seats' wins against an equal share.
func TestSeatChiSquare(t *testing.T) {
	if stat, df, p := SeatChiSquare([]int64{250, 250, 250, 250}); stat != 0 || df != 3 || p != 1 {
		t.Errorf("equal wins: %v, %d, %v; want 0, 3, 1", stat, df, p)
	}
	// By hand: 200 wins, 50 expected each, (30² + 3·10²)/50 = 24.
	if stat, df, p := SeatChiSquare([]int64{80, 40, 40, 40}); math.Abs(stat-24) > 1e-9 || df != 3 || p > 1e-4 {
		t.Errorf("80, 40, 40, 40: %v, %d, %v; want 24, 3 and p < 1e-4", stat, df, p)
	}
	if stat, df, p := SeatChiSquare([]int64{0, 0, 0}); stat != 0 || df != 0 || p != 1 {
		t.Errorf("no wins: %v, %d, %v; want 0, 0, 1", stat, df, p)
	}
}
