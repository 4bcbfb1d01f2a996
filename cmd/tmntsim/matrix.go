package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

func init() {
	register(&command{
		name:    "matrix",
		summary: "which TCG deck beats which: every pair of decks, paired over who goes first, as a win-rate matrix with intervals",
		run:     interruptible(doMatrix),
	})
}

// maxMatrixDecks is the most decks one matrix plays (lab.MaxPairings of
// them).
const maxMatrixDecks = 8

// defaultMatrixPolicy plays every deck unless -p says otherwise: the
// strongest of the fast TCG policies, so that the matrix is about the
// decks rather than about a player's mistakes.
const defaultMatrixPolicy = "planner"

// A matrixDeck is a deck named on the command line.
type matrixDeck struct {
	arg    string // as given
	label  string // its name in the output: the deck's name, or arg when two share it
	deck   tcg.Deck
	policy string
}

// A matrixStudy is what "tmntsim matrix" was asked to do, and found.
type matrixStudy struct {
	decks    []matrixDeck
	cards    *deckfile.CardSet
	gauntlet int // the gauntlet deck's index, or -1 for the whole matrix
	o        lab.Options
	m        *lab.Matrix
}

func doMatrix(ctx context.Context, e *env, args []string) int {
	fs := newFlagSet(e, "matrix")
	fs.Usage = func() {
		writeHelp(e.stdout, "matrix", fs, map[string]any{"Max": maxMatrixDecks, "Decks": deckfile.DeckNames(), "Policy": defaultMatrixPolicy})
	}
	var st matrixStudy
	pols, progress := addGameFlags(fs, &st.o, 10000, "of each pair of decks in each order, game i of all from the same seed")
	fs.Lookup("policy").Usage = "`DECK=SPEC`: a deck's policy (repeatable); a bare SPEC is every deck's (default " + defaultMatrixPolicy + ")"
	gauntlet := fs.String("gauntlet", "", "play only `DECK` (a deck given, or one more) against each other deck, and rank them")
	format := fs.String("format", "text", "`format` of the result on stdout: text, json or csv (one row per cell)")
	out := fs.StringP("out", "o", "", "also write the result as JSON to `FILE`")
	pngFile := fs.String("png", "", "also draw the matrix as a heat map (PNG) in `FILE`")
	if code, done := parseFlags(e, fs, args); done {
		return code
	}
	if err := st.check(fs.Args(), *pols, *progress, *format, *gauntlet); err != nil {
		return fail(e, err)
	}
	for _, f := range []struct{ flag, file string }{{"-o", *out}, {"--png", *pngFile}} {
		if err := checkOut(f.flag, f.file); err != nil {
			return fail(e, err)
		}
	}
	pairings, err := st.pairings()
	if err != nil {
		return fail(e, err)
	}
	var finish func()
	st.o.Progress, finish = gameProgress(e, *progress, st.o.Games)
	st.m, err = lab.PlayMatrix(ctx, len(st.decks), pairings, st.o)
	finish()
	if err != nil {
		if !lab.Interrupted(err) {
			return fail(e, err)
		}
		if st.m.Cells[0].Pairs == 0 {
			fmt.Fprintln(e.stderr, "tmntsim: interrupted before any game was played; nothing printed")
			return exitInterrupted
		}
	}
	if code := (studyOut{st.writeText, st.writeJSON, st.writeCSV, st.writePNG}).emit(e, *out, *pngFile, *format, "the matrix JSON"); code != exitOK {
		return code
	}
	if !st.m.Complete {
		fmt.Fprintf(e.stderr, "tmntsim: interrupted; the matrix holds the first %d games of each pair in each order\n", st.m.Cells[0].Pairs)
		return exitInterrupted
	}
	return exitOK
}

