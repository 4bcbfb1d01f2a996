package reports

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// A Sweep is a sweep of one number (lab.Sweep) in the words of its game, as
// tmntsim sweep prints it: a row per file and value, then where each curve
// crosses the target.
type Sweep struct {
	Path, Policies string // the path by names, the policies in words
	Given          string // the path as --vary gave it
	Seed           uint64
	Games          int64     // at each value
	File           string    // what a file is called ("battle", "file")
	Words          lab.Words // the game's: a game ("battle"), its focus seat's wins, its length
	Rows           []SweepRow
	Curve          *DifficultyCurve
}

// Add adds the points a sweep played of the file name: a row per point
// played, and the file's line of the curve, its intervals by ci.
//
// The curve takes the sweep's words: its CSV and plot speak of the
// game's focus seat.
func (s *Sweep) Add(name string, pts []lab.Point, ci stats.CIMethod) {
	s.Curve.Words = s.Words
	var cps []stats.CurvePoint
	for _, p := range pts {
		if p.Sum != nil && p.Sum.Games() > 0 {
			s.Rows = append(s.Rows, SweepRow{File: textsafe.Term(name), Point: p})
			cps = append(cps, stats.CurvePoint{X: p.X, Wins: lab.Wins(p.Sum), N: p.Sum.Games()})
		}
	}
	if len(cps) > 0 {
		s.Curve.Lines = append(s.Curve.Lines, CurveLine{Name: name, Curve: stats.NewCurve(cps, ci)})
	}
}

// A SweepRow is one value of one file of a sweep.
type SweepRow struct {
	File string // safe to print
	lab.Point
}

// WriteText writes the sweep as a table.
func (s *Sweep) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "sweep of %s, %s, seed %d, %s a value (the same seeds at every value)\n\n", s.Path, s.Policies, s.Seed, plural.Of(s.Games, s.Words.Unit))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\tvalue\t%ss\t%s\t95%% CI\t%s\n", s.File, s.Words.Unit, s.Words.Wins, s.Words.Turns)
	for _, r := range s.Rows {
		rate, lo, hi := lab.Rate(r.Sum)
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s – %s\t%s\n", r.File, KnobText(r.X), r.Sum.Games(),
			Pct(rate), Pct(lo), Pct(hi), MeanPM(r.Sum.Turns()))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if d := s.Curve; !math.IsNaN(d.Target) {
		fmt.Fprintln(w)
		for i, line := range d.Lines {
			fmt.Fprintf(w, "%s: %s win rate %s\n", textsafe.Term(line.Name), s.Words.Whose, d.CrossingText(i))
		}
	}
	return nil
}
