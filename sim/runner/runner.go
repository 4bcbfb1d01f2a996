// Package runner is the parallel Monte Carlo driver of tmntsim. It plays
// battles of any game on several workers and hands their results, in battle
// order, to a single fold function, so that what the fold computes does not
// depend on the number of workers or on scheduling.
//
// A run of Config.Battles positions plays, at position k, the battle with
// index Shard + k*Shards, from an RNG seeded by (Seed, index) alone. Workers
// take chunks of Batch consecutive positions and write each record into the
// slot of its position in the chunk; one goroutine folds completed chunks in
// position order and hands the next chunk out. Memory is a ring of a few
// chunks per worker, whatever the number of battles.
package runner

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
)

// A Worker plays battles of one game into records of type R. Each worker of
// a run is used by one goroutine only and is reused for all of its battles.
type Worker[R any] interface {
	// Play plays the battle with the given index from an RNG seeded by
	// (seed, index) alone and fills rec, which holds the worker's previous
	// record in that slot. An error stops the run.
	Play(seed, index uint64, rec *R) error
}

// DefaultBatch is the number of positions in a chunk when Config.Batch is 0.
const DefaultBatch = 64

// A Config describes a run.
type Config struct {
	Seed uint64
	// Battles is the number of positions of the run (for a shard, its own
	// share of the battles); the run ends at position Battles at the latest.
	Battles int64
	// Start is the first position to play: the positions before it were
	// folded by an earlier, interrupted run.
	Start int64
	// Position k plays battle index Shard + k*Shards. Shards 0 means 1.
	Shard, Shards int
	// Workers is the number of goroutines playing battles; 0 means one per
	// CPU (runtime.GOMAXPROCS).
	Workers int
	// Batch is the number of positions in a chunk of work; 0 means
	// DefaultBatch.
	Batch int
	// Progress, if not nil, is called by the folding goroutine with the
	// number of positions folded so far (Start included) after each chunk.
	Progress func(done int64)
	// StopAt, if not nil, is called by the folding goroutine after each
	// battle folded, with the number of positions folded so far (Start
	// included); when it returns true the run ends there. Since it sees
	// results in position order only, a predicate that looks at the folded
	// results and at done alone stops every run at the same position. It is
	// called for every battle, so it should return quickly when done is not
	// one of its checkpoints.
	StopAt func(done int64) bool
}

// Index returns the battle index played at position k of the run.
func (c *Config) Index(k int64) uint64 {
	return uint64(c.Shard) + uint64(k)*uint64(max(c.Shards, 1))
}

// A chunk is a run of consecutive positions played by one worker.
type chunk[R any] struct {
	first int64 // position of recs[0]
	size  int   // positions in this chunk (the last one may be short)
	recs  []R
	done  int   // positions played, a prefix of the chunk
	err   error // the error that ended the chunk early, if any
}

