package stats

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
)

// versus reports whether s is of a game of its focus seat against one
// other (sim.Words.Versus: a battle of heroes against a villain), whose
// text and CSV keep the layout of its summaries from before records were
// by seat.
func (s *Summary) versus() bool { return s.Words().Versus }

// WriteText writes s to w as tables for people, in the words of its game
// (Words). A game of its focus seat against one other (a battle) gets the
// focus seat's win rate with its interval, its length, end reasons,
// per-entity means with intervals by group (per hero and per villain),
// where marks fall (where heroes go down) and the speed of the run; any
// other game each seat's wins with the interval of its win rate, its
// length, end reasons and each entity's metric means, one column per
// entity.
func (s *Summary) WriteText(w io.Writer) error { return s.writeText(w, true, true) }

// WriteTextBody writes the text of s (WriteText) without its speed line,
// for a printer that adds blocks of its own before the speed (WriteSpeed),
// which comes last.
func (s *Summary) WriteTextBody(w io.Writer) error { return s.writeText(w, false, true) }

// WriteTextBodyNoMarks writes the text of s (WriteTextBody) without the
// line of where its marks fall, for a printer whose own blocks say what
// marks that are not places on a map mean: an adventure's paths, a column
// a path through its battles, are its campaign's table of paths.
func (s *Summary) WriteTextBodyNoMarks(w io.Writer) error { return s.writeText(w, false, false) }

func (s *Summary) writeText(w io.Writer, speed, marks bool) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	p := func(format string, args ...any) { fmt.Fprintf(tw, format, args...) }
	words := s.textWords()
	if s.versus() {
		s.battleText(p, words, marks)
	} else {
		s.seatText(p, words, marks)
	}
	if speed && s.Perf.Elapsed > 0 {
		p("speed\t%s\n", s.speed())
	}
	return tw.Flush()
}

// speed says how fast the run of s went: its time, games a second and
// workers.
func (s *Summary) speed() string {
	workers := "workers"
	if s.Perf.Workers == 1 {
		workers = "worker"
	}
	return fmt.Sprintf("%.1f s, %s %s/s, %d %s", s.Perf.Elapsed,
		thousands(int64(math.Round(float64(s.n)/s.Perf.Elapsed))), s.textWords().games, s.Perf.Workers, workers)
}

// WriteSpeed writes the speed of the run of s after a blank line, if it
// was timed, for a printer that puts blocks of its own between the text
// of s (WriteTextBody) and its speed.
func (s *Summary) WriteSpeed(w io.Writer) error {
	if s.Perf.Elapsed <= 0 {
		return nil
	}
	_, err := fmt.Fprintf(w, "\nspeed  %s\n", s.speed())
	return err
}

// Policy returns seat's policy spec, "" if unknown.
func (s *Summary) Policy(seat int) string {
	if seat < len(s.Policies) {
		return s.Policies[seat]
	}
	return ""
}

// state says whether the run is complete: a summary of some of its
// run's shards (a shard, or a merge of some) says how many of how many it
// holds and which are missing, and is never called complete.
func (s *Summary) state() string {
	held := s.Coverage.ShardsHeld()
	if !s.Complete {
		if held != "" {
			return "INCOMPLETE, " + held
		}
		return "INCOMPLETE"
	}
	if held != "" {
		return held
	}
	return "complete"
}

// playedOf says how many games were played of those the summary's shards
// were asked for ("1000 of 1000 battles"), and of a summary that lacks
// shards of its run, the run's games in all ("1000 of 1000 battles, of
// the run's 3000"), so that a shard's count reads against its own.
func (s *Summary) playedOf(games string) string {
	own := s.Coverage.HeldBattles(s.Requested)
	t := fmt.Sprintf("%d of %d %s", s.n, own, games)
	if own != s.Requested {
		t += fmt.Sprintf(", of the run's %d", s.Requested)
	}
	return t
}

