package reports

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
)

// A DeckMatrix is a matrix of decks (lab.PlayMatrix) as tmntsim matrix
// prints it: as text, JSON, CSV (a row per cell) and a heat map.
type DeckMatrix struct {
	Decks    []MatrixDeck
	Gauntlet int // the gauntlet deck's index, or -1 for the whole matrix
	Seed     uint64
	M        *lab.Matrix
}

// A MatrixDeck is a deck of a DeckMatrix.
type MatrixDeck struct {
	Label  string // its name in the output, safe to print
	Source string // as the command line named it
	Policy string
}

// labels returns the decks' names in the output.
func (mx *DeckMatrix) labels() []string {
	var out []string
	for _, x := range mx.Decks {
		out = append(out, x.Label)
	}
	return out
}

// cellText formats a cell's rate and interval, "62.3% (61.1 – 63.4)".
func cellText(c lab.Cell) string {
	r, lo, hi := c.Rate()
	return fmt.Sprintf("%s (%s – %s)", Pct(r), strings.TrimSuffix(Pct(lo), "%"), strings.TrimSuffix(Pct(hi), "%"))
}

// fieldText formats a deck's field rate and interval.
func fieldText(f *lab.Field) string {
	r, lo, hi := f.Rate()
	return fmt.Sprintf("%s (%s – %s)", Pct(r), strings.TrimSuffix(Pct(lo), "%"), strings.TrimSuffix(Pct(hi), "%"))
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
func (mx *DeckMatrix) policiesText() string {
	same := true
	for _, d := range mx.Decks[1:] {
		same = same && d.Policy == mx.Decks[0].Policy
	}
	if same {
		return "every deck played by " + textsafe.Term(mx.Decks[0].Policy)
	}
	var parts []string
	for _, d := range mx.Decks {
		parts = append(parts, d.Label+"="+textsafe.Term(d.Policy))
	}
	return "policies " + strings.Join(parts, " ")
}

// WriteText writes the matrix (or the gauntlet) and the ranking.
func (mx *DeckMatrix) WriteText(w io.Writer) error {
	if mx.Gauntlet >= 0 {
		return mx.writeGauntlet(w)
	}
	m := mx.M
	n := m.Cells[0].Pairs
	fmt.Fprintf(w, "deck matrix: %d decks, %s, seed %d\n", len(mx.Decks), mx.policiesText(), mx.Seed)
	fmt.Fprintf(w, "each pair: %s, game i played twice from the same seed with each deck going first (%d games a cell)\n", plural.Of(n, "game"), 2*n)
	fmt.Fprintln(w, "cell: the row deck's win rate against the column deck (95% interval, paired by game)")
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "row \\ column"
	for _, d := range mx.Decks {
		head += "\t" + d.Label
	}
	fmt.Fprintln(tw, head+"\tvs field")
	for r, d := range mx.Decks {
		row := d.Label
		for c := range mx.Decks {
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
		best, worst := mx.extremes(d)
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", k+1, mx.Decks[d].Label, fieldText(&m.Fields[d]), matchup(lo, hi), best, worst)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	mx.writeNotes(w)
	return nil
}

// extremes returns deck d's best and worst matchups, "suzaku 61.2%".
func (mx *DeckMatrix) extremes(d int) (best, worst string) {
	br, wr := -1.0, 2.0
	for c := range mx.Decks {
		cell, ok := mx.M.Cell(d, c)
		if c == d || !ok {
			continue
		}
		r, _, _ := cell.Rate()
		if r > br {
			br, best = r, mx.Decks[c].Label+" "+Pct(r)
		}
		if r < wr {
			wr, worst = r, mx.Decks[c].Label+" "+Pct(r)
		}
	}
	return best, worst
}

// writeNotes writes what the numbers count: draws and the first player's
// share of the wins.
func (mx *DeckMatrix) writeNotes(w io.Writer) {
	var games, draws, firstWins, wins int64
	for _, c := range mx.M.Cells {
		games += c.Games()
		draws += c.Draws()
		firstWins += c.RowFirst + c.ColFirst
		wins += c.RowWins + c.ColWins
	}
	fmt.Fprintln(w)
	if draws > 0 {
		fmt.Fprintf(w, "%d of the %s %s drawn (the turn limit): they count as won by neither deck, so a cell and its mirror cell add up to less than 100%%\n", draws, plural.Of(games, "game"), plural.Choose(draws, "was", "were"))
	}
	if wins > 0 {
		fmt.Fprintf(w, "the player going first won %s of the games won (over every pair; it cancels in the cells: each deck goes first in half of its games)\n",
			Pct(float64(firstWins)/float64(wins)))
	}
	fmt.Fprintf(w, "played in %.2f s, %s games/s\n", mx.M.Elapsed, thousands(int64(math.Round(float64(games)/max(mx.M.Elapsed, 1e-9)))))
}

// writeGauntlet writes the gauntlet deck's row, its opponents ranked from
// the one it beats most to the one it beats leamx.
func (mx *DeckMatrix) writeGauntlet(w io.Writer) error {
	g := mx.Gauntlet
	m := mx.M
	n := m.Cells[0].Pairs
	decks := "decks"
	if len(mx.Decks) == 2 {
		decks = "deck"
	}
	fmt.Fprintf(w, "gauntlet: %s against %d %s, %s, seed %d\n", mx.Decks[g].Label, len(mx.Decks)-1, decks, mx.policiesText(), mx.Seed)
	fmt.Fprintf(w, "each opponent: %s, game i played twice from the same seed with each deck going first (%d games)\n\n", plural.Of(n, "game"), 2*n)
	type row struct {
		c    int
		cell lab.Cell
	}
	var rows []row
	for c := range mx.Decks {
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
	fmt.Fprintf(tw, "rank\topponent\t%s wins (95%% interval)\t\tgoing first\tgoing second\tdraws\n", mx.Decks[g].Label)
	for k, r := range rows {
		_, lo, hi := r.cell.Rate()
		half := float64(r.cell.Pairs)
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%d\n", k+1, mx.Decks[r.c].Label, cellText(r.cell), matchup(lo, hi),
			Pct(float64(r.cell.RowFirst)/half), Pct(float64(r.cell.RowWins-r.cell.RowFirst)/half), r.cell.Draws())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\n%s against the field (each opponent weighing the same): %s\n", mx.Decks[g].Label, fieldText(&m.Fields[g]))
	mx.writeNotes(w)
	return nil
}

// matrixJSON is the JSON of "tmntsim matrix".
type matrixJSON struct {
	Game     string           `json:"game"`
	Decks    []matrixDeckJSON `json:"decks"`
	Gauntlet string           `json:"gauntlet,omitempty"`
	Seed     uint64           `json:"seed"`
	Pairs    int64            `json:"games_per_order"`
	Complete bool             `json:"complete"`
	Mirror   string           `json:"mirror"`
	Cells    []matrixCellJSON `json:"cells"`
	Elapsed  JSONFloat        `json:"elapsed_seconds"`
}

type matrixDeckJSON struct {
	Name   string   `json:"name"`
	Source string   `json:"source"`
	Policy string   `json:"policy"`
	Field  Estimate `json:"vs_field"`
	Rank   int      `json:"rank"`
}

type matrixCellJSON struct {
	Row      string   `json:"row"`
	Column   string   `json:"column"`
	Games    int64    `json:"games"`
	Wins     int64    `json:"wins"`
	Losses   int64    `json:"losses"`
	Draws    int64    `json:"draws"`
	WinFirst int64    `json:"wins_going_first"`
	Rate     Estimate `json:"win_rate"`
}

// cells returns every played cell, both ways, in row and column order: of
// a gauntlet, its deck's row.
func (mx *DeckMatrix) cells() []lab.Cell {
	var out []lab.Cell
	for r := range mx.Decks {
		for c := range mx.Decks {
			if cell, ok := mx.M.Cell(r, c); ok && r != c && (mx.Gauntlet < 0 || r == mx.Gauntlet) {
				out = append(out, cell)
			}
		}
	}
	return out
}

// WriteJSON writes the matrix as JSON.
func (mx *DeckMatrix) WriteJSON(w io.Writer) error {
	j := matrixJSON{Game: "tcg", Seed: mx.Seed, Pairs: mx.M.Cells[0].Pairs, Complete: mx.M.Complete,
		Mirror: "not played: 50% by definition", Elapsed: JSONFloat(mx.M.Elapsed)}
	rank := make([]int, len(mx.Decks))
	for k, d := range lab.RankField(mx.M) {
		rank[d] = k + 1
	}
	for i, d := range mx.Decks {
		j.Decks = append(j.Decks, matrixDeckJSON{Name: d.Label, Source: d.Source, Policy: d.Policy, Field: NewEstimate(mx.M.Fields[i].Rate()), Rank: rank[i]})
	}
	if mx.Gauntlet >= 0 {
		j.Gauntlet = mx.Decks[mx.Gauntlet].Label
	}
	for _, c := range mx.cells() {
		j.Cells = append(j.Cells, matrixCellJSON{Row: mx.Decks[c.Row].Label, Column: mx.Decks[c.Col].Label, Games: c.Games(),
			Wins: c.RowWins, Losses: c.ColWins, Draws: c.Draws(), WinFirst: c.RowFirst, Rate: NewEstimate(c.Rate())})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

// WriteCSV writes a row per cell played.
func (mx *DeckMatrix) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"row", "column", "games", "wins", "rate", "lo", "hi", "draws", "wins_going_first"})
	for _, c := range mx.cells() {
		r, lo, hi := c.Rate()
		cw.Write([]string{mx.Decks[c.Row].Label, mx.Decks[c.Col].Label, strconv.FormatInt(c.Games(), 10), strconv.FormatInt(c.RowWins, 10),
			Num(r), Num(lo), Num(hi), strconv.FormatInt(c.Draws(), 10), strconv.FormatInt(c.RowFirst, 10)})
	}
	cw.Flush()
	return cw.Error()
}

// WritePNG draws the matrix as a heat map.
func (mx *DeckMatrix) WritePNG(w io.Writer) error {
	rows := mx.labels()
	if mx.Gauntlet >= 0 {
		rows = []string{mx.Decks[mx.Gauntlet].Label}
	}
	wm := &WinMatrix{Rows: rows, Cols: mx.labels(), Mirror: "mirror: 50%",
		Legend: "column deck (cell: the row deck's win rate, 95% interval; blue: the row wins more)"}
	for _, name := range rows {
		r := slices.Index(mx.labels(), name)
		var rate, lo, hi []float64
		for c := range mx.Decks {
			cell, ok := mx.M.Cell(r, c)
			x, l, h := cell.Rate()
			if !ok || r == c {
				x, l, h = math.NaN(), math.NaN(), math.NaN()
			}
			rate, lo, hi = append(rate, x), append(lo, l), append(hi, h)
		}
		wm.Rate, wm.Lo, wm.Hi = append(wm.Rate, rate), append(wm.Lo, lo), append(wm.Hi, hi)
		f, fl, fh := mx.M.Fields[r].Rate()
		wm.Sum, wm.SumLo, wm.SumHi = append(wm.Sum, f), append(wm.SumLo, fl), append(wm.SumHi, fh)
	}
	wm.Summary = "vs field"
	what := "Deck against deck"
	if mx.Gauntlet >= 0 {
		what = "Gauntlet: " + mx.Decks[mx.Gauntlet].Label + " against the others"
	}
	wm.Title = fmt.Sprintf("%s: win rates, %s\n(%d games a cell, each deck first in half, paired)", what, mx.policiesText(), 2*mx.M.Cells[0].Pairs)
	return MatrixPNG(w, wm)
}
