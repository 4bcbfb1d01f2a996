package stats

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
)

// seatSummaryVersion is the format of a SeatSummary's JSON ("format 2").
const seatSummaryVersion = 2

// A SeatSummary accumulates the sim.Records of a run of any game, by seat:
// each seat's wins, losses, draws and unfinished games, end reasons, a
// histogram of turns, and exact integer sums and sums of squares of every
// metric of every entity. Its size does not depend on the number of games,
// and folding the same records in the same order gives the same summary.
//
// The exported fields describe the run; the caller sets them. A
// SeatSummary is not safe for concurrent use.
type SeatSummary struct {
	Source    string   // what the games were loaded from: an embedded name or a file path
	Policies  []string // each seat's policy spec
	Seed      uint64   // run seed: game i was played from (Seed, i)
	Requested int64    // games asked for (-n)
	Complete  bool     // the run played every game it set out to play
	Perf      Perf

	schema      sim.Schema
	n           int64
	outcome     [sim.MaxSeats][4]int64 // by sim.Outcome
	reasonCount []int64
	turnSum     int64
	turnSq      int64
	turnHist    []int64 // turnHist[t]: games that lasted t turns
	sum, sq     [sim.MaxEntities][sim.MaxMetrics]int64
}

// NewSeatSummary returns an empty summary of records of schema s. It
// panics if s does not fit a sim.Record (sim.Schema.Check).
func NewSeatSummary(s *sim.Schema) *SeatSummary {
	if err := s.Check(); err != nil {
		panic(err)
	}
	c := *s
	c.Seats = slices.Clone(s.Seats)
	c.Reasons = slices.Clone(s.Reasons)
	c.Entities = slices.Clone(s.Entities)
	return &SeatSummary{schema: c, Complete: true, reasonCount: make([]int64, len(s.Reasons))}
}

// Schema returns the schema of the summary's records.
func (s *SeatSummary) Schema() *sim.Schema { return &s.schema }

// Add folds one record into s.
func (s *SeatSummary) Add(r *sim.Record) {
	s.n++
	for seat := range s.schema.Seats {
		s.outcome[seat][min(r.Outcome[seat], sim.Drew)]++
	}
	if int(r.Reason) < len(s.reasonCount) {
		s.reasonCount[r.Reason]++
	}
	t := int64(r.Turns)
	s.turnSum += t
	s.turnSq += t * t
	if int(t) >= len(s.turnHist) {
		s.turnHist = append(s.turnHist, make([]int64, int(t)+1-len(s.turnHist))...)
	}
	s.turnHist[t]++
	for e, ent := range s.schema.Entities {
		for m := range ent.Metrics {
			v := int64(r.Values[e][m])
			s.sum[e][m] += v
			s.sq[e][m] += v * v
		}
	}
}

// Games returns the number of games folded.
func (s *SeatSummary) Games() int64 { return s.n }

// Count returns how many games seat ended with outcome o.
func (s *SeatSummary) Count(seat int, o sim.Outcome) int64 { return s.outcome[seat][o] }

// WinRate returns seat's win rate and its Wilson 95% interval.
func (s *SeatSummary) WinRate(seat int) (rate, lo, hi float64) {
	w := s.outcome[seat][sim.Won]
	if s.n == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	lo, hi = Wilson(w, s.n, Conf95)
	return float64(w) / float64(s.n), lo, hi
}

// Turns returns the mean number of turns and its 95% interval.
func (s *SeatSummary) Turns() (mean, lo, hi float64) {
	return MeanInterval(s.turnSum, s.turnSq, s.n, Conf95)
}

// TurnsQuantile returns the q-quantile of the number of turns (-1 with no
// games).
func (s *SeatSummary) TurnsQuantile(q float64) int { return histQuantile(s.turnHist, s.n, q) }

// Metric returns the per-game mean of metric m of entity e and its 95%
// interval.
func (s *SeatSummary) Metric(e, m int) (mean, lo, hi float64) {
	return MeanInterval(s.sum[e][m], s.sq[e][m], s.n, Conf95)
}

