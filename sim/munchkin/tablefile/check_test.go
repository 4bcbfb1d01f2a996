package tablefile

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/sim"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// Every embedded table, readied for a run with --check as tmntsim run
// readies it, plays a few hundred games by its file's policies and by
// random and greedy seats with the engine's invariants checked after
// every turn, and none breaks one; the opened table is left unchecked.
func TestEmbeddedTablesChecked(t *testing.T) {
	for _, name := range Entry.Embedded() {
		opened, err := Entry.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		setup, err := Entry.Run.Or().Ready(opened, nil, true)
		if err != nil {
			t.Fatal(err)
		}
		if !setup.(*munchkin.Table).Check || opened.(*munchkin.Table).Check {
			t.Fatalf("%s: readied Check %v, opened %v; want true, false", name, setup.(*munchkin.Table).Check, opened.(*munchkin.Table).Check)
		}
		seats := len(opened.Policies())
		random, greedy := make([]string, seats), make([]string, seats)
		for s := range seats {
			random[s], greedy[s] = "random", "greedy"
		}
		for _, pols := range [][]string{nil, random, greedy} {
			n := int64(150)
			if pols != nil {
				n = 75
			}
			if _, err := lab.Run(context.Background(), setup, lab.Options{Seed: 5, Games: n, Workers: 1, Policies: pols}); err != nil {
				t.Errorf("%s %v: %v", name, pols, err)
			}
		}
	}
}

// The games of every embedded table made for a run without --check
// allocate nothing: the checks cost the hot path nothing when off.
func TestUncheckedPlayAllocs(t *testing.T) {
	for _, name := range Entry.Embedded() {
		opened, err := Entry.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		setup, err := Entry.Run.Or().Ready(opened, nil, false)
		if err != nil {
			t.Fatal(err)
		}
		g, err := setup.NewGame(nil)
		if err != nil {
			t.Fatal(err)
		}
		var rec sim.Record
		i := uint64(0)
		g.Play(1, i, &rec)
		if a := testing.AllocsPerRun(50, func() { i++; g.Play(1, i, &rec) }); a != 0 {
			t.Errorf("%s: %v allocations a game, want 0", name, a)
		}
	}
}
