package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/reports"
)

// The command: the cards asked for, in every format, the chart and the
// JSON file written, the seat's deck the other seat's with --seat.
func TestImpactCommand(t *testing.T) {
	dir := t.TempDir()
	png, js := filepath.Join(dir, "impact.png"), filepath.Join(dir, "impact.json")
	out, _ := mustRun(t, exitOK, "impact", "genbu-v-seiryu", "-n", "300", "--cards", "Shell Shock, Pizza Party",
		"--format", "csv", "--progress", "off", "--png", png, "-o", js)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || rows[0][1] != "card" || rows[1][0] != "1" || rows[2][0] != "2" {
		t.Fatalf("csv rows %q, want a header and 2 cards ranked", rows)
	}
	if names := []string{rows[1][1], rows[2][1]}; !slices.Contains(names, "Shell Shock") || !slices.Contains(names, "Pizza Party") {
		t.Errorf("cards %v, want Shell Shock and Pizza Party", names)
	}
	data, err := os.ReadFile(png)
	if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("--png: %v, %d bytes, want a PNG", err, len(data))
	}
	var j impactJSON
	data, err = os.ReadFile(js)
	if err != nil || json.Unmarshal(data, &j) != nil || len(j.Cards) != 2 {
		t.Errorf("-o: %v, %s", err, data)
	}
	text, _ := mustRun(t, exitOK, "impact", "genbu-v-seiryu", "-n", "200", "--seat", "seiryu", "--cards", "Raphael", "--progress", "off")
	for _, want := range []string{"impact of each card of the deck of seiryu on seiryu's win rate", "when drawn (biased)", "biased (a card is drawn more"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

// A table's cards are the table's deck, with the seat's win rate.
func TestImpactTable(t *testing.T) {
	var j impactJSON
	runJSON(t, &j, "impact", "table-of-four", "-n", "300", "--cards", "Go Up a Level,Katana", "--format", "json", "--progress", "off")
	if len(j.Cards) != 2 || j.Deck != "the table's deck" || j.Seat != "seat1" {
		t.Fatalf("cards %d, deck %q, seat %q; want 2 cards of the table's deck for seat1", len(j.Cards), j.Deck, j.Seat)
	}
	for _, c := range j.Cards {
		if c.Copies < 1 {
			t.Errorf("%s: %d copies", c.Card, c.Copies)
		}
	}
}

// Outputs are checked before a game is played, and never written over by
// a failed study.
func TestImpactOutputs(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := tmntsim(context.Background(), "impact", "genbu-v-seiryu", "-n", "50", "-o", dir)
	if code != exitError || out != "" || !strings.Contains(stderr, "-o "+dir) {
		t.Errorf("-o a directory: exit %d, stdout %q, stderr %q; want an error naming -o and nothing played", code, out, stderr)
	}
	keep := filepath.Join(dir, "keep.png")
	if err := os.WriteFile(keep, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, _ = tmntsim(context.Background(), "impact", "genbu-v-seiryu", "-n", "50", "--cards", "Nope", "--png", keep)
	if data, _ := os.ReadFile(keep); code != exitUsage || string(data) != "mine" {
		t.Errorf("a bad --cards: exit %d, the --png file holds %q; want a usage error and the file untouched", code, data)
	}
}

// impactJSON is the JSON of tmntsim impact, as the tests read it.
type impactJSON = reports.ImpactJSON
