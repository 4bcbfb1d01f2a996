package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// apartGap returns the planner's apart term of space c for hero h
// (planner:apart=W): W for each space c lies, by the straight line, beyond
// next to the nearest other hero standing on the map. It plays where
// holding out is the only win (holdOnly), and the villains win by
// knocking heroes down at once (Adventures, "Winning and Losing", "Helping
// a Knocked-Down Hero"): a hero alone in a corner draws the villains
// nearby and the minions that spawn there at the round's end, with no
// friend next to it to help it up. On hold-the-line, in 9 of the 31
// battles lookahead won and the planner lost (seed 1), the planner's hero
// struck a minion from the spawning space in a corner and ended its turn
// there, where lookahead's struck from a space nearer the middle or walked
// back to the others after the strike (docs/strength.md, "Hold-the-line,
// flip by flip").
func (t *Tactician) apartGap(g adventures.View, h int, c grid.Cell) float64 {
	best := -1
	for o := 0; o < g.NumHeroes(); o++ {
		f := g.Fig(o)
		if o == h || !f.OnMap() || f.Down {
			continue
		}
		if d := grid.Chebyshev(c, f.Cell); best < 0 || d < best {
			best = d
		}
	}
	if best <= 1 {
		return 0
	}
	return t.apartW * float64(best-1)
}