// check checks the arguments and flags and loads the decks.
func (st *matrixStudy) check(args, pols []string, progress, format, gauntlet string) error {
	if err := checkGameFlags(&st.o, progress); err != nil {
		return err
	}
	if format != "text" && format != "json" && format != "csv" {
		return usagef("--format: unknown format %q (known: text, json, csv)", format)
	}
	if gauntlet != "" && !slices.Contains(args, gauntlet) {
		args = append([]string{gauntlet}, args...) // the gauntlet deck need not be given twice
	}
	switch {
	case len(args) < 2 && gauntlet != "":
		return usagef("matrix: --gauntlet %s needs at least one other deck to play; got none; embedded decks: %s", textsafe.Term(gauntlet), strings.Join(deckfile.DeckNames(), ", "))
	case len(args) < 2:
		return usagef("matrix: give at least 2 decks (tmntsim matrix DECK DECK...); got %d; embedded decks: %s", len(args), strings.Join(deckfile.DeckNames(), ", "))
	case len(args) > maxMatrixDecks:
		return usagef("matrix: %d decks; a matrix plays at most %d", len(args), maxMatrixDecks)
	}
	var err error
	if st.cards, err = deckfile.Embedded(); err != nil {
		return err
	}
	for _, a := range args {
		d, err := loadMatrixDeck(st.cards, a)
		if err != nil {
			if a == gauntlet {
				return usagef("--gauntlet: %s", strings.TrimPrefix(err.Error(), "matrix: "))
			}
			return err
		}
		for _, prev := range st.decks {
			if prev.arg == a {
				return usagef("matrix: deck %s given twice; a deck against itself is 50%% by definition, and not played", textsafe.Term(a))
			}
		}
		st.decks = append(st.decks, matrixDeck{arg: a, label: d.Name, deck: d, policy: defaultMatrixPolicy})
	}
	st.label()
	if err := st.setPolicies(pols); err != nil {
		return err
	}
	st.gauntlet = slices.IndexFunc(st.decks, func(d matrixDeck) bool { return gauntlet != "" && d.arg == gauntlet })
	return nil
}

// label names the decks in the output: by their names, or by the argument
// where two decks share a name.
func (st *matrixStudy) label() {
	for i := range st.decks {
		for j := range st.decks {
			if i != j && st.decks[i].deck.Name == st.decks[j].deck.Name {
				st.decks[i].label = st.decks[i].arg
			}
		}
		st.decks[i].label = textsafe.Term(st.decks[i].label)
	}
}

// labels returns the decks' names in the output.
func (st *matrixStudy) labels() []string {
	var out []string
	for _, d := range st.decks {
		out = append(out, d.label)
	}
	return out
}

// setPolicies sets the decks' policies from the -p values: SPEC for every
// deck, DECK=SPEC for one.
func (st *matrixStudy) setPolicies(values []string) error {
	for _, v := range values {
		name, spec, one := strings.Cut(v, "=")
		if !one {
			spec = v
		}
		if _, err := tcgpolicy.New(spec); err != nil {
			return usagef("--policy: %v", err)
		}
		if !one {
			for i := range st.decks {
				st.decks[i].policy = spec
			}
			continue
		}
		i := slices.IndexFunc(st.decks, func(d matrixDeck) bool { return d.label == name || d.arg == name })
		if i < 0 {
			return usagef("--policy: no deck %q among those given%s; decks: %s", textsafe.Term(name), scenarios.Suggest(name, st.labels()), strings.Join(st.labels(), ", "))
		}
		st.decks[i].policy = spec
	}
	return nil
}

