package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

func init() {
	register(&command{
		name:    "first",
		summary: "what going first is worth: a match's seats swapped on the same seeds, or a table's seats against an equal share",
		run:     interruptible(doFirst),
	})
}

// A swapper is a setup of a two-seat game that can fix who goes first
// (tcg.Match): the two setups differ in that alone.
type swapper interface {
	SwapFirst() (aFirst, bFirst sim.Setup)
}

// A resizer is a setup that can be played by another number of players
// (munchkin.Table).
type resizer interface {
	WithPlayers(n int) (sim.Setup, error)
}

// A firstStudy is what "tmntsim first" was asked to do, and found.
type firstStudy struct {
	a        gameArg
	o        lab.Options
	policies []string
	swap     *lab.FirstStudy // a match's seat swap
	seats    *lab.Summary    // a table's games
}

func doFirst(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "first")
	var st firstStudy
	pols, progress := addGameFlags(fs, &st.o, 10000, "(of a match: in each order, game i of both from the same seed)")
	every := fs.String("every", "", "every seat plays `SPEC`, so that the seats differ in their place alone")
	players := fs.Int("players", 0, "play a table with `N` players (3 to 6) instead of the file's")
	format := fs.String("format", "text", "`format` of the result on stdout: text or json")
	out := fs.StringP("out", "o", "", "also write the result as JSON to `FILE`")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		return fail(e, usagef("first: give one match or table (tmntsim first FILE); got %d arguments", fs.NArg()))
	}
	var err error
	if st.a, err = openDeckGame("first", fs.Arg(0)); err != nil {
		return fail(e, err)
	}
	if err := st.check(*pols, *progress, *format, *every, *players, fs.Changed("players")); err != nil {
		return fail(e, err)
	}
	if err := checkOut("-o", *out); err != nil {
		return fail(e, err)
	}
	var finish func()
	st.o.Progress, finish = gameProgress(e, *progress, st.o.Games)
	if sw, ok := st.a.setup.(swapper); ok {
		af, bf := sw.SwapFirst()
		st.swap, err = lab.First(ctx, lab.Entrant{Setup: af, Policies: st.policies, Name: "first seat first"},
			lab.Entrant{Setup: bf, Policies: st.policies, Name: "second seat first"}, st.o)
	} else {
		st.o.Policies = st.policies
		st.seats, err = lab.Run(ctx, st.a.setup, st.o)
	}
	finish()
	if err != nil {
		if lab.Interrupted(err) {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted; nothing printed")
			return exitInterrupted
		}
		return fail(e, err)
	}
	if *out != "" && !rescueOut(e, "-o", *out, "the JSON", st.writeJSON) {
		return exitError
	}
	write := st.writeText
	if *format == "json" {
		write = st.writeJSON
	}
	if err := write(e.stdout); err != nil {
		return fail(e, err)
	}
	return exitOK
}

// check checks the study's flags and sets its setup and policies.
func (st *firstStudy) check(pols []string, progress, format, every string, players int, playersGiven bool) error {
	if err := checkGameFlags(&st.o, progress); err != nil {
		return err
	}
	if format != "text" && format != "json" {
		return usagef("--format: unknown format %q (known: text, json)", format)
	}
	if playersGiven {
		r, ok := st.a.setup.(resizer)
		if !ok {
			return usagef("--players: %s is a %s file, whose number of players is fixed", st.a.name(), st.a.game.name)
		}
		s, err := r.WithPlayers(players)
		if err != nil {
			return usagef("--players: %s", strings.TrimPrefix(err.Error(), "players: "))
		}
		st.a.setup = s
	}
	_, swap := st.a.setup.(swapper)
	if !swap && len(st.a.setup.Schema().Seats) < 2 {
		return usagef("first: %s has one seat; there is no first player to measure", st.a.name())
	}
	if swap && st.o.Games < 2 {
		return usagef("--battles: %d; a paired comparison needs at least 2 games", st.o.Games)
	}
	if every != "" {
		if len(pols) > 0 {
			return usagef("--every: give it or --policy, not both")
		}
		for _, s := range st.a.setup.Schema().Seats {
			pols = append(pols, s+"="+every)
		}
	}
	var err error
	st.policies, err = gamePolicies(st.a, pols, "--policy")
	if err != nil && every != "" {
		err = usagef("--every: %v", strings.TrimPrefix(err.Error(), "--policy: "))
	}
	return err
}

