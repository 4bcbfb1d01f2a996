package main

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
)

// A vary is a --vary flag of sweep, tune and report: the path of a number
// in a battle file (scenarios.SetNumber's syntax) and the values to give
// it.
type vary struct {
	path   string
	values []float64 // ascending, distinct
	// lo, hi and step are the range when the values were given as one
	// range a..b[:step] (step 0 when no step was given); ranged is false
	// for a list.
	lo, hi, step float64
	ranged       bool
	// label is path by names in the files varied (scenarios.NamePath:
	// villains.foot-ninja.figures for villains.2.figures), for people;
	// "" until nameIn, or when the files do not agree.
	label string
}

// name returns the path for people: by names, where nameIn found them.
func (v *vary) name() string {
	if v.label != "" {
		return v.label
	}
	return v.path
}

// nameIn names the path by the names in the files data, if they all
// give it the same names.
func (v *vary) nameIn(data ...[]byte) {
	v.label = ""
	for i, d := range data {
		n := scenarios.NamePath(d, v.path)
		if i > 0 && n != v.label {
			v.label = ""
			return
		}
		v.label = n
	}
}

// parseVary parses PATH=VALUES, VALUES a comma-separated list of numbers
// and ranges a..b or a..b:step (scenarios.ParseValues).
func parseVary(s string) (vary, error) {
	path, list, ok := strings.Cut(s, "=")
	path = strings.TrimSpace(path)
	if !ok || path == "" || strings.TrimSpace(list) == "" {
		return vary{}, usagef("--vary %q: want PATH=VALUES, e.g. villains.foot-ninja.figures=6..14 or round_limit=6,8,10", s)
	}
	vs, err := scenarios.ParseValues(list)
	if err != nil {
		return vary{}, usagef("--vary %s: %v", s, err)
	}
	return vary{path: path, values: vs.Xs, lo: vs.Lo, hi: vs.Hi, step: vs.Step, ranged: vs.Ranged}, nil
}

// roundKnob rounds away the binary noise of a + k·step: 0.30000000000000004
// becomes 0.3.
func roundKnob(x float64) float64 { return scenarios.RoundNumber(x) }

// noteInvalid writes the note of a value err skipped: the file, the value
// and the first problem the loader found.
func noteInvalid(e *env, err *lab.InvalidValue) {
	fmt.Fprintf(e.stderr, "tmntsim: note: %s\n", err.Note())
}

// fmtKnob formats a knob value as it was given.
func fmtKnob(x float64) string { return reports.KnobText(x) }
