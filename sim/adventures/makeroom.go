package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// makeRoom applies the rule that an AI figure in strike range moves on to
// let other figures in: "A figure within (Optimal) strike range will
// typically end its move action, unless doing so will prevent other
// activated figures from entering (Optimal) strike range. In this case,
// the figure will continue moving (while remaining in strike range) to
// allow other activated figures to enter strike range" (Adventures, "AI
// Movement"; each figure completes its whole activation before the next,
// "Minion Activation"). Villain figure id moves toward hero h and would
// end on best, in (optimal) strike range of h; stopAt and brk are its
// move's search (villainReach). It returns the space the figure ends on,
// and leaves g.reach and the break-away costs those of that move.
//
// The readings (docs/RULES.md, "Moving toward a target"): the other
// activated figures are those of the same activation not activated yet
// (g.order[g.actNext:g.actN]), standing, not tiny, with an action left
// after their stun tokens, with a target and not in (optimal) strike
// range of it already; their target is the one
// aiTarget would pick, every hero the players could still choose among
// counting. The figure prevents such a figure from entering when, with
// the figure on best, the other can reach no space in (optimal) strike
// range of its target, and it could with the figure on another space in
// (optimal) strike range of h that the figure can reach. Each other
// figure is tested alone, the rest standing where they stand. The figure
// moves to the space that lets the most of them in, among equals the
// cheapest, then the first in cell order; if none lets any in, it ends
// on best. Giant and tiny figures do not move on (a giant's place changes
// what others see; tiny figures all move before any strikes).
func (g *Game) makeRoom(id, h int, best grid.Cell, stopAt *grid.Set, brk *[grid.MaxCells]uint8) (grid.Cell, *[grid.MaxCells]uint8) {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	if v.Giant || v.Tiny {
		return best, brk
	}
	// The figures that still have to enter strike range, and their
	// targets.
	var later [MaxFigures]int
	var tgts [MaxFigures]uint8
	n := 0
	actions := g.Actions(int(f.Type))
	for _, k := range g.order[g.actNext:g.actN] {
		fk := &g.Figs[k]
		if !fk.Standing() || g.B.Villains[fk.Type].Tiny || int(fk.Stun) >= actions {
			continue
		}
		if grid.Chebyshev(fk.Cell, best) > g.aiMP(k) {
			// The figure on best is out of the other's way: the other
			// cannot step there, so no other space lets it in either.
			continue
		}
		m := g.quietTargets(k)
		if m == 0 || g.inRangeOf(k, m) || !g.mayReach(k, m) {
			continue
		}
		later[n], tgts[n] = k, m
		n++
	}
	if n == 0 {
		return best, brk
	}
	from := f.Cell
	if g.roomReach == nil {
		g.roomReach = new(grid.Reach)
	}
	// The others' searches leave the figure's own in g.reach, and its
	// break-away costs unless one of them carries an item (villainReach).
	keep := true
	for i := 0; i < n; i++ {
		keep = keep && g.Figs[later[i]].Carry < 0
	}
	// Those the figure blocks on best, and that some space could free.
	g.standAt(id, best)
	blocked := 0
	for i := 0; i < n; i++ {
		if !g.canEnter(later[i], tgts[i]) {
			later[blocked], tgts[blocked] = later[i], tgts[i]
			blocked++
		}
	}
	n = blocked
	if n > 0 {
		g.occ.Remove(best) // the figure off the map: the most room it can make
		blocked = 0
		for i := 0; i < n; i++ {
			if g.canEnter(later[i], tgts[i]) {
				later[blocked], tgts[blocked] = later[i], tgts[i]
				blocked++
			}
		}
		n = blocked
		g.occ.Add(best)
	}
	g.standAt(id, from)
	if n == 0 {
		if keep {
			return best, brk
		}
		return best, g.villainReach(id, stopAt)
	}
	// The other spaces in (optimal) strike range of h the figure can end
	// on.
	g.villainReachInto(id, nil, g.roomReach)
	alts := g.roomReach.End
	alts.Remove(best)
	alts.Remove(from)
	cost := g.roomReach.Cost
	m := &g.B.Map
	tc := g.Figs[h].Cell
	var gs grid.Set
	giants := g.giants(&gs)
	choice, most, cheapest := best, 0, 0
	for i, w := range alts {
		for ; w != 0; w &= w - 1 {
			c := grid.Cell(i<<6 | bits.TrailingZeros64(w))
			adj := m.Adjacent(c, tc)
			if v.Attack == Ranged {
				if adj || g.RangePenalty(c, tc) != 0 || !(g.countLOS() && m.LOS(&g.Map, c, tc, giants)) {
					continue
				}
			} else if !adj {
				continue
			}
			g.standAt(id, c)
			k := 0
			for j := 0; j < n; j++ {
				if g.canEnter(later[j], tgts[j]) {
					k++
				}
			}
			if k > most || k == most && k > 0 && int(cost[c]) < cheapest {
				choice, most, cheapest = c, k, int(cost[c])
			}
		}
	}
	g.standAt(id, from)
	if choice == best {
		if keep {
			return best, brk
		}
		return best, g.villainReach(id, stopAt)
	}
	if g.log != nil {
		g.logf("make room: %s does not stop on %s: %d more of its activation can enter strike range", g.figName(id), best.Label(), most)
	}
	return choice, g.villainReach(id, nil)
}

