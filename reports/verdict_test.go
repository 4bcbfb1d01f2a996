package reports

import (
	"encoding/json"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

func TestVerdict(t *testing.T) {
	tests := []struct {
		wins, n int64
		target  float64
		band    string
		text    string
	}{
		// Wilson 95%: 62.4% in [59.4%, 65.3%], entirely above 50%; a
		// half width of 3 points supports no decimals.
		{624, 1000, 0.5, BandHeroes, "Heroes favoured: 62% ± 3 against a target of 50%."},
		{6240, 10000, 0.5, BandHeroes, "Heroes favoured: 62.4% ± 1.0 against a target of 50%."},
		{510, 1000, 0.5, BandBalanced, "Balanced: the target 50% is inside the 95% interval (51% ± 3)."},
		{380, 1000, 0.5, BandVillain, "Villain favoured: 38% ± 3 against a target of 50%."},
		{380, 1000, 0.4, BandBalanced, "Balanced: the target 40% is inside the 95% interval (38% ± 3)."},
		{3, 20, 0.475, BandVillain, "Villain favoured: 15% ± 21 against a target of 47.5%."},
	}
	for _, tt := range tests {
		lo, hi := stats.Wilson(tt.wins, tt.n, 0.95)
		rate := float64(tt.wins) / float64(tt.n)
		v := NewVerdict(rate, lo, hi, tt.target)
		if v.Band != tt.band || v.Text != tt.text || float64(v.Target) != tt.target {
			t.Errorf("%d of %d against %v: got %q (%s, target %v), want %q (%s)", tt.wins, tt.n, tt.target, v.Text, v.Band, v.Target, tt.text, tt.band)
		}
	}
}

func TestPctPM(t *testing.T) {
	tests := []struct {
		rate, lo, hi float64
		want         string
	}{
		{0.624, 0.615, 0.633, "62.4% ± 0.9"},
		{0.624, 0.6232, 0.6248, "62.40% ± 0.08"},
		{0.35, 0.15, 0.55, "35% ± 20"},
		{0.6233, 0.6132, 0.6333, "62.3% ± 1.0"},
		{0.6233, 0.6092, 0.6373, "62.3% ± 1.4"},
		{0.6233, 0.5903, 0.6533, "62% ± 3"},
		{0.5, 0.5, 0.5, "50.0% ± 0.0"},
	}
	for _, tt := range tests {
		if got := PctPM(tt.rate, tt.lo, tt.hi); got != tt.want {
			t.Errorf("PctPM(%v, %v, %v) = %q, want %q", tt.rate, tt.lo, tt.hi, got, tt.want)
		}
	}
}

// TestVerdictOnPage checks that the verdict heads the page, before the
// numbers, and is in report.json.
func TestVerdictOnPage(t *testing.T) {
	r := testReport(t)
	r.Target = 0.3
	dir := filepath.Join(t.TempDir(), "report")
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	want := r.Verdict()
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	p := string(page)
	at := strings.Index(p, html.EscapeString(want.Text))
	if at < 0 || at > strings.Index(p, `class="cards"`) {
		t.Errorf("the page does not show the verdict %q before the numbers", want.Text)
	}
	var rj struct {
		Verdict Verdict `json:"verdict"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if rj.Verdict != want || want.Target != 0.3 {
		t.Errorf("report.json verdict %+v, want %+v with target 0.3", rj.Verdict, want)
	}
}

func TestSkillGapText(t *testing.T) {
	tests := []struct {
		g             SkillGap
		gap, interval string
	}{
		// 20 lookahead battles: an interval some 30 points wide.
		{SkillGap{Value: 0.234, Lo: 0.061, Hi: 0.387}, "23 points", "95% interval 6 – 39"},
		{SkillGap{Value: 0.234, Lo: 0.220, Hi: 0.248}, "23.4 points", "95% interval 22.0 – 24.8"},
		{SkillGap{Value: 0.0234, Lo: 0.0227, Hi: 0.0241}, "2.34 points", "95% interval 2.27 – 2.41"},
	}
	for _, tt := range tests {
		gap, interval := tt.g.Text()
		if gap != tt.gap || interval != tt.interval {
			t.Errorf("%+v: got %q, %q, want %q, %q", tt.g, gap, interval, tt.gap, tt.interval)
		}
	}
}

// TestSkillGap checks the skill band's width and interval on the page
// and in report.json: the best policy less the worst, by stats.DiffInterval.
func TestSkillGap(t *testing.T) {
	r := testReport(t)
	g, ok := r.skillGap()
	if !ok {
		t.Fatal("no skill gap with two policies")
	}
	var best, worst SkillPoint = r.Skill[0], r.Skill[1]
	rb, _, _ := best.Summary.WinRate(0)
	rw, _, _ := worst.Summary.WinRate(0)
	if rb < rw {
		best, worst, rb, rw = worst, best, rw, rb
	}
	hb := best.Summary.Count(0, sim.Won)
	hw := worst.Summary.Count(0, sim.Won)
	lo, hi := stats.DiffInterval(hb, best.Summary.Games(), hw, worst.Summary.Games(), stats.Conf95)
	if g.Best.Policy != best.Policy || g.Worst.Policy != worst.Policy || g.Value != rb-rw || g.Lo != lo || g.Hi != hi ||
		g.BestN != best.Summary.Games() || g.WorstN != worst.Summary.Games() {
		t.Errorf("skill gap %+v, want %s less %s: %v in [%v, %v]", g, best.Policy, worst.Policy, rb-rw, lo, hi)
	}
	dir := filepath.Join(t.TempDir(), "report")
	if err := Write(dir, r); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	gap, interval := g.Text()
	if !strings.Contains(string(page), ">"+gap+"<") || !strings.Contains(string(page), interval) {
		t.Errorf("the page lacks the skill gap %q, %q", gap, interval)
	}
	var rj struct {
		Gap struct {
			Best       string   `json:"best"`
			Difference Estimate `json:"difference"`
		} `json:"skill_band_gap"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &rj); err != nil {
		t.Fatal(err)
	}
	if rj.Gap.Best != best.Policy || rj.Gap.Difference != NewEstimate(g.Value, lo, hi) {
		t.Errorf("report.json skill_band_gap %+v, want %s at %v in [%v, %v]", rj.Gap, best.Policy, g.Value, lo, hi)
	}
}
