package tcg

import (
	"slices"
	"testing"
)

// Getting Started (TCG rules, Getting Started (2)-(4)): a shuffled 40-card
// deck, a starting hand of 5, then the 4 Block Zones dealt face down from
// the top of the deck; nothing in the Trash, Item or Attack Zones.
func TestGetStarted(t *testing.T) {
	tb := newTable(t)
	tb.getStarted()
	for s := range MaxSeats {
		p := &tb.p[s]
		if p.nHand != StartHand || p.nDeck != DeckSize-StartHand-Blocks || p.nTrash != 0 || p.nItems != 0 || p.nAtk != 0 {
			t.Errorf("seat %d: hand %d deck %d trash %d items %d attack %d; want 5, 31, 0, 0, 0", s, p.nHand, p.nDeck, p.nTrash, p.nItems, p.nAtk)
		}
		if n, up := tb.blocks(s); n != Blocks || up != 0 {
			t.Errorf("seat %d: %d Block cards, %d face up; want 4 face down", s, n, up)
		}
	}
}

// Event Phase (TCG rules, 3 Event Phase; Event Cards): only an Event with
// <Play> or <Play & Flip> may be placed from the hand, one per turn; its
// text resolves and it goes to the Trash Zone. A <Flip> Event acts only
// when flipped.
func TestEventPhase(t *testing.T) {
	for _, tc := range []struct {
		name      string
		hand      []int
		wantHand  int // after the phase
		wantTrash int
		wantAsked bool
	}{
		{"<Play> event: draws 2, then to the Trash", []int{cPlayDraw2}, 2, 1, true},
		{"<Play & Flip> event may be placed", []int{cPlayFlipDraw1}, 1, 1, true},
		{"<Flip> event cannot be placed", []int{cFlipMill2}, 1, 0, false},
		{"only one event per turn", []int{cPlayDraw2, cPlayDraw2}, 3, 1, true},
		{"an Item is not an event", []int{cWaterItemDef1, cWaterChar3}, 2, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 10)
			tb.deck(1, 10)
			tb.hand(0, tc.hand...)
			tb.eventPhase(0)
			p := &tb.p[0]
			if int(p.nHand) != tc.wantHand || int(p.nTrash) != tc.wantTrash {
				t.Errorf("hand %d trash %d, want %d and %d", p.nHand, p.nTrash, tc.wantHand, tc.wantTrash)
			}
			if asked := slices.Contains(tb.pol[0].asked, DEvent); asked != tc.wantAsked {
				t.Errorf("asked to place an event: %v, want %v", asked, tc.wantAsked)
			}
			if tc.wantTrash == 1 && tb.card(p.trash[0]).Type != Event {
				t.Errorf("the Trash holds %s, want the event", tb.card(p.trash[0]).Title)
			}
		})
	}
}

// Flip Phase (TCG rules, 5 Flip Phase): a face-down 1st Block card turns
// face up and its <Flip> text resolves; a Character or an Attack card
// stays on the 1st Block Zone, anything else goes to the Trash Zone; a
// face-up 1st Block card is not flipped again.
func TestFlipPhaseCards(t *testing.T) {
	for _, tc := range []struct {
		name      string
		card      int
		up        bool
		wantStays bool
		wantDrawn int
	}{
		{"Attack card stays", cWindAtk2, false, true, 0},
		{"Character stays", cFireChar2, false, true, 0},
		{"<Flip> Item resolves, then to the Trash", cFireItemFlip, false, false, 1},
		{"<Play & Flip> event resolves on a flip", cPlayFlipDraw1, false, false, 1},
		{"Item without <Flip>: to the Trash", cWaterItemDef1, false, false, 0},
		{"<Play> event flipped: no text, to the Trash", cPlayDraw2, false, false, 0},
		{"a kept Character, face up: nothing", cWaterChar3, true, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 10)
			id := tb.block(0, 0, tc.card, tc.up)
			tb.flipPhase(0)
			p := &tb.p[0]
			if stays := p.block[0] == id && p.up[0]; stays != tc.wantStays {
				t.Errorf("stays face up on the 1st Block: %v, want %v", stays, tc.wantStays)
			}
			if !tc.wantStays && (p.nTrash != 1 || p.trash[0] != id) {
				t.Errorf("not sent to the Trash")
			}
			if int(p.nHand) != tc.wantDrawn {
				t.Errorf("drew %d, want %d", p.nHand, tc.wantDrawn)
			}
		})
	}
}

// Attack Step (TCG rules, 1 Attack Step): an Attack card's <Play> text
// resolves at once, "before placing the next Attack Card": a card it draws
// may be placed next.
func TestAttackStepPlayResolvesAtOnce(t *testing.T) {
	tb := newTable(t)
	tb.deck(0, 5)
	drawn := tb.top(0, cWindAtk2)
	char := tb.block(0, 0, cFireChar2, true)
	tb.hand(0, cMtnAtk1)
	tb.attackStep(0, tb.card(char))
	p := &tb.p[0]
	if p.nAtk != 2 || p.atk[1] != drawn {
		t.Errorf("Attack Zone %v (%d cards), want Mtn Atk 1 then the Wind Atk 2 it drew", p.atk[:p.nAtk], p.nAtk)
	}
}

// Attack Phase (TCG rules, 6 Attack Phase, Attack Step, Counter Step): an
// Attack card on the 1st Block attacks alone (the Attack Step is
// skipped); the Counter Step happens only when Attack cards were placed
// from the hand, and any Counter or Forceful Counter card may counter,
// whatever its attribute; a plain Attack card may not. The defender
// passes: the damage flips its Blocks, which the Result Step trashes, and
// mills its deck past them.
func TestAttackPhaseSteps(t *testing.T) {
	for _, tc := range []struct {
		name        string
		first       int  // the attacker's 1st Block card, face up
		place       bool // the attacker places the Attack cards it can
		wantAttack  bool // asked to place Attack cards
		wantCounter []string
		wantTrash   int // defender's Block cards turned up by the damage, and milled
	}{
		{"Attack card on the 1st Block: alone, not countered", cFireAtk2, true, false, nil, 2},
		{"Character alone: not countered", cWaterChar3, false, true, nil, 3},
		{"Character with an Attack card: any counter, any attribute", cWaterChar3, true, true, []string{"Wind Counter 2", "Fire FCounter 4"}, 5}, // 3+2: 4 flips, 1 milled
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t)
			tb.deck(0, 10)
			tb.deck(1, 10)
			tb.block(0, 0, tc.first, true)
			tb.hand(0, cWindAtk2)
			tb.hand(1, cWindCounter2, cFireAtk2, cFireFCounter4)
			for k := range Blocks {
				tb.block(1, k, cFiller, false)
			}
			if !tc.place {
				tb.pol[0].f = passAll
			}
			var offered []string
			tb.pol[1].f = func(v *View, d Decision, opts []Option) int {
				for _, o := range opts {
					if d == DCounter && o != Pass {
						offered = append(offered, tb.cards[o].Title)
					}
				}
				return passAll(v, d, opts)
			}
			tb.attackPhase(0)
			if asked := slices.Contains(tb.pol[0].asked, DAttack); asked != tc.wantAttack {
				t.Errorf("asked to place Attack cards: %v, want %v", asked, tc.wantAttack)
			}
			if !slices.Equal(offered, tc.wantCounter) {
				t.Errorf("counters offered %v, want %v", offered, tc.wantCounter)
			}
			if got := int(tb.p[1].nTrash); got != tc.wantTrash {
				t.Errorf("defender's Blocks flipped (then trashed) and cards milled: %d, want %d", got, tc.wantTrash)
			}
		})
	}
}
