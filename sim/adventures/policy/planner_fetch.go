package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// fetchGoal makes the fetcher's goal field (planner:fetch=W) count a space
// next to the character (or item) to carry as reached: a figure on its
// space or next to it may pick it up, a character by spending all its
// remaining move points and move actions, one at least (Adventures,
// "Carrying Characters", "Carrying Items"). The field's move points to the
// character's space less one, never below 0. Paired against the planner
// (2,000 battles), fetch 0.02 won 3.10, 1.70, 2.80 and 3.25 more points
// of rescue-april on seeds 1 to 4 (p = 4.1e-04, 0.041, 6.2e-04, 1.1e-04),
// and no other example changed; 0.05 +2.55, 0.15 −1.95, 0.5 −2.25 (seed
// 1) (docs/strength.md, "Rescue-april, flip by flip").
func (t *Tactician) fetchGoal() {
	for c, d := range &t.goal {
		if d != grid.Unreachable && d > 0 {
			t.goal[c] = d - 1
		}
	}
}

// fetchGap returns what a space c from which the fetcher picks the
// character up is worth less for its straight distance to the nearest
// space of the carry zone: W of the goal's weight a space. On
// rescue-april the planner's fetcher ended its move on April's space, m3,
// where lookahead's ends on l2, next to her and a space nearer the exits
// (9 of 54 flips lookahead wins, seed 1).
func (t *Tactician) fetchGap(g adventures.View, c grid.Cell) float64 {
	best := 1 << 20
	forEach(&t.br.carryZone, func(z grid.Cell) {
		best = min(best, grid.Chebyshev(c, z))
	})
	return t.fetchW * t.goalW * float64(best)
}
