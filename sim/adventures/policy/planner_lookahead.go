package policy

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// configure gives p the planner's parameters beyond the tactician's: the
// aggression by the kind of battle (plannerAggression), the value of a
// hero on a spawning space (spawnBlock), the planner's default shield
// (shieldOpts), far (farGap), fetch (fetchGoal), apart (apartGap), still
// (stillGap), leave (leaveDice) and push (pushGap), as
// the planner of those parameters has them
// (newPlannerOf), for lookahead on the planner.
func (p *Planner) configure(aggression, leaders, spawn float64) {
	p.aggr = plannerAggression{valid: true, other: aggression, leaders: leaders}
	p.spawn.weight = spawn
	p.shieldOpt.shield = shieldDefault
	p.far = farDefault
	p.fetch = fetchDefault
	p.apart = apartDefault
	p.still = stillDefault
	p.leaveW = leaveDefault
	p.push = pushDefault
}

// moreMoves appends to opts, k times, hero h's move the tactician would
// weigh best (moveGain) among those to spaces no move of opts reaches yet,
// when the hero has move points left: lookahead's candidate moves besides
// the planner's two (the plan's space, secondMove).
func (t *Tactician) moreMoves(g adventures.View, h int, p *pool, pl *turnPlan, opts []adventures.Option, k int) []adventures.Option {
	if g.MovePoints() <= 0 {
		return opts
	}
	cur := g.Fig(h).Cell
	for ; k > 0; k-- {
		best, bestV := grid.NoCell, math.Inf(-1)
		forEach(&g.MoveReach(h).End, func(c grid.Cell) {
			if c == cur || hasMove(opts, c) || t.moveGain(g, h, c, p, pl.strikeFirst, false) <= bestV+1e-9 {
				return
			}
			if v := t.moveGain(g, h, c, p, pl.strikeFirst, true); v > bestV+1e-9 {
				best, bestV = c, v
			}
		})
		if best == grid.NoCell {
			break
		}
		opts = append(opts, adventures.Option{Kind: adventures.OptMoveTo, Cell: best})
	}
	return opts
}

// hasMove reports whether opts holds a move to c.
func hasMove(opts []adventures.Option, c grid.Cell) bool {
	for i := range opts {
		if opts[i].Kind == adventures.OptMoveTo && opts[i].Cell == c {
			return true
		}
	}
	return false
}
