package lab

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A game whose first player cannot be fixed is measured by its seats'
// games: FirstOf runs it and returns no swap.
func TestFirstOfRuns(t *testing.T) {
	swap, sum, err := FirstOf(context.Background(), simtest.New(0.3, 0.3, 0.3), nil, Options{Seed: 1, Games: 100, Workers: 2})
	if err != nil || swap != nil || sum == nil || sum.Games() != 100 {
		t.Fatalf("swap %v, summary %v, %v; want a run of 100 games and no swap", swap, sum, err)
	}
}
