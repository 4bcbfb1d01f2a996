package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

func init() {
	register("planner", factory{
		help:   "tactician's judgment on the lazy interface: plans where each hero ends its turn, names its action (the move to the planned space, or the best other action) instead of choosing from the engine's list, and plans again after every roll",
		params: plannerParams,
		new:    newPlannerOf,
	})
}

// Planner plays as the Tactician, with its weights, but names each hero
// action itself (adventures.Actor) instead of choosing from the engine's
// list of every legal option. At each action it plans the turn: the best
// space to end it on with the strikes it allows, moving first or striking
// first (the tactician's plan, searched once per hero position and move
// points). It then weighs the move to that space, found in the engine's
// own search (View.MoveReach, which the engine's check and the move reuse),
// and the actions of every other kind, and names the best; of the moves
// elsewhere than the plan's space, which the engine no longer lists, it
// weighs the one the tactician would weigh best (secondMove). The plan is kept while nothing random has
// happened since it was made: after spending a move die, and after the
// move to the planned space (the hero then ends its turn there), unless
// the villains' threat or the hero's goal changed; it is made again after
// every roll. Right after spending the move die for the planned move, it
// names that move without weighing the actions again (moveNext). When no
// action is worth taking but move
// points are left, and when the hero is stunned, it lets the engine list
// and chooses as the tactician does. Its other decisions (rerolls,
// arranging dice, defence, tie-breaks) are the tactician's.
type Planner struct {
	Tactician
	kept      keptPlan
	aggr      plannerAggression
	spawn     spawnBlock     // a hero on a spawning space (planner_spawn.go)
	rise      riseLeaders    // knocked-down leaders about to stand (planner_rise.go)
	shieldOpt shieldOpts     // the wounds a hero spares the others, and the villains' targets (planner_shield.go)
	walkOpt   walkOpts       // a melee villain counted only where it walks to the hero (planner_walk.go)
	far       float64        // the far term's weight (planner_far.go)
	fetch     float64        // the fetch term's weight (planner_fetch.go)
	apart     float64        // the apart term's weight (planner_apart.go)
	still     float64        // the still term's weight (planner_still.go)
	special   float64        // the special term's weight (planner_special.go)
	full      float64        // the full term's weight (planner_full.go)
	lead      float64        // the lead term's weight (planner_lead.go)
	leaveW    float64        // the leave term's weight (planner_leave.go)
	push      float64        // the push term's weight (planner_push.go)
	next      nextActivation // the villains' next activation, played out (planner_next.go)
	scratch   *actionScratch // the special moves listed, the bounds of the actions after them (planner_bounds.go)
	// secondAlways weighs the second move without asking secondMayBeat
	// first: the reference TestSecondMayBeat plays against.
	secondAlways bool
}

// A keptPlan is the plan of the last action named, with what it was made
// for: hero h's decision in this round, the next random draw of the
// battle then, the villains' threat and the goal, and the hero's space
// after the action.
type keptPlan struct {
	valid  bool
	move   bool // the last action spent the move die for the move to the plan's space: the move comes next
	h      int
	round  int
	draw   uint64
	threat uint64
	goal   uint32
	at     grid.Cell
	pl     turnPlan
}

// Reset prepares the planner for the battle of g.
func (p *Planner) Reset(g adventures.View) {
	p.Tactician.Reset(g)
	p.aggr.apply(g, &p.Tactician)
	p.spawn.reset(g, &p.Tactician)
	p.rise.reset(g)
	p.shieldOpt.reset(g, &p.Tactician)
	p.walkOpt.reset(g, &p.Tactician)
	p.fetchW = p.fetch
	p.apartW, p.stillW = 0, 0
	if holdOnly(g.Battle()) {
		p.apartW = p.apart
		p.stillW = p.still
	}
	p.specialW = 0
	if !fightWin(g.Battle()) {
		p.specialW = p.special
	}
	p.spStrikes.n = 0
	p.fullW = 0
	if carryWin(g.Battle()) {
		p.fullW = p.full
	}
	p.Tactician.leave.reset(&p.br, p.leaveW)
	p.pushW = 0
	if p.br.exitN > 0 {
		p.pushW = p.push
		p.pushNear = grid.Set{}
		m := &g.Battle().Map
		forEach(&p.br.exits, func(c grid.Cell) {
			adj := m.AdjacentSet(c)
			forEach(&adj, p.pushNear.Add)
		})
	}
	p.farW, p.leadW = 0, 0
	if leaderWin(g.Battle()) {
		p.farW = p.far
		p.leadW = p.lead
	}
	p.next.reset(g)
	p.kept = keptPlan{}
	if p.scratch == nil {
		p.scratch = new(actionScratch)
	}
}

