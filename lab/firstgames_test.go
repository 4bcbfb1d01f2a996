package lab_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// swapped is a fake game that can fix who goes first.
type swapped struct{ *simtest.Setup }

func (s swapped) SwapFirst() (sim.Setup, sim.Setup) { return s.Setup, s.Setup }

// A run of a game whose first player can be fixed plays its games again in
// each order; another game's its games alone.
func TestRunFirstGames(t *testing.T) {
	if got := lab.RunFirstGames(simtest.New(0.5, 0.5), 100); got != 100 {
		t.Errorf("fake game: got %d, want 100", got)
	}
	if got := lab.RunFirstGames(swapped{simtest.New(0.5, 0.5)}, 100); got != 300 {
		t.Errorf("swapper: got %d, want 300", got)
	}
}
