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
	code, out := exitOK, []validation{}
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
