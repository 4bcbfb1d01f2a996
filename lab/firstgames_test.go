package lab

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A run of a game whose first player can be fixed plays its games again in
// each order; another game's its games alone.
func TestRunFirstGames(t *testing.T) {
	if got := RunFirstGames(simtest.New(0.5, 0.5), 100); got != 100 {
		t.Errorf("fake game: got %d, want 100", got)
	}
	if got := RunFirstGames(swapSetup{simtest.New(0.5, 0.5)}, 100); got != 300 {
		t.Errorf("swapper: got %d, want 300", got)
	}
}
