package battlegame

import (
	"context"
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// ReportRuns are the runs of a battle's report (tmntsim report): its
// headline run, skill band and difficulty curve (Plan), then a
// competitive battle's skill grid (Grid), under one time budget.
type ReportRuns struct {
	Loaded  *battlefile.Loaded
	Specs   []string           // the seats' policies, the heroes' the headline run's
	Check   bool               // check the engine's invariants
	Games   int64              // the headline run's battles
	Skill   []string           // the skill band's policies, novice to expert
	SlowCap int64              // the battles of a slow policy of the band at most
	Curves  []battlefile.Curve // the difficulty curve's candidate knobs
	// Options are every run's seed, workers and intervals, and the
	// version its summary records.
	Options lab.Options
	Setup   SetupFunc // the setup of a run of a battle
	// Play plays the games of sum on setup (lab.BudgetRun.Play), with the
	// command's progress display.
	Play func(ctx context.Context, setup sim.Setup, sum *stats.Summary, o lab.Options) (interrupted bool, err error)
	// Say, if not nil, says which run begins.
	Say func(what string)
}

// A reportSetup is a battle of a report (the battle, or a variant of the
// curve) as lab's plan sees it; run plays the battle it holds.
type reportSetup struct {
	sim.Setup
	l *battlefile.Loaded
}

// Plan plays the report's plan (lab.ReportPlan) under its part of the
// report's budget b (planBudget); an interrupted run's error is one
// lab.Interrupted recognizes.
func (r *ReportRuns) Plan(ctx context.Context, b *lab.Budget) (*lab.ReportPlay, error) {
	hero := r.Specs[adventures.SeatHeroes]
	setup := func(l *battlefile.Loaded) sim.Setup { return reportSetup{r.Setup(l.Battle, hero, r.Check), l} }
	plan := lab.ReportPlan{Setup: setup(r.Loaded), Policy: hero, Games: r.Games, Skill: r.Skill, SkillGames: r.skillGames,
		Budget: r.planBudget(b), Run: r.run, Knobs: battlefile.PlanKnobs(r.Curves, setup)}
	return plan.Play(ctx)
}

// planBudget returns the part of the report's budget b its plan plays
// under: all but a competitive battle's grid's share (lab.PlanBudget) or
// a cooperative battle's Allies table's (lab.AllyShare, when it has ally
// cards), which play under what the plan leaves.
func (r *ReportRuns) planBudget(b *lab.Budget) *lab.Budget {
	if bt := r.Loaded.Battle; bt.Competitive == nil && len(bt.Allies) > 0 {
		return b.Part(1 - lab.AllyShare)
	}
	return lab.PlanBudget(policy.NewSetup(r.Loaded.Battle, ""), b)
}

// skillGames returns the battles the skill band's policy spec plays
// (battlefile.SkillGames).
func (r *ReportRuns) skillGames(spec string) int64 {
	return battlefile.SkillGames(spec, r.Games, r.SlowCap)
}

// run plays one run of the plan (a lab.ReportRun): setup, a reportSetup,
// by the heroes' policy spec, at most n battles, until stop says so.
func (r *ReportRuns) run(ctx context.Context, what string, setup sim.Setup, spec string, n int64, stop func(int64) bool) (*stats.Summary, error) {
	r.say(fmt.Sprintf("%s (policy %s)", what, spec))
	specs := slices.Clone(r.Specs)
	specs[adventures.SeatHeroes] = spec
	l := setup.(reportSetup).l
	o := lab.Options{Name: l.Battle.Name, Source: l.Source, Hash: l.Hash, Version: r.Options.Version}
	b := r.budgetRun(o)
	b.MarkShort = true
	return b.Run(ctx, r.Setup(l.Battle, spec, r.Check), specs, n, stop)
}

// Grid plays the skill grid of a competitive battle (lab.ReportGrid)
// under what is left of the report's budget b, the cells of the villain
// policy the skill band played taken from band; nil for a Cooperative
// Mode battle. It returns the error of a failed or interrupted run.
func (r *ReportRuns) Grid(ctx context.Context, b *lab.Budget, band []lab.SkillRun) (*lab.Grid, error) {
	setup := policy.NewSetup(r.Loaded.Battle, "")
	setup.Check, setup.Source, setup.Hash = r.Check, r.Loaded.Source, r.Loaded.Hash
	run := r.budgetRun(lab.Options{Batch: 4})
	return lab.ReportGrid(ctx, setup, band, r.Games, r.skillGames, b,
		func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*stats.Summary, error) {
			r.say(what)
			return run.Run(ctx, setup, specs, n, stop)
		})
}

// budgetRun returns the runs of the report (lab.BudgetRun): o's with
// the report's seed, workers and intervals, played by r.Play.
func (r *ReportRuns) budgetRun(o lab.Options) lab.BudgetRun {
	o.Seed, o.Workers, o.CI = r.Options.Seed, r.Options.Workers, r.Options.CI
	return lab.BudgetRun{Options: o, Play: r.Play}
}

// say says what through r.Say, if set.
func (r *ReportRuns) say(what string) {
	if r.Say != nil {
		r.Say(what)
	}
}
