package main

import (
	"cmp"
	"fmt"
	"io"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func runLog(e *env, args []string) int {
	fs := flagSet(e, "log", "battle", map[string]any{"Default": battlefile.Default})
	fs.Add(cli.Flag{Name: "index", Kind: cli.Int64, Default: int64(-1), Usage: "the battle's `index` in the run: 0 to N-1 of tmntsim run -n N (required)"})
	fs.UseAs("seed", "run `seed`: the --seed of the run the battle belongs to")
	fs.Add(cli.Flag{Name: "policy", Short: "p", Kind: cli.Strings, Usage: "hero `policy` of the run: a name, optionally name:key=value,… (default " + policy.Default + "); of a Competitive Mode battle, SEAT=SPEC for a seat's (repeatable)"})
	fs.UseAs("out", "write the play-by-play to `FILE` instead of standard output")
	fs.UseAs("format", "`format`: text (the play-by-play, then the outcome) or json (the outcome and the play-by-play's lines)", "text", "json")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	index, seed, specs, out, format := fs.Int64("index"), fs.Uint64("seed"), fs.Strings("policy"), fs.String("out"), fs.String("format")
	switch {
	case fs.NArg() > 1:
		return fail(e, usagef("log: one battle at a time, got %d (tmntsim log [BATTLE] --index I)", fs.NArg()))
	case !fs.Changed("index"):
		return fail(e, usagef("--index: required; give the index of the battle to show, 0 to N-1 of a run of N battles"))
	case index < 0:
		return fail(e, usagef("--index: %d is negative; give the index of the battle to show, 0 to N-1 of a run of N battles", index))
	}
	if err := fs.Check(); err != nil {
		return fail(e, err)
	}
	if err := cmp.Or(checkOut("-o", out), checkNotInput("-o", out, fs.Args()...)); err != nil {
		return fail(e, err)
	}
	// The battle and its policies, as tmntsim run opens them.
	t, err := games.OpenRun(fs.Arg(0), &lab.Options{}, specs, false)
	switch {
	case err != nil:
		return fail(e, scenarios.ReadError(fs.Arg(0), err))
	case t.Rules.Replay == nil:
		return fail(e, fmt.Errorf("log: the play-by-play is not yet available for a %s file (%s); it is for Adventures battles", t.Game.Name, fs.Arg(0)))
	}
	write, err := t.Rules.Replay(t.Opened, t.Setup, specs, seed, uint64(index))
	if err != nil {
		return fail(e, err)
	}
	return writeTo(e, "-o", out, func(w io.Writer) error { return write(w, format) })
}
