package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// secondMoveCheck plays as the planner and, before every action with move
// points left, asks secondMove and secondMoveFast for the second move of
// the hero's plan, with no floor and with the plan's gain as the floor,
// and counts the answers that differ.
type secondMoveCheck struct {
	*Planner
	asked, differ int
}

func (c *secondMoveCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 && g.MovePoints() > 0 {
		t := &c.Tactician
		t.prepare(g, h)
		t.newDecision(g, h)
		pool := poolOf(g, h)
		pl := t.plan(g, h, &pool, true)
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
// finds, in battles of every example.
func TestSecondMoveFastIsSecondMove(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	asked := 0
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		c := &secondMoveCheck{Planner: NewPlanner(0.9, 1)}
		g := adventures.NewGame(ld.Battle, c)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
		if c.differ != 0 {
			t.Errorf("%s: %d of %d second moves differ", name, c.differ, c.asked)
		}
		asked += c.asked
	}
	if asked == 0 {
		t.Error("no second move asked")
	}
}
