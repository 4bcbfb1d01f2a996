package munchkin

import "testing"

// Kata abilities paid by discarding a card (Katas: "Some Katas require you
// to discard a card to use them. You may discard any card you have in
// play or in your hand to activate the Kata"): Leo (Level 3, Kata
// "Press": discard a card for +3, Katana equipped) fights; the ability is
// his, or his helper's, once a combat, never a rival's.
func TestKataDiscard(t *testing.T) {
	for _, tc := range []struct {
		name    string
		user    int    // the seat with the Kata: 0 fights, 1 helps, 2 neither
		discard string // the card paid
		want    int    // the players' side after the ability (Leo 3+3, Raph 1)
		offered bool
	}{
		{"the fighter, a card from the hand", 0, "Stars", 6 + 1 + 3, true},
		{"the fighter, an equipped Item: its bonus goes", 0, "Katana", 6 + 1 + 3 - 3, true},
		{"the helper (Level 2), a card from the hand", 1, "Stars", 6 + 2 + 3, true},
		{"a rival: not offered", 2, "Stars", 6 + 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGameOf(t, 3, kataDeck())
			g.pl[0].level = 3
			g.put(t, 0, "Katana")
			g.pl[tc.user].level = max(g.pl[tc.user].level, 2)
			g.put(t, tc.user, "Press")
			g.give(t, tc.user, "Stars")
			g.cb = combat{active: true, fighter: 0, helper: 1, nmon: 1}
			g.cb.mon[0] = g.take(t, "Shredder")
			g.combatOptions(tc.user)
			o, n := Option{}, 0
			for _, x := range g.opts {
				if x.Kind == OptKata {
					n++
					if named(g, x.Arg, tc.discard) {
						o = x
					}
				}
			}
			if (n > 0) != tc.offered {
				t.Fatalf("%d Kata options, want offered %v", n, tc.offered)
			}
			if tc.offered {
				g.combatPlay(tc.user, o)
			}
			if got := g.playerSide(); got != tc.want {
				t.Errorf("players' side %d, want %d", got, tc.want)
			}
			if !tc.offered {
				return
			}
			if g.treDisc.n != 1 || !named(g, g.treDisc.c[0], tc.discard) {
				t.Errorf("%d Treasures discarded, want the %s", g.treDisc.n, tc.discard)
			}
			g.combatOptions(tc.user)
			for _, x := range g.opts {
				if x.Kind == OptKata {
					t.Fatalf("the ability offered twice in one combat")
				}
			}
		})
	}
}

// kataDeck is the test deck with a Kata whose ability is paid by
// discarding a card.
func kataDeck() *Deck {
	d := testDeck()
	d.Cards = append(d.Cards, Card{Name: "Press", Kind: Kata, Rank: 2, DiscardBonus: 3})
	return d
}
