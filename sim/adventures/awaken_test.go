package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// "Figures on a space of obscuring terrain ... do not affect adjacent
// figures that are awaking" (Adventures, Obscuring Terrain, p. 28): the
// awakening roll of a player-controlled villain leader (Awakening
// Player-Controlled Villain Leaders, p. 36: Defend, −2 per adjacent hero,
// +3 per adjacent leader, +1 per adjacent minion space) leaves them out,
// as a hero's does. Karai (Defend 3) is down at d4; c4 and e4 are
// obscuring.
func TestVillainAwakenDiceObscuring(t *testing.T) {
	for _, tt := range []struct {
		name         string
		hero, minion string // spaces of a hero and a Foot Ninja next to Karai, or ""
		leader       string // the other Karai's space
		want         int
	}{
		{"a hero on open ground", "d3", "", "h4", 1},
		{"a hero on obscuring terrain", "c4", "", "h4", 3},
		{"a minion on open ground", "", "c5", "h4", 4},
		{"a minion on obscuring terrain", "", "e4", "h4", 3},
		{"a leader on open ground", "", "", "e5", 6},
		{"a leader on obscuring terrain", "", "", "e4", 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Map = testMap(
				"S......S",
				"........",
				"..HHHH..",
				"..O.O...",
				"C.......",
				"S......S",
			)
			g := newTestGame(t, b, nil)
			g.setupCompetitive()
			for h := 0; h < g.nh; h++ { // heroes out of the way
				g.relocate(h, grid.At(h, 5))
			}
			for id := g.vStart[0]; id < g.vStart[1]; id++ {
				if g.Figs[id].Where == onMap {
					g.unplace(&g.Figs[id])
					g.Figs[id].Where, g.Figs[id].Cell = inPool, grid.NoCell
				}
			}
			k := g.vStart[1]
			g.relocate(k, cell(t, "d4"))
			g.woundVillain(k, 99, 0)
			g.relocate(k+1, cell(t, tt.leader))
			if tt.hero != "" {
				g.relocate(0, cell(t, tt.hero))
			}
			if tt.minion != "" {
				f := &g.Figs[g.vStart[0]]
				f.Where, f.Cell = onMap, cell(t, tt.minion)
				g.place(f)
			}
			if got := g.villainAwakenDice(k); got != tt.want {
				t.Errorf("got %d dice, want %d", got, tt.want)
			}
		})
	}
}
