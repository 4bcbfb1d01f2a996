package main

import (
	"fmt"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
)

// A vary is a --vary flag of sweep, tune and report (lab.Vary).
type vary = lab.Vary

// parseVary parses a --vary flag (lab.ParseVary).
func parseVary(s string) (vary, error) { return lab.ParseVary(s) }

// noteInvalid writes the note of a value err skipped: the file, the value
// and the first problem the loader found.
func noteInvalid(e *env, err *lab.InvalidValue) {
	fmt.Fprintf(e.stderr, "tmntsim: note: %s\n", err.Note())
}

// fmtKnob formats a knob value as it was given.
func fmtKnob(x float64) string { return reports.KnobText(x) }
