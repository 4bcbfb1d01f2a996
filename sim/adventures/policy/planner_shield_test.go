package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestSharePrio: the share of a villain's strikes a hero takes by the
// targeting rules (Adventures, "Targeting Priority"): a melee villain
// strikes the nearest hero, a tie broken by the secondary priority (hp
// the hero's, rPrio the best rival's at the tie), else 1/2; a ranged one
// the best by priority of the heroes in its strike range, then the
// nearest; each rule only as the mode asks, else as shareAt.
func TestSharePrio(t *testing.T) {
	tests := []struct {
		name             string
		ranged           bool
		d, other         int
		hp, rPrio, rDist int
		adjacent, sees   bool
		mode             int
		want             float64
	}{
		{"melee nearer", false, 2, 3, 5, 9, 3, false, true, 1, 1},
		{"melee farther", false, 3, 2, 9, 5, 2, false, true, 1, 0},
		{"melee tie, priority for", false, 2, 2, 9, 5, 2, false, true, 1, 1},
		{"melee tie, priority against", false, 2, 2, 5, 9, 2, false, true, 1, 0},
		{"melee tie, equal", false, 2, 2, 5, 5, 2, false, true, 1, 0.5},
		{"melee tie, no rival seen", false, 2, 2, 5, noPrio, 127, false, true, 1, 1},
		{"melee tie, ties off", false, 2, 2, 9, 5, 2, false, true, 2, 0.5},
		{"unseen", false, 2, 3, 9, 5, 3, false, false, 3, 0},
		{"ranged, priority for, farther", true, 5, 2, 9, 5, 2, false, true, 2, 1},
		{"ranged, priority against, nearer", true, 2, 5, 5, 9, 5, false, true, 2, 0},
		{"ranged, equal priority, nearer", true, 2, 5, 5, 5, 5, false, true, 2, 1},
		{"ranged, equal priority, as near", true, 3, 3, 5, 5, 3, false, true, 2, 0.5},
		{"ranged, equal priority, farther", true, 4, 3, 5, 5, 3, false, true, 2, 0},
		{"ranged, no rival in range", true, 4, 2, 5, noPrio, 127, false, true, 2, 1},
		{"ranged, adjacent (it steps away)", true, 1, 3, 9, 5, 3, true, true, 3, 0.5},
		{"ranged, rule off: the nearest", true, 5, 2, 9, 5, 2, false, true, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := threat{ranged: tt.ranged, other: tt.other, hp: tt.hp, rPrio: tt.rPrio, rDist: tt.rDist}
			if got, _ := v.sharePrio(tt.d, tt.adjacent, tt.sees, tt.mode); got != tt.want {
				t.Errorf("share %v, want %v", got, tt.want)
			}
		})
	}
}

// TestShieldLowersDanger: with shield, the danger of every space a hero
// can end its move on is the danger without it less shield times the cost
// of the wounds it spares the others (never below 0, harmful terrain
// apart), and unchanged where it spares none; a space that spares wounds
// is found.
func TestShieldLowersDanger(t *testing.T) {
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	pl := mustPolicy(t, "planner").(*Planner)
	checked, spares := 0, 0
	p := &nextEveryAction{Planner: pl, fn: func(g adventures.View, h int) {
		if checked >= 30 {
			return
		}
		tt := &pl.Tactician
		tt.prepare(g, h)
		forEach(&g.MoveReach(h).End, func(c grid.Cell) {
			if g.Battle().Map.Terrain[c]&grid.Harmful != 0 {
				return // its 1.5 is added after the shield
			}
			tt.shield = 0
			off := tt.dangerWith(g, h, c, 0, grid.NoCell)
			tt.shield = 1
			on := tt.dangerWith(g, h, c, 0, grid.NoCell)
			spared := tt.spared
			tt.shield = 0
			want := off
			if spared > 0 {
				spares++
				want = max(off-tt.costMean*spared, 0)
			}
			if math.Abs(on-want) > 1e-9 || on > off {
				t.Errorf("%v: danger %v with shield, %v without, spared %v", c, on, off, spared)
			}
		})
		checked++
	}}
	g := adventures.NewGame(ld.Battle, p)
	var rec sim.Record
	for i := uint64(0); checked < 30 && i < 10; i++ {
		g.Play(1, i, &rec)
	}
	if checked < 30 || spares == 0 {
		t.Fatalf("%d decisions checked, %d spaces spared wounds", checked, spares)
	}
}

// TestShieldCooperativeOnly: the terms are off in Competitive Mode, where
// the villains are played by a policy, not by the targeting rules.
func TestShieldCooperativeOnly(t *testing.T) {
	for _, name := range []string{"intro-brawl", "thugs-turf"} {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		pl := mustPolicy(t, "planner:shield=1,target=3").(*Planner)
		g := adventures.NewGame(ld.Battle, pl)
		pl.Reset(g.View())
		on := ld.Battle.Competitive == nil
		if (pl.shield == 1) != on || (pl.byPriority == 3) != on || pl.dangerV.byPriority != on {
			t.Errorf("%s: shield %v, target %d, key %v", name, pl.shield, pl.byPriority, pl.dangerV.byPriority)
		}
	}
}
