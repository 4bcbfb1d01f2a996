package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestRiseLeaders: on rooftop-showdown (Bebop, 8 Life and Block 2 here,
// under the rule "Awakening AI-controlled villain leaders"), a
// knocked-down Bebop with 2 Life stands at his next card (2 + 2 is half
// of 8), and the planner with rise on counts his shots at a space near
// him as it counts a standing Bebop's; with 1 Life he stays down, and
// with rise 0 nothing is counted.
func TestRiseLeaders(t *testing.T) {
	tests := []struct {
		name string
		life int8
		w    float64
		want string // "standing": the danger of a standing Bebop, "none": as without him, "half": between
	}{
		{"rises, weight 1", 2, 1, "standing"},
		{"rises, weight 0.5", 2, 0.5, "half"},
		{"stays down", 1, 1, "none"},
		{"off", 2, 0, "none"},
	}
	ld, err := battlefile.Open("rooftop-showdown")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
				h := d.Hero
				bebop, _ := g.VillainFigures(0)
				f := g.Fig(bebop)
				f.Aware = true
				// The first space east of him, on his rooftop, where he
				// standing adds danger (he shoots: Thug Gunner#1 already
				// covers some).
				var next grid.Cell
				var standing, none float64
				for dx := 1; dx < 5 && standing <= none; dx++ {
					next = f.Cell + grid.Cell(dx)
					f.Down, f.Life = false, 8
					standing = dangerAt(g, h, next, 1)
					f.Down, f.Life = true, tt.life
					none = dangerAt(g, h, next, 0)
				}
				got := dangerAt(g, h, next, tt.w)
				if standing <= none {
					t.Fatalf("danger near a standing Bebop %v, without him %v: the position tests nothing", standing, none)
				}
				switch tt.want {
				case "standing":
					if got != standing {
						t.Errorf("danger %v, want %v (a standing Bebop's)", got, standing)
					}
				case "none":
					if got != none {
						t.Errorf("danger %v, want %v (as without him)", got, none)
					}
				default:
					if got <= none || got >= standing {
						t.Errorf("danger %v, want between %v and %v", got, none, standing)
					}
				}
			}}
			g := adventures.NewGame(ld.Battle, p)
			var rec sim.Record
			g.Play(1, 0, &rec)
			if !p.done {
				t.Fatal("no action played")
			}
		})
	}
}

// dangerAt returns the planner's danger to hero h on space c, with rise
// at weight w.
func dangerAt(g adventures.View, h int, c grid.Cell, w float64) float64 {
	p := NewPlanner(0.9, 1)
	p.rise.w = w
	p.Reset(g)
	p.prepare(g, h)
	p.rise.apply(g, h, &p.Tactician)
	return p.dangerAt(g, h, c)
}
