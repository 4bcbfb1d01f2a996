package reports

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// TournamentMax is the most policies a Tournament holds.
const TournamentMax = 8

// A Tournament is a round robin of policies of one seat on the same seeds,
// as tmntsim tournament prints it: each policy plays game i of every
// seed's, and each pair of policies is compared game by game.
type Tournament struct {
	Name, Source string // the game's name and where it was read from
	Seed         uint64
	Games        int64 // the games each policy was to play
	Played       int64 // the games each policy played
	Policies     []string
	// Words are the game's (its schema's): what its games are called and
	// counted in, and the head of its focus seat's win column.
	Words sim.Words
	Wins  [TournamentMax]int64
	// TurnSum sums the turns (rounds) of each policy's games.
	TurnSum [TournamentMax]int64
	// Pairs[a][b], a < b: game i by policy a against game i by policy b,
	// and PTurns the same for their turns.
	Pairs  [TournamentMax][TournamentMax]stats.PairedBinary
	PTurns [TournamentMax][TournamentMax]stats.PairedMean
}

// meanTurns returns the mean turns (rounds) of policy a's games.
func (t *Tournament) meanTurns(a int) float64 { return rate(t.TurnSum[a], t.Played) }

// rate returns k/n, NaN with n = 0.
func rate(k, n int64) float64 { return float64(k) / float64(n) }

// WriteText writes the tournament's tables.
func (t *Tournament) WriteText(out io.Writer) error {
	w := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	unit, turns := t.Words.Game, t.Words.Length
	// The first line names what is played: a battle, or of another game
	// its file, headed "game" whatever its games are called ("game
	// shell-shocked", played in playthroughs).
	head := "game"
	if t.Words.Versus {
		head = unit
	}
	// A file without a title of its own is named once, not "x (x)".
	if t.Name == t.Source {
		fmt.Fprintf(w, "%s\t%s\n", head, textsafe.Term(t.Source))
	} else {
		fmt.Fprintf(w, "%s\t%s (%s)\n", head, textsafe.Term(t.Name), textsafe.Term(t.Source))
	}
	fmt.Fprintf(w, "%ss\t%d of %d with each policy, seed %d: %s i is played from the same seed by every policy\n", unit, t.Played, t.Games, t.Seed, unit)
	if t.Played == 0 {
		return w.Flush()
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "POLICY\t%s\t95%% CI (WILSON)\tMEAN %s\n", textsafe.Term(t.Words.WinCol), strings.ToUpper(turns))
	for a, p := range t.Policies {
		lo, hi := stats.Wilson(t.Wins[a], t.Played, stats.Conf95)
		m := t.meanTurns(a)
		fmt.Fprintf(w, "%s\t%s\t%s – %s\t%.2f\n", p, Pct(rate(t.Wins[a], t.Played)), Pct(lo), Pct(hi), m)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "B VS A\tWIN RATE B−A\t95%% CI (PAIRED)\tMCNEMAR p\tFLIPS A→B\tFLIPS B→A\t%s B−A\t95%% CI\n", strings.ToUpper(turns))
	for a := range t.Policies {
		for b := a + 1; b < len(t.Policies); b++ {
			pb := &t.Pairs[a][b]
			d, lo, hi := pb.Diff(stats.Conf95)
			rd, rlo, rhi := t.PTurns[a][b].Diff(stats.Conf95)
			fmt.Fprintf(w, "%s vs %s\t%s\t%s – %s\t%s\t%d\t%d\t%s\t%s – %s\n", t.Policies[b], t.Policies[a],
				Points(d), Points(lo), Points(hi), PValue(pb.McNemar()), pb.OnlyB, pb.OnlyA,
				Signed(rd), Signed(rlo), Signed(rhi))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "FLIPS A→B: %ss B won and A lost; B→A the reverse. McNemar's exact test of equal win rates;\n", unit)
	fmt.Fprintf(w, "%s B−A is the paired mean difference of the %s %ss last (Student's t).\n", turns, turns, unit)
	return w.Flush()
}

// TournamentCSVHeader is the header of the tournament CSV: a "policy" row per
// policy (the A columns) and a "pair" row per pair of policies.
var TournamentCSVHeader = []string{"row", "battle", "seed", "battles", "policy_a", "policy_b",
	"wins_a", "rate_a", "rate_a_lo", "rate_a_hi", "rounds_a",
	"wins_b", "rate_b", "rounds_b",
	"diff", "diff_lo", "diff_hi", "flips_a_to_b", "flips_b_to_a", "mcnemar_p",
	"rounds_diff", "rounds_diff_lo", "rounds_diff_hi", "complete"}

// WriteCSV writes the tournament's results as CSV.
func (t *Tournament) WriteCSV(out io.Writer) error {
	w := csv.NewWriter(out)
	w.Write(TournamentCSVHeader)
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 10, 64) }
	i := func(x int64) string { return strconv.FormatInt(x, 10) }
	n := t.Played
	common := func(kind, a, b string) []string {
		return []string{kind, t.Name, strconv.FormatUint(t.Seed, 10), i(n), a, b}
	}
	// complete is false in every row of an interrupted tournament's CSV.
	complete := strconv.FormatBool(t.Played == t.Games)
	for a, p := range t.Policies {
		lo, hi := stats.Wilson(t.Wins[a], n, stats.Conf95)
		m := t.meanTurns(a)
		row := append(common("policy", p, ""), i(t.Wins[a]), f(rate(t.Wins[a], n)), f(lo), f(hi), f(m))
		row = append(row, make([]string, len(TournamentCSVHeader)-1-len(row))...)
		w.Write(textsafe.Row(append(row, complete)))
	}
	for a := range t.Policies {
		ma := t.meanTurns(a)
		loA, hiA := stats.Wilson(t.Wins[a], n, stats.Conf95)
		for b := a + 1; b < len(t.Policies); b++ {
			pb := &t.Pairs[a][b]
			d, lo, hi := pb.Diff(stats.Conf95)
			rd, rlo, rhi := t.PTurns[a][b].Diff(stats.Conf95)
			mb := t.meanTurns(b)
			w.Write(textsafe.Row(append(common("pair", t.Policies[a], t.Policies[b]),
				i(t.Wins[a]), f(rate(t.Wins[a], n)), f(loA), f(hiA), f(ma),
				i(t.Wins[b]), f(rate(t.Wins[b], n)), f(mb),
				f(d), f(lo), f(hi), i(pb.OnlyB), i(pb.OnlyA), f(pb.McNemar()),
				f(rd), f(rlo), f(rhi), complete)))
		}
	}
	w.Flush()
	return w.Error()
}

