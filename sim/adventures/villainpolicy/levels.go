package villainpolicy

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// climbSpaces is what a change of level adds to the way between two
// spaces: the climb terrain move costs 2 move icons (Adventures, Terrain
// Moves: Climb, p. 31), counted as 2 spaces.
const climbSpaces = 2

// approach returns how far a figure on space from is from a figure on
// space to, for a figure that means to stand next to it: the Chebyshev
// distance, and climbSpaces more when the spaces are on different levels
// and neither is a fire escape, since elevated terrain is adjacent to low
// terrain only by the climb terrain move (Adventures, Elevated Terrain
// and Fire Escapes, p. 28). A figure standing beneath a hero on a ledge is
// not next to it, and climbing up nears it where walking along the foot
// of the ledge does not; a leader on a ledge is farther from the heroes
// below.
func approach(m *grid.Map, from, to grid.Cell) int {
	d := grid.Chebyshev(from, to)
	if ta, tb := m.Terrain[from], m.Terrain[to]; (ta^tb)&grid.Elevated != 0 && (ta|tb)&grid.FireEscape == 0 {
		d += climbSpaces
	}
	return d
}