// loadMatrixDeck loads arg, an embedded deck's name or a deck file. A
// battle, a match or a table, embedded or a file, is an error saying what
// to give.
func loadMatrixDeck(cs *deckfile.CardSet, arg string) (tcg.Deck, error) {
	if _, err := os.Stat(arg); err == nil {
		data, err := userfile.Read(arg, userfile.MaxBattle)
		if err != nil {
			return tcg.Deck{}, err
		}
		d, err := deckfile.LoadDeck(arg, data, cs)
		if err == nil {
			return d, nil
		}
		if what := notADeck(arg, data); what != "" {
			return tcg.Deck{}, usagef("matrix takes decks: %s is %s; give deck files (name:, cards:) or embedded decks (%s)",
				textsafe.Term(arg), what, strings.Join(deckfile.DeckNames(), ", "))
		}
		return tcg.Deck{}, err
	} else if !errors.Is(err, fs.ErrNotExist) {
		return tcg.Deck{}, fmt.Errorf("%s: %w", arg, err)
	}
	if strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") {
		return tcg.Deck{}, usagef("matrix: deck file %s: no such file", textsafe.Term(arg))
	}
	switch {
	case slices.Contains(battlefile.Embedded(), arg):
		return tcg.Deck{}, usagef("matrix takes decks: %s is an embedded Adventures battle; embedded decks: %s", textsafe.Term(arg), strings.Join(deckfile.DeckNames(), ", "))
	case slices.Contains(deckfile.MatchNames(), arg):
		return tcg.Deck{}, usagef("matrix takes decks: %s is an embedded match of two decks; give its decks, e.g. %s", textsafe.Term(arg), strings.Join(deckfile.DeckNames(), " "))
	}
	d, err := deckfile.EmbeddedDeck(cs, arg)
	if err != nil {
		return tcg.Deck{}, usagef("matrix: %s, or a deck file", strings.ReplaceAll(err.Error(), "\n", " "))
	}
	return d, nil
}

// notADeck says what the file is when it is a file of a game (a battle, a
// match, a table) rather than a deck: "" when it looks like a deck.
func notADeck(arg string, data []byte) string {
	if _, setup, err := openGame(arg); err == nil && setup != nil {
		if _, ok := setup.(*tcg.Match); ok {
			return "a TCG match (two decks and their players), not a deck"
		}
		return "a " + setup.Schema().Game + " file, not a deck"
	}
	if name, pos, err := scenarios.GameOf(arg, data); err == nil && (name != "adventures" || !pos.IsZero()) {
		return "a " + name + " file, not a deck"
	}
	if _, err := battlefile.LoadBytes(arg, data); err == nil {
		return "an Adventures battle"
	}
	var top map[string]yaml.Node
	if yaml.Unmarshal(data, &top) == nil && top != nil {
		if _, ok := top["cards"]; !ok {
			return "not a deck file (it has no cards: key)"
		}
	}
	return ""
}

// pairings returns the pairings of the study: every pair of decks, or the
// gauntlet deck against each other deck.
func (st *matrixStudy) pairings() ([]lab.Pairing, error) {
	pair := func(a, b int) (lab.Pairing, error) {
		da, db := st.decks[a], st.decks[b]
		setup, err := tcg.NewSetup(st.cards.Cards, [tcg.MaxSeats]tcg.Deck{da.deck, db.deck}, tcg.Options{})
		if err != nil {
			return lab.Pairing{}, fmt.Errorf("%s against %s: %w", da.label, db.label, err)
		}
		m := tcg.NewMatch(setup, [tcg.MaxSeats]string{da.policy, db.policy}, tcgpolicy.New)
		af, bf := m.SwapFirst()
		return lab.Pairing{Row: a, Col: b,
			AFirst: lab.Entrant{Setup: af, Name: da.label + " first against " + db.label},
			BFirst: lab.Entrant{Setup: bf, Name: db.label + " first against " + da.label}}, nil
	}
	if st.gauntlet < 0 {
		return lab.RoundRobinPairings(len(st.decks), pair)
	}
	var ps []lab.Pairing
	for b := range st.decks {
		if b != st.gauntlet {
			// In the order of the arguments, as the matrix pairs them: the
			// gauntlet plays the games of the matrix's row.
			p, err := pair(min(st.gauntlet, b), max(st.gauntlet, b))
			if err != nil {
				return nil, err
			}
			ps = append(ps, p)
		}
	}
	return ps, nil
}

