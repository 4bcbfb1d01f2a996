// Package runner is the parallel Monte Carlo driver of tmntsim. It plays
// battles of any game on several workers and hands their results, in battle
// order, to a single fold function, so that what the fold computes does not
// depend on the number of workers or on scheduling.
//
// A run of Config.Battles positions plays, at position k, the battle with
// index Shard + k*Shards, from an RNG seeded by (Seed, index) alone. The
// positions are cut into groups of Workers × Batch positions. Every worker
// takes a ticket to a group and claims its positions one at a time, in
// order, writing each record into the slot of its position, until the
// group has no position left; one goroutine folds a group in position
// order once its tickets are all back and hands the next group out.
// Memory is a ring of a few groups, whatever the number of battles.
//
// Since positions are claimed in order and a claimed position is always
// played, the positions played are the first ones of the run: an
// interrupted run keeps every battle it played, however many workers and
// however unevenly the scheduler runs them.
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
	// (seed, index) alone and fills rec, which holds a previous record of
	// the run in that slot. An error stops the run.
	Play(seed, index uint64, rec *R) error
}

// DefaultBatch is the positions of a group per worker when Config.Batch
// is 0.
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
	// Batch is the number of positions of a group per worker; 0 means
	// DefaultBatch.
	Batch int
	// Progress, if not nil, is called by the folding goroutine with the
	// number of positions folded so far (Start included) after each group.
	Progress func(done int64)
	// StopAt, if not nil, is called by the folding goroutine after each
	// battle folded, with the number of positions folded so far (Start
	// included); when it returns true the run ends there. Since it sees
	// results in position order only, a predicate that looks at the folded
	// results and at done alone stops every run at the same position. It is
	// called for every battle, so it should return quickly when done is not
	// one of its checkpoints.
	StopAt func(done int64) bool
	// Played, if not nil, is set when Run returns to the number of
	// positions played, Start included, folded or not: more than Run's
	// done only when a failure or StopAt ended the run with positions
	// played past its end.
	Played *int64
}

// Index returns the battle index played at position k of the run.
func (c *Config) Index(k int64) uint64 {
	return uint64(c.Shard) + uint64(k)*uint64(max(c.Shards, 1))
}

// A group is the consecutive positions first … first+size-1, claimed by
// the workers holding its tickets.
type group[R any] struct {
	slot  int   // its index in the ring
	first int64 // position of recs[0]
	size  int
	recs  []R
	next  atomic.Int64 // positions claimed (may pass size)
	back  int          // its tickets returned to the fold
}

