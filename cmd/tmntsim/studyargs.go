package main

import (
	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// openVaried opens the files of a sweep or a tune
// (lab.Games.OpenGameArgs: nil for battles) and checks the flags of
// useRunFlags (checkRun). A game's -p is its seats', so the hero policy
// checked is then the default. It returns the hero policy given, "" for
// a game's files.
func openVaried(fs *cli.Set, run *runConfig) (hero string, gs []lab.Arg, err error) {
	if gs, err = games.OpenGameArgs(fs.Args()); err != nil {
		return "", nil, err
	}
	if hero = run.policy; gs != nil {
		run.policy, hero = policy.Default, ""
	}
	return hero, gs, checkRun(fs, *run)
}