// Run plays positions cfg.Start, cfg.Start+1, … up to cfg.Battles with
// workers made by newWorker (called once per worker, from its goroutine),
// and calls fold for each position in order with its battle index and
// record. fold is called from one goroutine only, and the record it is
// given is valid only during the call.
//
// Run returns the number of positions folded, Start included: always a
// contiguous prefix. It ends early when StopAt says so (with a nil error),
// when ctx is cancelled (with ctx's error: positions already handed out
// finish their current battle and the fold stops at the first one that
// did not), or when a worker fails (with the error of the lowest position
// that failed; newWorker's errors come first). Failures after the position
// where StopAt ended the run are ignored. Cancellation takes effect within
// one battle.
func Run[R any](ctx context.Context, cfg Config, newWorker func() (Worker[R], error), fold func(index int64, rec *R)) (done int64, err error) {
	if cfg.Shards == 0 {
		cfg.Shards = 1
	}
	if cfg.Shards < 0 || cfg.Shard < 0 || cfg.Shard >= cfg.Shards {
		panic(fmt.Sprintf("runner: shard %d/%d", cfg.Shard, cfg.Shards))
	}
	if cfg.Start < 0 || cfg.Battles < 0 || cfg.Workers < 0 || cfg.Batch < 0 {
		panic(fmt.Sprintf("runner: bad config start=%d battles=%d workers=%d batch=%d",
			cfg.Start, cfg.Battles, cfg.Workers, cfg.Batch))
	}
	if cfg.Workers == 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.Batch == 0 {
		cfg.Batch = DefaultBatch
	}
	done = cfg.Start
	if cfg.StopAt != nil && done > 0 && cfg.StopAt(done) {
		return done, nil
	}
	if done >= cfg.Battles {
		return done, nil
	}
	if err := ctx.Err(); err != nil {
		return done, err
	}

	batch := int64(cfg.Batch)
	// Counted without overflow: Battles and Workers may be anything up to
	// their types' largest values.
	left := cfg.Battles - cfg.Start
	nChunks := left / batch
	if left%batch != 0 {
		nChunks++
	}
	// Keep every worker busy while the fold waits for the oldest chunk:
	// 2*Workers + 2 chunks, or all of them if there are fewer.
	ring := nChunks
	if w := int64(cfg.Workers); w <= (nChunks-2)/2 {
		ring = 2*w + 2
	}
	workers := min(int64(cfg.Workers), ring)

	var stop atomic.Bool // set when the fold ends or a worker fails

	todo := make(chan *chunk[R], ring)
	finished := make(chan *chunk[R], ring)
	slots := make([]*chunk[R], ring)
	ready := make([]bool, ring)
	hand := func(j int64) { // give chunk j (relative to Start) to the workers
		c := slots[j%ring]
		c.first = cfg.Start + j*batch
		c.size = int(min(batch, cfg.Battles-c.first))
		todo <- c
	}
	for j := range ring {
		slots[j] = &chunk[R]{recs: make([]R, batch)}
		hand(j)
	}

	var g errgroup.Group
	for range workers {
		g.Go(func() error {
			w, err := newWorker()
			if err != nil {
				stop.Store(true)
				return err
			}
			for c := range todo {
				play(ctx, w, &cfg, c, &stop)
				finished <- c
			}
			return nil
		})
	}
	exited := make(chan struct{})
	var workerErr error
	go func() {
		workerErr = g.Wait()
		close(exited)
	}()

	firstErr := func(c *chunk[R], curPos int64, cur error) (int64, error) {
		if c.err != nil && (cur == nil || c.first+int64(c.done) < curPos) {
			return c.first + int64(c.done), c.err
		}
		return curPos, cur
	}
	var (
		runErr error
		errPos int64
	)
	mark := func(c *chunk[R]) { ready[(c.first-cfg.Start)/batch%ring] = true }
	folding, stopped := true, false
	for j := int64(0); folding && j < nChunks; j++ {
		s := j % ring
		if !wait(finished, exited, mark, &ready[s]) {
			break // no worker is left to play chunk j
		}
		c := slots[s]
		for i := range c.done {
			fold(int64(cfg.Index(c.first+int64(i))), &c.recs[i])
			done++
			if cfg.StopAt != nil && cfg.StopAt(done) {
				folding, stopped = false, true
				break
			}
		}
		errPos, runErr = firstErr(c, errPos, runErr)
		if cfg.Progress != nil {
			cfg.Progress(done)
		}
		if c.done < c.size {
			folding = false
		}
		ready[s] = false
		if folding && j+ring < nChunks {
			hand(j + ring)
		}
	}

	stop.Store(true)
	close(todo)
	<-exited
	close(finished)
	for c := range finished {
		mark(c)
	}
	for s, c := range slots { // chunks played but not folded
		if ready[s] {
			errPos, runErr = firstErr(c, errPos, runErr)
		}
	}
	switch {
	case workerErr != nil:
		return done, workerErr
	case runErr != nil && !(stopped && errPos >= done):
		// A failure past the point where StopAt ended the run belongs to
		// no result; reporting it would depend on scheduling.
		return done, runErr
	case done < cfg.Battles && !stopped && ctx.Err() != nil:
		return done, ctx.Err()
	}
	return done, nil
}

// wait receives finished chunks and marks them until *ready is true, and
// reports whether it is. It returns false when the workers have all exited
// and none of their chunks left is the one awaited.
func wait[R any](finished <-chan *chunk[R], exited <-chan struct{}, mark func(*chunk[R]), ready *bool) bool {
	for !*ready {
		select {
		case c := <-finished:
			mark(c)
		case <-exited:
			for {
				select {
				case c := <-finished:
					mark(c)
					continue
				default:
				}
				return *ready
			}
		}
	}
	return true
}

// play plays chunk c with w until it is complete, a battle fails, stop is
// set or ctx is cancelled.
func play[R any](ctx context.Context, w Worker[R], cfg *Config, c *chunk[R], stop *atomic.Bool) {
	c.done, c.err = 0, nil
	for i := range c.size {
		if stop.Load() || ctx.Err() != nil {
			return
		}
		pos := c.first + int64(i)
		if err := w.Play(cfg.Seed, cfg.Index(pos), &c.recs[i]); err != nil {
			c.err = err
			stop.Store(true)
			return
		}
		c.done++
	}
}
