package lab

import "github.com/tmntsim/tmntsim/sim"

// RunFirstGames returns how many games RunFirst plays of setup by games
// per run: the run's, and for a Swapper as many again in each order.
func RunFirstGames(setup sim.Setup, games int64) int64 {
	if _, ok := setup.(Swapper); ok {
		return 3 * games
	}
	return games
}
