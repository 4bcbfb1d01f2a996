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
	return t.secondMoveWith(g, h, p, pl, floor, t.spaces.holds(t, g, h, p))
}

// secondMoveWith is secondMoveFast, asking the spaces of the last plan
// with their bounds (planSpaces) when spaces is true and the plan's search
// holds the spaces the move may end on; spaces must be true only while
// the planSpaces hold.
func (t *Tactician) secondMoveWith(g adventures.View, h int, p *pool, pl *turnPlan, floor float64, spaces bool) (grid.Cell, bool) {
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
	if own && spaces {
		// The plan's spaces, in the same order, each passed over when the
		// bound the plan read for it cannot beat the best met: that bound
		// is at least the one below (planSpaces), so the loop below passes
		// it over too, and the move found is the same.
		sp := &t.spaces
		for i, c := range sp.cell[:sp.n] {
			if strikeFirst {
				if sp.bv[i]-baseCur-0.05 <= bestV+1e-9 {
					continue
				}
			} else if sp.bv[i]-baseCur-followCur-0.05 <= bestV+1e-9 {
				continue
			}
			if c == pl.target || int(t.reach.Cost[c]) > mp {
				continue
			}
			best, bestV = t.secondMoveTo(g, h, c, p, strikeFirst, melee, baseCur, followCur, best, bestV)
		}
		return best, best != grid.NoCell
	}
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

// secondMoveTo weighs the move of hero h to c into secondMoveWith's best
// move best of value bestV, and returns the best, as the loop over the
// spaces of its search does: c's bound first (moveGain with harm false;
// baseOrBound, written out), then its value when the bound may beat bestV.
func (t *Tactician) secondMoveTo(g adventures.View, h int, c grid.Cell, p *pool, strikeFirst, melee bool, baseCur, followCur float64, best grid.Cell, bestV float64) (grid.Cell, float64) {
	bb := t.boundV[c]
	switch {
	case t.bStamp[c] == t.bGen:
		bb = t.baseV[c]
	case t.uStamp[c] != t.bGen:
		bb = t.boundNew(g, h, c)
	}
	if strikeFirst {
		if bb-baseCur-0.05 <= bestV+1e-9 {
			return best, bestV // its bound cannot beat the best: neither can it
		}
		if v := t.base(g, h, c) - baseCur - 0.05; v > bestV+1e-9 {
			return c, v
		}
		return best, bestV
	}
	fc := 0.0
	if melee && t.nextTo.Has(c) {
		fc = t.follow(g, h, c, p, false)
	}
	if bb+fc-baseCur-followCur-0.05 <= bestV+1e-9 {
		return best, bestV
	}
	if v := t.base(g, h, c) + fc - baseCur - followCur - 0.05; v > bestV+1e-9 {
		return c, v
	}
	return best, bestV
}

// planSpaces are the spaces the last plan searched (plan with prune): every
// space its hero could end its move on but its own, in the order of the
// search, with the bound of its value the plan read (planBound, plus the
// melee strike after the move when there is one: strikeAfter), and what
// those were read for (key). secondMoveFast asks the same spaces with the
// same bounds: while the key holds, the bound of a space's base it reads
// is the plan's, or its base, which is at most that bound (baseOrBound),
// and its strike after the move is the plan's (follow, kept for the
// decision), so each space's bound there is at most the plan's.
type planSpaces struct {
	key  planSpacesKey
	n    int
	cell [grid.MaxCells]grid.Cell
	bv   [grid.MaxCells]float64
}

// A planSpacesKey is what the bounds of planSpaces were read for: hero h
// on from, the plan's search (reach, the key of heroReach's, in the
// battle of view), the decision (dec: follow's values), the values of
// base and its bounds (bGen), the threat table (stamp: the spaces next to
// a villain), and whether h had melee icons (a strike after the move).
type planSpacesKey struct {
	valid            bool
	h                int
	from             grid.Cell
	reach            uint64
	view             adventures.View
	dec, bGen, stamp uint32
	melee            bool
}

// keyOf returns the key of hero h's spaces now, with pool p, for t's
// plan's search.
func (s *planSpaces) keyOf(t *Tactician, g adventures.View, h int, p *pool) planSpacesKey {
	return planSpacesKey{valid: t.reachKey.valid, h: h, from: g.Fig(h).Cell, reach: t.reachKey.k, view: t.reachView,
		dec: t.dec, bGen: t.bGen, stamp: t.stamp, melee: p.melee > 0}
}

// start begins the spaces of hero h's plan with pool p, after its search
// (heroReach).
func (s *planSpaces) start(t *Tactician, g adventures.View, h int, p *pool) {
	s.key, s.n = s.keyOf(t, g, h, p), 0
}

// add adds space c, of bound bv.
func (s *planSpaces) add(c grid.Cell, bv float64) {
	s.cell[s.n], s.bv[s.n] = c, bv
	s.n++
}

// holds reports whether the spaces hold hero h's spaces now, with pool p.
func (s *planSpaces) holds(t *Tactician, g adventures.View, h int, p *pool) bool {
	return s.key.valid && s.key == s.keyOf(t, g, h, p)
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
