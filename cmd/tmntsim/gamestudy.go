package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/reports"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
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

// addGameFlags defines the flags every game study shares, into o, and
// returns the -p values and the --progress mode.
func addGameFlags(fs *pflag.FlagSet, o *lab.Options, games int64, per string) (policies *[]string, progress *string) {
	fs.Int64VarP(&o.Games, "battles", "n", games, "play `N` games "+per)
	fs.Uint64Var(&o.Seed, "seed", 1, "run `seed`: game i of every run is played from an RNG seeded by (seed, i), so all runs share their seeds")
	fs.IntVarP(&o.Workers, "workers", "w", 0, "`N` games played in parallel (default: one per CPU)")
	policies = fs.StringArrayP("policy", "p", nil, "`SEAT=SPEC`: the policy of a seat (repeatable); a bare SPEC is the focus seat's")
	progress = fs.String("progress", "auto", "progress on stderr: `auto` (when stderr is a terminal), on or off")
	return policies, progress
}

// checkGameFlags checks the flags addGameFlags defined.
func checkGameFlags(o *lab.Options, progress string) error {
	switch {
	case o.Games < 1:
		return usagef("--battles: %d is not a positive number of games", o.Games)
	case o.Workers < 0:
		return usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", o.Workers)
	}
	return checkProgress(progress)
}

