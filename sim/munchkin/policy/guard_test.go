package policy_test

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/internal/viewguard"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

// munchkinScratch names the Game's fields that are no part of the game:
// the option buffer and the views' buffers.
var munchkinScratch = []string{"opts", "buf"}

// guarded plays a policy under a Guard.
type guarded struct {
	p munchkin.Policy
	w *viewguard.Guard
}

func (g guarded) Reset(v *munchkin.View) { g.w.Check(v, "Reset", func() { g.p.Reset(v) }) }

func (g guarded) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) (i int) {
	g.w.Check(v, fmt.Sprintf("seat %d Choose(%v)", v.Seat(), d), func() { i = g.p.Choose(v, d, opts) })
	return i
}

// TestPoliciesLeaveTheGameAlone plays every policy in every seat of every
// example table, a few games each, and fingerprints the whole game (the
// decks, the hands and cards in play, the combat, the Levels) before and
// after each Reset and Choose: a policy reads its view and never changes
// the game.
func TestPoliciesLeaveTheGameAlone(t *testing.T) {
	n := uint64(3)
	if testing.Short() {
		n = 1
	}
	for _, tn := range tablefile.TableNames() {
		table, err := tablefile.EmbeddedTable(tn)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range policy.Names() {
			w := &viewguard.Guard{T: t, Where: tn + ", " + name, Skip: munchkinScratch}
			var ps []munchkin.Policy
			for range table.Setup.Opt.Players {
				p, err := policy.New(name)
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, guarded{p, w})
			}
			g := munchkin.NewGame(table.Setup, ps)
			for i := range n {
				var rec sim.Record
				g.Play(1, i, &rec)
			}
		}
	}
}
