package lab

import (
	"context"

	"github.com/tmntsim/tmntsim/sim"
)

// A BudgetRun plays the runs of a report (its ReportRun's and its
// GridRun's) under the report's time budget. Its Options give every run
// its seed, workers, interval method, precision and the names its summary
// records; Play plays the games of sum on setup (Resume with a progress
// display, say) and reports whether ctx stopped it.
type BudgetRun struct {
	Options
	Play func(ctx context.Context, setup sim.Setup, sum *Summary, o Options) (interrupted bool, err error)
	// MarkShort marks the summary of a run the budget ended before its
	// games incomplete: a summary.json must not claim the games it was
	// asked for (a summary read back is checked for that), and --resume
	// can finish it.
	MarkShort bool
}

// Run plays n games of setup with its seats' policies specs, ended early
// when stop (nil: never) says so given the games done. With a stop the
// games are handed out one at a time: the runner folds a chunk once all
// its games are played, and a slow policy's chunk of even four games
// takes longer than a short budget.
// A run ctx stopped returns what it played and context.Canceled.
func (b BudgetRun) Run(ctx context.Context, setup sim.Setup, specs []string, n int64, stop func(done int64) bool) (*Summary, error) {
	o := b.Options
	o.Games, o.Policies = n, specs
	if stop != nil {
		o.Batch = 1
		o.Stop = func(s *Summary) bool { return stop(s.Games()) }
	}
	sum := NewSummary(setup, o)
	stopped, err := b.Play(ctx, setup, sum, o)
	if err == nil && stopped {
		err = context.Canceled
	}
	if b.MarkShort && o.Precision == 0 && sum.Games() < n {
		sum.Complete = false
	}
	return sum, err
}
