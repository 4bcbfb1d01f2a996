package lab

import (
	"context"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestReportGrid plays the cells the skill band did not, each with the
// fewer games of its row's and its column's policy, and no grid for a
// setup with no opponent.
func TestReportGrid(t *testing.T) {
	played := run(t, simtest.New(0.5, 0.5), Options{Games: 10, Policies: []string{"plain", "lucky:0.5"}})
	band := []SkillRun{{"plain", played}, {"lucky:0.8", nil}}
	games := map[[2]string]int64{}
	gridRun := func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*Summary, error) {
		games[[2]string{specs[0], specs[1]}] = n
		return Run(ctx, setup, Options{Games: n, Policies: specs})
	}
	skillGames := func(spec string) int64 {
		if spec == "lucky:0.2" {
			return 5
		}
		return 20
	}
	with := opposed{simtest.New(0.5, 0.5), []string{"lucky:0.2", "lucky:0.5"}}
	g, err := ReportGrid(context.Background(), with, band, 20, skillGames, nil, gridRun)
	if err != nil || g == nil || len(g.Cells) != 2 || len(g.Cols) != 2 {
		t.Fatalf("got %+v, %v; want a grid of 2 rows and 2 columns", g, err)
	}
	want := map[[2]string]int64{{"plain", "lucky:0.2"}: 5, {"lucky:0.8", "lucky:0.2"}: 5, {"lucky:0.8", "lucky:0.5"}: 20}
	if len(games) != len(want) {
		t.Errorf("cells played %v, want %v (the band's cell not again)", games, want)
	}
	for cell, n := range want {
		if games[cell] != n {
			t.Errorf("cell %v: %d games, want %d", cell, games[cell], n)
		}
	}
	if g, err := ReportGrid(context.Background(), simtest.New(0.5, 0.5), band, 20, nil, nil, gridRun); g != nil || err != nil {
		t.Errorf("no opponent: got %v, %v; want no grid", g, err)
	}
}

// TestReportGridLeavesOutSlowCells: under a budget with a second left, the
// cells of a policy the band played at 20 s a game are not played, and
// its column goes; the band's cells stay.
func TestReportGridLeavesOutSlowCells(t *testing.T) {
	plain := run(t, simtest.New(0.5, 0.5), Options{Games: 10, Workers: 1, Policies: []string{"plain", "plain"}})
	slow := run(t, simtest.New(0.5, 0.5), Options{Games: 10, Workers: 1, Policies: []string{"lucky:0.1", "plain"}})
	slow.Perf.Elapsed = 200
	band := []SkillRun{{"plain", plain}, {"lucky:0.1", slow}}
	var played [][]string
	gridRun := func(ctx context.Context, what string, setup sim.Setup, specs []string, n int64, stop func(int64) bool) (*Summary, error) {
		played = append(played, specs)
		return Run(ctx, setup, Options{Games: n, Policies: specs})
	}
	with := opposed{simtest.New(0.5, 0.5), []string{"plain", "lucky:0.1"}}
	g, err := ReportGrid(context.Background(), with, band, 20, nil, NewBudget(time.Second), gridRun)
	if err != nil || g == nil || len(played) != 0 || len(g.Rows) != 2 || len(g.Cols) != 1 || g.Cols[0] != "plain" {
		t.Fatalf("got %+v, %v, cells played %v; want the band's column alone, no cell played", g, err, played)
	}
	if g.Cells[0][0] != plain || g.Cells[1][0] != slow {
		t.Errorf("cells %v, want the band's", g.Cells)
	}
}
