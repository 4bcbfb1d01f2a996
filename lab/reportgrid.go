package lab

import (
	"context"
	"slices"
	"time"

	"github.com/tmntsim/tmntsim/sim"
)

// ReportGrid plays the skill grid of a report's setup (SkillGrid) after
// its skill band, band (novice to expert; the cells of the column the band
// played are taken from it), under what is left of the report's budget b:
// games a cell, or, with skillGames, the fewer of its row's and its
// column's policy's. It returns the grid, its columns ordered (OrderCols),
// or nil for a setup with no opponent.
//
// Under a budget a cell whose one game, at the pace of what the grid
// will play (its row's policy as the band played it, its column's as the
// grid's cells played it so far), would not end before the budget does
// is left out, and so are the rows and columns of such cells (gridPace):
// a slow pair of policies does not hold the report past its budget. The
// grid is nil when no cell fits.
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
	if b != nil && b.Total > 0 {
		plan.Run = newGridPace(band).run(b, setup.Schema().Focus, plan.Other, run)
	}
	if skillGames != nil {
		plan.CellGames = func(row, col string) int64 { return min(skillGames(row), skillGames(col)) }
	}
	g, err := plan.Play(ctx)
	if err != nil {
		return nil, err
	}
	if g = g.played(); g == nil {
		return nil, nil
	}
	g.OrderCols()
	return g, nil
}

// A gridPace estimates the wall time of one game of a cell of a skill
// grid: its row policy's, as the report's skill band played it, plus its
// column policy's, as the cells of its column played so far showed it
// (before any, the band's time of a policy of that name, if any).
type gridPace struct {
	hero, other map[string]time.Duration
}

// newGridPace returns the pace of the policies of band.
func newGridPace(band []SkillRun) *gridPace {
	p := &gridPace{hero: map[string]time.Duration{}, other: map[string]time.Duration{}}
	for _, s := range band {
		p.hero[s.Policy] = gameTime(s.Summary)
	}
	return p
}

// gameTime returns the wall time one game of s took: its playing time
// over the games each worker played.
func gameTime(s *Summary) time.Duration {
	if s == nil || s.Games() == 0 {
		return 0
	}
	w := int64(s.Perf.Workers)
	if w <= 0 {
		w = int64(DefaultWorkers())
	}
	per := s.Perf.Elapsed * float64(min(w, s.Games())) / float64(s.Games())
	return time.Duration(per * float64(time.Second))
}

// game returns the estimated wall time of one game of row against col.
func (p *gridPace) game(row, col string) time.Duration {
	o, ok := p.other[col]
	if !ok {
		o = p.hero[col]
	}
	return p.hero[row] + o
}

// run returns run, leaving out (an empty summary) a cell whose one game
// would not end before b does and learning the column policies' pace from
// the cells it plays; focus and other are the seats of rows and columns.
func (p *gridPace) run(b *Budget, focus, other int, run GridRun) GridRun {
	return func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(done int64) bool) (*Summary, error) {
		row, col := specs[focus], specs[other]
		if p.game(row, col) > b.Left() {
			return NewSummary(setup, Options{Games: n, Policies: specs}), nil
		}
		sum, err := run(ctx, what, setup, specs, n, stop)
		if err == nil && sum.Games() > 0 {
			p.other[col] = max(p.other[col], gameTime(sum)-p.hero[row])
		}
		return sum, err
	}
}

// played returns g without the rows and columns of the cells left out
// (with no games), dropping first the row or column with the most such
// cells; nil when nothing is left.
func (g *Grid) played() *Grid {
	for {
		rows, cols := make([]int, len(g.Rows)), make([]int, len(g.Cols))
		empty := 0
		for r := range g.Rows {
			for c := range g.Cols {
				if g.Cells[r][c].Games() == 0 {
					rows[r]++
					cols[c]++
					empty++
				}
			}
		}
		if empty == 0 {
			break
		}
		r, c := argmax(rows), argmax(cols)
		if rows[r] >= cols[c] {
			g.Rows = slices.Delete(slices.Clone(g.Rows), r, r+1)
			g.Cells = slices.Delete(g.Cells, r, r+1)
			continue
		}
		g.Cols = slices.Delete(slices.Clone(g.Cols), c, c+1)
		for r := range g.Cells {
			g.Cells[r] = slices.Delete(g.Cells[r], c, c+1)
		}
	}
	if len(g.Rows) == 0 || len(g.Cols) == 0 {
		return nil
	}
	return g
}

// argmax returns the index of the largest of xs (the first of equals).
func argmax(xs []int) int {
	best := 0
	for i, x := range xs {
		if x > xs[best] {
			best = i
		}
	}
	return best
}
