package main

import (
	"errors"
	"fmt"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

func init() {
	register(&command{
		name:    "validate",
		summary: "check battle files and report every problem with its line",
		run:     runValidate,
	})
}

func runValidate(e *env, args []string) int {
	fs := newFlagSet(e, "validate")
	quiet := fs.BoolP("quiet", "q", false, "print nothing for valid files")
	format := fs.String("format", "text", "`format` on stdout: text, or json (every file, its problems and warnings, in one list; nothing on stderr)")
	fs.Usage = func() { writeHelp(e.stdout, "validate", fs, nil) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() == 0 {
		return fail(e, usagef("validate: no battle file given (tmntsim validate FILE...)"))
	}
	if err := checkFormatOf(*format, "text", "json"); err != nil {
		return fail(e, err)
	}
	code, out := exitOK, []validation{}
	for _, arg := range fs.Args() {
		v, warnings, err := validateOne(arg)
		out = append(out, v)
		if err != nil {
			code = exitError
			if *format == "text" {
				fmt.Fprintln(e.stderr, scenarios.ReadError(arg, err))
			}
			continue
		}
		for _, w := range warnings {
			if *format == "text" {
				fmt.Fprintln(e.stderr, "warning: "+w.Detail())
			}
		}
		if *format == "text" && !*quiet {
			fmt.Fprintf(e.stdout, "%s: ok: %s\n", arg, v.Summary)
		}
	}
	if *format == "json" {
		if err := writeJSON(e.stdout, out); err != nil {
			return fail(e, err)
		}
	}
	return code
}

// A validation is one file's result in validate --format json.
type validation struct {
	File     string              `json:"file"`
	Valid    bool                `json:"valid"`
	Game     string              `json:"game,omitempty"` // the game the file names, when it loads
	Summary  string              `json:"summary,omitempty"`
	Problems []scenarios.Problem `json:"problems"`
	Warnings []scenarios.Problem `json:"warnings"`
}

// validateOne opens arg as validate does: what validate says of a file
// that loads and its warnings, or why it does not load (err).
func validateOne(arg string) (v validation, warnings scenarios.ErrorList, err error) {
	v = validation{File: arg, Problems: []scenarios.Problem{}, Warnings: []scenarios.Problem{}}
	g, setup, err := openGame(arg)
	if err == nil && setup != nil {
		v.Valid, v.Game, v.Summary = true, g.name, g.brief(setup)
	} else if err == nil {
		var l *battlefile.Loaded
		if l, err = battlefile.Open(arg); err == nil {
			v.Valid, v.Game, v.Summary = true, scenarios.DefaultGame, fmt.Sprintf("%s (%s)", l.Name, battlefile.Size(l.Battle))
			warnings, v.Warnings = l.Warnings, scenarios.Problems(arg, l.Warnings)
		}
	}
	if err != nil {
		v.Problems = scenarios.Problems(arg, err)
	}
	return v, warnings, err
}

// newFlagSet returns the flag set of a command: errors returned, not
// printed, and flags listed in the order they are defined.
func newFlagSet(e *env, name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.SortFlags = false
	return fs
}

// parseFlags parses args; done is true when the command must stop, with
// the exit code: after --help, or on a bad flag (a one-line error naming
// the flag, exit 2).
func parseFlags(e *env, fs *pflag.FlagSet, args []string) (code int, done bool) {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return exitOK, false
	case errors.Is(err, pflag.ErrHelp):
		return exitOK, true
	}
	return fail(e, flagError(fs, err)), true
}

// flagError turns a pflag error into a one-line usage error that names the
// flag and says what would be right.
func flagError(fs *pflag.FlagSet, err error) error {
	var inv *pflag.InvalidValueError
	var unknown *pflag.NotExistError
	switch {
	case errors.As(err, &inv):
		want := inv.GetFlag().Value.Type()
		switch want {
		case "int", "int64":
			want = "a whole number"
		case "uint", "uint64":
			want = "a whole number, 0 or more"
		}
		return usagef("--%s: invalid value %q; want %s", inv.GetFlag().Name, inv.GetValue(), want)
	case errors.As(err, &unknown) && unknown.GetSpecifiedName() != "":
		name := unknown.GetSpecifiedName()
		var names []string
		fs.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
		msg := fmt.Sprintf("--%s: unknown flag of tmntsim %s", name, fs.Name())
		if c := closest(name, names); c != "" {
			msg += fmt.Sprintf(" (did you mean --%s?)", c)
		}
		return usagef("%s", msg)
	}
	return usagef("%s: %v", fs.Name(), err)
}
