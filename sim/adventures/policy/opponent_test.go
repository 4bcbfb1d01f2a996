package policy

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// TestOpponent: a Competitive Mode battle's villain player is the
// opponent a skill grid crosses, with every villain policy; a Cooperative
// Mode battle has none.
func TestOpponent(t *testing.T) {
	for _, c := range []struct {
		battle string
		ok     bool
	}{{"foot-clan-ambush", true}, {"intro-brawl", false}} {
		l, err := battlefile.Open(c.battle)
		if err != nil {
			t.Fatal(err)
		}
		seat, pols, ok := NewSetup(l.Battle, "").Opponent()
		if ok != c.ok || ok && (seat != adventures.SeatVillain || !slices.Equal(pols, villainpolicy.Tiers())) {
			t.Errorf("%s: got seat %d, %q, %v; want the villain's tiers: %v", c.battle, seat, pols, ok, c.ok)
		}
	}
}
