package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "dice",
		summary: "exact wound distribution of one strike, and a sampled check",
		run:     runDice,
	})
}

func runDice(e *env, args []string) int {
	fs := flagSet(e, "dice", "", nil)
	fs.UseStrike(stats.FaceList(adventures.DefaultBattleDie))
	fs.UseAs("format", "output `format`: text, json or csv")
	fs.UseAs("png", "also write a bar chart of the wound distribution to `FILE`")
	fs.Add(cli.Flag{Name: "sample", Kind: cli.Int64, Usage: "also roll `N` strikes with the engine's dice and test them against the exact distribution",
		Check: func(v any) error {
			if v.(int64) < 0 {
				return fmt.Errorf("%d is negative; give a number of strikes, or 0 for none", v)
			}
			return nil
		}})
	fs.UseAs("seed", "`SEED` of --sample's random numbers")
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
