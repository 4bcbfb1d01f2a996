package reports

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
)

// A Sweep is a sweep of one number (lab.Sweep) in the words of its game, as
// tmntsim sweep prints it: a row per file and value, then where each curve
// crosses the target.
type Sweep struct {
	Path, Policies string // the path by names, the policies in words
	Seed           uint64
	Games          int64 // at each value
	// The words of the game: a file ("battle", "file"), a game
	// ("battle"), its focus seat's wins ("heroes win", "seat1 wins") and
	// win rate ("the heroes'"), its length ("rounds").
	File, Unit, Wins, Whose, Turns string
	Rows                           []SweepRow
	Curve                          *DifficultyCurve
}

// A SweepRow is one value of one file of a sweep.
type SweepRow struct {
	File string // safe to print
	lab.Point
}

// WriteText writes the sweep as a table.
func (s *Sweep) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "sweep of %s, %s, seed %d, %d %ss a value (the same seeds at every value)\n\n", s.Path, s.Policies, s.Seed, s.Games, s.Unit)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\tvalue\t%ss\t%s\t95%% CI\t%s\n", s.File, s.Unit, s.Wins, s.Turns)
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
			fmt.Fprintf(w, "%s: %s win rate %s\n", textsafe.Term(line.Name), s.Whose, d.CrossingText(i))
		}
	}
	return nil
}
