package lab

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// slowGame is the time a game of slowSetup takes when a seat plays the
// policy "slow".
const slowGame = 150 * time.Millisecond

// slack is the time a budgeted run may overrun its budget by on a loaded
// machine (the tests of other packages run beside these): scheduling,
// not the budget's logic. Unbudgeted, the runs below would take minutes.
const slack = time.Second

// slowSetup is the fake game with an opponent, whose policy "slow" plays
// as "plain" but takes slowGame a game.
type slowSetup struct{ opposed }

func (s slowSetup) NewGame(policies []string) (sim.Game, error) {
	slow := false
	ps := make([]string, len(policies))
	for i, p := range policies {
		if ps[i] = p; p == "slow" {
			ps[i], slow = "plain", true
		}
	}
	g, err := s.Setup.NewGame(ps)
	if err != nil || !slow {
		return g, err
	}
	return slowPlay{g}, nil
}

// slowPlay is a game that takes slowGame to play.
type slowPlay struct{ sim.Game }

func (g slowPlay) Play(seed, index uint64, rec *sim.Record) {
	time.Sleep(slowGame)
	g.Game.Play(seed, index, rec)
}

// TestReportWithinBudget: a report of a game whose slow policy takes
// slowGame a game, in its skill band and in its grid's columns, keeps its
// budget (give or take a game and the slack), every run plays a game at
// least, and the slow policy's runs stop short.
func TestReportWithinBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("plays for a second")
	}
	setup := slowSetup{opposed{simtest.New(0.45, 0.45), []string{"plain", "slow"}}}
	br := BudgetRun{Options: Options{Seed: 3, Workers: 2}, MarkShort: true,
		Play: func(ctx context.Context, setup sim.Setup, sum *Summary, o Options) (bool, error) {
			err := Resume(ctx, setup, sum, o)
			return Interrupted(err), err
		}}
	var runs []string
	run := func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*Summary, error) {
		sum, err := br.Run(ctx, setup, specs, n, stop)
		if err == nil {
			runs = append(runs, what+" "+strings.Join(specs, "×"))
			if sum.Games() < 1 || sum.Games() < n && sum.Complete {
				t.Errorf("%s %v: %d games of %d, complete %v; want 1 at least, incomplete if short", what, specs, sum.Games(), n, sum.Complete)
			}
		}
		return sum, err
	}
	k := Knob{Path: "k", Xs: []float64{1, 2, 3}}
	for range k.Xs {
		k.Setups = append(k.Setups, setup)
	}
	const total = time.Second
	b := NewBudget(total)
	p := ReportPlan{Setup: setup, Policy: "plain", Games: 1e6, Skill: []string{"plain", "slow"}, Knobs: []Knob{k}, Budget: PlanBudget(setup, b),
		Run: func(ctx context.Context, what string, setup sim.Setup, spec string, n int64, stop func(int64) bool) (*Summary, error) {
			return run(ctx, what, setup, []string{spec, ""}, n, stop)
		}}
	r, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ReportGrid(context.Background(), setup, r.Skill, 1e6, nil, b, run); err != nil {
		t.Fatal(err)
	}
	if took, most := time.Since(b.Start), total+slowGame+slack; took > most {
		t.Errorf("the report took %v, want %v at most (runs: %q)", took, most, runs)
	}
	if slow := r.Skill[1].Summary; slow.Games() >= BudgetMin {
		t.Errorf("slow policy: %d games, want fewer than %d at %v a game", slow.Games(), BudgetMin, slowGame)
	}
}

// TestRunFirstBudget: a game's run under a budget, its policy slow, stops
// within the budget (give or take a game) and is marked incomplete; with
// no budget it plays every game.
func TestRunFirstBudget(t *testing.T) {
	setup := slowSetup{opposed{simtest.New(0.45, 0.45), nil}}
	o := Options{Seed: 3, Workers: 2, Games: 1e6, Policies: []string{"slow", ""}}
	b := NewBudget(400 * time.Millisecond)
	sum, f, err := RunFirstBudget(context.Background(), setup, o, b)
	if took, most := time.Since(b.Start), b.Total+slowGame+slack; err != nil || f != nil || took > most {
		t.Errorf("slow run: took %v, study %v, %v; want %v at most, no study (not a swapper), no error", took, f, err, most)
	}
	if sum.Games() < 1 || sum.Games() >= 1e6 || sum.Complete {
		t.Errorf("slow run: %d games, complete %v; want a few, incomplete", sum.Games(), sum.Complete)
	}
	o.Games, o.Policies = 50, nil
	if sum, _, err := RunFirstBudget(context.Background(), setup, o, NewBudget(0)); err != nil || sum.Games() != 50 || !sum.Complete {
		t.Errorf("no budget: %d games, complete %v, %v; want all 50, complete", sum.Games(), sum.Complete, err)
	}
}

// slowAll is the fake game whose every game takes slowGame.
type slowAll struct{ *simtest.Setup }

func (s slowAll) NewGame(policies []string) (sim.Game, error) {
	g, err := s.Setup.NewGame(policies)
	return slowPlay{g}, err
}

// slowSwap is a fast game whose seats swapped are slow (slowAll).
type slowSwap struct{ *simtest.Setup }

func (s slowSwap) SwapFirst() (sim.Setup, sim.Setup) { return slowAll(s), slowAll(s) }

// TestRunFirstBudgetCutsTheStudy: the first player's study, slower than
// the run's pace says, stops at the budget's end with the pairs played by
// then, marked incomplete.
func TestRunFirstBudgetCutsTheStudy(t *testing.T) {
	b := NewBudget(600 * time.Millisecond)
	sum, f, err := RunFirstBudget(context.Background(), slowSwap{simtest.New(0.45, 0.45)}, Options{Seed: 3, Workers: 2, Games: 1e5}, b)
	if took, most := time.Since(b.Start), b.Total+slowGame+slack; err != nil || took > most {
		t.Fatalf("took %v, %v; want %v at most, no error", took, err, most)
	}
	if f == nil || f.Seat0.N() < 1 || f.Seat0.N() >= sum.Games() || f.AFirst.Complete || f.BFirst.Complete {
		t.Fatalf("study %+v of a run of %d games; want a few pairs, incomplete", f, sum.Games())
	}
}