// planFor returns hero h's plan: the kept one when it still holds, else a
// new one, with the leaders about to stand in the danger (planner_rise.go).
func (p *Planner) planFor(g adventures.View, h int, pool *pool) turnPlan {
	p.rise.apply(g, h, &p.Tactician)
	if p.holds(g, h) {
		return p.kept.pl
	}
	p.kept.valid = false
	return p.Tactician.planTurn(g, h, pool, true)
}

// holds reports whether the kept plan holds for hero h's decision now,
// after prepare.
func (p *Planner) holds(g adventures.View, h int) bool {
	t, k := &p.Tactician, &p.kept
	return k.valid && k.h == h && k.round == g.Round() && k.at == g.Fig(h).Cell && k.draw == g.PeekRand() && k.goal == t.goalGen && k.threat == t.key.k
}

// moveNext returns the move to the kept plan's space when the plan holds
// and the hero has just spent its move die for that move. The move is then
// the best action, as weighing every action again would find: the plan,
// the values of the other actions and the hero's space are those of the
// decision that chose to spend the die, which valued it at the move's gain
// less 0.01 above every other action (pick).
func (p *Planner) moveNext(g adventures.View, h int) (adventures.Option, bool) {
	k := &p.kept
	if !k.move || !p.holds(g, h) || g.MovePoints() <= 0 || k.pl.target == g.Fig(h).Cell || !p.canMoveTo(g, h, k.pl.target) {
		return adventures.Option{}, false
	}
	return adventures.Option{Kind: adventures.OptMoveTo, Cell: k.pl.target}, true
}

// keep keeps plan pl after hero h's action o when o rolls no dice (a move
// die spent, a move to the planned space): where the hero stands after it,
// and what the plan depends on.
func (p *Planner) keep(g adventures.View, h int, o *adventures.Option, pl turnPlan) {
	var at grid.Cell
	switch {
	case o.Kind == adventures.OptMoveDice:
		at = g.Fig(h).Cell
	case o.Kind == adventures.OptMoveTo && o.Cell == pl.target:
		at = o.Cell
		pl.strikeFirst, pl.gainMove = true, 0 // the hero ends its turn here: strike, do not move
	default:
		p.kept.valid = false
		return
	}
	p.kept = keptPlan{valid: true, move: o.Kind == adventures.OptMoveDice, h: h, round: g.Round(), draw: g.PeekRand(), threat: p.key.k, goal: p.goalGen, at: at, pl: pl}
}

// NewPlanner returns a planner with the tactician's aggression and value
// of 1 Focus.
func NewPlanner(aggression, focusValue float64) *Planner {
	p := &Planner{Tactician: *NewTactician(aggression, focusValue), scratch: new(actionScratch)}
	p.dangerV.v = dangerDefault // danger.go
	p.rise.w = riseDefault      // planner_rise.go
	return p
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
	if o, ok := p.moveNext(g, h); ok {
		p.secondMoveNext(g, h, &o)
		if p.next.k > 0 {
			pool := poolOf(g, h)
			p.endSpace(g, h, &o, &pool, &p.kept.pl)
		}
		t.last = o
		p.keep(g, h, &o, p.kept.pl)
		return o, true
	}
	w := p.weighing(g, h)
	o, ok := p.pickBounded(g, h, &w.pool, &w.pl, w.moves[:w.n], w.planMove)
	if !ok && g.MovePoints() > 0 {
		p.kept.valid = false
		return adventures.Option{}, false
	}
	if p.next.k > 0 {
		p.endSpace(g, h, &o, &w.pool, &w.pl)
	}
	t.last = o
	p.keep(g, h, &o, w.pl)
	return o, true
}

// A weighing is what hero h's action is weighed with: what the hero has
// left to spend, its plan, and the moves to weigh (n of them): the move to
// the plan's space when the hero can make it (planMove), then the second
// move (secondMoveFast) when there is one.
type weighing struct {
	pool     pool
	pl       turnPlan
	moves    [2]adventures.Option
	n        int
	planMove bool
}

// weighing starts hero h's decision, after prepare, and returns what its
// action is weighed with.
func (p *Planner) weighing(g adventures.View, h int) (w weighing) {
	t := &p.Tactician
	t.newDecision(g, h)
	p.spawn.apply(g, h, t)
	w.pool = poolOf(g, h)
	w.pl = p.planFor(g, h, &w.pool)
	if g.MovePoints() > 0 && w.pl.target != g.Fig(h).Cell && p.canMoveTo(g, h, w.pl.target) {
		w.moves[w.n] = adventures.Option{Kind: adventures.OptMoveTo, Cell: w.pl.target}
		w.n++
		w.planMove = true
	}
	if w.planMove && !p.secondMayBeat(g, h, &w.pool, &w.pl) {
		return w
	}
	if c, ok := p.secondMoveFast(g, h, &w.pool, &w.pl, 0); ok {
		w.moves[w.n] = adventures.Option{Kind: adventures.OptMoveTo, Cell: c}
		w.n++
	}
	return w
}
