package adventures

import (
	"fmt"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// checkInvariants verifies the battle state and keeps the first violation
// in g.err: no two standing figures share a space (except tiny figures of
// one type, at most three), no figure stands in blocking terrain, Life lies
// within [0, Life attribute], Focus within [0, starting Focus], every figure
// is exactly one of on the map, in the pool or removed, and the occupancy
// sets agree with the figures.
func (g *Game) checkInvariants() {
	if g.err != nil {
		return
	}
	var seen [grid.MaxCells]uint8
	var occ, down grid.Set
	for id := 0; id < g.nf; id++ {
		f := &g.Figs[id]
		name := g.figName(id)
		if f.Where > removed {
			g.err = fmt.Errorf("round %d: %s has no place", g.Round, name)
			return
		}
		if life := int(f.Life); life < 0 || life > g.maxLife(id) {
			g.err = fmt.Errorf("round %d: %s has Life %d outside [0, %d]", g.Round, name, life, g.maxLife(id))
			return
		}
		if f.Where != onMap {
			continue
		}
		if int(f.Cell) < 0 || !g.B.Map.On.Has(f.Cell) {
			g.err = fmt.Errorf("round %d: %s is off the map", g.Round, name)
			return
		}
		if g.B.Map.Blocking(&g.Map, f.Cell) {
			g.err = fmt.Errorf("round %d: %s stands in blocking terrain at %s", g.Round, name, f.Cell.Label())
			return
		}
		if f.Down {
			down.Add(f.Cell)
			continue
		}
		occ.Add(f.Cell)
		seen[f.Cell]++
		limit := uint8(1)
		if !f.Hero && g.B.Villains[f.Type].Tiny {
			limit = 3
		}
		if seen[f.Cell] > limit {
			g.err = fmt.Errorf("round %d: two standing figures share %s (%s)", g.Round, f.Cell.Label(), name)
			return
		}
	}
	if occ != g.occ {
		g.err = fmt.Errorf("round %d: occupancy set out of step with the figures", g.Round)
		return
	}
	g.checkTinySpaces()
	for h := 0; h < g.nh; h++ {
		if fo := g.heroes[h].focus; fo < 0 || fo > g.B.Heroes[h].Focus {
			g.err = fmt.Errorf("round %d: %s has Focus %d outside [0, %d]", g.Round, g.B.Heroes[h].Name, fo, g.B.Heroes[h].Focus)
			return
		}
	}
}
