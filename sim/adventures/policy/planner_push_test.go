package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestPushGap: at the first action of street-escape the planner with push
// W takes W off c1, from where Thug Brawler#1 (f3, Move 3, push 1) would
// strike from d1 and push the hero onto the exit space b1, and nothing
// off d1, whose push from e2 leaves the map, nor off c3, pushed from d2
// to b4, no exit; on rescue-april, which has no exit to leave by, the
// term is off.
func TestPushGap(t *testing.T) {
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
			pl.push = 0.5
			pl.Reset(g)
			if !tc.on {
				if pl.pushW != 0 {
					t.Errorf("%s: pushW %v, want 0", tc.battle, pl.pushW)
				}
				return
			}
			if pl.pushW != 0.5 {
				t.Fatalf("%s: pushW %v, want 0.5", tc.battle, pl.pushW)
			}
			for _, c := range []struct {
				x, y int
				gap  float64
			}{{2, 0, 0.5}, {3, 0, 0}, {2, 2, 0}} {
				if got := pl.pushGap(g, d.Hero, grid.At(c.x, c.y)); got != c.gap {
					t.Errorf("gap on %s: %v, want %v", grid.At(c.x, c.y).Label(), got, c.gap)
				}
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
