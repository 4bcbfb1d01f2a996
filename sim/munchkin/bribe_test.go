package munchkin

import "testing"

// Bribes of several cards (Teaming-up: "You may offer your helper any
// Item(s) you are currently carrying ... You may also offer to play any
// cards from your hand that you legally could, such as Go Up a Level
// cards, on your helper"; Other treasures: "You cannot play a Go Up a
// Level card to give a player the winning level"): Leo (Level 1) offers
// Raph cards for help against Bebop; accepted, the Items go to Raph's play
// and the Go Up a Level cards are played on him.
func TestBribeWithCards(t *testing.T) {
	for _, tc := range []struct {
		name      string
		offer     []string // the cards offered, in order
		helperLv  int8
		wantLv    int8 // Raph's Level after accepting
		wantItems int  // Items in Raph's play
		wantOffer int  // cards in the bribe
	}{
		{"one Item", []string{"Bat"}, 4, 4, 1, 1},
		{"two Items", []string{"Bat", "Sai"}, 4, 4, 2, 2},
		{"an Item and a Go Up a Level", []string{"Bat", "GUAL"}, 4, 5, 1, 2},
		{"a Go Up a Level alone", []string{"GUAL"}, 4, 5, 0, 1},
		{"no Go Up a Level to the winning level", []string{"Bat", "GUAL"}, 9, 9, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			g.put(t, 0, "Bat", "Sai")
			g.give(t, 0, "GUAL")
			g.pl[2].level = tc.helperLv
			want := map[string]bool{}
			for _, n := range tc.offer {
				want[n] = true
			}
			g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
				switch d {
				case DecAskHelp:
					return o.Kind == OptAsk && o.Target == 2 && o.Card != noCard && named(g, o.Card, tc.offer[0])
				case DecBribe:
					return o.Kind == OptBribe && want[g.S.Cards[o.Card].Name]
				}
				return false
			}}
			offered := 0
			g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
				if d == DecHelp {
					offered = len(g.views[2].OfferCards())
				}
				return o.Kind == OptAccept
			}}
			g.fight(0, g.take(t, "Bebop"))
			if offered != tc.wantOffer {
				t.Errorf("%d cards offered, want %d", offered, tc.wantOffer)
			}
			if g.pl[2].level != tc.wantLv || g.pl[2].items.n != tc.wantItems {
				t.Errorf("helper: Level %d, %d Items; want %d, %d", g.pl[2].level, g.pl[2].items.n, tc.wantLv, tc.wantItems)
			}
			if g.pl[0].items.n != 2-tc.wantItems {
				t.Errorf("fighter: %d Items left, want %d", g.pl[0].items.n, 2-tc.wantItems)
			}
		})
	}
}
