package lab

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// gridRun plays a cell of a skill grid on a fake game with lab.Run and
// logs what it played.
func gridRun(log *[]string) GridRun {
	return func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*Summary, error) {
		o := Options{Seed: 5, Games: n, Workers: 2, Batch: 4, Policies: specs}
		if stop != nil {
			o.Stop = func(s *Summary) bool { return stop(s.Games()) }
		}
		*log = append(*log, fmt.Sprintf("%s %d", what, n))
		return Run(ctx, setup, o)
	}
}

func TestGridPlanPlaysEveryPair(t *testing.T) {
	// Seat 0 wins 30%, seat 1 30%; a lucky policy adds 0.3 to its seat.
	setup := simtest.New(0.3, 0.3)
	var log []string
	played := map[string]*Summary{}
	p := GridPlan{Setup: setup, Other: 1, Rows: []string{"plain", "lucky:0.3"}, Cols: []string{"plain", "lucky:0.3", "lucky:0.1"},
		Games: 3000, CellGames: func(row, _ string) int64 { return map[string]int64{"plain": 3000, "lucky:0.3": 2000}[row] },
		Played: func(row, col string) *Summary { return played[row+"/"+col] }, Run: gridRun(&log)}
	var err error
	if played["plain/lucky:0.1"], err = Run(context.Background(), setup, Options{Seed: 5, Games: 100, Policies: []string{"plain", "lucky:0.1"}}); err != nil {
		t.Fatal(err)
	}
	g, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(log) != 5 || log[0] != "skill grid 1/5, lucky:0.3 × plain 2000" || log[2] != "skill grid 3/5, lucky:0.3 × lucky:0.1 2000" ||
		log[4] != "skill grid 5/5, plain × lucky:0.3 3000" {
		t.Errorf("runs %q, want the 5 cells not played, the expert's row (2000 games) first, then the novice's (3000)", log)
	}
	if g.Cells[0][2] != played["plain/lucky:0.1"] {
		t.Error("the cell played already was played again")
	}
	for _, c := range []struct {
		r, c int
		want float64
	}{{0, 0, 0.3}, {1, 0, 0.6}, {0, 1, 0.3}, {1, 1, 0.6}} {
		if rate, _, _ := Rate(g.Cells[c.r][c.c]); rate < c.want-0.035 || rate > c.want+0.035 {
			t.Errorf("cell %s × %s: seat 0 wins %.3f, want %.2f ± 0.035", g.Rows[c.r], g.Cols[c.c], rate, c.want)
		}
		if pol := g.Cells[c.r][c.c].Policies; pol[0] != g.Rows[c.r] || pol[1] != g.Cols[c.c] {
			t.Errorf("cell %d,%d played by %q", c.r, c.c, pol)
		}
	}
}

func TestGridPlanBudget(t *testing.T) {
	setup := simtest.New(0.5, 0.5)
	var log []string
	b := NewBudget(time.Nanosecond)
	time.Sleep(time.Millisecond)
	p := GridPlan{Setup: setup, Other: 1, Rows: []string{"plain"}, Cols: []string{"plain", "lucky:0.1"}, Games: 100000, Budget: b, Run: gridRun(&log)}
	g, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for c := range g.Cols {
		if n := g.Cells[0][c].Games(); n < BudgetMin || n > 1000 {
			t.Errorf("cell %d of a spent budget played %d games, want a few more than %d", c, n, BudgetMin)
		}
	}
	if part := b.Part(0.5); part.Total != b.Total/2 || part.Start != b.Start {
		t.Errorf("half of %v from %v: %+v", b.Total, b.Start, part)
	}
	bad := GridPlan{Setup: setup, Other: 0, Rows: []string{"plain"}, Cols: []string{"plain"}, Games: 10, Run: gridRun(&log)}
	if _, err := bad.Play(context.Background()); err == nil {
		t.Error("a grid whose columns are the focus seat's played")
	}
}

func TestGridOrderCols(t *testing.T) {
	// The focus seat is s1 (60%); a lucky s0 takes its luck from s1's
	// share.
	setup := simtest.New(0.4, 0.6)
	setup.Focus = 1
	var log []string
	p := GridPlan{Setup: setup, Other: 0, Rows: []string{"plain"}, Cols: []string{"lucky:0.3", "plain", "lucky:0.1"}, Games: 2000, Run: gridRun(&log)}
	g, err := p.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	strongest := g.Cells[0][0]
	g.OrderCols()
	if fmt.Sprint(g.Cols) != "[plain lucky:0.1 lucky:0.3]" || g.Cells[0][2] != strongest {
		t.Errorf("columns ordered %v, want plain, lucky:0.1, lucky:0.3 (the focus seat wins least against it), its cell with it", g.Cols)
	}
}

func TestCornersFirst(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "[]"}, {1, "[0]"}, {2, "[1 0]"}, {3, "[2 0 1]"}, {5, "[4 0 1 2 3]"}} {
		if got := fmt.Sprint(cornersFirst(c.n)); got != c.want {
			t.Errorf("cornersFirst(%d) = %s, want %s", c.n, got, c.want)
		}
	}
}
