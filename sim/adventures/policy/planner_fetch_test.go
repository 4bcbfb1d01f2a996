package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestFetchGoal: on rescue-april, April stands on m3 and the exits are on
// column a. With fetch on, the hero who fetches her counts m3 and l2 (next
// to her) as reached, and l2, a space nearer the exits, worth W × goalW
// more than m3 by the term; off, l2 is a move point short of the goal.
func TestFetchGoal(t *testing.T) {
	ld, err := battlefile.Open("rescue-april")
	if err != nil {
		t.Fatal(err)
	}
	m3, l2 := grid.At(12, 2), grid.At(11, 1)
	for _, w := range []float64{0, 0.02} {
		p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
			if c, _ := g.Carriable(0); c != m3 {
				t.Fatalf("April on %s, want m3", c.Label())
			}
			pl := NewPlanner(0.9, 1)
			pl.fetch = w
			pl.Reset(g)
			fetchers := 0
			for h := 0; h < g.NumHeroes(); h++ {
				pl.prepare(g, h)
				if pl.goalW != objectiveWeight {
					continue
				}
				fetchers++
				if pl.fetching != (w > 0) {
					t.Errorf("fetch %v: fetching %v", w, pl.fetching)
				}
				want := 1
				if w > 0 {
					want = 0
				}
				if got := pl.goalDist(l2); got != want || pl.goalDist(m3) != 0 {
					t.Errorf("fetch %v: goal on l2 %d, m3 %d; want %d and 0", w, got, pl.goalDist(m3), want)
				}
				if w > 0 {
					if got, want := pl.fetchGap(g, m3)-pl.fetchGap(g, l2), w*objectiveWeight; math.Abs(got-want) > 1e-9 {
						t.Errorf("fetch %v: l2 worth %v more than m3 by the term, want %v", w, got, want)
					}
				}
			}
			if fetchers != 1 {
				t.Errorf("%d fetchers, want 1", fetchers)
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
