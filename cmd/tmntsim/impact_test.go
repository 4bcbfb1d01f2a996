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

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/reports"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// plantedMatch returns genbu-v-seiryu with two cards planted in genbu's
// deck: "Planted Spin", Nunchaku Spin at power 12 in its three places (a
// card far stronger than any other), and "Dud", the neutral Blank under
// another title in Pizza Party's three places (a card worth nothing more
// than Blank).
func plantedMatch(t *testing.T) *tcg.Match {
	t.Helper()
	m, err := deckfile.EmbeddedMatch("genbu-v-seiryu", tcgpolicy.New)
	if err != nil {
		t.Fatal(err)
	}
	var spin tcg.Card
	for _, c := range m.Setup.Cards {
		if c.Title == "Nunchaku Spin" {
			spin = c
		}
	}
	spin.Title, spin.Power = "Planted Spin", 12
	if m, err = m.Replace(0, "Nunchaku Spin", &spin); err != nil {
		t.Fatal(err)
	}
	dud, err := deckfile.Neutral()
	if err != nil {
		t.Fatal(err)
	}
	dud.Title = "Dud"
	if m, err = m.Replace(0, "Pizza Party", &dud); err != nil {
		t.Fatal(err)
	}
	return m
}

// impactJSONOf runs the impact study of a by o (its seed, games and
// workers) and returns its JSON.
func impactJSONOf(t *testing.T, a gameArg, o lab.Options, cards string) impactJSON {
	t.Helper()
	st, err := lab.ImpactOf(a.setup, a.name(), gameDecks[a.game.Name](a.setup), nil, "", cards)
	if err != nil {
		t.Fatal(err)
	}
	r, err := st.Play(context.Background(), o)
	if err == nil {
		err = st.Draw(context.Background(), r, o)
	}
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := reports.NewImpact(a.arg, st, r, o).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var j impactJSON
	if err := json.Unmarshal(buf.Bytes(), &j); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	return j
}

// A planted strong card comes out on top, its interval above 0; a card
// that is Blank under another name has an interval that covers 0 (here
// exactly 0: the games with it and with Blank are the same games).
func TestImpactPlantedCard(t *testing.T) {
	g, _, err := openGame("genbu-v-seiryu")
	if err != nil {
		t.Fatal(err)
	}
	j := impactJSONOf(t, gameArg{arg: "planted", game: g, setup: plantedMatch(t)}, lab.Options{Seed: 5, Games: 3000, Workers: 2}, "")
	if len(j.Cards) != 16 {
		t.Fatalf("%d cards studied, want the deck's 16 titles", len(j.Cards))
	}
	top := j.Cards[0]
	if top.Card != "Planted Spin" || top.Copies != 3 {
		t.Errorf("top card %s (%d copies), want Planted Spin (3)", top.Card, top.Copies)
	}
	// Tolerance: genbu's planner wins about 68% as shipped; a power-12
	// attack in three places is worth well over 10 points, more than any
	// shipped card (Shell Shock, about +27 pts at 5000 games).
	if top.Effect.Value < 0.30 || top.Effect.CI95[0] <= 0 {
		t.Errorf("Planted Spin: effect %v, interval %v; want over +30 pts and the interval above 0", top.Effect.Value, top.Effect.CI95)
	}
	var dud *reports.ImpactCardJSON
	for i := range j.Cards {
		if j.Cards[i].Card == "Dud" {
			dud = &j.Cards[i]
		}
	}
	if dud == nil {
		t.Fatal("Dud was not studied")
	}
	if lo, hi := dud.Effect.CI95[0], dud.Effect.CI95[1]; !(lo <= 0 && 0 <= hi) || dud.Effect.Value != 0 {
		t.Errorf("Dud: effect %v, interval [%v, %v]; want 0 inside its interval", dud.Effect.Value, lo, hi)
	}
	if j.Games != 3000 || j.Seat != "genbu" {
		t.Errorf("games %d of seat %s, want 3000 of genbu", j.Games, j.Seat)
	}
	for i := 1; i < len(j.Cards); i++ {
		if j.Cards[i].Effect.Value > j.Cards[i-1].Effect.Value {
			t.Errorf("rank %d (%s, %v) above rank %d (%s, %v)", i+1, j.Cards[i].Card, j.Cards[i].Effect.Value, i, j.Cards[i-1].Card, j.Cards[i-1].Effect.Value)
		}
	}
	if d := float64(top.WhenDrawn); !(d > 0 && d < 1) {
		t.Errorf("Planted Spin: win rate when drawn %v, want a rate", d)
	}
}

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
