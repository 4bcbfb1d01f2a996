package policy_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// searchTable returns a 4-player game with spec in seat 1 and reasonable
// in the others.
func searchTable(t *testing.T, spec string) *munchkin.Game {
	t.Helper()
	s := tableOfFour(t)
	var err error
	pols := make([]munchkin.Policy, 4)
	for i := range pols {
		p := "reasonable"
		if i == 0 {
			p = spec
		}
		if pols[i], err = policy.New(p); err != nil {
			t.Fatal(err)
		}
	}
	return munchkin.NewGame(s, pols)
}

// The search player plays legal, checked games; game (seed, i) is the same
// in a fresh game and in a reused one; it allocates nothing once the first
// game has built its rollout; and it does not play as reasonable does.
func TestSearch(t *testing.T) {
	g := searchTable(t, "search:n=2")
	g.SetCheck(true)
	ref := searchTable(t, "reasonable")
	differ := 0
	for i := range uint64(12) {
		var a, b, c sim.Record
		g.Play(6, i, &a)
		if err := g.CheckErr(); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		searchTable(t, "search:n=2").Play(6, i, &b)
		if a != b {
			t.Fatalf("game %d: a reused search player and a fresh one play differently", i)
		}
		ref.Play(6, i, &c)
		if a != c {
			differ++
		}
	}
	if differ == 0 {
		t.Errorf("search:n=2 played 12 games exactly as reasonable does")
	}
	var rec sim.Record
	i := uint64(100)
	if n := testing.AllocsPerRun(3, func() { g.Play(6, i, &rec); i++ }); n != 0 {
		t.Errorf("search: %v allocations per game, want 0", n)
	}
	for _, spec := range []string{"search:n=0", "search:n=x", "search:depth=2"} {
		if _, err := policy.New(spec); err == nil {
			t.Errorf("%s: no error", spec)
		}
	}
}
