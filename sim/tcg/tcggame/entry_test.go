package tcggame

import (
	"testing"

	"github.com/tmntsim/tmntsim/internal/entrytest"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// Every embedded match, readied for a run with --check as tmntsim run
// readies it, plays a few hundred games by its file's policies and by
// random and greedy seats with the engine's invariants checked after
// every phase, and none breaks one; the opened match is left unchecked.
func TestEmbeddedMatchesChecked(t *testing.T) {
	entrytest.Checked(t, Entry, 200, func(s sim.Setup) bool { return s.(*tcg.Match).Check },
		entrytest.All("random"), func(int) []string { return []string{"greedy", "random"} })
}

// The games of every embedded match made for a run without --check
// allocate nothing: the checks cost the hot path nothing when off.
func TestUncheckedPlayAllocs(t *testing.T) {
	entrytest.UncheckedAllocs(t, Entry)
}