// cellText formats a cell's rate and interval, "62.3% (61.1 – 63.4)".
func cellText(c lab.Cell) string {
	r, lo, hi := c.Rate()
	return fmt.Sprintf("%s (%s – %s)", reports.Pct(r), strings.TrimSuffix(reports.Pct(lo), "%"), strings.TrimSuffix(reports.Pct(hi), "%"))
}

// fieldText formats a deck's field rate and interval.
func fieldText(f *lab.Field) string {
	r, lo, hi := f.Rate()
	return fmt.Sprintf("%s (%s – %s)", reports.Pct(r), strings.TrimSuffix(reports.Pct(lo), "%"), strings.TrimSuffix(reports.Pct(hi), "%"))
}

// matchup says in a word whether a rate's interval is above 50%, below,
// or across it.
func matchup(lo, hi float64) string {
	switch {
	case lo > 0.5:
		return "favoured"
	case hi < 0.5:
		return "unfavoured"
	}
	return "even"
}

// policiesText describes the decks' policies: one for all, or each's.
func (st *matrixStudy) policiesText() string {
	same := true
	for _, d := range st.decks[1:] {
		same = same && d.policy == st.decks[0].policy
	}
	if same {
		return "every deck played by " + textsafe.Term(st.decks[0].policy)
	}
	var parts []string
	for _, d := range st.decks {
		parts = append(parts, d.label+"="+textsafe.Term(d.policy))
	}
	return "policies " + strings.Join(parts, " ")
}

func (st *matrixStudy) writeText(w io.Writer) error {
	if st.gauntlet >= 0 {
		return st.writeGauntlet(w)
	}
	m := st.m
	n := m.Cells[0].Pairs
	fmt.Fprintf(w, "deck matrix: %d decks, %s, seed %d\n", len(st.decks), st.policiesText(), st.o.Seed)
	fmt.Fprintf(w, "each pair: %d games, game i played twice from the same seed with each deck going first (%d games a cell)\n", n, 2*n)
	fmt.Fprintln(w, "cell: the row deck's win rate against the column deck (95% interval, paired by game)")
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "row \\ column"
	for _, d := range st.decks {
		head += "\t" + d.label
	}
	fmt.Fprintln(tw, head+"\tvs field")
	for r, d := range st.decks {
		row := d.label
		for c := range st.decks {
			cell, ok := m.Cell(r, c)
			if r == c || !ok {
				row += "\t50% (mirror)"
				continue
			}
			row += "\t" + cellText(cell)
		}
		fmt.Fprintln(tw, row+"\t"+fieldText(&m.Fields[r]))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "ranked by the win rate over the field:")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "rank\tdeck\tvs field\t\tbest matchup\tworst matchup")
	for k, d := range lab.RankField(m) {
		_, lo, hi := m.Fields[d].Rate()
		best, worst := st.extremes(d)
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", k+1, st.decks[d].label, fieldText(&m.Fields[d]), matchup(lo, hi), best, worst)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	st.writeNotes(w)
	return nil
}

// extremes returns deck d's best and worst matchups, "suzaku 61.2%".
func (st *matrixStudy) extremes(d int) (best, worst string) {
	br, wr := -1.0, 2.0
	for c := range st.decks {
		cell, ok := st.m.Cell(d, c)
		if c == d || !ok {
			continue
		}
		r, _, _ := cell.Rate()
		if r > br {
			br, best = r, st.decks[c].label+" "+reports.Pct(r)
		}
		if r < wr {
			wr, worst = r, st.decks[c].label+" "+reports.Pct(r)
		}
	}
	return best, worst
}

