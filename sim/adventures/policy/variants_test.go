package policy

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// competitiveSetup returns the setup of an embedded competitive battle.
func competitiveSetup(t *testing.T, name string) *Setup {
	t.Helper()
	l, err := battlefile.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	return NewSetup(l.Battle, "greedy")
}

// checkDeck fails unless d is a valid villain deck: 25 cards, distinct
// colour groups of 4 of the battle's types, one Regroup card.
func checkDeck(t *testing.T, what string, d *villaindeck.Deck, types []string) {
	t.Helper()
	if _, err := villaindeck.Build(d.Cards[:], types); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

func TestWithGroupSwapped(t *testing.T) {
	s := competitiveSetup(t, "foot-clan-ambush")
	want := "[foot-ninja red foot-ninja blue foot-elite red foot-elite blue karai red karai blue]"
	if got := fmt.Sprint(s.Groups()); got != want {
		t.Fatalf("groups %s, want %s", got, want)
	}
	before := *s.Battle.Competitive.Deck
	// The battle's types are karai, foot-ninja, foot-elite: each group is
	// swapped for the first group of the next type.
	swaps := map[string]string{"foot-ninja": "foot-elite red", "foot-elite": "karai red", "karai": "foot-ninja red"}
	for _, g := range s.Groups() {
		v, with, err := s.WithGroupSwapped(g)
		if err != nil {
			t.Fatal(err)
		}
		if with.String() != swaps[g.Villain] {
			t.Errorf("%s swapped for %s, want %s", g, with, swaps[g.Villain])
		}
		d := v.Battle.Competitive.Deck
		checkDeck(t, "swapped "+g.String(), d, s.types())
		if slices.Contains(v.Groups(), g) || !slices.Contains(v.Groups(), Group{with.Villain, with.Colour + " (copy)"}) || len(v.Groups()) != 6 {
			t.Errorf("swapped %s: groups %v", g, v.Groups())
		}
		for i, c := range d.Cards {
			old := &before.Cards[i]
			if old.Villain == g.Villain && old.Colour == g.Colour {
				if c.Villain != with.Villain || c.Type == old.Type {
					t.Errorf("swapped %s: card %d is %+v", g, i, c)
				}
			} else if c.Name != old.Name {
				t.Errorf("swapped %s: card %d %q changed to %q", g, i, old.Name, c.Name)
			}
		}
	}
	if *s.Battle.Competitive.Deck != before {
		t.Error("a variant changed the battle's own deck")
	}
	if _, _, err := s.WithGroupSwapped(Group{"karai", "green"}); err == nil {
		t.Error("a group not in the deck swapped")
	}
}

func TestWithCardBlanked(t *testing.T) {
	s := competitiveSetup(t, "thugs-turf")
	cards := s.Cards()
	if len(cards) != villaindeck.DeckSize-1 || slices.Contains(cards, "Regroup") {
		t.Fatalf("cards %q, want the 24 of the colour groups", cards)
	}
	v, err := s.WithCardBlanked(cards[5])
	if err != nil {
		t.Fatal(err)
	}
	d := v.Battle.Competitive.Deck
	checkDeck(t, "blanked", d, s.types())
	old := &s.Battle.Competitive.Deck.Cards[5]
	if c := d.Cards[5]; c.Figures != 1 || c.NIcons != 0 || c.NAbilities != 0 || c.Villain != old.Villain || c.Colour != old.Colour || c.Type != old.Type {
		t.Errorf("the blank card: %+v, want the type and group of %+v and nothing else", c, *old)
	}
	if old.NIcons == 0 || d.Cards[6] != s.Battle.Competitive.Deck.Cards[6] {
		t.Error("the blank changed the battle's deck or another card")
	}
	if _, err := s.WithCardBlanked("Regroup"); err == nil {
		t.Error("the Regroup card blanked")
	}
	// A variant plays as the battle does: allocation-free.
	g, err := v.NewGame([]string{"greedy", "planner"})
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	i := uint64(0)
	g.Play(1, i, &rec)
	if a := testing.AllocsPerRun(5, func() { i++; g.Play(1, i, &rec) }); a != 0 {
		t.Errorf("%v allocations per battle of a variant, want 0", a)
	}
}

// TestImpactFindsAPlantedCard plants a strong card in a battle's villain
// deck and blanks it and three ordinary cards, paired on the same seeds:
// the planted card is worth most to the villain, beyond chance.
func TestImpactFindsAPlantedCard(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 4 × 800 battles")
	}
	s := competitiveSetup(t, "foot-clan-ambush")
	cards := s.Battle.Competitive.Deck.Cards
	i := slices.IndexFunc(cards[:], func(c villaindeck.Card) bool { return c.Villain == "foot-elite" && !c.Regroup })
	strong := &cards[i]
	strong.Figures = 4
	strong.NIcons = 3
	strong.Icons = [villaindeck.MaxIcons]villaindeck.Icon{villaindeck.MakeIcon(villaindeck.KindMove, 2, true), villaindeck.MakeIcon(villaindeck.KindMelee, 3, true),
		villaindeck.MakeIcon(villaindeck.KindMelee, 3, false)}
	strong.NAbilities = 1
	strong.Abilities[0] = villaindeck.Ability{When: villaindeck.WhileActive, Effect: villaindeck.Attack, N: 2, All: true}
	d, err := s.rebuild(cards[:])
	if err != nil {
		t.Fatal(err)
	}
	planted := s.withDeck(d)
	names := []string{strong.Name, cards[0].Name, cards[9].Name, cards[17].Name}
	var vs []lab.Entrant
	for _, n := range names {
		v, err := planted.WithCardBlanked(n)
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, lab.Entrant{Setup: v, Name: n})
	}
	effects, _, err := lab.Impact(context.Background(), lab.Entrant{Setup: planted, Name: "planted"}, vs, adventures.SeatVillain,
		lab.Options{Seed: 1, Games: 800, Policies: []string{"greedy", "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	lab.RankEffects(effects)
	if d, lo, _ := effects[0].Diff(); effects[0].Name != strong.Name || lo <= 0 {
		t.Errorf("top card %s worth %+.3f (from %+.3f) to the villain, want the planted %s beyond chance; effects %+v", effects[0].Name, d, lo, strong.Name, effects)
	}
}
