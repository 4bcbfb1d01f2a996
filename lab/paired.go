package lab

import (
	"context"
	"fmt"
	"time"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/runner"
	"github.com/tmntsim/tmntsim/stats"
)

// MaxEntrants is the most entrants one tournament plays.
const MaxEntrants = 8

// An Entrant is one side of a paired study: a setup played with a policy
// spec per seat ("" or a short slice: the setup's own). Its win rate is
// its setup's focus seat's.
type Entrant struct {
	Setup    sim.Setup
	Policies []string
	// Name names the entrant in errors (a policy, a file); optional.
	Name string
}

// A multiRecord is game i of every entrant.
type multiRecord [MaxEntrants]sim.Record

// A multiWorker plays game i of every entrant, one after the other, from
// the same seed: the common random numbers that pair them.
type multiWorker struct {
	games []sim.Game
	names []string
}

func newMultiWorker(es []Entrant) (runner.Worker[multiRecord], error) {
	w := &multiWorker{}
	for _, e := range es {
		g, err := e.Setup.NewGame(e.Policies)
		if err != nil {
			return nil, err
		}
		w.games = append(w.games, g)
		w.names = append(w.names, e.Name)
	}
	return w, nil
}

func (w *multiWorker) Play(seed, index uint64, r *multiRecord) error {
	for k, g := range w.games {
		if err := play1(g, seed, index, &r[k], w.names[k]); err != nil {
			return err
		}
	}
	return nil
}

// playPaired plays games 0 … o.Games-1 of every entrant (o's shard,
// precision, policies and stop are not used) into a summary each, and
// calls fold after each game with its index and records. It returns the
// summaries; their Complete says whether the run was.
func playPaired(ctx context.Context, es []Entrant, o Options, fold func(i int64, r *multiRecord)) ([]*Summary, error) {
	if len(es) > MaxEntrants {
		return nil, fmt.Errorf("lab: %s, at most %d", plural.Of(len(es), "entrant"), MaxEntrants)
	}
	o.Shard, o.Shards, o.Precision, o.Stop = 0, 1, 0, nil
	sums := make([]*Summary, len(es))
	for k, e := range es {
		eo := o
		eo.Policies = e.Policies
		if err := checkOptions(e.Setup, &eo); err != nil {
			return nil, err
		}
		o.Workers = eo.Workers
		sums[k] = NewSummary(e.Setup, eo)
	}
	cfg := runner.Config{Seed: o.Seed, Battles: o.Games, Workers: o.Workers, Batch: o.Batch}
	if o.Progress != nil {
		cfg.Progress = func(done int64) { o.Progress(done, o.Games) }
	}
	start := time.Now()
	done, err := runner.Run(ctx, cfg,
		func() (runner.Worker[multiRecord], error) { return newMultiWorker(es) },
		func(i int64, r *multiRecord) {
			for k, s := range sums {
				s.Add(&r[k])
			}
			fold(i, r)
		})
	for _, s := range sums {
		s.Perf = stats.Perf{Elapsed: time.Since(start).Seconds(), Workers: o.Workers}
		s.Coverage = stats.ShardCoverage(0, 1, done)
		s.Complete = err == nil
	}
	if err != nil && !Interrupted(err) {
		return nil, err
	}
	return sums, err
}

// won reports whether r's focus seat won under schema s.
func won(s *sim.Schema, r *sim.Record) bool { return r.Outcome[s.Focus] == sim.Won }

// A Comparison is the paired comparison of two entrants, A and B, on the
// same seeds: game i of A and game i of B are played from (seed, i).
type Comparison struct {
	A, B  *Summary           // each entrant's games
	Wins  stats.PairedBinary // the focus seat wins
	Turns stats.PairedMean   // the game's turns
	// FlipsB and FlipsA are the first games (in index order, at most
	// CompareOptions.Flips each) whose focus seat won in B only and in A
	// only.
	FlipsB, FlipsA []int64
}

// Compare plays games 0 … o.Games-1 of a and of b on the same seeds and
// returns the paired comparison of their focus seats (of o it takes Seed,
// Games, Workers, Batch and Progress; each entrant has its own policies).
// flips is how many flipped games to list each way. Interrupted, it
// returns the games paired so far and ctx's error.
func Compare(ctx context.Context, a, b Entrant, o Options, flips int) (*Comparison, error) {
	c := &Comparison{}
	sa, sb := a.Setup.Schema(), b.Setup.Schema()
	sums, err := playPaired(ctx, []Entrant{a, b}, o, func(i int64, r *multiRecord) {
		wa, wb := won(sa, &r[0]), won(sb, &r[1])
		c.Wins.Add(wa, wb)
		c.Turns.Add(int64(r[0].Turns), int64(r[1].Turns))
		switch {
		case wb && !wa && len(c.FlipsB) < flips:
			c.FlipsB = append(c.FlipsB, i)
		case wa && !wb && len(c.FlipsA) < flips:
			c.FlipsA = append(c.FlipsA, i)
		}
	})
	if sums == nil {
		return nil, err
	}
	c.A, c.B = sums[0], sums[1]
	return c, err
}

// A RoundRobin is a tournament of entrants on the same seeds: every
// entrant plays game i from (seed, i), and every pair of entrants is a
// paired comparison.
type RoundRobin struct {
	Entrants []Entrant
	Sums     []*Summary // each entrant's games
	// Pairs[a][b] and Turns[a][b], a < b: entrant a's games against
	// entrant b's, game by game.
	Pairs [][]stats.PairedBinary
	Turns [][]stats.PairedMean
}

// Games returns the number of games each entrant played.
func (t *RoundRobin) Games() int64 { return t.Sums[0].Games() }

// Tournament plays the round robin of es, 2 to MaxEntrants of them (of o it
// takes Seed, Games, Workers, Batch and Progress). Interrupted, it returns
// the games played so far and ctx's error.
func Tournament(ctx context.Context, es []Entrant, o Options) (*RoundRobin, error) {
	if len(es) < 2 {
		return nil, fmt.Errorf("lab: a tournament of %s", plural.Of(len(es), "entrant"))
	}
	t := &RoundRobin{Entrants: es, Pairs: make([][]stats.PairedBinary, len(es)), Turns: make([][]stats.PairedMean, len(es))}
	for a := range es {
		t.Pairs[a] = make([]stats.PairedBinary, len(es))
		t.Turns[a] = make([]stats.PairedMean, len(es))
	}
	var schemas []*sim.Schema
	for _, e := range es {
		schemas = append(schemas, e.Setup.Schema())
	}
	sums, err := playPaired(ctx, es, o, func(_ int64, r *multiRecord) {
		for a := range es {
			wa := won(schemas[a], &r[a])
			for b := a + 1; b < len(es); b++ {
				t.Pairs[a][b].Add(wa, won(schemas[b], &r[b]))
				t.Turns[a][b].Add(int64(r[a].Turns), int64(r[b].Turns))
			}
		}
	})
	if sums == nil {
		return nil, err
	}
	t.Sums = sums
	return t, err
}
