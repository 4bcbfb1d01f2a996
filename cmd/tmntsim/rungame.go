package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// A gameRun is what "tmntsim run" was asked to do with a game other than
// the Adventures system.
type gameRun struct {
	lab.Options
	policies []string // -p SEAT=SPEC or SPEC (the focus seat), in order
	out      string
	format   string
	progress string
}

// runGame is "tmntsim run" on setup, a game opened from source through the
// sim.Setup seam: args are parsed again with this path's flags (--resume,
// --check and --ci-method, of the Adventures system alone for now, are
// refused) and the games are played by lab.
func runGame(ctx context.Context, e *env, setup sim.Setup, source string, args []string) int {
	fs := newFlagSet(e, "run")
	c := gameRun{Options: lab.Options{Source: source, Version: tmntsimVersion()}}
	fs.Int64VarP(&c.Games, "battles", "n", 10000, "play `N` games (over all shards; the cap of a --precision run)")
	fs.Uint64Var(&c.Seed, "seed", 1, "run `seed`: game i is played from an RNG seeded by (seed, i) alone")
	fs.IntVarP(&c.Workers, "workers", "w", 0, "`N` games played in parallel (default: one per CPU)")
	fs.StringArrayVarP(&c.policies, "policy", "p", nil, "`SEAT=SPEC`: the policy of a seat (repeatable); a bare SPEC is the focus seat's")
	fs.Float64Var(&c.Precision, "precision", 0, fmt.Sprintf("stop once the focus seat's win rate is known within ±`P` (95%% interval), checked every %d games", lab.PrecisionEvery))
	shard := fs.String("shard", "0/1", "play only shard `i/n` of the games: i, i+n, i+2n, …")
	fs.StringVarP(&c.out, "out", "o", "", "also write the summary JSON to `FILE`")
	fs.StringVar(&c.format, "format", "text", "`format` of the summary on stdout: text or json")
	fs.StringVar(&c.progress, "progress", "auto", "progress bar on stderr: `auto` (when stderr is a terminal), on or off")
	resume := fs.String("resume", "", "not yet for this game")
	fs.Bool("check", false, "not for this game")
	fs.String("ci-method", "", "not for this game")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	game := setup.Schema().Game
	for _, f := range []string{"check", "ci-method"} {
		if fs.Changed(f) {
			return fail(e, usagef("--%s: the Adventures system's alone; a %s run does not take it", f, game))
		}
	}
	var err error
	switch {
	case *resume != "":
		return fail(e, usagef("--resume: a %s summary cannot be resumed yet (tmntsim reads back summaries of the Adventures system only); run again with more games (-n)", game))
	case fs.NArg() > 1:
		return fail(e, usagef("run: one match or table at a time (got %s)", strings.Join(fs.Args(), " ")))
	case c.Games < 1:
		return fail(e, usagef("--battles: %d is not a positive number of games", c.Games))
	case c.Workers < 0:
		return fail(e, usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", c.Workers))
	case c.Precision < 0 || c.Precision >= 0.5:
		return fail(e, usagef("--precision: %g is not in (0, 0.5); give the wanted half-width of the win rate's interval, e.g. 0.01", c.Precision))
	case c.format != "text" && c.format != "json":
		return fail(e, usagef("--format: unknown format %q for a %s run (known: text, json)", c.format, game))
	}
	if c.Shard, c.Shards, err = stats.ParseShard(*shard); err != nil {
		return fail(e, usagef("--shard: %v", err))
	}
	if err := checkProgress(c.progress); err != nil {
		return fail(e, err)
	}
	if c.Policies, err = seatPolicies(setup, c.policies, "--policy"); err != nil {
		return fail(e, err)
	}
	if _, err := setup.NewGame(c.Policies); err != nil {
		return fail(e, usagef("--policy: %v", err))
	}
	if err := checkOut("-o", c.out); err != nil {
		return fail(e, err)
	}
	sum, interrupted, err := playGame(ctx, e, setup, c.Options, c.progress)
	if err != nil {
		return fail(e, err)
	}
	if c.out != "" && !rescueOut(e, "-o", c.out, "the summary JSON", sum.WriteJSON) {
		return exitError
	}
	write := sum.WriteText
	if c.format == "json" {
		write = sum.WriteJSON
	}
	if err := write(e.stdout); err != nil {
		return fail(e, err)
	}
	if interrupted {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d games; the summary is marked incomplete\n",
			sum.Games(), stats.ShardBattles(c.Shard, c.Shards, c.Games))
		return exitInterrupted
	}
	return exitOK
}

