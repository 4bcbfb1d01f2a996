package reports

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/dice"
	"github.com/tmntsim/tmntsim/sim/runner/fakegame"
	"github.com/tmntsim/tmntsim/stats"
)

// evilName is a battle and entity name that must come out escaped.
const evilName = `<script>alert("x")</script> & Co`

// testSchema is the record schema of the test report's battle.
func testSchema() sim.Schema {
	hero := []string{"wounds_dealt", "wounds_taken", "strikes", "knockdowns"}
	villain := []string{"spawned", "knocked_out", "wounds_dealt"}
	return sim.Schema{
		Game:  "adventures",
		Seats: []string{"heroes", "villain"},
		Entities: []sim.Entity{
			{Name: "Leonardo", Metrics: hero, Group: "heroes"}, {Name: "Raphael", Metrics: hero, Group: "heroes"},
			{Name: "Casey <Jones>", Metrics: hero, Group: "heroes"},
			{Name: "Foot Ninja", Metrics: villain, Group: "villains"}, {Name: evilName, Metrics: villain, Group: "villains"},
		},
		Groups: []sim.Group{
			{Name: "heroes", Member: "hero", Seat: "heroes", Panels: []sim.Panel{
				{Metric: "wounds_dealt", Title: "Wounds dealt"}, {Metric: "wounds_taken", Title: "Wounds taken"},
				{Metric: "knockdowns", Title: "Knock-downs suffered"}}},
			{Name: "villains", Member: "villain", Seat: "villain", Panels: []sim.Panel{
				{Metric: "spawned", Title: "Figures spawned"}, {Metric: "knocked_out", Title: "Figures knocked out (KOs)"},
				{Metric: "wounds_dealt", Title: "Wounds dealt"}}},
		},
		Reasons: []string{"leaders_defeated", "total_party_ko", "round_limit"},
		Favours: []string{"heroes", "villain", ""},
		Board:   &sim.Board{W: 6, H: 4, Stride: 32, Mark: "knock-downs"},
	}
}

// fakeSummary plays n fake battles of the test schema from seed.
func fakeSummary(t *testing.T, n int, seed uint64, policy string) *stats.Summary {
	t.Helper()
	schema := testSchema()
	s := stats.NewSummary(&schema)
	s.Name, s.Source, s.Hash = evilName, "test.yaml", "0123456789abcdef0123"
	s.Policies, s.Seed, s.Requested = []string{policy, "ai"}, seed, int64(n)
	g := fakegame.New(&schema)
	var rec sim.Record
	for i := range n {
		if err := g.Play(seed, uint64(i), &rec); err != nil {
			t.Fatal(err)
		}
		s.Add(&rec)
	}
	s.Coverage = stats.ShardCoverage(0, 1, int64(n))
	return s
}

// testReport returns a report of fake battles.
func testReport(t *testing.T) *Report {
	t.Helper()
	main := fakeSummary(t, 600, 1, "greedy")
	var mapPNG bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 60, 40))
	if err := png.Encode(&mapPNG, img); err != nil {
		t.Fatal(err)
	}
	die := []dice.Face{{}, {}, {Hits: 1}, {Hits: 1}, {Hits: 2}, {Blocks: 1}}
	var strikes []Strike
	for _, h := range []string{"Leonardo", "Raphael", "Casey <Jones>"} {
		for b, v := range []string{"Foot Ninja", evilName} {
			strikes = append(strikes, Strike{Hero: h, Villain: v, Attack: 1, Dice: 3, Block: b,
				PMF: stats.WoundPMF(die, stats.Side{Dice: 3}, stats.Side{Fixed: b}, 0)})
		}
	}
	curve := stats.NewCurve([]stats.CurvePoint{{X: 4, Wins: 90, N: 100}, {X: 6, Wins: 60, N: 100}, {X: 8, Wins: 30, N: 100}, {X: 10, Wins: 10, N: 90}}, stats.MethodWilson)
	return &Report{
		Summary:     main,
		Description: "A test battle <b>not bold</b>.",
		Command:     "tmntsim report test.yaml",
		MapPNG:      mapPNG.Bytes(),
		Map: MapLayer{W: 6, H: 4, Color: func(x, y int) color.Color {
			if x == 2 {
				return color.RGBA{0x40, 0x40, 0x40, 0xff}
			}
			return color.White
		}},
		Skill: []SkillPoint{
			{Policy: "random", Summary: fakeSummary(t, 300, 1, "random")},
			{Policy: "greedy", Summary: main},
		},
		Curve: &DifficultyCurve{
			Knob:    Knob{Path: "villains.0.figures", Label: "Foot Ninja figures (pool)", Current: 6},
			Lines:   []CurveLine{{Name: evilName, Curve: curve}},
			Policy:  "greedy",
			Target:  0.5,
			Battles: 100,
		},
		Strikes:    strikes,
		StrikeNote: "A typical strike.",
		Notes:      []string{"A note with <angle brackets>."},
		Elapsed:    1.5,
	}
}

func TestWriteReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	r := testReport(t)
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var pngs, csvs int
	for _, e := range ents {
		name := filepath.Join(dir, e.Name())
		switch filepath.Ext(e.Name()) {
		case ".png":
			pngs++
			checkPNG(t, name)
		case ".csv":
			csvs++
			checkCSV(t, name)
		case ".json":
			data, _ := os.ReadFile(name)
			if !json.Valid(data) {
				t.Errorf("%s is not valid JSON", e.Name())
			}
		}
	}
	if pngs != 9 || csvs != 10 {
		t.Errorf("%d PNG and %d CSV files, want 9 and 10", pngs, csvs)
	}
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(html)
	if strings.Contains(page, "<script>") || strings.Contains(page, "<b>") || strings.Contains(page, "<Jones>") || strings.Contains(page, "<angle") {
		t.Errorf("index.html holds a name or text unescaped")
	}
	if !strings.Contains(page, "&lt;script&gt;") {
		t.Errorf("index.html does not show the battle's name, escaped")
	}
	// Every image and link of the page is a file of the report.
	for _, m := range regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		if _, err := os.Stat(filepath.Join(dir, m[1])); err != nil {
			t.Errorf("index.html refers to %s, which the report does not have", m[1])
		}
	}
	checkNumbers(t, page, filepath.Join(dir, "summary.json"))
	// The win rates are the seats', titled by the seats' names, and their
	// table is every game's.
	for _, label := range []string{`<div class="label">Heroes win</div>`, `<div class="label">Villain wins</div>`} {
		if !strings.Contains(page, label) {
			t.Errorf("index.html has no card %s", label)
		}
	}
	seats, err := os.ReadFile(filepath.Join(dir, "seats.csv"))
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	if err := WriteSeatsCSV(&want, r.Summary); err != nil {
		t.Fatal(err)
	}
	if string(seats) != want.String() || !strings.HasPrefix(want.String(), "seat,policy,games,wins,") {
		t.Errorf("seats.csv is\n%s\nwant\n%s", seats, want.String())
	}
}

// checkPNG fails unless file decodes as a PNG of a sensible size.
func checkPNG(t *testing.T, file string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Errorf("%s: %v", filepath.Base(file), err)
		return
	}
	if b := img.Bounds(); b.Dx() < 50 || b.Dy() < 30 {
		t.Errorf("%s is %dx%d pixels", filepath.Base(file), b.Dx(), b.Dy())
	}
}

// checkCSV fails unless file parses as CSV with a header row of names
// and rows of the header's width.
func checkCSV(t *testing.T, file string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll() // checks every row has the header's width
	if err != nil || len(rows) == 0 {
		t.Errorf("%s: %v (%d rows)", filepath.Base(file), err, len(rows))
		return
	}
	for _, h := range rows[0] {
		if h == "" || strings.ContainsAny(h, " ") {
			t.Errorf("%s: header %q is not a row of column names", filepath.Base(file), rows[0])
			break
		}
		if _, err := strconv.ParseFloat(h, 64); err == nil {
			t.Errorf("%s: header %q holds a number", filepath.Base(file), rows[0])
			break
		}
	}
	if len(rows) < 2 {
		t.Errorf("%s has no data rows", filepath.Base(file))
	}
}

// checkNumbers checks that every number the page marks with data-key and
// data-value equals the number of summary.json at that key, and that its
// text is that number formatted.
func checkNumbers(t *testing.T, page, summaryFile string) {
	t.Helper()
	data, err := os.ReadFile(summaryFile)
	if err != nil {
		t.Fatal(err)
	}
	var sum map[string]any
	if err := json.Unmarshal(data, &sum); err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`data-key="([^"]+)" data-value="([^"]*)">([^<]*)<`)
	found := re.FindAllStringSubmatch(page, -1)
	if len(found) < 14 {
		t.Fatalf("index.html marks %d numbers, want at least 14", len(found))
	}
	for _, m := range found {
		key, raw, text := m[1], m[2], m[3]
		want, ok := lookup(sum, key)
		if !ok {
			t.Errorf("data-key %q: no such number in summary.json", key)
			continue
		}
		got, err := strconv.ParseFloat(raw, 64)
		if err != nil || got != want {
			t.Errorf("data-key %q: page has %q, summary.json %v", key, raw, want)
		}
		// A rate as a percentage, a count with thousands separators, a
		// mean with two decimals.
		if text != Pct(want) && text != thousands(int64(want)) && text != strconv.FormatFloat(want, 'f', 2, 64) {
			t.Errorf("data-key %q: text %q does not show %v", key, text, want)
		}
	}
}

// lookup returns the number of summary JSON s at key: a dotted path (an
// array index as a step), or "a/b", the quotient of two numbers.
func lookup(s map[string]any, key string) (float64, bool) {
	if a, b, ok := strings.Cut(key, "/"); ok {
		x, ok1 := lookup(s, a)
		y, ok2 := lookup(s, b)
		return x / y, ok1 && ok2
	}
	var v any = s
	for _, step := range strings.Split(key, ".") {
		switch node := v.(type) {
		case map[string]any:
			v = node[step]
		case []any:
			i, err := strconv.Atoi(step)
			if err != nil || i >= len(node) {
				return 0, false
			}
			v = node[i]
		default:
			return 0, false
		}
	}
	x, ok := v.(float64)
	return x, ok
}