// histQuantile returns the q-quantile of n values whose histogram is hist:
// the smallest v such that at least a fraction q of the values are v or
// less; -1 when n is 0.
func histQuantile(hist []int64, n int64, q float64) int {
	if n == 0 {
		return -1
	}
	need := max(int64(math.Ceil(q*float64(n))), 1)
	var acc int64
	for v, c := range hist {
		acc += c
		if acc >= need {
			return v
		}
	}
	return len(hist) - 1
}

type seatJSON struct {
	Name       string    `json:"name"`
	Policy     string    `json:"policy,omitempty"`
	Wins       int64     `json:"wins"`
	Losses     int64     `json:"losses"`
	Draws      int64     `json:"draws"`
	Unfinished int64     `json:"unfinished"`
	WinRate    jfloat    `json:"win_rate"`
	WinCI95    [2]jfloat `json:"win_ci95"`
}

type reasonJSON struct {
	Name  string `json:"name"`
	Games int64  `json:"games"`
	Share jfloat `json:"share"`
}

type turnsJSON struct {
	Mean  jfloat    `json:"mean"`
	CI95  [2]jfloat `json:"ci95"`
	P50   int       `json:"p50"`
	P90   int       `json:"p90"`
	P99   int       `json:"p99"`
	Max   int       `json:"max"`
	Sum   int64     `json:"sum"`
	SumSq int64     `json:"sum_sq"`
}

type namedMetricJSON struct {
	Name string `json:"name"`
	metricJSON
}

type seatEntityJSON struct {
	Name    string            `json:"name"`
	Metrics []namedMetricJSON `json:"metrics"`
}

type seatSummaryJSON struct {
	Version   int              `json:"version"`
	Game      string           `json:"game"`
	Source    string           `json:"source"`
	Seed      uint64           `json:"seed"`
	Games     int64            `json:"games"`
	Requested int64            `json:"requested"`
	Complete  bool             `json:"complete"`
	Focus     string           `json:"focus"`
	Seats     []seatJSON       `json:"seats"`
	Reasons   []reasonJSON     `json:"reasons"`
	Turns     turnsJSON        `json:"turns"`
	Entities  []seatEntityJSON `json:"entities"`
	Perf      *gamesPerfJSON   `json:"perf,omitempty"`
}

type gamesPerfJSON struct {
	ElapsedS  float64 `json:"elapsed_s"`
	GamesPerS jfloat  `json:"games_per_s"`
	Workers   int     `json:"workers"`
}

func ci(lo, hi float64) [2]jfloat { return [2]jfloat{jfloat(lo), jfloat(hi)} }

func (s *SeatSummary) toJSON() seatSummaryJSON {
	j := seatSummaryJSON{Version: seatSummaryVersion, Game: s.schema.Game, Source: s.Source, Seed: s.Seed,
		Games: s.n, Requested: s.Requested, Complete: s.Complete, Focus: s.schema.Seats[s.schema.Focus]}
	for i, name := range s.schema.Seats {
		rate, lo, hi := s.WinRate(i)
		sj := seatJSON{Name: name, Wins: s.outcome[i][sim.Won], Losses: s.outcome[i][sim.Lost],
			Draws: s.outcome[i][sim.Drew], Unfinished: s.outcome[i][sim.Unfinished], WinRate: jfloat(rate), WinCI95: ci(lo, hi)}
		if i < len(s.Policies) {
			sj.Policy = s.Policies[i]
		}
		j.Seats = append(j.Seats, sj)
	}
	for i, name := range s.schema.Reasons {
		j.Reasons = append(j.Reasons, reasonJSON{name, s.reasonCount[i], jfloat(float64(s.reasonCount[i]) / float64(s.n))})
	}
	mean, lo, hi := s.Turns()
	j.Turns = turnsJSON{Mean: jfloat(mean), CI95: ci(lo, hi), P50: s.TurnsQuantile(0.5), P90: s.TurnsQuantile(0.9),
		P99: s.TurnsQuantile(0.99), Max: s.TurnsQuantile(1), Sum: s.turnSum, SumSq: s.turnSq}
	for e, ent := range s.schema.Entities {
		ej := seatEntityJSON{Name: ent.Name, Metrics: []namedMetricJSON{}}
		for m, name := range ent.Metrics {
			mean, lo, hi := s.Metric(e, m)
			ej.Metrics = append(ej.Metrics, namedMetricJSON{name, metricJSON{jfloat(mean), ci(lo, hi), s.sum[e][m], s.sq[e][m]}})
		}
		j.Entities = append(j.Entities, ej)
	}
	if s.Perf.Elapsed > 0 {
		j.Perf = &gamesPerfJSON{math.Round(s.Perf.Elapsed*1000) / 1000, jfloat(math.Round(float64(s.n) / s.Perf.Elapsed)), s.Perf.Workers}
	}
	return j
}

