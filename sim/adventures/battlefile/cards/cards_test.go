package cards_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// A strong ally planted among the example's allies ranks first, its
// interval above 0, measured for the heroes, each ally offered alone
// against none (the ally deck's study), its side named.
func TestAllyDeckFindsAPlantedAlly(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 5 × 1500 battles")
	}
	data, err := battlefile.EmbeddedData("allies-alley")
	if err != nil {
		t.Fatal(err)
	}
	planted := strings.Replace(string(data), "allies:\n", "allies:\n  - {name: Planted, side: heroes, ability: \"passive: attack 3\"}\n", 1)
	l, err := battlefile.LoadBytes("planted.yaml", []byte(planted))
	if err != nil {
		t.Fatal(err)
	}
	s := policy.NewSetup(l.Battle, "greedy")
	st := &lab.DeckStudy{Setup: s, Name: "planted", Deck: cards.Deck(s), Seat: adventures.SeatHeroes}
	if err := st.Pick(nil); err != nil {
		t.Fatal(err)
	}
	if len(st.Titles) != 4 || st.Titles[0] != "Planted" {
		t.Fatalf("titles %q, want Planted and the example's 3", st.Titles)
	}
	r, err := st.Play(context.Background(), lab.Options{Seed: 1, Games: 1500, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if d, lo, _ := r.Effects[0].Diff(); r.Effects[0].Name != "Planted" || lo <= 0 {
		t.Errorf("first: %s, effect %.3f, interval from %.3f; want Planted above 0", r.Effects[0].Name, d, lo)
	}
	if side := st.Deck.(lab.AllyDeck).Side("Planted"); side != "heroes" {
		t.Errorf("Planted's side %q, want heroes", side)
	}
}
