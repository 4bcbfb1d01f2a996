package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/sim"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "tournament",
		summary: "play a battle with several hero policies on the same seeds and compare them",
		run:     interruptible(doTournament),
	})
}

// maxTourPolicies is the most policies one tournament compares.
const maxTourPolicies = reports.TournamentMax

// defaultTourPolicies are the policies of a tournament when none are named.
const defaultTourPolicies = "random,greedy,tactician"

// A tournament is what "tmntsim tournament" was asked to do, and what it
// found so far.
type tournament struct {
	battle   string
	policies []string
	battles  int64
	seed     uint64
	workers  int
	out      string
	progress string

	format      string // --format: text, json or csv on stdout
	checkEngine bool   // --check: the engine's invariants after every battle

	res reports.Tournament // what the tournament found so far
}

// doTournament is "tmntsim tournament" with args, stopped early by
// cancelling ctx: the focus seat's policies of one battle, match or table,
// each against the other seats' policies, on the same seeds.
func doTournament(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "tournament", "battle", map[string]any{"Default": battlefile.Default, "Policies": policy.Names()})
	p := cli.Lookup("policy")
	p.Name, p.Default = "policies", defaultTourPolicies
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
	t := tournament{battles: fs.Int64("battles"), seed: fs.Uint64("seed"), workers: fs.Int("workers"), out: fs.String("out"),
		format: fs.String("format"), progress: fs.String("progress"), checkEngine: fs.Bool("check")}
	seats := seatsOf(fs.Strings("policies"))
	pols := seats.focus(defaultTourPolicies)
	gs, err := openGameArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	// The policies are the focus seat's (the heroes'); base holds the
	// other seats'.
	var base []string
	focus, noun := adventures.SeatHeroes, "battle"
	valid := func(p string) error { _, err := policy.New(p); return err }
	if gs != nil {
		a, s := gs[0], gs[0].setup.Schema()
		focus, noun = s.Focus, "game"
		switch {
		case len(gs) > 1:
			return fail(e, usagef("tournament: one match or table at a time (got %s)", strings.Join(fs.Args(), " ")))
		case fs.Changed("check"):
			return fail(e, refuseFlags(fs.FlagSet, s.Game, "check"))
		case seats.bare == "":
			names := a.game.policies()
			pols = strings.Join(names[:min(len(names), maxTourPolicies)], ",")
		}
		if base, err = seatPolicies(a.setup, seats.seats, "--policies"); err != nil {
			return fail(e, err)
		}
		valid = func(p string) error { _, err := a.setup.NewGame(lab.WithSpec(base, focus, p)); return err }
		t.res.Source, t.res.Name = a.arg, strings.TrimSuffix(filepath.Base(a.arg), filepath.Ext(a.arg))
		t.res.WinCol, t.res.TurnCol = strings.ToUpper(focusName(a.setup))+" WINS", "MEAN TURNS"
	}
	if err := t.check(fs, pols, valid); err != nil {
		return fail(e, err)
	}
	outFormat, err := t.outFormat()
	if err != nil {
		return fail(e, err)
	}
	setupOf := func(string) sim.Setup { return gs[0].setup }
	if gs == nil {
		l, err := battlefile.Open(t.battle)
		if err != nil {
			return fail(e, err)
		}
		t.res.Source, t.res.Name = l.Source, l.Name
		if base, err = battleSeats(l.Battle, t.policies[0], seats.seats); err != nil {
			return fail(e, err)
		}
		setupOf = func(p string) sim.Setup { return newSetup(l.Battle, p, t.checkEngine) }
	}
	if len(seats.seats) > 0 {
		t.res.Name += ", " + strings.Join(seats.seats, " ")
	}
	var es []lab.Entrant
	for _, p := range t.policies {
		es = append(es, lab.Entrant{Setup: setupOf(p), Policies: lab.WithSpec(base, focus, p), Name: "policy " + p})
	}
	interrupted, err := t.playEntrants(ctx, e, es, noun)
	if err != nil {
		return fail(e, err)
	}
	return t.report(e, outFormat, interrupted, noun+"s")
}

// outFormat checks -o and returns the format its extension gives ("" for
// no -o).
func (t *tournament) outFormat() (string, error) {
	if err := checkOut("-o", t.out); err != nil || t.out == "" {
		return "", err
	}
	return tourOutFormat(t.out)
}

// report writes the results to -o, in outFormat, and to stdout, and
// returns the exit status; unit names what was played ("battles").
func (t *tournament) report(e *env, outFormat string, interrupted bool, unit string) int {
	t.res.Policies, t.res.Seed, t.res.Games = t.policies, t.seed, t.battles
	if t.out != "" && !rescueOut(e, "-o", t.out, "the results' "+strings.ToUpper(outFormat),
		func(w io.Writer) error { return t.res.Write(w, outFormat) }) {
		return exitError
	}
	if err := t.res.Write(e.stdout, t.format); err != nil {
		return fail(e, err)
	}
	if interrupted {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d %s\n", t.res.Played, t.battles, unit)
		return exitInterrupted
	}
	return exitOK
}

// check checks the flags and arguments.
func (t *tournament) check(fs *cli.Set, pols string, valid func(spec string) error) error {
	if fs.NArg() > 1 {
		return usagef("tournament: one battle at a time (got %s)", strings.Join(fs.Args(), " "))
	}
	if err := fs.Check("battles", "workers", "format", "progress"); err != nil {
		return err
	}
	t.battle = fs.Arg(0)
	t.policies = lab.SplitPolicies(pols)
	switch {
	case len(t.policies) < 2:
		return usagef("--policies: %q names %d policies; give at least 2 to compare, e.g. %s", pols, len(t.policies), defaultTourPolicies)
	case len(t.policies) > maxTourPolicies:
		return usagef("--policies: %d policies; a tournament compares at most %d", len(t.policies), maxTourPolicies)
	}
	for i, p := range t.policies {
		if err := valid(p); err != nil {
			return usagef("--policies: %v", err)
		}
		for _, q := range t.policies[:i] {
			if p == q {
				return usagef("--policies: %s is given twice", p)
			}
		}
	}
	return nil
}

// playEntrants plays the round robin of es with lab and takes its results;
// a game's failure names it by noun ("battle").
func (t *tournament) playEntrants(ctx context.Context, e *env, es []lab.Entrant, noun string) (interrupted bool, err error) {
	o := lab.Options{Seed: t.seed, Games: t.battles, Workers: t.workers}
	if bar := startProgress(e, t.progress, 0, t.battles); bar != nil {
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	r, err := lab.Tournament(ctx, es, o)
	if err != nil && !lab.Interrupted(err) {
		return false, gameError(err, noun)
	}
	t.res.Fill(r)
	return err != nil, nil
}
