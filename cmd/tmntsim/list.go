package main

import (
	"github.com/tmntsim/tmntsim/reports"
)

func runList(e *env, args []string) int {
	fs := flagSet(e, "list", "", nil)
	fs.UseAs("format", "`format` on stdout: text or json", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("list: unexpected argument %q (tmntsim list takes no arguments)", fs.Arg(0)))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	j, err := reports.NewList(games[1:])
	if err == nil && fs.String("format") == "json" {
		err = reports.WriteJSON(e.stdout, j)
	} else if err == nil {
		err = j.WriteText(e.stdout)
	}
	return exitWith(e, err)
}
