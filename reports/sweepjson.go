package reports

import (
	"encoding/json"
	"io"
	"math"

	"github.com/tmntsim/tmntsim/scenarios"
)

// WriteJSON writes v to w as indented JSON.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

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

// SweepLineJSON is one file's curve of a SweepJSON.
type SweepLineJSON struct {
	Name     string          `json:"name"` // the battle's name, or its file when names repeat
	Points   []TunePointJSON `json:"points"`
	Crossing *TuneCrossJSON  `json:"crossing,omitempty"`
	Note     string          `json:"crossing_text,omitempty"`
}

// WriteSweepJSON writes curve d of a sweep of the knob path (given as
// --vary gave it) as JSON.
func WriteSweepJSON(w io.Writer, d *DifficultyCurve, path, given, policies string, seed uint64, games int64) error {
	j := SweepJSON{Path: path, Given: given, Policies: policies, Seed: seed, Games: games, Complete: !d.Partial,
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
	return WriteJSON(w, j)
}
