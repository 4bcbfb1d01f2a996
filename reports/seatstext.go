package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"path/filepath"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// WriteText writes what tmntsim report prints once the report of the file
// name (safe to print) is written into dir: the verdict, each seat's win
// rate, the first player's advantage, and where the page is.
func (r *SeatReport) WriteText(w io.Writer, name, dir string) error {
	s := r.Summary
	fmt.Fprintln(w, r.Verdict().Text)
	for i, seat := range s.Schema().Seats {
		rate, lo, hi := s.WinRate(i)
		fmt.Fprintf(w, "%s, %s: win rate %s (95%% CI %s – %s), policy %s\n", name, textsafe.Term(seat),
			Pct(rate), Pct(lo), Pct(hi), s.Policy(i))
	}
	if f := r.First; f != nil {
		fmt.Fprintf(w, "%s: the first player wins %s (95%% CI %s – %s), paired over %s of games\n", name,
			Pct(f.Rate), Pct(f.Lo), Pct(f.Hi), plural.Of(f.Pairs, "pair"))
	}
	_, err := fmt.Fprintf(w, "report written to %s (%s played in %.1f s)\n", filepath.Join(dir, "index.html"), plural.Of(s.Games(), textsafe.Term(s.Words().Game)), r.Elapsed)
	return err
}
