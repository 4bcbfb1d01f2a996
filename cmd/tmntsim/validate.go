package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/cli"
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
	fs := flagSet(e, "validate", "", nil)
	fs.Add(cli.Flag{Name: "quiet", Short: "q", Kind: cli.Bool, Usage: "print nothing for valid files"})
	fs.UseAs("format", "`format` on stdout: text, or json (every file, its problems and warnings, in one list; nothing on stderr)", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() == 0 {
		return fail(e, usagef("validate: no battle file given (tmntsim validate FILE...)"))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	quiet, format := fs.Bool("quiet"), fs.String("format")
	code, out := exitOK, []scenarios.Validation{}
	for _, arg := range fs.Args() {
		v, warnings, err := validateOne(arg)
		out = append(out, v)
		if err != nil {
			code = exitError
			if format == "text" {
				fmt.Fprintln(e.stderr, scenarios.ReadError(arg, err))
			}
			continue
		}
		for _, w := range warnings {
			if format == "text" {
				fmt.Fprintln(e.stderr, "warning: "+w.Detail())
			}
		}
		if format == "text" && !quiet {
			fmt.Fprintf(e.stdout, "%s: ok: %s\n", arg, v.Summary)
		}
	}
	if format == "json" {
		if err := writeJSON(e.stdout, out); err != nil {
			return fail(e, err)
		}
	}
	return code
}

// validateOne opens arg as validate does (scenarios.ValidateFile): the game
// it names and a line about it (a game's brief; a battle's name and size)
// and its warnings, or why it does not load.
func validateOne(arg string) (scenarios.Validation, scenarios.ErrorList, error) {
	return scenarios.ValidateFile(arg, func(arg string) (string, string, scenarios.ErrorList, error) {
		if g, setup, err := openGame(arg); err != nil {
			return "", "", nil, err
		} else if setup != nil {
			return g.name, g.brief(setup), nil, nil
		}
		l, err := battlefile.Open(arg)
		if err != nil {
			return "", "", nil, err
		}
		return scenarios.DefaultGame, fmt.Sprintf("%s (%s)", l.Name, battlefile.Size(l.Battle)), l.Warnings, nil
	})
}
