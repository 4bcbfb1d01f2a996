package reports

import (
	"encoding/csv"
	"io"
	"slices"
	"strconv"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// The CSV tables of a report: each has a header row, one row per number
// or per (entity, metric), values in the shortest form that reads back
// exactly, and an empty field where a number does not exist.

// csvTable writes a header and rows to w.
func csvTable(w io.Writer, header []string, rows [][]string) error {
	cw := csv.NewWriter(w)
	cw.Write(header)
	for _, r := range rows {
		cw.Write(textsafe.Row(r))
	}
	cw.Flush()
	return cw.Error()
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// WriteSkillCSV writes the skill band as CSV: one row per policy.
func WriteSkillCSV(w io.Writer, points []SkillPoint) error {
	var rows [][]string
	for _, sp := range points {
		s := sp.Summary
		r, lo, hi := s.WinRate(0)
		m, mlo, mhi := s.Turns()
		h := s.Count(0, sim.Won)
		rows = append(rows, []string{sp.Policy, itoa(s.Games()), itoa(s.Requested), itoa(h), Num(r), Num(lo), Num(hi), Num(m), Num(mlo), Num(mhi)})
	}
	return csvTable(w, []string{"policy", "battles", "battles_requested", "hero_wins", "hero_win_rate", "ci95_low", "ci95_high",
		"rounds_mean", "rounds_ci95_low", "rounds_ci95_high"}, rows)
}

// WriteRoundsCSV writes the histogram of rounds: one row per number of
// rounds from 0 to the longest battle.
func WriteRoundsCSV(w io.Writer, s *stats.Summary) error {
	return writeLengthCSV(w, s, "rounds", "battles")
}

// WriteTurnsCSV writes the histogram of a game's turns: one row per
// number of turns from 0 to the longest game.
func WriteTurnsCSV(w io.Writer, s *stats.Summary) error {
	return writeLengthCSV(w, s, "turns", "games")
}

// writeLengthCSV writes the histogram of turns, its columns named by the
// unit of length and of games.
func writeLengthCSV(w io.Writer, s *stats.Summary, length, games string) error {
	var rows [][]string
	var acc int64
	for r, c := range s.TurnsHistogram() {
		acc += c
		rows = append(rows, []string{strconv.Itoa(r), itoa(c), Num(float64(c) / float64(s.Games())), Num(float64(acc) / float64(s.Games()))})
	}
	return csvTable(w, []string{length, games, "share", "cumulative_share"}, rows)
}

// WriteEndReasonsCSV writes how games end, a game called unit ("battle",
// "game"): one row per end reason of the schema, the games it ended with
// the share's interval.
func WriteEndReasonsCSV(w io.Writer, s *stats.Summary, unit string) error {
	var rows [][]string
	for i, name := range s.Schema().Reasons {
		c := s.ReasonCount(i)
		lo, hi := s.CI.Interval(c, s.Games(), stats.Conf95)
		rows = append(rows, []string{name, itoa(c), Num(float64(c) / float64(s.Games())), Num(lo), Num(hi)})
	}
	return csvTable(w, []string{"end_reason", unit + "s", "share", "ci95_low", "ci95_high"}, rows)
}

// boardSize returns the width and height of the board of s (0, 0 without
// one).
func boardSize(s *stats.Summary) (w, h int) {
	if b := s.Schema().Board; b != nil {
		return b.W, b.H
	}
	return 0, 0
}

// WriteKnockdownsCSV writes the knock-downs per space: one row per space
// where heroes went down.
func WriteKnockdownsCSV(w io.Writer, s *stats.Summary) error {
	var rows [][]string
	mw, mh := boardSize(s)
	for y := range mh {
		for x := range mw {
			if k := s.Marks(x, y); k > 0 {
				rows = append(rows, []string{stats.CellLabel(x, y), strconv.Itoa(x), strconv.Itoa(y), itoa(k),
					Num(100 * float64(k) / float64(s.Games()))})
			}
		}
	}
	return csvTable(w, []string{"cell", "x", "y", "knockdowns", "per_100_battles"}, rows)
}

// WriteStrikesCSV writes the wound distributions: one row per hero,
// villain and number of wounds.
func WriteStrikesCSV(w io.Writer, strikes []Strike) error {
	var rows [][]string
	for _, s := range strikes {
		for k, p := range s.PMF {
			rows = append(rows, []string{s.Hero, s.Villain, strconv.Itoa(s.Dice), strconv.Itoa(s.Block), strconv.Itoa(k),
				Num(p), Num(stats.AtLeast(s.PMF, k))})
		}
	}
	return csvTable(w, []string{"hero", "villain", "dice", "block", "wounds", "probability", "at_least"}, rows)
}

// WriteCurveCSV writes a difficulty curve: one row per file and knob
// value, with the win rate's interval, and complete: false in every row of
// a partial curve (DifficultyCurve.Partial). A battle's columns speak of
// battles and the heroes' wins; another game's of files, games and the
// focus seat's wins, the seat named in a column of its own.
func WriteCurveCSV(w io.Writer, d *DifficultyCurve) error {
	var rows [][]string
	complete := strconv.FormatBool(!d.Partial)
	words, battle := d.words(), d.battle()
	for _, line := range d.Lines {
		for i, pt := range line.Curve.Points {
			r, lo, hi := line.Curve.Rate(i)
			row := []string{line.Name, d.Knob.Path, Num(pt.X), itoa(pt.N), itoa(pt.Wins), Num(r), Num(lo), Num(hi), complete}
			if !battle {
				row = slices.Insert(row, 1, words.Who)
			}
			rows = append(rows, row)
		}
	}
	if battle {
		return csvTable(w, []string{"battle", "path", "value", "battles", "hero_wins", "hero_win_rate", "ci95_low", "ci95_high", "complete"}, rows)
	}
	return csvTable(w, []string{"file", "seat", "path", "value", "games", "wins", "win_rate", "ci95_low", "ci95_high", "complete"}, rows)
}

// WriteSeatsCSV writes each seat's outcomes: one row per seat, its policy,
// wins, losses, draws and unfinished games, and its win rate with its
// interval.
func WriteSeatsCSV(w io.Writer, s *stats.Summary) error {
	var rows [][]string
	for i, name := range s.Schema().Seats {
		rate, lo, hi := s.WinRate(i)
		rows = append(rows, []string{name, s.Policy(i), itoa(s.Games()), itoa(s.Count(i, sim.Won)), itoa(s.Count(i, sim.Lost)),
			itoa(s.Count(i, sim.Drew)), itoa(s.Count(i, sim.Unfinished)), Num(rate), Num(lo), Num(hi)})
	}
	return csvTable(w, []string{"seat", "policy", "games", "wins", "losses", "draws", "unfinished", "win_rate", "ci95_low", "ci95_high"}, rows)
}

// WriteSeatMetricsCSV writes every metric measured per seat: one row per
// metric and seat, the mean per game with its interval.
func WriteSeatMetricsCSV(w io.Writer, s *stats.Summary) error {
	var rows [][]string
	for _, m := range seatMetrics(s) {
		for i, e := range m.ents {
			mean, lo, hi := s.Metric(e, m.index)
			rows = append(rows, []string{m.name, s.Schema().Seats[i], Num(mean), Num(lo), Num(hi)})
		}
	}
	return csvTable(w, []string{"metric", "seat", "mean", "ci95_low", "ci95_high"}, rows)
}

// WriteFirstCSV writes the first player's advantage: one row per seat,
// its win rate going first and going second and the paired difference
// with its interval.
func WriteFirstCSV(w io.Writer, f *FirstAdvantage) error {
	var rows [][]string
	for _, fs := range f.Seats {
		rows = append(rows, []string{fs.Name, itoa(f.Pairs), Num(fs.First), Num(fs.Second), Num(fs.Diff), Num(fs.DiffLo), Num(fs.DiffHi)})
	}
	return csvTable(w, []string{"seat", "pairs", "win_rate_first", "win_rate_second", "difference", "ci95_low", "ci95_high"}, rows)
}