func (st *firstStudy) writeText(w io.Writer) error {
	if st.swap != nil {
		return st.writeSwap(w)
	}
	return st.writeSeats(w)
}

// writeSwap writes the seat swap of a match.
func (st *firstStudy) writeSwap(w io.Writer) error {
	f := st.swap
	seats := st.a.setup.Schema().Seats
	n := f.Seat0.N()
	fmt.Fprintf(w, "first-player advantage: %s, %s\n", st.a.name(), policyText(st.a.setup, st.policies))
	fmt.Fprintf(w, "%d games with %s going first and the same %d with %s going first (game i of both from seed %d's game i: the same deals)\n\n",
		n, textsafe.Term(seats[0]), n, textsafe.Term(seats[1]), st.o.Seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\tgoing first\tgoing second\tfirst less second (paired, 95% interval)\tMcNemar p")
	for i, p := range []*stats.PairedBinary{&f.Seat0, &f.Seat1} {
		first, second := orders(f, i)
		r1, _, _ := first.WinRate(i)
		r2, _, _ := second.WinRate(i)
		d, lo, hi := p.Diff(stats.Conf95)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s (%s – %s)\t%s\n", textsafe.Term(seats[i]), reports.Pct(r1), reports.Pct(r2),
			reports.Points(d), reports.Signed(100*lo), reports.Signed(100*hi), reports.PValue(p.McNemar()))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	r, lo, hi := f.FirstRate()
	fmt.Fprintf(w, "\nthe first player's win rate over both orders: %s (%s – %s), %s against an even 50%%\n",
		reports.Pct(r), reports.Pct(lo), reports.Pct(hi), reports.Points(r-0.5))
	if draws := f.AFirst.Count(0, sim.Drew) + f.BFirst.Count(0, sim.Drew); draws > 0 {
		fmt.Fprintf(w, "%d of the %d games were drawn: they count as won by neither\n", draws, 2*n)
	}
	fmt.Fprintf(w, "in words: %s\n", firstWords(r, lo, hi, n))
	return nil
}

// orders returns the games of f in which seat went first, and those in
// which it went second.
func orders(f *lab.FirstStudy, seat int) (first, second *lab.Summary) {
	if seat == 0 {
		return f.AFirst, f.BFirst
	}
	return f.BFirst, f.AFirst
}

// firstWords says what the first player's win rate r (and its interval)
// means.
func firstWords(r, lo, hi float64, n int64) string {
	switch {
	case lo > 0.5:
		return fmt.Sprintf("going first is worth %s of win rate (between %s and %s): the player who goes first wins %s of the games, whichever seat it is",
			unsigned(r-0.5), unsigned(lo-0.5), unsigned(hi-0.5), reports.Pct(r))
	case hi < 0.5:
		return fmt.Sprintf("going first costs %s of win rate (between %s and %s): the player who goes first wins only %s of the games, whichever seat it is",
			unsigned(0.5-r), unsigned(0.5-hi), unsigned(0.5-lo), reports.Pct(r))
	}
	return fmt.Sprintf("no first-player advantage can be told from none in %d pairs of games: the interval covers 50%%; play more games (-n) to narrow it", n)
}

// unsigned formats a positive difference of proportions in points,
// "0.72 pts".
func unsigned(d float64) string { return strings.TrimPrefix(reports.Points(d), "+") }

// pEquals formats a p-value after "p": "p = 0.010", "p < 1e-300".
func pEquals(p float64) string {
	s := reports.PValue(p)
	if strings.HasPrefix(s, "<") {
		return "p " + s
	}
	return "p = " + s
}

// writeSeats writes the starting seats of a table.
func (st *firstStudy) writeSeats(w io.Writer) error {
	s := st.seats
	seats := s.Schema().Seats
	k := len(seats)
	share := 1 / float64(k)
	fmt.Fprintf(w, "the starting seat: %s, %s\n", st.a.name(), policyText(st.a.setup, st.policies))
	fmt.Fprintf(w, "%d games, seed %d; %s starts, the others follow in seat order\n\n", s.Games(), st.o.Seed, textsafe.Term(seats[0]))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "seat\tturn\tpolicy\twins\twin rate (95%% interval)\tless an equal share (%s)\n", reports.Pct(share))
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
			reports.Pct(r), reports.Pct(lo), reports.Pct(hi), reports.Points(r-share), verdict)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	stat, df, p := seatChiSquare(won)
	total := int64(0)
	for _, x := range won {
		total += x
	}
	fmt.Fprintf(w, "\nchi-square of \"the seat does not matter\" (the %d games someone won, against an equal share): %.2f, %d degrees of freedom, %s\n",
		total, stat, df, pEquals(p))
	fmt.Fprintf(w, "in words: %s\n", seatWords(p, st.samePolicies()))
	if !st.samePolicies() {
		fmt.Fprintln(w, "note: the seats play different policies, so a seat's share mixes its policy with its place; --every SPEC gives every seat one policy, to measure the place alone")
	}
	return nil
}

