package main

import (
	"context"
	"fmt"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/stats"
)

// What the studies of a competitive battle add: the report's skill grid
// (hero policy × villain policy) and the impact of the villain deck's
// colour groups and cards.

// planBudget returns the budget of the report's plan out of the report's
// budget b (lab.PlanBudget): all but the skill grid's share of a
// competitive battle (withGrid).
func (j *reportJob) planBudget(b *lab.Budget) *lab.Budget {
	return lab.PlanBudget(policy.NewSetup(j.l.Battle, ""), b)
}

// withGrid adds the skill grid of a competitive battle (lab.ReportGrid) to
// r, played under what is left of the report's budget b, the cells of the
// villain policy the skill band played taken from it. It returns the
// error of a failed or interrupted run.
func (j *reportJob) withGrid(ctx context.Context, e *env, b *lab.Budget, r *reports.Report) error {
	var band []lab.SkillRun
	for _, s := range r.Skill {
		band = append(band, lab.SkillRun{Policy: s.Policy, Summary: s.Summary})
	}
	setup := policy.NewSetup(j.l.Battle, "")
	setup.Check, setup.Source, setup.Hash = j.run.check, j.l.Source, j.l.Hash
	g, err := lab.ReportGrid(ctx, setup, band, j.run.battles, j.skillBattles, b, j.gridRun(e))
	if g != nil {
		r.Grid = &reports.SkillGrid{Heroes: g.Rows, Villains: g.Cols, Cells: g.Cells}
	}
	return err
}

// gridRun plays a cell of the skill grid (a lab.GridRun).
func (j *reportJob) gridRun(e *env) lab.GridRun {
	b := j.budgetRun(e, lab.Options{Batch: 4})
	return func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*stats.Summary, error) {
		if progressOn(e, j.run.progress) {
			fmt.Fprintf(e.stderr, "report: %s\n", what)
		}
		return b.Run(ctx, setup, specs, n, stop)
	}
}
