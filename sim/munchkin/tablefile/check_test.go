package tablefile

import (
	"testing"

	"github.com/tmntsim/tmntsim/internal/entrytest"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// Every embedded table, readied for a run with --check as tmntsim run
// readies it, plays a few hundred games by its file's policies and by
// random and greedy seats with the engine's invariants checked after
// every turn, and none breaks one; the opened table is left unchecked.
func TestEmbeddedTablesChecked(t *testing.T) {
	entrytest.Checked(t, Entry, 150, func(s sim.Setup) bool { return s.(*munchkin.Table).Check },
		entrytest.All("random"), entrytest.All("greedy"))
}

// The games of every embedded table made for a run without --check
// allocate nothing: the checks cost the hot path nothing when off.
func TestUncheckedPlayAllocs(t *testing.T) {
	entrytest.UncheckedAllocs(t, Entry)
}
