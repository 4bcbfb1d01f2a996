package tcg

import "testing"

// Each verb of the effect vocabulary (docs/RULES.md, "Effect vocabulary").
func TestEffects(t *testing.T) {
	for _, tc := range []struct {
		name string
		prep func(tb *table)
		do   func(tb *table)
		// want: seat 0's hand, deck, trash; seat 0's face-up Blocks
		hand, deck, trash, up int
	}{
		{"draw 2", nil, func(tb *table) { tb.fxDraw(0, 2) }, 3, 8, 0, 0},
		{"discard 2", func(tb *table) { tb.hand(0, cFiller, cFiller) }, func(tb *table) { tb.fxDiscard(0, 2) }, 1, 10, 2, 0},
		{"discard more than the hand", nil, func(tb *table) { tb.fxDiscard(0, 5) }, 0, 10, 1, 0},
		{"mill 3", nil, func(tb *table) { tb.fxMill(0, 3) }, 1, 7, 3, 0},
		{"flip 2 skips face-up and empty zones", func(tb *table) {
			tb.block(0, 0, cFiller, true)
			tb.block(0, 2, cFiller, false)
			tb.block(0, 3, cFiller, false)
		}, func(tb *table) { tb.fxFlip(0, 2) }, 1, 10, 0, 3},
		{"return the top matching card", func(tb *table) {
			p := &tb.p[0]
			for _, c := range []int{cWindAtk2, cFiller, cFireAtk2, cFiller} {
				p.trash[p.nTrash] = tb.inst(0, c)
				p.nTrash++
			}
		}, func(tb *table) {
			tb.fxReturn(0, &Effect{Op: OpReturn, N: 1, Type: Attack, Attr: NoAttr})
			if c := tb.card(tb.p[0].hand[1]); c.Title != "Fire Atk 2" {
				t.Errorf("returned %s, want the top attack Fire Atk 2", c.Title)
			}
		}, 2, 10, 3, 0},
		{"search keeps the deck's order", func(tb *table) {
			p := &tb.p[0]
			p.deck[2] = tb.inst(0, cWindAtk2)
		}, func(tb *table) {
			top := tb.p[0].deck[9]
			tb.fxSearch(0, &Effect{Op: OpSearch, N: 1, Type: Attack, Attr: NoAttr})
			if tb.card(tb.p[0].hand[1]).Type != Attack || tb.p[0].deck[8] != top {
				t.Errorf("search took the wrong card or moved the others")
			}
		}, 2, 9, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 10)
			tb.hand(0, cFiller)
			if tc.prep != nil {
				tc.prep(tb)
			}
			tc.do(tb)
			p := &tb.p[0]
			_, up := tb.blocks(0)
			if int(p.nHand) != tc.hand || int(p.nDeck) != tc.deck || int(p.nTrash) != tc.trash || up != tc.up {
				t.Errorf("hand %d deck %d trash %d up %d; want %d %d %d %d", p.nHand, p.nDeck, p.nTrash, up, tc.hand, tc.deck, tc.trash, tc.up)
			}
			// The table's hand starts with 1 card, not drawn: a bigger hand
			// came by the effect, which marks its cards drawn.
			if got, want := tb.Drawn(0) != 0, tc.hand > 1; got != want {
				t.Errorf("titles drawn %b; want some: %v", tb.Drawn(0), want)
			}
		})
	}
}

// Power modifiers count while their condition holds.
func TestPowerConditions(t *testing.T) {
	for _, tc := range []struct {
		name     string
		while    Cond
		attr     Attr
		attacker int
		nAtk     int
		want     int
	}{
		{"always", CondAlways, NoAttr, -1, 0, 1},
		{"attacking, attacking", CondAttacking, NoAttr, 0, 0, 1},
		{"attacking, defending", CondAttacking, NoAttr, 1, 0, 0},
		{"defending, defending", CondDefending, NoAttr, 1, 0, 1},
		{"combo with 2 cards", CondCombo, NoAttr, 0, 2, 1},
		{"combo with 1 card", CondCombo, NoAttr, 0, 1, 0},
		{"character attribute water", CondCharAttr, Water, 0, 0, 1},
		{"character attribute fire", CondCharAttr, Fire, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.block(0, 0, cWaterChar3, true)
			tb.attacker = tc.attacker
			tb.p[0].nAtk = uint8(tc.nAtk)
			e := Effect{Op: OpPower, N: 1, While: tc.while, Attr: tc.attr}
			c := Card{Effects: [MaxEffects]Effect{e}, NEff: 1}
			if got := tb.modifiers(0, &c); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}
