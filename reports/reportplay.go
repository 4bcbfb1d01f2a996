package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A CurveKnob is a knob a report's difficulty curve may vary: the knob,
// its values played, and those the battle is not valid with.
type CurveKnob struct {
	Knob    Knob
	Xs      []float64
	Skipped []float64
}

// AddPlay puts what a report's plan played, p, into r: the skill band (the
// headline run by policy alone, with a note, when the band is empty), and
// with knobs the difficulty curve of the knob picked, its line named name,
// its intervals by ci, with notes on the knobs tried and on the values
// left out.
func (r *Report) AddPlay(p *lab.ReportPlay, policy, name string, knobs []CurveKnob, ci stats.CIMethod) {
	for _, s := range p.Skill {
		r.Skill = append(r.Skill, SkillPoint{Policy: s.Policy, Summary: s.Summary})
	}
	if len(r.Skill) == 0 {
		r.Skill = []SkillPoint{{Policy: policy, Summary: p.Main}}
		r.Notes = append(r.Notes, "The skill band has one policy only: no other built-in policy is registered.")
	}
	if len(knobs) == 0 {
		return
	}
	for _, t := range p.Trials {
		r.KnobsTried = append(r.KnobsTried, NewKnobTrial(knobs[t.Knob].Knob.Path, knobs[t.Knob].Xs, t))
	}
	if len(p.Trials) > 0 {
		r.Notes = append(r.Notes, KnobNote(r.KnobsTried, p.Pick, p.Moved))
	}
	c := &knobs[p.Pick]
	if len(c.Skipped) > 0 {
		var skipped []string
		for _, x := range c.Skipped {
			skipped = append(skipped, KnobText(x))
		}
		r.Notes = append(r.Notes, fmt.Sprintf("The difficulty curve leaves out %s = %s: the battle is not valid with %s.",
			c.Knob.Path, strings.Join(skipped, ", "), plural.Choose(len(skipped), "that value", "those values")))
	}
	var pts []stats.CurvePoint
	for _, pt := range p.Curve {
		pts = append(pts, stats.CurvePoint{X: pt.X, Wins: pt.Sum.Count(0, sim.Won), N: pt.Sum.Games()})
	}
	r.Curve = &DifficultyCurve{Knob: c.Knob, Lines: []CurveLine{{Name: name, Curve: stats.NewCurve(pts, ci)}},
		Policy: policy, Target: r.Target, Battles: p.CurveGames}
}
