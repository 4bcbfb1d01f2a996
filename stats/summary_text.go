package stats

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// WriteText writes s to w as tables for people: the heroes' win rate with
// its interval, rounds, end reasons, per-hero and per-villain means with
// intervals, where heroes go down, and the speed of the run.
func (s *Summary) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }

	p("battle\t%s (%s, %s)\n", textsafe.Term(s.Battle.Name), textsafe.Term(s.Battle.Source), shortHash(s.Battle.Hash))
	state := "complete"
	if !s.Complete {
		state = "INCOMPLETE"
	}
	p("run\tpolicy %s, seed %d, shard %s: %d of %d battles, %s\n", textsafe.Term(s.Policy), s.Seed, s.Coverage.Label(), s.n, s.Requested, state)
	if s.Precision > 0 {
		p("precision\twanted ±%s, reached ±%s\n", pct(s.Precision), pct(s.HalfWidth()))
	}
	rate, lo, hi := s.HeroWinRate()
	p("heroes win\t%s (95%% CI %s – %s, %v)\n", pct(rate), pct(lo), pct(hi), s.CI)
	p("villain wins\t%s\n", pct(float64(s.villainWins)/float64(s.n)))
	p("no winner\t%s\n", pct(float64(s.timeouts)/float64(s.n)))
	mean, lo, hi := s.Rounds()
	p("rounds\tmean %s, median %d, p90 %d, min %d, max %d\n", meanPM(mean, lo, hi), s.RoundsQuantile(0.5),
		s.RoundsQuantile(0.9), s.roundsMin(), s.RoundsQuantile(1))
	p("\n")

	p("end reason\tbattles\tshare\n")
	for i, name := range s.reasons {
		if c := s.reasonCount[i]; c > 0 {
			p("%s\t%d\t%s\n", name, c, pct(float64(c)/float64(s.n)))
		}
	}
	for _, kind := range []EntityKind{Hero, VillainType} {
		s.entityTable(tw, kind)
	}
	p("\n")
	s.koLine(tw)
	if s.Perf.Elapsed > 0 {
		p("speed\t%.1f s, %s battles/s, %d workers\n", s.Perf.Elapsed,
			thousands(int64(math.Round(float64(s.n)/s.Perf.Elapsed))), s.Perf.Workers)
	}
	return tw.Flush()
}

// entityTable writes one row per metric and one column per entity of kind.
func (s *Summary) entityTable(tw io.Writer, kind EntityKind) {
	var ents []int
	for e, ent := range s.entities {
		if ent.Kind == kind {
			ents = append(ents, e)
		}
	}
	if len(ents) == 0 {
		return
	}
	title := "heroes"
	if kind == VillainType {
		title = "villains"
	}
	fmt.Fprintf(tw, "\n%s (mean per battle ±95%% CI)", title)
	for _, e := range ents {
		fmt.Fprintf(tw, "\t%s", textsafe.Term(s.entities[e].Name))
	}
	fmt.Fprintln(tw)
	for m, name := range s.metrics(ents[0]) {
		fmt.Fprintf(tw, "%s", name)
		for _, e := range ents {
			mean, lo, hi := s.Metric(e, m)
			fmt.Fprintf(tw, "\t%s", meanPM(mean, lo, hi))
		}
		fmt.Fprintln(tw)
	}
}

// koLine writes the number of knock-downs and the spaces with the most.
func (s *Summary) koLine(tw io.Writer) {
	type spot struct {
		c int
		n int64
	}
	var spots []spot
	var total int64
	for c, n := range s.ko {
		if n > 0 {
			spots = append(spots, spot{c, n})
			total += n
		}
	}
	slices.SortStableFunc(spots, func(a, b spot) int { return cmp.Compare(b.n, a.n) })
	var top []string
	for _, sp := range spots[:min(len(spots), 5)] {
		top = append(top, fmt.Sprintf("%s %d", CellLabel(sp.c%s.stride, sp.c/s.stride), sp.n))
	}
	line := fmt.Sprintf("%d on %d spaces", total, len(spots))
	if len(top) > 0 {
		line += "; most at " + strings.Join(top, ", ")
	}
	if s.koUnplaced > 0 {
		line += fmt.Sprintf("; %d not placed", s.koUnplaced)
	}
	fmt.Fprintf(tw, "knock-downs\t%s\n", line)
}

// WriteCSV writes s to w as one CSV table in long form, with the header
// section,name,metric,value,ci95_low,ci95_high: one row per number, so
// that a spreadsheet or a data frame can filter and pivot it.
func (s *Summary) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	row := func(section, name, metric string, value any, ci ...float64) {
		r := []string{section, name, metric, num(value), "", ""}
		if len(ci) == 2 {
			r[4], r[5] = num(ci[0]), num(ci[1])
		}
		cw.Write(textsafe.Row(r))
	}
	cw.Write([]string{"section", "name", "metric", "value", "ci95_low", "ci95_high"})
	row("run", s.Battle.Name, "battles", s.n)
	row("run", s.Battle.Name, "hero_wins", s.heroWins)
	row("run", s.Battle.Name, "villain_wins", s.villainWins)
	row("run", s.Battle.Name, "timeouts", s.timeouts)
	rate, lo, hi := s.HeroWinRate()
	row("run", s.Battle.Name, "hero_win_rate", rate, lo, hi)
	mean, lo, hi := s.Rounds()
	row("rounds", "", "mean", mean, lo, hi)
	for _, q := range []struct {
		name string
		q    float64
	}{{"p10", 0.1}, {"median", 0.5}, {"p90", 0.9}, {"max", 1}} {
		row("rounds", "", q.name, s.RoundsQuantile(q.q))
	}
	for i, name := range s.reasons {
		row("end_reason", name, "battles", s.reasonCount[i])
	}
	for e, ent := range s.entities {
		section := "hero"
		if ent.Kind == VillainType {
			section = "villain"
		}
		for m, name := range s.metrics(e) {
			mean, lo, hi := s.Metric(e, m)
			row(section, ent.Name, name, mean, lo, hi)
		}
	}
	for c, n := range s.ko {
		if n > 0 {
			row("ko", CellLabel(c%s.stride, c/s.stride), "knockdowns", n)
		}
	}
	cw.Flush()
	return cw.Error()
}

// num formats a CSV value: integers as such, floats in the shortest form
// that reads back exactly, NaN as an empty field.
func num(v any) string {
	switch v := v.(type) {
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return ""
		}
		return strconv.FormatFloat(v, 'g', -1, 64)
	case int64:
		return strconv.FormatInt(v, 10)
	case int:
		return strconv.Itoa(v)
	}
	panic(fmt.Sprintf("stats: CSV value of type %T", v))
}

// pct formats a proportion as a percentage with two decimals.
func pct(p float64) string {
	if math.IsNaN(p) {
		return "–"
	}
	return strconv.FormatFloat(100*p, 'f', 2, 64) + "%"
}

// meanPM formats a mean and its symmetric interval as "m ±h".
func meanPM(mean, lo, hi float64) string {
	if math.IsNaN(mean) {
		return "–"
	}
	if math.IsNaN(lo) {
		return fmt.Sprintf("%.2f", mean)
	}
	return fmt.Sprintf("%.2f ±%.2f", mean, (hi-lo)/2)
}

// shortHash returns a hash ("algo:hex" or "hex") cut to 12 hex digits.
func shortHash(h string) string {
	i := strings.IndexByte(h, ':') + 1
	if len(h) > i+12 {
		return h[:i+12]
	}
	return h
}

// thousands formats n with commas between groups of three digits.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
