package tcg

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Adjust Phase (TCG rules, 1 Adjust Phase): hand to 5, then 1 card plus 1
// per empty Block Zone; the rulebook's example: 1 Block card and 3 empty
// zones draw 4.
func TestAdjustPhaseDraws(t *testing.T) {
	for _, tc := range []struct {
		name             string
		hand, blocks     int
		wantHand, wantDr int
	}{
		{"rulebook example: 1 Block card, 3 empty", 5, 1, 9, 4},
		{"full Blocks", 5, 4, 6, 1},
		{"no Blocks", 5, 0, 10, 5},
		{"short hand refills to 5 first", 2, 4, 6, 4},
		{"long hand discards to 5 first", 8, 2, 8, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 30)
			for range tc.hand {
				tb.hand(0, cFiller)
			}
			for k := range tc.blocks {
				tb.block(0, k, cFiller, false)
			}
			tb.adjustPhase(0)
			if got := int(tb.p[0].nHand); got != tc.wantHand {
				t.Errorf("hand: got %d, want %d", got, tc.wantHand)
			}
			if got := int(tb.res.Values[0][MDrawn]); got != tc.wantDr {
				t.Errorf("drawn: got %d, want %d", got, tc.wantDr)
			}
			if tc.hand > HandSize && int(tb.p[0].nTrash) != tc.hand-HandSize {
				t.Errorf("discarded: got %d, want %d", tb.p[0].nTrash, tc.hand-HandSize)
			}
		})
	}
}

// The first player skips the Adjust Phase on their first turn only (TCG
// rules, Adjust Phase), and the phases run in order (Game Progress).
func TestPhaseOrderAndFirstTurn(t *testing.T) {
	tb := newTable(t)
	for s := range MaxSeats {
		tb.deck(s, 20)
		tb.hand(s, cPlayDraw2, cWaterItemDef1, cWaterChar3, cWindAtk2, cFiller)
		for k := range Blocks {
			tb.block(s, k, cFiller, false)
		}
	}
	tb.turn = 0
	tb.pol[0].f = passAll
	tb.playTurn() // seat 0's first turn: no Adjust Phase
	if got := tb.res.Values[0][MDrawn]; got != 0 {
		t.Errorf("first player's first turn drew %d cards, want 0", got)
	}
	want := []Decision{DEvent, DItem, DAttack, DKeep} // no discard, no set (Blocks full)
	if !slices.Equal(tb.pol[0].asked, want) {
		t.Errorf("first turn asked %v, want %v", tb.pol[0].asked, want)
	}
	tb.playTurn() // seat 1's first turn: Adjust Phase
	if tb.res.Values[1][MDrawn] == 0 {
		t.Errorf("second player's first turn drew nothing")
	}
	tb.playTurn() // seat 0's second turn: Adjust Phase
	if tb.res.Values[0][MDrawn] == 0 {
		t.Errorf("first player's second turn drew nothing")
	}
}

// Set Phase (TCG rules, 2 Set Phase): Block cards slide left keeping order
// and faces, then every empty zone is filled face down from the hand.
func TestSetPhase(t *testing.T) {
	tb := newTable(t)
	kept := tb.block(0, 2, cWaterChar3, true)
	down := tb.block(0, 3, cFiller, false)
	tb.hand(0, cWindAtk2, cFireAtk2, cFiller)
	tb.setPhase(0)
	p := &tb.p[0]
	if p.block[0] != kept || !p.up[0] || p.block[1] != down || p.up[1] {
		t.Errorf("slide: blocks %v up %v", p.block, p.up)
	}
	if n, up := tb.blocks(0); n != 4 || up != 1 || p.nHand != 1 {
		t.Errorf("after set: %d blocks, %d up, hand %d; want 4, 1, 1", n, up, p.nHand)
	}
}

