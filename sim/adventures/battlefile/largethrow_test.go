package battlefile_test

import (
	"math/bits"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// The example of a hero who throws large objects (Adventures, Terrain
// Types: Large Throwing Objects) loads and plays: the default policy
// throws cars, dumpsters and benches in some battles, no battle allocates, and
// every battle keeps the engine's invariants.
func TestDumpsterTossPlays(t *testing.T) {
	l, err := battlefile.Open("testdata/dumpster-toss.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if !l.Battle.ThrowsLarge() {
		t.Fatal("the battle throws no large object")
	}
	pol, err := policy.New(policy.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := adventures.NewGame(l.Battle, pol)
	var rec sim.Record
	objects := l.Battle.Map.Has[bits.TrailingZeros32(uint32(grid.LargeObject))]
	i, throws := uint64(0), 0
	allocs := testing.AllocsPerRun(100, func() {
		g.Play(1, i, &rec)
		i++
		for w := range objects {
			if objects[w]&g.Map.Gone[w] != 0 {
				throws++
				break
			}
		}
	})
	if allocs != 0 {
		t.Errorf("Play allocates %.1f times per battle, want 0", allocs)
	}
	if throws == 0 {
		t.Error("no battle threw a large object")
	}
	t.Logf("%d of %d battles threw a large object", throws, i)
	g.SetCheck(true) // checking allocates: apart from the count above
	for i := range uint64(100) {
		if g.Play(1, i, &rec); g.Violation() != nil {
			t.Fatalf("battle %d: %v", i, g.Violation())
		}
	}
}
