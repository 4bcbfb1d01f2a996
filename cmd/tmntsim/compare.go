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

// A comparison is what "tmntsim compare" was asked to do, and found: two
// variants of a battle, a match or a table (two files, or one played by two
// sets of policies), game i of both from the same seed.
type comparison struct {
	run   runConfig
	a, b  gameArg  // the variants, as the command line named them
	pa    []string // the seats' policies of A and B
	pb    []string
	flips int // --flips: how many flipped games to list each way
	// coop is set for Cooperative Mode battles, whose seat is the heroes'
	// alone: they are compared in a battle's words (and JSON), by their
	// heroes' policies.
	coop bool
	// la and lb are the coop battles.
	la, lb *battlefile.Loaded
	cmp    *lab.Comparison
}

// doCompare is "tmntsim compare" with args, stopped early by cancelling
// ctx.
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
	c := comparison{flips: fs.Int("flips")}
	var pa *seatValue
	c.run, pa = runOf(fs)
	vs, out := seatsOf(fs.Strings("vs")), fs.String("out")
	gs, err := openGameArgs(fs.Args())
	if err == nil && gs == nil {
		gs = competitiveArgs(fs.Args())
	}
	if err == nil {
		err = c.check(fs, gs, pa, vs)
	}
	if err == nil {
		err = checkOut("-o", out)
	}
	if err == nil && c.coop {
		err = c.openBattles(fs, pa, vs)
	}
	if err != nil {
		return fail(e, err)
	}
	unit, nameA, nameB := "game", "A", "B"
	if c.coop {
		unit, nameA, nameB = "battle", "variant A", "variant B"
	}
	o := lab.Options{Seed: c.run.seed, Games: c.run.battles, Workers: c.run.workers}
	var finish func()
	o.Progress, finish = gameProgress(e, c.run.progress, c.run.battles)
	c.cmp, err = lab.Compare(ctx, lab.Entrant{Setup: c.a.setup, Policies: c.pa, Name: nameA},
		lab.Entrant{Setup: c.b.setup, Policies: c.pb, Name: nameB}, o, c.flips)
	finish()
	if err != nil && !lab.Interrupted(err) {
		return fail(e, gameError(err, unit))
	}
	for i, l := range []*battlefile.Loaded{c.la, c.lb} {
		if l != nil {
			s := []*lab.Summary{c.cmp.A, c.cmp.B}[i]
			s.Name, s.Source, s.Hash, s.CI, s.Version = l.Battle.Name, l.Source, l.Hash, c.run.ci, tmntsimVersion()
		}
	}
	r := &reports.CompareResult{A: reports.CompareSide{Arg: c.a.arg, Setup: c.a.setup, Specs: c.pa, Battle: c.la},
		B: reports.CompareSide{Arg: c.b.arg, Setup: c.b.setup, Specs: c.pb, Battle: c.lb}, Cmp: c.cmp, Seed: c.run.seed, Requested: c.run.battles, Flips: c.flips, Coop: c.coop}
	if code := (studyOut{text: r.WriteText, json: r.WriteJSON}).emit(e, out, "", fs.String("format"), "the comparison JSON"); code != exitOK {
		return code
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d pairs of %ss\n", c.cmp.Wins.N(), c.run.battles, unit)
		return exitInterrupted
	}
	return exitOK
}

// check checks the flags and arguments; gs are the variants when they
// are games (matches, tables or competitive battles), nil for Cooperative
// Mode battles, which openBattles opens once the flags are known good.
func (c *comparison) check(fs *cli.Set, gs []gameArg, pa, vs *seatValue) error {
	c.coop = gs == nil
	unit := "game"
	if c.coop {
		unit = "battle"
		if err := checkRun(fs, c.run); err != nil {
			return err
		}
	} else {
		if err := refuseFlags(fs.FlagSet, gs[0].setup.Schema().Game, "ci-method"); err != nil {
			return err
		}
		fs.Noun = "game"
		if err := fs.Check("battles", "workers", "progress"); err != nil {
			return err
		}
	}
	switch {
	case fs.NArg() > 2:
		return usagef("compare: two variants at most (got %s)", strings.Join(fs.Args(), " "))
	case c.coop && fs.NArg() < 2 && !fs.Changed("vs"):
		return usagef("compare: nothing to compare; give two battles (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare BATTLE --policy P --vs Q)")
	case c.run.battles < 2:
		return usagef("--battles: %d; a comparison needs at least 2 %ss", c.run.battles, unit)
	case fs.Check("format") != nil:
		return fs.Check("format")
	case c.flips < 0:
		return usagef("--flips: %d is negative; give how many flipped %ss to list each way", c.flips, unit)
	}
	if c.coop {
		if _, err := policy.New(vs.bare); vs.bare != "" && err != nil {
			return usagef("--vs: %v", err)
		}
		return nil
	}
	c.a, c.b = gs[0], gs[len(gs)-1]
	var err error
	if c.pa, err = gamePolicies(c.a, pa.values(), "--policy"); err != nil {
		return err
	}
	values := vs.values()
	if !fs.Changed("vs") {
		values = pa.values()
	}
	if c.pb, err = gamePolicies(c.b, values, "--vs"); err != nil {
		return err
	}
	if fs.NArg() < 2 && policyText(c.a.setup, c.pa) == policyText(c.b.setup, c.pb) {
		return usagef("compare: nothing to compare; give two files (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare FILE -p SPEC --vs SPEC)")
	}
	return nil
}

// openBattles opens the Cooperative Mode battles of the comparison, played
// by the heroes' policies of -p and --vs.
func (c *comparison) openBattles(fs *cli.Set, pa, vs *seatValue) error {
	var err error
	if c.la, err = battlefile.Open(fs.Arg(0)); err != nil {
		return err
	}
	c.lb = c.la
	if fs.NArg() == 2 {
		if c.lb, err = battlefile.Open(fs.Arg(1)); err != nil {
			return err
		}
	}
	heroB := c.run.policy
	if vs.bare != "" {
		heroB = vs.bare
	}
	if c.pa, err = battleSeats(c.la.Battle, c.run.policy, pa.seats); err != nil {
		return err
	}
	if c.pb, err = battleSeats(c.lb.Battle, heroB, vs.seats); err != nil {
		return usagef("--vs: %v", strings.TrimPrefix(err.Error(), "--policy: "))
	}
	if fs.NArg() < 2 && c.pa[adventures.SeatHeroes] == c.pb[adventures.SeatHeroes] {
		return usagef("compare: nothing to compare; give two battles (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare BATTLE --policy P --vs Q)")
	}
	c.a = gameArg{arg: fs.Arg(0), setup: newSetup(c.la.Battle, c.pa[adventures.SeatHeroes], false)}
	c.b = gameArg{arg: fs.Arg(fs.NArg() - 1), setup: newSetup(c.lb.Battle, c.pb[adventures.SeatHeroes], false)}
	c.pa, c.pb = nil, nil
	return nil
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
