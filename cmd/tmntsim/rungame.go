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
	interrupted, _, err = playCounted(ctx, e, setup, sum, o, mode, noun)
	return interrupted, err
}

// playCounted is playInto that also returns the games played in all when
// interrupted: those sum keeps, a prefix of the run, and those played past
// the first game not played, which it cannot keep.
func playCounted(ctx context.Context, e *env, setup sim.Setup, sum *stats.Summary, o lab.Options, mode, noun string) (interrupted bool, played int64, err error) {
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
		return true, lab.PlayedOf(err, sum.Games()), nil
	}
	return false, sum.Games(), lab.Worded(err, noun)
}
