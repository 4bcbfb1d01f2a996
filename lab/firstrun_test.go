package lab

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// swapSetup is a two-seat fake game whose seats can swap who goes first
// (it has no first player: both orders are the game itself).
type swapSetup struct{ *simtest.Setup }

func (s swapSetup) SwapFirst() (sim.Setup, sim.Setup) { return s.Setup, s.Setup }

// TestFirstOfRun measures a whole run of a Swapper, on the run's games,
// and nothing of a setup that is none, of a shard or of one game.
func TestFirstOfRun(t *testing.T) {
	setup := swapSetup{simtest.New(0.5, 0.5)}
	run := func(s sim.Setup, o Options) *Summary {
		sum, err := Run(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		return sum
	}
	sum := run(setup, Options{Seed: 4, Games: 30})
	f, err := FirstOfRun(context.Background(), setup, sum, nil, Options{Workers: 2})
	if err != nil || f == nil || f.Seat0.N() != 30 {
		t.Fatalf("got %v, %v; want the 30 games of the run paired", f, err)
	}
	for what, c := range map[string]struct {
		s   sim.Setup
		sum *Summary
	}{
		"no swapper": {setup.Setup, run(setup.Setup, Options{Seed: 4, Games: 30})},
		"a shard":    {setup, run(setup, Options{Seed: 4, Games: 30, Shard: 1, Shards: 2})},
		"one game":   {setup, run(setup, Options{Seed: 4, Games: 1})},
	} {
		if f, err := FirstOfRun(context.Background(), c.s, c.sum, nil, Options{}); f != nil || err != nil {
			t.Errorf("%s: got %v, %v; want nothing measured", what, f, err)
		}
	}
}
