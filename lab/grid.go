package lab

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
)

// The skill grid of a report of a game of two sides played by policies
// (a competitive battle): the focus seat's win rate for every pair of a
// policy of its own (a row, novice to expert) and a policy of the other
// side (a column), so that a game fair only between experts, or only
// between novices, shows at once.

// GridShare is the share of a report's budget its skill grid takes, when
// the report has one: the report's own plan (ReportPlan) plays under the
// rest (Budget.Part), and the grid under whatever the plan left.
const GridShare = 0.3

// Part returns the budget of a stage that may spend share of b's total,
// counted from b's start (no budget when b has none).
func (b *Budget) Part(share float64) *Budget {
	return &Budget{Total: time.Duration(float64(b.Total) * share), Start: b.Start}
}

// A GridRun plays one cell of a skill grid: setup with policies specs (a
// spec per seat, in schema order), at most n games, ended early when stop
// (nil: never) says so given the games done; what names the cell, for
// progress.
type GridRun func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(done int64) bool) (*Summary, error)

// A GridPlan is a skill grid to play.
type GridPlan struct {
	Setup sim.Setup
	// Other is the seat whose policies are the columns; the rows are the
	// policies of the setup's focus seat.
	Other      int
	Rows, Cols []string // novice to expert
	// Games is the games of a cell; CellGames, if not nil, returns the
	// games of the cell of a row's and a column's policy instead (fewer
	// for a slow one).
	Games     int64
	CellGames func(row, col string) int64
	// Played, if not nil, returns the summary of a cell played already
	// (the report's skill band, against the default column), or nil.
	Played func(row, col string) *Summary
	Budget *Budget // nil: no budget; each cell left gets an equal share of what is left
	Run    GridRun
}

// A Grid is what a GridPlan played: Cells[r][c] is the summary of row
// policy Rows[r] against column policy Cols[c].
type Grid struct {
	Rows, Cols []string
	Cells      [][]*Summary
}

// Play plays every cell of the grid not played already, row by row, the
// expert's and the novice's rows first (cornersFirst), each cell with an
// equal share of what is left of the budget, and returns the grid. All cells share their seeds. An error (an interruption among
// them) ends the grid and comes with no result.
func (p *GridPlan) Play(ctx context.Context) (*Grid, error) {
	if len(p.Rows) == 0 || len(p.Cols) == 0 {
		return nil, fmt.Errorf("lab: a skill grid of %s and %s", plural.Of(len(p.Rows), "row"), plural.Of(len(p.Cols), "column"))
	}
	s := p.Setup.Schema()
	if p.Other < 0 || p.Other >= len(s.Seats) || p.Other == s.Focus {
		return nil, fmt.Errorf("lab: skill grid: seat %d is not another seat of %s", p.Other, plural.Of(len(s.Seats), "seat"))
	}
	b := p.Budget
	if b == nil {
		b = NewBudget(0)
	}
	g := &Grid{Rows: p.Rows, Cols: p.Cols, Cells: make([][]*Summary, len(p.Rows))}
	left := 0
	for r := range p.Rows {
		g.Cells[r] = make([]*Summary, len(p.Cols))
		for c := range p.Cols {
			if p.Played != nil {
				g.Cells[r][c] = p.Played(p.Rows[r], p.Cols[c])
			}
			if g.Cells[r][c] == nil {
				left++
			}
		}
	}
	cell, total := 0, left
	for _, r := range cornersFirst(len(p.Rows)) {
		row := p.Rows[r]
		for c, col := range p.Cols {
			if g.Cells[r][c] != nil {
				continue
			}
			n := p.Games
			if p.CellGames != nil {
				n = p.CellGames(row, col)
			}
			cell++
			specs := make([]string, len(s.Seats))
			specs[s.Focus], specs[p.Other] = row, col
			what := fmt.Sprintf("skill grid %d/%d, %s × %s", cell, total, row, col)
			sum, err := p.Run(ctx, what, p.Setup, specs, n, b.Stop(b.Share(1, 1, left)))
			if err != nil {
				return nil, err
			}
			left--
			g.Cells[r][c] = sum
		}
	}
	return g, nil
}

// cornersFirst returns the order a grid of n rows plays them in: the last
// (the expert's), the first (the novice's), then the others in order, so
// that the rows that say whether a game is fair between experts and
// between novices have their share of a budget before a slow policy of
// the middle overruns its own.
func cornersFirst(n int) []int {
	if n < 2 {
		return []int{0}[:n]
	}
	order := []int{n - 1, 0}
	for r := 1; r < n-1; r++ {
		order = append(order, r)
	}
	return order
}

// OrderCols orders the grid's columns from the weakest policy of the
// other seat to the strongest, as played: by the focus seat's win rate
// against it, averaged over the rows, highest first (ties keep their
// order). A skill grid's columns so run novice to expert whatever
// policies the game registers.
func (g *Grid) OrderCols() {
	mean := make([]float64, len(g.Cols))
	for c := range g.Cols {
		for r := range g.Rows {
			rate, _, _ := Rate(g.Cells[r][c])
			mean[c] += rate / float64(len(g.Rows))
		}
	}
	order := make([]int, len(g.Cols))
	for c := range order {
		order[c] = c
	}
	slices.SortStableFunc(order, func(a, b int) int {
		switch {
		case mean[a] > mean[b]:
			return -1
		case mean[a] < mean[b]:
			return 1
		}
		return 0
	})
	cols := make([]string, len(g.Cols))
	for k, c := range order {
		cols[k] = g.Cols[c]
	}
	for r := range g.Rows {
		row := make([]*Summary, len(g.Cols))
		for k, c := range order {
			row[k] = g.Cells[r][c]
		}
		g.Cells[r] = row
	}
	g.Cols = cols
}
