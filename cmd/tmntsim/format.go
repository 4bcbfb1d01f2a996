package main

import (
	"io"

	"github.com/tmntsim/tmntsim/reports"
)

// writeSweepJSON writes curve d of a sweep of v as JSON (reports.WriteSweepJSON).
func writeSweepJSON(w io.Writer, d *reports.DifficultyCurve, v *vary, policies string, seed uint64, games int64) error {
	return reports.WriteSweepJSON(w, d, v.name(), v.path, policies, seed, games)
}
