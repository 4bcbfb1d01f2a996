package reports

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// winsSummary returns a summary of n battles the heroes (seat 0) won
// wins of, the villain the others.
func winsSummary(wins, n int64) *stats.Summary {
	schema := testSchema()
	s := stats.NewSummary(&schema)
	s.Requested = n
	for i := range n {
		var rec sim.Record
		if i < wins {
			rec.Outcome[0], rec.Outcome[1] = sim.Won, sim.Lost
		} else {
			rec.Outcome[0], rec.Outcome[1] = sim.Lost, sim.Won
		}
		s.Add(&rec)
	}
	return s
}

// grid returns a skill grid of 2 hero and 2 villain policies, each cell
// 1000 battles the heroes win per mille of.
func grid(perMille [2][2]int64) *SkillGrid {
	g := &SkillGrid{Heroes: []string{"greedy", "tactician"}, Villains: []string{"random", "planner"}}
	for r := range 2 {
		g.Cells = append(g.Cells, []*stats.Summary{winsSummary(perMille[r][0], 1000), winsSummary(perMille[r][1], 1000)})
	}
	return g
}

func TestSkillGridSentence(t *testing.T) {
	for _, c := range []struct {
		name     string
		perMille [2][2]int64
		want     string
	}{
		{"fair at both ends", [2][2]int64{{500, 300}, {700, 520}}, "Fair between experts (tactician heroes × planner villain: 52.0% of 1,000 battles) and between novices (greedy heroes × random villain: 50.0% of 1,000 battles); fair in 2 of 4 pairings"},
		{"experts only", [2][2]int64{{800, 300}, {900, 480}}, "Fair between experts only (tactician heroes × planner villain: 48.0% of 1,000 battles); between novices it favours the heroes (greedy heroes × random villain: 80.0% of 1,000 battles)"},
		{"novices only", [2][2]int64{{530, 300}, {900, 200}}, "Fair only between novices (greedy heroes × random villain: 53.0% of 1,000 battles); between experts it favours the villain (tactician heroes × planner villain: 20.0% of 1,000 battles)"},
		{"neither", [2][2]int64{{900, 300}, {900, 200}}, "Fair neither between experts (tactician heroes × planner villain: 20.0% of 1,000 battles, favours the villain) nor between novices (greedy heroes × random villain: 90.0% of 1,000 battles, favours the heroes)"},
	} {
		if got := grid(c.perMille).Sentence(0); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got %q, want it to begin %q", c.name, got, c.want)
		}
	}
	// Too few battles at a corner: 6 of 10 is anywhere from 31% to 83%.
	g := grid([2][2]int64{{900, 300}, {900, 200}})
	g.Cells[1][1] = winsSummary(6, 10)
	if got, want := g.Sentence(0), "Between experts (tactician heroes × planner villain: 60.0% of 10 battles) too few battles tell whether it is fair; "+
		"between novices (greedy heroes × random villain: 90.0% of 1,000 battles) it favours the heroes; fair in 0 of 4 pairings "+
		"(95% interval within 5 points of 50%), too few battles to tell in 1."; !strings.HasPrefix(got, want) {
		t.Errorf("too few battles: got %q, want it to begin %q", got, want)
	}
	got := grid([2][2]int64{{500, 300}, {700, 520}}).Sentence(0.5)
	for _, want := range []string{"Hero skill: +22 points for the heroes against the planner villain (tactician heroes over greedy ones).",
		"Villain skill: +18 points for the villain against tactician heroes (the planner villain over the random one)."} {
		if !strings.Contains(got, want) {
			t.Errorf("got %q, want it to say %q", got, want)
		}
	}
}

func TestSkillGridCSVAndPNG(t *testing.T) {
	g := grid([2][2]int64{{500, 300}, {700, 520}})
	var b bytes.Buffer
	if err := g.WriteCSV(&b, 0.5); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 5 || strings.Join(rows[0], ",") != "hero_policy,villain_policy,battles,battles_requested,hero_wins,hero_win_rate,ci95_low,ci95_high,fairness" {
		t.Fatalf("CSV %q, want a header and 4 pairings", rows)
	}
	if got := strings.Join(rows[2], ","); !strings.HasPrefix(got, "greedy,planner,1000,1000,300,0.3,") || !strings.HasSuffix(got, ",villain") {
		t.Errorf("row greedy × planner: %s", got)
	}
	b.Reset()
	if err := g.WritePNG(&b); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&b); err != nil {
		t.Errorf("skill grid PNG: %v", err)
	}
}

func TestWriteReportWithSkillGrid(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	r := testReport(t)
	r.Grid = grid([2][2]int64{{500, 300}, {700, 520}})
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	checkPNG(t, filepath.Join(dir, "skill-grid.png"))
	checkCSV(t, filepath.Join(dir, "skill-grid.csv"))
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `src="skill-grid.png"`) || !strings.Contains(string(page), "Fair between experts (tactician heroes × planner villain: 52.0% of 1,000 battles)") {
		t.Error("index.html shows no skill grid, or not its sentence")
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var j struct {
		Grid struct {
			Pairings []struct {
				Fairness string `json:"fairness"`
			} `json:"pairings"`
		} `json:"skill_grid"`
	}
	if err := json.Unmarshal(data, &j); err != nil || len(j.Grid.Pairings) != 4 || j.Grid.Pairings[1].Fairness != "villain" {
		t.Errorf("report.json's skill grid: %+v (%v), want 4 pairings, greedy × planner favouring the villain", j.Grid, err)
	}
}

// TestSkillGridCellsSayTheirBattles checks that each cell of the grid's
// heat map writes the battles it rests on, so that a cell of a few battles
// (a slow policy's, cut short by the budget) does not pass for one of
// thousands.
func TestSkillGridCellsSayTheirBattles(t *testing.T) {
	g := grid([2][2]int64{{500, 300}, {700, 520}})
	g.Cells[1][1] = winsSummary(2, 3)
	p := MatrixPlot(g.Matrix())
	var rec recorder.Canvas
	p.Draw(draw.NewCanvas(&rec, 16*vg.Centimeter, 12*vg.Centimeter))
	counts := map[string]int{}
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok {
			counts[f.String]++
		}
	}
	if counts[plural.Of(int64(1000), "battle")] != 3 || counts["3 battles"] != 1 {
		t.Errorf("cells' battle counts drawn: %v; want 3 of %q and 1 of \"3 battles\"", counts, plural.Of(int64(1000), "battle"))
	}
}
