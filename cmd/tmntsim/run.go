package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "run",
		summary: "play a battle many times, AI against AI, and summarize the results",
		run:     interruptible(doRun),
	})
}

// A runConfig is what "tmntsim run" was asked to do.
type runConfig struct {
	battle    string // BATTLE argument: "" for the default battle
	battles   int64  // -n, over all shards
	seed      uint64
	workers   int
	policy    string
	precision float64
	shard     int
	shards    int
	out       string
	format    string
	progress  string
	resume    string
	check     bool
	ci        stats.CIMethod
	// stop, if not nil, may end the run early like runner.Config.StopAt
	// (the time budgets of tmntsim report); batch is the runner's chunk
	// size (0: its default).
	stop  func(done int64) bool
	batch int
}

// doRun is "tmntsim run" with args, stopped early by cancelling ctx.
func doRun(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "run")
	var c runConfig
	fs.Int64VarP(&c.battles, "battles", "n", 10000, "play `N` battles (over all shards; the cap of a --precision run)")
	fs.Uint64Var(&c.seed, "seed", 1, "run `seed`: battle i is played from an RNG seeded by (seed, i) alone")
	fs.IntVarP(&c.workers, "workers", "w", 0, "`N` battles played in parallel (default: one per CPU)")
	fs.StringVarP(&c.policy, "policy", "p", policy.Default, "hero `policy`: a name, optionally name:key=value,…")
	fs.Float64Var(&c.precision, "precision", 0, fmt.Sprintf("stop once the heroes' win rate is known within ±`P` (95%% interval, e.g. 0.01), checked every %d battles", lab.PrecisionEvery))
	shard := fs.String("shard", "0/1", "play only shard `i/n` of the battles: i, i+n, i+2n, … (combine with tmntsim merge)")
	fs.StringVarP(&c.out, "out", "o", "", "also write the summary JSON to `FILE`")
	fs.StringVar(&c.format, "format", "text", "`format` of the summary on stdout: text, json or csv")
	fs.StringVar(&c.progress, "progress", "auto", "progress bar on stderr: `auto` (when stderr is a terminal), on or off")
	fs.StringVar(&c.resume, "resume", "", "continue the run summarized in `FILE` (written back to FILE unless -o is given)")
	fs.BoolVar(&c.check, "check", false, "check the engine's invariants after every battle (slower); a violation is an error")
	fs.Bool("first", true, "of a match: also play its games with the seats swapped, paired, and say what going first is worth")
	ci := fs.String("ci-method", "wilson", "`method` of the win rate's interval: wilson or clopper-pearson")
	fs.Usage = func() { writeHelp(e.stdout, "run", fs, map[string]any{"Default": battlefile.Default}) }
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	arg := fs.Arg(0)
	if c.resume != "" && fs.NArg() == 0 {
		// Resuming a match's or table's run: its source is the file's.
		if prev, err := readSummary(c.resume); err == nil && prev.Schema().Game != scenarios.DefaultGame {
			arg = prev.Source
		}
	}
	if _, setup, err := openGame(arg); err != nil {
		return fail(e, err)
	} else if setup != nil {
		return runGame(ctx, e, setup, arg, args)
	}
	if l, err := battlefile.Open(fs.Arg(0)); fs.NArg() == 1 && err == nil && l.Battle.Competitive != nil {
		// A competitive battle has two seats with policies: -p SEAT=SPEC.
		setup := policy.NewSetup(l.Battle, "")
		setup.Source, setup.Hash = l.Source, l.Hash
		return runGame(ctx, e, setup, fs.Arg(0), args)
	} else if _, perr := policy.New(c.policy); fs.NArg() == 1 && err != nil && perr != nil {
		return fail(e, err) // the file's error first: -p villain=... is for a competitive file
	}
	if fs.Changed("first") {
		return fail(e, usagef("--first: a match's (a TCG file's); a battle has no first player to swap"))
	}
	if err := c.check1(fs, *shard, *ci); err != nil {
		return fail(e, err)
	}

	var prev *stats.Summary
	if c.resume != "" {
		var err error
		if prev, err = readSummary(c.resume); err != nil {
			return fail(e, fmt.Errorf("--resume: %w", err))
		}
		if err := c.adopt(fs, prev); err != nil {
			return fail(e, err)
		}
	}
	if _, err := policy.New(c.policy); err != nil {
		return fail(e, usagef("--policy: %v", err))
	}
	if err := checkOut("-o", c.out); err != nil {
		return fail(e, err)
	}
	l, err := battlefile.Open(c.battle)
	if err != nil {
		if prev != nil && fs.NArg() == 0 {
			err = resumeBattleError(c.resume, c.battle, err)
		}
		return fail(e, err)
	}
	sum, err := c.summary(l, prev)
	if err != nil {
		return fail(e, err)
	}
	if ctx.Err() != nil {
		// Stopped while reading the files: nothing played, nothing to write.
		fmt.Fprintln(e.stderr, "tmntsim: interrupted before the first battle; nothing written")
		return exitInterrupted
	}
	interrupted, err := c.play(ctx, e, l.Battle, sum)
	if err != nil {
		return fail(e, err)
	}
	if c.out != "" && !rescueOut(e, "-o", c.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	if err := writeSummary(e.stdout, sum, c.format); err != nil {
		return fail(e, err)
	}
	if interrupted {
		hint := "write the summary with -o FILE (or --format json > FILE) to be able to resume"
		if c.out != "" {
			hint = "continue with: tmntsim run --resume " + c.out
		}
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d battles; %s\n",
			sum.Games(), stats.ShardBattles(c.shard, c.shards, c.battles), hint)
		return exitInterrupted
	}
	return exitOK
}

