// Package lab holds the studies of tmntsim, for every game: a run of many
// games (on any number of workers, in shards, stopped by a wanted
// precision, a predicate or a context) and its resumption, the paired
// comparison of two setups on the same seeds, sweeps of the values of a
// number, the tuning of one number toward a target win rate, tournaments
// of policies or setups, the sequential gate of a balance check, the
// worth of each card of a deck and of going first, and the planning of a
// report's runs under one time budget. A run's summary is a stats.Summary,
// which also merges shards (Summary.Merge) into the summary of one run.
//
// It sees a game only through the contract of package sim: a sim.Setup
// opened by the game's own files, whose sim.Games fill sim.Records, and a
// sim.Schema that names their seats, entities and reasons. The win rates it
// is about are those of the schema's focus seat. Games are played by
// sim/runner: game i of seed S is played from (S, i) alone and the records
// are folded in index order, so every result here is the same for any
// number of workers, and every stop (precision, a gate's decision) is at
// the same game.
//
// lab has no flags and prints nothing: cmd/tmntsim parses the command
// line, opens the files, calls lab, and prints what it returns.
package lab

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"time"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// PrecisionEvery is the number of games of a shard between the checkpoints
// where a run with a Precision may stop: a fixed count, so that the stop
// is the same game for any number of workers.
const PrecisionEvery = 1000

// DefaultWorkers returns the number of workers a run uses when it is given
// none: one per CPU the Go runtime may use.
func DefaultWorkers() int { return runtime.GOMAXPROCS(0) }

