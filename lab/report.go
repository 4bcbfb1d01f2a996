package lab

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// The planning of a report: its headline run, its skill band (the setup
// played by each policy from the novice to the expert), the trials of its
// candidate knobs (each played at the ends of its range, to find the one
// that moves the focus seat's win rate most) and its difficulty curve over
// that knob, all under one time budget.

// Time budget of a report: the weight of each stage in the budget (a
// Budget, whose checkpoints end a run once its share is spent).
const (
	ReportMainShare  = 0.3 // the headline run
	ReportSkillShare = 0.4 // the skill band's other policies, shared equally
	ReportCurveShare = 0.3 // the knob trials and the curve's points, shared equally
	// CurveSteps is the number of values of a difficulty curve each side
	// of the setup's own (KnobValues), and CurveDivisor the divisor of the
	// report's games for the games of one of its points.
	CurveSteps   = 3
	CurveDivisor = 4
)

// KnobValues returns CurveSteps values each side of cur, a step of about
// a fifth of cur apart, none below least: the values a difficulty curve
// plays of a count.
func KnobValues(cur, least int) []float64 {
	step := max(1, int(math.Round(float64(cur)/5)))
	var xs []float64
	for k := -CurveSteps; k <= CurveSteps; k++ {
		if x := cur + k*step; x >= least {
			xs = append(xs, float64(x))
		}
	}
	return xs
}

// A ReportRun plays one run of a report: setup with policy spec for its
// focus seat, at most n games, ended early when stop (nil: never) says so
// given the games done; what names the run, for progress. An interrupted
// run returns an error Interrupted recognizes.
type ReportRun func(ctx context.Context, what string, setup sim.Setup, spec string, n int64, stop func(done int64) bool) (*Summary, error)

// A Knob is a number of a report's setup its difficulty curve may vary:
// the values it plays, ascending (at least two), and the setup of each,
// in the same order.
type Knob struct {
	Path   string
	Xs     []float64
	Setups []sim.Setup
}

// A ReportPlan is what a report plays.
type ReportPlan struct {
	Setup  sim.Setup
	Policy string // the headline run's policy of the focus seat
	Games  int64  // the headline run's games
	// Skill holds the skill band's policies, novice to expert; the
	// headline policy among them is not played again. SkillGames, if not
	// nil, returns the games of a policy of the band (default Games).
	Skill      []string
	SkillGames func(spec string) int64
	// Knobs are the difficulty curve's candidates: with several, each is
	// first tried at the ends of its range.
	Knobs  []Knob
	Budget *Budget // nil: no budget
	Run    ReportRun
}

// A SkillRun is the run of one policy of a skill band.
type SkillRun struct {
	Policy  string
	Summary *Summary
}

// A KnobTrial is what a candidate knob, played at the two ends of its
// range, did to the focus seat's win rate: Diff is the rate at High less
// the rate at Low, DiffLo and DiffHi its 95% interval, and Moves says
// whether that interval excludes 0 (the knob moves the rate beyond
// chance).
type KnobTrial struct {
	Knob                 int // its index in the plan's Knobs
	Low, High            *Summary
	Diff, DiffLo, DiffHi float64
	Moves                bool
}

// A ReportPlay is what a report's plan played.
type ReportPlay struct {
	Main  *Summary
	Skill []SkillRun // in the plan's order; empty when the plan has none
	// Trials are the knob trials, one per knob, when the plan has
	// several knobs; Pick is the knob the curve varies (the one that
	// moved the win rate most, else the first), Moved whether any moved.
	Trials []KnobTrial
	Pick   int
	Moved  bool
	// Curve holds the points of knob Pick, each played CurveGames games
	// at most; it is empty when the plan has no knobs.
	Curve      []Point
	CurveGames int64
}

