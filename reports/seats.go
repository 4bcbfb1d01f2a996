package reports

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/plot/vg"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A SeatReport is the balance report of a game played by seats, of any
// game: a TCG match, a Munchkin table or one added later. It is drawn from
// the summary's schema alone (seats, end reasons, each seat's metrics), so
// a game gets its page without code of its own here.
type SeatReport struct {
	// Summary is the run: the match or table played by its policies.
	Summary     *stats.Summary
	Description string // what the file says of itself
	Command     string // the command line that made the report
	Rerun       Rerun  // how to make the report again
	// Target is the focus seat's win rate the designer aims at
	// (--target); 0 means an equal share, 1/seats.
	Target float64
	// First is the first player's advantage, paired by a seat swap; nil
	// for a game whose first player cannot be fixed.
	First *FirstAdvantage
	// Notes are said at the top of the page.
	Notes []string
	// Elapsed is the wall time of the report's games, in seconds.
	Elapsed float64
}

// A FirstAdvantage is what going first is worth in a two-seat game: game i
// played once with each seat first, from the same (seed, i).
type FirstAdvantage struct {
	Pairs int64 // the pairs of games
	// Rate is the first player's win rate over both orders, with its
	// 95% interval, paired by game.
	Rate, Lo, Hi float64
	// Seats are each seat's win rate going first less going second.
	Seats []FirstSeat
	Draws int64 // the games of both orders drawn
}

// A FirstSeat is one seat's win rate going first and going second, and
// the paired difference with its 95% interval.
type FirstSeat struct {
	Name                 string
	First, Second        float64
	Diff, DiffLo, DiffHi float64
	McNemarP             float64 // the exact test of equal win rates going first and second
}

// target returns the focus seat's target win rate: Target, or an equal
// share.
func (r *SeatReport) target() float64 {
	if r.Target > 0 {
		return r.Target
	}
	return 1 / float64(len(r.Summary.Schema().Seats))
}

// name returns what was played: the summary's name, or its source.
func (r *SeatReport) name() string {
	if r.Summary.Name != "" {
		return r.Summary.Name
	}
	return r.Summary.Source
}

// Verdict returns what the report found: the focus seat's win rate
// against the target.
func (r *SeatReport) Verdict() Verdict {
	s := r.Summary
	f := s.Schema().Focus
	rate, lo, hi := s.WinRate(f)
	return NewSeatVerdict(s.Schema().Seats[f], rate, lo, hi, r.target(), len(s.Schema().Seats))
}

// Bands of a seat's verdict.
const (
	BandFavoured    = "favoured"
	BandDisfavoured = "disfavoured"
)

