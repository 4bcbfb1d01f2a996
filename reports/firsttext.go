package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// WriteFirstText writes the first-player study of a two-seat game as
// tmntsim first prints it: each seat's win rate going first and going
// second, paired by game, and the first player's over both orders. source
// names the file, policies says the seats' policies in words, and seed is
// the study's.
func WriteFirstText(w io.Writer, f *FirstAdvantage, source, policies string, seed uint64) error {
	n := f.Pairs
	fmt.Fprintf(w, "first-player advantage: %s, %s\n", textsafe.Term(source), policies)
	fmt.Fprintf(w, "%s with %s going first and the same %d with %s going first (game i of both from seed %d's game i: the same deals)\n\n",
		plural.Of(n, "game"), textsafe.Term(f.Seats[0].Name), n, textsafe.Term(f.Seats[1].Name), seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\tgoing first\tgoing second\tfirst less second (paired, 95% interval)\tMcNemar p")
	for _, s := range f.Seats {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s (%s – %s)\t%s\n", textsafe.Term(s.Name), Pct(s.First), Pct(s.Second),
			Points(s.Diff), Signed(100*s.DiffLo), Signed(100*s.DiffHi), PValue(s.McNemarP))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nthe first player's win rate over both orders: %s (%s – %s), %s against an even 50%%\n",
		Pct(f.Rate), Pct(f.Lo), Pct(f.Hi), Points(f.Rate-0.5))
	if f.Draws > 0 {
		fmt.Fprintf(w, "%d of the %d games %s drawn: they count as won by neither\n", f.Draws, 2*n, plural.Choose(f.Draws, "was", "were"))
	}
	fmt.Fprintf(w, "in words: %s\n", FirstWords(f.Rate, f.Lo, f.Hi, n))
	return nil
}

// WriteFirstBlock writes the first player's advantage f as a short block
// after a run's summary (tmntsim run on a match): the first player's win
// rate over both orders, each seat's paired difference going first less
// going second, and what it means in words.
func WriteFirstBlock(w io.Writer, f *FirstAdvantage) error {
	fmt.Fprintf(w, "\nfirst player: the same %s again with the seats swapped, paired (tmntsim first)\n", plural.Of(f.Pairs, "game"))
	fmt.Fprintf(w, "  the first player wins %s (95%% CI %s – %s), %s against an even 50%%\n", Pct(f.Rate), Pct(f.Lo), Pct(f.Hi), Points(f.Rate-0.5))
	for _, s := range f.Seats {
		fmt.Fprintf(w, "  %s going first less going second: %s (%s – %s)\n", textsafe.Term(s.Name), Points(s.Diff), Signed(100*s.DiffLo), Signed(100*s.DiffHi))
	}
	_, err := fmt.Fprintf(w, "  in words: %s\n", FirstWords(f.Rate, f.Lo, f.Hi, f.Pairs))
	return err
}

// FirstWords says what the first player's win rate r (and its interval)
// means, over n pairs of games.
func FirstWords(r, lo, hi float64, n int64) string {
	switch {
	case lo > 0.5:
		return fmt.Sprintf("going first is worth %s of win rate (between %s and %s): the player who goes first wins %s of the games, whichever seat it is",
			unsigned(r-0.5), unsigned(lo-0.5), unsigned(hi-0.5), Pct(r))
	case hi < 0.5:
		return fmt.Sprintf("going first costs %s of win rate (between %s and %s): the player who goes first wins only %s of the games, whichever seat it is",
			unsigned(0.5-r), unsigned(0.5-hi), unsigned(0.5-lo), Pct(r))
	}
	return fmt.Sprintf("no first-player advantage can be told from none in %s of games: the interval covers 50%%; play more games (-n) to narrow it", plural.Of(n, "pair"))
}

// unsigned formats a positive difference of proportions in points,
// "0.72 pts".
func unsigned(d float64) string { return strings.TrimPrefix(Points(d), "+") }

