package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestLeaveNeed: at the first action of street-escape (exits a1, b1, a2,
// b2; a fence south of a3 to c3; Thug Gunner#1 on c2) the planner with
// leave W counts the move points a hero needs to leave: 1 on the exit
// spaces a1 and a2, 1 + 1 on b2, c1 and c3 (next to the gunner), 4 on
// b4 behind the fence (2 by the straight line); its heroes, on m8 to n9,
// are more than two move icons from leaving, and a move icon is worth
// what it was. On rescue-april, which has no exit to leave by, the term is
// off.
func TestLeaveNeed(t *testing.T) {
	for _, tc := range []struct {
		battle string
		on     bool
	}{{"street-escape", true}, {"rescue-april", false}} {
		ld, err := battlefile.Open(tc.battle)
		if err != nil {
			t.Fatal(err)
		}
		p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
			pl := NewPlanner(0.9, 1)
			pl.leaveW = 0.25
			pl.Reset(g)
			if !tc.on {
				if pl.leave.w != 0 {
					t.Errorf("%s: leave weight %v, want 0", tc.battle, pl.leave.w)
				}
				return
			}
			if pl.leave.w != 0.25 {
				t.Fatalf("%s: leave weight %v, want 0.25", tc.battle, pl.leave.w)
			}
			for _, c := range []struct {
				x, y, need int
			}{{0, 0, 1}, {0, 1, 1}, {1, 1, 2}, {2, 0, 2}, {2, 2, 2}, {1, 3, 4}} {
				if got := pl.leave.need(g, &pl.br, grid.At(c.x, c.y)); got != c.need {
					t.Errorf("need on %s: %d, want %d", grid.At(c.x, c.y).Label(), got, c.need)
				}
			}
			if v := pl.leave.moveValue(g, &pl.br, d.Hero); v != 0 {
				t.Errorf("hero %d on %s: move icon worth %v more, want 0", d.Hero, g.Fig(d.Hero).Cell.Label(), v)
			}
			off := NewPlanner(0.9, 1)
			off.Reset(g)
			if on, was := pl.iconValuesCalc(g, d.Hero), off.iconValuesCalc(g, d.Hero); on != was {
				t.Errorf("icon values %v, want %v as without the term", on, was)
			}
		}}
		g := adventures.NewGame(ld.Battle, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
		if !p.done {
			t.Fatal("no action played")
		}
	}
}
