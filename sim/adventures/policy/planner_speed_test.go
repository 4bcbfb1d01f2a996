package policy

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
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

// secondBeatCheck plays as the planner and, before every action with move
// points left whose plan moves elsewhere than where the hero stands, counts
// the second moves secondMoveFast finds beating the plan's move where
// secondMayBeat says none may.
type secondBeatCheck struct {
	*Planner
	asked, skipped, beat int
}

func (c *secondBeatCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 && g.MovePoints() > 0 {
		t := &c.Tactician
		t.prepare(g, h)
		t.newDecision(g, h)
		pool := poolOf(g, h)
		pl := t.plan(g, h, &pool, true)
		if pl.target != g.Fig(h).Cell {
			c.asked++
			if !c.secondMayBeat(g, h, &pool, &pl) {
				c.skipped++
				if _, ok := t.secondMoveFast(g, h, &pool, &pl, pl.gainMove); ok {
					c.beat++
				}
			}
		}
	}
	return c.Planner.Act(g, d)
}

// TestSecondMayBeat checks that where secondMayBeat says no move elsewhere
// than the plan's space may beat the move to it, secondMoveFast finds none,
// and that the planner plays every example as it does weighing the second
// move at every action (secondAlways).
func TestSecondMayBeat(t *testing.T) {
	newPlanner := func() *Planner {
		p, err := New(Default)
		if err != nil {
			t.Fatal(err)
		}
		return p.(*Planner)
	}
	asked, skipped := 0, 0
	var c *secondBeatCheck
	playExamples(t, 20, 4, func() adventures.Policy {
		c = &secondBeatCheck{Planner: newPlanner()}
		return c
	}, func(name string) {
		if c.beat != 0 {
			t.Errorf("%s: %d of %d second moves said not to beat the plan's beat it", name, c.beat, c.skipped)
		}
		asked += c.asked
		skipped += c.skipped
	})
	t.Logf("secondMayBeat said no to %d of %d plans", skipped, asked)
	if skipped == 0 || skipped == asked {
		t.Errorf("secondMayBeat said no to %d of %d plans; want some and not all", skipped, asked)
	}
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		ref := newPlanner()
		ref.secondAlways = true
		a, b := adventures.NewGame(ld.Battle, newPlanner()), adventures.NewGame(ld.Battle, ref)
		schema := ld.Battle.Schema()
		var ra, rb sim.Record
		var ba, bb []byte
		for i := 0; i < n; i++ {
			a.Play(1, uint64(i), &ra)
			b.Play(1, uint64(i), &rb)
			ba, bb = sim.AppendRecord(ba[:0], &schema, &ra), sim.AppendRecord(bb[:0], &schema, &rb)
			if !bytes.Equal(ba, bb) {
				t.Fatalf("%s: battle %d plays otherwise without secondMayBeat", name, i)
			}
		}
	}
}