// NewSeatVerdict returns the verdict of seat's win rate with 95% interval
// [lo, hi] against target in a game of seats seats: balanced when the
// target is inside the interval, favoured when the interval is entirely
// above it, disfavoured when entirely below.
func NewSeatVerdict(seat string, rate, lo, hi, target float64, seats int) Verdict {
	v := Verdict{Target: JSONFloat(target)}
	tgt := targetText(target)
	if math.Abs(target-1/float64(seats)) < 1e-9 {
		tgt += " (an equal share)"
	}
	switch against(rate, lo, hi, target) {
	case unknown:
		v.Band = BandUnknown
		v.Text = fmt.Sprintf("No verdict: no games were played (target %s).", tgt)
	case above:
		v.Band = BandFavoured
		v.Text = fmt.Sprintf("%s favoured: win rate %s against a target of %s.", upperFirst(seat), PctPM(rate, lo, hi), tgt)
	case below:
		v.Band = BandDisfavoured
		v.Text = fmt.Sprintf("%s disfavoured: win rate %s against a target of %s.", upperFirst(seat), PctPM(rate, lo, hi), tgt)
	default:
		v.Band = BandBalanced
		v.Text = fmt.Sprintf("Balanced for %s: the target %s is inside the 95%% interval (%s).", seat, tgt, PctPM(rate, lo, hi))
	}
	return v
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// metricsRowH returns the height of a row of metric panels of n seats.
func metricsRowH(n int) vg.Length { return vg.Length(3.2+0.9*float64(n)) * vg.Centimeter }

// metricCols is the number of metric panels a row.
const metricCols = 3

// files returns the outputs of r, index.html last.
func (r *SeatReport) files() []file {
	s := r.Summary
	table := func(name string, write func(io.Writer) error) file { return file{name: name, write: write} }
	seats := len(s.Schema().Seats)
	panels := MetricPanels(s)
	rows := (len(panels) + metricCols - 1) / metricCols
	fs := []file{
		table(Marker, func(w io.Writer) error { _, err := io.WriteString(w, "tmntsim report\n"); return err }),
		table("summary.json", s.WriteJSON),
		table("summary.csv", s.WriteCSV),
		table("report.json", r.writeJSON),
		plotImage("seats.png", SeatsPlot(s, r.target()), plotW, vg.Length(3.4+1.1*float64(seats))*vg.Centimeter),
		table("seats.csv", func(w io.Writer) error { return WriteSeatsCSV(w, s) }),
		plotImage("turns.png", TurnsPlot(s), plotW, shortH),
		table("turns.csv", func(w io.Writer) error { return WriteTurnsCSV(w, s) }),
	}
	fs = append(fs, reasonFiles(s, s.Words().Game)...)
	fs = append(fs, groupFiles(s, s.Words().Game)...)
	if len(panels) > 0 {
		fs = append(fs, imageFile("metrics.png", panelW*metricCols, metricsRowH(seats)*vg.Length(rows), func(w io.Writer) error {
			return renderPanels(w, panels, metricCols, panelW, metricsRowH(seats))
		}))
	}
	fs = append(fs, table("metrics.csv", func(w io.Writer) error { return WriteSeatMetricsCSV(w, s) }))
	if c, ok := CampaignOf(s); ok {
		fs = append(fs, table("campaign.csv", func(w io.Writer) error { return WriteCampaignCSV(w, c) }))
	}
	if r.First != nil {
		fs = append(fs, table("first.csv", func(w io.Writer) error { return WriteFirstCSV(w, r.First) }))
	}
	return append(fs, table("index.html", r.writeHTML))
}

// WriteSeatReport writes r into dir as Write does a battle's report:
// summary.json, report.json, a CSV for every table and plot, the PNG plots
// and index.html, built aside and put in place of dir, which must be a
// new or empty directory or an earlier report (CheckDir).
func WriteSeatReport(dir string, r *SeatReport) error {
	return writeFiles(dir, withSource(r.files(), &r.Rerun))
}

// seatJSON is one seat in report.json.
type seatJSON struct {
	Name    string   `json:"name"`
	Policy  string   `json:"policy"`
	Wins    int64    `json:"wins"`
	WinRate Estimate `json:"win_rate"`
}

type reasonJSON struct {
	Name  string   `json:"name"`
	Games int64    `json:"games"`
	Share Estimate `json:"share"`
}

type lengthJSON struct {
	Mean Estimate `json:"mean"`
	P50  int      `json:"p50"`
	P90  int      `json:"p90"`
	P99  int      `json:"p99"`
	Max  int      `json:"max"`
}

type metricJSON struct {
	Name  string     `json:"name"`
	Seats []Estimate `json:"seats"` // in seats order
}

type firstJSON struct {
	Pairs int64           `json:"pairs"`
	Rate  Estimate        `json:"first_player_win_rate"`
	Seats []firstSeatJSON `json:"seats"`
}

type firstSeatJSON struct {
	Name   string    `json:"name"`
	First  JSONFloat `json:"win_rate_first"`
	Second JSONFloat `json:"win_rate_second"`
	Diff   Estimate  `json:"difference"`
}

// seatReportJSON is report.json of a SeatReport.
type seatReportJSON struct {
	Game        string          `json:"game"`
	Battle      stats.BattleRef `json:"source"`
	Description string          `json:"description"`
	Command     string          `json:"command"`
	Rerun       rerunJSON       `json:"rerun"`
	ElapsedS    float64         `json:"elapsed_s"`
	Games       int64           `json:"games"`
	Focus       string          `json:"focus"`
	Verdict     Verdict         `json:"verdict"`
	Seats       []seatJSON      `json:"seats"`
	Reasons     []reasonJSON    `json:"reasons"`
	Turns       lengthJSON      `json:"turns"`
	Metrics     []metricJSON    `json:"metrics"`
	First       *firstJSON      `json:"first_player,omitempty"`
	Pooled      []pooledJSON    `json:"pooled,omitempty"`
	Notes       []string        `json:"notes"`
}

func (r *SeatReport) writeJSON(w io.Writer) error {
	s := r.Summary
	sc := s.Schema()
	l := lengthOf(s)
	j := seatReportJSON{
		Game: sc.Game, Battle: s.Ref(), Description: r.Description, Command: r.Command, Rerun: r.Rerun.json(),
		ElapsedS: math.Round(r.Elapsed*1000) / 1000, Games: s.Games(), Focus: sc.Seats[sc.Focus], Verdict: r.Verdict(),
		Turns: lengthJSON{NewEstimate(l.Mean, l.Lo, l.Hi), l.P50, l.P90, l.P99, l.Max},
		Notes: slices.Clone(r.Notes),
	}
	if j.Notes == nil {
		j.Notes = []string{}
	}
	for i, name := range sc.Seats {
		j.Seats = append(j.Seats, seatJSON{name, s.Policy(i), s.Count(i, sim.Won), NewEstimate(s.WinRate(i))})
	}
	for i, name := range sc.Reasons {
		c := s.ReasonCount(i)
		lo, hi := s.CI.Interval(c, s.Games(), stats.Conf95)
		j.Reasons = append(j.Reasons, reasonJSON{name, c, NewEstimate(float64(c)/float64(s.Games()), lo, hi)})
	}
	for _, m := range seatMetrics(s) {
		mj := metricJSON{Name: m.name}
		for _, e := range m.ents {
			mj.Seats = append(mj.Seats, NewEstimate(s.Metric(e, m.index)))
		}
		j.Metrics = append(j.Metrics, mj)
	}
	if f := r.First; f != nil {
		fj := &firstJSON{Pairs: f.Pairs, Rate: NewEstimate(f.Rate, f.Lo, f.Hi)}
		for _, fs := range f.Seats {
			fj.Seats = append(fj.Seats, firstSeatJSON{fs.Name, JSONFloat(fs.First), JSONFloat(fs.Second), NewEstimate(fs.Diff, fs.DiffLo, fs.DiffHi)})
		}
		j.First = fj
	}
	j.Pooled = pooledTablesJSON(s)
	return writeIndented(w, j)
}

// A seatMetric is a metric every seat's entity has: its name, its index
// in the entities' metrics and the entity of each seat.
type seatMetric struct {
	name  string
	index int
	ents  []int
}

// seatMetrics returns the metrics of s measured per seat: those of the
// entities named as the seats, in the first seat entity's metric order.
// A game whose entities are not its seats has none.
func seatMetrics(s *stats.Summary) []seatMetric {
	sc := s.Schema()
	ents := make([]int, len(sc.Seats))
	for i, seat := range sc.Seats {
		ents[i] = slices.IndexFunc(sc.Entities, func(e sim.Entity) bool { return e.Name == seat })
		if ents[i] < 0 {
			return nil
		}
	}
	var out []seatMetric
	for m, name := range sc.Entities[ents[0]].Metrics {
		ok := true
		for _, e := range ents[1:] {
			if metricIndex(sc.Entities[e].Metrics, name) != m {
				ok = false
			}
		}
		if ok {
			out = append(out, seatMetric{name, m, ents})
		}
	}
	return out
}
