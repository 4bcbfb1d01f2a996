package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestStillGap: at the first action of hold-the-line (holding out the only
// win) the planner with still W takes W off a space for each space it lies
// from the hero's own: nothing on it, W × 5 or more in the corner a1 (the
// heroes start on f5 to i5); on rescue-april, where the heroes win by
// carrying April, the term is off.
func TestStillGap(t *testing.T) {
	for _, tc := range []struct {
		battle string
		on     bool
	}{{"hold-the-line", true}, {"rescue-april", false}} {
		ld, err := battlefile.Open(tc.battle)
		if err != nil {
			t.Fatal(err)
		}
		p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
			h := d.Hero
			pl := NewPlanner(0.9, 1)
			pl.still = 0.5
			pl.Reset(g)
			if !tc.on {
				if pl.stillW != 0 {
					t.Errorf("%s: stillW %v, want 0", tc.battle, pl.stillW)
				}
				return
			}
			if pl.stillW != 0.5 {
				t.Fatalf("%s: stillW %v, want 0.5", tc.battle, pl.stillW)
			}
			at := g.Fig(h).Cell
			if got := pl.stillGap(g, h, at); got != 0 {
				t.Errorf("on its own space %v: gap %v, want 0", at, got)
			}
			corner := grid.At(0, 0)
			n := grid.Chebyshev(corner, at)
			if n < 5 {
				t.Fatalf("hero %d on %v, %d from a1: want 5 or more", h, at, n)
			}
			if got, want := pl.stillGap(g, h, corner), 0.5*float64(n); math.Abs(got-want) > 1e-9 {
				t.Errorf("a1: gap %v, want %v", got, want)
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
