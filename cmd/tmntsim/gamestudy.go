package main

import (
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
)

// What the studies (compare, sweep, tune, tournament, report, impact,
// first, matrix) share: the files they open as sim.Setups (gameArg, a
// sweep's or a tune's subject), the seats' policies of -p SEAT=SPEC, and
// the words of a game. Each study is one path for every game; its win
// rates are the focus seat's (the heroes', the first seat of a match or a
// table).

// A gameArg is a match or table named on the command line, opened.
type gameArg struct {
	arg   string
	game  *game
	setup sim.Setup
}

// name is how the argument is named in output: the argument as given.
func (a gameArg) name() string { return textsafe.Term(a.arg) }

// openGameArgs opens every argument as a game other than the Adventures
// system. It returns nil and no error when the first is an Adventures
// battle (or none is given), and an error when the arguments mix games.
func openGameArgs(args []string) ([]gameArg, error) {
	var out []gameArg
	for i, arg := range args {
		g, setup, err := openGame(arg)
		switch {
		case err != nil:
			return nil, err
		case setup == nil && i == 0:
			return nil, nil
		case setup == nil || i > 0 && g != out[0].game:
			return nil, usagef("%s and %s are files of different games; a study plays one game", args[0], arg)
		}
		out = append(out, gameArg{arg, g, setup})
	}
	return out, nil
}

// useGameFlags declares the flags every game study shares
// (cli.Set.UseGameStudy).
func useGameFlags(fs *cli.Set, games int64, per, pol string) { fs.UseGameStudy(games, per, pol) }

// seatSpecs is the usage of a game study's -p (useGameFlags).
const seatSpecs = cli.SeatSpecs

// gameOptions returns the options of a game study's flags (useGameFlags).
func gameOptions(fs *cli.Set) lab.Options {
	return lab.Options{Games: fs.Int64("battles"), Seed: fs.Uint64("seed"), Workers: fs.Int("workers")}
}

// refuseFlags returns a usage error for the first of flags given
// (lab.RefuseFlags).
func refuseFlags(fs *pflag.FlagSet, game string, flags ...string) error {
	return lab.RefuseFlags(fs.Changed, game, flags...)
}

// gamePolicies returns the policy specs of a's seats from the -p values
// of flag, checked by making a game.
func gamePolicies(a gameArg, values []string, flag string) ([]string, error) {
	specs, err := seatPolicies(a.setup, values, flag)
	if err != nil {
		return nil, err
	}
	if _, err := a.setup.NewGame(specs); err != nil {
		return nil, usagef("%s: %v", flag, err)
	}
	return specs, nil
}

// focusName returns the name of setup's focus seat.
func focusName(setup sim.Setup) string {
	s := setup.Schema()
	return textsafe.Term(s.Seats[s.Focus])
}

// gameProgress returns the progress display of a study of total games per
// run, as a lab callback (nil when --progress is off), and the function
// that ends it.
func gameProgress(e *env, mode string, total int64) (func(done, total int64), func()) {
	bar := startProgress(e, mode, 0, total)
	return bar.onGames(), bar.finish
}

// A seatValue is the -p values of a study: SEAT=SPEC (seats), each the
// policy of a seat by name, such as villain=planner of a competitive
// battle, and the last of the others, the focus seat's (bare).
type seatValue struct {
	seats []string
	bare  string // "" for none
	given bool   // a bare value was given, "" too
}

// seatsOf sorts the -p values into a seatValue.
func seatsOf(values []string) *seatValue {
	v := &seatValue{}
	for _, s := range values {
		if seat, _, ok := strings.Cut(s, "="); ok && !strings.ContainsAny(seat, ":,") {
			v.seats = append(v.seats, s)
		} else {
			v.bare, v.given = s, true
		}
	}
	return v
}

// focus returns the focus seat's spec: the bare value given, else def.
func (v *seatValue) focus(def string) string {
	if v.given {
		return v.bare
	}
	return def
}

// values returns the -p values as a game's study reads them: the bare
// spec (the focus seat's) if one was given, then SEAT=SPEC.
func (v *seatValue) values() []string {
	if v.bare != "" {
		return append([]string{v.bare}, v.seats...)
	}
	return v.seats
}

// battleSeats returns the specs of battle b's seats (battlegame.SeatSpecs).
func battleSeats(b *adventures.Battle, focus string, seats []string) ([]string, error) {
	return battlegame.SeatSpecs(b, focus, seats)
}

// openSubjects opens the files of a sweep or a tune (cmd): gs, its matches
// or tables, else its battles args ("" for the default battle), their seats
// played by the -p values pv, the heroes' policy by hero.
func openSubjects(cmd string, args []string, gs []gameArg, pv *seatValue, hero, path string) ([]lab.Subject, error) {
	var out []lab.Subject
	for _, a := range gs {
		s, err := lab.OpenFileSubject(cmd, a.arg, a.game.Name, a.setup, path, func() ([]string, error) { return gamePolicies(a, pv.values(), "--policy") }, pv.values(), a.game.Load)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	if gs != nil {
		return out, nil
	}
	return battlegame.Subjects(args, hero, pv.seats, newSetup)
}
