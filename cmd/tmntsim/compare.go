package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "compare",
		summary: "two variants of a battle (or two policies) on the same seeds: the paired difference",
		run:     interruptible(doCompare),
	})
}

// A comparison is what "tmntsim compare" was asked to do, and found.
type comparison struct {
	run     runConfig // run.policy is variant A's
	policyB string

	a, b *battlefile.Loaded
	// argA and argB are the battles as the command line named them (""
	// for the default battle), for the log commands of the flips.
	argA, argB string
	cmp        *lab.Comparison
	// flips is --flips: how many flipped battles to list each way (the
	// comparison's FlipsB and FlipsA, won by the heroes in B only and in A
	// only).
	flips int
}

// doCompare is "tmntsim compare" with args, stopped early by cancelling
// ctx.
func doCompare(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "compare")
	var c comparison
	ci := addRunFlags(fs, &c.run, 10000, "of each variant, battle i of both from the same seed")
	vs := fs.String("vs", "", "hero `policy` of variant B (default: the --policy of A)")
	format := fs.String("format", "text", "`format` of the result on stdout: text or json")
	out := fs.StringP("out", "o", "", "also write the result as JSON to `FILE`")
	fs.IntVar(&c.flips, "flips", 0, "list the first `N` battles that flipped each way, with the tmntsim log command that shows each")
	fs.Usage = func() { writeHelp(e.stdout, "compare", fs, map[string]any{"Default": battlefile.Default}) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if gs, err := openGameArgs(fs.Args()); err != nil {
		return fail(e, err)
	} else if gs != nil {
		return compareGame(ctx, e, gs, args)
	} else if gs := competitiveArgs(fs.Args()); gs != nil {
		return compareGame(ctx, e, gs, args)
	}
	c.policyB = c.run.policy
	if fs.Changed("vs") {
		c.policyB = *vs
	}
	if err := c.check(fs, *format, *ci); err != nil {
		return fail(e, err)
	}
	if err := checkOut("-o", *out); err != nil {
		return fail(e, err)
	}
	var err error
	if c.a, err = battlefile.Open(fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	c.b, c.argA, c.argB = c.a, fs.Arg(0), fs.Arg(0)
	if fs.NArg() == 2 {
		c.argB = fs.Arg(1)
		if c.b, err = battlefile.Open(fs.Arg(1)); err != nil {
			return fail(e, err)
		}
	}
	interrupted, err := c.play(ctx, e)
	if err != nil {
		return fail(e, err)
	}
	if code := (studyOut{text: c.writeText, json: c.writeJSON}).emit(e, *out, "", *format, "the comparison JSON"); code != exitOK {
		return code
	}
	if interrupted {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d pairs of battles\n", c.cmp.Wins.N(), c.run.battles)
		return exitInterrupted
	}
	return exitOK
}

// check checks the flags and arguments on their own.
func (c *comparison) check(fs *pflag.FlagSet, format, ci string) error {
	if err := checkRunFlags(&c.run, ci); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 2:
		return usagef("compare: two variants at most (got %s)", strings.Join(fs.Args(), " "))
	case fs.NArg() < 2 && c.run.policy == c.policyB:
		return usagef("compare: nothing to compare; give two battles (tmntsim compare A.yaml B.yaml) or two policies (tmntsim compare BATTLE --policy P --vs Q)")
	case c.run.battles < 2:
		return usagef("--battles: %d; a comparison needs at least 2 battles", c.run.battles)
	case format != "text" && format != "json":
		return usagef("--format: unknown format %q (known: text, json)", format)
	case c.flips < 0:
		return usagef("--flips: %d is negative; give how many flipped battles to list each way", c.flips)
	}
	if _, err := policy.New(c.policyB); err != nil {
		return usagef("--vs: %v", err)
	}
	return nil
}

