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
		af, bf := sw.SwapFirst()
		f, err := First(ctx, Entrant{Setup: af, Policies: policies, Name: "first seat first"},
			Entrant{Setup: bf, Policies: policies, Name: "second seat first"}, o)
		return f, nil, err
	}
	o.Policies = policies
	s, err := Run(ctx, setup, o)
	return nil, s, err
}
