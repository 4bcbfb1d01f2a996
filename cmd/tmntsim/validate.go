package main

import (
	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/scenarios"
)

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
	ok, err := scenarios.ValidateFiles(e.stdout, e.stderr, fs.Args(), validateOne, fs.String("format"), fs.Bool("quiet"))
	if err != nil {
		return fail(e, err)
	} else if !ok {
		return exitError
	}
	return exitOK
}

// validateOne opens arg as validate does: the game it names and a line
// about it (a game's brief; a battle's name and size) and its warnings, or
// why it does not load; a gates file as tmntsim check --file reads it
// (validateGates), a TCG deck file as a match reads it (validateDeck).
func validateOne(arg string) (string, string, scenarios.ErrorList, error) {
	if data, ok := gatesFile(arg); ok {
		return validateGates(arg, data)
	}
	if data, ok := deckFile(arg); ok {
		return validateDeck(arg, data)
	}
	g, setup, err := games.Open(arg)
	if err != nil {
		return "", "", nil, err
	}
	var warnings scenarios.ErrorList
	if g.Warnings != nil {
		warnings = g.Warnings(setup)
	}
	return g.Name, g.Brief(setup), warnings, nil
}
