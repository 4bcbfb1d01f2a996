package lab

import (
	"context"
	"math"

	"github.com/tmntsim/tmntsim/sim"
)

// A SweepStudy is a sweep of one number of one or more files (tmntsim
// sweep): every file at every value, all on the same seeds.
type SweepStudy struct {
	Vary   Vary
	Target float64 // the win rate whose crossing is looked for; NaN: none
}

// ParseSweep returns the sweep of the flags --vary (required) and
// --target ("" for none); its errors are UsageErrors naming the flag.
func ParseSweep(vary, target string) (SweepStudy, error) {
	st := SweepStudy{Target: math.NaN()}
	if vary == "" {
		return st, Usagef("sweep: --vary PATH=VALUES is required, e.g. --vary villains.foot-ninja.figures=6..14")
	}
	var err error
	if st.Vary, err = ParseVary(vary); err != nil {
		return st, err
	}
	if target != "" {
		st.Target, err = ParseTarget(target)
	}
	return st, err
}

// A SweepLine is what a sweep played of one subject: a point per value.
type SweepLine struct {
	Sub    *Subject
	Points []Point
}

// Play names the path by the subjects' files (Vary.NameIn), makes every
// setup first (SweepSetups: a wrong path fails before any game; skip is
// told of a value that makes a file invalid, left out for every file),
// then plays each subject at every value kept with options o (its
// policies the subject's specs), one after the other; before, if not nil,
// is called before each run: the done-th of total, subject sub at value
// x. Interrupted, it returns the lines played so far (the last one
// incomplete) and ctx's error; a game's failure is worded by the
// subject's unit (Worded).
func (st *SweepStudy) Play(ctx context.Context, subs []Subject, o Options, skip func(*InvalidValue),
	before func(done, total int, sub *Subject, x float64)) ([]SweepLine, error) {
	var datas [][]byte
	for _, sub := range subs {
		datas = append(datas, sub.Data)
	}
	st.Vary.NameIn(datas...)
	values, setups, err := SweepSetups(subs, st.Vary.Path, st.Vary.Name(), st.Vary.Values, skip)
	if err != nil {
		return nil, err
	}
	var lines []SweepLine
	total, done := len(subs)*len(values), 0
	for i := range subs {
		sub := &subs[i]
		o.Policies = sub.Specs
		pts, err := Sweep(ctx, values, func(x float64) (sim.Setup, error) { return setups[i][x], nil }, o, func(k int) {
			done++
			if before != nil {
				before(done, total, sub, values[k])
			}
		})
		if err != nil && !Interrupted(err) {
			return nil, Worded(err, sub.Words.Unit)
		}
		lines = append(lines, SweepLine{sub, pts})
		if err != nil {
			return lines, err
		}
	}
	return lines, nil
}
