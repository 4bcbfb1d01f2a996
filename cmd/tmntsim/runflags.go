package main

import (
	"context"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/console"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// What the commands that play runs of battles share: compare, sweep,
// tune and report.

// interruptible returns a command's run function that calls do with a
// context cancelled by the first Ctrl-C or SIGTERM; a second one ends the
// process at once.
func interruptible(do func(ctx context.Context, e *env, args []string) int) func(e *env, args []string) int {
	return func(e *env, args []string) int {
		ctx, stop := console.Interruptible()
		defer stop()
		return do(ctx, e, args)
	}
}

// useRunFlags declares the flags of sweep, tune and report that play
// battles as "tmntsim run" does (cli.Set.UseBattleStudy).
func useRunFlags(fs *cli.Set, battles int64, per string) { fs.UseBattleStudy(battles, per) }

// runOf returns the run the flags of useRunFlags ask for, unchecked, and
// the -p values by seat; its hero policy is the bare -p (checkRun checks
// it).
func runOf(fs *cli.Set) (runConfig, *lab.SeatValues) {
	pv := lab.SeatsOf(fs.Strings("policy"))
	c := runConfig{battles: fs.Int64("battles"), seed: fs.Uint64("seed"), workers: fs.Int("workers"), policy: pv.Focus(policy.Default),
		progress: fs.String("progress")}
	c.ci, _ = stats.ParseCIMethod(fs.String("ci-method"))
	return c, pv
}

// checkRun checks the flags of useRunFlags, c's hero policy among them.
func checkRun(fs *cli.Set, c runConfig) error {
	if err := fs.Check("battles", "workers"); err != nil {
		return err
	}
	if _, err := policy.New(c.policy); err != nil {
		return usagef("--policy: %v", err)
	}
	return fs.Check("progress", "ci-method")
}

// progressOn reports whether a --progress mode shows progress in e: "on",
// or "auto" when stderr is a terminal or CI is set (where it is a plain
// line every few seconds).
func progressOn(e *env, mode string) bool {
	return mode == "on" || mode == "auto" && (e.isTerminal || e.ci)
}
