package reports

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

//go:embed index.html.tmpl
var indexTemplate string

//go:embed seats.html.tmpl
var seatsTemplate string

//go:embed style.html.tmpl
var styleTemplate string

//go:embed groups.html.tmpl
var groupsTemplate string

// The pages: a battle's (index.html) and a game's by seat (seats.html),
// sharing their style.
var (
	indexTmpl = template.Must(template.Must(template.Must(template.New("index.html").Parse(indexTemplate)).Parse(styleTemplate)).Parse(groupsTemplate))
	seatsTmpl = template.Must(template.Must(template.Must(template.New("seats.html").Funcs(template.FuncMap{"pct": Pct}).Parse(seatsTemplate)).Parse(styleTemplate)).Parse(groupsTemplate))
)

// A Number is one headline number of a report: its key in summary.json (a
// dotted path, an array index as a step), its exact value and its text
// on the page. index.html carries Key and Value as data attributes, so a
// reader (or a test) can check the page against the JSON.
type Number struct {
	Key   string  `json:"key"`
	Value float64 `json:"value"`
	Text  string  `json:"text"`
}

// MarshalJSON encodes n, its value null when it is not finite (the
// interval of the rounds of a run the time budget cut to one battle).
func (n Number) MarshalJSON() ([]byte, error) {
	type number struct {
		Key   string    `json:"key"`
		Value JSONFloat `json:"value"`
		Text  string    `json:"text"`
	}
	return json.Marshal(number{n.Key, JSONFloat(n.Value), n.Text})
}

// Raw returns the exact value as the data attribute has it.
func (n Number) Raw() string { return Num(n.Value) }

// headline holds the numbers at the top of the page.
type headline struct {
	Battles     Number `json:"battles"`
	HeroWins    Number `json:"hero_wins"`
	WinRate     Number `json:"hero_win_rate"`
	WinLo       Number `json:"hero_win_ci95_low"`
	WinHi       Number `json:"hero_win_ci95_high"`
	VillainWins Number `json:"villain_wins"`
	VillainRate Number `json:"villain_win_rate"`
	Timeouts    Number `json:"timeouts"`
	TimeoutRate Number `json:"timeout_rate"`
	Rounds      Number `json:"rounds_mean"`
	RoundsLo    Number `json:"rounds_ci95_low"`
	RoundsHi    Number `json:"rounds_ci95_high"`
	Median      Number `json:"rounds_median"`
	P90         Number `json:"rounds_p90"`
}

func (r *Report) headline() headline {
	s := r.Summary
	n := s.Games()
	t := s.Count(0, sim.Unfinished) + s.Count(0, sim.Drew)
	l := lengthOf(s)
	count := func(key string, x int64) Number { return Number{key, float64(x), thousands(x)} }
	pct := func(key string, x float64) Number { return Number{key, x, Pct(x)} }
	dec := func(key string, x float64) Number { return Number{key, x, fmt.Sprintf("%.2f", x)} }
	// The heroes are seat 0, the villain seat 1, their numbers the seats'
	// as every game's page has them (seatRows); a battle without a winner
	// is unfinished for both. The rate of timeouts is not in summary.json,
	// its key names the counts it comes from.
	seats := seatRows(s)
	hero, villain := seats[0], seats[1]
	return headline{
		Battles:     count("games", n),
		HeroWins:    hero.Wins,
		WinRate:     hero.Rate,
		WinLo:       hero.Lo,
		WinHi:       hero.Hi,
		VillainWins: villain.Wins,
		VillainRate: villain.Rate,
		Timeouts:    count("seats.0.unfinished", t),
		TimeoutRate: pct("seats.0.unfinished/games", float64(t)/float64(n)),
		Rounds:      dec("turns.mean", l.Mean),
		RoundsLo:    dec("turns.ci95.0", l.Lo),
		RoundsHi:    dec("turns.ci95.1", l.Hi),
		Median:      count("turns.p50", int64(l.P50)),
		P90:         count("turns.p90", int64(l.P90)),
	}
}

// A runRow is one run of the report, for the table of how many battles
// each number rests on.
type runRow struct {
	What, Policy string
	Battles      string // how many, and of how many asked when cut short
	Cut          bool   // fewer battles than asked for (the time budget)
}

