package battlefile

import (
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
)

// SkillOrder lists the built-in hero policies from the novice to the
// expert: the order of a report's skill band.
var SkillOrder = []string{"random", "greedy", "tactician", "planner", "lookahead"}

// SlowPolicies are the hero policies that take of the order of a second a
// battle: in a report's skill band they play at most its slow cap.
var SlowPolicies = []string{"lookahead"}

// SkillPolicies returns the policies of a report's skill band, novice to
// expert, of the policies names: every name but "first", the known ones
// in SkillOrder, then the others by their order in names.
func SkillPolicies(names []string) []string {
	var out []string
	for _, n := range SkillOrder {
		if slices.Contains(names, n) {
			out = append(out, n)
		}
	}
	for _, n := range names {
		if n != "first" && !slices.Contains(SkillOrder, n) {
			out = append(out, n)
		}
	}
	return out
}

// SkillGames returns the battles the skill band's policy spec plays: n,
// or slowCap if fewer and the policy is slow (a slowCap of 0: n).
func SkillGames(spec string, n, slowCap int64) int64 {
	name, _, _ := strings.Cut(spec, ":")
	if slowCap > 0 && slices.Contains(SlowPolicies, name) {
		return min(n, slowCap)
	}
	return n
}

// A Curve is a knob a report's difficulty curve may vary, with the
// variants of the battle it plays.
type Curve struct {
	Path, Label string
	Current     float64   // the battle's value; NaN for a knob given by hand
	Variants    []*Loaded // the curve's variants
	Xs          []float64 // their knob values, ascending
	Skipped     []float64 // values the battle is not valid with
}

// Curves returns the knobs a designer turns (Knobs) that a difficulty
// curve may vary, each with its variants at lab.KnobValues; a knob with
// fewer than two valid values is left out.
func (l *Loaded) Curves() []Curve {
	var out []Curve
	for _, k := range l.Knobs() {
		c := Curve{Path: k.Path, Label: k.Label, Current: float64(k.Current)}
		for _, x := range lab.KnobValues(k.Current, k.Least) {
			v, err := l.With(k.Path, x)
			if err != nil || !k.Has(v.Battle, x) {
				c.Skipped = append(c.Skipped, x)
				continue
			}
			c.Variants, c.Xs = append(c.Variants, v), append(c.Xs, x)
		}
		if len(c.Variants) >= 2 {
			out = append(out, c)
		}
	}
	return out
}
