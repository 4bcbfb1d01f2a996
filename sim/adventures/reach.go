package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds where a hero can move: the move search with the spaces
// figures block or slow, and the break-away costs of the enemies, kept
// while they stand still.

// figureCells returns the cells of every figure on the map, standing or
// knocked down: the spaces a terrain move may not end on.
func (g *Game) figureCells() grid.Set {
	s := g.occ
	for i := range s {
		s[i] |= g.down[i]
	}
	return s
}

// slowFigures returns the spaces of knocked-down giant figures, which are
// slow terrain while they lie there, filled into g.slow, or nil when there
// are none (Adventures, "Giant").
func (g *Game) slowFigures() *grid.Set {
	if !g.hasGiants {
		return nil
	}
	g.slow = grid.Set{}
	any := false
	for t := range g.B.Villains {
		if !g.B.Villains[t].Giant {
			continue
		}
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			if f := &g.Figs[id]; f.Where == onMap && f.Down {
				g.slow.Add(f.Cell)
				any = true
			}
		}
	}
	if !any {
		return nil
	}
	return &g.slow
}

// heroReach fills g.reach with where hero h can move with mp points.
func (g *Game) heroReach(h, mp int) { g.heroReachInto(h, mp, &g.reach) }

// heroReachInto fills r with where hero h can move with mp points and
// returns the break-away costs the search used: those of the villains
// standing now.
func (g *Game) heroReachInto(h, mp int, r *grid.Reach) *[grid.MaxCells]uint8 {
	return g.heroReachStop(h, mp, r, nil)
}

// heroReachStop is heroReachInto with the search stopped at the least
// cost of a space of stopAt the move may end on (grid.MoveQuery.StopAt).
func (g *Game) heroReachStop(h, mp int, r *grid.Reach, stopAt *grid.Set) *[grid.MaxCells]uint8 {
	return g.heroReachToward(h, mp, r, stopAt, nil)
}

// heroReachToward is heroReachStop looking only for the way to space
// toward, when not nil (grid.MoveQuery.Toward).
func (g *Game) heroReachToward(h, mp int, r *grid.Reach, stopAt *grid.Set, toward *grid.Cell) *[grid.MaxCells]uint8 {
	f := &g.Figs[h]
	enemies, giants := g.villainCells()
	brk := g.breakAway(&g.heroBrk, &enemies, &giants)
	occ := g.occ
	occ.Remove(f.Cell)
	q := grid.MoveQuery{From: f.Cell, MP: mp, Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
		BreakAwayAt: &g.heroBrk.at, StopAt: stopAt, Toward: toward, Carrying: g.carryingCharacter(h)}
	g.ctr.Reach++
	g.B.Map.Reach(&g.Map, &q, r)
	return brk
}

// villainCells returns the cells holding standing villain figures, and
// those of them holding giants. Without giants they are the standing
// figures' cells but the standing heroes', since a hero shares its space
// with no standing figure (checkInvariants); with giants one pass over the
// villain figures finds both.
func (g *Game) villainCells() (s, giants grid.Set) {
	if !g.hasGiants {
		s = g.occ
		for h := 0; h < g.nh; h++ {
			if f := &g.Figs[h]; f.Standing() {
				s.Remove(f.Cell)
			}
		}
		return s, giants
	}
	for id := g.nh; id < g.nf; id++ {
		f := &g.Figs[id]
		if !f.Standing() {
			continue
		}
		s.Add(f.Cell)
		if g.B.Villains[f.Type].Giant {
			giants.Add(f.Cell)
		}
	}
	return s, giants
}

// A breakAwayCache holds the break-away costs of one side's standing
// enemies with the spaces they were computed for. The costs depend on
// nothing else, and the enemies of a side mostly stand still while the
// other side acts (the heroes during a villain activation, the villains
// during a hero's turn), so most searches reuse them.
type breakAwayCache struct {
	enemies, giants grid.Set
	valid           bool
	cost            [grid.MaxCells]uint8
	at              grid.Set // the spaces with a cost (grid.MoveQuery.BreakAwayAt)
}

// breakAway returns the cost of breaking away from the enemies standing on
// the spaces of enemies (those on giants being giants) when leaving each
// space: 1 per enemy space next to it, tiny figures counting per space, 2
// per giant (Adventures, "Breaking Away from Enemies", "Giant", "Tiny").
// It returns c's costs, computed again only when the spaces differ from
// those c's costs were computed for.
func (g *Game) breakAway(c *breakAwayCache, enemies, giants *grid.Set) *[grid.MaxCells]uint8 {
	if c.valid && c.enemies == *enemies && c.giants == *giants {
		return &c.cost
	}
	c.enemies, c.giants, c.valid = *enemies, *giants, true
	var w *[grid.MaxCells]uint8 // nil: every enemy space weighs 1
	if *giants != (grid.Set{}) {
		w = &g.wgt
		for i := range enemies {
			for b := enemies[i]; b != 0; b &= b - 1 {
				e := grid.Cell(i<<6 | bits.TrailingZeros64(b))
				w[e] = 1
				if giants.Has(e) {
					w[e] = 2
				}
			}
		}
	}
	g.B.Map.BreakAwayCostsAt(enemies, w, &c.cost, &c.at)
	return &c.cost
}

func (g *Game) carryingCharacter(id int) bool {
	c := g.Figs[id].Carry
	return c >= 0 && g.B.Carriables[c].Character
}
