package tcg

import (
	"strings"
	"testing"
)

// Each invariant the checker keeps fails on a state built broken, and
// none on the clean state it is built from (seat 0 first, in its first
// turn; each seat's 40 cards in its deck and its four Block Zones, face
// down), after the phase the invariant is checked at.
func TestCheckBrokenStates(t *testing.T) {
	for _, tc := range []struct {
		name  string
		phase int
		spoil func(tb *table)
		want  string // "": the state is clean
	}{
		{"clean, every phase", -1, func(*table) {}, ""},
		{"a card in two zones", phaseEvent, func(tb *table) { tb.hand1(0, tb.p[0].deck[0]) }, "is in 2 zones"},
		{"a card in no zone", phaseEvent, func(tb *table) { tb.p[1].nDeck-- }, "seat 1: card 75 (Filler 0) is in 0 zones"},
		{"a card of the other seat", phaseEvent, func(tb *table) {
			tb.p[0].deck[0], tb.p[1].deck[0] = tb.p[1].deck[0], tb.p[0].deck[0]
		}, "seat 0: card 40 of the other seat in its deck"},
		{"an empty Block Zone face up", phaseEvent, func(tb *table) {
			tb.toTrash(&tb.p[0], tb.p[0].block[3])
			tb.p[0].block[3], tb.p[0].up[3] = NoCard, true
		}, "empty Block Zone 4 face up"},
		{"the Attack Zone outside an Attack Phase", phaseItem, func(tb *table) {
			p := &tb.p[1]
			p.nDeck--
			p.atk[0], p.nAtk = p.deck[p.nDeck], 1
		}, "seat 1: 1 card in the Attack Zone outside an Attack Phase"},
		{"a Character in the Item Zone", phaseItem, func(tb *table) {
			p := &tb.p[0]
			p.nDeck--
			p.items[0], p.nItems = p.deck[p.nDeck], 1
		}, "seat 0: Filler 0 in the Item Zone"},
		{"a seat playing out of turn", phaseAdjust, func(tb *table) { tb.turn = 2 }, "seat 0 plays turn 2; seat 0 went first"},
		{"an empty Block Zone left of a card", phaseSet, func(tb *table) {
			tb.toTrash(&tb.p[0], tb.p[0].block[1])
			tb.p[0].block[1] = NoCard
		}, "Block Zone 2 empty left of a card"},
		{"an empty Block Zone with cards in hand", phaseSet, func(tb *table) {
			tb.hand1(0, tb.p[0].block[3])
			tb.p[0].block[3] = NoCard
		}, "an empty Block Zone after the Set Phase with 1 card in hand"},
		{"two Events in a turn", phaseEvent, func(tb *table) { tb.res.Values[0][MEvents] = 2 }, "seat 0 placed 2 Event cards in a turn"},
		{"two Items in a turn", phaseItem, func(tb *table) { tb.res.Values[0][MItems] = 2 }, "seat 0 placed 2 Item cards in a turn"},
		{"two face-up Block cards after the Result Step", phaseAttack, func(tb *table) {
			tb.res.Values[0][MAttacks] = 1
			tb.p[1].up[0], tb.p[1].up[2] = true, true
		}, "seat 1: 2 face-up Block cards after the Attack Phase"},
		{"a face-up Attack card after the Result Step", phaseAttack, func(tb *table) {
			tb.res.Values[0][MAttacks] = 1
			tb.p[0].up[0] = true
			tb.cards[tb.p[0].block[0]] = &tb.S.Cards[cWindAtk2]
		}, "seat 0: Wind Atk 2 face up on Block Zone 1 after the Attack Phase"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := cleanTable(t)
			tc.spoil(tb)
			phases := []int{tc.phase}
			if tc.phase < 0 {
				phases = []int{phaseAdjust, phaseSet, phaseEvent, phaseItem, phaseFlip, phaseAttack}
			}
			for _, ph := range phases {
				tb.checkPhase(0, ph)
			}
			got := ""
			if tb.err != nil {
				got = tb.err.Error()
			}
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// cleanTable is newTable with each seat's 40 cards in place: 36 fillers
// in its deck and 4 face down on its Block Zones, seat 0 in its first turn.
func cleanTable(t *testing.T) *table {
	tb := newTable(t)
	tb.turn = 1
	for s := range MaxSeats {
		tb.deck(s, DeckSize-Blocks)
		for k := range Blocks {
			tb.block(s, k, cFiller, false)
		}
	}
	return tb
}

// hand1 puts card id into seat's hand, wherever else it is.
func (tb *table) hand1(seat int, id uint8) {
	p := &tb.p[seat]
	p.hand[p.nHand] = id
	p.nHand++
}