// check1 checks the flags and arguments on their own.
func (c *runConfig) check1(fs *pflag.FlagSet, shard, ci string) error {
	switch {
	case fs.NArg() > 1:
		return usagef("run: one battle at a time (got %s)", strings.Join(fs.Args(), " "))
	case c.battles < 1:
		return usagef("--battles: %d is not a positive number of battles", c.battles)
	case c.workers < 0:
		return usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", c.workers)
	case c.precision < 0 || c.precision >= 0.5:
		return usagef("--precision: %g is not in (0, 0.5); give the wanted half-width of the win rate's interval, e.g. 0.01", c.precision)
	}
	c.battle = fs.Arg(0)
	var err error
	if c.shard, c.shards, err = stats.ParseShard(shard); err != nil {
		return usagef("--shard: %v", err)
	}
	if c.ci, err = stats.ParseCIMethod(ci); err != nil {
		return usagef("--ci-method: %v", err)
	}
	if err := checkFormat(c.format); err != nil {
		return err
	}
	switch c.progress {
	case "auto", "on", "off":
	default:
		return usagef("--progress: unknown mode %q (known: auto, on, off)", c.progress)
	}
	return nil
}

// checkFormat checks a --format value.
func checkFormat(format string) error {
	switch format {
	case "text", "json", "csv":
		return nil
	}
	return usagef("--format: unknown format %q (known: text, json, csv)", format)
}

