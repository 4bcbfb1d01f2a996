package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestSpecialPlanIsThePlan checks, with planner:special=1, that the plan
// made with the spaces whose bound cannot change it left unweighed is the
// plan made with every space weighed (the term never falls as the strike
// it adds to rises: withSpecial), at every action of battles of every
// example, and that the term played: a hero had a strike special move paid
// with move icons to weigh (rescue-april's Michelangelo, Skate Smash).
func TestSpecialPlanIsThePlan(t *testing.T) {
	var c *planCheck
	listed := 0
	playExamples(t, 20, 3, func() adventures.Policy {
		c = &planCheck{Planner: NewPlanner(0.9, 1)}
		c.special = 1
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d plans differ from the plan with every space weighed", name, c.differ, c.asked)
		}
		listed += c.specialPlans
	})
	if listed == 0 {
		t.Error("no plan weighed a strike special move")
	}
}

// TestFightWin: planner:special plays where no win is to defeat
// villains: rescue-april's carry, not intro-brawl's defeat-figures.
func TestFightWin(t *testing.T) {
	for name, want := range map[string]bool{"rescue-april": false, "intro-brawl": true, "rooftop-showdown": true, "hold-the-line": false} {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := fightWin(ld.Battle); got != want {
			t.Errorf("fightWin(%s) = %v, want %v", name, got, want)
		}
		pl := NewPlanner(0.9, 1)
		pl.special = 1
		g := adventures.NewGame(ld.Battle, pl)
		pl.Reset(g.View())
		if on := pl.specialW > 0; on == want {
			t.Errorf("%s: specialW %v, want it on %v", name, pl.specialW, !want)
		}
	}
}
