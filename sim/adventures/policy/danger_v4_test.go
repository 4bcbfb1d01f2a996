package policy

import (
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// everyAction is a policy that calls fn at each of its action decisions
// before choosing.
type everyAction struct {
	adventures.Policy
	fn func(adventures.View, adventures.Decision)
}

func (e *everyAction) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind == adventures.DecideAction {
		e.fn(g, d)
	}
	return e.Policy.Choose(g, d, opts)
}

// TestDangerStruckDown: version 4 of the danger model counts a villain's
// strikes only as likely as it still stands when its card comes: the
// other hero, when it reaches the villain (two moves and a step), knocks
// it out first with the chance of a strike of its Attack + 2 dice against
// the villain's Block and Life left, at standScale of it (at most 1), if
// its turn comes before the villain's card: with chance 1/2 this round
// while its card is still to come, surely before the villain's card of
// the next round (the round ends before the hero plays again), and with
// chance 1/3 then when its card was played (Adventures, "Initiative
// Deck", "Melee Strikes").
// Version 2 counts the villain standing in every case. One Foot Ninja
// starts near one end of a row of 30 spaces, a hero at each end; the hero
// deciding ends its turn next to the Foot Ninja.
func TestDangerStruckDown(t *testing.T) {
	row := "    " + strings.Repeat(".", 30)
	b := dangerBattle(t, row+"\n    H"+strings.Repeat(".", 28)+"H\n"+row, "d2", 1)
	tests := []struct {
		name          string
		reach, acted  bool
		life          int     // the Foot Ninja's Life left (0: as it is)
		before, after float64 // the chance the other hero's turn comes before the villain's card this round, and in the next
	}{
		{"the other hero out of reach", false, false, 0, 0, 0},
		{"the other hero out of reach, its card played", false, true, 0, 0, 0},
		{"the other hero to play, in reach", true, false, 0, 0.5, 1},
		{"the other hero to play, in reach, the villain wounded", true, false, 1, 0.5, 1},
		{"the other hero played, in reach", true, true, 0, 0, 1.0 / 3},
	}
	seen := map[string]bool{}
	for i := uint64(0); i < 40 && len(seen) < len(tests); i++ {
		p := &everyAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			h, o, vid := d.Hero, 1-d.Hero, g.NumHeroes()
			v, fo := g.Fig(vid), g.Fig(o)
			m := &g.Battle().Map
			if !v.Standing() || !v.Aware || !fo.Standing() || !m.Inside(v.Cell.X(), v.Cell.Y()+1) {
				return
			}
			c := grid.At(v.Cell.X(), v.Cell.Y()+1) // where h ends its turn: next to the Foot Ninja
			if occ := g.Occupied(); occ.Has(c) && c != g.Fig(h).Cell {
				return
			}
			reach := grid.Chebyshev(fo.Cell, v.Cell) <= 2*int(g.Battle().Heroes[o].Move)+1
			for _, tt := range tests {
				if tt.reach != reach || tt.acted != g.Acted(o) || tt.life >= int(v.Life) {
					continue
				}
				life := v.Life
				if tt.life > 0 {
					v.Life = int8(tt.life)
				}
				m2, _ := dangerOf(g, h, c, 2)
				m4, _ := dangerOf(g, h, c, 4)
				tac := NewTactician(0.9, 1)
				tac.dangerV.v = 4
				tac.Reset(g)
				tac.prepareDanger(g, h)
				_, ko := tac.br.odds.strike(int(g.Battle().Heroes[o].Attack)+2, g.Focus(o) > 0, g.VillainBlock(vid), int(v.Life))
				v.Life = life
				if m2 == 0 {
					continue
				}
				seen[tt.name] = true
				acts := tac.dangerV.acts
				if !tac.dangerV.nextRound {
					t.Fatalf("battle %d: at a hero's action the round ends before its next turn, want nextRound", i)
				}
				k := 0.0
				if reach {
					k = standScale * ko
				}
				stands := ((acts-0.5)*(1-min(tt.before*k, 1)) + 0.5*(1-min(tt.after*k, 1))) / acts
				if got := m4 / m2; math.Abs(got-stands) > 1e-9 {
					t.Errorf("battle %d, %s (knock-out chance %.3f, %.2f activations): version 4 counts %.4f of version 2's wounds, want %.4f", i, tt.name, ko, acts, got, stands)
				}
				if tt.reach && stands > 0.99 {
					t.Errorf("%s: the chance to stand %.4f, want one version 2 fails", tt.name, stands)
				}
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		g.Play(1, i, &rec)
	}
	for _, tt := range tests {
		if !seen[tt.name] {
			t.Errorf("case %q not seen", tt.name)
		}
	}
}
