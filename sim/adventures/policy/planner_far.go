package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// farGap returns the planner's far term of space c (planner:far=W), taken
// off the space's value (base): W of the goal's weight for each space by
// which c lies farther, on average, from the fight targets (farCells)
// than from the nearest of them, which alone the goal counts (goalDist).
//
// Where the heroes win by defeating the villain leaders (Adventures,
// "Winning the Game"), the goal of a hero with no objective is the
// nearest standing leader by the straight line (fightTargets), and spaces
// as near him are level however far they lie from the other leaders, who
// must be brought down too. On rooftop-showdown the planner's first move
// of a hero with 3 move points ends on a4, below Bebop's roof, where b4,
// c4 and d4 are worth exactly as much (the first of the level spaces
// wins); lookahead's playouts take c4 or b4, nearer Rocksteady. Of the
// first 80 battles of seed 1 that lookahead wins and the planner loses,
// 65 part first at a hero's end space, and there lookahead's space lies
// nearer the leaders on average, by this measure, in 40, farther in 17
// (docs/strength.md, "Where lookahead wins rooftop-showdown, flip by
// flip"). Paired against the planner (2,000 battles), far 0.25 won 3.70,
// 3.65, 4.40 and 3.20 more points of rooftop-showdown on seeds 1 to 4
// (p = 0.009, 0.012, 0.002, 0.024); 0.5 +3.55 and +2.80, 1 −4.30 (seed
// 1). It plays only where a win is to defeat the leaders (leaderWin):
// counted over every villain in intro-brawl and allies-alley it moved
// them by −2.10 to +2.60 points, never significantly down, and never
// significantly up on intro-brawl.
func (t *Tactician) farGap(c grid.Cell) float64 {
	s, near := 0, 1<<20
	for _, x := range t.farCells[:t.farN] {
		d := grid.Chebyshev(c, x)
		s += d
		near = min(near, d)
	}
	return t.farW * t.goalW * (float64(s)/float64(t.farN) - float64(near))
}

// leaderWin reports whether the heroes of battle b may win by defeating
// the villain leaders (or knocking one out turns in a row, Competitive
// Mode): the battles whose fight targets are the leaders (fightTargets),
// where far plays.
func leaderWin(b *adventures.Battle) bool {
	for i := range b.Win {
		if k := b.Win[i].Kind; k == adventures.DefeatLeaders || k == adventures.LeaderKOInARow {
			return true
		}
	}
	return false
}
