package villainpolicy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// leaderWatch plays a villain policy and counts the moves of a leader
// that end within a standing hero's Move + 1 spaces, and those of them
// the leader's activation does not follow with a strike.
type leaderWatch struct {
	adventures.VillainPolicy
	into, idle int
	pending    bool // the active leader moved into reach and has not struck yet
}

func (w *leaderWatch) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	i := w.VillainPolicy.Choose(s, d, opts)
	if d.Kind != adventures.VDecideAction {
		return i
	}
	o := opts[i]
	switch o.Kind {
	case adventures.VOptMelee, adventures.VOptRanged:
		w.pending = false
	case adventures.VOptMove:
		if w.pending {
			w.pending = false
			w.idle++
		}
		id := s.ActiveFigure()
		if !s.Battle().Villains[s.Fig(id).Type].Leader {
			break
		}
		for h := 0; h < s.NumHeroes(); h++ {
			if hf := s.Fig(h); hf.Standing() && grid.Chebyshev(o.Cell, hf.Cell) <= int(s.Battle().Heroes[h].Move)+1 {
				w.into++
				w.pending = true
				break
			}
		}
	case adventures.VOptNone:
		if w.pending {
			w.pending = false
			w.idle++
		}
	}
	return i
}

// TestLeaderKeepsOutOfReach: the greedy and planner villains move a
// leader into the heroes' reach (a hero's Move and one space) only to
// strike from there; before, Karai walked up to the Turtles and was
// knocked down in the second round (foot-clan-ambush, 200 battles).
func TestLeaderKeepsOutOfReach(t *testing.T) {
	l, err := battlefile.Open("foot-clan-ambush")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"greedy", "planner"} {
		p, err := policy.New("greedy")
		if err != nil {
			t.Fatal(err)
		}
		v, _ := villainpolicy.New(name)
		w := &leaderWatch{VillainPolicy: v}
		g := adventures.NewGame(l.Battle, p)
		g.SetVillainPolicy(w)
		var rec sim.Record
		for i := uint64(0); i < 200; i++ {
			g.Play(1, i, &rec)
		}
		if w.idle != 0 {
			t.Errorf("%s: %d of %d leader moves into the heroes' reach strike nothing after; want 0", name, w.idle, w.into)
		}
	}
}
