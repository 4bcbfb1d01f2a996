package lab

import (
	"context"
	"io"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestReplay plays the game a run played at the same index: the same
// outcome, whatever the index.
func TestReplay(t *testing.T) {
	setup := simtest.New(0.3, 0.7)
	sum, err := Run(context.Background(), setup, Options{Seed: 9, Games: 40, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	wins := int64(0)
	for i := uint64(0); i < 40; i++ {
		rec, err := Replay(io.Discard, setup, nil, 9, i)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Outcome[0] == sim.Won {
			wins++
		}
	}
	if got, _, _ := sum.WinRate(0); got != float64(wins)/40 {
		t.Errorf("replayed %d wins of seat 0 in 40, the run's rate is %g", wins, got)
	}
}
