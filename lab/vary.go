package lab

import (
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
)

// A Vary is the number a sweep, a tune or a report varies, and the values
// to give it (--vary PATH=VALUES): the path of a number in a file
// (scenarios.SetNumber's syntax) and its values.
type Vary struct {
	Path   string
	Values []float64 // ascending, distinct
	// Lo, Hi and Step are the range when the values were given as one
	// range a..b[:step] (Step 0 when no step was given); Ranged is false
	// for a list.
	Lo, Hi, Step float64
	Ranged       bool
	// Label is Path by names in the files varied (scenarios.NamePath:
	// villains.foot-ninja.figures for villains.2.figures), for people;
	// "" until NameIn, or when the files do not agree.
	Label string
}

// ParseVary parses PATH=VALUES, VALUES a comma-separated list of numbers
// and ranges a..b or a..b:step (scenarios.ParseValues); its error is a
// UsageError naming --vary.
func ParseVary(s string) (Vary, error) {
	path, list, ok := strings.Cut(s, "=")
	path = strings.TrimSpace(path)
	if !ok || path == "" || strings.TrimSpace(list) == "" {
		return Vary{}, Usagef("--vary %q: want PATH=VALUES, e.g. villains.foot-ninja.figures=6..14 or round_limit=6,8,10", s)
	}
	vs, err := scenarios.ParseValues(list)
	if err != nil {
		return Vary{}, Usagef("--vary %s: %v", s, err)
	}
	return Vary{Path: path, Values: vs.Xs, Lo: vs.Lo, Hi: vs.Hi, Step: vs.Step, Ranged: vs.Ranged}, nil
}

// Name returns the path for people: by names, where NameIn found them.
func (v *Vary) Name() string {
	if v.Label != "" {
		return v.Label
	}
	return v.Path
}

// NameIn names the path by the names in the files data, if they all give
// it the same names.
func (v *Vary) NameIn(data ...[]byte) {
	v.Label = ""
	for i, d := range data {
		n := scenarios.NamePath(d, v.Path)
		if i > 0 && n != v.Label {
			v.Label = ""
			return
		}
		v.Label = n
	}
}
