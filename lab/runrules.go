package lab

import (
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// RunRules are what a game's runs do differently from other games' (a
// game's files as tmntsim run and log take them). The zero value is a
// game's: GameRun.
type RunRules struct {
	Noun string // what its games are called: "battle", "game"
	// Refused is the error of each run flag (its name, without dashes)
	// the game's runs do not take, in the order they are checked.
	Refused []Refusal
	CSV     bool // its runs are written as CSV too (--format csv)
	// Ready, if not nil, makes the setup of a run of an opened setup,
	// from the -p values given and --check.
	Ready func(opened sim.Setup, values []string, check bool) (sim.Setup, error)
	// ResumeError, if not nil, words the failure err to open the file
	// arg a summary names, for --resume without an argument.
	ResumeError func(summary, arg string, err error) error
	// NothingWritten: a run stopped before its first game writes nothing
	// (other games write their empty summary, marked incomplete).
	NothingWritten bool
	// Replay, if not nil, plays game index of a run of seed again on
	// setup, the seats played as the -p values say, and returns what
	// tmntsim log writes of it; nil: the game has no play-by-play yet.
	Replay func(opened, setup sim.Setup, values []string, seed, index uint64) (func(w io.Writer, format string) error, error)
}

// A Refusal is a flag a game's runs do not take, and the error to give
// when it is set: Usagef of Format, with the game's name as its one
// argument if it has a verb.
type Refusal struct{ Flag, Format string }

// GameRun are the rules of a game's runs: games, readied with the
// engine's invariants checked on --check (WithCheck), and not the flag only
// the Adventures system's battles take, --ci-method.
var GameRun = RunRules{Noun: "game", Ready: readyChecked, Refused: []Refusal{
	{"ci-method", "--ci-method: the Adventures system's alone; a %s run does not take it"},
}}

// A CheckSetup is a setup whose games can check their engine's invariants
// after every step (a TCG match, a Munchkin table, an adventure):
// WithCheck returns a copy whose games check them if on, and whose
// sim.Game is a sim.Checker.
type CheckSetup interface {
	WithCheck(on bool) sim.Setup
}

// WithCheck returns setup made with its engine's invariants checked if on
// (CheckSetup); setup itself when on is false, and an error naming
// --check when on is set and the setup cannot check.
func WithCheck(setup sim.Setup, on bool) (sim.Setup, error) {
	if !on {
		return setup, nil
	}
	c, ok := setup.(CheckSetup)
	if !ok {
		return nil, NoCheck("", setup)
	}
	return c.WithCheck(true), nil
}

// NoCheck is the error of --check given for setup, whose games cannot
// check the engine's invariants, at where (a gates file's file:line:col;
// "": the command line).
func NoCheck(where string, setup sim.Setup) error {
	if where != "" {
		where += ": "
	}
	return Usagef("%s--check: not for %s (yet); its games check no invariants", where, Article(setup.Schema().Game))
}

// Checked returns setup, a setup of a's game as a study plays it, made
// with the engine's invariants checked if on: by its game's Check, or
// else as WithCheck makes it (an error naming --check when it cannot).
func (a Arg) Checked(setup sim.Setup, on bool) (sim.Setup, error) {
	if on && a.Game != nil && a.Game.Check != nil {
		return a.Game.Check(setup), nil
	}
	return WithCheck(setup, on)
}

// CanCheck reports whether the setups of game g, opened as opened, can
// check the engine's invariants: by the game's Check (an Adventures
// battle's, whose run rules make checked setups too), or as a
// CheckSetup.
func CanCheck(g *Game, opened sim.Setup) bool {
	return g.Check != nil || isCheckSetup(opened)
}

// isCheckSetup reports whether setup's engine checks invariants
// (CheckSetup).
func isCheckSetup(setup sim.Setup) bool {
	_, ok := setup.(CheckSetup)
	return ok
}

// readyChecked is GameRun's Ready: the opened setup, its invariants
// checked if check (WithCheck); the -p values are read when its games are
// made.
func readyChecked(opened sim.Setup, _ []string, check bool) (sim.Setup, error) {
	return WithCheck(opened, check)
}

// Or returns r, or GameRun for the zero value.
func (r RunRules) Or() RunRules {
	if r.Noun == "" {
		return GameRun
	}
	return r
}

// Refuse returns the error of the first flag of r.Refused that is set
// (changed) in a run of game, and then of format csv for a game whose
// runs are not written as CSV; nil if there is none.
func (r RunRules) Refuse(changed func(flag string) bool, format, game string) error {
	for _, f := range r.Refused {
		if changed(f.Flag) && strings.Contains(f.Format, "%s") {
			return Usagef(f.Format, game)
		} else if changed(f.Flag) {
			return Usagef("%s", f.Format)
		}
	}
	if !r.CSV && format == "csv" {
		return Usagef("--format: unknown format %q for a %s run (known: text, json)", format, game)
	}
	return nil
}
