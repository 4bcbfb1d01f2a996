package policy

import (
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Limits and judgement of the next activation's value (nextActivation).
const (
	maxNext     = 6   // end spaces played out
	nextSamples = 4   // playouts of each, by default
	maxSamples  = 8   // at most
	nextMargin  = 0.1 // by which another space must beat the planner's, in the danger's units
)

// nextTrace and nextCutTrace, when set (tests), are told of each
// search's spaces and of each playout's battle where it is read.
var (
	nextTrace    func(g adventures.View, h int, a *nextActivation, n, best int, t *Tactician)
	nextCutTrace func(g adventures.View)
)

// nextStream is the second seed word of the next activation's playouts.
const nextStream = 0x3c6ef372fe94f82b

// nextActivation weighs where the planner's hero ends its move by the
// villains' next activation, played out (planner:next=K, off at 0). Where
// lookahead beats the planner, it is by where the heroes end their turns,
// decided by what the villains do next, and every blanket term of the
// space's value taught from it lost (docs/strength.md, "Where lookahead
// still wins"). So at each move the planner names, the K best spaces the
// hero can end its move on by the planner's own value (the chosen one
// first), and the hero's own space when it has no strike left from there
// (the turn ended at once instead of the move), are each played out
// nextSamples times (next-samples) on a copy of the battle:
// the move, the rest of the turn and the heroes' turns up to the next
// villain initiative card, played by a planner of the same parameters,
// and that card's activation by the engine's villain AI, up to the next
// hero action after it (nextPlayer). The cards not yet drawn are shuffled
// with the playout's own dice (determinization: the heroes' seat knows
// which cards are left, not their order), and playout r of every space
// meets the same dice. Each space is then valued without its danger term
// (dangerAt), less the wounds dealt to the heroes and the heroes knocked
// down in its playouts, weighed as the danger weighs them (costMean,
// costKO); another space replaces the planner's only when it is better by
// nextMargin. The planner's space is played out first, then each other
// only while it can still beat the best so far (search): the same answer
// as every playout of every space, at about 60% of the cost.
//
// Cheaper forms, for a search of a fraction of the cost (docs/strength.md,
// "The next activation, played"): the heroes but the moving one ending
// their turns at once in the playouts (next-roll=3), or played by greedy
// (next-roll=1; next-roll=2 the moving hero too); fewer playouts a space
// (next-samples), a change that wins by less than next-confirm played out
// as many times again, with the planner's space, before it is made; and a
// gate, searching only the moves where some space's danger is at least
// next-gate. In Cooperative Mode only. It plays on the scratch game of its
// View, made at Reset, and allocates nothing while it plays.
type nextActivation struct {
	k       int         // end spaces played out (0: off)
	samples int         // playouts of each space
	confirm float64     // a change that wins by less is played samples times more (0: never)
	gate    float64     // the least danger of some space for a search (0: every move searched)
	pl      *nextPlayer // plays the playouts
	seed    uint64
	n       uint64 // searches made in this battle
	// plays, searches, gated and confirms count the playouts played, the
	// searches made, the moves the gate left unsearched and the changes
	// played again, all battles together.
	plays, searches, gated, confirms uint64

	cand [maxNext + 1]grid.Cell // and the hero's own space last, to end the turn on
	val  [maxNext + 1]float64   // the planner's value of each, danger and all
	free [maxNext + 1]float64   // the same without its danger
	cost [maxNext + 1]float64   // the wounds and knock-downs of its playouts, summed, weighed
}

// newNextActivation returns the next activation's value over k spaces,
// played out samples times each by roll (a planner of the same parameters,
// k 0), the heroes' decisions but the moving hero's made by cheap instead
// when it is not nil (and the moving hero's too when all; the other heroes
// ending their turns at once when idle), searching only
// at moves where some space's danger is at least gate, and playing a
// change that wins by less than confirm out again (search).
func newNextActivation(k, samples int, gate, confirm float64, roll *Planner, cheap adventures.Policy, all, idle bool) nextActivation {
	return nextActivation{
		k:       min(max(k, 0), maxNext),
		samples: min(max(samples, 1), maxSamples),
		confirm: confirm,
		gate:    gate,
		pl:      &nextPlayer{Planner: roll, cheap: cheap, all: all, idle: idle},
	}
}

// reset prepares the value for the battle of g: the scratch game, and the
// seed of this battle's playouts.
func (a *nextActivation) reset(g adventures.View) {
	if a.k < 1 || g.Battle().Competitive != nil {
		return
	}
	a.pl.Reset(g.Scratch(a.pl).View())
	var src rand.PCG
	src.Seed(g.PeekRand(), nextStream)
	a.seed = src.Uint64()
	a.n = 0
}

// endSpace replaces the space of move o of hero h (pool p, plan pl) by
// another the hero can end its move on when the villains' next
// activation, played out, makes it better by nextMargin, or by ending
// the turn where it stands (o then ends the turn); the plan's target
// follows the move it named.
func (p *Planner) endSpace(g adventures.View, h int, o *adventures.Option, pool *pool, pl *turnPlan) {
	a := &p.next
	if a.k < 1 || o.Kind != adventures.OptMoveTo || g.Battle().Competitive != nil {
		return
	}
	t := &p.Tactician
	n, open := a.spaces(g, h, t, o.Cell, pool, pl.strikeFirst)
	if n < 2 {
		return
	}
	if !open {
		a.gated++
		return
	}
	best := a.search(g, h, n, t)
	a.n++
	a.searches++
	if nextTrace != nil {
		nextTrace(g, h, a, n, best, t)
	}
	if best == 0 {
		return
	}
	if a.cand[best] == g.Fig(h).Cell {
		*o = adventures.Option{} // end the turn here
		return
	}
	if pl.target == o.Cell {
		pl.target = a.cand[best]
	}
	o.Cell = a.cand[best]
}

// spaces fills the spaces to play out for hero h's move to c0 (pool,
// the plan striking first or not): the candidates, and the hero's own
// space when it has no strike left from there; their values without
// danger (free), their playouts' costs zeroed. It returns how many there
// are, and whether the gate is open: some space's danger is at least the
// gate's (or the gate is off).
func (a *nextActivation) spaces(g adventures.View, h int, t *Tactician, c0 grid.Cell, pool *pool, strikeFirst bool) (n int, open bool) {
	n = a.candidates(g, h, t, c0, pool, strikeFirst)
	if cur := g.Fig(h).Cell; t.follow(g, h, cur, pool, true) == 0 {
		a.cand[n], a.val[n] = cur, t.base(g, h, cur)
		n++
	}
	open = a.gate == 0
	for i := 0; i < n; i++ {
		d := t.dangerAt(g, h, a.cand[i])
		a.free[i] = a.val[i] + d
		a.cost[i] = 0
		open = open || d >= a.gate
	}
	return n, open
}

// search plays the first n spaces out and returns the best of them (as
// best would name it from every playout): the planner's space first, then
// each other space only while it can still beat the best so far, as a
// playout's wounds and knock-downs only lower a space's value (a space
// whose value without danger, less its playouts so far, is no better than
// the best is dropped; its remaining playouts could not raise it).
func (a *nextActivation) search(g adventures.View, h, n int, t *Tactician) int {
	m := a.samples
	for r := 0; r < m; r++ {
		a.cost[0] += a.playout(g, h, a.cand[0], r, t)
	}
	a.plays += uint64(m)
	best, bestV := 0, a.free[0]-a.cost[0]/float64(m)+nextMargin
	for i := 1; i < n; i++ {
		v := a.free[i]
		for r := 0; r < m && v > bestV; r++ {
			a.cost[i] += a.playout(g, h, a.cand[i], r, t)
			a.plays++
			v = a.free[i] - a.cost[i]/float64(m)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	if best == 0 || bestV-(a.free[0]-a.cost[0]/float64(m)+nextMargin) >= a.confirm {
		return best
	}
	// A close change: both spaces played out m times more, on the next
	// dice of the search, and judged again on all their playouts.
	for r := m; r < 2*m; r++ {
		a.cost[0] += a.playout(g, h, a.cand[0], r, t)
		a.cost[best] += a.playout(g, h, a.cand[best], r, t)
	}
	a.plays += 2 * uint64(m)
	a.confirms++
	if a.free[best]-a.cost[best]/float64(2*m) > a.free[0]-a.cost[0]/float64(2*m)+nextMargin {
		return best
	}
	return 0
}

// candidates fills cand with the planner's choice c0 and the k − 1 other
// spaces hero h can end its move on now of the largest value (base, and
// the melee strike from there unless the hero strikes first), val with
// their values, and returns how many there are. A space whose value
// without danger and sight (its bound) cannot enter the k best is not
// weighed.
func (a *nextActivation) candidates(g adventures.View, h int, t *Tactician, c0 grid.Cell, pool *pool, strikeFirst bool) int {
	value := func(c grid.Cell, harm bool) float64 {
		v := t.baseOrBound(g, h, c, harm)
		if !strikeFirst {
			v += t.follow(g, h, c, pool, false)
		}
		return v
	}
	a.cand[0], a.val[0] = c0, value(c0, true)
	n := 1
	cur := g.Fig(h).Cell
	forEach(&g.MoveReach(h).End, func(c grid.Cell) {
		if c == cur || c == c0 {
			return
		}
		if n == a.k && value(c, false) <= a.val[n-1] {
			return
		}
		v := value(c, true)
		if n == a.k {
			if v <= a.val[n-1] {
				return
			}
			n--
		}
		i := n
		for ; i > 1 && a.val[i-1] < v; i-- {
			a.cand[i], a.val[i] = a.cand[i-1], a.val[i-1]
		}
		a.cand[i], a.val[i] = c, v
		n++
	})
	return n
}

// playout plays hero h's move to c out on the scratch game, from the seed
// of playout r of this search, up to the villains' next activation, and
// returns the wounds and knock-downs the heroes took, weighed by t's costs
// of them (threatCosts, for h).
func (a *nextActivation) playout(g adventures.View, h int, c grid.Cell, r int, t *Tactician) float64 {
	s := g.Scratch(a.pl)
	stride := uint64(a.samples)
	if a.confirm > 0 {
		stride *= 2 // the dice of a change played again
	}
	s.Reseed(a.seed, a.n*stride+uint64(r))
	s.ShuffleUndrawn()
	pl := a.pl
	pl.forget()
	pl.kept = keptPlan{}
	pl.team = t.team
	o := adventures.Option{Kind: adventures.OptMoveTo, Cell: c}
	if c == g.Fig(h).Cell {
		o = adventures.Option{} // the turn ends here
	}
	pl.last = o
	pl.hero = h
	pl.start(s.View())
	rounds := 0
	if g.VillainCardsLeft() == 0 {
		rounds = 1 // the next villain card is in the next round
	}
	s.Rollout(h, o, rounds)
	if !pl.done {
		pl.read(s.View())
		if nextCutTrace != nil {
			nextCutTrace(s.View())
		}
	}
	return t.costMean*float64(pl.wounds) + t.costKO*float64(pl.kos)
}

// A nextPlayer plays the next activation's playouts on a planner: up to
// the first hero action after a villain initiative card was drawn since
// the playout began (the villains' next activation played), where it
// reads the wounds the heroes took and their knock-downs since; from then
// on it ends every hero turn at once and makes every other choice the
// first listed, so that the engine plays the rest of the round alone.
type nextPlayer struct {
	*Planner
	cheap       adventures.Policy // when not nil, makes the decisions of the heroes but the moving one
	all         bool              // and the moving hero's too
	idle        bool              // the heroes but the moving one end their turns at once
	hero        int               // the moving hero
	round, left int               // the round of the last decision seen, and its villain cards still to be drawn then
	done        bool
	life        [adventures.MaxHeroes]int8 // each hero's Life when the playout began
	down        [adventures.MaxHeroes]bool // and whether it was knocked down
	wounds, kos int                        // taken by the heroes up to the cut
}

// start begins a playout of battle g.
func (p *nextPlayer) start(g adventures.View) {
	p.round, p.left, p.done = g.Round(), g.VillainCardsLeft(), false
	for h := 0; h < g.NumHeroes(); h++ {
		p.life[h] = g.Fig(h).Life
		p.down[h] = g.Fig(h).Down
	}
}

// read reads the wounds and knock-downs the heroes took since the
// playout began.
func (p *nextPlayer) read(g adventures.View) {
	p.wounds, p.kos = 0, 0
	for h := 0; h < g.NumHeroes(); h++ {
		f := g.Fig(h)
		if f.Down && !p.down[h] {
			p.kos++
		}
		if f.Life < p.life[h] {
			p.wounds += int(p.life[h] - f.Life)
		}
	}
}

// cut reports whether the playout is cut at a decision of kind k in g
// now, reading the heroes' wounds the first time: at a hero action after
// a villain card was drawn since the playout began (this round's cards
// left fell, or a round ended with villain cards still to be drawn, or
// the new round has drawn one: one card per villain type).
func (p *nextPlayer) cut(g adventures.View, k adventures.DecisionKind) bool {
	if p.done {
		return true
	}
	if k != adventures.DecideAction {
		return false
	}
	left := g.VillainCardsLeft()
	var drawn bool
	if r := g.Round(); r != p.round {
		drawn = p.left > 0 || left < len(g.Battle().Villains)
		p.round = r
	} else {
		drawn = left < p.left
	}
	p.left = left
	if !drawn {
		return false
	}
	p.done = true
	p.read(g)
	if nextCutTrace != nil {
		nextCutTrace(g)
	}
	return true
}

// Act names the planner's action, or ends the turn once the playout is
// cut.
func (p *nextPlayer) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if p.cut(g, d.Kind) {
		return adventures.Option{}, true
	}
	if p.idle && d.Hero != p.hero {
		return adventures.Option{}, true // the other heroes end their turns at once
	}
	if p.cheap != nil && (p.all || d.Hero != p.hero) {
		return adventures.Option{}, false // the cheap policy chooses from the engine's list
	}
	return p.Planner.Act(g, d)
}

// Choose makes the planner's choice, or the first listed once the
// playout is cut.
func (p *nextPlayer) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if p.cut(g, d.Kind) {
		return 0
	}
	if p.cheap != nil && (p.all || d.Hero != p.hero) {
		return p.cheap.Choose(g, d, opts)
	}
	return p.Planner.Choose(g, d, opts)
}

// Reset prepares the playouts' players for the battle of g.
func (p *nextPlayer) Reset(g adventures.View) {
	p.Planner.Reset(g)
	if p.cheap != nil {
		p.cheap.Reset(g)
	}
}