// battleText writes, in words w, the text of a game of its focus seat
// (the heroes) against the other (a villain).
func (s *Summary) battleText(p func(string, ...any), w textWords, marks bool) {
	f := s.schema.Focus
	other := 1 - f
	p("%s\t%s (%s, %s)\n", w.game, textsafe.Term(s.Name), textsafe.Term(s.Source), shortHash(s.Hash))
	pol := s.Policy(f)
	if v := s.Policy(other); v != "" && v != "ai" {
		pol += ", " + s.schema.Seats[other] + " " + v // the other player's policy (Competitive Mode); "ai" is the rules' own
	}
	p("run\tpolicy %s, seed %d, shard %s: %s, %s\n", textsafe.Term(pol), s.Seed, s.Coverage.Label(), s.playedOf(w.games), s.state())
	if s.Precision > 0 {
		p("precision\twanted ±%s, reached ±%s\n", pct(s.Precision), pct(s.HalfWidth()))
	}
	rate, lo, hi := s.WinRate(f)
	won0, won1 := s.outcome[f][sim.Won], s.outcome[other][sim.Won]
	otherName := textsafe.Term(s.schema.Seats[other])
	p("%s\t%s (95%% CI %s – %s, %v)\n", w.wins, pct(rate), pct(lo), pct(hi), s.CI)
	p("%s%s\t%s\n", otherName, WinsVerb(otherName), pct(float64(won1)/float64(s.n)))
	p("no winner\t%s\n", pct(float64(s.n-won0-won1)/float64(s.n)))
	mean, lo, hi := s.Turns()
	p("%s\tmean %s, median %d, p90 %d, min %d, max %d\n", w.length, meanPM(mean, lo, hi), s.TurnsQuantile(0.5),
		s.TurnsQuantile(0.9), s.TurnsMin(), s.TurnsQuantile(1))
	p("\n")
	p("end reason\t%s\tshare\n", w.games)
	for i, name := range s.schema.Reasons {
		if c := s.reasonCount[i]; c > 0 {
			p("%s\t%d\t%s\n", textsafe.Term(name), c, pct(float64(c)/float64(s.n)))
		}
	}
	for g, ents := range EntityGroups(&s.schema) {
		p("\n%s (mean per %s ±95%% CI)", s.groupTitle(g, ents[0]), w.game)
		for _, e := range ents {
			p("\t%s", textsafe.Term(s.schema.Entities[e].Name))
		}
		p("\n")
		for m, name := range s.schema.Entities[ents[0]].Metrics {
			p("%s", textsafe.Term(name))
			for _, e := range ents {
				p("\t%s", meanPM(s.Metric(e, m)))
			}
			p("\n")
		}
	}
	p("\n")
	if s.schema.Board != nil && marks {
		s.marksLine(p)
	}
}

// groupTitle returns the title of the g-th group of entities of a game of
// its focus seat against another, e its first entity: its group's name
// (sim.Entity.Group: "heroes", "villains"); without one, of a summary
// without words (of format 1) "heroes" then "villains", else the focus
// seat's name then the other's.
func (s *Summary) groupTitle(g, e int) string {
	if name := s.schema.Entities[e].Group; name != "" {
		return textsafe.Term(name)
	}
	seat := s.schema.Focus
	if g > 0 {
		seat = 1 - seat
	}
	if s.schema.Words == (sim.Words{}) {
		return []string{"heroes", "villains"}[min(g, 1)]
	}
	return textsafe.Term(s.schema.Seats[seat])
}

// marksLine writes the number of marks and the spaces with the most.
func (s *Summary) marksLine(p func(string, ...any)) {
	type spot struct {
		c int
		n int64
	}
	var spots []spot
	var total int64
	for c, n := range s.marks {
		if n > 0 {
			spots = append(spots, spot{c, n})
			total += n
		}
	}
	slices.SortStableFunc(spots, func(a, b spot) int { return cmp.Compare(b.n, a.n) })
	b := s.schema.Board
	var top []string
	for _, sp := range spots[:min(len(spots), 5)] {
		top = append(top, fmt.Sprintf("%s %d", CellLabel(sp.c%b.Stride, sp.c/b.Stride), sp.n))
	}
	line := fmt.Sprintf("%d on %s", total, plural.Of(len(spots), "space"))
	if len(top) > 0 {
		line += "; most at " + strings.Join(top, ", ")
	}
	if s.marksLost > 0 {
		line += fmt.Sprintf("; %d not placed", s.marksLost)
	}
	p("%s\t%s\n", textsafe.Term(b.Mark), line)
}

// seatText writes, in words w, the text of a game of any seats.
func (s *Summary) seatText(p func(string, ...any), w textWords, marks bool) {
	// The first line names the game ("adventure", "tcg"), whatever its
	// games are called ("playthroughs"): its head is "game".
	p("game\t%s (%s)\n", textsafe.Term(s.schema.Game), textsafe.Term(s.Source))
	shard := ""
	if s.Coverage.Shards > 1 {
		shard = ", shard " + s.Coverage.Label()
	}
	p("run\tseed %d%s: %s, %s\n", s.Seed, shard, s.playedOf(w.games), s.state())
	p("\n")
	p("seat\tpolicy\twins\tdraws\tunfinished\twin rate (95%% CI)\n")
	for i, name := range s.schema.Seats {
		rate, lo, hi := s.WinRate(i)
		mark := ""
		if i == s.schema.Focus {
			mark = " *"
		}
		p("%s%s\t%s\t%d\t%d\t%d\t%s (%s – %s)\n", textsafe.Term(name), mark, textsafe.Term(s.Policy(i)), s.outcome[i][sim.Won],
			s.outcome[i][sim.Drew], s.outcome[i][sim.Unfinished], pct(rate), pct(lo), pct(hi))
	}
	mean, lo, hi := s.Turns()
	p("\n%s\tmean %s, median %d, p90 %d, p99 %d, max %d\n", w.length, meanPM(mean, lo, hi), s.TurnsQuantile(0.5),
		s.TurnsQuantile(0.9), s.TurnsQuantile(0.99), s.TurnsQuantile(1))
	p("\nend reason\t%s\tshare\n", w.games)
	for i, name := range s.schema.Reasons {
		if c := s.reasonCount[i]; c > 0 {
			p("%s\t%d\t%s\n", textsafe.Term(name), c, pct(float64(c)/float64(s.n)))
		}
	}
	s.metricTable(p, w)
	if s.schema.Board != nil && marks {
		p("\n")
		s.marksLine(p)
	}
	if s.Perf.Elapsed > 0 {
		p("\n")
	}
}