// Interrupted reports whether err is a run's interruption, its context
// cancelled or past its deadline, rather than a failure. An interrupted
// study returns what it played so far along with the error.
func Interrupted(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// Options describe a run of games of one setup.
type Options struct {
	// Name, Source and Hash name what the setup was opened from (its
	// name, the file or embedded name given, a hash of its content), and
	// Version the program that plays it; they are recorded in the summary.
	Name, Source, Hash, Version string
	// CI is the interval method of the summary's win rates.
	CI stats.CIMethod
	// Seed is the run's seed: game i is played from (Seed, i).
	Seed uint64
	// Games is the number of games of the run, over all its shards.
	Games int64
	// Shard and Shards: play only the games of index Shard, Shard+Shards,
	// Shard+2·Shards, … below Games. Shards 0 means 1.
	Shard, Shards int
	// Workers is the number of games played in parallel; 0 means
	// DefaultWorkers.
	Workers int
	// Batch is the runner's chunk of consecutive games; 0 means its
	// default.
	Batch int
	// Policies holds a policy spec per seat, in schema order; "" (or a
	// short or nil slice) means the seat's policy from the setup.
	Policies []string
	// Precision, if positive, ends the run at the first checkpoint (every
	// PrecisionEvery games of the shard) where the 95% interval of the focus
	// seat's win rate is within ±Precision.
	Precision float64
	// Progress, if not nil, is called from one goroutine after each chunk
	// of games with the games of the shard folded so far and the shard's
	// games in all.
	Progress func(done, total int64)
	// Stop, if not nil, is called after every game folded, in index order;
	// when it returns true the run ends there (a gate's decision, a time
	// budget counted in games).
	Stop func(s *Summary) bool
}

// A Summary is a run's games folded by seat: the one summary of every
// game, stats.Summary, which also says which games it covers, the
// precision the run stopped at and the interval method of its win rates.
type Summary = stats.Summary

// Rate returns the focus seat's win rate in s and its 95% interval.
func Rate(s *Summary) (rate, lo, hi float64) { return s.WinRate(s.Schema().Focus) }

// Wins returns the focus seat's wins in s.
func Wins(s *Summary) int64 { return s.Count(s.Schema().Focus, sim.Won) }

// halfWidth returns half the width of the focus seat's 95% interval in s
// (+Inf with no games).
func halfWidth(s *Summary) float64 {
	if s.Games() == 0 {
		return math.Inf(1)
	}
	return s.HalfWidth()
}

// Policies returns the spec of every seat of setup: policies[i] where it
// is given, else the setup's own.
func Policies(setup sim.Setup, policies []string) []string {
	out := slices.Clone(setup.Policies())
	for len(out) < len(setup.Schema().Seats) {
		out = append(out, "")
	}
	for i, p := range policies {
		if p != "" && i < len(out) {
			out[i] = p
		}
	}
	return out
}

// NewSummary returns the empty summary of a run of setup with o.
func NewSummary(setup sim.Setup, o Options) *Summary {
	s := stats.NewSummary(setup.Schema())
	s.Name, s.Source, s.Hash, s.Version = o.Name, o.Source, o.Hash, o.Version
	s.Seed, s.Requested, s.Precision, s.CI = o.Seed, o.Games, o.Precision, o.CI
	s.Policies = Policies(setup, o.Policies)
	if r, ok := setup.(sim.PolicyResolver); ok {
		s.Params = r.ResolvePolicies(s.Policies)
	}
	shard, shards := o.Shard, max(o.Shards, 1)
	s.Coverage = stats.ShardCoverage(shard, shards, 0)
	return s
}

// Run plays the games o asks for on setup and returns their summary. When
// ctx is cancelled it returns the summary of the games played so far,
// marked incomplete, and ctx's error (Interrupted says so); any other
// error is a failure and comes with no summary.
func Run(ctx context.Context, setup sim.Setup, o Options) (*Summary, error) {
	if err := checkOptions(setup, &o); err != nil {
		return nil, err
	}
	s := NewSummary(setup, o)
	err := play(ctx, setup, s, o)
	if err != nil && !Interrupted(err) {
		return nil, err
	}
	return s, err
}

// Resume continues the run of prev on setup, in place, to the summary the
// run would have had uninterrupted: it plays the games of prev's shard
// that prev does not cover yet, up to o.Games in all (0: prev's
// Requested), from prev's seed and policies and to prev's precision. Of o
// it takes Games, Workers, Batch, Progress and Stop. Its errors are Run's;
// an interrupted Resume may be resumed again.
func Resume(ctx context.Context, setup sim.Setup, prev *Summary, o Options) error {
	cov := prev.Coverage
	if len(cov.Residues) != 1 {
		return fmt.Errorf("the summary covers several shards (%s), as a merge does; resume each shard's own summary", cov.Label())
	}
	if err := sameGame(setup.Schema(), prev.Schema()); err != nil {
		return err
	}
	if o.Games == 0 {
		o.Games = prev.Requested
	}
	o.Name, o.Source, o.Hash, o.Version = prev.Name, prev.Source, prev.Hash, prev.Version
	o.Seed, o.Policies, o.Precision, o.CI = prev.Seed, prev.Policies, prev.Precision, prev.CI
	o.Shard, o.Shards = cov.Residues[0], cov.Shards
	if err := checkOptions(setup, &o); err != nil {
		return err
	}
	if n := stats.ShardBattles(o.Shard, o.Shards, o.Games); n < prev.Games() {
		return fmt.Errorf("the summary has %s of shard %s, more than a run of %s holds", plural.Of(prev.Games(), "game"), cov.Label(), plural.Of(o.Games, "game"))
	}
	prev.Requested = o.Games
	return play(ctx, setup, prev, o)
}

// sameGame returns an error if records of schemas a and b do not fold
// into one summary.
func sameGame(a, b *sim.Schema) error {
	if a.Game != b.Game || !slices.Equal(a.Seats, b.Seats) || !slices.Equal(a.Reasons, b.Reasons) || len(a.Entities) != len(b.Entities) {
		return fmt.Errorf("the summary is of another game or setup (%s, seats %v; the setup is %s, seats %v)", b.Game, b.Seats, a.Game, a.Seats)
	}
	return nil
}

// checkOptions checks o against setup and fills in its defaults.
func checkOptions(setup sim.Setup, o *Options) error {
	if o.Shards == 0 {
		o.Shards = 1
	}
	switch {
	case o.Games < 0:
		return fmt.Errorf("lab: %s", plural.Of(o.Games, "game"))
	case o.Shards < 0 || o.Shard < 0 || o.Shard >= o.Shards:
		return fmt.Errorf("lab: shard %d/%d", o.Shard, o.Shards)
	case o.Workers < 0:
		return fmt.Errorf("lab: %s", plural.Of(o.Workers, "worker"))
	case o.Precision < 0 || o.Precision >= 0.5:
		return fmt.Errorf("lab: precision %g is not in (0, 0.5)", o.Precision)
	case len(o.Policies) > len(setup.Schema().Seats):
		return fmt.Errorf("lab: %s for %s", plural.Of(len(o.Policies), "policy"), plural.Of(len(setup.Schema().Seats), "seat"))
	}
	if o.Workers == 0 {
		o.Workers = DefaultWorkers()
	}
	return nil
}

// play plays the games of the run of s that s does not cover yet, as o
// says (checked), and folds them into s.
func play(ctx context.Context, setup sim.Setup, s *Summary, o Options) error {
	cfg := runner.Config{
		Seed:    o.Seed,
		Battles: stats.ShardBattles(o.Shard, o.Shards, o.Games),
		Start:   s.Games(),
		Shard:   o.Shard,
		Shards:  o.Shards,
		Workers: o.Workers,
		Batch:   o.Batch,
	}
	var played int64
	cfg.Played = &played
	if o.Precision > 0 || o.Stop != nil {
		cfg.StopAt = func(done int64) bool {
			return o.Stop != nil && o.Stop(s) ||
				o.Precision > 0 && done%PrecisionEvery == 0 && halfWidth(s) <= o.Precision
		}
	}
	if o.Progress != nil {
		cfg.Progress = func(done int64) { o.Progress(done, cfg.Battles) }
	}
	start := time.Now()
	done, err := runner.Run(ctx, cfg,
		func() (runner.Worker[sim.Record], error) {
			g, err := setup.NewGame(o.Policies)
			return worker{g: g}, err
		},
		func(_ int64, r *sim.Record) { s.Add(r) })
	s.Perf.Elapsed += time.Since(start).Seconds()
	s.Perf.Workers = o.Workers
	s.Coverage = stats.ShardCoverage(o.Shard, o.Shards, done)
	s.Complete = err == nil
	if Interrupted(err) {
		return &Stopped{Err: err, Played: played}
	}
	return err
}

// Stopped is the error of an interrupted run (Interrupted): its summary
// keeps the games played before the first one not played, a prefix of the
// run that a resume continues; Played counts those played in all (those
// of an earlier run resumed included), more when games past that first one
// were played on other workers.
type Stopped struct {
	Err    error
	Played int64
}

func (e *Stopped) Error() string { return e.Err.Error() }
func (e *Stopped) Unwrap() error { return e.Err }

// PlayedOf returns the games an interrupted run played in all (Stopped),
// or kept if err says nothing of them.
func PlayedOf(err error, kept int64) int64 {
	var s *Stopped
	if errors.As(err, &s) {
		return max(s.Played, kept)
	}
	return kept
}

// A Checker is a Game that checks its engine's invariants (the Adventures
// engine does when its setup asks it to): after every game, lab asks it
// for the first invariant the game broke, and a broken one ends the run
// with a *GameError.
type Checker interface {
	Violation() error
}

// A GameError is the failure of one game: its engine panicked, or broke
// an invariant it checks. It names the game, so that it can be replayed.
type GameError struct {
	Seed, Index uint64
	Who         string // the entrant that played it, if there were several
	Panic       any    // what the engine panicked with; nil for a violation
	Violation   error  // the invariant broken, for a violation
}

func (e *GameError) Error() string {
	who := ""
	if e.Who != "" {
		who = " (" + e.Who + ")"
	}
	if e.Violation != nil {
		return fmt.Sprintf("game %d of seed %d%s broke an engine invariant: %v", e.Index, e.Seed, who, e.Violation)
	}
	return fmt.Sprintf("game %d of seed %d%s: the engine failed: %v", e.Index, e.Seed, who, e.Panic)
}

func (e *GameError) Unwrap() error { return e.Violation }

// A worker plays the games of a sim.Game for the runner.
type worker struct{ g sim.Game }

func (w worker) Play(seed, index uint64, rec *sim.Record) (err error) {
	return play1(w.g, seed, index, rec, "")
}

// PlayOne plays game (seed, index) of g into rec as a worker of a run
// plays it: a panic of the engine, or an invariant it checks and finds
// broken, is a *GameError.
func PlayOne(g sim.Game, seed, index uint64, rec *sim.Record) error {
	return play1(g, seed, index, rec, "")
}

// play1 plays game (seed, index) of g into rec; a panic or a violation is
// a *GameError naming who played it.
func play1(g sim.Game, seed, index uint64, rec *sim.Record, who string) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &GameError{Seed: seed, Index: index, Who: who, Panic: v}
		}
	}()
	g.Play(seed, index, rec)
	if c, ok := g.(Checker); ok {
		if v := c.Violation(); v != nil {
			return &GameError{Seed: seed, Index: index, Who: who, Violation: v}
		}
	}
	return nil
}
