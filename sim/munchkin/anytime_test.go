package munchkin

import "testing"

// Trading and giving Items between turns (Trading: "You may only trade
// Items from the table—not from your hand ... Any Item you receive in a
// trade must remain in play"; "You may also give Items away"): Leo, a
// Mutant, carries the Hoodie (Humans only, so not equipped) and the
// Katana; April carries the Helmet and the Mask (the Helmet equipped).
func TestTrade(t *testing.T) {
	for _, tc := range []struct {
		name      string
		give      string // Leo's Item offered
		take      string // April's Item asked ("": a gift)
		accept    bool
		offered   bool
		leo, apr  int // Items in play after
		leoHasAsk bool
	}{
		{"the unequipped Hoodie for the Mask, accepted", "Hoodie", "Mask", true, true, 2, 2, true},
		{"the Hoodie for the Helmet, refused", "Hoodie", "Helmet", false, true, 2, 2, false},
		{"the Hoodie as a gift", "Hoodie", "", true, true, 1, 3, false},
		{"the equipped Katana: not offered", "Katana", "Mask", true, false, 2, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			g.put(t, 0, "Hoodie", "Katana")
			g.put(t, 1, "Helmet", "Mask")
			g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
				return d == DecAnyTime && o.Kind == OptTrade && o.Target == 1 && named(g, o.Card, tc.give) &&
					(tc.take == "" && o.Arg == noCard || o.Arg != noCard && named(g, o.Arg, tc.take))
			}}
			g.pols[1] = script{g, func(g *Game, d Decision, o Option) bool {
				return d == DecTrade && (o.Kind == OptAccept) == tc.accept
			}}
			g.anyTimePlays(0, true)
			if g.pl[0].items.n != tc.leo || g.pl[1].items.n != tc.apr {
				t.Errorf("Items in play: Leo %d, April %d; want %d, %d", g.pl[0].items.n, g.pl[1].items.n, tc.leo, tc.apr)
			}
			has := false
			for _, c := range g.pl[0].items.cards() {
				has = has || named(g, c, tc.take)
			}
			if has != tc.leoHasAsk {
				t.Errorf("Leo has the %s: %v, want %v", tc.take, has, tc.leoHasAsk)
			}
			if tc.accept && tc.offered {
				for _, c := range g.pl[1].items.cards() {
					if named(g, c, "Hoodie") && !g.equipped[c] {
						t.Errorf("April's Hoodie not equipped")
					}
				}
			}
		})
	}
}

// Cards played at any time, between turns (When you may take actions: "At
// any time: ... Play a Go Up a Level or Ally. Play a Trap"; Other
// treasures: never the winning level; Death: the dead receive nothing),
// and trades proposed only in the window before the player's turn.
func TestAnyTimePlays(t *testing.T) {
	g := testGame(t, 3)
	g.give(t, 1, "GUAL", "Net", "Splinter")
	g.pl[0].level = 9
	g.pl[2].dead = true
	g.anyTimePlays(1, true)
	var gual, trap, ally []uint8
	for _, o := range g.opts {
		switch g.S.Cards[o.Card].Name {
		case "GUAL":
			gual = append(gual, o.Target)
		case "Net":
			trap = append(trap, o.Target)
		case "Splinter":
			ally = append(ally, o.Target)
		}
	}
	if len(gual) != 1 || gual[0] != 1 {
		t.Errorf("Go Up a Level offered on %v, want only seat 2 (seat 1 at Level 9, seat 3 dead)", gual)
	}
	if len(trap) != 1 || trap[0] != 0 {
		t.Errorf("Trap offered on %v, want only seat 1", trap)
	}
	if len(ally) != 1 {
		t.Errorf("Ally offered %d times, want once", len(ally))
	}
	// Trades: once a round, in the window before the player's own turn.
	g.put(t, 1, "Helmet", "Mask") // the Mask unequipped
	for _, trade := range []bool{false, true} {
		g.anyTimePlays(1, trade)
		n := 0
		for _, o := range g.opts {
			if o.Kind == OptTrade {
				n++
			}
		}
		if (n > 0) != trade {
			t.Errorf("trade %v: %d trades offered", trade, n)
		}
	}
}
