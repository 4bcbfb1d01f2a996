package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestFarGap: on rooftop-showdown, at the first action, a4 and c4 lie 3
// spaces from Bebop (d1), the nearest leader, and 12 and 10 from
// Rocksteady (m6); out of every villain's reach, the planner values them
// alike. With far W, c4 is worth W × goalW × 1 more (its mean distance to
// the two leaders is 1 less, its nearest the same); off, the two are
// level.
func TestFarGap(t *testing.T) {
	ld, err := battlefile.Open("rooftop-showdown")
	if err != nil {
		t.Fatal(err)
	}
	a4, c4 := grid.At(0, 3), grid.At(2, 3)
	for _, w := range []float64{0, 0.25, 1} {
		p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
			h := d.Hero
			pl := NewPlanner(0.9, 1)
			pl.far = w
			pl.Reset(g)
			pl.prepare(g, h)
			pl.newDecision(g, h)
			if pl.dangerAt(g, h, a4) != 0 || pl.dangerAt(g, h, c4) != 0 {
				t.Fatalf("danger on a4 %v, c4 %v: the spaces test more than the term", pl.dangerAt(g, h, a4), pl.dangerAt(g, h, c4))
			}
			if pl.goalDist(a4) != pl.goalDist(c4) {
				t.Fatalf("goal distances %d and %d: want equal", pl.goalDist(a4), pl.goalDist(c4))
			}
			got := pl.base(g, h, c4) - pl.base(g, h, a4)
			if want := w * pl.goalW; math.Abs(got-want) > 1e-9 {
				t.Errorf("far %v: c4 worth %v more than a4, want %v", w, got, want)
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
