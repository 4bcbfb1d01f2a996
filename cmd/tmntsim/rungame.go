package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// A gameRun is what "tmntsim run" was asked to do with a game other than
// the Adventures system.
type gameRun struct {
	source   string
	games    int64
	seed     uint64
	workers  int
	policies []string // -p SEAT=SPEC or SPEC (the focus seat), in order
	out      string
	format   string
	progress string
}

// runGame is "tmntsim run" on setup, a game opened from source through the
// sim.Setup seam: args are parsed again with this path's flags (the
// Adventures-only ones, --resume, --shard, --precision, --check and
// --ci-method, are refused), the games are played by sim/runner and folded
// into a stats.Summary.
func runGame(ctx context.Context, e *env, setup sim.Setup, source string, args []string) int {
	fs := newFlagSet(e, "run")
	c := gameRun{source: source}
	fs.Int64VarP(&c.games, "battles", "n", 10000, "play `N` games")
	fs.Uint64Var(&c.seed, "seed", 1, "run `seed`: game i is played from an RNG seeded by (seed, i) alone")
	fs.IntVarP(&c.workers, "workers", "w", 0, "`N` games played in parallel (default: one per CPU)")
	fs.StringArrayVarP(&c.policies, "policy", "p", nil, "`SEAT=SPEC`: the policy of a seat (repeatable); a bare SPEC is the focus seat's")
	fs.StringVarP(&c.out, "out", "o", "", "also write the summary JSON to `FILE`")
	fs.StringVar(&c.format, "format", "text", "`format` of the summary on stdout: text or json")
	fs.StringVar(&c.progress, "progress", "auto", "progress bar on stderr: `auto` (when stderr is a terminal), on or off")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	switch {
	case fs.NArg() > 1:
		return fail(e, usagef("run: one match or table at a time (got %s)", strings.Join(fs.Args(), " ")))
	case c.games < 1:
		return fail(e, usagef("--battles: %d is not a positive number of games", c.games))
	case c.workers < 0:
		return fail(e, usagef("--workers: %d is negative; give a number of workers, or 0 for one per CPU", c.workers))
	case c.format != "text" && c.format != "json":
		return fail(e, usagef("--format: unknown format %q for a %s run (known: text, json)", c.format, setup.Schema().Game))
	}
	if err := checkProgress(c.progress); err != nil {
		return fail(e, err)
	}
	specs, err := seatPolicies(setup, c.policies)
	if err != nil {
		return fail(e, err)
	}
	if _, err := setup.NewGame(specs); err != nil {
		return fail(e, usagef("--policy: %v", err))
	}
	if err := checkOut("-o", c.out); err != nil {
		return fail(e, err)
	}
	sum := stats.NewSummary(setup.Schema())
	sum.Source, sum.Seed, sum.Requested, sum.Version = c.source, c.seed, c.games, tmntsimVersion()
	if d, ok := setup.(interface {
		Describe() (name, source, hash string)
	}); ok {
		sum.Name, sum.Source, sum.Hash = d.Describe()
	}
	sum.Policies = append([]string(nil), setup.Policies()...)
	for i, s := range specs {
		if s != "" {
			sum.Policies[i] = s
		}
	}
	interrupted, err := c.play(ctx, e, setup, specs, sum)
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
		fmt.Fprintf(e.stderr, "tmntsim: interrupted after %d of %d games; the summary is marked incomplete\n", sum.Games(), c.games)
		return exitInterrupted
	}
	return exitOK
}

// seatPolicies turns the -p values into one spec per seat ("" where the
// file's stands): SEAT=SPEC names a seat of the schema, a bare SPEC is the
// focus seat's.
func seatPolicies(setup sim.Setup, values []string) ([]string, error) {
	s := setup.Schema()
	specs := make([]string, len(s.Seats))
	for _, v := range values {
		seat, spec, ok := strings.Cut(v, "=")
		i := s.Focus
		if ok && !strings.Contains(seat, ":") {
			if i = s.Seat(seat); i < 0 {
				return nil, usagef("--policy %s: no seat %q%s; seats: %s", v, seat, scenarios.Suggest(seat, s.Seats), strings.Join(s.Seats, ", "))
			}
		} else {
			spec = v
		}
		specs[i] = spec
	}
	return specs, nil
}

// play plays the run's games into sum; it reports whether ctx stopped it.
func (c *gameRun) play(ctx context.Context, e *env, setup sim.Setup, specs []string, sum *stats.Summary) (interrupted bool, err error) {
	cfg := runner.Config{Seed: c.seed, Battles: c.games, Workers: c.workers}
	return playGames(ctx, e, cfg, c.progress, func() (runner.Worker[sim.Record], error) {
		g, err := setup.NewGame(specs)
		return simWorker{g: g, noun: "game"}, err
	}, sum)
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
