package lab

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// summaryJSON returns s as JSON without its timings, which alone depend
// on the machine.
func summaryJSON(t *testing.T, s *Summary) string {
	t.Helper()
	c := *s
	c.Perf = stats.Perf{}
	var b bytes.Buffer
	if err := c.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func sameSummary(t *testing.T, what string, got, want *Summary) {
	t.Helper()
	if g, w := summaryJSON(t, got), summaryJSON(t, want); g != w {
		t.Errorf("%s: summaries differ:\n%s\nwant\n%s", what, g, w)
	}
	if g, w := got.Coverage.Label(), want.Coverage.Label(); g != w || got.Coverage.Total() != want.Coverage.Total() {
		t.Errorf("%s: coverage %s of %d games, want %s of %d", what, g, got.Coverage.Total(), w, want.Coverage.Total())
	}
}

func run(t *testing.T, setup sim.Setup, o Options) *Summary {
	t.Helper()
	s, err := Run(context.Background(), setup, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRunFoldsInOrder: a run's summary is the records of simtest.Play
// folded in index order, for any number of workers and chunk size.
func TestRunFoldsInOrder(t *testing.T) {
	setup := simtest.New(0.45, 0.35)
	want := stats.NewSummary(setup.Schema())
	want.Seed, want.Requested, want.Policies, want.Source = 5, 3000, []string{"plain", "plain"}, "fake"
	for _, r := range simtest.Play(setup, 5, 3000) {
		want.Add(&r)
	}
	if want.Coverage.Total() != 3000 {
		t.Fatalf("coverage of the folded records: %s, %d games", want.Coverage.Label(), want.Coverage.Total())
	}
	for _, w := range []int{1, 2, 7} {
		for _, batch := range []int{0, 1, 50} {
			got := run(t, setup, Options{Source: "fake", Seed: 5, Games: 3000, Workers: w, Batch: batch})
			sameSummary(t, fmt.Sprintf("workers %d, batch %d", w, batch), got, want)
			if !got.Complete {
				t.Error("a whole run is marked incomplete")
			}
		}
	}
}

// TestShardsMerge: shards of a run merge into the whole run, in any order.
func TestShardsMerge(t *testing.T) {
	setup := simtest.New(0.3, 0.3, 0.3)
	whole := run(t, setup, Options{Seed: 2, Games: 2500, Workers: 2})
	for _, order := range [][]int{{0, 1, 2}, {2, 0, 1}} {
		var m *Summary
		for _, i := range order {
			s := run(t, setup, Options{Seed: 2, Games: 2500, Shard: i, Shards: 3, Workers: 3})
			if m == nil {
				m = s
			} else if err := m.Merge(s); err != nil {
				t.Fatal(err)
			}
		}
		sameSummary(t, "merged shards", m, whole)
	}
	a := run(t, setup, Options{Seed: 2, Games: 100, Shard: 0, Shards: 2})
	if err := a.Merge(a); err == nil {
		t.Error("a shard merged with itself")
	}
	b := run(t, setup, Options{Seed: 3, Games: 100, Shard: 1, Shards: 2})
	if err := a.Merge(b); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("merging seeds 2 and 3: %v, want an error naming the seeds", err)
	}
}

// cancelAt returns a context cancelled once the run has folded at least
// n games, and the progress callback that does it.
func cancelAt(n int64) (context.Context, func(done, total int64)) {
	ctx, cancel := context.WithCancel(context.Background())
	return ctx, func(done, _ int64) {
		if done >= n {
			cancel()
		}
	}
}

// TestInterruptResume: an interrupted run keeps what it played, marked
// incomplete; resumed, it is the uninterrupted run.
func TestInterruptResume(t *testing.T) {
	setup := simtest.New(0.5, 0.25)
	for _, shard := range []int{0, 1} {
		o := Options{Seed: 9, Games: 5000, Shard: shard, Shards: 2, Workers: 2, Batch: 16}
		whole := run(t, setup, o)
		ctx, progress := cancelAt(700)
		o.Progress = progress
		part, err := Run(ctx, setup, o)
		if !Interrupted(err) || part == nil {
			t.Fatalf("cancelled run: %v, %v; want an interruption with a summary", part, err)
		}
		if part.Complete || part.Games() < 700 || part.Games() >= whole.Games() {
			t.Fatalf("interrupted run: %d games, complete %v; want 700 or more of %d, incomplete", part.Games(), part.Complete, whole.Games())
		}
		if part.Coverage.Total() != part.Games() {
			t.Errorf("coverage %d games, summary %d", part.Coverage.Total(), part.Games())
		}
		if err := Resume(context.Background(), setup, part, Options{Workers: 3}); err != nil {
			t.Fatal(err)
		}
		sameSummary(t, "resumed", part, whole)
		if !part.Complete {
			t.Error("resumed run is marked incomplete")
		}
	}
}

// TestResumeExtends: resuming with more games gives the longer run.
func TestResumeExtends(t *testing.T) {
	setup := simtest.New(0.5)
	s := run(t, setup, Options{Seed: 1, Games: 1000})
	if err := Resume(context.Background(), setup, s, Options{Games: 2500}); err != nil {
		t.Fatal(err)
	}
	sameSummary(t, "extended", s, run(t, setup, Options{Seed: 1, Games: 2500}))
	if err := Resume(context.Background(), setup, s, Options{Games: 10}); err == nil {
		t.Error("resumed to fewer games than the summary holds")
	}
	if err := Resume(context.Background(), simtest.New(0.5, 0.1), s, Options{}); err == nil {
		t.Error("resumed on another game")
	}
}

// TestPrecisionStop: a precision run stops at a checkpoint, the same one
// for any number of workers, where the interval is first narrow enough.
func TestPrecisionStop(t *testing.T) {
	setup := simtest.New(0.3, 0.3)
	var first *Summary
	for _, w := range []int{1, 2, 5} {
		s := run(t, setup, Options{Seed: 4, Games: 100000, Precision: 0.02, Workers: w, Batch: 37})
		if n := s.Games(); n%PrecisionEvery != 0 || n == 100000 {
			t.Fatalf("stopped after %d games, want a multiple of %d below the cap", n, PrecisionEvery)
		}
		_, lo, hi := Rate(s)
		if (hi-lo)/2 > 0.02 {
			t.Errorf("stopped at half-width %.4f, want at most 0.02", (hi-lo)/2)
		}
		if first == nil {
			first = s
			// One checkpoint earlier, the interval was still too wide.
			prev := run(t, setup, Options{Seed: 4, Games: s.Games() - PrecisionEvery})
			if _, lo, hi := Rate(prev); (hi-lo)/2 <= 0.02 {
				t.Errorf("at %d games the half-width was already %.4f", prev.Games(), (hi-lo)/2)
			}
			continue
		}
		sameSummary(t, "precision stop", s, first)
	}
}

// TestEngineFailure: a panic of the engine is an error naming the game.
func TestEngineFailure(t *testing.T) {
	setup := simtest.New(0.5)
	setup.FailAt = 77
	_, err := Run(context.Background(), setup, Options{Seed: 1, Games: 200, Workers: 2})
	var ge *GameError
	if !errors.As(err, &ge) || ge.Index != 77 || ge.Panic == nil || !strings.Contains(err.Error(), "game 77 of seed 1: the engine failed") {
		t.Errorf("got %v, want the failure of game 77 of seed 1", err)
	}
	if _, err := Run(context.Background(), setup, Options{Games: 10, Policies: []string{"bogus"}}); err == nil {
		t.Error("an unknown policy ran")
	}
}

func TestDefaultWorkers(t *testing.T) {
	s := run(t, simtest.New(0.5), Options{Games: 10})
	if s.Perf.Workers != DefaultWorkers() {
		t.Errorf("workers %d, want the default %d", s.Perf.Workers, DefaultWorkers())
	}
}

// TestPolicies: a run records every seat's policy, the file's where none
// is given.
func TestPolicies(t *testing.T) {
	s := run(t, simtest.New(0.2, 0.2), Options{Games: 10, Policies: []string{"", "lucky:0.1"}})
	if got := strings.Join(s.Policies, " "); got != "plain lucky:0.1" {
		t.Errorf("policies %q, want %q", got, "plain lucky:0.1")
	}
}

// wantNear fails unless got is within tol of want.
func wantNear(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.4f, want %.4f ± %.4f", what, got, want, tol)
	}
}

// TestCheckInvariants: a game that breaks an invariant it checks ends the
// run with a GameError naming it; unchecked, the run goes on.
func TestCheckInvariants(t *testing.T) {
	setup := simtest.New(0.5, 0.2)
	setup.ViolateAt = 123
	if _, err := Run(context.Background(), setup, Options{Seed: 2, Games: 500}); err != nil {
		t.Fatalf("unchecked: %v", err)
	}
	setup.Check = true
	_, err := Run(context.Background(), setup, Options{Seed: 2, Games: 500, Workers: 3})
	var ge *GameError
	if !errors.As(err, &ge) || ge.Index != 123 || ge.Seed != 2 || ge.Violation == nil ||
		!strings.Contains(err.Error(), "game 123 of seed 2 broke an engine invariant") {
		t.Errorf("checked: %v, want the violation of game 123", err)
	}
	_, err = Tournament(context.Background(), []Entrant{{Setup: simtest.New(0.5), Name: "a"}, {Setup: setup, Name: "b"}},
		Options{Seed: 2, Games: 500})
	if !errors.As(err, &ge) || ge.Index != 123 || ge.Who != "b" {
		t.Errorf("checked tournament: %v, want the violation of game 123 by b", err)
	}
}

// TestPlayAllocatesNothing: what lab adds around a game's Play (the
// recovery of a panic, the check of a violation) allocates nothing.
func TestPlayAllocatesNothing(t *testing.T) {
	setup := simtest.New(0.4, 0.4)
	setup.Check = true
	g, err := setup.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	w := worker{g}
	mw := &multiWorker{games: []sim.Game{g, g}, names: []string{"a", "b"}}
	var rec sim.Record
	var recs multiRecord
	i := uint64(0)
	if a := testing.AllocsPerRun(200, func() { w.Play(1, i, &rec); mw.Play(1, i, &recs); i++ }); a != 0 {
		t.Errorf("%v allocations per game, want 0", a)
	}
}
