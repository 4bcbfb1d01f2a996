package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// TestCountersCountEachOperation performs single operations on a battle in
// play and checks that each adds exactly its own count.
func TestCountersCountEachOperation(t *testing.T) {
	b := brawl(t)
	tests := []struct {
		name string
		op   func(g *Game)
		want Counters
	}{
		{"roll 4 hits", func(g *Game) { g.rollHits(4) }, Counters{Dice: 4, Rolls: 1}},
		{"roll 3 faces", func(g *Game) { g.rollFaces(3) }, Counters{Dice: 3, Rolls: 1}},
		{"roll and reroll 5", func(g *Game) { g.rollFaces(5); g.rerollFaces(5, false) }, Counters{Dice: 10, Rolls: 2}},
		{"double hit 2", func(g *Game) { g.rollDoubleHit(2) }, Counters{Dice: 2, Rolls: 1}},
		{"can see", func(g *Game) { g.CanSee(0, g.nh) }, Counters{LOS: 1}},
		{"hero reach", func(g *Game) { g.heroReach(0, 3) }, Counters{Reach: 1}},
		// The brawl has no harmful terrain: the move needs no path; and no
		// door: the distance field is the map's own, computed when it was
		// built.
		{"villain move", func(g *Game) { g.aiMove(g.nh, 0, false) }, Counters{Reach: 1, FieldsKept: 1}},
		{"shuffle", func(g *Game) { g.shuffleDeck() }, Counters{Draws: int64(len(b.Heroes) + len(b.Villains) - 1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTestGame(t, b, nil)
			g.ResetCounters()
			tt.op(g)
			if got := g.Counters(); got != tt.want {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestCountersAddUpOverBattles plays battles and checks the battle count
// and that a battle of the brawl rolls dice, searches and checks sight.
func TestCountersAddUpOverBattles(t *testing.T) {
	g := NewGame(brawl(t), FirstPolicy{})
	var rec sim.Record
	const n = 20
	for i := 0; i < n; i++ {
		g.Play(1, uint64(i), &rec)
	}
	c := g.Counters()
	if c.Battles != n {
		t.Errorf("got %d battles, want %d", c.Battles, n)
	}
	if c.Dice < n || c.Rolls < n || c.Draws < n || c.Reach < n || c.LOS < n || c.DistanceField+c.FieldsKept < n {
		t.Errorf("got %+v, want every count at least %d (distance fields computed and kept together)", c, n)
	}
	if c.Dice < c.Rolls {
		t.Errorf("got %d dice in %d rolls, want at least one die a roll", c.Dice, c.Rolls)
	}
	g.ResetCounters()
	if got := g.Counters(); got != (Counters{}) {
		t.Errorf("after ResetCounters got %+v, want zero", got)
	}
}
