package tcg

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// The test card set: named cards first, fillers after.
const (
	cWaterChar3    = iota // character water 3
	cFireChar2            // character fire 2
	cWindAtk2             // attack wind 2
	cFireAtk2             // attack fire 2
	cMtnAtk1              // attack mountain 1, <Play> draw 1
	cMtnForceful4         // attack mountain 4, forceful
	cWindForceful4        // attack wind 4, forceful
	cWindCounter2         // attack wind 2, counter
	cFireFCounter4        // attack fire 4, forceful counter
	cFlipMill2            // event <Flip> mill opponent 2
	cPlayDraw2            // event <Play> draw 2
	cWaterItemDef1        // item water, +1 while defending
	cWaterItemWhen        // item water, when damaged: draw 1
	cFireItemWhen         // item fire, when forward: mill opponent 1
	cFiller               // character mountain 1 (filler), first of 14
)

// The test cards after the fillers.
const (
	cPlayFlipDraw1 = cFiller + 14 + iota // event <Play & Flip> draw 1
	cFireItemFlip                        // item fire, <Flip> draw 1
)

func testCards() []Card {
	fx := func(es ...Effect) (a [MaxEffects]Effect, n uint8) {
		copy(a[:], es)
		return a, uint8(len(es))
	}
	mk := func(title string, t CardType, at Attr, pw int8, m Mark, tm Timing, tr Trigger, es ...Effect) Card {
		c := Card{Title: title, Type: t, Attr: at, Power: pw, Mark: m, Timing: tm, Trigger: tr}
		c.Effects, c.NEff = fx(es...)
		return c
	}
	any := func(op Op, n int8, who Who) Effect {
		return Effect{Op: op, N: n, Who: who, Type: NumCardTypes, Attr: NoAttr}
	}
	cs := []Card{
		mk("Water Char 3", Character, Water, 3, Plain, Always, 0),
		mk("Fire Char 2", Character, Fire, 2, Plain, Always, 0),
		mk("Wind Atk 2", Attack, Wind, 2, Plain, Always, 0),
		mk("Fire Atk 2", Attack, Fire, 2, Plain, Always, 0),
		mk("Mtn Atk 1", Attack, Mountain, 1, Plain, Play, 0, any(OpDraw, 1, Self)),
		mk("Mtn Forceful 4", Attack, Mountain, 4, Forceful, Always, 0),
		mk("Wind Forceful 4", Attack, Wind, 4, Forceful, Always, 0),
		mk("Wind Counter 2", Attack, Wind, 2, Counter, Always, 0),
		mk("Fire FCounter 4", Attack, Fire, 4, ForcefulCounter, Always, 0),
		mk("Flip Mill 2", Event, NoAttr, 0, Plain, Flip, 0, any(OpMill, 2, Opponent)),
		mk("Play Draw 2", Event, NoAttr, 0, Plain, Play, 0, any(OpDraw, 2, Self)),
		mk("Water Item Def", Item, Water, 0, Plain, Always, 0, Effect{Op: OpPower, N: 1, While: CondDefending}),
		mk("Water Item When", Item, Water, 0, Plain, When, OnDamaged, any(OpDraw, 1, Self)),
		mk("Fire Item When", Item, Fire, 0, Plain, When, OnForward, any(OpMill, 1, Opponent)),
	}
	for i := range 14 {
		cs = append(cs, mk(fmt.Sprint("Filler ", i), Character, Mountain, 1, Plain, Always, 0))
	}
	cs = append(cs,
		mk("Play Flip Draw 1", Event, NoAttr, 0, Plain, PlayFlip, 0, any(OpDraw, 1, Self)),
		mk("Fire Item Flip", Item, Fire, 0, Plain, Flip, 0, any(OpDraw, 1, Self)),
	)
	return cs
}

// scripted answers decisions with f (nil: the first option) and records
// the decisions asked.
type scripted struct {
	f     func(v *View, d Decision, opts []Option) int
	asked []Decision
}

func (*scripted) Reset(*View) {}
func (s *scripted) Choose(v *View, d Decision, opts []Option) int {
	s.asked = append(s.asked, d)
	if s.f == nil {
		return 0
	}
	return s.f(v, d, opts)
}

// passAll passes whenever it may, else takes the first option.
func passAll(_ *View, _ Decision, opts []Option) int {
	if opts[len(opts)-1] == Pass {
		return len(opts) - 1
	}
	return 0
}

// table is a Game with hand-built zones: every zone empty, decks of
// fillers, seat 0 active and first, turn 2.
type table struct {
	*Game
	pol  [MaxSeats]*scripted
	next [MaxSeats]int // next free instance of each seat
	res  sim.Record
}

func newTable(t *testing.T) *table {
	t.Helper()
	cs := testCards()
	var d Deck
	for i := range DeckSize {
		d.Cards = append(d.Cards, CardID(cFiller+i%14))
	}
	s, err := NewSetup(cs, [MaxSeats]Deck{d, d}, Options{First: FirstSeat0})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{pol: [MaxSeats]*scripted{{}, {}}}
	tb.Game = NewGame(s, []Policy{tb.pol[0], tb.pol[1]})
	tb.Game.res = &tb.res
	tb.turn, tb.active, tb.first, tb.attacker = 2, 0, 0, -1
	for seat := range MaxSeats {
		tb.p[seat] = player{block: [Blocks]uint8{NoCard, NoCard, NoCard, NoCard}, limbo: NoCard}
	}
	return tb
}

// inst returns a new instance of card c for seat.
func (tb *table) inst(seat, c int) uint8 {
	i := seat*DeckSize + tb.next[seat]
	tb.next[seat]++
	tb.S.cardOf[i] = &tb.S.Cards[c]
	tb.cards[i] = tb.S.cardOf[i]
	return uint8(i)
}

func (tb *table) hand(seat int, cs ...int) {
	p := &tb.p[seat]
	for _, c := range cs {
		p.hand[p.nHand] = tb.inst(seat, c)
		p.nHand++
	}
}

// deck gives seat n filler cards in its deck.
func (tb *table) deck(seat, n int) {
	p := &tb.p[seat]
	for range n {
		p.deck[p.nDeck] = tb.inst(seat, cFiller)
		p.nDeck++
	}
}

// block puts card c on seat's Block Zone k (0 is the 1st), face up or down.
func (tb *table) block(seat, k, c int, up bool) uint8 {
	id := tb.inst(seat, c)
	tb.p[seat].block[k], tb.p[seat].up[k] = id, up
	return id
}

// top puts card c on top of seat's deck.
func (tb *table) top(seat, c int) uint8 {
	p := &tb.p[seat]
	id := tb.inst(seat, c)
	p.deck[p.nDeck] = id
	p.nDeck++
	return id
}

func (tb *table) item(seat, c int) {
	p := &tb.p[seat]
	p.items[p.nItems] = tb.inst(seat, c)
	p.nItems++
}

func (tb *table) blocks(seat int) (n, up int) {
	for k := range Blocks {
		if tb.p[seat].block[k] != NoCard {
			n++
			if tb.p[seat].up[k] {
				up++
			}
		}
	}
	return n, up
}
