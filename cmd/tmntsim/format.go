package main

import (
	"encoding/json"
	"io"
	"math"

	"github.com/tmntsim/tmntsim/reports"
)

// writeJSON writes v to w as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// sweepJSON is a sweep in --format json: a curve per file.
type sweepJSON struct {
	Path     string          `json:"path"`       // by names (villains.foot-ninja.figures)
	Given    string          `json:"path_given"` // as --vary gave it
	Policies string          `json:"policies"`
	Seed     uint64          `json:"seed"`
	Games    int64           `json:"games_per_value"`
	Target   *float64        `json:"target"` // null: none
	Complete bool            `json:"complete"`
	Lines    []sweepLineJSON `json:"curves"`
}

type sweepLineJSON struct {
	Name     string          `json:"name"` // the battle's name, or its file when names repeat
	Points   []tunePointJSON `json:"points"`
	Crossing *tuneCrossJSON  `json:"crossing,omitempty"`
	Note     string          `json:"crossing_text,omitempty"`
}

// writeSweepJSON writes curve d of a sweep of v as JSON.
func writeSweepJSON(w io.Writer, d *reports.DifficultyCurve, v *vary, policies string, seed uint64, games int64) error {
	j := sweepJSON{Path: v.name(), Given: v.path, Policies: policies, Seed: seed, Games: games, Complete: !d.Partial,
		Lines: []sweepLineJSON{}}
	if !math.IsNaN(d.Target) {
		t := roundKnob(d.Target)
		j.Target = &t
	}
	for i, line := range d.Lines {
		lj := sweepLineJSON{Name: line.Name, Points: []tunePointJSON{}}
		for k, pt := range line.Curve.Points {
			lj.Points = append(lj.Points, tunePointJSON{Value: pt.X, Games: pt.N, WinRate: reports.NewEstimate(line.Curve.Rate(k))})
		}
		if j.Target != nil {
			lj.Note = d.CrossingText(i)
			if cr := d.Crossing(i); cr.Found {
				lj.Crossing = &tuneCrossJSON{Value: cr.X, Lo: cr.Lo, Hi: cr.Hi, Text: lj.Note}
				lj.Note = ""
			}
		}
		j.Lines = append(j.Lines, lj)
	}
	return writeJSON(w, j)
}
