package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/adventure"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "run",
		summary: "play a battle many times, AI against AI, and summarize the results",
		run:     interruptible(doRun),
	})
}

// A runConfig is a run of battles as sweep, tune, compare and report
// play them (playSummary).
type runConfig struct {
	battles  int64 // -n, over all shards
	seed     uint64
	workers  int
	policy   string
	shards   int
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

// A runTarget is what a run plays: the setup, its game, what the game's
// runs take (game.run) and what its games are called.
type runTarget struct {
	setup  sim.Setup
	opened sim.Setup // the setup as its game opened it
	game   *game
	rules  lab.RunRules // how the game's runs go
	noun   string
}

// doRun is "tmntsim run" with args, stopped early by cancelling ctx: one
// path for every game, a battle, a match or a table opened into a
// sim.Setup and played by lab.
func doRun(ctx context.Context, e *env, args []string) int {
	return runKind{name: "run", noun: "battle", write: writeRun}.do(ctx, e, args)
}

// A runKind is a command that plays one game many times into a summary:
// run (any game; its summary) and campaign (an adventure; its paths).
type runKind struct {
	name, noun string // the command, and what the flags call its games
	// only, if not nil, refuses a target the command does not play: it
	// is given what opening arg gave, and returns the error to report.
	only func(t runTarget, arg string, err error) error
	// csv: the command writes CSV of games other than battles.
	csv   bool
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
	if code, done := parse(e, fs, args, false); done {
		return code
	}
	r := runRequest{Options: lab.Options{Games: fs.Int64("battles"), Seed: fs.Uint64("seed"), Workers: fs.Int("workers"), Precision: fs.Float64("precision")},
		specs: fs.Strings("policy"), out: fs.String("out"), format: fs.String("format"), progress: fs.String("progress"),
		resume: fs.String("resume"), check: fs.Bool("check"), first: fs.Bool("first")}
	if fs.NArg() > 1 {
		return fail(e, usagef("%s: one %s at a time (got %s)", k.name, cmp.Or(k.noun, "battle"), strings.Join(fs.Args(), " ")))
	}
	var prev *stats.Summary
	arg := fs.Arg(0)
	if r.resume != "" {
		var err error
		if prev, err = stats.ReadSummaryFile(r.resume); err != nil {
			return fail(e, fmt.Errorf("--resume: %w", err))
		}
		if fs.NArg() == 0 {
			arg = strings.TrimPrefix(prev.Source, "embedded:")
		}
	}
	t, err := r.open(arg)
	if k.only != nil {
		if err = k.only(t, arg, err); err == nil {
			t.noun = k.noun // a command of one game names its games
		}
	}
	if err != nil {
		if prev != nil && fs.NArg() == 0 && t.rules.ResumeError != nil {
			err = t.rules.ResumeError(r.resume, arg, err)
		}
		return fail(e, err)
	}
	t.rules.CSV = t.rules.CSV || k.csv
	if err := r.checkFlags(fs, t); err != nil {
		return fail(e, err)
	}
	if prev != nil {
		if err := r.adopt(fs, t, prev); err != nil {
			return fail(e, err)
		}
	}
	if err := checkOut("-o", r.out); err != nil {
		return fail(e, err)
	}
	sum := prev
	if sum == nil {
		sum = lab.NewSummary(t.setup, r.Options)
	}
	sum.Version, sum.Requested = tmntsimVersion(), r.Games
	if t.rules.NothingWritten && ctx.Err() != nil {
		// Stopped while reading the files: nothing played, nothing to write
		// (a match or a table writes its empty summary, marked incomplete).
		reports.WriteRunUnplayed(e.stderr, t.noun)
		return exitInterrupted
	}
	interrupted, err := playInto(ctx, e, t.setup, sum, r.Options, r.progress, t.noun)
	if err != nil {
		return fail(e, err)
	}
	if r.out != "" && !rescueOut(e, "-o", r.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	var first *lab.FirstStudy
	firstStopped := false
	if !interrupted {
		if first, err = r.firstPlayer(ctx, e, t.setup, sum); lab.Interrupted(err) {
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
		reports.WriteRunStopped(e.stderr, k.name, r.out, sum.Games(), stats.ShardBattles(sum.Coverage.Residues[0], sum.Coverage.Shards, r.Games), t.noun)
		return exitInterrupted
	case firstStopped:
		reports.WriteFirstStopped(e.stderr)
		return exitInterrupted
	}
	return exitOK
}

// open opens arg, a battle, match or table file or embedded name ("": the
// default battle), as the setup of the run, named in r.Options.
func (r *runRequest) open(arg string) (runTarget, error) {
	g, opened, err := games.Open(arg)
	if g == nil {
		return runTarget{}, err
	}
	t := runTarget{opened: opened, game: g, rules: g.Run.Or()}
	t.noun = t.rules.Noun
	if err != nil {
		return t, err
	}
	t.setup = opened
	r.Source, r.Hash = arg, userfile.Hash(arg)
	if d, ok := opened.(interface {
		Describe() (name, source, hash string)
	}); ok {
		r.Name, r.Source, r.Hash = d.Describe()
	}
	if t.rules.Ready != nil {
		t.setup, err = t.rules.Ready(opened, r.specs, r.check)
	}
	return t, err
}

// checkFlags checks the flags against each other and the target.
func (r *runRequest) checkFlags(fs *cli.Set, t runTarget) error {
	if err := t.rules.Refuse(fs.Changed, r.format, t.game.Name); err != nil {
		return err
	}
	fs.Noun = t.noun
	if err := fs.Check(); err != nil {
		return err
	}
	r.Shard, r.Shards, _ = stats.ParseShard(fs.String("shard"))
	r.CI, _ = stats.ParseCIMethod(fs.String("ci-method"))
	var err error
	r.Policies, err = lab.CheckedPolicies(t.setup, r.specs)
	return err
}

// adopt takes the parameters of the run to resume from its summary prev
// (lab.Adopt); -o defaults to the summary's file.
func (r *runRequest) adopt(fs *cli.Set, t runTarget, prev *stats.Summary) error {
	o, err := lab.Adopt(t.setup, prev, r.Options, r.resume, t.noun, fs.Changed)
	if err != nil {
		return err
	}
	if r.Options = o; r.out == "" {
		r.out = r.resume
	}
	return nil
}

// writeRun writes the summary of a run in format (reports.WriteRun),
// with the first player's advantage f if measured, and in text what the
// game adds (reports.WriteGameText).
func writeRun(w io.Writer, sum *stats.Summary, f *lab.FirstStudy, format string) error {
	return reports.WriteRun(w, sum, f, format, reports.WriteGameText)
}
