package reports

import (
	"io"
	"math"

	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/stats"
)

// SweepJSON is a sweep in --format json: a curve per file.
type SweepJSON struct {
	Path     string          `json:"path"`       // by names (villains.foot-ninja.figures)
	Given    string          `json:"path_given"` // as --vary gave it
	Policies string          `json:"policies"`
	Seed     uint64          `json:"seed"`
	Games    int64           `json:"games_per_value"`
	Target   *float64        `json:"target"` // null: none
	Complete bool            `json:"complete"`
	Lines    []SweepLineJSON `json:"curves"`
}

// SweepLineJSON is the curve of one file of a sweep in --format json.
type SweepLineJSON struct {
	Name     string          `json:"name"` // the battle's name, or its file when names repeat
	Points   []TunePointJSON `json:"points"`
	Crossing *TuneCrossJSON  `json:"crossing,omitempty"`
	Note     string          `json:"crossing_text,omitempty"`
}

// WriteJSON writes the sweep's curve as JSON.
func (s *Sweep) WriteJSON(w io.Writer) error {
	d := s.Curve
	j := SweepJSON{Path: s.Path, Given: s.Given, Policies: s.Policies, Seed: s.Seed, Games: s.Games, Complete: !d.Partial,
		Lines: []SweepLineJSON{}}
	if !math.IsNaN(d.Target) {
		t := scenarios.RoundNumber(d.Target)
		j.Target = &t
	}
	for i, line := range d.Lines {
		lj := SweepLineJSON{Name: line.Name, Points: []TunePointJSON{}}
		for k, pt := range line.Curve.Points {
			lj.Points = append(lj.Points, TunePointJSON{Value: pt.X, Games: pt.N, WinRate: NewEstimate(line.Curve.Rate(k))})
		}
		if j.Target != nil {
			lj.Note = d.CrossingText(i)
			if cr := d.Crossing(i); cr.Found {
				lj.Crossing = &TuneCrossJSON{Value: cr.X, Lo: cr.Lo, Hi: cr.Hi, Text: lj.Note}
				lj.Note = ""
			}
		}
		j.Lines = append(j.Lines, lj)
	}
	return writeIndented(w, j)
}

// WriteCSV writes the sweep's curve as CSV (WriteCurveCSV).
func (s *Sweep) WriteCSV(w io.Writer) error { return WriteCurveCSV(w, s.Curve) }

// WritePNG draws the sweep's curve with its 95% band.
func (s *Sweep) WritePNG(w io.Writer) error {
	return RenderPNG(w, CurvePlot(s.Curve), 16*vg.Centimeter, 10*vg.Centimeter)
}

// NewSweep returns the sweep st played, in the words of its first file
// first, with a line for each of lines, its intervals by ci: played by
// hero, the heroes' policy of a battle ("" for a game's file), on seed,
// games at each value; partial when it was interrupted.
func NewSweep(st *lab.SweepStudy, first *lab.Subject, lines []lab.SweepLine, hero string, seed uint64, games int64, ci stats.CIMethod, partial bool) *Sweep {
	path := st.Vary.Name()
	x := &Sweep{Path: path, Given: st.Vary.Path, Policies: first.Policies, Seed: seed, Games: games, File: "file", Words: first.Words,
		Curve: &DifficultyCurve{Knob: Knob{Path: path, Label: path, Current: math.NaN()}, Target: st.Target, Policy: hero, Partial: partial}}
	if hero != "" {
		x.File = "battle"
	}
	for _, l := range lines {
		x.Add(l.Sub.Name, l.Points, ci)
	}
	return x
}
