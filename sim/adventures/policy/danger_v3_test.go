package policy

import (
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestDangerSecondActivation: version 3 of the danger model counts a
// villain out of reach of its first activation in its second, from its
// Move nearer, when the deck promises more than one activation before the
// hero's next turn (acts - 1 of them: 1/2 when the villains' card is
// still to come, then once in the next round with chance 1/2), at
// secondScale of its strikes; version 2
// counts it not at all (Adventures, "Initiative Deck", Cooperative Mode
// "Movement", "Attacking"). A Foot Ninja (Move 4) stands in the middle of
// a row of 30 spaces, the heroes at its ends; the hero ends its turn k
// spaces from the Foot Ninja, on its side.
func TestDangerSecondActivation(t *testing.T) {
	row := "    " + strings.Repeat(".", 30)
	rows := row + "\n    H" + strings.Repeat(".", 28) + "H\n" + row
	b := dangerBattle(t, rows, "o2", 1)
	tests := []struct {
		k    func(move int) int
		want float64 // version 3 less version 2, in the strikes of the second activation (actions - 1)
	}{
		{func(int) int { return 1 }, 0},         // adjacent: the first activation strikes; both count it
		{func(m int) int { return m + 1 }, 0},   // Move + 1: the first activation strikes after its move
		{func(m int) int { return m + 2 }, 1},   // out of the first's reach: the second strikes after its move
		{func(m int) int { return 2*m + 1 }, 1}, // 2 Move + 1: the farthest the second strikes from
		{func(m int) int { return 2*m + 2 }, 0}, // out of the second's reach too
	}
	seen := 0
	for i := uint64(0); i < 40 && seen == 0; i++ {
		p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			h := d.Hero
			acts, _, _ := dangerActivations(g, h)
			if acts <= 1 {
				return // the villains' card was played: one activation at most
			}
			seen++
			v := g.Fig(g.NumHeroes()).Cell
			dir := 1
			if g.Fig(h).Cell.X() < v.X() {
				dir = -1
			}
			tac := NewTactician(0.9, 1)
			tac.dangerV.v = 3
			tac.Reset(g)
			tac.prepareDanger(g, h)
			th := tac.threats[0]
			for _, tt := range tests {
				k := tt.k(th.move)
				c := grid.At(v.X()+dir*k, v.Y())
				one, _ := tac.br.odds.defendMoments(th.hit, tac.def.DiceAt(c), tac.reroll)
				m2, _ := dangerOf(g, h, c, 2)
				m3, _ := dangerOf(g, h, c, 3)
				want := tt.want * secondScale * (acts - 1) * float64(th.actions-1) * one
				if got := m3 - m2; math.Abs(got-want) > 1e-9 {
					t.Errorf("battle %d, hero %d spaces from the Foot Ninja (%.2f activations): version 3 counts %.4f wounds more than version 2, want %.4f", i, k, acts, got, want)
				}
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		g.Play(1, i, &rec)
	}
	if seen == 0 {
		t.Error("no decision with the villains' card still to come")
	}
}
