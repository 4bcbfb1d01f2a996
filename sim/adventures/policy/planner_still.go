package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// stillGap returns the planner's still term of space c for hero h
// (planner:still=W): W for each space c lies, by the straight line, from
// the space the hero stands on as it weighs its actions. It plays where
// holding out is the only win (holdOnly; Adventures, "Winning and
// Losing"): the heroes gain nothing by ground, and a hero that stays lets
// the villains walk to the group (Adventures, "AI Movement"), where its
// friends strike them. On hold-the-line as retuned (9 Foot Bruisers), in
// 12 of the 42 battles lookahead won and the planner lost (seed 1; 3 of
// the 11 the other way), the planner's hero walked in the first round
// without striking, where lookahead's stayed or ended elsewhere in the
// middle (docs/strength.md, "Hold-the-line retuned, flip by flip").
func (t *Tactician) stillGap(g adventures.View, h int, c grid.Cell) float64 {
	return t.stillW * float64(grid.Chebyshev(c, g.Fig(h).Cell))
}
