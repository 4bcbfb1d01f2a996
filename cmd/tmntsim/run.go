package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

// A runConfig is a run of battles as sweep, tune, compare and report
// play them (runOf).
type runConfig struct {
	battles  int64 // -n, over all shards
	seed     uint64
	workers  int
	policy   string
	progress string
	check    bool
	ci       stats.CIMethod
}

// A runRequest is what "tmntsim run" was asked to do, of any game.
type runRequest struct {
	lab.Options
	specs    []string // the -p values
	out      string
	format   string
	progress string
	resume   string
	check    bool
	first    bool
}

// doRun is "tmntsim run" with args, stopped early by cancelling ctx: one
// path for every game, a battle, a match or a table opened into a
// sim.Setup and played by lab.
func doRun(ctx context.Context, e *env, args []string) int {
	return runKind{name: "run", noun: "battle", write: func(w io.Writer, sum *stats.Summary, f *lab.FirstStudy, format string) error {
		return reports.WriteRun(w, sum, f, format, reports.WriteGameText)
	}}.do(ctx, e, args)
}

// A runKind is a command that plays one game many times into a summary:
// run (any game; its summary) and campaign (an adventure; its paths).
type runKind struct {
	name, noun string // the command, and what the flags call its games
	// only, if not nil, refuses a target the command does not play: it
	// is given what opening arg gave, and returns the error to report.
	only func(t lab.RunTarget, arg string, err error) error
	// csv: the command writes CSV of games other than battles.
	csv bool
	// hide: flags of run the command refuses, left out of its --help.
	hide  []string
	write func(w io.Writer, sum *stats.Summary, f *lab.FirstStudy, format string) error
}

// do is the command with args, stopped early by cancelling ctx.
func (k runKind) do(ctx context.Context, e *env, args []string) int {
	fs := flagSet(e, k.name, k.noun, map[string]any{"Default": battlefile.Default, "Embedded": adventure.Embedded(), "Max": adventure.MaxBattles})
	fs.Use("battles", "seed", "workers", "policy", "precision", "shard", "out", "format", "progress")
	fs.Add(cli.Flag{Name: "resume", Usage: "continue the run summarized in `FILE` (written back to FILE unless -o is given)"})
	fs.Use("check")
	fs.Add(cli.Flag{Name: "first", Kind: cli.Bool, Default: true, Usage: "of a match: also play its games with the seats swapped, paired, and say what going first is worth"})
	fs.Use("ci-method")
	for _, f := range k.hide {
		_ = fs.MarkHidden(f)
	}
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	r := runRequest{Options: lab.Options{Games: fs.Int64("battles"), Seed: fs.Uint64("seed"), Workers: fs.Int("workers"), Precision: fs.Float64("precision")},
		specs: fs.Strings("policy"), out: fs.String("out"), format: fs.String("format"), progress: fs.String("progress"),
		resume: fs.String("resume"), check: fs.Bool("check"), first: fs.Bool("first")}
	if fs.NArg() > 1 {
		return fail(e, usagef("%s: one %s at a time (got %s)", k.name, cmp.Or(k.noun, "battle"), strings.Join(fs.Args(), " ")))
	}
	prev, arg, err := lab.ReadResume(r.resume, fs.Args())
	if err != nil {
		return fail(e, err)
	}
	t, err := games.OpenRun(arg, &r.Options, r.specs, r.check)
	if k.only != nil {
		if err = k.only(t, arg, err); err == nil {
			t.Noun = k.noun // a command of one game names its games
		}
	}
	if err != nil {
		if prev != nil && fs.NArg() == 0 && t.Rules.ResumeError != nil {
			err = t.Rules.ResumeError(r.resume, arg, err)
		}
		return fail(e, err)
	}
	t.Rules.CSV = t.Rules.CSV || k.csv
	if err := r.checkFlags(fs, t); err != nil {
		return fail(e, err)
	}
	if prev != nil {
		if r.Options, err = lab.Adopt(t.Setup, prev, r.Options, r.resume, t.Noun, fs.Changed); err != nil {
			return fail(e, err)
		}
		if seat := prev.PlayUnknown(lab.NewSummary(t.Setup, r.Options)); seat >= 0 {
			fmt.Fprintf(e.stderr, "tmntsim: run: warning: %s, written by an older tmntsim, does not record the parameters of policy %q: resumed on its name alone, though a default may have changed since\n",
				r.resume, prev.Policy(seat))
		}
		if v := tmntsimVersion(); prev.Version != "" && prev.Version != v {
			fmt.Fprintf(e.stderr, "tmntsim: run: warning: the %s in %s were played by tmntsim %s, the rest by tmntsim %s: a change of the code between the two builds that changed play would go unseen\n",
				plural.Plural(t.Noun), r.resume, prev.Version, v)
		}
		r.out = cmp.Or(r.out, r.resume)
	}
	if err := cmp.Or(checkOut("-o", r.out), checkNotInput("-o", r.out, append([]string{arg}, lab.InputFiles(t.Opened)...)...)); err != nil {
		return fail(e, err)
	}
	sum := prev
	if sum == nil {
		sum = lab.NewSummary(t.Setup, r.Options)
	}
	sum.Version, sum.Requested = tmntsimVersion(), r.Games
	if t.Rules.NothingWritten && ctx.Err() != nil {
		// Stopped while reading the files: nothing played, nothing to write
		// (a match or a table writes its empty summary, marked incomplete).
		reports.WriteRunUnplayed(e.stderr, t.Noun)
		return exitInterrupted
	}
	interrupted, played, err := playCounted(ctx, e, t.Setup, sum, r.Options, r.progress, t.Noun)
	if err != nil {
		return fail(e, err)
	}
	if r.out != "" && !rescueOut(e, "-o", r.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	var first *lab.FirstStudy
	firstStopped := false
	if !interrupted && r.first && lab.HasFirst(t.Setup, sum) {
		// The first player's advantage of a match, after its run
		// (lab.FirstOfRun), with the run's policies and workers.
		o := lab.Options{Workers: r.Workers}
		var finish func()
		o.Progress, finish = gameProgress(e, r.progress, sum.Games())
		first, err = lab.FirstOfRun(ctx, t.Setup, sum, r.Policies, o)
		if finish(); lab.Interrupted(err) {
			first, firstStopped = nil, true
		} else if err != nil {
			return fail(e, err)
		}
	}
	if err := k.write(e.stdout, sum, first, r.format); err != nil {
		return fail(e, err)
	}
	switch {
	case interrupted:
		reports.WriteRunStopped(e.stderr, k.name, r.out, sum.Games(), played, sum.Coverage.HeldBattles(r.Games), t.Noun)
		return exitInterrupted
	case firstStopped:
		reports.WriteFirstStopped(e.stderr)
		return exitInterrupted
	}
	return exitOK
}

// checkFlags checks the flags against each other and the target.
func (r *runRequest) checkFlags(fs *cli.Set, t lab.RunTarget) error {
	if err := t.Rules.Refuse(fs.Changed, r.format, t.Game.Name); err != nil {
		return err
	}
	fs.Noun = t.Noun
	if err := fs.Check(); err != nil {
		return err
	}
	r.Shard, r.Shards, _ = stats.ParseShard(fs.String("shard"))
	r.CI, _ = stats.ParseCIMethod(fs.String("ci-method"))
	var err error
	r.Policies, err = lab.CheckedPolicies(t.Setup, r.specs)
	return err
}
