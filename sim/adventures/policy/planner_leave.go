package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// leaveDice is the planner's leave term (planner:leave=W): where heroes
// win by leaving by the exits, what a move icon is worth to a hero one
// round's move icons from leaving, in the dice decisions of a round
// (iconValues: rerolls, Chi faces, the dice shared, going on the
// defensive). The tactician values a move icon by the move points it
// brings the hero nearer its goal less one, by the straight line: right
// for a goal of villains to strike, which a hero reaches next to them,
// wrong for an exit, which it reaches only by ending a move on it
// (Adventures, "Winning the Game"; docs/RULES.md, "Exits": a hero leaves when it
// ends a move on an exit space). So a hero next to the exits, or pushed
// onto one by a Thug Brawler (push 1: a hero pushed onto an exit space
// has not left), or behind a fence the straight line ignores, valued a
// move icon at 0.35 or 0.5 against a melee icon's 1, turned a rolled Chi
// to a melee face and rerolled no die for a move. On street-escape the
// planner's fourth hero was left alone on the street in all 35 battles
// lookahead won and the planner lost (seed 1); in 10 of them it started
// turns on an exit space (a1, b1), pushed there, in 9 behind the fence
// (b4), and in 15 it turned 1 to 4 Chi a battle to a face without a move
// (docs/strength.md, "Street-escape: the dice of a hero by the exits").
type leaveDice struct {
	w     float64              // the weight; 0: off (the tactician's)
	field [grid.MaxCells]uint8 // move points from each space to the nearest exit
	st    grid.State           // the state field was worked out for
	valid bool                 // field is that of st
}

// reset turns the term on for the battle br reads where a win is to leave by
// the exits, with weight w.
func (l *leaveDice) reset(br *brain, w float64) {
	l.valid = false
	l.w = 0
	if br.exitN > 0 {
		l.w = w
	}
}

// moveValue returns what one move icon is worth to hero h, whose role's
// targets are the exits, when it may leave with the move icons of one
// round (2 at most): W × the exit's value in base (its share of the win
// and the goal's weight for each move point it brings nearer) over the
// icons needed (need); else 0.
func (l *leaveDice) moveValue(g adventures.View, br *brain, h int) float64 {
	need := l.need(g, br, g.Fig(h).Cell)
	if need >= grid.Unreachable {
		return 0
	}
	mv := max(int(g.Battle().Heroes[h].Move), 1)
	icons := (need + mv - 1) / mv
	if icons > 2 {
		return 0
	}
	return l.w * (winValue/float64(br.exitN) + objectiveWeight*float64(need)) / float64(icons)
}

// need returns the move points a hero on c needs to leave by an exit: the
// walk to the nearest exit (the map's distance field: walls, fences,
// levels), 1 from an exit space (a step onto another; 1 + the nearest's
// distance where no exit is next to it), and 1 more for each standing
// villain next to c (Adventures, "Breaking Away from Enemies");
// grid.Unreachable or more where no exit is reached.
func (l *leaveDice) need(g adventures.View, br *brain, c grid.Cell) int {
	if st := g.State(); !l.valid || l.st != *st {
		br.fieldTo(g, st, &br.exits, &l.field)
		l.st, l.valid = *st, true
	}
	m := &g.Battle().Map
	need := int(l.field[c])
	if need == 0 {
		need = grid.Unreachable
		adj := m.AdjacentSet(c)
		forEach(&adj, func(n grid.Cell) {
			need = min(need, int(l.field[n])+1)
		})
	}
	if need >= grid.Unreachable {
		return need
	}
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := g.Fig(id); v.Standing() && m.Adjacent(c, v.Cell) {
			need++
		}
	}
	return need
}
