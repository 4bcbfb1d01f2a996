package reports

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// TestSeatReportAnyGame writes the page of a game reports knows nothing
// of (the fake game, three seats): it is drawn from the schema alone.
func TestSeatReportAnyGame(t *testing.T) {
	setup := simtest.New(0.5, 0.3, 0.1)
	s := stats.NewSummary(setup.Schema())
	s.Name, s.Source, s.Policies, s.Requested = "three", "three.yaml", setup.Policies(), 2000
	for _, rec := range simtest.Play(setup, 7, 2000) {
		s.Add(&rec)
	}
	dir := filepath.Join(t.TempDir(), "out")
	r := &SeatReport{Summary: s, Command: "tmntsim report three.yaml"}
	if err := WriteSeatReport(dir, r); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"index.html", "report.json", "seats.png", "turns.png", "end-reasons.png", "metrics.png", "metrics.csv", Marker} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the report lacks %s", f)
		}
	}
	html, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	for i, seat := range []string{"s0", "s1", "s2"} {
		rate, _, _ := s.WinRate(i)
		if !strings.Contains(string(html), seat+" (focus) wins") && !strings.Contains(string(html), seat+" wins") ||
			!strings.Contains(string(html), ">"+Pct(rate)+"<") {
			t.Errorf("the page does not name seat %s with its rate %s", seat, Pct(rate))
		}
	}
	// The end-reasons chart is titled "How games end"; the table's
	// section has its own heading, not the chart's again.
	if strings.Contains(string(html), "<h2>How games end</h2>") {
		t.Errorf("the page repeats the end-reasons chart's title as a heading")
	}
	if strings.Contains(string(html), "Going first") || strings.Contains(string(html), "Leader-bashing") {
		t.Errorf("the page has sections the game has no numbers for")
	}
	var rj struct {
		Seats   []struct{ Name string } `json:"seats"`
		Metrics []struct{ Name string } `json:"metrics"`
		Verdict Verdict                 `json:"verdict"`
	}
	data, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	// s0 wins about 50% against an equal share of a third.
	if len(rj.Seats) != 3 || len(rj.Metrics) != 2 || rj.Verdict.Band != BandFavoured || float64(rj.Verdict.Target) != 1.0/3 {
		t.Errorf("report.json: %d seats, %d metrics, verdict %+v; want 3, 2, favoured against 1/3", len(rj.Seats), len(rj.Metrics), rj.Verdict)
	}
}

func TestSeatVerdict(t *testing.T) {
	for _, c := range []struct {
		rate, lo, hi, target float64
		seats                int
		band, text           string
	}{
		{0.677, 0.668, 0.686, 0.5, 2, BandFavoured, "Genbu favoured: win rate 67.7% ± 0.9 against a target of 50% (an equal share)."},
		{0.2, 0.19, 0.21, 0.25, 4, BandDisfavoured, "Genbu disfavoured: win rate 20.0% ± 1.0 against a target of 25% (an equal share)."},
		{0.3, 0.2, 0.4, 0.35, 2, BandBalanced, "Balanced for genbu: the target 35% is inside the 95% interval (30% ± 10)."},
	} {
		v := NewSeatVerdict("genbu", c.rate, c.lo, c.hi, c.target, c.seats)
		if v.Band != c.band || v.Text != c.text {
			t.Errorf("NewSeatVerdict(%g, %g, %g, %g): got %q %q, want %q %q", c.rate, c.lo, c.hi, c.target, v.Band, v.Text, c.band, c.text)
		}
	}
}

// TestSeatWords checks the words a seat's name takes: a plural owns with
// an apostrophe alone and wins without an s.
func TestSeatWords(t *testing.T) {
	for _, c := range []struct{ name, owner, wins string }{
		{"heroes", "heroes'", "heroes win"},
		{"villains", "villains'", "villains win"},
		{"genbu", "genbu's", "genbu wins"},
		{"seat1", "seat1's", "seat1 wins"},
		{"boss", "boss's", "boss wins"},
	} {
		if got := Possessive(c.name); got != c.owner {
			t.Errorf("Possessive(%q) = %q, want %q", c.name, got, c.owner)
		}
		if got := c.name + Wins(c.name); got != c.wins {
			t.Errorf("%q + Wins = %q, want %q", c.name, got, c.wins)
		}
	}
}

// TestSeatReportGroups writes the page of a game that names an entity
// group and the seat its end reasons favour: it gets the group's panels
// and table, and the reasons' colours, from the schema alone.
func TestSeatReportGroups(t *testing.T) {
	setup := simtest.New(0.5, 0.3, 0.1)
	sc := *setup.Schema()
	sc.Entities = slices.Clone(sc.Entities)
	sc.Entities[1].Group, sc.Entities[2].Group = "rivals", "rivals"
	sc.Groups = []sim.Group{{Name: "rivals", Member: "rival", Panels: []sim.Panel{{Metric: "moves", Title: "Moves made"}}}}
	sc.Favours = []string{"s0", ""}
	s := stats.NewSummary(&sc)
	s.Name, s.Source, s.Policies, s.Requested = "three", "three.yaml", setup.Policies(), 500
	for _, rec := range simtest.Play(setup, 7, 500) {
		s.Add(&rec)
	}
	dir := filepath.Join(t.TempDir(), "out")
	if err := WriteSeatReport(dir, &SeatReport{Summary: s, Command: "tmntsim report three.yaml"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "rivals.png")); err != nil {
		t.Errorf("the report lacks rivals.png")
	}
	data, err := os.ReadFile(filepath.Join(dir, "rivals.csv"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if lines[0] != "rival,metric,mean_per_game,ci95_low,ci95_high" || len(lines) != 5 ||
		!strings.HasPrefix(lines[1], "s1,score,") || !strings.HasPrefix(lines[4], "s2,moves,") {
		t.Errorf("rivals.csv:\n%s\nwant a row per rival (s1, s2) and metric (score, moves)", data)
	}
	html, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(html), `src="rivals.png"`) || !strings.Contains(string(html), "Rivals, per game: moves made, with 95% intervals.") {
		t.Errorf("the page does not show the rivals' figure")
	}
	if got := reasonSeats(s); got[0] != 0 || got[1] != -1 {
		t.Errorf("reason seats %v, want [0 -1]", got)
	}
}
