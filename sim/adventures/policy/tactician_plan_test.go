package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// planCheck plays as the planner and, before every action it weighs,
// plans the hero's turn twice: pruned, as play plans it, and with every
// space weighed in full; it counts the plans that differ, and the pruned
// plans of each kind made: with ranged icons or not, with a strike from
// where the hero stands or not.
type planCheck struct {
	*Planner
	asked, differ int
	kinds         [2][2]int // [ranged][strike from here]
	specialPlans  int       // plans that weighed a strike special move (planner_special.go)
}

func (c *planCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 {
		t := &c.Tactician
		t.prepare(g, h)
		t.newDecision(g, h)
		c.spawn.apply(g, h, t)
		pool := poolOf(g, h)
		got := t.plan(g, h, &pool, true)
		want := t.plan(g, h, &pool, false)
		c.asked++
		if t.spStrikes.n > 0 {
			c.specialPlans++
		}
		if got != want {
			c.differ++
		}
		if pool.moveMP > 0 {
			c.kinds[b2i(pool.ranged > 0)][b2i(t.follow(g, h, g.Fig(h).Cell, &pool, true) > 0)]++
		}
	}
	return c.Planner.Act(g, d)
}

// TestPrunedPlanIsThePlan checks that the plan of a turn made with the
// spaces whose bound cannot change it left unweighed is the plan made
// with every space weighed, at every action of battles of every example,
// with every version of the danger model the planner's parameter allows,
// and that plans of every kind were made: with and without ranged icons
// (whose most promising spaces are weighed again), with and without a
// strike from where the hero stands.
func TestPrunedPlanIsThePlan(t *testing.T) {
	var versions param
	for _, p := range plannerParams {
		if p.name == "danger" {
			versions = p
		}
	}
	if versions.max < 2 {
		t.Fatalf("got danger versions %v to %v; want the planner's parameter", versions.min, versions.max)
	}
	var kinds [2][2]int
	for v := int(versions.min); v <= int(versions.max); v++ {
		var c *planCheck
		playExamples(t, 30, 3, func() adventures.Policy {
			c = &planCheck{Planner: NewPlanner(0.9, 1)}
			c.dangerV.v = v
			return c
		}, func(name string) {
			if c.differ != 0 {
				t.Errorf("%s, danger version %d: %d of %d plans differ from the plan with every space weighed", name, v, c.differ, c.asked)
			}
			for r := range kinds {
				for s := range kinds[r] {
					kinds[r][s] += c.kinds[r][s]
				}
			}
		})
	}
	for r := range kinds {
		for s := range kinds[r] {
			if kinds[r][s] == 0 {
				t.Errorf("no plan with ranged icons %v and a strike from here %v; want some of each kind: %v", r == 1, s == 1, kinds)
			}
		}
	}
}
