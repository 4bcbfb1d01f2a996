package reports

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// TestCurveKnobLineMissesLegend checks that the dashed line of the knob's
// value in the file stops at 100%, below the room kept for the legend,
// instead of running through the legend's text.
func TestCurveKnobLineMissesLegend(t *testing.T) {
	p := newPlot("", "", "")
	p.X.Min, p.X.Max = 0, 10
	percentAxis(&p.Y, 3)
	line := knobLine(5)
	var rec recorder.Canvas
	c := draw.NewCanvas(&rec, vg.Points(400), vg.Points(300))
	line.Plot(c, p)
	_, trY := p.Transforms(&c)
	top := trY(100)
	strokes := 0
	for _, a := range rec.Actions {
		s, ok := a.(*recorder.Stroke)
		if !ok {
			continue
		}
		strokes++
		for _, comp := range s.Path {
			if comp.Pos.Y > top+0.01 {
				t.Errorf("the line reaches y %v, above 100%% at %v (the legend's room)", comp.Pos.Y, top)
			}
		}
	}
	if strokes == 0 {
		t.Fatal("the line drew nothing")
	}
}

// TestCurveLegendAboveData checks that the difficulty curve's legend, of
// every row (a line, its crossing, the file's value), sits above the area
// the data is drawn in, so that a curve and its band near 100% never run
// under its text.
func TestCurveLegendAboveData(t *testing.T) {
	d := &DifficultyCurve{Knob: Knob{Path: "win.defeat-figures.n", Current: 10}, Target: 0.95, Policy: "planner",
		Lines: []CurveLine{{Name: "Intro Brawl", Curve: stats.NewCurve([]stats.CurvePoint{
			{X: 6, Wins: 199, N: 200}, {X: 10, Wins: 195, N: 200}, {X: 14, Wins: 188, N: 200}, {X: 18, Wins: 170, N: 200}}, stats.MethodWilson)}}}
	p := CurvePlot(d)
	var rec recorder.Canvas
	c := draw.NewCanvas(&rec, 16*vg.Centimeter, 10*vg.Centimeter)
	p.Draw(c)
	top := p.DataCanvas(c).Max.Y
	legend := map[string]bool{"win rate with its 95% band": true, d.CrossingText(0): true, "in the battle file: 10": true}
	found := 0
	for _, a := range rec.Actions {
		f, ok := a.(*recorder.FillString)
		if !ok || !legend[f.String] {
			continue
		}
		found++
		if f.Point.Y < top {
			t.Errorf("legend row %q at y %v, inside the data area (its top at %v)", f.String, f.Point.Y, top)
		}
	}
	if found != len(legend) {
		t.Errorf("found %d of the %d legend rows", found, len(legend))
	}
}

// TestSkillLegendAboveData checks that the skill band's legend sits above
// the area its band and points are drawn in, its two rows apart by a
// row's text at least (ascent and descent), so that neither row's text or
// icon runs into the other's.
func TestSkillLegendAboveData(t *testing.T) {
	points := []SkillPoint{{Policy: "random"}, {Policy: "planner"}}
	for i, wins := range []int{2, 195} {
		sc := testSchema()
		s := stats.NewSummary(&sc)
		for g := range 200 {
			r := sim.Record{}
			r.Outcome[0], r.Outcome[1] = sim.Lost, sim.Won
			if g < wins {
				r.Outcome[0], r.Outcome[1] = sim.Won, sim.Lost
			}
			s.Add(&r)
		}
		points[i].Summary = s
	}
	p := SkillPlot(points)
	var rec recorder.Canvas
	c := draw.NewCanvas(&rec, 16*vg.Centimeter, 10*vg.Centimeter)
	p.Draw(c)
	top := p.DataCanvas(c).Max.Y
	var ys []vg.Length
	for _, a := range rec.Actions {
		f, ok := a.(*recorder.FillString)
		if !ok || !strings.HasPrefix(f.String, "skill band: ") && f.String != "win rate with its 95% interval" {
			continue
		}
		ys = append(ys, f.Point.Y)
		if f.Point.Y < top {
			t.Errorf("legend row %q at y %v, inside the data area (its top at %v)", f.String, f.Point.Y, top)
		}
	}
	if len(ys) != 2 {
		t.Fatalf("found %d legend rows, want 2", len(ys))
	}
	if h := p.Legend.TextStyle.Height("Xg"); vg.Length(math.Abs(float64(ys[0]-ys[1]))) < h {
		t.Errorf("legend rows %v apart, want at least a row's text (%v)", math.Abs(float64(ys[0]-ys[1])), h)
	}
}

// TestStrikesLegendRowsApart checks that a strike panel's legend, a row per
// villain type, keeps its rows apart by a row's text at least, so that
// their text and swatches do not touch.
func TestStrikesLegendRowsApart(t *testing.T) {
	pmf := []float64{0.6, 0.3, 0.1}
	panels := strikePanels([]Strike{
		{Hero: "Leonardo", Villain: "Karai", Attack: 1, Dice: 2, Block: 2, PMF: pmf},
		{Hero: "Leonardo", Villain: "Foot Ninja", Attack: 1, Dice: 2, Block: 1, PMF: pmf},
	})
	if len(panels) != 1 {
		t.Fatalf("%d panels, want 1", len(panels))
	}
	p := panels[0]
	var rec recorder.Canvas
	c := draw.NewCanvas(&rec, strikePanelW, strikePanelH)
	p.Draw(c)
	var ys []vg.Length
	for _, a := range rec.Actions {
		if f, ok := a.(*recorder.FillString); ok && strings.Contains(f.String, "(Block ") {
			ys = append(ys, f.Point.Y)
		}
	}
	if len(ys) != 2 {
		t.Fatalf("found %d legend rows, want 2", len(ys))
	}
	if h := p.Legend.TextStyle.Height("Xg"); vg.Length(math.Abs(float64(ys[0]-ys[1]))) < h {
		t.Errorf("legend rows %v apart, want at least a row's text (%v)", math.Abs(float64(ys[0]-ys[1])), h)
	}
}
