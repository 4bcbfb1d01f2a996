package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// boundsCheck plays as the planner and, at every action it weighs, picks
// both ways: from the engine's whole list with pick, and with the kinds
// whose bounds cannot win left out (pickBounded); it counts the decisions
// where the two differ, and those where the special moves were not
// listed although the hero had some to use.
type boundsCheck struct {
	*Planner
	asked, differ, spared, specials, won int
}

func (c *boundsCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 {
		t := &c.Tactician
		t.prepare(g, h)
		if _, ok := c.moveNext(g, h); !ok {
			w := c.weighing(g, h)
			opts := append(g.ActionsBut(h, moveKinds), w.moves[:w.n]...)
			specials := 0
			for i := range opts {
				if opts[i].Kind == adventures.OptUseSpecial {
					specials++
				}
			}
			want := opts[t.pick(g, h, opts, nil, &w.pool, &w.pl)]
			got, ok := c.pickBounded(g, h, &w.pool, &w.pl, w.moves[:w.n], w.planMove)
			c.asked++
			if got != want || ok != (want != adventures.Option{}) {
				c.differ++
			}
			if specials > 0 {
				c.specials++
			}
			if want.Kind == adventures.OptUseSpecial {
				c.won++
			}
			if specials > 0 && !c.scratch.listed {
				c.spared++
			}
		}
	}
	return c.Planner.Act(g, d)
}

// TestBoundedPickIsThePick checks that the planner's action, weighed with
// the kinds whose bounds cannot win left out, is the action pick chooses
// from the engine's whole list, at every action of battles of every
// example, and that the bounds do leave special moves out.
func TestBoundedPickIsThePick(t *testing.T) {
	asked, spared := 0, 0
	var c *boundsCheck
	playExamples(t, 10, 3, func() adventures.Policy {
		c = &boundsCheck{Planner: NewPlanner(0.9, 1)}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d actions differ from pick's", name, c.differ, c.asked)
		}
		t.Logf("%s: %d actions, %d with special moves, left out at %d, won %d", name, c.asked, c.specials, c.spared, c.won)
		asked += c.asked
		spared += c.spared
	})
	if asked == 0 || spared == 0 {
		t.Errorf("got %d actions weighed, %d with the special moves left out; want some of each", asked, spared)
	}
}
