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

// A share of the Treasure with Go Up a Level cards (Teaming-up: "any
// Item(s) you are currently carrying, or any number of the Treasure cards
// the monster is worth ... You may also offer to play any cards from your
// hand that you legally could, such as Go Up a Level cards, on your
// helper"): Leo offers Raph one of Bebop's two Treasures and adds a Go Up
// a Level card; no Item may join a share.
func TestBribeShareAndCards(t *testing.T) {
	g := testGame(t, 3)
	g.put(t, 0, "Bat")
	g.give(t, 0, "GUAL")
	g.pl[2].level = 4
	items := 0
	g.pols[0] = spy{func(d Decision, opts []Option) {
		for _, o := range opts {
			if d == DecBribe && o.Kind == OptBribe && g.S.Cards[o.Card].Kind == Item {
				items++
			}
		}
	}, script{g, func(g *Game, d Decision, o Option) bool {
		switch d {
		case DecAskHelp:
			return o.Kind == OptAsk && o.Target == 2 && o.Card == noCard && o.Arg == 1 && !o.First
		case DecBribe:
			return o.Kind == OptBribe && named(g, o.Card, "GUAL")
		}
		return false
	}}}
	share, cards := 0, 0
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
		if d == DecHelp {
			share, cards = g.views[2].Offer(), len(g.views[2].OfferCards())
		}
		return o.Kind == OptAccept
	}}
	g.fight(0, g.take(t, "Bebop"))
	if share != 1 || cards != 1 {
		t.Errorf("offered %d Treasures and %d cards, want 1 and 1", share, cards)
	}
	if items != 0 {
		t.Errorf("%d Items offered to add to a share, want none", items)
	}
	if g.pl[2].level != 5 || g.pl[0].items.n != 1 {
		t.Errorf("helper at Level %d, fighter with %d Items; want 5 and 1", g.pl[2].level, g.pl[0].items.n)
	}
}