// Attack Step (TCG rules, Attack Step and Attack Cards): attributes other
// than the Character's, one per attribute, up to 3; Forceful Attack cards
// need a combo; Forceful Counter cards cannot attack; Counter cards can.
func TestAttackStepLegality(t *testing.T) {
	for _, tc := range []struct {
		name   string
		atk    []int // already in the Attack Zone
		card   int
		wantOK bool
	}{
		{"other attribute", nil, cWindAtk2, true},
		{"the Character's attribute", nil, cWaterChar3 + 100, false}, // replaced below
		{"second card of an attribute", []int{cWindAtk2}, cWindCounter2, false},
		{"counter card attacks", nil, cWindCounter2, true},
		{"forceful counter cannot attack", nil, cFireFCounter4, false},
		{"forceful alone: no combo", nil, cMtnForceful4, false},
		{"forceful after a plain card", []int{cFireAtk2}, cMtnForceful4, true},
		{"forceful after a forceful only", []int{cMtnForceful4}, cWindForceful4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			char := &tb.S.Cards[cFireChar2]
			card := tc.card
			if card >= 100 {
				card = cFireAtk2
			}
			p := &tb.p[0]
			for _, c := range tc.atk {
				p.atk[p.nAtk] = tb.inst(0, c)
				p.nAtk++
			}
			if got := tb.canPlaceAttack(p, char, &tb.S.Cards[card]); got != tc.wantOK {
				t.Errorf("got %v, want %v", got, tc.wantOK)
			}
		})
	}
}

// Forward Step (TCG rules, Forward Step): damage flips Block cards from the
// 1st (face-up ones count), excess mills the defender; a counter stronger
// than the attack mills the attacker by the difference; a milled player
// keeps no Character.
func TestForwardStep(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		atk                  []int // attack cards beside the Water Char 3
		counter              int   // -1: none
		defBlocks, defUp     int   // defender's Block cards from the 1st, of which face up
		wantUp, wantDefTrash int
		wantAtkTrash         int
		wantDefMilled        bool
		wantAtkMilled        bool
	}{
		{"3 damage on 4 Blocks", nil, -1, 4, 0, 3, 0, 0, false, false},
		{"face-up Blocks count", nil, -1, 4, 2, 3, 0, 0, false, false},
		{"7 damage: 4 flips, 3 milled", []int{cWindAtk2, cFireAtk2}, -1, 4, 0, 4, 3, 0, true, false},
		{"2 Blocks: 1 milled", nil, -1, 2, 0, 2, 1, 0, true, false},
		{"counter takes 2 off", []int{cFireAtk2}, cWindCounter2, 4, 0, 3, 0, 0, false, false},
		{"equal: nothing", []int{cMtnAtk1}, cFireFCounter4, 4, 0, 0, 0, 0, false, false},
		{"backlash: 4 against 3 mills 1", nil, cFireFCounter4, 4, 0, 0, 0, 1, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 10)
			tb.deck(1, 10)
			tb.block(0, 0, cWaterChar3, true)
			for _, c := range tc.atk {
				tb.p[0].atk[tb.p[0].nAtk] = tb.inst(0, c)
				tb.p[0].nAtk++
			}
			if tc.counter >= 0 {
				tb.p[1].atk[0] = tb.inst(1, tc.counter)
				tb.p[1].nAtk = 1
			}
			for k := range tc.defBlocks {
				tb.block(1, k, cFiller, k < tc.defUp)
			}
			tb.attacker = 0
			tb.forwardStep(0)
			if _, up := tb.blocks(1); up != max(tc.wantUp, tc.defUp) {
				t.Errorf("defender face up: got %d, want %d", up, max(tc.wantUp, tc.defUp))
			}
			if got := int(tb.p[1].nTrash); got != tc.wantDefTrash {
				t.Errorf("defender milled: got %d, want %d", got, tc.wantDefTrash)
			}
			if got := int(tb.p[0].nTrash); got != tc.wantAtkTrash {
				t.Errorf("attacker milled: got %d, want %d", got, tc.wantAtkTrash)
			}
			if tb.p[1].milled != tc.wantDefMilled || tb.p[0].milled != tc.wantAtkMilled {
				t.Errorf("milled flags: attacker %v defender %v", tb.p[0].milled, tb.p[1].milled)
			}
		})
	}
}

