package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
)

func init() {
	register("planner", factory{
		help:   "tactician's judgment on the lazy interface: plans where each hero ends its turn, names its action (the move to the planned space, or the best other action) instead of choosing from the engine's list, and plans again after every roll",
		params: tacticianParams,
		new:    func(p params) adventures.Policy { return NewPlanner(p["aggression"], p["focus"]) },
	})
}

// Planner plays as the Tactician, with its weights, but names each hero
// action itself (adventures.Actor) instead of choosing from the engine's
// list of every legal option. At each action it plans the turn: the best
// space to end it on with the strikes it allows, moving first or striking
// first (the tactician's plan, searched once per hero position and move
// points). It then weighs the move to that space, found in the engine's
// own search (View.MoveReach, which the engine's check and the move reuse),
// and the actions of every other kind, and names the best; a move
// elsewhere than the plan's space is never weighed, which is what the
// engine no longer lists. Every action ends in a new decision, so the plan
// is made again after every roll. When no action is worth taking but move
// points are left, and when the hero is stunned, it lets the engine list
// and chooses as the tactician does. Its other decisions (rerolls,
// arranging dice, defence, tie-breaks) are the tactician's.
type Planner struct {
	Tactician
}

// NewPlanner returns a planner with the tactician's aggression and value
// of 1 Focus.
func NewPlanner(aggression, focusValue float64) *Planner {
	return &Planner{Tactician: *NewTactician(aggression, focusValue)}
}

// moveKinds are the actions the planner weighs itself: a move to one
// space. Every other kind is listed by the engine.
const moveKinds = 1 << adventures.OptMoveTo

// Act names hero h's next action, or declines (ok false) to choose from
// the engine's list.
func (p *Planner) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if d.Kind != adventures.DecideAction {
		return adventures.Option{}, false
	}
	t := &p.Tactician
	h := d.Hero
	f := g.Fig(h)
	if f.Stun > 0 {
		return adventures.Option{}, false
	}
	t.prepare(g, h)
	t.newDecision(g, h)
	pool := poolOf(g, h)
	pl := t.plan(g, h, &pool, true)
	opts := g.ActionsBut(h, moveKinds)
	if g.MovePoints() > 0 && pl.target != f.Cell && g.MoveReach(h).End.Has(pl.target) {
		opts = append(opts, adventures.Option{Kind: adventures.OptMoveTo, Cell: pl.target})
	}
	i := t.pick(g, h, opts, nil, &pool, &pl)
	if i == 0 && g.MovePoints() > 0 {
		return adventures.Option{}, false
	}
	t.last = opts[i]
	return opts[i], true
}
