package lab

import (
	"context"

	"github.com/tmntsim/tmntsim/sim"
)

// ReportGrid plays the skill grid of a report's setup (SkillGrid) after
// its skill band, band (novice to expert; the cells of the column the band
// played are taken from it), under what is left of the report's budget b:
// games a cell, or, with skillGames, the fewer of its row's and its
// column's policy's. It returns the grid, its columns ordered (OrderCols),
// or nil for a setup with no opponent.
func ReportGrid(ctx context.Context, setup sim.Setup, band []SkillRun, games int64, skillGames func(spec string) int64, b *Budget, run GridRun) (*Grid, error) {
	summaries := map[string]*Summary{}
	var heroes []string
	for _, s := range band {
		summaries[s.Policy] = s.Summary
		heroes = append(heroes, s.Policy)
	}
	plan := SkillGrid(setup, heroes, summaries)
	if plan == nil {
		return nil, nil
	}
	plan.Games, plan.Budget, plan.Run = games, b, run
	if skillGames != nil {
		plan.CellGames = func(row, col string) int64 { return min(skillGames(row), skillGames(col)) }
	}
	g, err := plan.Play(ctx)
	if err != nil {
		return nil, err
	}
	g.OrderCols()
	return g, nil
}
