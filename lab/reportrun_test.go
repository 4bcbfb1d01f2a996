package lab

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestBudgetRun: a run the budget stops early has its games handed out
// one at a time, and is marked incomplete when MarkShort says so; a run
// ctx stopped says so with context.Canceled.
func TestBudgetRun(t *testing.T) {
	var batch int
	play := func(ctx context.Context, setup sim.Setup, sum *Summary, o Options) (bool, error) {
		batch = o.Batch
		err := Resume(ctx, setup, sum, o)
		return Interrupted(err), nil
	}
	setup := simtest.New(0.5, 0.5)
	for _, mark := range []bool{false, true} {
		b := BudgetRun{Options: Options{Seed: 3, Workers: 2}, Play: play, MarkShort: mark}
		sum, err := b.Run(context.Background(), setup, nil, 100, func(done int64) bool { return done >= 10 })
		if err != nil || sum.Games() >= 100 || batch != 1 || sum.Complete == mark {
			t.Errorf("MarkShort %v: got %d games (batch %d, complete %v), %v; want fewer than 100 one at a time, complete %v",
				mark, sum.Games(), batch, sum.Complete, err, !mark)
		}
	}
	sum, err := BudgetRun{Play: play, MarkShort: true}.Run(context.Background(), setup, nil, 50, nil)
	if err != nil || sum.Games() != 50 || !sum.Complete || batch != 0 {
		t.Errorf("no budget: got %d games (batch %d, complete %v), %v; want all 50, complete", sum.Games(), batch, sum.Complete, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (BudgetRun{Play: play}).Run(ctx, setup, nil, 50, nil); err != context.Canceled {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
}
