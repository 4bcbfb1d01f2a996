package main

import (
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The planted decks of testdata/matrix: strong.yaml (the strongest fire
// Characters and every power-4 Attack) and helpless.yaml (no Character:
// it never attacks).
var (
	strongDeck   = filepath.Join("testdata", "matrix", "strong.yaml")
	helplessDeck = filepath.Join("testdata", "matrix", "helpless.yaml")
)

// matrixOut is the part of the JSON of "tmntsim matrix" the tests read.
type matrixOut struct {
	Pairs    int64 `json:"games_per_order"`
	Complete bool  `json:"complete"`
	Decks    []struct {
		Name  string      `json:"name"`
		Field estimateOut `json:"vs_field"`
		Rank  int         `json:"rank"`
	} `json:"decks"`
	Cells []struct {
		Row, Column         string
		Games, Wins, Losses int64
		Draws               int64
		Rate                estimateOut `json:"win_rate"`
	} `json:"cells"`
}

// estimateOut is a reports.Estimate read back.
type estimateOut struct {
	Value float64    `json:"value"`
	CI    [2]float64 `json:"ci95"`
}

func matrixJSONOf(t *testing.T, args ...string) matrixOut {
	t.Helper()
	stdout, _ := mustRun(t, exitOK, append([]string{"matrix", "--format", "json"}, args...)...)
	var m matrixOut
	if err := json.Unmarshal([]byte(stdout), &m); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	return m
}

// TestMatrixPlanted: the planted strong deck wins every cell of its row
// with an interval above 50%, and ranks first over the field; the
// helpless deck ranks last.
func TestMatrixPlanted(t *testing.T) {
	m := matrixJSONOf(t, strongDeck, "genbu", "seiryu", helplessDeck, "-n", "300")
	if m.Pairs != 300 || !m.Complete || len(m.Cells) != 12 {
		t.Fatalf("got %d pairs, complete %v, %d cells; want 300, true, 12", m.Pairs, m.Complete, len(m.Cells))
	}
	for _, c := range m.Cells {
		if c.Row == "planted-strong" && c.Rate.CI[0] <= 0.5 {
			t.Errorf("planted-strong against %s: got %.3f (%.3f – %.3f), want the interval above 50%%", c.Column, c.Rate.Value, c.Rate.CI[0], c.Rate.CI[1])
		}
		if c.Row == "planted-helpless" && c.Rate.CI[1] >= 0.5 {
			t.Errorf("planted-helpless against %s: got %.3f (%.3f – %.3f), want the interval below 50%%", c.Column, c.Rate.Value, c.Rate.CI[0], c.Rate.CI[1])
		}
	}
	for _, d := range m.Decks {
		switch {
		case d.Name == "planted-strong" && (d.Rank != 1 || d.Field.CI[0] <= 0.5):
			t.Errorf("planted-strong: rank %d, field %v; want rank 1 above 50%%", d.Rank, d.Field)
		case d.Name == "planted-helpless" && d.Rank != 4:
			t.Errorf("planted-helpless: rank %d, want 4", d.Rank)
		}
	}
}

// TestMatrixAntisymmetric: with every deck on one policy, a against b and
// b against a are the same games seen from both sides: their wins and
// the draws add up to the games of the cell, and a's wins are b's losses.
func TestMatrixAntisymmetric(t *testing.T) {
	m := matrixJSONOf(t, "genbu", "seiryu", "suzaku", "-n", "200", "-p", "greedy")
	type key struct{ r, c string }
	cells := map[key]int{}
	for i, c := range m.Cells {
		cells[key{c.Row, c.Column}] = i
	}
	for _, c := range m.Cells {
		d := m.Cells[cells[key{c.Column, c.Row}]]
		if c.Games != 400 || c.Wins+d.Wins+c.Draws != c.Games || c.Wins != d.Losses || c.Draws != d.Draws {
			t.Errorf("%s–%s: %d games, %d + %d wins, %d draws (%d the other way); want 400 games, wins + wins + draws = games",
				c.Row, c.Column, c.Games, c.Wins, d.Wins, c.Draws, d.Draws)
		}
		if sum := c.Rate.Value + d.Rate.Value + float64(c.Draws)/float64(c.Games); sum < 1-1e-12 || sum > 1+1e-12 {
			t.Errorf("%s–%s: rates and draws add up to %v, want 1", c.Row, c.Column, sum)
		}
	}
}

// elapsed matches the lines that say how long the study took.
var elapsed = regexp.MustCompile(`(?m)^played in .*$|"elapsed_seconds": [0-9.e+-]+`)

// TestMatrixWorkers: the same matrix, text, JSON and CSV, for any number
// of workers.
func TestMatrixWorkers(t *testing.T) {
	for _, format := range []string{"text", "json", "csv"} {
		var outs []string
		for _, w := range []string{"1", "2"} {
			stdout, _ := mustRun(t, exitOK, "matrix", "genbu", "seiryu", "byakko", "-n", "150", "-w", w, "--format", format)
			outs = append(outs, elapsed.ReplaceAllString(stdout, ""))
		}
		if outs[0] != outs[1] {
			t.Errorf("--format %s: -w 1 and -w 2 differ:\n%s\n---\n%s", format, outs[0], outs[1])
		}
	}
	stdout, _ := mustRun(t, exitOK, "matrix", "--gauntlet", "seiryu", "genbu", "seiryu", "byakko", "-n", "150", "-w", "2", "--format", "json")
	whole, _ := mustRun(t, exitOK, "matrix", "genbu", "seiryu", "byakko", "-n", "150", "-w", "1", "--format", "json")
	// The gauntlet plays the same games as the matrix's row, the decks
	// given in the same order.
	var g, m matrixOut
	if err := json.Unmarshal([]byte(stdout), &g); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(whole), &m); err != nil {
		t.Fatal(err)
	}
	if len(g.Cells) != 2 {
		t.Fatalf("gauntlet: %d cells, want its row of 2", len(g.Cells))
	}
	for _, gc := range g.Cells {
		for _, mc := range m.Cells {
			if mc.Row == gc.Row && mc.Column == gc.Column && (mc.Wins != gc.Wins || mc.Losses != gc.Losses) {
				t.Errorf("%s–%s: the gauntlet's %d–%d, the matrix's %d–%d", gc.Row, gc.Column, gc.Wins, gc.Losses, mc.Wins, mc.Losses)
			}
		}
	}
}

// TestMatrixOutputs: the CSV has one row per cell with the columns it
// promises, the gauntlet ranks its opponents, and the PNG is a picture.
func TestMatrixOutputs(t *testing.T) {
	dir := t.TempDir()
	pic, js := filepath.Join(dir, "m.png"), filepath.Join(dir, "m.json")
	stdout, _ := mustRun(t, exitOK, "matrix", "genbu", "seiryu", "suzaku", "-n", "50", "--format", "csv", "--png", pic, "-o", js)
	rows, err := csv.NewReader(strings.NewReader(stdout)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if want := "row,column,games,wins,rate,lo,hi"; len(rows) != 7 || !strings.HasPrefix(strings.Join(rows[0], ","), want) {
		t.Fatalf("got %d rows, header %v; want 7 rows, a header starting %s", len(rows), rows[0], want)
	}
	for _, r := range rows[1:] {
		wins, _ := strconv.Atoi(r[3])
		rate, _ := strconv.ParseFloat(r[4], 64)
		lo, _ := strconv.ParseFloat(r[5], 64)
		hi, _ := strconv.ParseFloat(r[6], 64)
		if r[2] != "100" || rate != float64(wins)/100 || lo > rate || hi < rate || lo < 0 || hi > 1 {
			t.Errorf("row %v: want 100 games, rate = wins/games within [lo, hi] within [0, 1]", r)
		}
	}
	f, err := os.Open(pic)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() < 400 || b.Dy() < 300 {
		t.Errorf("heat map %v, want at least 400×300", b)
	}
	if data, err := os.ReadFile(js); err != nil || !json.Valid(data) {
		t.Errorf("-o: %v, valid JSON %v", err, json.Valid(data))
	}

	stdout, _ = mustRun(t, exitOK, "matrix", "--gauntlet", "genbu", "seiryu", "suzaku", "-n", "100")
	suz, sei := strings.Index(stdout, "\n2     suzaku"), strings.Index(stdout, "\n1     seiryu")
	if !strings.Contains(stdout, "gauntlet: genbu against 2 decks") || sei < 0 || suz < 0 {
		t.Errorf("gauntlet: want genbu's opponents ranked, seiryu (which genbu beats) first; got\n%s", stdout)
	}
	stdout, _ = mustRun(t, exitOK, "matrix", "--help")
	for _, want := range []string{"Usage: tmntsim matrix DECK DECK...", "--gauntlet", "Examples:", "50% by definition"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("--help: no %q in\n%s", want, stdout)
		}
	}
}

// TestGauntletOfOneOpponent checks the gauntlet's first line against one
// deck: "against 1 deck".
func TestGauntletOfOneOpponent(t *testing.T) {
	stdout, _ := mustRun(t, exitOK, "matrix", "--gauntlet", "genbu", "genbu", "seiryu", "-n", "20", "--progress", "off")
	if !strings.HasPrefix(stdout, "gauntlet: genbu against 1 deck, ") {
		t.Errorf("got\n%s\nwant it to start with \"gauntlet: genbu against 1 deck, \"", stdout)
	}
}

// TestMatrixSpeedLine checks that the matrix's speed line writes its
// games a second with thousands separators, as run's speed line does.
func TestMatrixSpeedLine(t *testing.T) {
	out, _ := mustRun(t, exitOK, "matrix", "genbu", "seiryu", "-n", "2000", "--progress", "off")
	line := regexp.MustCompile(`(?m)^played in .*$`).FindString(out)
	if !regexp.MustCompile(`^played in [0-9]+\.[0-9]{2} s, [0-9]{1,3}(,[0-9]{3})* games/s$`).MatchString(line) {
		t.Errorf("speed line %q, want games/s with thousands separators (12,345)", line)
	}
}