// writeNotes writes what the numbers count: draws and the first player's
// share of the wins.
func (st *matrixStudy) writeNotes(w io.Writer) {
	var games, draws, firstWins, wins int64
	for _, c := range st.m.Cells {
		games += c.Games()
		draws += c.Draws()
		firstWins += c.RowFirst + c.ColFirst
		wins += c.RowWins + c.ColWins
	}
	fmt.Fprintln(w)
	if draws > 0 {
		fmt.Fprintf(w, "%d of the %d games were drawn (the turn limit): they count as won by neither deck, so a cell and its mirror cell add up to less than 100%%\n", draws, games)
	}
	if wins > 0 {
		fmt.Fprintf(w, "the player going first won %s of the games won (over every pair; it cancels in the cells: each deck goes first in half of its games)\n",
			reports.Pct(float64(firstWins)/float64(wins)))
	}
	fmt.Fprintf(w, "played in %.2f s, %.0f games/s\n", st.m.Elapsed, float64(games)/max(st.m.Elapsed, 1e-9))
}

// writeGauntlet writes the gauntlet deck's row, its opponents ranked from
// the one it beats most to the one it beats least.
func (st *matrixStudy) writeGauntlet(w io.Writer) error {
	g := st.gauntlet
	m := st.m
	n := m.Cells[0].Pairs
	decks := "decks"
	if len(st.decks) == 2 {
		decks = "deck"
	}
	fmt.Fprintf(w, "gauntlet: %s against %d %s, %s, seed %d\n", st.decks[g].label, len(st.decks)-1, decks, st.policiesText(), st.o.Seed)
	fmt.Fprintf(w, "each opponent: %d games, game i played twice from the same seed with each deck going first (%d games)\n\n", n, 2*n)
	type row struct {
		c    int
		cell lab.Cell
	}
	var rows []row
	for c := range st.decks {
		if cell, ok := m.Cell(g, c); ok && c != g {
			rows = append(rows, row{c, cell})
		}
	}
	slices.SortStableFunc(rows, func(a, b row) int {
		ra, _, _ := a.cell.Rate()
		rb, _, _ := b.cell.Rate()
		switch {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "rank\topponent\t%s wins (95%% interval)\t\tgoing first\tgoing second\tdraws\n", st.decks[g].label)
	for k, r := range rows {
		_, lo, hi := r.cell.Rate()
		half := float64(r.cell.Pairs)
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%d\n", k+1, st.decks[r.c].label, cellText(r.cell), matchup(lo, hi),
			reports.Pct(float64(r.cell.RowFirst)/half), reports.Pct(float64(r.cell.RowWins-r.cell.RowFirst)/half), r.cell.Draws())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s against the field (each opponent weighing the same): %s\n", st.decks[g].label, fieldText(&m.Fields[g]))
	st.writeNotes(w)
	return nil
}

// matrixJSON is the JSON of "tmntsim matrix".
type matrixJSON struct {
	Game     string            `json:"game"`
	Decks    []matrixDeckJSON  `json:"decks"`
	Gauntlet string            `json:"gauntlet,omitempty"`
	Seed     uint64            `json:"seed"`
	Pairs    int64             `json:"games_per_order"`
	Complete bool              `json:"complete"`
	Mirror   string            `json:"mirror"`
	Cells    []matrixCellJSON  `json:"cells"`
	Elapsed  reports.JSONFloat `json:"elapsed_seconds"`
}

type matrixDeckJSON struct {
	Name   string           `json:"name"`
	Source string           `json:"source"`
	Policy string           `json:"policy"`
	Field  reports.Estimate `json:"vs_field"`
	Rank   int              `json:"rank"`
}

type matrixCellJSON struct {
	Row      string           `json:"row"`
	Column   string           `json:"column"`
	Games    int64            `json:"games"`
	Wins     int64            `json:"wins"`
	Losses   int64            `json:"losses"`
	Draws    int64            `json:"draws"`
	WinFirst int64            `json:"wins_going_first"`
	Rate     reports.Estimate `json:"win_rate"`
}

// cells returns every played cell, both ways, in row and column order: of
// a gauntlet, its deck's row.
func (st *matrixStudy) cells() []lab.Cell {
	var out []lab.Cell
	for r := range st.decks {
		for c := range st.decks {
			if cell, ok := st.m.Cell(r, c); ok && r != c && (st.gauntlet < 0 || r == st.gauntlet) {
				out = append(out, cell)
			}
		}
	}
	return out
}

func (st *matrixStudy) writeJSON(w io.Writer) error {
	j := matrixJSON{Game: "tcg", Seed: st.o.Seed, Pairs: st.m.Cells[0].Pairs, Complete: st.m.Complete,
		Mirror: "not played: 50% by definition", Elapsed: reports.JSONFloat(st.m.Elapsed)}
	rank := make([]int, len(st.decks))
	for k, d := range lab.RankField(st.m) {
		rank[d] = k + 1
	}
	for i, d := range st.decks {
		j.Decks = append(j.Decks, matrixDeckJSON{Name: d.label, Source: d.arg, Policy: d.policy, Field: reports.NewEstimate(st.m.Fields[i].Rate()), Rank: rank[i]})
	}
	if st.gauntlet >= 0 {
		j.Gauntlet = st.decks[st.gauntlet].label
	}
	for _, c := range st.cells() {
		j.Cells = append(j.Cells, matrixCellJSON{Row: st.decks[c.Row].label, Column: st.decks[c.Col].label, Games: c.Games(),
			Wins: c.RowWins, Losses: c.ColWins, Draws: c.Draws(), WinFirst: c.RowFirst, Rate: reports.NewEstimate(c.Rate())})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

func (st *matrixStudy) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"row", "column", "games", "wins", "rate", "lo", "hi", "draws", "wins_going_first"})
	for _, c := range st.cells() {
		r, lo, hi := c.Rate()
		cw.Write([]string{st.decks[c.Row].label, st.decks[c.Col].label, strconv.FormatInt(c.Games(), 10), strconv.FormatInt(c.RowWins, 10),
			reports.Num(r), reports.Num(lo), reports.Num(hi), strconv.FormatInt(c.Draws(), 10), strconv.FormatInt(c.RowFirst, 10)})
	}
	cw.Flush()
	return cw.Error()
}

func (st *matrixStudy) writePNG(w io.Writer) error {
	rows := st.labels()
	if st.gauntlet >= 0 {
		rows = []string{st.decks[st.gauntlet].label}
	}
	wm := &reports.WinMatrix{Rows: rows, Cols: st.labels(), Mirror: "mirror: 50%",
		Legend: "column deck (cell: the row deck's win rate, 95% interval; blue: the row wins more)"}
	for _, name := range rows {
		r := slices.Index(st.labels(), name)
		var rate, lo, hi []float64
		for c := range st.decks {
			cell, ok := st.m.Cell(r, c)
			x, l, h := cell.Rate()
			if !ok || r == c {
				x, l, h = math.NaN(), math.NaN(), math.NaN()
			}
			rate, lo, hi = append(rate, x), append(lo, l), append(hi, h)
		}
		wm.Rate, wm.Lo, wm.Hi = append(wm.Rate, rate), append(wm.Lo, lo), append(wm.Hi, hi)
		f, fl, fh := st.m.Fields[r].Rate()
		wm.Sum, wm.SumLo, wm.SumHi = append(wm.Sum, f), append(wm.SumLo, fl), append(wm.SumHi, fh)
	}
	wm.Summary = "vs field"
	what := "Deck against deck"
	if st.gauntlet >= 0 {
		what = "Gauntlet: " + st.decks[st.gauntlet].label + " against the others"
	}
	wm.Title = fmt.Sprintf("%s: win rates, %s\n(%d games a cell, each deck first in half, paired)", what, st.policiesText(), 2*st.m.Cells[0].Pairs)
	return reports.MatrixPNG(w, wm)
}
