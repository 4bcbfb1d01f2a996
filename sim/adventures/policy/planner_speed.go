package policy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// secondMoveFast is secondMove with moveGain written out: the value of
// staying (base and follow of the hero's space) is read once, not at every
// space, and the strike after the move is asked only of the spaces next to
// a villain, the only ones where it is not 0 (followNew). The spaces are
// those of the plan's search when it holds them, without the engine's
// search (moveEnds). Each gain is the same sum in the same order as
// moveGain's, and the spaces are the same in the same order, so the move
// found is the same.
func (t *Tactician) secondMoveFast(g adventures.View, h int, p *pool, pl *turnPlan, floor float64) (grid.Cell, bool) {
	if g.MovePoints() <= 0 {
		return grid.NoCell, false
	}
	cur := g.Fig(h).Cell
	baseCur, followCur := t.base(g, h, cur), 0.0
	strikeFirst := pl.strikeFirst
	melee := !strikeFirst && p.melee > 0
	if !strikeFirst {
		followCur = t.follow(g, h, cur, p, false)
	}
	best, bestV := grid.NoCell, floor
	end, mp, own := t.moveEnds(g, h)
	for i, w := range end {
		for w != 0 {
			c := grid.Cell(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
			if c == cur || c == pl.target || own && int(t.reach.Cost[c]) > mp {
				continue
			}
			// The bound (moveGain with harm false; baseOrBound, written out).
			bb := t.boundV[c]
			switch {
			case t.bStamp[c] == t.bGen:
				bb = t.baseV[c]
			case t.uStamp[c] != t.bGen:
				bb = t.boundNew(g, h, c)
			}
			if strikeFirst {
				if bb-baseCur-0.05 <= bestV+1e-9 {
					continue // its bound cannot beat the best: neither can it
				}
				if v := t.base(g, h, c) - baseCur - 0.05; v > bestV+1e-9 {
					best, bestV = c, v
				}
				continue
			}
			fc := 0.0
			if melee && t.nextTo.Has(c) {
				fc = t.follow(g, h, c, p, false)
			}
			if bb+fc-baseCur-followCur-0.05 <= bestV+1e-9 {
				continue
			}
			if v := t.base(g, h, c) + fc - baseCur - followCur - 0.05; v > bestV+1e-9 {
				best, bestV = c, v
			}
		}
	}
	return best, best != grid.NoCell
}

// moveEnds returns the spaces hero h's move may end on now, as the
// engine's search (View.MoveReach) finds them: when own is true, those of
// the plan's search (heroReach) whose cost is at most mp, the move points
// left; else the engine's. The plan's search holds them when it was made
// for h's position with at least mp move points: the search settles the
// spaces by cost, layer by layer, so a search with more move points finds
// the same cost for every space the smaller one reaches, and ends on the
// same of them (grid.Map.Reach); the hero's own space, in both, is passed
// over by the callers.
func (t *Tactician) moveEnds(g adventures.View, h int) (end *grid.Set, mp int, own bool) {
	mp = g.MovePoints()
	if t.ownReach(g, h, mp) {
		return &t.reach.End, mp, true
	}
	return &g.MoveReach(h).End, mp, false
}

// ownReach reports whether the plan's search holds the spaces hero h's
// move with mp move points may end on (moveEnds).
func (t *Tactician) ownReach(g adventures.View, h, mp int) bool {
	return t.reachKey.valid && t.reachView == g && t.reach.MP >= mp && t.reach.From == g.Fig(h).Cell && t.reachPos == reachPosKey(g, h)
}

// canMoveTo reports whether hero h can move to c now, as View.CanMoveTo
// does: from the plan's search when it holds the spaces the move may end
// on (moveEnds), without the engine's whole search. The engine checks a
// move named there with a search stopped at c.
func (t *Tactician) canMoveTo(g adventures.View, h int, c grid.Cell) bool {
	mp := g.MovePoints()
	if mp <= 0 || c == g.Fig(h).Cell || !t.ownReach(g, h, mp) {
		return g.CanMoveTo(h, c)
	}
	return t.reach.End.Has(c) && int(t.reach.Cost[c]) <= mp
}

// strikeValueOf is strikeValue for strike s at its target, read from this
// decision's values when s has no penalty, no stun and no free reroll and
// its dice are within the odds tables: the value then depends on the target
// and the dice alone (the target's Life and defence and the hero's Focus
// do not change within a decision), and follow asks it of the same villain
// from every space next to it.
func (t *Tactician) strikeValueOf(g adventures.View, h int, s *adventures.Strike) float64 {
	id, n := s.Target, s.Dice
	if s.Penalty != 0 || s.Stun || s.FreeReroll || id < 0 || id >= adventures.MaxFigs || n < 0 || n > maxDice {
		return t.strikeValue(g, h, s, id)
	}
	if t.svDec[id][n] == t.dec {
		return t.svV[id][n]
	}
	v := t.strikeValue(g, h, s, id)
	t.svV[id][n], t.svDec[id][n] = v, t.dec
	return v
}

// secondSlack is how much more than the melee strike the plan's strike
// from where the hero stands may be worth before a move elsewhere than the
// plan's space may beat the move to it (secondMayBeat): the margin of
// secondMoveFast's 0.05 over the plan's minGain, less more than the
// rounding of either sum.
const secondSlack = 0.05 - minGain - 1e-6

// secondMayBeat reports whether a move of hero h with pool p elsewhere
// than plan pl's space may beat the move to that space (worth pl.gainMove),
// so that secondMoveFast has one to find. When the plan's search holds the
// spaces the move may end on (ownReach), the plan has weighed each of them
// (or a bound of it) for ending the turn there, with at least its melee
// strike after the move (a ranged plan adds ranged ones), and kept the best
// unless it beat the best by no more than minGain: so a move elsewhere is
// worth at most pl.gainMove + minGain − 0.05 when the hero strikes first
// (the plan's B, weighed without strikes after the move), and that plus
// what the plan's strike from here (pl.followCur, ranged ones too) is
// worth over secondMoveFast's (melee alone) when it moves first. With the
// villains' next activation played out (next), which may move the plan's
// space, it may always beat it.
func (p *Planner) secondMayBeat(g adventures.View, h int, pool *pool, pl *turnPlan) bool {
	t := &p.Tactician
	if p.secondAlways || p.next.k > 0 || !t.ownReach(g, h, g.MovePoints()) {
		return true
	}
	if pl.strikeFirst {
		return false
	}
	return pl.followCur-t.follow(g, h, g.Fig(h).Cell, pool, false) > secondSlack
}
