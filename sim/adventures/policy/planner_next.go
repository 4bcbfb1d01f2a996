package policy

import (
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Limits and judgement of the next activation's value (nextActivation).
const (
	maxNext     = 6   // end spaces played out
	nextSamples = 4   // playouts of each
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
// nextSamples times on a copy of the battle:
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
// nextMargin. In Cooperative Mode only. It plays on the scratch game of
// its View, made at Reset, and allocates nothing while it plays.
type nextActivation struct {
	k    int         // end spaces played out (0: off)
	pl   *nextPlayer // plays the playouts
	seed uint64
	n    uint64 // searches made in this battle

	cand [maxNext + 1]grid.Cell // and the hero's own space last, to end the turn on
	val  [maxNext + 1]float64   // the planner's value of each, danger and all
	free [maxNext + 1]float64   // the same without its danger
	cost [maxNext + 1]float64   // the wounds and knock-downs of its playouts, summed, weighed
}

// newNextActivation returns the next activation's value over k spaces,
// played out by roll (a planner of the same parameters, k 0).
func newNextActivation(k int, roll *Planner) nextActivation {
	return nextActivation{k: min(max(k, 0), maxNext), pl: &nextPlayer{Planner: roll}}
}

// reset prepares the value for the battle of g: the scratch game, and the
// seed of this battle's playouts.
func (a *nextActivation) reset(g adventures.View) {
	if a.k < 2 || g.Battle().Competitive != nil {
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
	if a.k < 2 || o.Kind != adventures.OptMoveTo || g.Battle().Competitive != nil {
		return
	}
	t := &p.Tactician
	n := a.candidates(g, h, t, o.Cell, pool, pl.strikeFirst)
	if cur := g.Fig(h).Cell; t.follow(g, h, cur, pool, true) == 0 {
		a.cand[n], a.val[n] = cur, t.base(g, h, cur)
		n++
	}
	if n < 2 {
		return
	}
	for i := 0; i < n; i++ {
		a.free[i] = a.val[i] + t.dangerAt(g, h, a.cand[i])
		a.cost[i] = 0
	}
	for r := 0; r < nextSamples; r++ {
		for i := 0; i < n; i++ {
			a.cost[i] += a.playout(g, h, a.cand[i], r, t)
		}
	}
	a.n++
	best := a.best(n)
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

// best returns the first n spaces' best by their values without danger
// less the mean cost of their playouts: the planner's (0) unless another
// beats it by more than nextMargin.
func (a *nextActivation) best(n int) int {
	best, bestV := 0, a.free[0]-a.cost[0]/nextSamples+nextMargin
	for i := 1; i < n; i++ {
		if v := a.free[i] - a.cost[i]/nextSamples; v > bestV {
			best, bestV = i, v
		}
	}
	return best
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
	s.Reseed(a.seed, a.n*nextSamples+uint64(r))
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
	round, left int // the round of the last decision seen, and its villain cards still to be drawn then
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
	return p.Planner.Act(g, d)
}

// Choose makes the planner's choice, or the first listed once the
// playout is cut.
func (p *nextPlayer) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if p.cut(g, d.Kind) {
		return 0
	}
	return p.Planner.Choose(g, d, opts)
}
