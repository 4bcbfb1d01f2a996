package policy

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// dangerBattle returns a battle of two heroes on map rows with a Foot
// Ninja starting on each space of starts, figures Foot Ninja in all, won by
// holding out 3 rounds.
func dangerBattle(t *testing.T, rows string, starts string, figures int) *adventures.Battle {
	t.Helper()
	return testBattle(t, rows, starts, figures, "[{kind: survive, n: 3}]")
}

// testBattle returns a battle of two heroes (H on the map rows, indented
// four spaces) with a Foot Ninja starting on each space of starts, figures
// Foot Ninja in all, and spawning spaces where the rows have an S, won by
// win.
func testBattle(t *testing.T, rows, starts string, figures int, win string) *adventures.Battle {
	t.Helper()
	spawnLegend := ""
	if strings.Contains(rows, "S") {
		spawnLegend = "\n    S: [spawn]"
	}
	l, err := battlefile.LoadBytes("t.yaml", []byte(fmt.Sprintf(`name: Test
mode: cooperative
ruleset: adventures
heroes: [leonardo, raphael]
map:
  rows: |
%s
  legend:
    H: [hero-start]%s
villains:
  - {villain: foot-ninja, figures: %d, start: [%s]}
win: %s
`, rows, spawnLegend, figures, starts, win)))
	if err != nil {
		t.Fatal(err)
	}
	return l.Battle
}

// dangerOf returns the mean wounds and the chance of a knock-down of
// version v of the danger model for hero h ending its turn on c.
func dangerOf(g adventures.View, h int, c grid.Cell, v int) (mean, ko float64) {
	tac := NewTactician(0.9, 1)
	tac.dangerV.v = v
	tac.Reset(g)
	tac.prepareDanger(g, h)
	return tac.dangerMoments(g, h, c, 0, grid.NoCell)
}

// TestDangerSpawns: version 2 of the danger model counts the minions that
// spawn at the round's end (half the pool, rounded up) on the empty
// spawning spaces nearest the heroes, and strike a hero before its next
// turn when their card comes before its own in the next round (chance
// 1/2) and it is the nearest hero (Adventures, "Spawning New Minions",
// "Cooperative Mode Spawning", "Targeting Priority"). Version 1 counts
// none. The heroes start on a2 and p2, each next to a spawning space (a1,
// p1); one Foot Ninja starts far away, the others are in the pool.
func TestDangerSpawns(t *testing.T) {
	rows := "    S..............S\n    H..............H\n    ................\n    ................\n    ................\n    ................\n    ................"
	tests := []struct {
		name  string
		pool  int
		where func(own, other grid.Cell) grid.Cell // where the hero ends its turn
		want  float64                              // the spawns' wounds, in wounds of one strike of a Foot Ninja
	}{
		// One spawn for two spaces as near the heroes: each is filled
		// with chance 1/2; a minion there strikes twice, with chance 1/2.
		{"one spawn, next to the hero", 2, func(own, _ grid.Cell) grid.Cell { return own }, 0.5},
		{"two spawns, next to the hero", 4, func(own, _ grid.Cell) grid.Cell { return own }, 1},
		{"no spawn: pool empty", 0, func(own, _ grid.Cell) grid.Cell { return own }, 0},
		{"on the spawning space: it stays empty", 4, func(own, _ grid.Cell) grid.Cell { return own - grid.MaxSide }, 0},
		{"another hero is nearer the space", 4, func(_, other grid.Cell) grid.Cell {
			if other.X() == 0 {
				return grid.At(2, 2)
			}
			return grid.At(13, 2)
		}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := dangerBattle(t, rows, "h7", tt.pool+1)
			p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
				h := d.Hero
				c := tt.where(g.Fig(h).Cell, g.Fig(1-h).Cell)
				m1, _ := dangerOf(g, h, c, 1)
				m2, _ := dangerOf(g, h, c, 2)
				acts, _, _ := dangerActivations(g, h)
				tac := NewTactician(0.9, 1)
				tac.Reset(g)
				tac.prepareDanger(g, h)
				one, _ := tac.br.odds.defendMoments(int(b.Villains[0].Hit), tac.def.DiceAt(c), tac.reroll)
				want := tt.want * one
				if got := m2 - acts*m1; math.Abs(got-want) > 1e-9 {
					t.Errorf("hero on %s: version 2 counts %.4f wounds of spawns (%.4f in all, version 1 %.4f, %.2f activations), want %.4f", c.Label(), got, m2, m1, acts, want)
				}
			}}
			g := adventures.NewGame(b, p)
			var rec sim.Record
			g.Play(1, 0, &rec)
			if !p.done {
				t.Fatal("no action played")
			}
		})
	}
}

// TestDangerActivations: version 2 counts each villain's activations
// before the hero's next turn by the initiative deck: 1.5 when the
// villains' card is still to come this round (then once in the next round
// with chance 1/2), 0.5 when it was played (Adventures, "Initiative
// Deck"); version 1 counts one. A Foot Ninja starts next to Leonardo.
func TestDangerActivations(t *testing.T) {
	rows := "    ........\n    .H....H.\n    ........"
	b := dangerBattle(t, rows, "a2", 1)
	seen := map[float64]bool{}
	for i := uint64(0); i < 40 && len(seen) < 2; i++ {
		p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			h := d.Hero
			c := g.Fig(h).Cell
			m1, _ := dangerOf(g, h, c, 1)
			if m1 == 0 {
				return // the Foot Ninja is not next to this hero
			}
			m2, _ := dangerOf(g, h, c, 2)
			want := 0.5
			if g.VillainCardsLeft() > 0 {
				want = 1.5
			}
			seen[want] = true
			if got := m2 / m1; math.Abs(got-want) > 1e-9 {
				t.Errorf("battle %d, %d villain cards left: version 2 counts %.4f activations, want %.1f", i, g.VillainCardsLeft(), got, want)
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		g.Play(1, i, &rec)
	}
	if len(seen) < 2 {
		t.Errorf("cases seen %v, want both the card to come and played", seen)
	}
}

// TestDangerZeroAllocs: versions 2, 3 and 4 of the danger model allocate
// nothing.
func TestDangerZeroAllocs(t *testing.T) {
	b := examples(t)["intro-brawl"]
	for _, v := range []int{2, 3, 4} {
		p := &firstAction{Policy: mustPolicy(t, fmt.Sprintf("planner:danger=%d", v)), fn: func(g adventures.View, d adventures.Decision) {
			tac := NewTactician(0.9, 1)
			tac.dangerV.v = v
			tac.Reset(g)
			n := testing.AllocsPerRun(20, func() {
				tac.key.clear()
				tac.prepareThreat(g, d.Hero)
				for c := grid.Cell(0); c < grid.Cell(grid.MaxSide*grid.MaxSide); c++ {
					if g.Battle().Map.Inside(c.X(), c.Y()) {
						tac.dangerAt(g, d.Hero, c)
					}
				}
			})
			if n != 0 {
				t.Errorf("version %d: %v allocations, want 0", v, n)
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		g.Play(1, 0, &rec)
	}
}
