package cardfile_test

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/schematest"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

var update = flag.Bool("update", false, "rewrite the committed schema")

// TestSchemaFiles fails when the committed JSON Schema differs from the one
// the format types generate; run it with -update to rewrite it.
func TestSchemaFiles(t *testing.T) {
	schematest.Files(t, "./sim/adventures/villaindeck/cardfile", *update, map[string][]byte{
		"villain-cards.schema.json": cardfile.Schema(),
	})
}

// rosterVillains returns the villain types of the built-in roster.
func rosterVillains() []string {
	_, vs := battlefile.Roster()
	var ids []string
	for _, v := range vs {
		ids = append(ids, v.ID)
	}
	return ids
}

// The embedded set: illustrative, loads against the built-in roster, has
// at least two colour groups for every villain type of it, every deck
// builds, and every ability of the vocabulary is used.
func TestEmbedded(t *testing.T) {
	types := rosterVillains()
	b, err := os.ReadFile(filepath.FromSlash(cardfile.EmbeddedFile))
	if err != nil {
		t.Fatal(err)
	}
	set, err := cardfile.Load(cardfile.EmbeddedFile, b, types)
	if err != nil {
		t.Fatal(err)
	}
	if !set.Illustrative {
		t.Errorf("the embedded set is not marked illustrative")
	}
	for _, v := range types {
		n := 0
		for _, g := range set.Groups() {
			if g.Villain == v {
				n++
			}
		}
		if n < 2 {
			t.Errorf("villain type %s: %d colour groups, want at least 2", v, n)
		}
	}
	var used [villaindeck.NumEffects]bool
	for _, c := range set.Cards {
		for _, a := range c.AbilityList() {
			used[a.Effect] = true
		}
	}
	for e, u := range used {
		if !u {
			t.Errorf("no card has the effect %s", villaindeck.Effect(e))
		}
	}
	if len(set.Decks) < 4 {
		t.Errorf("%d decks, want at least 4", len(set.Decks))
	}
	for _, d := range set.Decks {
		deck, err := set.NamedDeck(d.Name, d.Types())
		if err != nil {
			t.Errorf("deck %s: %v", d.Name, err)
			continue
		}
		if got := deck.Cards[deck.Regroup].Name; got != "Regroup" {
			t.Errorf("deck %s: Regroup card %q", d.Name, got)
		}
	}
}

// The values the rulebooks state, carried by the embedded set.
func TestEmbeddedRulebookValues(t *testing.T) {
	set, err := cardfile.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	find := func(name string) *villaindeck.Card {
		for i := range set.Cards {
			if set.Cards[i].Name == name {
				return &set.Cards[i]
			}
		}
		t.Fatalf("no card %q", name)
		return nil
	}
	for _, tc := range []struct {
		card, villain string
		figures       int
		icons         string
		defense       int
		why           string
	}{
		{"Ninja Rush", "foot-ninja", 2, "[move melee]", 0, `"2 Foot Ninja activate with 1 move icon and 1 melee icon"`},
		{"Shadow Guard", "foot-ninja", 2, "[move melee shell]", 1, `"activates 2 Foot Ninja and has 1 defense icon"`},
		{"Blade Dance", "foot-ninja", 1, "[move melee2]", 0, `"a double katana icon available on a die or card"`},
		{"Flanking Strike", "foot-ninja", 2, "[move melee+shell]", 1, "a mixed icon is a defense icon"},
	} {
		c := find(tc.card)
		if c.Villain != tc.villain || int(c.Figures) != tc.figures || fmtIcons(c) != tc.icons || c.DefenseIcons() != tc.defense {
			t.Errorf("%s (%s): got %s, %d figures, %s, %d defense icons", tc.card, tc.why, c.Villain, c.Figures, fmtIcons(c), c.DefenseIcons())
		}
	}
	// Old Hob has red and blue cards (Building the Villain Deck, example).
	for _, col := range []string{"red", "blue"} {
		if !slices.Contains(set.Groups(), cardfile.Group{Villain: "old-hob", Colour: col}) {
			t.Errorf("no old-hob %s group", col)
		}
	}
	// Thug Brawlers normally cannot make ranged strikes (Desperation
	// Activation); Thug Gunners are ranged (Cooperative Mode Actions).
	for _, c := range set.Cards {
		for _, i := range c.IconList() {
			if c.Villain == "thug-brawler" && i.Kind() == villaindeck.KindRanged {
				t.Errorf("Thug Brawler card %q has a ranged icon", c.Name)
			}
		}
	}
	if r := set.Cards[set.Regroup]; !r.Regroup || r.NIcons != 0 || r.AbilityList()[0].Effect != villaindeck.ReshuffleDiscards {
		t.Errorf("the Regroup card is %+v", r)
	}
}

func fmtIcons(c *villaindeck.Card) string {
	var w []string
	for _, i := range c.IconList() {
		w = append(w, i.String())
	}
	return "[" + strings.Join(w, " ") + "]"
}

// An embedded deck plays: dealt, turns of two cards, refilled.
func TestEmbeddedDeckPlays(t *testing.T) {
	set, err := cardfile.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	types := []string{"karai", "foot-elite", "foot-ninja"}
	d, err := set.Deck([]cardfile.Group{{"foot-ninja", "red"}, {"foot-ninja", "blue"}, {"foot-elite", "red"}, {"foot-elite", "blue"}, {"karai", "red"}, {"karai", "blue"}}, types)
	if err != nil {
		t.Fatal(err)
	}
	if d.Cards[0].Name != "Ninja Rush" || d.Cards[0].Type != 2 || d.Cards[16].Villain != "karai" || d.Cards[16].Type != 0 {
		t.Errorf("deck order or types: %s type %d, %s type %d", d.Cards[0].Name, d.Cards[0].Type, d.Cards[16].Villain, d.Cards[16].Type)
	}
	var s villaindeck.State
	s.Reset(d, villaindeck.Adventures, rng(3))
	for range 12 {
		s.StartTurn(nil)
		for s.PlaysLeft() > 0 {
			h := s.Hand()
			c := h[0]
			if c == d.Regroup && len(h) > 1 && s.DeckLen() > 0 {
				c = h[1]
			}
			s.Play(c)
		}
		s.EndTurn()
		if len(s.Hand())+s.DeckLen()+len(s.Active())+len(s.Discards()) != villaindeck.DeckSize {
			t.Fatalf("cards lost: hand %d, deck %d, active %d, discards %d", len(s.Hand()), s.DeckLen(), len(s.Active()), len(s.Discards()))
		}
	}
}
