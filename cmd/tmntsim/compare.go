package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

func init() {
	register(&command{
		name:    "compare",
		summary: "two variants of a battle (or two policies) on the same seeds: the paired difference",
		run:     interruptible(doCompare),
	})
}

// A compareKind is how tmntsim compare takes one kind of file: Cooperative
// Mode battles, whose one seat with a policy is the heroes' (compared in
// a battle's words and JSON), or games (matches, tables, competitive
// battles), whose seats take -p SEAT=SPEC and --vs SEAT=SPEC as tmntsim
// run does.
type compareKind struct {
	coop bool
	// check checks the flags this kind reads its own way.
	check func(fs *cli.Set) error
	// open opens variant A (b false) or B of the file arg, played by the
	// -p values v (of flag).
	open func(b bool, arg string, v *seatValue, flag string) (reports.CompareSide, error)
}

// doCompare is "tmntsim compare" with args, stopped early by cancelling
// ctx: two variants of a battle, a match or a table (two files, or one
// played by two sets of policies), game i of both from the same seed.
func doCompare(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, "compare", "battle", map[string]any{"Default": battlefile.Default})
	useRunFlags(fs, 10000, "of each variant, battle i of both from the same seed")
	fs.Add(cli.Flag{Name: "vs", Kind: cli.Strings, Usage: "hero `policy` of variant B (default: the --policy of A); SEAT=SPEC another seat's (repeatable)"})
	fs.UseAs("format", "`format` of the result on stdout: text or json", "text", "json")
	fs.UseAs("out", "also write the result as JSON to `FILE`")
	fs.Add(cli.Flag{Name: "flips", Kind: cli.Int, Usage: "list the first `N` battles that flipped each way, with the tmntsim log command that shows each"})
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	run, pa := runOf(fs)
	vs, out, flips := seatsOf(fs.Strings("vs")), fs.String("out"), fs.Int("flips")
	gs, err := openGameArgs(fs.Args())
	if err == nil && gs == nil {
		gs = competitiveArgs(fs.Args())
	}
	if err != nil {
		return fail(e, err)
	}
	k := gameCompare(gs)
	if gs == nil {
		k = battleCompare(run, fs.NArg())
	}
	ask := lab.CompareAsk{Args: fs.Args(), VS: fs.Changed("vs"), Games: run.battles, Flips: flips, Coop: k.coop}
	r := &reports.CompareResult{Seed: run.seed, Requested: run.battles, Flips: flips, Coop: k.coop}
	if err = k.check(fs); err == nil {
		err = ask.Check(func() error { return fs.Check("format") })
	}
	if err == nil && k.coop && vs.bare != "" {
		if _, err = policy.New(vs.bare); err != nil {
			err = usagef("--vs: %v", err)
		}
	}
	if err == nil {
		r.A, r.B, err = compareSides(fs, k, pa, vs)
	}
	if err == nil {
		err = ask.Same(r.A.Entrant(), r.B.Entrant())
	}
	if err == nil {
		err = checkOut("-o", out)
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
		return fail(e, gameError(err, ask.Unit()))
	}
	r.Stamp(run.ci, tmntsimVersion())
	if code := (studyOut{text: r.WriteText, json: r.WriteJSON}).emit(e, out, "", fs.String("format"), "the comparison JSON"); code != exitOK {
		return code
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d pairs of %ss\n", r.Cmp.Wins.N(), run.battles, ask.Unit())
		return exitInterrupted
	}
	return exitOK
}

// compareSides opens the variants A and B of the arguments, A played by
// the -p values pa, B by --vs (by pa when --vs is not given).
func compareSides(fs *cli.Set, k compareKind, pa, vs *seatValue) (a, b reports.CompareSide, err error) {
	if !fs.Changed("vs") {
		vs = pa
	}
	if a, err = k.open(false, fs.Arg(0), pa, "--policy"); err == nil {
		b, err = k.open(true, fs.Arg(fs.NArg()-1), vs, "--vs")
	}
	return a, b, err
}

// gameCompare is the comparison of games gs: their seats' policies are
// -p's and --vs's, by seat.
func gameCompare(gs []gameArg) compareKind {
	return compareKind{
		check: func(fs *cli.Set) error {
			if err := refuseFlags(fs.FlagSet, gs[0].setup.Schema().Game, "ci-method"); err != nil {
				return err
			}
			fs.Noun = "game"
			return fs.Check("battles", "workers", "progress")
		},
		open: func(b bool, _ string, v *seatValue, flag string) (reports.CompareSide, error) {
			a := gs[0]
			if b {
				a = gs[len(gs)-1]
			}
			specs, err := gamePolicies(a, v.values(), flag)
			return reports.CompareSide{Arg: a.arg, Setup: a.setup, Specs: specs}, err
		}}
}

// battleCompare is the comparison of Cooperative Mode battles, played by
// their heroes' policies: -p's (run's) and --vs's; a second variant of
// the same file is the same battle.
func battleCompare(run runConfig, nargs int) compareKind {
	var first *battlefile.Loaded
	return compareKind{coop: true,
		check: func(fs *cli.Set) error {
			return checkRun(fs, run)
		},
		open: func(b bool, arg string, v *seatValue, flag string) (reports.CompareSide, error) {
			l, err := first, error(nil)
			if !b || nargs == 2 {
				if l, err = battlefile.Open(arg); err != nil {
					return reports.CompareSide{}, err
				}
			}
			first = l
			hero := run.policy
			if v.bare != "" {
				hero = v.bare
			}
			specs, err := battleSeats(l.Battle, hero, v.seats)
			if err != nil && b {
				return reports.CompareSide{}, usagef("%s: %v", flag, strings.TrimPrefix(err.Error(), "--policy: "))
			} else if err != nil {
				return reports.CompareSide{}, err
			}
			return reports.CompareSide{Arg: arg, Setup: newSetup(l.Battle, specs[adventures.SeatHeroes], false), Battle: l}, nil
		}}
}

// competitiveArgs returns the battles named by args as the variants of a
// game study when every one is a competitive battle, whose two seats take
// their policies by -p SEAT=SPEC and --vs SEAT=SPEC (as tmntsim run plays
// one); else nil, and the battles are compared as cooperative ones, whose
// errors that path reports.
func competitiveArgs(args []string) []gameArg {
	var out []gameArg
	for _, arg := range args {
		s, err := cards.DeckSetup(arg, false)
		if err != nil || s == nil {
			return nil
		}
		out = append(out, gameArg{arg, &games[0], s})
	}
	return out
}
