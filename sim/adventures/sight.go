package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// This file holds line of sight between figures: the terrain, the doors
// open and the objects gone (grid.Map.LOS), standing giant figures, and
// the object a crouching figure hides behind.

// A Sight holds what besides the terrain blocks line of sight at one
// moment of a battle: the spaces of the standing giant figures (Adventures,
// "Giant"). Game.Sight takes it and Game.Sees asks it; it is a value, good
// while no giant figure moves, falls or rises, which lets a policy that
// asks about many spaces take it once.
type Sight struct {
	giants grid.Set
	any    bool // a giant stands: giants is not empty
}

// Sight fills s with the standing giant figures now.
func (g *Game) Sight(s *Sight) { s.any = g.giants(&s.giants) != nil }

// Giants returns the spaces of the standing giant figures of s, or nil
// when none stands (the form grid's line-of-sight functions take).
func (s *Sight) Giants() *grid.Set {
	if !s.any {
		return nil
	}
	return &s.giants
}

// Sees reports whether a figure on a draws line of sight to a figure on b,
// the giants of s standing: a straight line not blocked by terrain, by the
// doors closed and objects left now, or by a giant figure (Adventures,
// "Line of Sight", "Giant"). It does not know who stands on b: a figure
// crouching behind an object may be hidden still (CanSee).
func (g *Game) Sees(s *Sight, a, b grid.Cell) bool { return g.View().Sees(s, a, b) }

// CanSee reports whether figure a can draw line of sight to figure b: a
// straight line not blocked by terrain or giant figures, and not through the
// object b crouches behind (Adventures, "Line of Sight", "Crouch").
func (g *Game) CanSee(a, b int) bool {
	fa, fb := &g.Figs[a], &g.Figs[b]
	giants := g.giants(&g.gbuf)
	g.ctr.LOS++
	if !fa.Hero && g.B.Villains[fa.Type].Machine {
		// Machines are not affected by obscuring terrain ("Machine").
		if !g.B.Map.LOSMachine(&g.Map, fa.Cell, fb.Cell, giants) {
			return false
		}
	} else if !g.B.Map.LOS(&g.Map, fa.Cell, fb.Cell, giants) {
		return false
	}
	if fb.Crouch != grid.NoCell && g.B.Map.CrouchBlocked(&g.Map, fa.Cell, fb.Cell, fb.Crouch) {
		return false
	}
	return true
}

// giants returns the cells of standing giant figures, filled into buf, or
// nil when no giant figure stands: line of sight is quicker with nil than
// with an empty set, and most battles have no giants.
func (g *Game) giants(buf *grid.Set) *grid.Set {
	if !g.hasGiants {
		return nil
	}
	*buf = grid.Set{}
	any := false
	for t := range g.B.Villains {
		if !g.B.Villains[t].Giant {
			continue
		}
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			if g.Figs[id].Standing() {
				buf.Add(g.Figs[id].Cell)
				any = true
			}
		}
	}
	if !any {
		return nil
	}
	return buf
}
