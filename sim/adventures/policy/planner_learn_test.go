package policy

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// TestSpawnCamp: where the spawns find empty spaces anyway, a hero on a
// spawning space is worth camp, and only where holding out is the only
// win; where the spawns fill the spaces the heroes leave, the spawn term
// holds as before (TestSpawnBlockGain). Four spawning spaces, 2 heroes.
func TestSpawnCamp(t *testing.T) {
	tests := []struct {
		pool int    // Foot Ninja in the figure pool
		win  string // the battle's wins
		camp float64
		want float64 // of the spawn term; -1: 0.5 of a Foot Ninja's knock-out
	}{
		{3, "[{kind: survive, n: 3}]", 0.3, 0.3},                             // 2 spawn on 4 empty spaces
		{0, "[{kind: survive, n: 3}]", 0.3, 0.3},                             // none spawn
		{3, "[{kind: survive, n: 3}]", 0, 0},                                 // off
		{7, "[{kind: survive, n: 3}]", 0.3, -1},                              // 4 on 4: a spawn kept off
		{3, "[{kind: survive, n: 3}, {kind: defeat-figures, n: 4}]", 0.3, 0}, // knock-outs win too
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("pool %d, win %s, camp %v", tt.pool, tt.win, tt.camp), func(t *testing.T) {
			l := fourSpawns(t, tt.pool, tt.win)
			var got, want float64
			p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
				tac := NewTactician(0.9, 1)
				tac.Reset(g)
				s := spawnBlock{weight: 0.5, camp: tt.camp}
				s.reset(g, tac)
				got, want = s.gain(g, d.Hero, tac), tt.want
				if want < 0 {
					want = 0.5 * tac.worth[0]
				}
			}}
			g := adventures.NewGame(l, p)
			var rec sim.Record
			g.Play(1, 0, &rec)
			if !p.done {
				t.Fatal("no action played")
			}
			if got != want {
				t.Errorf("gain %v, want %v", got, want)
			}
		})
	}
}

// fourSpawns returns a battle of two heroes and a pool of pool Foot Ninja
// (one more on the map) on a map with four spawning spaces, won by win.
func fourSpawns(t *testing.T, pool int, win string) *adventures.Battle {
	t.Helper()
	return testBattle(t, "    S......S\n    ...HH...\n    ........\n    S......S", "d3", pool+1, win)
}