// playGame runs o on setup with lab.Run, showing progress (the focus
// seat's running win rate) as --progress mode says. It reports whether ctx
// stopped the run; the error is a failure, with no summary.
func playGame(ctx context.Context, e *env, setup sim.Setup, o lab.Options, mode string) (*lab.Summary, bool, error) {
	sum := lab.NewSummary(setup, o)
	if bar := startProgress(e, mode, 0, stats.ShardBattles(o.Shard, max(o.Shards, 1), o.Games)); bar != nil {
		s := setup.Schema()
		bar.rate, bar.who = func() (float64, float64, float64) { return lab.Rate(sum) }, progressLabel(s.Seats[s.Focus])
		defer bar.finish()
		o.Progress = bar.onGames()
	}
	err := lab.Resume(ctx, setup, sum, o)
	if err != nil && !lab.Interrupted(err) {
		return nil, false, err
	}
	return sum, err != nil, nil
}

// seatPolicies turns the -p values into one spec per seat ("" where the
// file's stands): SEAT=SPEC names a seat of the schema, a bare SPEC is the
// focus seat's.
func seatPolicies(setup sim.Setup, values []string, flag string) ([]string, error) {
	s := setup.Schema()
	specs := make([]string, len(s.Seats))
	for _, v := range values {
		seat, spec, ok := strings.Cut(v, "=")
		i := s.Focus
		if ok && !strings.Contains(seat, ":") {
			if i = s.Seat(seat); i < 0 {
				return nil, usagef("%s: no seat %q%s; seats: %s", strings.TrimSpace(flag+" "+v), seat, scenarios.Suggest(seat, s.Seats), strings.Join(s.Seats, ", "))
			}
		} else {
			spec = v
		}
		specs[i] = spec
	}
	return specs, nil
}

// playGames plays the games cfg names (0 workers: one per CPU) with the
// workers newWorker makes and folds their records into sum, with a
// progress line on e's stderr if the --progress mode asks for it (the
// focus seat's win rate). It adds to sum's time and sets its workers, its
// coverage (cfg's shard) and whether it is complete; it reports whether ctx
// stopped the run. The error is the run's failure, if any.
func playGames(ctx context.Context, e *env, cfg runner.Config, progress string, newWorker func() (runner.Worker[sim.Record], error), sum *stats.Summary) (interrupted bool, err error) {
	if cfg.Workers == 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	shards := max(cfg.Shards, 1)
	if progressOn(e, progress) {
		bar := newProgress(e, cfg.Start, cfg.Battles)
		focus := sum.Schema().Focus
		bar.rate = func() (float64, float64, float64) { return sum.WinRate(focus) }
		bar.who = progressLabel(sum.Schema().Seats[focus])
		defer bar.finish()
		cfg.Progress = bar.update
	}
	start := time.Now()
	done, err := runner.Run(ctx, cfg, newWorker, func(_ int64, r *sim.Record) { sum.Add(r) })
	sum.Perf.Elapsed += time.Since(start).Seconds()
	sum.Perf.Workers = cfg.Workers
	sum.Coverage = stats.ShardCoverage(cfg.Shard, shards, done)
	interrupted = err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err())
	if err != nil && !interrupted {
		return false, err
	}
	sum.Complete = !interrupted
	return interrupted, nil
}

// A simWorker plays the games of a sim.Game for the runner. A panic of the
// engine becomes an error naming the game, so that it can be replayed; so
// does an invariant the game checks and finds broken (a Violation).
type simWorker struct {
	g    sim.Game
	noun string // what the errors call a game: "game", "battle"
}

// A violator is a game that checks its engine's invariants.
type violator interface {
	// Violation returns the first invariant the last game broke, or nil.
	Violation() error
}

func (w simWorker) Play(seed, index uint64, rec *sim.Record) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s %d of seed %d: the engine failed: %v", w.noun, index, seed, r)
		}
	}()
	w.g.Play(seed, index, rec)
	if v, ok := w.g.(violator); ok {
		if err := v.Violation(); err != nil {
			return fmt.Errorf("%s %d of seed %d broke an engine invariant (--check): %v", w.noun, index, seed, err)
		}
	}
	return nil
}

// progressLabel is seat's name for the progress line, which is plain ASCII
// of a known width: the name if it is short printable ASCII, else "focus".
func progressLabel(seat string) string {
	if len(seat) == 0 || len(seat) > 16 {
		return "focus"
	}
	for _, r := range seat {
		if r < ' ' || r > '~' {
			return "focus"
		}
	}
	return seat
}
