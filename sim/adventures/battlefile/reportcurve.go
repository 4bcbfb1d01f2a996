package battlefile

import (
	"math"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// NoCurveNote is a report's note on a battle with no knob to vary.
const NoCurveNote = "No difficulty curve: the battle has no minion pool, round limit or win or loss condition count to vary; give one with --vary PATH=VALUES."

// ReportCurves returns the knobs a report's difficulty curve may vary,
// each with its variants: the number at path set to each of xs when path
// is given (--vary), else the battle's candidate knobs (Curves), whose ends
// are tried to pick the one that moves the win rate most. The notes say
// why there is no curve.
func (l *Loaded) ReportCurves(path string, xs []float64) (cands []Curve, notes []string, err error) {
	if path == "" {
		if cands = l.Curves(); len(cands) == 0 {
			notes = append(notes, NoCurveNote)
		}
		return cands, notes, nil
	}
	named := scenarios.NamePath(l.Data, path)
	c := Curve{Path: named, Label: named, Current: math.NaN()}
	for _, x := range xs {
		v, err := Variant(l, path, x)
		if err != nil {
			return nil, nil, err
		}
		c.Variants, c.Xs = append(c.Variants, v), append(c.Xs, x)
	}
	return []Curve{c}, nil, nil
}

// SkillBand returns the policies of a report's skill band, novice to
// expert: list's, a comma-separated list of specs each checked by valid,
// or when list is empty SkillPolicies of the policies names.
func SkillBand(list string, names []string, valid func(spec string) error) ([]string, error) {
	if list == "" {
		return SkillPolicies(names), nil
	}
	var out []string
	for _, p := range strings.Split(list, ",") {
		if p = strings.TrimSpace(p); p != "" {
			if err := valid(p); err != nil {
				return nil, err
			}
			out = append(out, p)
		}
	}
	return out, nil
}

// PlanKnobs returns the knobs of a report's plan (lab.ReportPlan) of the
// curves cands, each variant played as setup makes it.
func PlanKnobs(cands []Curve, setup func(*Loaded) sim.Setup) []lab.Knob {
	var out []lab.Knob
	for _, c := range cands {
		k := lab.Knob{Path: c.Path, Xs: c.Xs}
		for _, v := range c.Variants {
			k.Setups = append(k.Setups, setup(v))
		}
		out = append(out, k)
	}
	return out
}