// Play plays the plan: the headline run, the skill band, the knob trials
// and the curve, each run with its share of the budget, and returns what
// they gave. All runs share their seeds. An error (an interruption among
// them) ends the plan and comes with no result.
func (p *ReportPlan) Play(ctx context.Context) (*ReportPlay, error) {
	b := p.Budget
	if b == nil {
		b = NewBudget(0)
	}
	main, err := p.Run(ctx, "headline run", p.Setup, p.Policy, p.Games,
		b.Stop(b.Share(ReportMainShare, ReportMainShare+ReportSkillShare+ReportCurveShare, 1)))
	if err != nil {
		return nil, err
	}
	r := &ReportPlay{Main: main}
	if r.Skill, err = p.skillBand(ctx, b, main); err != nil {
		return nil, err
	}
	if len(p.Knobs) > 0 {
		if err := p.curve(ctx, b, r); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// skillBand plays the skill band's policies but the headline one, whose
// run is main, each with an equal share of the skill band's budget.
func (p *ReportPlan) skillBand(ctx context.Context, b *Budget, main *Summary) ([]SkillRun, error) {
	others := 0
	for _, spec := range p.Skill {
		if spec != p.Policy {
			others++
		}
	}
	var out []SkillRun
	for _, spec := range p.Skill {
		sum := main
		if spec != p.Policy {
			d := b.Share(ReportSkillShare, ReportSkillShare+ReportCurveShare, others)
			others--
			n := p.Games
			if p.SkillGames != nil {
				n = p.SkillGames(spec)
			}
			var err error
			if sum, err = p.Run(ctx, "skill band", p.Setup, spec, n, b.Stop(d)); err != nil {
				return nil, err
			}
		}
		out = append(out, SkillRun{Policy: spec, Summary: sum})
	}
	return out, nil
}

// curve plays the difficulty curve into r. With several knobs it first
// plays each at the two ends of its range and picks the one whose ends
// differ most in the focus seat's win rate, among those that move it
// beyond chance; when none does, the first.
func (p *ReportPlan) curve(ctx context.Context, b *Budget, r *ReportPlay) error {
	n := min(max(BudgetMin, p.Games/CurveDivisor), p.Games)
	r.CurveGames = n
	k := &p.Knobs[0]
	left := len(k.Xs) // the curve's runs to go, for the budget
	if len(p.Knobs) > 1 {
		left = 2*len(p.Knobs) + len(k.Xs) - 2
	}
	run := func(what string, setup sim.Setup) (*Summary, error) {
		sum, err := p.Run(ctx, what, setup, p.Policy, n, b.Stop(b.Share(ReportCurveShare, ReportCurveShare, left)))
		left--
		return sum, err
	}
	played := map[int]*Summary{} // the points of knob k played already, by index
	if len(p.Knobs) > 1 {
		best, bestD := -1, 0.0
		for i := range p.Knobs {
			ki := &p.Knobs[i]
			var ends [2]*Summary
			for end, j := range []int{0, len(ki.Xs) - 1} {
				what := fmt.Sprintf("trying knob %d/%d, %s = %s", i+1, len(p.Knobs), ki.Path, fmtX(ki.Xs[j]))
				var err error
				if ends[end], err = run(what, ki.Setups[j]); err != nil {
					return err
				}
			}
			t := newKnobTrial(i, ends)
			r.Trials = append(r.Trials, t)
			if t.Moves && (best < 0 || math.Abs(t.Diff) > bestD) {
				best, bestD = i, math.Abs(t.Diff)
			}
		}
		r.Pick, r.Moved = max(best, 0), best >= 0
		k = &p.Knobs[r.Pick]
		played[0], played[len(k.Xs)-1] = r.Trials[r.Pick].Low, r.Trials[r.Pick].High
		left = len(k.Xs) - 2
	}
	for i, setup := range k.Setups {
		sum, ok := played[i]
		if !ok {
			what := fmt.Sprintf("difficulty curve %d/%d, %s = %s", i+1, len(k.Setups), k.Path, fmtX(k.Xs[i]))
			var err error
			if sum, err = run(what, setup); err != nil {
				return err
			}
		}
		r.Curve = append(r.Curve, Point{X: k.Xs[i], Sum: sum})
	}
	return nil
}

// newKnobTrial returns what knob i's ends, played into summaries lo and
// hi, did to the focus seat's win rate.
func newKnobTrial(i int, ends [2]*Summary) KnobTrial {
	lo, hi := ends[0], ends[1]
	t := KnobTrial{Knob: i, Low: lo, High: hi}
	rl, _, _ := Rate(lo)
	rh, _, _ := Rate(hi)
	t.Diff = rh - rl
	t.DiffLo, t.DiffHi = stats.DiffInterval(Wins(hi), hi.Games(), Wins(lo), lo.Games(), stats.Conf95)
	t.Moves = t.DiffLo > 0 || t.DiffHi < 0
	return t
}

// fmtX formats a knob value as it was given.
func fmtX(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
