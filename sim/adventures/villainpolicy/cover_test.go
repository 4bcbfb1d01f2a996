package villainpolicy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// terrainWatch plays a villain policy and counts the terrain moves it is
// offered and takes, and the leaps it takes that fall.
type terrainWatch struct {
	adventures.VillainPolicy
	offered, taken [adventures.VOptThrow + 1]int
	falls          int
}

func (w *terrainWatch) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	i := w.VillainPolicy.Choose(s, d, opts)
	if d.Kind != adventures.VDecideAction {
		return i
	}
	for _, o := range opts {
		if o.Kind >= adventures.VOptTakeCover {
			w.offered[o.Kind]++
		}
	}
	o := opts[i]
	if o.Kind >= adventures.VOptTakeCover {
		w.taken[o.Kind]++
	}
	if o.Kind == adventures.VOptLeap && s.Battle().Map.LeapFalls(s.Fig(int(o.Fig)).Cell, o.Cell) {
		w.falls++
	}
	return i
}

// TestTerrainMovesWeighed plays the competitive examples: villain figures
// are offered terrain moves (take cover, crouch or leap; Adventures,
// Terrain Moves, p. 31), the greedy and planner villains take some of
// them, and greedy never leaps into a fall.
func TestTerrainMovesWeighed(t *testing.T) {
	n := uint64(60)
	if testing.Short() {
		n = 15
	}
	for _, name := range []string{"greedy", "planner"} {
		v, _ := villainpolicy.New(name)
		w := &terrainWatch{VillainPolicy: v}
		for _, b := range competitiveBattles(t) {
			p, err := policy.New("greedy")
			if err != nil {
				t.Fatal(err)
			}
			g := adventures.NewGame(b, p)
			g.SetVillainPolicy(w)
			var rec sim.Record
			for i := uint64(0); i < n; i++ {
				g.Play(1, i, &rec)
			}
		}
		offered, taken := 0, 0
		for k := adventures.VOptTakeCover; k <= adventures.VOptThrow; k++ {
			offered += w.offered[k]
			taken += w.taken[k]
		}
		t.Logf("%s: offered cover %d, crouch %d, leap %d, grind %d, throw %d; took %d, %d, %d, %d, %d; %d falls", name,
			w.offered[adventures.VOptTakeCover], w.offered[adventures.VOptCrouch], w.offered[adventures.VOptLeap],
			w.offered[adventures.VOptGrind], w.offered[adventures.VOptThrow],
			w.taken[adventures.VOptTakeCover], w.taken[adventures.VOptCrouch], w.taken[adventures.VOptLeap],
			w.taken[adventures.VOptGrind], w.taken[adventures.VOptThrow], w.falls)
		if offered == 0 || taken == 0 {
			t.Errorf("%s: offered %d terrain moves, took %d; want some of each", name, offered, taken)
		}
		if name == "greedy" && w.falls != 0 {
			t.Errorf("greedy: %d leaps into a fall, want 0", w.falls)
		}
	}
}