// Result Step (TCG rules, Result Step): each player keeps at most one
// face-up Character on its Blocks, none after being milled; every other
// face-up Block card and the Attack Zones go to the Trash.
func TestResultStepKeep(t *testing.T) {
	for _, tc := range []struct {
		name        string
		milled      bool
		pass        bool
		wantBlocks0 int // attacker's Block cards left
	}{
		{"keeps its Character", false, false, 1},
		{"may keep none", false, true, 0},
		{"milled: keeps none", true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			char := tb.block(0, 0, cWaterChar3, true)
			tb.block(0, 1, cFiller, false)
			tb.block(1, 0, cFireChar2, true)
			tb.block(1, 1, cFlipMill2, true)
			tb.block(1, 2, cFiller, false)
			tb.p[0].atk[0] = tb.inst(0, cWindAtk2)
			tb.p[0].nAtk = 1
			tb.p[0].milled = tc.milled
			if tc.pass {
				tb.pol[0].f = passAll
			}
			tb.resultStep(0)
			p := &tb.p[0]
			if n, _ := tb.blocks(0); n != tc.wantBlocks0+1 {
				t.Errorf("attacker Blocks: got %d, want %d", n, tc.wantBlocks0+1)
			}
			if tc.wantBlocks0 == 1 && (p.block[0] != char || !p.up[0]) {
				t.Errorf("kept Character not on the 1st Block")
			}
			if p.nAtk != 0 {
				t.Errorf("attack zone not emptied")
			}
			// The defender keeps its Character and loses the event.
			if n, up := tb.blocks(1); n != 2 || up != 1 || tb.p[1].nTrash != 1 {
				t.Errorf("defender: %d Blocks, %d up, %d trashed; want 2, 1, 1", n, up, tb.p[1].nTrash)
			}
		})
	}
}

// The <Flip> texts of the cards damage turns face up resolve from the 1st
// Block (TCG rules, Forward Step), and a "when damaged" Item acts after.
func TestForwardStepFlipTexts(t *testing.T) {
	tb := newTable(t)
	tb.deck(0, 10)
	tb.deck(1, 10)
	tb.block(0, 0, cWaterChar3, true)
	tb.block(1, 0, cFiller, false)
	tb.block(1, 1, cFlipMill2, false)
	tb.block(1, 2, cFlipMill2, false)
	tb.block(1, 3, cFlipMill2, false) // not reached by 3 damage
	tb.item(1, cWaterItemWhen)
	tb.attacker = 0
	tb.forwardStep(0)
	if got := tb.p[0].nTrash; got != 4 {
		t.Errorf("attacker milled by 2 flipped events: got %d, want 4", got)
	}
	if got := tb.p[1].nHand; got != 1 {
		t.Errorf("defender's when-damaged draw: hand %d, want 1", got)
	}
}

// Simultaneous "when" effects (TCG rules, Chapter 3): the active player
// orders theirs first, then the other player; the active player's resolve
// first.
func TestWhenOrder(t *testing.T) {
	tb := newTable(t)
	tb.deck(0, 10)
	tb.deck(1, 10)
	tb.item(0, cFireItemWhen)
	tb.item(0, cFireItemWhen)
	tb.item(1, cFireItemWhen)
	tb.item(1, cFireItemWhen)
	var order []int
	for s := range MaxSeats {
		tb.pol[s].f = func(v *View, d Decision, opts []Option) int {
			order = append(order, v.Seat)
			return len(opts) - 1
		}
	}
	tb.active = 1
	tb.when(OnForward, 1, true)
	if want := []int{1, 0}; !slices.Equal(order, want) {
		t.Errorf("ordering decisions by seat: got %v, want %v", order, want)
	}
	if tb.p[0].nDeck != 8 || tb.p[1].nDeck != 8 {
		t.Errorf("decks after two mills each: %d %d, want 8 8", tb.p[0].nDeck, tb.p[1].nDeck)
	}
}

