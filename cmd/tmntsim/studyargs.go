package main

import (
	"slices"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// coopBattles reports whether gs (of one game) are Adventures battles
// studied as Cooperative Mode ones: any of them is (a competitive battle
// beside it plays as one too).
func coopBattles(gs []lab.Arg) bool {
	return gs[0].Game == &games[0] && slices.ContainsFunc(gs, func(a lab.Arg) bool { return a.Setup.(battlegame.Opened).Loaded.Battle.Competitive == nil })
}

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