// adopt takes the parameters of the run to resume from its summary prev;
// a flag given with another value is an error. -n may be given to extend
// the run (or to shorten one not yet past it).
func (c *runConfig) adopt(fs *pflag.FlagSet, prev *stats.Summary) error {
	cov := prev.Coverage
	if len(cov.Residues) != 1 {
		return fmt.Errorf("--resume: %s covers several shards (%s), as a merge does; resume each shard's own summary", c.resume, cov.Label())
	}
	differs := func(flag string, given, was any) error {
		if fs.Changed(flag) && fmt.Sprint(given) != fmt.Sprint(was) {
			return usagef("--%s %v: the run in %s has %v; leave --%s out to resume it", flag, given, c.resume, was, flag)
		}
		return nil
	}
	shard := fmt.Sprintf("%d/%d", c.shard, c.shards)
	for _, d := range []error{
		differs("seed", c.seed, prev.Seed),
		differs("policy", c.policy, prev.Policy(adventures.SeatHeroes)),
		differs("shard", shard, cov.Label()),
		differs("precision", c.precision, prev.Precision),
		differs("ci-method", c.ci, prev.CI),
	} {
		if d != nil {
			return d
		}
	}
	c.seed, c.policy, c.precision, c.ci = prev.Seed, prev.Policy(adventures.SeatHeroes), prev.Precision, prev.CI
	c.shard, c.shards = cov.Residues[0], cov.Shards
	if !fs.Changed("battles") {
		c.battles = prev.Requested
	}
	if n := stats.ShardBattles(c.shard, c.shards, c.battles); n < prev.Games() {
		if !fs.Changed("battles") {
			// The file is at fault (a summary read is checked for this).
			return fmt.Errorf("--resume: %s has %d battles of shard %s, more than its run of %d battles holds", c.resume, prev.Games(), cov.Label(), c.battles)
		}
		return usagef("--battles %d: %s already has %d battles of shard %s", c.battles, c.resume, prev.Games(), cov.Label())
	}
	if c.battle == "" {
		c.battle = strings.TrimPrefix(prev.Source, "embedded:")
	}
	if c.out == "" {
		c.out = c.resume
	}
	return nil
}

// summary returns the summary the run adds to: prev when resuming (checked
// against the battle), else a new one.
func (c *runConfig) summary(l *battlefile.Loaded, prev *stats.Summary) (*stats.Summary, error) {
	schema := l.Battle.Schema()
	sum := stats.NewSummary(&schema)
	sum.Name, sum.Source, sum.Hash = l.Battle.Name, l.Source, l.Hash
	if prev != nil {
		if l.Hash != prev.Hash {
			return nil, fmt.Errorf("--resume: battle %s has changed since %s was written (hash %.12s, the summary's %.12s); start the run again",
				l.Source, c.resume, l.Hash, prev.Hash)
		}
		if !prev.SameSchema(sum) {
			return nil, fmt.Errorf("--resume: %s does not list the heroes, villains and metrics of battle %s", c.resume, l.Source)
		}
		sum = prev
	} else {
		// The villain seat: the rules' AI in Cooperative Mode, the default
		// villain policy in Competitive Mode.
		sum.Policies = []string{adventures.SeatHeroes: c.policy, adventures.SeatVillain: policy.NewSetup(l.Battle, c.policy).Policies()[adventures.SeatVillain]}
		sum.Seed, sum.Precision, sum.CI = c.seed, c.precision, c.ci
	}
	sum.Version = tmntsimVersion()
	sum.Requested = c.battles
	return sum, nil
}

// play plays the run's battles into sum with lab. It reports whether ctx
// stopped it before the end; the error is the run's failure, if any.
func (c *runConfig) play(ctx context.Context, e *env, b *adventures.Battle, sum *stats.Summary) (interrupted bool, err error) {
	if sum.Games() == 0 {
		sum.Coverage = stats.ShardCoverage(c.shard, c.shards, 0)
	}
	o := lab.Options{Games: c.battles, Workers: c.workers, Batch: c.batch}
	if c.stop != nil {
		o.Stop = func(s *stats.Summary) bool { return c.stop(s.Games()) }
	}
	return playInto(ctx, e, newSetup(b, c.policy, c.check), sum, o, c.progress, "battle")
}

// newSetup makes the sim.Setup of a run of battle b: the heroes played by
// policy spec, the engine's invariants checked if check is set. Tests
// replace it with a fake game.
var newSetup = battleSetup

func battleSetup(b *adventures.Battle, spec string, check bool) sim.Setup {
	s := policy.NewSetup(b, spec)
	s.Check = check
	return s
}

// writeSummary writes sum to w in format (text, json or csv).
func writeSummary(w io.Writer, sum *stats.Summary, format string) error {
	switch format {
	case "json":
		return sum.WriteJSON(w)
	case "csv":
		return sum.WriteCSV(w)
	}
	return sum.WriteText(w)
}
