package policy

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// rangedCheck plays as the planner and, before every action with move
// points and ranged icons left, makes the hero's plan weighing the ranged
// strikes of the candidates brought forward only where their bound may
// make one the best (rankedBestLazy) and weighing them all (rankedBest),
// and counts the plans that differ, and the spaces the hero may end its
// move on where followBound is below follow.
type rangedCheck struct {
	*Planner
	plans, differ int
	spaces, below int
}

func (c *rangedCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 && g.MovePoints() > 0 {
		t := &c.Tactician
		t.prepare(g, h)
		pool := poolOf(g, h)
		if pool.ranged > 0 {
			var pl [2]turnPlan
			for k, eager := range []bool{false, true} {
				t.newDecision(g, h)
				t.rangedEager = eager
				pl[k] = t.plan(g, h, &pool, true)
			}
			t.rangedEager = false
			c.plans++
			if pl[0] != pl[1] {
				c.differ++
			}
			forEach(&t.reach.End, func(x grid.Cell) {
				c.spaces++
				if t.followBound(g, h, x, &pool) < t.follow(g, h, x, &pool, true) {
					c.below++
				}
			})
		}
	}
	return c.Planner.Act(g, d)
}

// TestRangedLazy checks that the ranged plans, which weigh the ranged
// strikes of a candidate only where their bound may make it the best
// (rankedBestLazy), are the plans that weigh them all (rankedBest), that
// the bound (followBound) holds, and that the planner plays every example
// as it does weighing them all, and weighing those of a terrain move's
// space for its bound too (terrainMoveGain), with every candidate it may
// weigh listed at once.
func TestRangedLazy(t *testing.T) {
	newPlanner := func() *Planner {
		p, err := New(Default)
		if err != nil {
			t.Fatal(err)
		}
		return p.(*Planner)
	}
	plans, spaces := 0, 0
	var c *rangedCheck
	playExamples(t, 20, 4, func() adventures.Policy {
		c = &rangedCheck{Planner: newPlanner()}
		return c
	}, func(name string) {
		if c.differ != 0 || c.below != 0 {
			t.Errorf("%s: %d of %d ranged plans differ; the bound is below the strike on %d of %d spaces", name, c.differ, c.plans, c.below, c.spaces)
		}
		plans += c.plans
		spaces += c.spaces
	})
	t.Logf("%d ranged plans, %d spaces", plans, spaces)
	if plans == 0 || spaces == 0 {
		t.Error("no ranged plan made")
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
		ref.rangedEager = true
		a, b := adventures.NewGame(ld.Battle, newPlanner()), adventures.NewGame(ld.Battle, ref)
		schema := ld.Battle.Schema()
		var ra, rb sim.Record
		var ba, bb []byte
		for i := 0; i < n; i++ {
			a.Play(1, uint64(i), &ra)
			b.Play(1, uint64(i), &rb)
			ba, bb = sim.AppendRecord(ba[:0], &schema, &ra), sim.AppendRecord(bb[:0], &schema, &rb)
			if !bytes.Equal(ba, bb) {
				t.Fatalf("%s: battle %d plays otherwise with the ranged strikes of every candidate weighed", name, i)
			}
		}
	}
}