// newRunRow returns the row of a run of battles out of requested.
func newRunRow(what, policy string, battles, requested int64) runRow {
	return runRow{what, policy, battlesText(thousands(battles), battles, requested), battles < requested}
}

// battlesText says how many battles a run played (count) and, if fewer
// than requested, that the time budget cut it short.
func battlesText(count string, least, requested int64) string {
	if least < requested {
		return fmt.Sprintf("%s of %s (time budget)", count, thousands(requested))
	}
	return count
}

// pageData is what index.html.tmpl is executed with.
type pageData struct {
	R          *Report
	Name       string
	Source     string
	Hash       string
	Policy     string
	Seed       uint64
	CI         string
	H          headline
	Seats      []seatRow // the heroes and the villain, as seats
	Verdict    Verdict
	SkillWidth string
	SkillNote  string
	Crossing   string
	Runs       []runRow
	Notes      []string
	HasCurve   bool
	CurveLabel string
	CSVs       []string
	Groups     []groupFigure // the entity groups' figures
	Elapsed    string
	sizes      map[string][2]int
}

// Width returns the display width of image name in CSS pixels (0: unknown).
func (d *pageData) Width(name string) int { return d.sizes[name][0] }

// Height returns the display height of image name in CSS pixels (0: unknown).
func (d *pageData) Height(name string) int { return d.sizes[name][1] }

func (r *Report) writeHTML(w io.Writer) error {
	s := r.Summary
	d := &pageData{
		R: r, Name: s.Name, Source: s.Source, Hash: s.Hash, Policy: s.Policy(0), Seed: s.Seed,
		CI: s.CI.String(), H: r.headline(), Seats: seatRows(s), Verdict: r.Verdict(), Notes: r.Notes, HasCurve: r.Curve != nil,
		Elapsed: fmt.Sprintf("%.1f", r.Elapsed), sizes: map[string][2]int{},
	}
	if len(d.Hash) > 12 {
		d.Hash = d.Hash[:12]
	}
	if g, ok := r.skillGap(); ok {
		var ci string
		d.SkillWidth, ci = g.Text()
		d.SkillNote = fmt.Sprintf("%s; %s (%s battles) less %s (%s battles)", ci, g.Best.Policy, thousands(g.BestN), g.Worst.Policy, thousands(g.WorstN))
	}
	d.Runs = append(d.Runs, newRunRow("headline numbers, rounds, end reasons, heroes, villains, knock-downs", s.Policy(0), s.Games(), s.Requested))
	for _, sp := range r.Skill {
		d.Runs = append(d.Runs, newRunRow("skill band", sp.Policy, sp.Summary.Games(), sp.Summary.Requested))
	}
	d.Runs = append(d.Runs, r.gridRuns()...)
	d.Runs = append(d.Runs, r.allyRuns()...)
	if c := r.Curve; c != nil && len(c.Lines) > 0 {
		d.CurveLabel = c.Knob.Label
		d.Crossing = c.CrossingText(0)
		pts := c.Lines[0].Curve.Points
		lo, hi := pts[0].N, pts[0].N
		for _, pt := range pts {
			lo, hi = min(lo, pt.N), max(hi, pt.N)
		}
		count := thousands(lo)
		if lo != hi {
			count = thousands(lo) + "–" + thousands(hi)
		}
		asked := max(hi, c.Battles)
		d.Runs = append(d.Runs, runRow{
			What:    fmt.Sprintf("difficulty curve: %s = %s … %s, %d values", c.Knob.Path, knobValue(pts[0].X), knobValue(pts[len(pts)-1].X), len(pts)),
			Policy:  c.Policy,
			Battles: battlesText(count+" each", lo, asked),
			Cut:     lo < asked,
		})
	}
	for _, f := range r.files() {
		if strings.HasSuffix(f.name, ".csv") || strings.HasSuffix(f.name, ".json") {
			d.CSVs = append(d.CSVs, f.name)
		}
		if f.w > 0 {
			d.sizes[f.name] = [2]int{f.w, f.h}
		}
	}
	d.Groups = groupFigures(s, "battle", d.sizes)
	return indexTmpl.Execute(w, d)
}
