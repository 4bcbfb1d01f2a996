package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestLeadActs: at the first action of rooftop-showdown, a win by
// defeating the leaders, the planner's lead W leaves Bebop and Rocksteady
// in the threat table with 1 − W of their strikes (gone W, as the danger's
// standing weighs it) and the Thug Gunner with all of his; on intro-brawl,
// which the heroes do not win by defeating leaders, it plays no part.
func TestLeadActs(t *testing.T) {
	for _, tt := range []struct {
		battle  string
		leaders int // leaders expected in the first table
		plays   bool
	}{
		{"rooftop-showdown", 2, true},
		{"intro-brawl", 0, false},
	} {
		ld, err := battlefile.Open(tt.battle)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []float64{0, 0.4, 1} {
			p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
				pl := NewPlanner(0.9, 1)
				pl.lead = w
				pl.Reset(g)
				pl.prepare(g, d.Hero)
				pl.newDecision(g, d.Hero)
				leaders := 0
				for _, v := range pl.threats[:pl.nThreats] {
					want := 0.0
					if g.Battle().Villains[g.Fig(int(v.id)).Type].Leader {
						leaders++
						if tt.plays {
							want = w
						}
					}
					if v.gone != want {
						t.Errorf("%s, lead %v: %s's gone %v, want %v", tt.battle, w, g.Battle().Villains[g.Fig(int(v.id)).Type].Name, v.gone, want)
					}
				}
				if leaders != tt.leaders {
					t.Errorf("%s: %d leaders in the table, want %d", tt.battle, leaders, tt.leaders)
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
}