// Game Over (TCG rules, Game Over; docs/RULES.md): a deck that runs out,
// by drawing, by damage or by backlash, loses at once.
func TestGameOver(t *testing.T) {
	for _, tc := range []struct {
		name   string
		deck   int
		do     func(tb *table)
		loser  int
		reason uint8
	}{
		{"drawing the last card", 2, func(tb *table) { tb.draw(0, 2, ReasonDraw) }, 0, ReasonDraw},
		{"drawing from a short deck", 1, func(tb *table) { tb.draw(0, 3, ReasonDraw) }, 0, ReasonDraw},
		{"excess damage", 2, func(tb *table) { tb.takeDamage(0, 6) }, 0, ReasonDamage},
		{"backlash", 2, func(tb *table) { tb.mill(0, 2, ReasonBacklash) }, 0, ReasonBacklash},
		{"one card left: still playing", 3, func(tb *table) { tb.draw(0, 2, ReasonDraw) }, -1, ReasonNone},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, tc.deck)
			tb.deck(1, 10)
			tc.do(tb)
			if tc.loser < 0 {
				if tb.over {
					t.Fatalf("game over, want playing")
				}
				return
			}
			if !tb.over || tb.res.Outcome[tc.loser] != sim.Lost || tb.res.Outcome[tc.loser^1] != sim.Won || tb.res.Reason != tc.reason {
				t.Errorf("got over=%v outcome %v reason %d, want seat %d lost by %d", tb.over, tb.res.Outcome, tb.res.Reason, tc.loser, tc.reason)
			}
		})
	}
}

// Item Phase (TCG rules, 4 Item Phase): placing an item discards a card of
// its attribute; without one it cannot be placed.
func TestItemPhase(t *testing.T) {
	tb := newTable(t)
	tb.hand(0, cWaterItemDef1, cFireChar2)
	tb.itemPhase(0)
	if tb.p[0].nItems != 0 {
		t.Fatalf("item placed without a water card to discard")
	}
	tb.hand(0, cWaterChar3)
	tb.itemPhase(0)
	if tb.p[0].nItems != 1 || tb.p[0].nTrash != 1 || tb.card(tb.p[0].trash[0]).Attr != Water {
		t.Errorf("items %d trash %d, want 1 item and the water card trashed", tb.p[0].nItems, tb.p[0].nTrash)
	}
	// The item's +1 counts for its owner's counter in defence.
	tb.attacker = 1
	tb.p[0].atk[0] = tb.inst(0, cWindCounter2)
	tb.p[0].nAtk = 1
	if got := tb.counterPower(0); got != 3 {
		t.Errorf("counter power with the item: got %d, want 3", got)
	}
}

// Flip Phase (TCG rules, 5 Flip Phase): the 1st Block card turns face up;
// an event resolves its <Flip> text and goes to the Trash; a Character
// stays.
func TestFlipPhase(t *testing.T) {
	tb := newTable(t)
	tb.deck(1, 10)
	tb.block(0, 0, cFlipMill2, false)
	tb.flipPhase(0)
	if tb.p[0].block[0] != NoCard || tb.p[0].nTrash != 1 || tb.p[1].nDeck != 8 {
		t.Errorf("flip event: block %d trash %d opponent deck %d", tb.p[0].block[0], tb.p[0].nTrash, tb.p[1].nDeck)
	}
	id := tb.block(0, 0, cWaterChar3, false)
	tb.flipPhase(0)
	if tb.p[0].block[0] != id || !tb.p[0].up[0] {
		t.Errorf("character did not stay face up")
	}
}