// metricTable writes, for each kind of entity (metricKinds: a table's
// seats, its Characters dealt and won), one row per metric name and one
// column per entity, the mean ± half the 95% interval ("" where a metric
// does not apply).
func (s *Summary) metricTable(p func(string, ...any), w textWords) {
	for _, kind := range metricKinds(s.schema.Entities) {
		var rows []string
		for _, e := range kind {
			for _, m := range s.schema.Entities[e].Metrics {
				if !slices.Contains(rows, m) {
					rows = append(rows, m)
				}
			}
		}
		if len(rows) == 0 {
			continue
		}
		p("\nmean per %s", w.game)
		for _, e := range kind {
			p("\t%s", textsafe.Term(s.schema.Entities[e].Name))
		}
		p("\n")
		for _, row := range rows {
			p("%s", textsafe.Term(row))
			for _, e := range kind {
				cell := ""
				if m := slices.Index(s.schema.Entities[e].Metrics, row); m >= 0 {
					cell = meanPM(s.Metric(e, m))
				}
				p("\t%s", cell)
			}
			p("\n")
		}
	}
}

// metricKinds parts entities (by index, in order) into kinds: entities
// that share a metric name, directly or through others, are of one kind,
// and a kind's table has a column for each of them.
func metricKinds(ents []sim.Entity) [][]int {
	kind := make([]int, len(ents))
	for i := range kind {
		kind[i] = i
	}
	root := func(i int) int {
		for kind[i] != i {
			i = kind[i]
		}
		return i
	}
	for i := range ents {
		for j := range i {
			for _, m := range ents[i].Metrics {
				if slices.Contains(ents[j].Metrics, m) {
					kind[root(i)] = root(j)
					break
				}
			}
		}
	}
	var out [][]int
	at := map[int]int{}
	for i := range ents {
		r := root(i)
		k, ok := at[r]
		if !ok {
			k = len(out)
			at[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], i)
	}
	return out
}

// WriteCSV writes s to w as one CSV table in long form, with the header
// section,name,metric,value,ci95_low,ci95_high: one row per number, so
// that a spreadsheet or a data frame can filter and pivot it. The rows of
// a game of heroes against a villain are those of the run (hero_wins,
// villain_wins, timeouts, hero_win_rate), rounds, end reasons, each hero
// and villain type and the marks ("ko"); any other game's have a "seat"
// section with each seat's wins and win rate, "turns" and "entity". The
// games are counted, and their length measured, in the game's own words
// (sim.Words): "battles" and "rounds" for a battle, "games" and "turns" for
// a TCG match or a Munchkin table, "playthroughs" for an adventure.
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
	hv := s.versus()
	tw := s.textWords()
	turns := tw.length
	row("run", s.Name, tw.games, s.n)
	if hv {
		row("run", s.Name, "hero_wins", s.outcome[0][sim.Won])
		row("run", s.Name, "villain_wins", s.outcome[1][sim.Won])
		row("run", s.Name, "timeouts", s.n-s.outcome[0][sim.Won]-s.outcome[1][sim.Won])
		rate, lo, hi := s.WinRate(0)
		row("run", s.Name, "hero_win_rate", rate, lo, hi)
	} else {
		for i, name := range s.schema.Seats {
			row("seat", name, "wins", s.outcome[i][sim.Won])
			rate, lo, hi := s.WinRate(i)
			row("seat", name, "win_rate", rate, lo, hi)
		}
	}
	mean, lo, hi := s.Turns()
	row(turns, "", "mean", mean, lo, hi)
	for _, q := range []struct {
		name string
		q    float64
	}{{"p10", 0.1}, {"median", 0.5}, {"p90", 0.9}, {"max", 1}} {
		row(turns, "", q.name, s.TurnsQuantile(q.q))
	}
	for i, name := range s.schema.Reasons {
		row("end_reason", name, tw.games, s.reasonCount[i])
	}
	for g, ents := range EntityGroups(&s.schema) {
		section := "entity"
		if hv && g == 0 {
			section = "hero"
		} else if hv {
			section = "villain"
		}
		for _, e := range ents {
			ent := s.schema.Entities[e]
			for m, name := range ent.Metrics {
				mean, lo, hi := s.Metric(e, m)
				row(section, ent.Name, name, mean, lo, hi)
			}
		}
	}
	if b := s.schema.Board; b != nil {
		for c, n := range s.marks {
			if n > 0 {
				row("ko", CellLabel(c%b.Stride, c/b.Stride), "knockdowns", n)
			}
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
