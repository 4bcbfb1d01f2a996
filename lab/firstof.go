package lab

import (
	"context"

	"github.com/tmntsim/tmntsim/sim"
)

// FirstOf measures what going first is worth in setup, its seats played
// by policies: of a Swapper, the seats swapped on the same seeds (First,
// each order o.Games games); of another game, the games of its seats in
// their order (Run), whose seats' win rates against an equal share say
// it. One of the two results is nil.
func FirstOf(ctx context.Context, setup sim.Setup, policies []string, o Options) (*FirstStudy, *Summary, error) {
	if sw, ok := setup.(Swapper); ok {
		f, err := swapFirst(ctx, sw, policies, o)
		return f, nil, err
	}
	o.Policies = policies
	s, err := Run(ctx, setup, o)
	return nil, s, err
}

// RunFirst runs setup by o (Run) and, for a Swapper, measures the first
// player's advantage on the same games, seats swapped (First); the study
// is nil for another game. o.Progress is called by the run and then by
// the study (of 2·o.Games games).
func RunFirst(ctx context.Context, setup sim.Setup, o Options) (*Summary, *FirstStudy, error) {
	sw, swap := setup.(Swapper)
	sum, err := Run(ctx, setup, o)
	if err != nil || !swap {
		return sum, nil, err
	}
	f, err := swapFirst(ctx, sw, o.Policies, o)
	return sum, f, err
}

// swapFirst plays the games of o of sw with each seat first (First).
func swapFirst(ctx context.Context, sw Swapper, policies []string, o Options) (*FirstStudy, error) {
	af, bf := sw.SwapFirst()
	return First(ctx, Entrant{Setup: af, Policies: policies, Name: "first seat first"},
		Entrant{Setup: bf, Policies: policies, Name: "second seat first"}, o)
}
