package reports

import (
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A seatRow is one seat in the page's table of seats.
type seatRow struct {
	Name, Policy       string
	Focus              bool
	Wins, Rate, Lo, Hi Number
}

// Label returns what a card of the seat's win rate is titled: "Heroes
// win", "Villain wins".
func (r seatRow) Label() string { return upperFirst(r.Name) + lab.WinsVerb(r.Name) }

// A reasonRow is one end reason in the page's table.
type reasonRow struct {
	Name, Games, Share string
}

// A dynamicsRow is a metric of how players act on each other, per seat.
type dynamicsRow struct {
	Name, Meaning string
	Seats         []string // mean ± half width per game, in seat order
	Zero          bool     // 0 in every game
}

// The metrics of how players act on each other that a page explains where
// a summary measures them per seat (leader-bashing and kingmaking), by
// the names records give them, with what they count.
var dynamicsMetrics = []struct{ name, meaning string }{
	{"win_fights", "fights that would have won the game: the fighter one kill from winning"},
	{"stopped", "of those, the fights lost: the leader stopped"},
	{"bashed", "of those, the fights lost after other players played cards against them (leader-bashing)"},
	{"bash_stops", "leader-bashings the player took part in"},
	{"bashes", "cards the player played against a fight that would have won the game"},
	{"kingmade", "decisions by a player who could no longer win that decided who did (each replayed with the other choices on the same seeds)"},
}

// seatPage is what seats.html.tmpl is executed with.
type seatPage struct {
	R           *SeatReport
	Name, Game  string
	Unit        string // what a game is called (sim.Words.Game): "game", "playthrough"
	Source      string
	Hash        string
	Seed        uint64
	CI          string
	Elapsed     string
	Verdict     Verdict
	Games       Number
	Seats       []seatRow
	Reasons     []reasonRow
	Mean        string
	P50, P90    int
	P99, Max    int
	First       *FirstAdvantage
	FirstRate   string
	FirstPairs  string
	FirstDiffs  []string // each seat's difference, in First.Seats order
	Dynamics    []dynamicsRow
	Bashing     string // leader-bashing per game and the share of winning fights the table stopped
	Pooled      []pooledPage
	HasMetrics  bool
	Campaign    template.HTML // an adventure's paths (campaign.go); "" for other games
	CSVs        []string
	Groups      []groupFigure // the entity groups' figures
	sizes       map[string][2]int
	seatHeaders []string
}

// Width returns the display width of image name in CSS pixels (0: unknown).
func (d *seatPage) Width(name string) int { return d.sizes[name][0] }

// Height returns the display height of image name in CSS pixels (0: unknown).
func (d *seatPage) Height(name string) int { return d.sizes[name][1] }

// SeatNames returns the seats, for the headers of per-seat tables.
func (d *seatPage) SeatNames() []string { return d.seatHeaders }

func (r *SeatReport) writeHTML(w io.Writer) error {
	s := r.Summary
	sc := s.Schema()
	l := lengthOf(s)
	d := &seatPage{
		R: r, Name: r.name(), Game: sc.Game, Unit: s.Words().Game, Source: s.Source, Hash: s.Hash, Seed: s.Seed, CI: s.CI.String(),
		Elapsed: fmt.Sprintf("%.1f", r.Elapsed), Verdict: r.Verdict(),
		Games: Number{"games", float64(s.Games()), thousands(s.Games())},
		Mean:  l.MeanPM(), P50: l.P50, P90: l.P90, P99: l.P99,
		Max: l.Max, First: r.First, sizes: map[string][2]int{}, seatHeaders: sc.Seats,
	}
	if len(d.Hash) > 12 {
		d.Hash = d.Hash[:12]
	}
	d.Seats = seatRows(s)
	for i, name := range sc.Reasons {
		c := s.ReasonCount(i)
		if c == 0 {
			continue
		}
		lo, hi := s.CI.Interval(c, s.Games(), stats.Conf95)
		d.Reasons = append(d.Reasons, reasonRow{name, thousands(c), PctPM(float64(c)/float64(s.Games()), lo, hi)})
	}
	if f := r.First; f != nil {
		d.FirstRate, d.FirstPairs = PctPM(f.Rate, f.Lo, f.Hi), thousands(f.Pairs)
		for _, fs := range f.Seats {
			d.FirstDiffs = append(d.FirstDiffs, signedPM(fs.Diff, fs.DiffLo, fs.DiffHi))
		}
	}
	d.Dynamics, d.Bashing = dynamics(s)
	d.Pooled = pooledPages(s)
	if c, ok := CampaignOf(s); ok {
		d.Campaign = campaignSection(c)
	}
	for _, f := range r.files() {
		if strings.HasSuffix(f.name, ".csv") || strings.HasSuffix(f.name, ".json") {
			d.CSVs = append(d.CSVs, f.name)
		}
		if f.name == "metrics.png" {
			d.HasMetrics = true
		}
		if f.w > 0 {
			d.sizes[f.name] = [2]int{f.w, f.h}
		}
	}
	d.Groups = groupFigures(s, d.Unit, d.sizes)
	return seatsTmpl.Execute(w, d)
}

// seatRows returns each seat of s with its wins and win rate, the
// interval's ends, keyed by their paths in summary.json: the win rates of
// every page, a battle's (its heroes and villain) as a game's.
func seatRows(s *stats.Summary) []seatRow {
	sc := s.Schema()
	rows := make([]seatRow, len(sc.Seats))
	for i, name := range sc.Seats {
		rate, lo, hi := s.WinRate(i)
		key := fmt.Sprintf("seats.%d.", i)
		rows[i] = seatRow{
			Name: name, Policy: s.Policy(i), Focus: i == sc.Focus,
			Wins: Number{key + "wins", float64(s.Count(i, sim.Won)), thousands(s.Count(i, sim.Won))},
			Rate: Number{key + "win_rate", rate, Pct(rate)},
			Lo:   Number{key + "win_ci95.0", lo, Pct(lo)},
			Hi:   Number{key + "win_ci95.1", hi, Pct(hi)},
		}
	}
	return rows
}

// signedPM formats a difference of proportions and its 95% interval in
// signed percentage points, "+4.1 points ± 1.2".
func signedPM(d, lo, hi float64) string {
	hw := max(hi-d, d-lo)
	n := pmDigits(hw)
	return fmt.Sprintf("%+.*f points ± %.*f", n, 100*d, n, 100*hw)
}

// dynamics returns the rows of the metrics of how players act on each
// other that s measures per seat, and, with win_fights and bashed, the
// leader-bashing per game and the share of winning fights the table
// stopped.
func dynamics(s *stats.Summary) ([]dynamicsRow, string) {
	ms := seatMetrics(s)
	var rows []dynamicsRow
	sums := map[string]float64{}
	for _, dm := range dynamicsMetrics {
		i := slices.IndexFunc(ms, func(m seatMetric) bool { return m.name == dm.name })
		if i < 0 {
			continue
		}
		m := ms[i]
		row := dynamicsRow{Name: dm.name, Meaning: dm.meaning, Zero: true}
		for _, e := range m.ents {
			mean, lo, hi := s.Metric(e, m.index)
			row.Seats = append(row.Seats, MeanPM(mean, lo, hi))
			sums[dm.name] += mean
			if mean != 0 {
				row.Zero = false
			}
		}
		rows = append(rows, row)
	}
	text := ""
	if wf, ok := sums["win_fights"]; ok && wf > 0 {
		if b, ok := sums["bashed"]; ok {
			text = fmt.Sprintf("Leader-bashing: %.3f winning fights a game stopped by the table, of %.3f (%s).", b, wf, Pct(b/wf))
		}
	}
	return rows, text
}