// play plays the pairs of battles with lab. It reports whether ctx
// stopped it before the end; the error is the run's failure, if any.
func (c *comparison) play(ctx context.Context, e *env) (interrupted bool, err error) {
	o := lab.Options{Seed: c.run.seed, Games: c.run.battles, Workers: c.run.workers}
	if bar := startProgress(e, c.run.progress, 0, c.run.battles); bar != nil {
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	c.cmp, err = lab.Compare(ctx, lab.Entrant{Setup: newSetup(c.a.Battle, c.run.policy, false), Name: "variant A"},
		lab.Entrant{Setup: newSetup(c.b.Battle, c.policyB, false), Name: "variant B"}, o, c.flips)
	if err != nil && !lab.Interrupted(err) {
		return false, gameError(err, "battle")
	}
	for _, v := range []struct {
		s    *stats.Summary
		l    *battlefile.Loaded
		spec string
	}{{c.cmp.A, c.a, c.run.policy}, {c.cmp.B, c.b, c.policyB}} {
		v.s.Name, v.s.Source, v.s.Hash, v.s.CI, v.s.Version = v.l.Battle.Name, v.l.Source, v.l.Hash, c.run.ci, tmntsimVersion()
	}
	return err != nil, nil
}

// logCommand returns the tmntsim log command that shows battle i of the
// variant arg (a battle as the command line named it) played by spec.
func (c *comparison) logCommand(arg, spec string, i int64) string {
	s := "tmntsim log"
	if arg != "" {
		s += " " + shellWord(arg)
	}
	s += fmt.Sprintf(" --index %d --seed %d", i, c.run.seed)
	if spec != policy.Default {
		s += " -p " + shellWord(spec)
	}
	return s
}

// shellWord quotes s for a POSIX shell when it holds anything but letters,
// digits and -_./:=,+@.
func shellWord(s string) string {
	plain := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=,+@", r)) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// writeFlips writes the --flips lists of the text output: each battle
// with the tmntsim log commands of its two variants.
func (c *comparison) writeFlips(w io.Writer) {
	for _, side := range []struct {
		name string
		idx  []int64
	}{{"B", c.cmp.FlipsB}, {"A", c.cmp.FlipsA}} {
		fmt.Fprintf(w, "\nwon by the heroes in %s only (the first %d of them; the log of each variant shows why):", side.name, c.flips)
		if len(side.idx) == 0 {
			fmt.Fprint(w, " none")
		}
		fmt.Fprintln(w)
		for _, i := range side.idx {
			fmt.Fprintf(w, "  %-7d B: %s\n  %-7s A: %s\n", i, textsafe.Term(c.logCommand(c.argB, c.policyB, i)),
				"", textsafe.Term(c.logCommand(c.argA, c.run.policy, i)))
		}
	}
}

// label returns how a variant is named: its battle source, and its policy
// when the policies differ.
func (c *comparison) label(l *battlefile.Loaded, spec string) string {
	s := fmt.Sprintf("%s (%s)", l.Name, l.Source)
	if c.run.policy != c.policyB || c.a == c.b {
		s += ", policy " + spec
	}
	return textsafe.Term(s)
}

func (c *comparison) writeText(w io.Writer) error {
	cmp := c.cmp
	v := reports.PairedView{LabelA: c.label(c.a, c.run.policy), LabelB: c.label(c.b, c.policyB), Unit: "battle",
		Requested: c.run.battles, Seed: c.run.seed, Complete: cmp.A.Complete, Wins: &cmp.Wins, Measure: &cmp.Turns,
		WinRow: "heroes win", MeasureRow: "rounds", WonBy: "won by the heroes", WinsInB: "B's heroes win"}
	v.RateA[0], v.RateA[1], v.RateA[2] = cmp.A.WinRate(0)
	v.RateB[0], v.RateB[1], v.RateB[2] = cmp.B.WinRate(0)
	if err := v.Write(w); err != nil {
		return err
	}
	if c.flips > 0 {
		c.writeFlips(w)
	}
	return nil
}

func (c *comparison) writeJSON(w io.Writer) error {
	x := reports.Comparison{Cmp: c.cmp, Seed: c.run.seed, Flips: c.flips, PolicyA: c.run.policy, PolicyB: c.policyB}
	return x.WriteBattleJSON(w)
}

// competitiveArgs returns the battles named by args as the variants of a
// game study when every one is a competitive battle, whose two seats take
// their policies by -p SEAT=SPEC and --vs SEAT=SPEC (as tmntsim run plays
// one); else nil, and the battles are compared as cooperative ones, whose
// errors that path reports.
func competitiveArgs(args []string) []gameArg {
	var out []gameArg
	for _, arg := range args {
		l, err := battlefile.Open(arg)
		if err != nil || l.Battle.Competitive == nil {
			return nil
		}
		setup := policy.NewSetup(l.Battle, "")
		setup.Source, setup.Hash = l.Source, l.Hash
		out = append(out, gameArg{arg, &games[0], setup})
	}
	return out
}
