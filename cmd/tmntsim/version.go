package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/version"
	"github.com/tmntsim/tmntsim/reports"
)

func runVersion(e *env, args []string) int {
	fs := flagSet(e, "version", "", nil)
	fs.UseAs("format", "`format` on stdout: text (one line) or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("version: takes no arguments (got %q)", fs.Arg(0)))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	var err error
	if b := version.Running(); fs.String("format") == "json" {
		err = reports.WriteJSON(e.stdout, b)
	} else {
		_, err = fmt.Fprintln(e.stdout, b.Line())
	}
	return exitWith(e, err)
}

// tmntsimVersion returns the version a summary records.
func tmntsimVersion() string { return version.Running().String() }