func TestWriteRefusesOtherDirectories(t *testing.T) {
	r := testReport(t)
	base := t.TempDir()
	other := filepath.Join(base, "mine")
	if err := os.MkdirAll(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(other, "notes.txt"), []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(other, r); err == nil || !strings.Contains(err.Error(), "not a tmntsim report") {
		t.Errorf("Write into a directory of other files: err = %v, want a refusal", err)
	}
	if data, _ := os.ReadFile(filepath.Join(other, "notes.txt")); string(data) != "keep me" {
		t.Errorf("the refused directory was changed")
	}
	// An empty directory and an earlier report are fine; the report
	// replaces the earlier one entirely.
	empty := filepath.Join(base, "empty")
	os.MkdirAll(empty, 0o755)
	if err := Write(empty, r); err != nil {
		t.Errorf("Write into an empty directory: %v", err)
	}
	stale := filepath.Join(empty, "stale.csv")
	os.WriteFile(stale, []byte("x\n1\n"), 0o644)
	if err := Write(empty, r); err != nil {
		t.Errorf("Write over an earlier report: %v", err)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("a file of the earlier report survived the new one")
	}
	left, _ := filepath.Glob(filepath.Join(base, ".*"))
	if len(left) > 0 {
		t.Errorf("temporary directories left behind: %v", left)
	}
}

func TestFormats(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Pct(0.43216), "43.22%"},
		{Pct(math.NaN()), "–"},
		{Points(0.0459), "+4.59 pts"},
		{Points(-0.1), "-10.00 pts"},
		{PValue(0.5), "0.500"},
		{PValue(3.2e-11), "3.2e-11"},
		{MeanPM(6.12, 6.08, 6.16), "6.12 ±0.04"},
		{MeanPM(6, math.NaN(), math.NaN()), "6.00"},
		{Num(0.1), "0.1"},
		{Num(math.Inf(1)), ""},
		{thousands(1234567), "1,234,567"},
		{shortPct(0.5), "50%"},
		{shortPct(1.0 / 3), "33.3%"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestHeroColors(t *testing.T) {
	cs := HeroColors([]string{"Leonardo", "April", "Raphael", "Casey"})
	if cs[0] != heroColors["leonardo"] || cs[2] != heroColors["raphael"] {
		t.Errorf("the Turtles do not wear their masks' colours: %v", cs)
	}
	if cs[1] == cs[3] {
		t.Errorf("two heroes share colour %v", cs[1])
	}
}

func TestCrossingText(t *testing.T) {
	d := &DifficultyCurve{Target: 0.5, Lines: []CurveLine{{Curve: stats.NewCurve([]stats.CurvePoint{
		{X: 4, Wins: 900, N: 1000}, {X: 6, Wins: 700, N: 1000}, {X: 8, Wins: 300, N: 1000}}, stats.MethodWilson)}}}
	if got := d.CrossingText(0); !strings.HasPrefix(got, "crosses 50% at 7.00 (95% band: ") {
		t.Errorf("CrossingText = %q", got)
	}
	d.Target = 0.05
	if got, want := d.CrossingText(0), "stays above 5% over the range played (closest: 30.00% at 8)"; got != want {
		t.Errorf("CrossingText = %q, want %q", got, want)
	}
}

// A p-value too small for a float64 reads "p < 1e-300", never "p = < 1e-300"
// nor a subnormal number.
func TestPValueBelowFloatRange(t *testing.T) {
	for _, p := range []float64{0, 4e-317, 1e-301} {
		if got, want := PValue(p), "< 1e-300"; got != want {
			t.Errorf("PValue(%g) = %q, want %q", p, got, want)
		}
	}
	v := PairedView{LabelA: "a", LabelB: "b", Unit: "game", Requested: 20000,
		Wins: &stats.PairedBinary{OnlyB: 10000, Neither: 10000}, Measure: &stats.PairedMean{},
		WinRow: "genbu wins", MeasureRow: "turns", WonBy: "won by genbu", WinsInB: "in B, genbu wins"}
	var b strings.Builder
	if err := v.Write(&b); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), "exact p < 1e-300: in B, genbu wins more often"; !strings.Contains(got, want) {
		t.Errorf("got\n%s\nwant a line with %q", got, want)
	}
}

// A tournament of another game speaks of games and turns, not of battles
// and rounds.
func TestTournamentTextOfAGame(t *testing.T) {
	tr := Tournament{Name: "genbu-v-seiryu", Source: "genbu-v-seiryu", Seed: 1, Games: 10, Played: 10,
		Policies: []string{"random", "planner"}, Words: sim.SeatWords("genbu")}
	var b strings.Builder
	if err := tr.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, word := range []string{"battle", "round", "ROUND"} {
		if strings.Contains(got, word) {
			t.Errorf("a match's tournament says %q:\n%s", word, got)
		}
	}
	if !strings.Contains(got, "TURNS B−A") || !strings.Contains(got, "games  10 of 10") {
		t.Errorf("got\n%s\nwant TURNS B−A and games  10 of 10", got)
	}
}