// refuseFlags returns a usage error for the first of flags given: flags of
// the command that the game's study does not take (yet).
func refuseFlags(fs *pflag.FlagSet, game string, flags ...string) error {
	for _, f := range flags {
		if fs.Changed(f) {
			return usagef("--%s: not for %s file (yet); a battle's alone", f, article(game))
		}
	}
	return nil
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

// policyText describes the policies of a run: every seat's spec.
func policyText(setup sim.Setup, specs []string) string { return reports.PolicyText(setup, specs) }

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

// A gameFile is a match or table file read for sweep and tune, which
// change one of its numbers, and the seats' policies to play it with.
type gameFile struct {
	gameArg
	data     []byte
	policies []string
	values   []string // the -p values, for a sweep over players
}

// readGameFile reads a's file for sweep and tune: an embedded match or
// table has no file to change.
func readGameFile(a gameArg, cmd string) (gameFile, error) {
	if _, err := os.Stat(a.arg); err != nil {
		return gameFile{}, usagef("%s: %s is an embedded %s file; %s changes a number of a file, so give a file", cmd, a.arg, a.game.name, cmd)
	}
	data, err := userfile.Read(a.arg, userfile.MaxBattle)
	return gameFile{gameArg: a, data: data}, err
}

// with returns the setup of f with the number at path set to x: a value
// that makes the file invalid is an *invalidValue (the study skips it), a
// path that names no number of the file the flag's usage error.
func (f gameFile) with(path string, x float64) (sim.Setup, error) {
	invalid := func(err error) error {
		return &invalidValue{source: f.arg, what: f.game.name + " file", path: path, x: x, err: err}
	}
	if sv, ok := f.setup.(seatsVariant); ok && path == "players" {
		if x != math.Trunc(x) {
			return nil, invalid(fmt.Errorf("players = %s is not a whole number of players", fmtKnob(x)))
		}
		v, err := sv.WithPlayers(int(x))
		if err != nil {
			return nil, invalid(err)
		}
		specs, err := seatPolicies(v, f.values, "--policy")
		if err != nil {
			return nil, invalid(err)
		}
		return seatSpecs{v, lab.Policies(v, specs)}, nil
	}
	data, err := scenarios.SetNumber(f.data, path, x)
	if err != nil {
		return nil, usagef("--vary: %s: %v", f.arg, err)
	}
	setup, err := f.game.load(f.arg, data)
	if uk := unknownKey(f.arg, f.data, path, err); uk != nil {
		return nil, uk
	} else if err != nil {
		return nil, invalid(err)
	}
	return setup, nil
}

// A seatsVariant is a setup that can be played by fewer or more players:
// a Munchkin table, whose first n seats WithPlayers keeps (and fills up from
// the last seat's policy). "sweep --vary players=3..6" goes through it, so
// that the seats a file lists need not match each value, and an embedded
// table can be swept too.
type seatsVariant interface {
	WithPlayers(n int) (sim.Setup, error)
}

// seatSpecs is a setup played with the given specs of its seats, for a
// sweep over players, whose -p values are read again for every number of
// seats (the study's own policies are none).
type seatSpecs struct {
	sim.Setup
	specs []string
}

func (s seatSpecs) Policies() []string { return s.specs }

func (s seatSpecs) NewGame(policies []string) (sim.Game, error) {
	specs := slices.Clone(s.specs)
	for i, p := range policies {
		if p != "" && i < len(specs) {
			specs[i] = p
		}
	}
	return s.Setup.NewGame(specs)
}

// repeatSeats makes flag name of fs (a string: the focus seat's policy, or a
// tournament's list of them) repeatable and returns the values given as
// SEAT=SPEC (its seats), each the policy of a seat by name, such as
// villain=planner of a competitive battle; other values set the flag as
// before.
func repeatSeats(fs *pflag.FlagSet, name, usage string) *seatValue {
	f := fs.Lookup(name)
	v := &seatValue{Value: f.Value}
	f.Value, f.Usage = v, usage
	return v
}

// A seatValue is the value of a flag repeatSeats made repeatable.
type seatValue struct {
	pflag.Value
	seats []string
	bare  string // the last value without SEAT=, "" for none
}

func (v *seatValue) Set(s string) error {
	if seat, _, ok := strings.Cut(s, "="); ok && !strings.ContainsAny(seat, ":,") {
		v.seats = append(v.seats, s)
		return nil
	}
	v.bare = s
	return v.Value.Set(s)
}

// values returns the -p values as a game's study reads them: the bare
// spec (the focus seat's) if one was given, then SEAT=SPEC.
func (v *seatValue) values() []string {
	if v.bare != "" {
		return append([]string{v.bare}, v.seats...)
	}
	return v.seats
}

// GetSlice returns every value the flag holds, the focus seat's first,
// for a command line that gives them again (a report's rerun).
func (v *seatValue) GetSlice() []string { return append([]string{v.Value.String()}, v.seats...) }

func (v *seatValue) Append(s string) error { return v.Set(s) }

func (v *seatValue) Replace(ss []string) error {
	v.seats = nil
	for _, s := range ss {
		if err := v.Set(s); err != nil {
			return err
		}
	}
	return nil
}

// battleSeats returns the specs of battle b's seats: focus, the focus
// seat's (the heroes'), the SEAT=SPEC values of seats, and the battle's
// own for the seats neither names ("ai" for a Cooperative Mode villain),
// checked by
// making a game (a villain policy for a Cooperative Mode battle is an
// error).
func battleSeats(b *adventures.Battle, focus string, seats []string) ([]string, error) {
	setup := policy.NewSetup(b, focus)
	specs, err := seatPolicies(setup, seats, "--policy")
	if err != nil {
		return nil, err
	}
	if specs[adventures.SeatHeroes] == "" {
		specs[adventures.SeatHeroes] = focus
	}
	if _, err := setup.NewGame(specs); err != nil {
		return nil, usagef("--policy: %v", err)
	}
	return lab.Policies(setup, specs), nil
}

// seatUsage is the usage of a battle study's -p, made repeatable by
// repeatSeats.
const seatUsage = "hero `policy`: a name, optionally name:key=value,…; SEAT=SPEC another seat's (repeatable), e.g. villain=planner"

// battlePolicies names the policies of a study of battle b by specs: the
// heroes' ("policy greedy"), or every seat's when seats named any.
func battlePolicies(b *adventures.Battle, specs, seats []string) string {
	if len(seats) == 0 {
		return "policy " + textsafe.Term(specs[adventures.SeatHeroes])
	}
	return policyText(policy.NewSetup(b, ""), specs)
}

// playSeats plays battle l as a run of c with its seats' policies specs
// (no shards, no resume) and returns its summary. It reports whether ctx
// stopped it.
func playSeats(ctx context.Context, e *env, l *battlefile.Loaded, c runConfig, specs []string) (*stats.Summary, bool, error) {
	c.shard, c.shards = 0, 1
	o := lab.Options{Name: l.Battle.Name, Source: l.Source, Hash: l.Hash, Version: tmntsimVersion(),
		Seed: c.seed, Games: c.battles, Precision: c.precision, CI: c.ci, Policies: specs}
	sum := lab.NewSummary(policy.NewSetup(l.Battle, specs[adventures.SeatHeroes]), o)
	interrupted, err := c.play(ctx, e, l.Battle, sum)
	return sum, interrupted, err
}

// A subject is a file that sweep and tune play and change: an Adventures
// battle, a match or a table, with its seats' policies and the words of its
// game.
type subject struct {
	name     string // in output, safe to print
	source   string // the file
	what     string // what the file is: "battle", "tcg file"
	data     []byte
	setup    sim.Setup
	specs    []string // every seat's policy (nil: each value's own)
	policies string   // the specs in words
	// The words of its game: the focus seat ("heroes"), a game ("battle"),
	// the focus seat's wins ("heroes win") and win rate ("the heroes'"),
	// a game's length ("rounds").
	who, unit, wins, whose, turns string
	// with returns the setup with the number at path set to x: a value
	// that makes the file invalid is an *invalidValue, a path that names
	// no number of the file a usage error.
	with func(path string, x float64) (sim.Setup, error)
}

// openSubjects opens the files of a sweep or a tune (cmd): gs, its matches
// or tables, else its battles args ("" for the default battle), their seats
// played by the -p values pv, the heroes' policy by hero.
func openSubjects(cmd string, args []string, gs []gameArg, pv *seatValue, hero, path string) ([]subject, error) {
	var out []subject
	for _, a := range gs {
		f := gameFile{gameArg: a, values: pv.values()}
		var err error
		players := false
		if _, ok := a.setup.(seatsVariant); ok && path == "players" {
			players = true
		} else if f, err = readGameFile(a, cmd); err != nil {
			return nil, err
		}
		if f.policies, err = gamePolicies(a, pv.values(), "--policy"); err != nil {
			return nil, err
		}
		who := focusName(a.setup)
		s := subject{name: a.name(), source: a.arg, what: a.game.name + " file", data: f.data, setup: a.setup, specs: f.policies,
			policies: policyText(a.setup, f.policies), who: who, unit: "game", wins: who + reports.Wins(who), whose: reports.Possessive(who), turns: "turns",
			with: f.with}
		if players {
			s.specs = nil // each number of seats has its own (seatSpecs)
		}
		out = append(out, s)
	}
	if gs != nil {
		return out, nil
	}
	if len(args) == 0 {
		args = []string{""}
	}
	var loaded []*battlefile.Loaded
	for _, arg := range args {
		l, err := battlefile.Open(arg)
		if err != nil {
			return nil, err
		}
		specs, err := battleSeats(l.Battle, hero, pv.seats)
		if err != nil {
			return nil, err
		}
		loaded = append(loaded, l)
		out = append(out, subject{name: l.Name, source: l.Source, what: "battle", data: l.Data, setup: policy.NewSetup(l.Battle, specs[0]),
			specs: specs, policies: battlePolicies(l.Battle, specs, pv.seats),
			who: "heroes", unit: "battle", wins: "heroes win", whose: "the heroes'", turns: "rounds",
			with: func(path string, x float64) (sim.Setup, error) {
				v, err := variant(l, path, x)
				if err != nil {
					return nil, err
				}
				return newSetup(v.Battle, specs[0], false), nil
			}})
	}
	for i := range out {
		// A battle is named by its name, or by its file when another
		// battle of the study has the same name.
		for j := range out {
			if i != j && loaded[i].Name == loaded[j].Name {
				out[i].name = loaded[i].Source
			}
		}
	}
	return out, nil
}

// article returns word with its indefinite article: "a match", "an adventure".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}
