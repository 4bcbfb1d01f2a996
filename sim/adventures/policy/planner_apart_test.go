package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestApartGap: at the first action of hold-the-line (holding out the only
// win) the planner with apart W takes W off a space for each space it lies
// beyond next to the nearest other hero: nothing next to a friend, W × 4
// or more in the corner a1 (the heroes start on f5 to i5); on
// rescue-april, where the heroes win by carrying April, the term is off.
func TestApartGap(t *testing.T) {
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
			pl.apart = 0.5
			pl.Reset(g)
			if !tc.on {
				if pl.apartW != 0 {
					t.Errorf("%s: apartW %v, want 0", tc.battle, pl.apartW)
				}
				return
			}
			if pl.apartW != 0.5 {
				t.Fatalf("%s: apartW %v, want 0.5", tc.battle, pl.apartW)
			}
			corner := grid.At(0, 0)
			near := -1
			for o := 0; o < g.NumHeroes(); o++ {
				if f := g.Fig(o); o != h && f.OnMap() {
					if pl.apartGap(g, h, f.Cell) != 0 {
						t.Errorf("on a friend's space %v: gap %v, want 0", f.Cell, pl.apartGap(g, h, f.Cell))
					}
					if d := grid.Chebyshev(corner, f.Cell); near < 0 || d < near {
						near = d
					}
				}
			}
			if near < 5 {
				t.Fatalf("nearest friend %d from a1: want 5 or more", near)
			}
			if got, want := pl.apartGap(g, h, corner), 0.5*float64(near-1); math.Abs(got-want) > 1e-9 {
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
