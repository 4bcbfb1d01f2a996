package reports

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// A PooledRow is the win rate of one thing seats are dealt (a Munchkin
// Character card), pooled over seats: how many seats were dealt it, how
// many of them won, and the win rate with its Wilson 95% interval.
type PooledRow struct {
	Name         string
	Dealt, Won   int64
	Rate, Lo, Hi float64
}

// Pooled returns the pooled win rates of the summary's entities dealt and
// won, which share their metric names (one per thing dealt; a game adds to
// dealt's metric the seats dealt it and to won's those of them who won),
// and the equal share: every seat's win rate if what it was dealt did not
// matter (all wins over all seats dealt). It returns nil, NaN if the
// schema has no such entities.
func Pooled(s *stats.Summary, dealt, won string) (rows []PooledRow, share float64) {
	sc := s.Schema()
	find := func(name string) int {
		return slices.IndexFunc(sc.Entities, func(e sim.Entity) bool { return e.Name == name })
	}
	d, w := find(dealt), find(won)
	if d < 0 || w < 0 || !slices.Equal(sc.Entities[d].Metrics, sc.Entities[w].Metrics) {
		return nil, math.NaN()
	}
	var allDealt, allWon int64
	for m, name := range sc.Entities[d].Metrics {
		r := PooledRow{Name: name, Dealt: metricSum(s, d, m), Won: metricSum(s, w, m)}
		r.Rate, r.Lo, r.Hi = math.NaN(), math.NaN(), math.NaN()
		if r.Dealt > 0 {
			r.Rate = float64(r.Won) / float64(r.Dealt)
			r.Lo, r.Hi = stats.Wilson(r.Won, r.Dealt, stats.Conf95)
		}
		allDealt += r.Dealt
		allWon += r.Won
		rows = append(rows, r)
	}
	return rows, float64(allWon) / float64(allDealt)
}

// Against says where the row's interval lies against share: "above",
// "below", "within", or "never dealt".
func (r PooledRow) Against(share float64) string {
	switch {
	case r.Dealt == 0:
		return "never dealt"
	case r.Lo > share:
		return "above"
	case r.Hi < share:
		return "below"
	}
	return "within"
}

// A PooledTable is the pooled win rates of one kind of thing seats are
// dealt, with the equal share (Pooled).
type PooledTable struct {
	Kind  string // "character" of the entities character_dealt and character_won
	Share float64
	Rows  []PooledRow
}

// PooledTables returns a table for every pair of the summary's entities
// named KIND_dealt and KIND_won (Pooled), in schema order: the things a
// game deals to seats, whose win rates it pools over seats.
func PooledTables(s *stats.Summary) []PooledTable {
	var out []PooledTable
	for _, e := range s.Schema().Entities {
		kind, ok := strings.CutSuffix(e.Name, "_dealt")
		if !ok {
			continue
		}
		if rows, share := Pooled(s, e.Name, kind+"_won"); rows != nil {
			out = append(out, PooledTable{kind, share, rows})
		}
	}
	return out
}

// metricSum is the total of metric m of entity e over the summary's games.
func metricSum(s *stats.Summary, e, m int) int64 {
	mean, _, _ := s.Metric(e, m)
	if math.IsNaN(mean) {
		return 0
	}
	return int64(math.Round(mean * float64(s.Games())))
}

// A GameLength is how long games lasted in some unit (turns, rounds): the
// mean with its 95% interval and quantiles, the q-quantile being the
// smallest length at least a fraction q of the games did not exceed.
type GameLength struct {
	Mean, Lo, Hi       float64
	P50, P90, P99, Max int
}

// Rounds returns how many rounds the summary's games lasted, a round
// being every seat's turn in seat order: a game of t turns at a table of
// n seats lasted ⌈t/n⌉ rounds, its last round cut short by the win.
func Rounds(s *stats.Summary) GameLength {
	n := len(s.Schema().Seats)
	hist := s.TurnsHistogram()
	var rounds []int64 // rounds[r]: games of r rounds
	var sum, sq int64
	for t, c := range hist {
		r := (t + n - 1) / n
		for len(rounds) <= r {
			rounds = append(rounds, 0)
		}
		rounds[r] += c
		sum += c * int64(r)
		sq += c * int64(r) * int64(r)
	}
	l := GameLength{P50: -1, P90: -1, P99: -1, Max: -1}
	l.Mean, l.Lo, l.Hi = stats.MeanInterval(sum, sq, s.Games(), stats.Conf95)
	if s.Games() == 0 {
		return l
	}
	l.P50, l.P90, l.P99 = quantile(rounds, s.Games(), 0.5), quantile(rounds, s.Games(), 0.9), quantile(rounds, s.Games(), 0.99)
	l.Max = quantile(rounds, s.Games(), 1)
	return l
}

// quantile returns the q-quantile of n values whose histogram is hist:
// the smallest v such that at least a fraction q of them are v or less.
func quantile(hist []int64, n int64, q float64) int {
	need := max(int64(math.Ceil(q*float64(n))), 1)
	var acc int64
	for v, c := range hist {
		if acc += c; acc >= need {
			return v
		}
	}
	return len(hist) - 1
}

// pooledJSON is a PooledTable in report.json.
type pooledJSON struct {
	Kind  string          `json:"kind"`
	Share JSONFloat       `json:"equal_share"`
	Rows  []pooledRowJSON `json:"rows"`
}

type pooledRowJSON struct {
	Name    string   `json:"name"`
	Dealt   int64    `json:"dealt"`
	Won     int64    `json:"wins"`
	WinRate Estimate `json:"win_rate"` // Wilson 95% interval
	Against string   `json:"against_share"`
}

func pooledTablesJSON(s *stats.Summary) []pooledJSON {
	var out []pooledJSON
	for _, t := range PooledTables(s) {
		j := pooledJSON{Kind: t.Kind, Share: JSONFloat(t.Share)}
		for _, r := range t.Rows {
			j.Rows = append(j.Rows, pooledRowJSON{r.Name, r.Dealt, r.Won, NewEstimate(r.Rate, r.Lo, r.Hi), r.Against(t.Share)})
		}
		out = append(out, j)
	}
	return out
}

// A pooledPage is a PooledTable on the page.
type pooledPage struct {
	Kind, Share string
	Rows        []pooledPageRow
}

type pooledPageRow struct {
	Name, Dealt, Won, Rate, Against string
}

func pooledPages(s *stats.Summary) []pooledPage {
	var out []pooledPage
	for _, t := range PooledTables(s) {
		p := pooledPage{Kind: t.Kind, Share: Pct(t.Share)}
		for _, r := range t.Rows {
			rate := "–"
			if r.Dealt > 0 {
				rate = fmt.Sprintf("%s (%s – %s)", Pct(r.Rate), Pct(r.Lo), Pct(r.Hi))
			}
			p.Rows = append(p.Rows, pooledPageRow{r.Name, thousands(r.Dealt), thousands(r.Won), rate, r.Against(t.Share)})
		}
		out = append(out, p)
	}
	return out
}