// seatChiSquare returns the chi-square test of won, the wins of each seat,
// against an equal share (0, 0, 1 with no wins).
func seatChiSquare(won []int64) (stat float64, df int, p float64) {
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

// samePolicies reports whether every seat plays the same policy.
func (st *firstStudy) samePolicies() bool {
	ps := lab.Policies(st.a.setup, st.policies)
	for _, p := range ps[1:] {
		if p != ps[0] {
			return false
		}
	}
	return true
}

// firstJSON is the JSON of "tmntsim first".
type firstJSON struct {
	Game     string   `json:"game"`
	Source   string   `json:"source"`
	Policies []string `json:"policies"`
	Seed     uint64   `json:"seed"`
	Games    int64    `json:"games"`
	// A match's seat swap.
	Seats     []firstSeatJSON   `json:"seats"`
	FirstRate *reports.Estimate `json:"first_player_win_rate,omitempty"`
	// A table's seats.
	ChiSquare *chiSquareJSON `json:"chi_square,omitempty"`
}

type firstSeatJSON struct {
	Seat    string            `json:"seat"`
	WinRate *reports.Estimate `json:"win_rate,omitempty"`
	First   *reports.Estimate `json:"win_rate_first,omitempty"`
	Second  *reports.Estimate `json:"win_rate_second,omitempty"`
	Diff    *reports.Estimate `json:"first_less_second,omitempty"`
}

type chiSquareJSON struct {
	Stat float64           `json:"stat"`
	DF   int               `json:"df"`
	P    reports.JSONFloat `json:"p"`
}

func est(v, lo, hi float64) *reports.Estimate {
	e := reports.NewEstimate(v, lo, hi)
	return &e
}

func (st *firstStudy) writeJSON(w io.Writer) error {
	s := st.a.setup.Schema()
	j := firstJSON{Game: s.Game, Source: st.a.arg, Policies: lab.Policies(st.a.setup, st.policies), Seed: st.o.Seed}
	if f := st.swap; f != nil {
		j.Games = f.Seat0.N()
		for i, p := range []*stats.PairedBinary{&f.Seat0, &f.Seat1} {
			first, second := orders(f, i)
			j.Seats = append(j.Seats, firstSeatJSON{Seat: s.Seats[i], First: est(first.WinRate(i)), Second: est(second.WinRate(i)), Diff: est(p.Diff(stats.Conf95))})
		}
		j.FirstRate = est(f.FirstRate())
	} else {
		j.Games = st.seats.Games()
		won := make([]int64, len(s.Seats))
		for i := range s.Seats {
			won[i] = st.seats.Count(i, sim.Won)
			j.Seats = append(j.Seats, firstSeatJSON{Seat: s.Seats[i], WinRate: est(st.seats.WinRate(i))})
		}
		stat, df, p := seatChiSquare(won)
		j.ChiSquare = &chiSquareJSON{stat, df, reports.JSONFloat(p)}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}
