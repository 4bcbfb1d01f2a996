package main

import (
	"cmp"
	"context"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// doCompare is "tmntsim compare" with args, stopped early by cancelling
// ctx: two variants of a battle, a match or a table (two files, or one
// played by two sets of policies), game i of both from the same seed.
// Cooperative Mode battles, whose one seat with a policy is the heroes',
// are compared in a battle's words and JSON; the seats of other games
// (competitive battles among them) take -p SEAT=SPEC and --vs SEAT=SPEC
// as tmntsim run does.
func doCompare(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "compare", "battle", map[string]any{"Default": battlefile.Default})
	useRunFlags(fs, 10000, "of each variant, battle i of both from the same seed")
	fs.Add(cli.Flag{Name: "vs", Kind: cli.Strings, Usage: "hero `policy` of variant B (default: the --policy of A); SEAT=SPEC another seat's (repeatable)"})
	fs.UseAs("format", "`format` of the result on stdout: text or json", "text", "json")
	fs.UseAs("out", "also write the result as JSON to `FILE`")
	fs.Use("check")
	fs.Add(cli.Flag{Name: "flips", Kind: cli.Int, Usage: "list the first `N` battles that flipped each way, with the tmntsim log command that shows each"})
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	run, pa := runOf(fs)
	check := fs.Bool("check")
	vs, out, flips := lab.SeatsOf(fs.Strings("vs")), fs.String("out"), fs.Int("flips")
	gs, err := games.OpenStudyArgs(fs.Args())
	if err != nil {
		return fail(e, err)
	}
	coop := lab.CoopArgs(gs)
	ask := lab.CompareAsk{Args: fs.Args(), VS: fs.Changed("vs"), Games: run.battles, Flips: flips, Coop: coop}
	r := &reports.CompareResult{Seed: run.seed, Requested: run.battles, Flips: flips, Coop: coop, One: len(gs) == 1}
	if coop {
		err = checkRun(fs, run)
	} else if err = lab.RefuseFlags(fs.Changed, gs[0].Setup.Schema().Game, "ci-method"); err == nil {
		fs.Noun = "game"
		err = fs.Check("battles", "workers", "progress")
	}
	if err == nil {
		err = ask.Check(func() error { return fs.Check("format") })
	}
	if err == nil && coop && vs.Bare != "" {
		if err = lab.TourRulesOf(gs[len(gs)-1], 0).Valid(vs.Bare); err != nil {
			err = usagef("--vs: %v", err)
		}
	}
	if !fs.Changed("vs") {
		vs = pa
	}
	if err == nil {
		r.A, err = compareSide(gs[0], coop, check, run.policy, pa, "--policy")
	}
	if err == nil {
		r.B, err = compareSide(gs[len(gs)-1], coop, check, run.policy, vs, "--vs")
	}
	if err == nil {
		err = ask.Same(r.A.Entrant(), r.B.Entrant())
	}
	if err == nil {
		err = cmp.Or(checkOut("-o", out), checkNotInput("-o", out, slices.Concat(fs.Args(), argFiles(gs))...))
	}
	if err != nil {
		return fail(e, err)
	}
	o := lab.Options{Seed: run.seed, Games: run.battles, Workers: run.workers}
	var finish func()
	o.Progress, finish = gameProgress(e, run.progress, run.battles)
	r.Cmp, err = ask.Play(ctx, r.A.Entrant(), r.B.Entrant(), o)
	finish()
	if err != nil && !lab.Interrupted(err) {
		return fail(e, lab.Worded(err, ask.Unit()))
	}
	r.Stamp(run.ci, tmntsimVersion())
	if code := (studyOut{text: r.WriteText, json: r.WriteJSON}).emit(e, out, "", fs.String("format"), "the comparison JSON"); code != exitOK {
		return code
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %s of %ss; the comparison of those is printed%s\n", r.Cmp.Wins.N(), plural.Of(run.battles, "pair"), ask.Unit(), writtenTo(out))
		return exitInterrupted
	}
	return exitOK
}

// compareSide is the variant of a played by the -p values v of flag
// (--policy for A, --vs for B): a file compared by its focus seat's
// policy alone (coop, a Cooperative Mode battle) by v's or else hero,
// in the setup its rules make for it (lab.TourRules), the other seats'
// SEAT=SPEC checked; another by its seats' policies. Its games check the
// engine's invariants if check (--check; an error naming it for a setup
// that cannot).
func compareSide(a lab.Arg, coop, check bool, hero string, v *lab.SeatValues, flag string) (reports.CompareSide, error) {
	if !coop {
		a.Setup = a.SeatsSetup()
		specs, err := a.Policies(v.Values(), flag)
		if err != nil {
			return reports.CompareSide{}, err
		}
		setup, err := a.Checked(a.Setup, check)
		return reports.CompareSide{Arg: a.Arg, Setup: setup, Specs: specs}, err
	}
	r := lab.TourRulesOf(a, 0)
	if check && !r.Check {
		return reports.CompareSide{}, lab.NoCheck("", a.Setup)
	}
	_, err := r.Base(v.Seats)
	if err != nil && flag == "--vs" {
		return reports.CompareSide{}, usagef("%s: %v", flag, strings.TrimPrefix(err.Error(), "--policy: "))
	} else if err != nil {
		return reports.CompareSide{}, err
	}
	name, source, hash, _ := lab.Described(a.Setup)
	return reports.CompareSide{Arg: a.Arg, Setup: r.Setup(cmp.Or(v.Bare, hero), check), Name: name, Source: source, Hash: hash}, nil
}