// standAt puts villain figure id on space c for makeRoom's look-ahead,
// keeping the rest of its state.
func (g *Game) standAt(id int, c grid.Cell) {
	f := &g.Figs[id]
	g.unplace(f)
	f.Cell = c
	g.place(f)
}

// quietTargets returns, as bits of heroes, the targets aiTarget could pick
// for villain figure id from where it stands: all those the players would
// choose among rather than one. It asks no player.
func (g *Game) quietTargets(id int) uint8 {
	var cand [MaxHeroes]int
	n, inRange := g.targetCandidates(id, &cand)
	if n == 0 {
		return 0
	}
	return g.quietPick(id, cand[:n], !inRange)
}

// quietPick is pickTarget without the players' choice: the heroes of cand
// left after the secondary targeting priority (and, for ranged
// comparisons, distance), as bits.
func (g *Game) quietPick(id int, cand []int, sameDistance bool) uint8 {
	f := &g.Figs[id]
	pr := g.B.Villains[f.Type].Priority
	var mask uint8
	bestV, bestD := 0, 0
	for i, h := range cand {
		val := g.priorityValue(h, pr)
		d := 0
		if !sameDistance {
			d = grid.Chebyshev(f.Cell, g.Figs[h].Cell)
		}
		if i == 0 || val > bestV || val == bestV && d < bestD {
			bestV, bestD, mask = val, d, 0
		}
		if val == bestV && d == bestD {
			mask |= 1 << h
		}
	}
	return mask
}

// inRangeOf reports whether villain figure id stands in strike range of a
// hero of mask, optimal strike range for a ranged figure.
func (g *Game) inRangeOf(id int, mask uint8) bool {
	ranged := g.B.Villains[g.Figs[id].Type].Attack == Ranged
	for ; mask != 0; mask &= mask - 1 {
		h := bits.TrailingZeros8(mask)
		if g.inStrikeRange(id, h) && (!ranged || g.optimalRange(id, h)) {
			return true
		}
	}
	return false
}

// mayReach reports whether villain figure id might end a move action in
// (optimal) strike range of a hero of mask: whether its move points cover
// the spaces between, each step costing at least 1. A cheap bound before
// canEnter's search.
func (g *Game) mayReach(id int, mask uint8) bool {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	mp := g.aiMP(id)
	r := 1
	if v.Attack == Ranged {
		r = 2 // a ranged distance of 2 is at most 2 spaces away
	}
	for ; mask != 0; mask &= mask - 1 {
		if grid.Chebyshev(f.Cell, g.Figs[bits.TrailingZeros8(mask)].Cell)-r <= mp {
			return true
		}
	}
	return false
}

// aiMP returns the move points of AI villain figure id's move
// action, as villainReach gives them.
func (g *Game) aiMP(id int) int {
	f := &g.Figs[id]
	return int(g.B.Villains[f.Type].Move) + g.bonus(id, EffectMove, f.Cell)
}

// canEnter reports whether villain figure id can end a move action in
// strike range of a hero of mask, optimal strike range for a ranged
// figure (Adventures, "Strike Range"). It fills g.roomReach.
func (g *Game) canEnter(id int, mask uint8) bool {
	m := &g.B.Map
	if g.B.Villains[g.Figs[id].Type].Attack != Ranged {
		var stop grid.Set
		for b := mask; b != 0; b &= b - 1 {
			a := m.AdjacentSet(g.Figs[bits.TrailingZeros8(b)].Cell)
			for i := range stop {
				stop[i] |= a[i]
			}
		}
		g.villainReachInto(id, &stop, g.roomReach)
		for i := range stop {
			if stop[i]&g.roomReach.End[i] != 0 {
				return true
			}
		}
		return false
	}
	g.villainReachInto(id, nil, g.roomReach)
	var gs grid.Set
	giants := g.giants(&gs)
	for i, w := range g.roomReach.End {
		for ; w != 0; w &= w - 1 {
			c := grid.Cell(i<<6 | bits.TrailingZeros64(w))
			for b := mask; b != 0; b &= b - 1 {
				tc := g.Figs[bits.TrailingZeros8(b)].Cell
				if !m.Adjacent(c, tc) && g.RangePenalty(c, tc) == 0 && g.countLOS() && m.LOS(&g.Map, c, tc, giants) {
					return true
				}
			}
		}
	}
	return false
}
