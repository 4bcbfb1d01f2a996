package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestPlannerNamesLegalActions plays battles of every example with the
// planner: it names most of its actions, the engine refuses none, and no
// rule is broken.
func TestPlannerNamesLegalActions(t *testing.T) {
	n := 10
	if testing.Short() {
		n = 3
	}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		g := adventures.NewGame(ld.Battle, NewPlanner(0.9, 1))
		g.SetCheck(true)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
			if err := g.Violation(); err != nil {
				t.Fatalf("%s battle %d: %v", name, i, err)
			}
		}
		if c := g.Counters(); c.Named == 0 || c.Refused != 0 {
			t.Errorf("%s: got %d actions named, %d refused; want some named, none refused", name, c.Named, c.Refused)
		}
	}
}

// moveNextCheck plays as the planner and, at every action it names with
// moveNext, weighs every action as a fresh decision would (the engine's
// list of the other actions and the move to the plan's space) and counts
// the decisions where the two differ.
type moveNextCheck struct {
	*Planner
	named, differ int
}

func (c *moveNextCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction && g.Fig(h).Stun == 0 {
		c.prepare(g, h)
		if o, ok := c.moveNext(g, h); ok {
			c.named++
			c.newDecision(g, h)
			pool := poolOf(g, h)
			pl := c.kept.pl
			opts := append(g.ActionsBut(h, moveKinds), adventures.Option{Kind: adventures.OptMoveTo, Cell: pl.target})
			if i := c.pick(g, h, opts, nil, &pool, &pl); opts[i] != o {
				c.differ++
			}
		}
	}
	return c.Planner.Act(g, d)
}

// TestMoveNextIsThePick checks that the move the planner names at once
// after spending its move die for it is the action that weighing every
// action again chooses, in battles of every example.
func TestMoveNextIsThePick(t *testing.T) {
	n := 20
	if testing.Short() {
		n = 4
	}
	named := 0
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		c := &moveNextCheck{Planner: NewPlanner(0.9, 1)}
		g := adventures.NewGame(ld.Battle, c)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
		if c.differ != 0 {
			t.Errorf("%s: %d of %d moves named at once differ from the action weighed afresh", name, c.differ, c.named)
		}
		named += c.named
	}
	if named == 0 {
		t.Error("no move named at once")
	}
}

// Every parameter of the planner, on or off by default, plays whole
// battles of the example it was built for without allocating: the
// danger model's version 4, camp, rise, far, fetch, and the targeting
// rules in full, walk and tie.
func TestPlannerParamsAllocateNothing(t *testing.T) {
	for _, c := range []struct{ battle, spec string }{
		{"intro-brawl", "planner:danger=4"},
		{"hold-the-line", "planner:camp=0.3"},
		{"rooftop-showdown", "planner:rise=1"},
		{"rooftop-showdown", "planner:far=0.25"},
		{"rescue-april", "planner:fetch=0.02"},
		{"hold-the-line", "planner:target=3,walk=1,tie=1"},
	} {
		g := adventures.NewGame(examples(t)[c.battle], mustPolicy(t, c.spec))
		var rec sim.Record
		i := uint64(0)
		g.Play(1, i, &rec)
		if a := testing.AllocsPerRun(5, func() { i++; g.Play(1, i, &rec) }); a != 0 {
			t.Errorf("%s on %s: %v allocations a battle, want 0", c.spec, c.battle, a)
		}
	}
}
