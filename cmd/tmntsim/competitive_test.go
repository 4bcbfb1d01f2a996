package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// TestReportSkillGrid writes the report of a competitive battle, briefly:
// it has a skill grid of every hero policy of the band against every
// villain policy registered but first, the default villain's cells those
// of the skill band, the columns from the weakest villain to the
// strongest, and a sentence on the page.
func TestReportSkillGrid(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "report")
	mustRun(t, exitOK, "report", "foot-clan-ambush", "-o", dir, "-n", "60", "--budget", "0", "--skill-policies", "random,greedy", "--progress", "off")
	f, err := os.Open(filepath.Join(dir, "skill-grid.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	cols := villainpolicy.Tiers()
	if len(cols) != len(villainpolicy.Names())-1 || len(rows) != 1+2*len(cols) {
		t.Fatalf("skill grid of %d rows for villain policies %v", len(rows)-1, cols)
	}
	mean := map[string]float64{}
	var order []string
	for _, r := range rows[1:] {
		if r[2] != "60" {
			t.Errorf("pairing %s × %s played %s battles, want 60", r[0], r[1], r[2])
		}
		rate, _ := strconv.ParseFloat(r[5], 64)
		if _, ok := mean[r[1]]; !ok {
			order = append(order, r[1])
		}
		mean[r[1]] += rate / 2
	}
	for k := 1; k < len(order); k++ {
		if mean[order[k]] > mean[order[k-1]] {
			t.Errorf("villain columns %v: %s (heroes win %.2f) after %s (%.2f), want the weakest first", order, order[k], mean[order[k]], order[k-1], mean[order[k-1]])
		}
	}
	html, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), `src="skill-grid.png"`) || !strings.Contains(string(html), "between novices") {
		t.Error("index.html shows no skill grid")
	}
}

// TestImpactCompetitive studies a competitive battle's villain deck: a
// colour group swapped and a card blanked, on the villain's win rate by
// default; a cooperative battle has no deck to study.
func TestImpactCompetitive(t *testing.T) {
	out, _ := mustRun(t, exitOK, "impact", "thugs-turf", "-n", "60", "--cards", "group old-hob red, Claws", "--format", "json", "--progress", "off")
	var j impactJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	var cards []string
	for _, c := range j.Cards {
		cards = append(cards, c.Card)
		if want := map[string]int{"group old-hob red": 4, "Claws": 1}[c.Card]; c.Copies != want {
			t.Errorf("%s: %d copies, want %d", c.Card, c.Copies, want)
		}
	}
	slices.Sort(cards)
	if j.Seat != "villain" || j.Games != 60 || fmt.Sprint(cards) != "[Claws group old-hob red]" ||
		!strings.Contains(j.Replacement, "old-hob red by thug-brawler red") {
		t.Errorf("impact of thugs-turf: seat %s, %d games, cards %v, replacement %q", j.Seat, j.Games, cards, j.Replacement)
	}
	text, _ := mustRun(t, exitOK, "impact", "thugs-turf", "-n", "20", "--seat", "heroes", "--cards", "Claws", "--progress", "off")
	if !strings.HasPrefix(text, "impact of each card of the deck of the villain on the heroes' win rate") ||
		!strings.Contains(text, "20 battles of the deck as it is") || !strings.Contains(text, "rounds: the battles' mean length") {
		t.Errorf("--seat heroes: want the seats named with \"the\", in battles and rounds:\n%s", text)
	}
	if code, _, stderr := runArgs("impact", "intro-brawl", "-n", "10"); code != exitUsage || !strings.Contains(stderr, "is an Adventures battle") {
		t.Errorf("impact of a cooperative battle: exit %d, %s", code, stderr)
	}
}
