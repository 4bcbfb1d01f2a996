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
// against two hero policies with the engine's invariant checks on: no
// violation, every battle ends, no two villain types share a space, and
// the villain groups its Mousers (a space of 2 or 3 after setup's).
func TestTinyPlays(t *testing.T) {
	b := tinyBattle(t)
	n := uint64(40)
	if testing.Short() {
		n = 10
	}
	for _, v := range villains {
		for _, h := range []string{"random", "greedy"} {
			setup := policy.NewSetup(b, "")
			setup.Check = true
			gm, err := setup.NewGame([]string{h, v})
			if err != nil {
				t.Fatal(err)
			}
			g := gm.(*adventures.Game)
			for i := range n {
				var rec sim.Record
				g.Play(7, i, &rec)
				if err := g.Violation(); err != nil {
					t.Fatalf("%s vs villain %s, battle %d: %v", h, v, i, err)
				}
				if !g.Over() {
					t.Fatalf("%s vs villain %s: battle %d did not end", h, v, i)
				}
			}
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
