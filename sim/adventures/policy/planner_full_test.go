package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestFullFocus: planner:full plays where a win is to carry a character
// (rescue-april, breakout), and there takes W of the first Focus off the
// price of Focus spent at the hero's cap (as every hero starts); elsewhere,
// and for the tactician, a Focus costs focusValue.
func TestFullFocus(t *testing.T) {
	for name, want := range map[string]bool{"rescue-april": true, "breakout": true, "intro-brawl": false, "hold-the-line": false, "street-escape": false} {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := carryWin(ld.Battle); got != want {
			t.Errorf("carryWin(%s) = %v, want %v", name, got, want)
		}
		checked := false
		c := &fullCheck{Planner: NewPlanner(0.9, 1)}
		c.full = 1
		c.check = func(v adventures.View) {
			checked = true
			if on := c.fullW > 0; on != want {
				t.Errorf("%s: fullW %v, want it on %v", name, c.fullW, want)
			}
			if v.Focus(0) != int(ld.Battle.Heroes[0].Focus) {
				t.Fatalf("%s: hero 0 starts with Focus %d of %d", name, v.Focus(0), ld.Battle.Heroes[0].Focus)
			}
			one, two := 1.0, 2.0
			if want {
				one, two = 0, 1
			}
			if got := c.focusCost(v, 0, 1); got != one {
				t.Errorf("%s: 1 Focus at the cap costs %v, want %v", name, got, one)
			}
			if got := c.focusCost(v, 0, 2); got != two {
				t.Errorf("%s: 2 Focus at the cap cost %v, want %v", name, got, two)
			}
			tc := NewTactician(0.9, 1)
			tc.Reset(v)
			if got := tc.focusCost(v, 0, 1); got != 1 {
				t.Errorf("%s: the tactician's Focus costs %v, want 1", name, got)
			}
		}
		var rec sim.Record
		adventures.NewGame(ld.Battle, c).Play(1, 0, &rec)
		if !checked {
			t.Errorf("%s: the planner was not reset", name)
		}
	}
}

// fullCheck is a planner that runs check on the view of its battle's
// start, once.
type fullCheck struct {
	*Planner
	check func(v adventures.View)
}

func (c *fullCheck) Reset(v adventures.View) {
	c.Planner.Reset(v)
	if c.check != nil {
		c.check(v)
		c.check = nil
	}
}
