package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// secondMoveCheck plays as the planner and, before every action with move
// points left, asks secondMove and secondMoveFast for the second move of
// the hero's plan, with no floor and with the plan's gain as the floor,
// and counts the answers that differ; where the plan's search holds the
// spaces the move may end on (moveEnds), it checks them against the
// engine's search too, and whether the hero can move to each space of the
// map (canMoveTo) against the engine's answer.
type secondMoveCheck struct {
	*Planner
	asked, differ int
	own           int // decisions where the plan's search held the moves
	moves         int // spaces asked whether the hero can move there (canMoveTo)
}

func (c *secondMoveCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 && g.MovePoints() > 0 {
		t := &c.Tactician
		t.prepare(g, h)
		t.newDecision(g, h)
		pool := poolOf(g, h)
		pl := t.plan(g, h, &pool, true)
		if end, mp, own := t.moveEnds(g, h); own {
			c.own++
			var got grid.Set
			forEach(end, func(x grid.Cell) {
				if int(t.reach.Cost[x]) <= mp {
					got.Add(x)
				}
			})
			got.Add(g.Fig(h).Cell)
			if got != g.MoveReach(h).End {
				c.differ++
			}
			forEachCell(g, func(x grid.Cell) {
				c.moves++
				if t.canMoveTo(g, h, x) != g.CanMoveTo(h, x) {
					c.differ++
				}
			})
		}
		for _, floor := range []float64{0, pl.gainMove} {
			for _, first := range []bool{false, true} {
				pl.strikeFirst = first
				c1, ok1 := t.secondMove(g, h, &pool, &pl, floor)
				c2, ok2 := t.secondMoveFast(g, h, &pool, &pl, floor)
				c.asked++
				if c1 != c2 || ok1 != ok2 {
					c.differ++
				}
			}
		}
	}
	return c.Planner.Act(g, d)
}

// TestSecondMoveFastIsSecondMove checks that the planner's second move,
// worked out with the value of staying read once, is the move secondMove
// finds, and that the spaces the plan's search says the hero can move to
// are the engine's, in battles of every example.
func TestSecondMoveFastIsSecondMove(t *testing.T) {
	asked, own, moves := 0, 0, 0
	var c *secondMoveCheck
	playExamples(t, 10, 3, func() adventures.Policy {
		c = &secondMoveCheck{Planner: NewPlanner(0.9, 1)}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d second moves differ", name, c.differ, c.asked)
		}
		asked += c.asked
		own += c.own
		moves += c.moves
	})
	if asked == 0 || own == 0 || moves == 0 {
		t.Errorf("got %d second moves asked, %d with the plan's search, %d spaces asked; want some of each", asked, own, moves)
	}
}
