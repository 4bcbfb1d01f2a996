package main

import (
	"context"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// playInto plays the games of sum's run that it does not cover yet, up to
// o.Games, on setup (lab.Resume: of o it takes Games, Workers, Batch and
// Stop), with a progress line on e's stderr if the --progress mode asks for
// it (the focus seat's win rate). It reports whether ctx stopped the run;
// the error is the run's failure, a game's named by noun ("battle").
func playInto(ctx context.Context, e *env, setup sim.Setup, sum *stats.Summary, o lab.Options, mode, noun string) (interrupted bool, err error) {
	total := sum.Coverage.HeldBattles(o.Games)
	if bar := startProgress(e, mode, sum.Games(), total); bar != nil {
		focus := sum.Schema().Focus
		bar.Rate = func() (float64, float64, float64) { return sum.WinRate(focus) }
		bar.Who = reports.ProgressLabel(sum.Schema().Seats[focus])
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	err = lab.Resume(ctx, setup, sum, o)
	if lab.Interrupted(err) {
		return true, nil
	}
	return false, lab.Worded(err, noun)
}
