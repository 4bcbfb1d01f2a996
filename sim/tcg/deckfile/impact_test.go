package deckfile_test

import (
	"bytes"
	"context"
	"encoding/json"
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

// impactJSONOf runs the impact study of match m by o (its seed, games and
// workers) and returns its JSON.
func impactJSONOf(t *testing.T, m *tcg.Match, o lab.Options, cards string) reports.ImpactJSON {
	t.Helper()
	st, err := lab.ImpactOf(m, "planted", deckfile.Deck(m), nil, "", cards)
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
	if err := reports.NewImpact("planted", st, r, o).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var j reports.ImpactJSON
	if err := json.Unmarshal(buf.Bytes(), &j); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	return j
}

// A planted strong card comes out on top, its interval above 0; a card
// that is Blank under another name has an interval that covers 0 (here
// exactly 0: the games with it and with Blank are the same games).
func TestImpactPlantedCard(t *testing.T) {
	j := impactJSONOf(t, plantedMatch(t), lab.Options{Seed: 5, Games: 3000, Workers: 2}, "")
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
