package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// doTournament is "tmntsim tournament" with args, stopped early by
// cancelling ctx: the focus seat's policies of one battle, match or table,
// each against the other seats' policies, on the same seeds.
func doTournament(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "tournament", "battle", map[string]any{"Default": battlefile.Default, "Policies": policy.Names()})
	p := cli.Lookup("policy")
	p.Name, p.Default = "policies", lab.DefaultTourPolicies
	p.Usage = "comma-separated hero `policies` to compare, each a name, optionally name:key=value,…; SEAT=SPEC another seat's (repeatable), e.g. villain=planner"
	fs.Add(p)
	n := cli.Lookup("battles")
	n.Default, n.Usage = int64(2000), "play `N` battles with each policy"
	fs.Add(n)
	fs.UseAs("seed", "run `seed`: battle i is played from an RNG seeded by (seed, i) alone, with every policy")
	fs.Use("workers")
	fs.UseAs("out", "also write the results to `FILE`, as JSON or CSV by its extension (.json, .csv)")
	fs.UseAs("format", "`format` of the results on stdout: text, json or csv")
	fs.UseAs("progress", "progress on stderr: `auto` (when stderr is a terminal or CI is set: a plain line every 10 seconds in CI), on or off")
	fs.Use("check")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	o := lab.Options{Games: fs.Int64("battles"), Seed: fs.Uint64("seed"), Workers: fs.Int("workers")}
	out := fs.String("out")
	gs, err := games.OpenStudyArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	t, err := lab.OpenTour(gs, lab.SeatsOf(fs.Strings("policies")), reports.TournamentMax, fs.Bool("check"), fs.Changed)
	if err != nil {
		return fail(e, err)
	}
	if err := fs.Check("battles", "workers", "format", "progress"); err != nil {
		return fail(e, err)
	}
	res := reports.Tournament{Name: t.Name, Source: t.Source, Words: gs[0].Setup.Schema().Words}
	if res.Policies, err = t.Entrants(); err != nil {
		return fail(e, err)
	}
	outFormat := ""
	if err := cmp.Or(checkOut("-o", out), checkNotInput("-o", out, slices.Concat(fs.Args(), argFiles(gs))...)); err != nil {
		return fail(e, err)
	} else if out != "" {
		if outFormat, err = reports.TourOutFormat(out); err != nil {
			return fail(e, err)
		}
	}
	if bar := startProgress(e, fs.String("progress"), 0, o.Games); bar != nil {
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	r, err := t.Field.Play(ctx, res.Policies, o)
	if err != nil && !lab.Interrupted(err) {
		return fail(e, lab.Worded(err, res.Words.Game))
	}
	res.Fill(r)
	res.Seed, res.Games = o.Seed, o.Games
	if out != "" && !rescueOut(e, "-o", out, "the results' "+strings.ToUpper(outFormat),
		func(w io.Writer) error { return res.Write(w, outFormat) }) {
		return exitError
	}
	if err := res.Write(e.stdout, fs.String("format")); err != nil {
		return fail(e, err)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d %ss; the results of those are printed%s\n", res.Played, o.Games, res.Words.Game, writtenTo(out))
		return exitInterrupted
	}
	return exitOK
}