// A whole Attack Phase: the attacker's <Play> draw, the defender's counter
// (with its Item's +1 while defending) bigger than the attack, the
// backlash that mills the attacker, who then cannot keep its Character
// (TCG rules, Attack Phase, Counter Step, Forward Step, Result Step).
func TestAttackPhaseBacklash(t *testing.T) {
	tb := newTable(t)
	tb.deck(0, 10)
	tb.deck(1, 10)
	tb.block(0, 0, cWaterChar3, true)
	tb.hand(0, cMtnAtk1)
	tb.hand(1, cFireFCounter4)
	tb.item(1, cWaterItemDef1)
	for k := range Blocks {
		tb.block(1, k, cFiller, false)
	}
	tb.attackPhase(0)
	// Attack 3+1 = 4, counter 4+1 = 5: backlash 1; the <Play> drew 1.
	if tb.p[0].nDeck != 8 || tb.p[0].nHand != 1 {
		t.Errorf("attacker deck %d hand %d, want 8 (1 drawn, 1 milled) and 1", tb.p[0].nDeck, tb.p[0].nHand)
	}
	if n, _ := tb.blocks(0); n != 0 {
		t.Errorf("milled attacker kept its Character")
	}
	if n, up := tb.blocks(1); n != 4 || up != 0 {
		t.Errorf("defender Blocks %d, %d up; want 4, 0", n, up)
	}
	if got := tb.p[0].nTrash; got != 3 { // the Character, the attack card, the milled card
		t.Errorf("attacker trash %d, want 3", got)
	}
	if tb.res.Values[0][MBacklash] != 1 || tb.res.Values[1][MCounters] != 1 {
		t.Errorf("metrics: backlash %d counters %d, want 1 1", tb.res.Values[0][MBacklash], tb.res.Values[1][MCounters])
	}
}

// A seat's view hides the other seat's face-down Block cards and shows its
// own (TCG rules, Getting Started (4)).
func TestViewHidesBlocks(t *testing.T) {
	tb := newTable(t)
	own := tb.block(0, 0, cWaterChar3, false)
	tb.block(1, 0, cFireChar2, false)
	up := tb.block(1, 1, cFireChar2, true)
	v := &tb.view[0]
	if id, _ := v.Block(0, 0); id != own {
		t.Errorf("own face-down Block: got %d, want %d", id, own)
	}
	if id, _ := v.Block(1, 0); id != Hidden {
		t.Errorf("opponent's face-down Block: got %d, want Hidden", id)
	}
	if id, _ := v.Block(1, 1); id != up {
		t.Errorf("opponent's face-up Block: got %d, want %d", id, up)
	}
	if id, _ := v.Block(1, 2); id != NoCard {
		t.Errorf("empty Block: got %d, want NoCard", id)
	}
}

// Deck building (TCG rules, How to Build Your Own Deck): exactly 40 cards,
// at most 3 copies of a title.
func TestValidateDeck(t *testing.T) {
	cs := testCards()
	deck := func(n, copiesOf0 int) *Deck {
		d := &Deck{Name: "d"}
		for range copiesOf0 {
			d.Cards = append(d.Cards, 0)
		}
		for i := 0; len(d.Cards) < n; i++ {
			d.Cards = append(d.Cards, CardID(1+i%(len(cs)-1)))
		}
		return d
	}
	for _, tc := range []struct {
		name      string
		n, copies int
		ok        bool
	}{
		{"40 cards, 3 copies", 40, 3, true},
		{"39 cards", 39, 3, false},
		{"41 cards", 41, 3, false},
		{"4 copies", 40, 4, false},
	} {
		if err := ValidateDeck(cs, deck(tc.n, tc.copies)); (err == nil) != tc.ok {
			t.Errorf("%s: got %v, want ok %v", tc.name, err, tc.ok)
		}
	}
}
