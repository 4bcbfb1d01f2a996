package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// newPlannerOf returns the planner of parameters p: the aggression of
// battles won by defeating villain leaders is its own (plannerAggression).
func newPlannerOf(p params) adventures.Policy {
	pl := NewPlanner(p["aggression"], p["focus"])
	pl.aggr = plannerAggression{valid: true, other: p["aggression"], leaders: p["leaders"]}
	pl.spawn.weight = p["spawn"]
	pl.spawn.camp = p["camp"]
	pl.rise.w = p["rise"]
	pl.dangerV.v = int(p["danger"])
	pl.shieldOpt = shieldOpts{shield: p["shield"], target: p.int("target")}
	pl.walkOpt = walkOpts{walk: p.int("walk"), tie: p.int("tie")}
	pl.far = p["far"]
	pl.fetch = p["fetch"]
	pl.apart = p["apart"]
	pl.still = p["still"]
	pl.special = p["special"]
	pl.full = p["full"]
	pl.lead = p["lead"]
	pl.leaveW = p["leave"]
	pl.push = p["push"]
	if k := p.int("next"); k > 0 {
		roll := params{}
		for name, v := range p {
			roll[name] = v
		}
		roll["next"] = 0 // the playouts' planner plays without it
		var cheap adventures.Policy
		r := p.int("next-roll")
		if r == 1 || r == 2 {
			cheap = &Greedy{}
		}
		pl.next = newNextActivation(k, p.int("next-samples"), p["next-gate"], p["next-confirm"], newPlannerOf(roll).(*Planner), cheap, r == 2, r == 3)
	}
	return pl
}

// plannerAggression is the planner's aggression by the kind of battle it
// plays: leaders in a battle of four heroes or more one of whose wins is to
// defeat the villain leaders (or to KO a knocked-down leader twice in a
// row), other in any other. Trading blows pays where a full team must
// bring a leader down: at aggression 1 the planner won 4.30 to 4.70 more
// points of rooftop-showdown than the tactician, and 10 to 13 more of
// foot-clan-ambush, on seeds 1 to 3 (at 0.9: −2.65 to +0.00, and −0.55 to
// +0.85); where the heroes win by surviving or by a count of figures,
// wounds cost more: at 1 it lost 2.60 to 5.30 points of allies-alley on
// two seeds of three (p < 0.05), at 0.9 it is level there. With fewer
// heroes each knock-down weighs more: on the starters of one to three
// heroes (tmntsim new) aggression 1 lost 2.20 to 4.80 points (p < 0.05 on
// four of them), 0.9 is level (docs/strength.md).
// Not valid (the zero value): the aggression given at construction stays.
type plannerAggression struct {
	valid          bool
	other, leaders float64
}

// apply sets t's aggression for the battle of g.
func (a *plannerAggression) apply(g adventures.View, t *Tactician) {
	if !a.valid {
		return
	}
	t.aggression = a.other
	if g.NumHeroes() < 4 {
		return // fewer heroes: each knock-down weighs more (the starters)
	}
	for i := range g.Battle().Win {
		switch g.Battle().Win[i].Kind {
		case adventures.DefeatLeaders, adventures.LeaderKOInARow:
			t.aggression = a.leaders
		}
	}
}

// secondMove returns the move the tactician would weigh best among hero
// h's moves elsewhere than plan pl's target, when the hero has move points
// left and that move adds more than floor; else false. The tactician
// weighs every listed move (moveGain: the space's value, with its danger,
// sight and friends, and its melee strike, less staying), and after
// spending a move die it often takes such a space over the plan's, whose
// gain counts a ranged strike from where the hero stands; the planner,
// weighing only the plan's space, missed those moves: on hold-the-line
// it won 1.30 points less than the tactician on seed 2 (p = 0.040).
func (t *Tactician) secondMove(g adventures.View, h int, p *pool, pl *turnPlan, floor float64) (grid.Cell, bool) {
	if g.MovePoints() <= 0 {
		return grid.NoCell, false
	}
	cur := g.Fig(h).Cell
	best, bestV := grid.NoCell, floor
	forEach(&g.MoveReach(h).End, func(c grid.Cell) {
		if c == cur || c == pl.target {
			return
		}
		if t.moveGain(g, h, c, p, pl.strikeFirst, false) <= bestV+1e-9 {
			return // its bound cannot beat the best: neither can it
		}
		if v := t.moveGain(g, h, c, p, pl.strikeFirst, true); v > bestV+1e-9 {
			best, bestV = c, v
		}
	})
	return best, best != grid.NoCell
}

// secondMoveNext turns o, the move to the kept plan's space that moveNext
// names, into the move elsewhere the tactician would take instead
// (secondMove): one whose gain beats the plan's, which beats every other
// action's (moveNext).
func (p *Planner) secondMoveNext(g adventures.View, h int, o *adventures.Option) {
	pool := poolOf(g, h)
	if !p.secondMayBeat(g, h, &pool, &p.kept.pl) {
		return
	}
	if c, ok := p.Tactician.secondMoveFast(g, h, &pool, &p.kept.pl, p.kept.pl.gainMove); ok {
		o.Cell = c
	}
}
