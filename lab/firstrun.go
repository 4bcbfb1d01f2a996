package lab

import (
	"context"

	"github.com/tmntsim/tmntsim/sim"
)

// A Swapper is a setup of a two-seat game that can fix who goes first (a
// TCG match): aFirst has its first seat go first, bFirst its second.
type Swapper interface {
	SwapFirst() (aFirst, bFirst sim.Setup)
}

// HasFirst reports whether a run of setup, sum, has a first player's
// advantage to measure (FirstOfRun): setup is a Swapper (a table's first
// player cannot be fixed), sum covers the whole run (a shard's games are
// not 0 … n-1, and a merge would not combine the studies) and has 2 games
// or more.
func HasFirst(setup sim.Setup, sum *Summary) bool {
	_, ok := setup.(Swapper)
	return ok && sum.Coverage.Shards == 1 && sum.Games() >= 2
}

// FirstOfRun measures the first player's advantage of a run, sum, of
// setup played by policies: the run's games, 0 … sum.Games()-1 of its
// seed, played again in each order with the seats swapped (First). Of o
// it takes Workers, Batch and Progress. It returns nil, nil where HasFirst
// does not hold.
func FirstOfRun(ctx context.Context, setup sim.Setup, sum *Summary, policies []string, o Options) (*FirstStudy, error) {
	if !HasFirst(setup, sum) {
		return nil, nil
	}
	o.Seed, o.Games = sum.Seed, sum.Games()
	return swapFirst(ctx, setup.(Swapper), policies, o)
}
