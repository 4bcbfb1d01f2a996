package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// ownSpaceCheck, at every defence decision of its tactician's, weighs the
// hero's own space with 0 to 8 more defence dice both ways: on the
// villains within reach listed alone (prepareOwnSpace), and on the whole
// threat table built again (prepareDanger); it counts the decisions, those
// whose values differ, and those weighed on the list.
type ownSpaceCheck struct {
	t                     *Tactician
	asked, differ, listed int
}

func (c *ownSpaceCheck) check(g adventures.View, d adventures.Decision) {
	h := d.Hero
	if d.Kind != adventures.DecideDefensive || !g.Fig(h).Standing() {
		return
	}
	t := c.t
	cell := g.Fig(h).Cell
	t.prepareOwnSpace(g, h)
	if !t.key.valid {
		c.listed++
	}
	var got [9]float64
	for k := range got {
		got[k] = t.dangerWith(g, h, cell, k, grid.NoCell)
	}
	t.key.clear()
	t.prepareDanger(g, h)
	c.asked++
	same := math.Float64bits(got[0]) == math.Float64bits(t.dangerAt(g, h, cell))
	for k := range got {
		same = same && math.Float64bits(got[k]) == math.Float64bits(t.dangerWith(g, h, cell, k, grid.NoCell))
	}
	if !same {
		c.differ++
	}
}

// plannerOwnSpace and tacticianOwnSpace play as their policy, checking
// its defence decisions (ownSpaceCheck).
type plannerOwnSpace struct {
	*Planner
	c *ownSpaceCheck
}

type tacticianOwnSpace struct {
	*Tactician
	c *ownSpaceCheck
}

func (p *plannerOwnSpace) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	p.c.check(g, d)
	return p.Planner.Choose(g, d, opts)
}

func (p *tacticianOwnSpace) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	p.c.check(g, d)
	return p.Tactician.Choose(g, d, opts)
}

// TestOwnSpaceDanger checks that the danger of a hero's own space at its
// defence decision, weighed on the villains within its reach alone, is
// the whole threat table's, bit for bit, for 0 to 8 more defence dice, at
// every defence decision of battles of every example, for the planner
// (version 2 of the danger model) and the tactician (version 1), and
// that some decisions are weighed on the list.
func TestOwnSpaceDanger(t *testing.T) {
	for _, who := range []string{"planner", "tactician"} {
		asked, listed := 0, 0
		var c *ownSpaceCheck
		playExamples(t, 10, 3, func() adventures.Policy {
			if who == "planner" {
				p := NewPlanner(0.9, 1)
				c = &ownSpaceCheck{t: &p.Tactician}
				return &plannerOwnSpace{p, c}
			}
			tac := NewTactician(0.9, 1)
			c = &ownSpaceCheck{t: tac}
			return &tacticianOwnSpace{tac, c}
		}, func(name string) {
			if c.differ != 0 {
				t.Errorf("%s, %s: %d of %d defence decisions differ from the table's", who, name, c.differ, c.asked)
			}
			asked += c.asked
			listed += c.listed
		})
		t.Logf("%s: %d defence decisions, %d weighed on the list", who, asked, listed)
		if asked == 0 || listed == 0 {
			t.Errorf("%s: got %d defence decisions, %d weighed on the list; want some of each", who, asked, listed)
		}
	}
}
