package main

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
)

// The first-player text of a match: each seat's win rate going first and
// second, the paired difference, the first player's win rate over both
// orders, and what it means in words. With no drawn games the second
// seat's difference is the first seat's, and the first player's win rate
// is 1/2 plus half of it.
func TestFirstMatch(t *testing.T) {
	text, _ := mustRun(t, exitOK, "first", "genbu-v-seiryu", "-n", "3000", "--progress", "off")
	for _, want := range []string{
		"first-player advantage: genbu-v-seiryu, genbu=planner seiryu=greedy",
		"3000 games with genbu going first and the same 3000 with seiryu going first",
		"seat    going first  going second  first less second (paired, 95% interval)  McNemar p",
		"\ngenbu   ", "\nseiryu  ",
		"the first player's win rate over both orders: ",
		"\nin words: ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	var j firstJSON
	runJSON(t, &j, "first", "genbu-v-seiryu", "-n", "3000", "--format", "json", "--progress", "off")
	if len(j.Seats) != 2 || j.FirstRate == nil || j.Games != 3000 {
		t.Fatalf("JSON: %+v", j)
	}
	d0, d1 := float64(j.Seats[0].Diff.Value), float64(j.Seats[1].Diff.Value)
	if math.Abs(d0-d1) > 1e-12 {
		t.Errorf("first less second: genbu %v, seiryu %v; want the same with no drawn games", d0, d1)
	}
	if r := float64(j.FirstRate.Value); math.Abs(r-(0.5+d0/2)) > 1e-12 {
		t.Errorf("first player's win rate %v, want 1/2 + %v/2", r, d0)
	}
	g1, g2 := float64(j.Seats[0].First.Value), float64(j.Seats[0].Second.Value)
	if math.Abs(g1-g2-d0) > 1e-12 {
		t.Errorf("genbu: first %v less second %v is not the difference %v", g1, g2, d0)
	}
}

// A table: every seat against an equal share, the chi-square test, and a
// note when the seats' policies differ.
func TestFirstTable(t *testing.T) {
	text, _ := mustRun(t, exitOK, "first", "table-of-four", "-n", "400", "--progress", "off")
	for _, want := range []string{"the starting seat: table-of-four", "seat1 starts", "less an equal share (25.00%)",
		"chi-square of \"the seat does not matter\"", "3 degrees of freedom", "note: the seats play different policies"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	var j firstJSON
	runJSON(t, &j, "first", "table-of-four", "-n", "400", "--every", "random", "--format", "json", "--progress", "off")
	if len(j.Seats) != 4 || j.ChiSquare == nil || j.ChiSquare.DF != 3 || j.Games != 400 {
		t.Fatalf("JSON: %+v", j)
	}
	for _, p := range j.Policies {
		if p != "random" {
			t.Errorf("--every random: policies %v", j.Policies)
		}
	}
	sum := 0.0
	for _, s := range j.Seats {
		sum += float64(s.WinRate.Value)
	}
	if sum > 1+1e-12 {
		t.Errorf("the seats' win rates add up to %v", sum)
	}
	_, setup, err := games.OpenGame("table-of-four")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := setup.(lab.Resizer); !ok {
		return // this build's tables have one size
	}
	runJSON(t, &j, "first", "table-of-four", "-n", "300", "--players", "3", "--format", "json", "--progress", "off")
	if len(j.Seats) != 3 || j.ChiSquare.DF != 2 {
		t.Errorf("--players 3: %d seats, %d degrees of freedom; want 3 and 2", len(j.Seats), j.ChiSquare.DF)
	}
	code, _, stderr := tmntsim(context.Background(), "first", "table-of-four", "--players", "9")
	if code != exitUsage || !strings.Contains(stderr, "--players: 9, want 3 to 6") {
		t.Errorf("--players 9: exit %d, stderr %q", code, stderr)
	}
}

// A table of too few won games gets no chi-square test, and says why,
// rather than a statistic on 0 degrees of freedom.
func TestFirstTableTooFew(t *testing.T) {
	text, _ := mustRun(t, exitOK, "first", "table-of-four", "-n", "1", "--progress", "off")
	for _, want := range []string{"no chi-square test of \"the seat does not matter\": the 1 game someone won is too few", "in words: too few wins to tell whether the seat matters"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "degrees of freedom") || strings.Contains(text, "p ≥ 0.05") {
		t.Errorf("text prints a test it cannot make:\n%s", text)
	}
	var j firstJSON
	runJSON(t, &j, "first", "table-of-four", "-n", "1", "--format", "json", "--progress", "off")
	if j.ChiSquare != nil || !strings.Contains(j.NoChiSquare, "the 1 game someone won is too few") {
		t.Errorf("JSON: chi-square %+v, no_chi_square %q", j.ChiSquare, j.NoChiSquare)
	}
}

// firstJSON is the JSON of tmntsim first, as the tests read it.
type firstJSON = reports.FirstStudyJSON