// A ticket lets one worker claim positions of a group.
type ticket[R any] struct {
	g      *group[R]
	played int   // positions it played
	err    error // the failure that ended it, if any
	errAt  int   // the position in the group that failed
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
	if cfg.Played != nil {
		*cfg.Played = done
	}
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
	// their types' largest values. A group is per × batch positions, per
	// one a worker but no more than the positions left need.
	left := cfg.Battles - cfg.Start
	need := left / batch
	if left%batch != 0 {
		need++
	}
	per := min(int64(cfg.Workers), need)
	span, nGroups := left, int64(1)
	if per < need { // then per*batch < left
		span = per * batch
		nGroups = left / span
		if left%span != 0 {
			nGroups++
		}
	}
	// Keep every worker busy while the fold waits for the last battle of
	// the oldest group: three groups in the ring, or all of them if there
	// are fewer.
	ringGroups := min(nGroups, 3)
	workers := min(int64(cfg.Workers), ringGroups*per)

	var stop atomic.Bool // set when the fold ends or a worker fails

	todo := make(chan *ticket[R], ringGroups*per)
	finished := make(chan *ticket[R], ringGroups*per)
	slots := make([]*group[R], ringGroups)
	tickets := make([][]ticket[R], ringGroups)
	hand := func(gi int64) { // give group gi (relative to Start) to the workers
		g := slots[gi%ringGroups]
		g.first, g.size, g.back = cfg.Start+gi*span, int(min(span, left-gi*span)), 0
		g.next.Store(0)
		for i := range tickets[g.slot] {
			t := &tickets[g.slot][i]
			*t = ticket[R]{g: g}
			todo <- t
		}
	}
	for j := range ringGroups {
		slots[j] = &group[R]{slot: int(j), recs: make([]R, int(min(span, left)))}
		tickets[j] = make([]ticket[R], per)
	}
	for gi := range ringGroups {
		hand(gi)
	}

	var eg errgroup.Group
	for range workers {
		eg.Go(func() error {
			w, err := newWorker()
			if err != nil {
				stop.Store(true)
				return err
			}
			for t := range todo {
				play(ctx, w, &cfg, t, &stop)
				finished <- t
			}
			return nil
		})
	}
	exited := make(chan struct{})
	var workerErr error
	go func() {
		workerErr = eg.Wait()
		close(exited)
	}()

	var (
		runErr error
		errPos int64
		played = done
	)
	firstErr := func(t *ticket[R]) {
		if p := t.g.first + int64(t.errAt); t.err != nil && (runErr == nil || p < errPos) {
			errPos, runErr = p, t.err
		}
	}
	mark := func(t *ticket[R]) { t.g.back++; played += int64(t.played) }
	all := func(g *group[R]) func() bool { return func() bool { return g.back == int(per) } }
	folding, stopped := true, false
	for gi := int64(0); folding && gi < nGroups; gi++ {
		g := slots[gi%ringGroups]
		if !wait(finished, exited, mark, all(g)) {
			break // no worker is left to play the group
		}
		// The group's positions claimed were all played, but for a
		// failure: fold them up to the first that failed.
		n := int(min(g.next.Load(), int64(g.size)))
		for i := range tickets[g.slot] {
			if t := &tickets[g.slot][i]; t.err != nil {
				n = min(n, t.errAt)
				firstErr(t)
			}
		}
		for i := range n {
			fold(int64(cfg.Index(g.first+int64(i))), &g.recs[i])
			done++
			if cfg.StopAt != nil && cfg.StopAt(done) {
				folding, stopped = false, true
				break
			}
		}
		if n < g.size {
			folding = false
		}
		g.back = -1 // folded
		if cfg.Progress != nil {
			cfg.Progress(done)
		}
		if folding && gi+ringGroups < nGroups {
			hand(gi + ringGroups)
		}
	}

	stop.Store(true)
	close(todo)
	<-exited
	close(finished)
	for t := range finished {
		mark(t)
		firstErr(t) // played but not folded
	}
	if cfg.Played != nil {
		*cfg.Played = played
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

// wait receives finished tickets and marks them until ready says so, and
// reports whether it does. It returns false when the workers have all
// exited and the tickets left do not make ready true.
func wait[R any](finished <-chan *ticket[R], exited <-chan struct{}, mark func(*ticket[R]), ready func() bool) bool {
	for !ready() {
		select {
		case t := <-finished:
			mark(t)
		case <-exited:
			for {
				select {
				case t := <-finished:
					mark(t)
					continue
				default:
				}
				return ready()
			}
		}
	}
	return true
}

// play claims positions of t's group and plays them with w until the group
// has none left, a battle fails, stop is set or ctx is cancelled. A
// position claimed is played: the run stops within one battle.
func play[R any](ctx context.Context, w Worker[R], cfg *Config, t *ticket[R], stop *atomic.Bool) {
	g := t.g
	for !stop.Load() && ctx.Err() == nil {
		i := g.next.Add(1) - 1
		if i >= int64(g.size) {
			return
		}
		if err := w.Play(cfg.Seed, cfg.Index(g.first+i), &g.recs[i]); err != nil {
			t.err, t.errAt = err, int(i)
			stop.Store(true)
			return
		}
		t.played++
	}
}