// Write writes the tournament's results in format: text, json or csv.
func (t *Tournament) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		return t.WriteJSON(w)
	case "csv":
		return t.WriteCSV(w)
	}
	return t.WriteText(w)
}

// tourPolicyJSON is one policy's results in the tournament's JSON.
type tourPolicyJSON struct {
	Policy     string    `json:"policy"`
	Wins       int64     `json:"wins"`
	Rate       JSONFloat `json:"rate"`
	RateLo     JSONFloat `json:"rate_lo"`
	RateHi     JSONFloat `json:"rate_hi"`
	MeanRounds JSONFloat `json:"mean_rounds"`
}

// tourPairJSON is one pair of policies in the tournament's JSON, with the
// CSV's column names.
type tourPairJSON struct {
	PolicyA      string    `json:"policy_a"`
	PolicyB      string    `json:"policy_b"`
	Diff         JSONFloat `json:"diff"`
	DiffLo       JSONFloat `json:"diff_lo"`
	DiffHi       JSONFloat `json:"diff_hi"`
	FlipsAToB    int64     `json:"flips_a_to_b"`
	FlipsBToA    int64     `json:"flips_b_to_a"`
	McNemarP     JSONFloat `json:"mcnemar_p"`
	RoundsDiff   JSONFloat `json:"rounds_diff"`
	RoundsDiffLo JSONFloat `json:"rounds_diff_lo"`
	RoundsDiffHi JSONFloat `json:"rounds_diff_hi"`
}

// TournamentJSON is the JSON of a Tournament (WriteJSON).
type TournamentJSON struct {
	Battle   string           `json:"battle"`
	Source   string           `json:"source"`
	Seed     uint64           `json:"seed"`
	Battles  int64            `json:"battles"`
	Played   int64            `json:"played"`
	Complete bool             `json:"complete"`
	Policies []tourPolicyJSON `json:"policies"`
	Pairs    []tourPairJSON   `json:"pairs"`
}

// WriteJSON writes the tournament's results as JSON.
func (t *Tournament) WriteJSON(w io.Writer) error {
	n := t.Played
	j := TournamentJSON{Battle: t.Name, Source: t.Source, Seed: t.Seed, Battles: t.Games, Played: n,
		Complete: n == t.Games, Policies: []tourPolicyJSON{}, Pairs: []tourPairJSON{}}
	for a, p := range t.Policies {
		lo, hi := stats.Wilson(t.Wins[a], n, stats.Conf95)
		j.Policies = append(j.Policies, tourPolicyJSON{p, t.Wins[a], JSONFloat(rate(t.Wins[a], n)), JSONFloat(lo), JSONFloat(hi), JSONFloat(t.meanTurns(a))})
	}
	for a := range t.Policies {
		for b := a + 1; b < len(t.Policies); b++ {
			pb := &t.Pairs[a][b]
			d, lo, hi := pb.Diff(stats.Conf95)
			rd, rlo, rhi := t.PTurns[a][b].Diff(stats.Conf95)
			j.Pairs = append(j.Pairs, tourPairJSON{t.Policies[a], t.Policies[b], JSONFloat(d), JSONFloat(lo), JSONFloat(hi),
				pb.OnlyB, pb.OnlyA, JSONFloat(pb.McNemar()), JSONFloat(rd), JSONFloat(rlo), JSONFloat(rhi)})
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

// Fill takes the results of lab's round robin r, an entrant a policy.
func (t *Tournament) Fill(r *lab.RoundRobin) {
	n := len(r.Sums)
	t.Played = r.Games()
	last := n - 1
	for a := range n {
		t.Wins[a] = lab.Wins(r.Sums[a])
		if a < last {
			t.TurnSum[a] = r.Turns[a][a+1].SumA
		} else {
			t.TurnSum[a] = r.Turns[a-1][a].SumB
		}
		for b := a + 1; b <= last; b++ {
			t.Pairs[a][b], t.PTurns[a][b] = r.Pairs[a][b], r.Turns[a][b]
		}
	}
}
