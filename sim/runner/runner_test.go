package runner

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"
)

// result is the record of the fake game: what battle it was and its value.
type result struct {
	seed, index uint64
	value       uint64
}

// fakeWorker plays a deterministic fake battle: the value is drawn from a
// PCG seeded by (seed, index), after a variable amount of work so that
// workers finish out of order.
type fakeWorker struct {
	pcg    rand.PCG
	failAt int64 // index that fails, or -1
}

func (w *fakeWorker) Play(seed, index uint64, rec *result) error {
	if int64(index) == w.failAt {
		return fmt.Errorf("battle %d failed", index)
	}
	w.pcg.Seed(seed, index)
	v := w.pcg.Uint64()
	for range v % 2000 {
		v = v*6364136223846793005 + 1442695040888963407
	}
	*rec = result{seed, index, w.pcg.Uint64()}
	return nil
}

func newFake(failAt int64) func() (Worker[result], error) {
	return func() (Worker[result], error) { return &fakeWorker{failAt: failAt}, nil }
}

// trace folds results in order into a fingerprint that depends on the
// order, and checks each record belongs to the index it is folded at.
type trace struct {
	t     *testing.T
	n     int64
	sum   uint64
	seed  uint64
	cfg   Config
	order []int64
}

func (tr *trace) fold(index int64, r *result) {
	if want := tr.cfg.Index(tr.cfg.Start + tr.n); uint64(index) != want || r.index != want || r.seed != tr.seed {
		tr.t.Fatalf("fold #%d got index %d (record of %d, seed %d), want index %d seed %d", tr.n, index, r.index, r.seed, want, tr.seed)
	}
	tr.n++
	tr.sum = (tr.sum^r.value)*1099511628211 + uint64(index)
	if tr.order != nil {
		tr.order = append(tr.order, index)
	}
}

func run(t *testing.T, ctx context.Context, cfg Config, failAt int64) (*trace, int64, error) {
	t.Helper()
	tr := &trace{t: t, seed: cfg.Seed, cfg: cfg}
	done, err := Run(ctx, cfg, newFake(failAt), tr.fold)
	if err == nil && done != cfg.Start+tr.n {
		t.Fatalf("Run returned done=%d after %d folds from start %d", done, tr.n, cfg.Start)
	}
	return tr, done, err
}

func TestRunIndependentOfWorkers(t *testing.T) {
	for _, battles := range []int64{0, 1, 63, 64, 65, 1000} {
		var want uint64
		for i, w := range []int{1, 2, 7} {
			for _, batch := range []int{1, 5, 0} {
				tr, done, err := run(t, context.Background(), Config{Seed: 42, Battles: battles, Workers: w, Batch: batch}, -1)
				if err != nil || done != battles {
					t.Fatalf("battles=%d workers=%d batch=%d: done=%d err=%v, want %d, nil", battles, w, batch, done, err, battles)
				}
				if i == 0 && batch == 1 {
					want = tr.sum
				} else if tr.sum != want {
					t.Errorf("battles=%d workers=%d batch=%d: fingerprint %x, want %x", battles, w, batch, tr.sum, want)
				}
			}
		}
	}
}

func TestRunShardIndices(t *testing.T) {
	cfg := Config{Seed: 1, Battles: 5, Shard: 2, Shards: 3, Workers: 2, Batch: 2}
	tr := &trace{t: t, seed: 1, cfg: cfg, order: []int64{}}
	if _, err := Run(context.Background(), cfg, newFake(-1), tr.fold); err != nil {
		t.Fatal(err)
	}
	want := []int64{2, 5, 8, 11, 14}
	if fmt.Sprint(tr.order) != fmt.Sprint(want) {
		t.Errorf("shard 2/3 folded indices %v, want %v", tr.order, want)
	}
}

// TestRunStopAtReproducible stops at the first checkpoint where a
// fold-dependent condition holds; every worker count must stop there.
func TestRunStopAtReproducible(t *testing.T) {
	var want int64 = -1
	for _, w := range []int{1, 2, 7} {
		tr := &trace{t: t, seed: 9, cfg: Config{Seed: 9, Battles: 100000}}
		cfg := tr.cfg
		cfg.Workers = w
		cfg.StopAt = func(done int64) bool { return done%100 == 0 && tr.sum%7 == 0 }
		done, err := Run(context.Background(), cfg, newFake(-1), tr.fold)
		if err != nil {
			t.Fatal(err)
		}
		if done%100 != 0 || done == 100000 {
			t.Fatalf("workers=%d: stopped at %d, want a checkpoint before the cap", w, done)
		}
		if want < 0 {
			want = done
		} else if done != want {
			t.Errorf("workers=%d: stopped at %d, want %d", w, done, want)
		}
	}
}

// TestRunCancelResume cancels a run from its fold, then resumes it from the
// prefix it folded; the two parts must fold exactly the uninterrupted run.
func TestRunCancelResume(t *testing.T) {
	const battles = 5000
	full, _, err := run(t, context.Background(), Config{Seed: 3, Battles: battles, Workers: 3}, -1)
	if err != nil {
		t.Fatal(err)
	}
	for _, cancelAt := range []int64{1, 999, 2500} {
		ctx, cancel := context.WithCancel(context.Background())
		tr := &trace{t: t, seed: 3, cfg: Config{Seed: 3, Battles: battles, Workers: 3}}
		cfg := tr.cfg
		cfg.Progress = func(done int64) {
			if done >= cancelAt {
				cancel()
			}
		}
		done, err := Run(ctx, cfg, newFake(-1), tr.fold)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("cancel at %d: err = %v, want context.Canceled", cancelAt, err)
		}
		if done != tr.n || done < cancelAt || done >= battles {
			t.Fatalf("cancel at %d: done=%d folds=%d, want a prefix in [%d, %d)", cancelAt, done, tr.n, cancelAt, battles)
		}
		// Resume: same trace, starting at done.
		tr.cfg.Start = done
		rest := tr.cfg
		rest.Workers = 2
		tr.n = 0
		done2, err := Run(context.Background(), rest, newFake(-1), tr.fold)
		if err != nil || done2 != battles {
			t.Fatalf("resume from %d: done=%d err=%v, want %d, nil", done, done2, err, battles)
		}
		if tr.sum != full.sum {
			t.Errorf("cancel at %d + resume: fingerprint %x, want %x", cancelAt, tr.sum, full.sum)
		}
	}
}

func TestRunCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, done, err := run(t, ctx, Config{Battles: 10}, -1)
	if done != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("pre-cancelled run: done=%d err=%v, want 0, context.Canceled", done, err)
	}
}

func TestRunWorkerError(t *testing.T) {
	for _, w := range []int{1, 4} {
		tr, done, err := run(t, context.Background(), Config{Seed: 5, Battles: 1000, Workers: w, Batch: 8}, 300)
		if err == nil || err.Error() != "battle 300 failed" {
			t.Fatalf("workers=%d: err = %v, want battle 300 failed", w, err)
		}
		if done > 300 || done != tr.n {
			t.Errorf("workers=%d: done=%d folds=%d, want a prefix of at most 300", w, done, tr.n)
		}
	}
}

func TestRunNewWorkerError(t *testing.T) {
	boom := errors.New("no game")
	done, err := Run(context.Background(), Config{Battles: 100, Workers: 3},
		func() (Worker[result], error) { return nil, boom },
		func(int64, *result) { t.Fatal("fold called without a worker") })
	if done != 0 || !errors.Is(err, boom) {
		t.Errorf("done=%d err=%v, want 0, %v", done, err, boom)
	}
}

func TestRunBadConfigPanics(t *testing.T) {
	for _, cfg := range []Config{{Shard: 3, Shards: 3}, {Shard: -1, Shards: 2}, {Battles: -1}, {Start: -1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Run(%+v) did not panic", cfg)
				}
			}()
			Run(context.Background(), cfg, newFake(-1), func(int64, *result) {})
		}()
	}
}

func BenchmarkRunOverhead(b *testing.B) {
	// A worker that does nothing: the cost of dispatch and fold per battle.
	cfg := Config{Battles: int64(b.N), Workers: 2}
	b.ReportAllocs()
	Run(context.Background(), cfg, func() (Worker[result], error) { return nopWorker{}, nil }, func(int64, *result) {})
}

type nopWorker struct{}

func (nopWorker) Play(uint64, uint64, *result) error { return nil }

// TestRunExtremeCounts runs with the largest battle counts and worker
// counts the types hold (the command line lets a user ask for them): the
// run's bookkeeping must not overflow, and StopAt ends it after a few.
func TestRunExtremeCounts(t *testing.T) {
	const maxInt = int(^uint(0) >> 1)
	for _, cfg := range []Config{
		{Seed: 1, Battles: 1<<63 - 1, Workers: 2},
		{Seed: 1, Battles: 1<<63 - 1, Start: 5, Workers: 2, Batch: 3},
		{Seed: 1, Battles: 100, Workers: maxInt},
		{Seed: 1, Battles: 100, Workers: maxInt / 2},
		{Seed: 1, Battles: 100, Workers: 1 << 40, Batch: 1},
	} {
		cfg.StopAt = func(done int64) bool { return done >= cfg.Start+10 }
		tr, done, err := run(t, context.Background(), cfg, -1)
		if err != nil || done != cfg.Start+10 || tr.n != 10 {
			t.Errorf("battles=%d start=%d workers=%d: done=%d after %d folds, err=%v; want %d, 10, nil", cfg.Battles, cfg.Start, cfg.Workers, done, tr.n, err, cfg.Start+10)
		}
	}
}

// unevenWorker plays a battle of the fake game, some much slower than
// others, and counts the battles it played.
type unevenWorker struct {
	fakeWorker
	played *atomic.Int64
}

func (w *unevenWorker) Play(seed, index uint64, rec *result) error {
	if index%7 == 3 {
		time.Sleep(time.Millisecond)
	}
	err := w.fakeWorker.Play(seed, index, rec)
	w.played.Add(1)
	return err
}

// An interrupted run keeps every battle it played, however many workers
// play side by side and however unevenly: the summary is a prefix of the
// run (resumable), so no battle may be played past a position not played.
// (When each worker played chunks of consecutive positions, a run of 256
// workers interrupted kept a small part of what it played: the positions
// before the slowest chunk's first unplayed one.)
func TestRunInterruptedKeepsAllPlayed(t *testing.T) {
	for _, workers := range []int{1, 3, 64, 256} {
		var n atomic.Int64
		var played int64
		ctx, cancel := context.WithCancel(context.Background())
		cfg := Config{Seed: 9, Battles: 1 << 40, Workers: workers, Batch: 16, Played: &played}
		cfg.Progress = func(done int64) {
			if done >= 3000 {
				cancel()
			}
		}
		tr := &trace{t: t, seed: 9, cfg: cfg}
		done, err := Run(ctx, cfg, func() (Worker[result], error) { return &unevenWorker{fakeWorker{failAt: -1}, &n}, nil }, tr.fold)
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("workers %d: err = %v, want context.Canceled", workers, err)
		}
		if done != tr.n || done < 3000 || played != n.Load() || done != n.Load() {
			t.Errorf("workers %d: kept %d (folded %d) of %d played (Played says %d); want all kept", workers, done, tr.n, n.Load(), played)
		}
	}
}