// pEquals formats a p-value after "p": "p = 0.010", "p < 1e-300".
func pEquals(p float64) string {
	s := PValue(p)
	if strings.HasPrefix(s, "<") {
		return "p " + s
	}
	return "p = " + s
}

// WriteSeatsText writes the starting seats of a table as tmntsim first
// prints them: each seat's win rate in s against an equal share, and the
// chi-square test of "the seat does not matter". source names the file,
// policies says the seats' policies in words, and same says whether every
// seat plays the same policy.
func WriteSeatsText(w io.Writer, s *stats.Summary, source, policies string, seed uint64, same bool) error {
	seats := s.Schema().Seats
	k := len(seats)
	share := 1 / float64(k)
	fmt.Fprintf(w, "the starting seat: %s, %s\n", textsafe.Term(source), policies)
	fmt.Fprintf(w, "%s, seed %d; %s starts, the others follow in seat order\n\n", plural.Of(s.Games(), "game"), seed, textsafe.Term(seats[0]))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "seat\tturn\tpolicy\twins\twin rate (95%% interval)\tless an equal share (%s)\n", Pct(share))
	won := make([]int64, k)
	for i := range seats {
		won[i] = s.Count(i, sim.Won)
		r, lo, hi := s.WinRate(i)
		verdict := ""
		switch {
		case lo > share:
			verdict = "  above"
		case hi < share:
			verdict = "  below"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%s (%s – %s)\t%s%s\n", textsafe.Term(seats[i]), i+1, textsafe.Term(s.Policies[i]), won[i],
			Pct(r), Pct(lo), Pct(hi), Points(r-share), verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	stat, df, p := SeatChiSquare(won)
	total := int64(0)
	for _, x := range won {
		total += x
	}
	if df == 0 {
		fmt.Fprintf(w, "\nno chi-square test of \"the seat does not matter\": %s\n", SeatsUntested(total))
		fmt.Fprintln(w, "in words: too few wins to tell whether the seat matters; play more games (-n)")
	} else {
		fmt.Fprintf(w, "\nchi-square of \"the seat does not matter\" (the %s someone won, against an equal share): %.2f, %d %s of freedom, %s\n",
			plural.Of(total, "game"), stat, df, plural.Noun(df, "degree"), pEquals(p))
		fmt.Fprintf(w, "in words: %s\n", seatWords(p, same))
	}
	if !same {
		fmt.Fprintln(w, "note: the seats play different policies, so a seat's share mixes its policy with its place; --every SPEC gives every seat one policy, to measure the place alone")
	}
	return nil
}

// SeatChiSquare returns the chi-square test of won, the wins of each seat,
// against an equal share (0, 0, 1 with no wins or too few to test:
// SeatsUntested).
func SeatChiSquare(won []int64) (stat float64, df int, p float64) {
	total := int64(0)
	for _, x := range won {
		total += x
	}
	if total == 0 {
		return 0, 0, 1
	}
	equal := make([]float64, len(won))
	for i := range equal {
		equal[i] = 1
	}
	return stats.ChiSquareGOF(won, equal)
}

// SeatsUntested says why the chi-square test of the seats' wins (total of
// them) cannot be made, its degrees of freedom 0 (SeatChiSquare): no game
// was won, or too few to group the seats into two groups each expected to
// win stats.MinExpected games or more.
func SeatsUntested(total int64) string {
	if total == 0 {
		return "no game was won"
	}
	verb := "are"
	if total == 1 {
		verb = "is"
	}
	return fmt.Sprintf("the %s someone won %s too few (the test groups the seats until each group is expected to win %d games, and needs two groups or more)",
		plural.Of(total, "game"), verb, stats.MinExpected)
}

// seatWords says what the chi-square p-value p of the seats means.
func seatWords(p float64, same bool) string {
	if p >= 0.05 {
		return "the seats' shares of the wins cannot be told from equal (p ≥ 0.05)"
	}
	if same {
		return "the seat matters: with every seat on one policy, the shares of the wins differ by more than chance (p < 0.05)"
	}
	return "the seats' shares of the wins differ by more than chance (p < 0.05)"
}
