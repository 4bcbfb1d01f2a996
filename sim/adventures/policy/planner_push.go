package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// pushGap returns the planner's push term of space c for hero h
// (planner:push=W): W for each standing melee villain whose sheet pushes
// (a passive push: a hero its melee strike wounds moves straight away
// from it; docs/RULES.md) within its Move and one of c, when the space it
// would strike from (the one next to c nearest it, free; its own when it
// stands next to c) pushes the hero onto an exit space, which it has not
// left by (it leaves when it ends a move on one). It plays where the
// heroes win by leaving by the exits. On street-escape, in 7 of the 12
// battles where lookahead's hero struck Thug Gunner#1 from d1 and the
// planner's from c1 or c3 (seed 1), Thug Brawler#1 pushed the planner's
// hero from c1 onto b1 and then into the corner a1, where the brawlers
// that followed stood on the exits around it; on d1 the push leaves the
// map and the hero stays next to the brawler (docs/strength.md,
// "Street-escape: the dice of a hero by the exits"). A push across the
// fence, to a space farther from the exits, counted too, lost (−1.55
// points at 1, seed 1).
func (t *Tactician) pushGap(g adventures.View, h int, c grid.Cell) float64 {
	if !t.pushNear.Has(c) {
		return 0
	}
	b := g.Battle()
	m := &b.Map
	occ := g.Occupied()
	occ.Remove(g.Fig(h).Cell)
	down := g.DownSpaces()
	gap := 0.0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if !v.Standing() {
			continue
		}
		spec := &b.Villains[v.Type]
		if spec.Attack != adventures.Melee || spec.Ability.When != adventures.Passive || spec.Ability.Effect != adventures.EffectPush || spec.Ability.N <= 0 {
			continue
		}
		d := grid.Chebyshev(v.Cell, c)
		if d > int(spec.Move)+1 || d == 0 {
			continue
		}
		from := v.Cell
		if !m.Adjacent(c, from) {
			from = grid.NoCell
			best := 1 << 20
			adj := m.AdjacentSet(c)
			forEach(&adj, func(a grid.Cell) {
				if occ.Has(a) || down.Has(a) || m.Terrain[a]&grid.Blocking != 0 {
					return
				}
				if e := grid.Chebyshev(v.Cell, a); e < best {
					best, from = e, a
				}
			})
			if from == grid.NoCell {
				continue
			}
		}
		p, ok := adventures.PushStep(m, &occ, &down, c, from)
		if !ok {
			continue
		}
		if t.br.exits.Has(p) {
			gap += t.pushW
		}
	}
	return gap
}
