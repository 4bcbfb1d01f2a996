package lab

import (
	"context"
	"errors"
	"fmt"

	"github.com/tmntsim/tmntsim/sim"
)

// A TuneStudy is a tuning of one number of one file (tmntsim tune): the
// values of a grid over a range, bisected toward a target win rate of
// the focus seat (Tuned).
type TuneStudy struct {
	Vary     Vary
	Target   float64
	MaxGames int64     // the most games at one value
	Grid     []float64 // the values searched (TuneGrid of the range)
}

// ParseTune returns the tuning of the flags: files the number of files
// given (one at most), vary --vary (a range), target --target, maxGames
// --max-battles (at least games, --battles). Its errors are UsageErrors
// naming the flag.
func ParseTune(files int, vary, target string, maxGames, games int64) (TuneStudy, error) {
	t := TuneStudy{MaxGames: maxGames}
	switch {
	case files > 1:
		return t, Usagef("tune: one battle at a time (got %d)", files)
	case vary == "":
		return t, Usagef("tune: --vary PATH=a..b is required, e.g. --vary villains.foot-ninja.figures=4..16")
	case target == "":
		return t, Usagef("tune: --target RATE is required, e.g. --target 50%%")
	case maxGames < games:
		return t, Usagef("--max-battles: %d is less than --battles %d", maxGames, games)
	}
	var err error
	if t.Vary, err = ParseVary(vary); err != nil {
		return t, err
	}
	if !t.Vary.Ranged || t.Vary.Lo == t.Vary.Hi {
		return t, Usagef("--vary %s: tune searches a range; give PATH=a..b with a < b", vary)
	}
	t.Grid = TuneGrid(t.Vary.Lo, t.Vary.Hi, t.Vary.Step)
	t.Target, err = ParseTarget(target)
	return t, err
}

// Play names the path by sub's file (Vary.NameIn) and tunes sub with
// options o, its policies the subject's specs (Tuned); before, if not
// nil, is called before each run with the value and the games it will
// have then. A value that makes the file invalid is told to skip, named
// by the path's name, once the tuning is done. Interrupted, it returns
// what was found so far and ctx's error; a game's failure is worded by
// the subject's unit (Worded).
func (t *TuneStudy) Play(ctx context.Context, sub *Subject, o Options, before func(x float64, games int64), skip func(*InvalidValue)) (*Tuning, error) {
	t.Vary.NameIn(sub.Data)
	o.Policies = sub.Specs
	spec := Tune{Grid: t.Grid, Target: t.Target, MaxGames: t.MaxGames, CI: o.CI, Before: before}
	res, err := Tuned(ctx, func(x float64) (sim.Setup, error) { return sub.With(t.Vary.Path, x) }, o, spec)
	if err != nil && !Interrupted(err) {
		return nil, Worded(err, sub.Words.Unit)
	}
	for _, p := range res.Points {
		var iv *InvalidValue
		if errors.As(p.Err, &iv) {
			iv.Path = t.Vary.Name()
			skip(iv)
		} else if p.Err != nil {
			return nil, p.Err
		}
	}
	return res, err
}

// Best returns the value of the grid res found closest to the target, or
// an error when no value made a valid file (what names it: "battle
// file").
func (t *TuneStudy) Best(res *Tuning, what string) (float64, error) {
	if res.Best < 0 {
		return 0, fmt.Errorf("tune: no value of %s in %s..%s makes a valid %s", t.Vary.Name(), knobText(t.Grid[0]), knobText(t.Grid[len(t.Grid)-1]), what)
	}
	return res.Points[res.Best].X, nil
}
