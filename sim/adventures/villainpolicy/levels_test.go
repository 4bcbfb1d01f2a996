package villainpolicy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestApproach: the way between two spaces is their Chebyshev distance,
// and 2 more (the climb's 2 move icons) between elevated and low terrain,
// which are not adjacent, unless one of them is a fire escape, adjacent
// to both (Adventures, Elevated Terrain and Fire Escapes, p. 28; Terrain
// Moves: Climb, p. 31).
func TestApproach(t *testing.T) {
	var m grid.Map
	low, low2 := grid.At(0, 0), grid.At(3, 0)
	high, high2, escape := grid.At(1, 0), grid.At(2, 2), grid.At(1, 1)
	m.Terrain[high] = grid.Elevated
	m.Terrain[high2] = grid.Elevated
	m.Terrain[escape] = grid.FireEscape
	for _, c := range []struct {
		what     string
		from, to grid.Cell
		want     int
	}{
		{"low to low", low, low2, 3},
		{"low to the elevated space beside it", low, high, 3},
		{"elevated to low", high, low, 3},
		{"elevated to elevated", high, high2, 2},
		{"low to a fire escape", low, escape, 1},
		{"a fire escape to elevated", escape, high2, 1},
	} {
		if got := approach(&m, c.from, c.to); got != c.want {
			t.Errorf("%s: approach = %d, want %d", c.what, got, c.want)
		}
	}
}
