package main

import (
	"cmp"
	"io"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

func runShow(e *env, args []string) int {
	fs := flagSet(e, "show", "", map[string]any{"Default": battlefile.Default})
	fs.UseAs("png", "also draw the map as a PNG picture in `FILE`")
	if code, done := parse(e, fs, args, true); done {
		return code
	}
	pngFile := fs.String("png")
	if fs.NArg() > 1 {
		return fail(e, usagef("show: one battle at a time, got %d (tmntsim show [BATTLE])", fs.NArg()))
	}
	if err := cmp.Or(checkOut("--png", pngFile), checkNotInput("--png", pngFile, fs.Args()...)); err != nil {
		return fail(e, err)
	}
	g, setup, err := games.Open(fs.Arg(0))
	switch {
	case err != nil:
		return fail(e, scenarios.ReadError(fs.Arg(0), err))
	case pngFile != "" && g.PNG == nil:
		return fail(e, usagef("--png: a %s file has no map to draw", g.Name))
	}
	if err := writeSafe(e.stdout, func(w io.Writer) error { return g.Describe(w, setup) }); err != nil {
		return fail(e, err)
	}
	if pngFile != "" {
		return exitWith(e, writeOut("--png", pngFile, func(w io.Writer) error { return g.PNG(w, setup) }))
	}
	return exitOK
}
