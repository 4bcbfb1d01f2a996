// Package entrytest holds the tests every game's entry (lab.Game) passes
// alike: its embedded files played with the engine's invariants checked,
// as tmntsim run --check readies them, and played unchecked without an
// allocation. The TCG's and Munchkin's entries call it.
package entrytest

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
)

// Checked readies every embedded file of e for a run with --check, as
// tmntsim run readies it, and plays n games of each by its file's
// policies and n/2 by each of seats (one policy per seat, e.g. all random,
// then greedy), with the engine's invariants checked; it fails t at a
// broken invariant, or when checked does not say the readied setup
// checks and the opened one does not.
func Checked(t *testing.T, e lab.Game, n int64, checked func(sim.Setup) bool, seats ...func(nSeats int) []string) {
	t.Helper()
	for _, name := range e.Embedded() {
		opened, err := e.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		setup, err := e.Run.Or().Ready(opened, nil, true)
		if err != nil {
			t.Fatal(err)
		}
		if !checked(setup) || checked(opened) {
			t.Fatalf("%s: readied checks %v, opened %v; want true, false", name, checked(setup), checked(opened))
		}
		pols := [][]string{nil}
		for _, s := range seats {
			pols = append(pols, s(len(opened.Policies())))
		}
		for _, p := range pols {
			games := n
			if p != nil {
				games = n / 2
			}
			if _, err := lab.Run(context.Background(), setup, lab.Options{Seed: 5, Games: games, Workers: 1, Policies: p}); err != nil {
				t.Errorf("%s %v: %v", name, p, err)
			}
		}
	}
}

// UncheckedAllocs fails t when a game of an embedded file of e, readied
// for a run without --check, allocates: the checks cost the hot path
// nothing when off.
func UncheckedAllocs(t *testing.T, e lab.Game) {
	t.Helper()
	for _, name := range e.Embedded() {
		opened, err := e.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		setup, err := e.Run.Or().Ready(opened, nil, false)
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

// All returns seats that give every seat policy p.
func All(p string) func(int) []string {
	return func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = p
		}
		return out
	}
}
