package main

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
)

// What the studies (compare, sweep, tune, tournament, report, impact,
// first, matrix) share: the files they open as sim.Setups (lab.Arg, a
// sweep's or a tune's subject), the seats' policies of -p SEAT=SPEC, and
// the words of a game. Each study is one path for every game; its win
// rates are the focus seat's (the heroes', the first seat of a match or a
// table).

// gameProgress returns the progress display of a study of total games per
// run, as a lab callback (nil when --progress is off), and the function
// that ends it.
func gameProgress(e *env, mode string, total int64) (func(done, total int64), func()) {
	bar := startProgress(e, mode, 0, total)
	return bar.onGames(), bar.finish
}

// openSubjects opens the files of a sweep or a tune (cmd): gs, its matches
// or tables, else its battles args ("" for the default battle), their seats
// played by the -p values pv, the heroes' policy by hero.
func openSubjects(cmd string, args []string, gs []lab.Arg, pv *lab.SeatValues, hero, path string) ([]lab.Subject, error) {
	if gs != nil {
		return lab.FileSubjects(cmd, gs, pv.Values(), path)
	}
	return battlegame.Subjects(args, hero, pv.Seats, newSetup)
}
