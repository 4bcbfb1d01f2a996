package villainpolicy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// tinyBattle loads the test battle with a tiny villain type (Mousers).
func tinyBattle(t testing.TB) *adventures.Battle {
	t.Helper()
	l, err := battlefile.Open("testdata/mouser-swarm.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return l.Battle
}

// TestTinyPlays plays the tiny-figure battle with every villain policy
// against two hero policies with the engine's invariant checks on (among
// them: no figure but tiny ones of one type on a space of tiny figures):
// no violation, and every battle ends.
func TestTinyPlays(t *testing.T) {
	b := tinyBattle(t)
	n := uint64(40)
	if testing.Short() {
		n = 10
	}
	for _, v := range villains {
		for _, h := range []string{"random", "greedy"} {
			playChecked(t, b, h, v, n)
		}
	}
}

// TestTinyNoAllocs checks that a battle of the tiny-figure battle
// allocates nothing with every villain policy.
func TestTinyNoAllocs(t *testing.T) {
	b := tinyBattle(t)
	for _, v := range villains {
		g, err := policy.NewSetup(b, "greedy").NewGame([]string{"", v})
		if err != nil {
			t.Fatal(err)
		}
		var rec sim.Record
		i := uint64(0)
		g.Play(1, i, &rec) // warm up
		if a := testing.AllocsPerRun(20, func() { i++; g.Play(1, i, &rec) }); a != 0 {
			t.Errorf("villain %s: %.1f allocations per battle, want 0", v, a)
		}
	}
}
