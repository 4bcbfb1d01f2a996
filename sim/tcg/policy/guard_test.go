package policy_test

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/internal/viewguard"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	"github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// tcgScratch names the Game's fields that are no part of the game: the
// option buffer and View.Unseen's counts.
var tcgScratch = []string{"opts", "count"}

// guarded plays a policy under a Guard.
type guarded struct {
	p tcg.Policy
	w *viewguard.Guard
}

func (g guarded) Reset(v *tcg.View) { g.w.Check(v, "Reset", func() { g.p.Reset(v) }) }

func (g guarded) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) (i int) {
	g.w.Check(v, fmt.Sprintf("seat %d Choose(%v)", v.Seat, d), func() { i = g.p.Choose(v, d, opts) })
	return i
}

// TestPoliciesLeaveTheGameAlone plays every policy in both seats of every
// example match, a few games each, and fingerprints the whole game (the
// cards in every zone, the decks, the turn) before and after each Reset
// and Choose: a policy reads its view and never changes the game.
func TestPoliciesLeaveTheGameAlone(t *testing.T) {
	n := uint64(3)
	if testing.Short() {
		n = 1
	}
	for _, m := range deckfile.MatchNames() {
		match, err := deckfile.EmbeddedMatch(m, policy.New)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range policy.Names() {
			w := &viewguard.Guard{T: t, Where: m + ", " + name, Skip: tcgScratch}
			var ps []tcg.Policy
			for range tcg.MaxSeats {
				p, err := policy.New(name)
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, guarded{p, w})
			}
			g := tcg.NewGame(match.Setup, ps)
			for i := range n {
				var rec sim.Record
				g.Play(1, i, &rec)
			}
		}
	}
}
