package lab

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

func TestKnobValues(t *testing.T) {
	for _, c := range []struct {
		cur, least int
		want       string
	}{{10, 4, "[4 6 8 10 12 14 16]"}, {4, 4, "[4 5 6 7]"}, {2, 1, "[1 2 3 4 5]"}, {30, 1, "[12 18 24 30 36 42 48]"}} {
		if got := fmt.Sprint(KnobValues(c.cur, c.least)); got != c.want {
			t.Errorf("KnobValues(%d, %d) = %s, want %s", c.cur, c.least, got, c.want)
		}
	}
}

// reportRun plays a run of a report on a fake game with lab.Run, the
// policy spec the focus seat's, and logs what it played.
func reportRun(log *[]string) ReportRun {
	return func(ctx context.Context, what string, setup sim.Setup, spec string, n int64, stop func(int64) bool) (*Summary, error) {
		o := Options{Seed: 3, Games: n, Workers: 2, Batch: 4}
		o.Policies = make([]string, len(setup.Schema().Seats))
		o.Policies[setup.Schema().Focus] = spec
		if stop != nil {
			o.Stop = func(s *Summary) bool { return stop(s.Games()) }
		}
		*log = append(*log, fmt.Sprintf("%s %s %d", what, spec, n))
		return Run(ctx, setup, o)
	}
}

// knob returns a knob of the fake game whose values set the focus seat's
// win probability to win(x).
func knob(path string, xs []float64, win func(x float64) float64) Knob {
	k := Knob{Path: path, Xs: xs}
	for _, x := range xs {
		k.Setups = append(k.Setups, simtest.New(win(x), 0.4))
	}
	return k
}

func TestReportPlanPicksTheKnobThatMoves(t *testing.T) {
	flat := knob("flat", []float64{1, 2, 3}, func(float64) float64 { return 0.4 })
	small := knob("small", []float64{1, 2, 3}, func(x float64) float64 { return 0.35 + 0.05*x })
	big := knob("big", []float64{2, 4, 6, 8}, func(x float64) float64 { return 0.05 * x })
	var log []string
	p := ReportPlan{Setup: simtest.New(0.4, 0.4), Policy: "plain", Games: 4000, Skill: []string{"lucky:0.1", "plain", "lucky:0.2"},
		SkillGames: func(spec string) int64 { return map[string]int64{"lucky:0.1": 100, "lucky:0.2": 300}[spec] },
		Knobs:      []Knob{flat, small, big}, Run: reportRun(&log)}
	r, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if r.Pick != 2 || !r.Moved || len(r.Trials) != 3 || r.Trials[0].Moves || !r.Trials[2].Moves {
		t.Fatalf("picked knob %d (moved %v) of trials %+v, want the big one, 2, the flat one not moving", r.Pick, r.Moved, r.Trials)
	}
	if len(r.Curve) != 4 || r.CurveGames != 1000 || r.Curve[0].Sum != r.Trials[2].Low || r.Curve[3].Sum != r.Trials[2].High {
		t.Fatalf("curve %+v over %d games, want the big knob's 4 points of 1000, its ends those of its trial", r.Curve, r.CurveGames)
	}
	if rate, _, _ := Rate(r.Curve[3].Sum); rate < 0.37 || rate > 0.43 {
		t.Errorf("the big knob at 8 wins %v, want about 0.4", rate)
	}
	// The skill band plays the headline policy once, each other policy its
	// own games; then 6 trial runs, then the curve's 2 points not tried.
	if len(r.Skill) != 3 || r.Skill[1].Summary != r.Main || r.Skill[0].Summary.Games() != 100 || r.Skill[2].Summary.Games() != 300 {
		t.Errorf("skill band %+v, want lucky:0.1 (100 games), the headline run, lucky:0.2 (300)", r.Skill)
	}
	if len(log) != 1+2+6+2 || log[0] != "headline run plain 4000" || log[3] != "trying knob 1/3, flat = 1 plain 1000" ||
		log[9] != "difficulty curve 2/4, big = 4 plain 1000" {
		t.Errorf("runs %q", log)
	}
}

func TestReportPlanNoKnobMoves(t *testing.T) {
	flat := knob("flat", []float64{1, 2}, func(float64) float64 { return 0.4 })
	flat2 := knob("flat2", []float64{1, 2, 3}, func(float64) float64 { return 0.4 })
	var log []string
	p := ReportPlan{Setup: simtest.New(0.4, 0.4), Policy: "plain", Games: 400, Knobs: []Knob{flat2, flat}, Run: reportRun(&log)}
	r, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if r.Moved || r.Pick != 0 || len(r.Trials) != 2 || len(r.Curve) != 3 || r.CurveGames != 100 {
		t.Errorf("no knob moves: pick %d, moved %v, %d trials, %d points of %d games; want the first knob, not moved, 2 trials, 3 points of 100",
			r.Pick, r.Moved, len(r.Trials), len(r.Curve), r.CurveGames)
	}
	// One knob: no trials, its curve played at once.
	log = nil
	p.Knobs = []Knob{flat2}
	if r, err = p.Play(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(r.Trials) != 0 || r.Moved || len(r.Curve) != 3 || len(log) != 4 {
		t.Errorf("one knob: %d trials, moved %v, %d points, runs %q; want none, no, 3, headline and 3 points", len(r.Trials), r.Moved, len(r.Curve), log)
	}
	// No knob: no curve.
	p.Knobs = nil
	if r, err = p.Play(context.Background()); err != nil || len(r.Curve) != 0 {
		t.Errorf("no knob: curve %+v, err %v; want none", r.Curve, err)
	}
}

func TestReportPlanBudget(t *testing.T) {
	flat := knob("flat", []float64{1, 2, 3}, func(float64) float64 { return 0.4 })
	var log []string
	setup := simtest.New(0.4, 0.4)
	p := ReportPlan{Setup: setup, Policy: "plain", Games: 2_000_000, Skill: []string{"lucky:0.1", "plain"}, Knobs: []Knob{flat},
		Budget: NewBudget(time.Nanosecond), Run: reportRun(&log)}
	r, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// A spent budget: every run stops at its first checkpoint (the runner
	// checks it a chunk of 4 games at a time).
	for _, s := range append([]*Summary{r.Main, r.Skill[0].Summary}, r.Curve[0].Sum, r.Curve[1].Sum, r.Curve[2].Sum) {
		if s.Games() < BudgetMin || s.Games() > BudgetMin+4 {
			t.Errorf("a run of a spent budget played %d games, want about %d", s.Games(), BudgetMin)
		}
	}
	// No budget: every run plays all its games.
	p.Budget, p.Games = NewBudget(0), 400
	if r, err = p.Play(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r.Main.Games() != 400 || r.Skill[0].Summary.Games() != 400 || r.Curve[1].Sum.Games() != 100 {
		t.Errorf("no budget: %d, %d and %d games, want 400, 400 and 100", r.Main.Games(), r.Skill[0].Summary.Games(), r.Curve[1].Sum.Games())
	}
	// An interruption ends the plan with an error Interrupted knows.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Play(ctx); !Interrupted(err) {
		t.Errorf("cancelled plan: error %v, want an interruption", err)
	}
}
