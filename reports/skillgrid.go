package reports

import (
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// FairMargin is how far from the target a pairing's win rate may be and
// still be called fair: a pairing is fair when its 95% interval reaches
// within FairMargin of the target (the battles do not show it further).
const FairMargin = 0.05

// A SkillGrid is the heroes' win rate of a competitive battle for every
// pair of a hero policy (a row) and a villain policy (a column), each side
// novice to expert: Cells[r][c] is the run of Heroes[r] against
// Villains[c], the heroes its seat 0.
type SkillGrid struct {
	Heroes, Villains []string
	Cells            [][]*stats.Summary
}

// gridCell is one pairing of a skill grid, with its Wilson interval.
type gridCell struct {
	wins, n, requested int64
	rate, lo, hi       float64
}

// cell returns pairing (r, c); a pairing of no battles has rate NaN.
func (g *SkillGrid) cell(r, c int) gridCell {
	s := g.Cells[r][c]
	x := gridCell{wins: s.Count(0, sim.Won), n: s.Games(), requested: s.Requested, rate: math.NaN(), lo: math.NaN(), hi: math.NaN()}
	if x.n > 0 {
		x.rate = float64(x.wins) / float64(x.n)
		x.lo, x.hi = stats.Wilson(x.wins, x.n, stats.Conf95)
	}
	return x
}

// fairness says where a pairing stands against target: "fair" when its
// interval reaches within FairMargin of the target, the side it favours
// ("heroes", "villain") when it lies beyond, "unclear" when it spans
// beyond both sides (too few battles to tell); "" with no battles.
func (x gridCell) fairness(target float64) string {
	switch {
	case x.n == 0:
		return ""
	case x.lo > target+FairMargin:
		return "heroes"
	case x.hi < target-FairMargin:
		return "villain"
	case x.lo < target-FairMargin && x.hi > target+FairMargin:
		return "unclear"
	}
	return "fair"
}

// Matrix returns the grid as a WinMatrix to draw (MatrixPNG): the heroes'
// win rate in each cell, blue where the heroes win more than half, with
// the battles it rests on.
func (g *SkillGrid) Matrix() *WinMatrix {
	m := &WinMatrix{Rows: g.Heroes, Cols: g.Villains,
		Title:  "Skill grid: the heroes' win rate, hero policy × villain policy",
		Legend: "villain policy (novice → expert); rows: hero policy (novice → expert)", Unit: "battle"}
	for r := range g.Heroes {
		var rate, lo, hi []float64
		var n []int64
		for c := range g.Villains {
			x := g.cell(r, c)
			rate, lo, hi, n = append(rate, x.rate), append(lo, x.lo), append(hi, x.hi), append(n, x.n)
		}
		m.N = append(m.N, n)
		m.Rate, m.Lo, m.Hi = append(m.Rate, rate), append(m.Lo, lo), append(m.Hi, hi)
	}
	return m
}

// WritePNG draws the grid as a heat map.
func (g *SkillGrid) WritePNG(w io.Writer) error { return MatrixPNG(w, g.Matrix()) }

// WriteCSV writes a row per pairing: the policies, the battles, the
// heroes' wins and win rate with its 95% Wilson interval, and the
// pairing's fairness against target (fair; heroes or villain, the side it
// favours; unclear, too few battles to tell).
func (g *SkillGrid) WriteCSV(w io.Writer, target float64) error {
	var rows [][]string
	for r, h := range g.Heroes {
		for c, v := range g.Villains {
			x := g.cell(r, c)
			rows = append(rows, []string{h, v, itoa(x.n), itoa(x.requested), itoa(x.wins), Num(x.rate), Num(x.lo), Num(x.hi), x.fairness(target)})
		}
	}
	return csvTable(w, []string{"hero_policy", "villain_policy", "battles", "battles_requested", "hero_wins", "hero_win_rate",
		"ci95_low", "ci95_high", "fairness"}, rows)
}

// Sentence says in words what the grid shows against target (0: 50%):
// whether the battle is fair between experts (the last policies of both
// sides), between novices (the first), both or neither, in how many
// pairings it is fair, and what skill is worth on each side.
func (g *SkillGrid) Sentence(target float64) string {
	if target == 0 {
		target = 0.5
	}
	lr, lc := len(g.Heroes)-1, len(g.Villains)-1
	pair := func(r, c int) string {
		x := g.cell(r, c)
		return fmt.Sprintf("%s heroes × %s villain: %.1f%% of %s", g.Heroes[r], g.Villains[c], 100*x.rate, thousands(x.n)+" "+plural.Noun(x.n, "battle"))
	}
	expert, novice := g.cell(lr, lc), g.cell(0, 0)
	fe, fn := expert.fairness(target), novice.fairness(target)
	var b strings.Builder
	switch {
	case fe == "unclear" || fn == "unclear":
		state := func(f string) string {
			switch f {
			case "fair":
				return "it is fair"
			case "unclear":
				return "too few battles tell whether it is fair"
			}
			return "it favours the " + f
		}
		fmt.Fprintf(&b, "Between experts (%s) %s; between novices (%s) %s", pair(lr, lc), state(fe), pair(0, 0), state(fn))
	case fe == "fair" && fn == "fair":
		fmt.Fprintf(&b, "Fair between experts (%s) and between novices (%s)", pair(lr, lc), pair(0, 0))
	case fe == "fair":
		fmt.Fprintf(&b, "Fair between experts only (%s); between novices it favours the %s (%s)", pair(lr, lc), fn, pair(0, 0))
	case fn == "fair":
		fmt.Fprintf(&b, "Fair only between novices (%s); between experts it favours the %s (%s)", pair(0, 0), fe, pair(lr, lc))
	default:
		fmt.Fprintf(&b, "Fair neither between experts (%s, favours the %s) nor between novices (%s, favours the %s)", pair(lr, lc), fe, pair(0, 0), fn)
	}
	count := map[string]int{}
	played := 0
	for r := range g.Heroes {
		for c := range g.Villains {
			if f := g.cell(r, c).fairness(target); f != "" {
				count[f]++
				played++
			}
		}
	}
	fmt.Fprintf(&b, "; fair in %d of %d pairings (95%% interval within %.0f points of %g%%)", count["fair"], played, 100*FairMargin, 100*target)
	if n := count["unclear"]; n > 0 {
		fmt.Fprintf(&b, ", too few battles to tell in %d", n)
	}
	b.WriteString(".")
	if lr > 0 {
		fmt.Fprintf(&b, " Hero skill: %+.0f points for the heroes against the %s villain (%s heroes over %s ones).",
			100*(expert.rate-g.cell(0, lc).rate), g.Villains[lc], g.Heroes[lr], g.Heroes[0])
	}
	if lc > 0 {
		fmt.Fprintf(&b, " Villain skill: %+.0f points for the villain against %s heroes (the %s villain over the %s one).",
			100*(g.cell(lr, 0).rate-expert.rate), g.Heroes[lr], g.Villains[lc], g.Villains[0])
	}
	return b.String()
}

// GridSentence is the skill grid's Sentence against the report's target
// ("" without a grid).
func (r *Report) GridSentence() string {
	if r.Grid == nil {
		return ""
	}
	return r.Grid.Sentence(r.Target)
}

// gridFiles returns the skill grid's picture and table (none without a
// grid).
func (r *Report) gridFiles() []file {
	g := r.Grid
	if g == nil {
		return nil
	}
	w, h := matrixSize(g.Matrix())
	return []file{
		imageFile("skill-grid.png", w, h, g.WritePNG),
		{name: "skill-grid.csv", write: func(w io.Writer) error { return g.WriteCSV(w, r.target()) }},
	}
}

// target returns the report's target win rate (Target, 50% if not set).
func (r *Report) target() float64 {
	if r.Target == 0 {
		return 0.5
	}
	return r.Target
}

// skillGridJSON is the skill grid in report.json.
type skillGridJSON struct {
	Heroes   []string       `json:"hero_policies"`
	Villains []string       `json:"villain_policies"`
	Cells    []gridCellJSON `json:"pairings"`
	Sentence string         `json:"sentence"`
}

type gridCellJSON struct {
	Hero     string   `json:"hero_policy"`
	Villain  string   `json:"villain_policy"`
	Battles  int64    `json:"battles"`
	WinRate  Estimate `json:"hero_win_rate"`
	Fairness string   `json:"fairness"`
}

// gridJSON returns the skill grid for report.json (nil without one).
func (r *Report) gridJSON() *skillGridJSON {
	g := r.Grid
	if g == nil {
		return nil
	}
	j := &skillGridJSON{Heroes: g.Heroes, Villains: g.Villains, Sentence: r.GridSentence()}
	for i, h := range g.Heroes {
		for k, v := range g.Villains {
			x := g.cell(i, k)
			j.Cells = append(j.Cells, gridCellJSON{h, v, x.n, NewEstimate(x.rate, x.lo, x.hi), x.fairness(r.target())})
		}
	}
	return j
}

// gridRuns returns the rows of the runs table for the skill grid's cells
// that are not runs of the skill band.
func (r *Report) gridRuns() []runRow {
	g := r.Grid
	if g == nil {
		return nil
	}
	var rows []runRow
	for i, h := range g.Heroes {
		for k, v := range g.Villains {
			s := g.Cells[i][k]
			if slices.ContainsFunc(r.Skill, func(p SkillPoint) bool { return p.Summary == s }) {
				continue
			}
			rows = append(rows, newRunRow("skill grid, against villain policy "+v, h, s.Games(), s.Requested))
		}
	}
	return rows
}
