package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlegame"
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
	fs.UseAs("progress", "progress bar on stderr: `auto` (when stderr is a terminal), on or off")
	fs.Use("check")
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	o := lab.Options{Games: fs.Int64("battles"), Seed: fs.Uint64("seed"), Workers: fs.Int("workers")}
	out, check := fs.String("out"), fs.Bool("check")
	seats := lab.SeatsOf(fs.Strings("policies"))
	pols := seats.Focus(lab.DefaultTourPolicies)
	gs, err := games.OpenStudyArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	// The policies are the focus seat's (the heroes'); Base holds the
	// other seats'.
	var res reports.Tournament
	a, s := gs[0], gs[0].Setup.Schema()
	f, noun := lab.TourField{Focus: s.Focus, SetupOf: func(string) sim.Setup { return a.Setup }}, "game"
	b, isBattle := a.Setup.(battlegame.Opened)
	switch {
	case len(gs) > 1 && isBattle:
		return fail(e, usagef("tournament: one battle at a time (got %s)", strings.Join(fs.Args(), " ")))
	case len(gs) > 1:
		return fail(e, usagef("tournament: one match or table at a time (got %s)", strings.Join(fs.Args(), " ")))
	case isBattle:
		f, noun = lab.TourField{Focus: adventures.SeatHeroes, SetupOf: func(p string) sim.Setup { return newSetup(b.Loaded.Battle, p, check) }}, "battle"
		res.Source, res.Name = b.Loaded.Source, b.Loaded.Name
	case fs.Changed("check"):
		return fail(e, lab.RefuseFlags(fs.Changed, s.Game, "check"))
	case seats.Bare == "":
		names := a.Game.Policies()
		pols = strings.Join(names[:min(len(names), reports.TournamentMax)], ",")
	}
	valid := func(p string) error { _, err := policy.New(p); return err }
	if !isBattle {
		if f.Base, err = lab.FlagPolicies(a.Setup, seats.Seats, "--policies"); err != nil {
			return fail(e, err)
		}
		valid = f.Check
		res.Source, res.Name = a.Arg, strings.TrimSuffix(filepath.Base(a.Arg), filepath.Ext(a.Arg))
		res.WinCol, res.TurnCol = strings.ToUpper(lab.FocusName(a.Setup))+" WINS", "MEAN TURNS"
	}
	if err := fs.Check("battles", "workers", "format", "progress"); err != nil {
		return fail(e, err)
	}
	if res.Policies, err = lab.TourPolicies(pols, reports.TournamentMax, valid); err != nil {
		return fail(e, err)
	}
	outFormat := ""
	if err := checkOut("-o", out); err != nil {
		return fail(e, err)
	} else if out != "" {
		if outFormat, err = reports.TourOutFormat(out); err != nil {
			return fail(e, err)
		}
	}
	if isBattle {
		if f.Base, err = battlegame.SeatSpecs(b.Loaded.Battle, res.Policies[0], seats.Seats); err != nil {
			return fail(e, err)
		}
	}
	if len(seats.Seats) > 0 {
		res.Name += ", " + strings.Join(seats.Seats, " ")
	}
	if bar := startProgress(e, fs.String("progress"), 0, o.Games); bar != nil {
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	r, err := f.Play(ctx, res.Policies, o)
	if err != nil && !lab.Interrupted(err) {
		return fail(e, lab.Worded(err, noun))
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
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d %ss\n", res.Played, o.Games, noun)
		return exitInterrupted
	}
	return exitOK
}
