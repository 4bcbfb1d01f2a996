package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/stats"
)

func runDice(e *env, args []string) int {
	fs := flagSet(e, "dice", "", nil)
	fs.UseDice(stats.FaceList(adventures.DefaultBattleDie))
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	if fs.NArg() > 0 {
		return fail(e, usagef("dice: unexpected argument %q (the strike is given by flags; see tmntsim dice --help)", fs.Arg(0)))
	}
	q, err := fs.Strike()
	if err == nil {
		err = fs.Check("format", "sample")
	}
	if err == nil {
		err = checkOut("--png", fs.String("png"))
	}
	if err != nil {
		return fail(e, err)
	}
	res := reports.NewWounds(q, fs.Int64("sample"), fs.Uint64("seed"))
	if png := fs.String("png"); png != "" {
		if err := res.WritePNG(png); err != nil {
			return fail(e, fmt.Errorf("--png %s: %w", png, err))
		}
	}
	return exitWith(e, res.Write(e.stdout, e.stderr, fs.String("format")))
}
