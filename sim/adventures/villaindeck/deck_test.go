package villaindeck

import (
	"errors"
	"testing"
)

// A deck of exactly 25 cards: 6 colour groups of 4 and the Regroup card
// (Adventures, Building the Villain Deck). Each problem is named.
func TestBuild(t *testing.T) {
	legal := testCards()
	for _, tc := range []struct {
		name  string
		cards func() []Card
		want  string // "" for a legal deck
	}{
		{"legal", func() []Card { return legal }, ""},
		{"26 cards", func() []Card {
			return append(slicesClone(legal[:24]), mk("extra", "karai", "blue", 1, "melee"), regroupCard())
		}, "villain deck: colour group karai blue has 5 cards; a colour group is 4 cards; " +
			"26 cards (6 colour groups (foot-ninja red 4, foot-ninja blue 4, karai red 4, karai blue 5, foot-bruiser red 4, foot-bruiser blue 4) and 1 Regroup card); " +
			"a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card"},
		{"group of 3", func() []Card {
			cs := slicesClone(legal)
			cs[7].Colour = "green"
			return cs
		}, "villain deck: colour group foot-ninja blue has 3 cards; a colour group is 4 cards; colour group foot-ninja green has 1 card; a colour group is 4 cards"},
		{"two Regroups", func() []Card {
			cs := slicesClone(legal)
			cs[23] = regroupCard()
			return cs
		}, `villain deck: colour group foot-bruiser blue has 3 cards; a colour group is 4 cards; a second Regroup card "Regroup"; a villain deck has one Regroup card`},
		{"no Regroup, 5 groups", func() []Card { return slicesClone(legal[:20]) },
			"villain deck: no Regroup card; a villain deck has one Regroup card; " +
				"20 cards (5 colour groups (foot-ninja red 4, foot-ninja blue 4, karai red 4, karai blue 4, foot-bruiser red 4) and 0 Regroup cards); " +
				"a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card"},
		{"unknown type and no figures", func() []Card {
			cs := slicesClone(legal)
			for i := 0; i < 4; i++ {
				cs[i].Villain = "shredder"
			}
			cs[5].Figures = 0
			return cs
		}, `villain deck: card "foot-ninja red 1" is for villain type "shredder", which the battle does not have (it has foot-ninja, karai, foot-bruiser); ` +
			`card "foot-ninja red 2" is for villain type "shredder", which the battle does not have (it has foot-ninja, karai, foot-bruiser); ` +
			`card "foot-ninja red 3" is for villain type "shredder", which the battle does not have (it has foot-ninja, karai, foot-bruiser); ` +
			`card "foot-ninja red 4" is for villain type "shredder", which the battle does not have (it has foot-ninja, karai, foot-bruiser); ` +
			`card "foot-ninja blue 2" activates 0 figures; a card activates 1 to 9`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Build(tc.cards(), types)
			got := ""
			if err != nil {
				got = err.Error()
				var de DeckError
				if !errors.As(err, &de) {
					t.Errorf("the error is a %T, want a DeckError", err)
				}
			}
			if got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if tc.want == "" && (d == nil || d.Cards[24].Name != "Regroup" || d.Regroup != 24 || d.Cards[8].Type != 1) {
				t.Errorf("legal deck built wrong: %+v", d)
			}
		})
	}
}

func slicesClone(cs []Card) []Card { return append([]Card(nil), cs...) }

// Icon words read back as they are written.
func TestIconWords(t *testing.T) {
	for _, w := range IconWords() {
		i, ok := ParseIcon(w)
		if !ok || i.String() != w {
			t.Errorf("%q: parsed %v %v", w, i, ok)
		}
	}
	for _, w := range []string{"", "melee1", "melee4", "move+", "shell+shell", "ranged22", "katana", "move2+shell+shell"} {
		if i, ok := ParseIcon(w); ok {
			t.Errorf("%q parsed as %v", w, i)
		}
	}
}
