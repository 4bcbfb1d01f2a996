package reports

import (
	"testing"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/recorder"
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
