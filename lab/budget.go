package lab

import (
	"context"
	"time"

	"github.com/tmntsim/tmntsim/sim"
)

// RunFirstShare is the share of a budget the run of RunFirstBudget takes
// of a Swapper's games: its paired study of the first player's advantage
// plays two games an index, and takes the rest.
const RunFirstShare = 1.0 / 3

// RunFirstBudget is RunFirst under budget b (nil or none: RunFirst): the
// run stops by b (Budget.Stop) after its share, RunFirstShare of a
// Swapper's budget, else all of it; the study of the first player's
// advantage then plays the games that fit in what is left of b at the
// pace the run played at (two games an index), one at least and the
// run's at most, and stops at b's end if its pace was slower: it keeps
// the pairs played by then (none: no study). A run the budget cut short
// is marked incomplete.
func RunFirstBudget(ctx context.Context, setup sim.Setup, o Options, b *Budget) (*Summary, *FirstStudy, error) {
	if b == nil || b.Total <= 0 {
		return RunFirst(ctx, setup, o)
	}
	sw, swap := setup.(Swapper)
	share := 1.0
	if swap {
		share = RunFirstShare
	}
	stop := b.Stop(b.Share(share, 1, 1))
	ro := o
	ro.Batch = 1
	ro.Stop = func(s *Summary) bool { return stop(s.Games()) }
	sum, err := Run(ctx, setup, ro)
	if sum != nil && o.Precision == 0 && sum.Games() < o.Games {
		sum.Complete = false
	}
	if err != nil || !swap {
		return sum, nil, err
	}
	so := o
	so.Games = max(1, min(sum.Games(), int64(b.Left()/max(2*paceOf(sum), time.Nanosecond))))
	dctx, cancel := context.WithDeadline(ctx, b.End())
	defer cancel()
	f, err := swapFirst(dctx, sw, o.Policies, so)
	if err == nil || ctx.Err() != nil || dctx.Err() == nil {
		return sum, f, err
	}
	// The budget's end cut the study: it keeps the pairs played by then.
	if f == nil || f.Seat0.N() == 0 {
		return sum, nil, nil
	}
	f.AFirst.Complete, f.BFirst.Complete = false, false
	return sum, f, nil
}

// paceOf returns the wall time a game of s took, its workers' games
// played side by side.
func paceOf(s *Summary) time.Duration {
	if s.Games() == 0 {
		return 0
	}
	return time.Duration(s.Perf.Elapsed * float64(time.Second) / float64(s.Games()))
}
