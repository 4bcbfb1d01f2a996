package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// awakenNeighbours counts what stands next to knocked-down figure id and
// changes its awakening roll: standing heroes, standing villain leaders
// and spaces of standing villain minions (tiny figures count by space,
// "Tiny Characters"). A figure on obscuring terrain is not counted:
// "Figures on a space of obscuring terrain ... do not affect adjacent
// figures that are awaking" (Adventures, Obscuring Terrain, p. 28). A
// hero's roll (AwakenDice) and a player-controlled villain leader's
// (villainAwakenDice) weigh the counts each from its side.
func (g *Game) awakenNeighbours(id int) (heroes, leaders, minionSpaces int) {
	at := g.Figs[id].Cell
	var minionCells grid.Set
	for o := 0; o < g.nf; o++ {
		of := &g.Figs[o]
		if o == id || !of.Standing() || !g.B.Map.Adjacent(at, of.Cell) || g.B.Map.Terrain[of.Cell]&grid.Obscuring != 0 {
			continue
		}
		switch {
		case of.Hero:
			heroes++
		case g.B.Villains[of.Type].Leader:
			leaders++
		case !minionCells.Has(of.Cell):
			minionCells.Add(of.Cell)
			minionSpaces++
		}
	}
	return heroes, leaders, minionSpaces
}
