package reports

import (
	"math"
	"slices"

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
