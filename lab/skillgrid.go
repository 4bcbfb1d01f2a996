package lab

import "github.com/tmntsim/tmntsim/sim"

// An Opposed setup has a seat other than the focus seat played by policies
// worth crossing with the focus seat's in a skill grid (a competitive
// battle's villain player): Opponent returns that seat and its policies,
// novice to expert, ok false when there is none (the rules' AI plays it).
type Opposed interface {
	Opponent() (seat int, policies []string, ok bool)
}

// SkillGrid returns the plan of setup's skill grid: the focus seat's
// policies heroes (the rows) against every policy of its opponent (the
// columns), the cells the report's skill band played taken from band (each
// row policy's summary). It is nil when setup has no opponent (Opposed).
// The caller sets the plan's games, budget and run.
func SkillGrid(setup sim.Setup, heroes []string, band map[string]*Summary) *GridPlan {
	o, ok := setup.(Opposed)
	if !ok {
		return nil
	}
	seat, cols, ok := o.Opponent()
	if !ok {
		return nil
	}
	return &GridPlan{Setup: setup, Other: seat, Rows: heroes, Cols: cols, Played: BandPlayed(band, seat)}
}

// PlanBudget returns the part of a report's budget b its plan plays
// under: all of it when setup has no skill grid (SkillGrid), else all but
// GridShare, which the grid plays under.
func PlanBudget(setup sim.Setup, b *Budget) *Budget {
	if SkillGrid(setup, nil, nil) == nil {
		return b
	}
	return b.Part(1 - GridShare)
}