// WriteJSON writes s to w as indented JSON, format 2: a "seats" list of
// {"name", "wins", "win_rate", "win_ci95", …}, "reasons", "turns" and the
// "entities" with each metric's mean, interval and exact sums.
func (s *SeatSummary) WriteJSON(w io.Writer) error {
	b, err := json.MarshalIndent(s.toJSON(), "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// WriteText writes s to w as tables for people: each seat's wins with the
// interval of its win rate, turns, end reasons, and each entity's metric
// means with intervals, one column per entity.
func (s *SeatSummary) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	p("game\t%s (%s)\n", textsafe.Term(s.schema.Game), textsafe.Term(s.Source))
	state := "complete"
	if !s.Complete {
		state = "INCOMPLETE"
	}
	p("run\tseed %d: %d of %d games, %s\n", s.Seed, s.n, s.Requested, state)
	p("\n")
	p("seat\tpolicy\twins\tdraws\tunfinished\twin rate (95%% CI)\n")
	for i, name := range s.schema.Seats {
		pol := ""
		if i < len(s.Policies) {
			pol = s.Policies[i]
		}
		rate, lo, hi := s.WinRate(i)
		mark := ""
		if i == s.schema.Focus {
			mark = " *"
		}
		p("%s%s\t%s\t%d\t%d\t%d\t%s (%s – %s)\n", textsafe.Term(name), mark, textsafe.Term(pol), s.outcome[i][sim.Won],
			s.outcome[i][sim.Drew], s.outcome[i][sim.Unfinished], pct(rate), pct(lo), pct(hi))
	}
	mean, lo, hi := s.Turns()
	p("\nturns\tmean %s, median %d, p90 %d, p99 %d, max %d\n", meanPM(mean, lo, hi), s.TurnsQuantile(0.5),
		s.TurnsQuantile(0.9), s.TurnsQuantile(0.99), s.TurnsQuantile(1))
	p("\nend reason\tgames\tshare\n")
	for i, name := range s.schema.Reasons {
		if c := s.reasonCount[i]; c > 0 {
			p("%s\t%d\t%s\n", textsafe.Term(name), c, pct(float64(c)/float64(s.n)))
		}
	}
	s.metricTable(p)
	if s.Perf.Elapsed > 0 {
		p("\nspeed\t%.1f s, %s games/s, %d workers\n", s.Perf.Elapsed,
			thousands(int64(math.Round(float64(s.n)/s.Perf.Elapsed))), s.Perf.Workers)
	}
	return tw.Flush()
}

// metricTable writes one row per metric name and one column per entity,
// the mean ± half the 95% interval ("" where a metric does not apply).
func (s *SeatSummary) metricTable(p func(string, ...any)) {
	if len(s.schema.Entities) == 0 {
		return
	}
	var rows []string
	for _, e := range s.schema.Entities {
		for _, m := range e.Metrics {
			if !slices.Contains(rows, m) {
				rows = append(rows, m)
			}
		}
	}
	p("\nmean per game")
	for _, e := range s.schema.Entities {
		p("\t%s", textsafe.Term(e.Name))
	}
	p("\n")
	for _, row := range rows {
		p("%s", textsafe.Term(row))
		for e, ent := range s.schema.Entities {
			cell := ""
			if m := slices.Index(ent.Metrics, row); m >= 0 {
				cell = meanPM(s.Metric(e, m))
			}
			p("\t%s", cell)
		}
		p("\n")
	}
}
