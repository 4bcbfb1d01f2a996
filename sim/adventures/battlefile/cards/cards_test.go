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

// A report's Allies study is of a cooperative battle's ally cards, every
// one offered, played by the heroes' policy; a battle without allies has
// none.
func TestAllyStudy(t *testing.T) {
	l, err := battlefile.Open("allies-alley")
	if err != nil {
		t.Fatal(err)
	}
	st, err := cards.AllyStudy(l, "greedy", nil, true)
	if err != nil || st == nil {
		t.Fatalf("AllyStudy(allies-alley) = %v, %v", st, err)
	}
	if len(st.Titles) != len(l.Battle.Allies) || st.Deck.BlankName() != policy.NoAlly {
		t.Errorf("titles %q (blank %q), want the battle's %d allies against %q", st.Titles, st.Deck.BlankName(), len(l.Battle.Allies), policy.NoAlly)
	}
	if got := lab.Policies(st.Setup, nil)[adventures.SeatHeroes]; got != "greedy" {
		t.Errorf("heroes play %s, want greedy", got)
	}
	if l, err = battlefile.Open(battlefile.Default); err != nil {
		t.Fatal(err)
	}
	if st, err := cards.AllyStudy(l, "greedy", nil, false); st != nil || err != nil {
		t.Errorf("AllyStudy(%s) = %v, %v; want nil", battlefile.Default, st, err)
	}
}
