package tcg

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// dealSpy records, at Reset, every seat's deck order, hand and Block
// cards as dealt, then plays the first option.
type dealSpy struct {
	scripted
	deals []([MaxSeats]player)
}

func (d *dealSpy) Reset(v *View) { d.deals = append(d.deals, v.g.p) }

// The two Setups of SwapFirst differ only in who goes first: game i of
// both deals the same cards, in the same order, to the same seats.
func TestSwapFirstDeals(t *testing.T) {
	tb := newTable(t)
	m := NewMatch(tb.S, [MaxSeats]string{"a", "b"}, nil)
	sa, sb := m.SwapFirst()
	a, b := sa.(*Match), sb.(*Match)
	if a.Setup.Opt.First != FirstSeat0 || b.Setup.Opt.First != FirstSeat1 || m.Setup.Opt.First != FirstSeat0 {
		t.Fatalf("first: %v and %v (match %v), want seat 0 and seat 1 (match unchanged)", a.Setup.Opt.First, b.Setup.Opt.First, m.Setup.Opt.First)
	}
	if a.Schema().Seats[0] != b.Schema().Seats[0] || a.Specs != b.Specs {
		t.Fatalf("schemas or policies differ")
	}
	var spy [2]dealSpy
	var firsts [2][]int
	for i, s := range []*Setup{a.Setup, b.Setup} {
		g := NewGame(s, []Policy{&spy[i], &scripted{f: passAll}})
		var rec sim.Record
		for n := range uint64(50) {
			g.Play(5, n, &rec)
			firsts[i] = append(firsts[i], g.first)
		}
	}
	for n := range 50 {
		if firsts[0][n] != 0 || firsts[1][n] != 1 {
			t.Fatalf("game %d: first %d and %d, want 0 and 1", n, firsts[0][n], firsts[1][n])
		}
		if spy[0].deals[n] != spy[1].deals[n] {
			t.Fatalf("game %d: deals differ:\n%+v\n%+v", n, spy[0].deals[n], spy[1].deals[n])
		}
	}
	if spy[0].deals[0] == spy[0].deals[1] {
		t.Fatal("games 0 and 1 deal the same cards; want different deals")
	}
}

// drawnSpy checks Game.Drawn as the game goes: right after the deal it is
// the titles of the starting hand, and at every decision it holds the
// title of every card in hand.
type drawnSpy struct {
	scripted
	t     *testing.T
	seat  int
	n     int
	title func(id uint8) uint64
}

func (d *drawnSpy) Reset(v *View) {
	var want uint64
	for _, id := range v.Hand() {
		want |= d.title(id)
	}
	if got := v.g.Drawn(v.Seat); got != want {
		d.t.Fatalf("after the deal: drawn %b, want the starting hand's %b", got, want)
	}
}

func (d *drawnSpy) Choose(v *View, dec Decision, opts []Option) int {
	for _, id := range v.Hand() {
		if v.g.Drawn(v.Seat)&d.title(id) == 0 {
			d.t.Fatalf("card %d (%s) in hand, its title not drawn", id, v.Card(id).Title)
		}
	}
	d.n++
	return d.scripted.Choose(v, dec, opts)
}

// Game.Drawn marks the titles of the cards that entered a seat's hand, by
// the deal, draws and search and return effects, in Setup.Titles order.
func TestDrawnTitles(t *testing.T) {
	cs := testCards()
	var d Deck
	for _, c := range []int{cWaterChar3, cWindAtk2, cMtnAtk1, cPlayDraw2, cWindCounter2} {
		d.Cards = append(d.Cards, CardID(c), CardID(c), CardID(c))
	}
	for i := range DeckSize - 15 {
		d.Cards = append(d.Cards, CardID(cFiller+i%14))
	}
	s, err := NewSetup(cs, [MaxSeats]Deck{d, d}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := len(s.Titles(0)); got != 19 || s.Titles(0)[0] != cWaterChar3 || s.Titles(0)[1] != cWindAtk2 || s.Titles(1)[18] != cFiller+13 {
		t.Fatalf("titles %v, want the 19 of the deck list in order", s.Titles(0))
	}
	title := func(id uint8) uint64 {
		return 1 << slices.Index(s.Titles(int(id)/DeckSize), s.Decks[int(id)/DeckSize].Cards[int(id)%DeckSize])
	}
	spies := []*drawnSpy{{t: t, seat: 0, title: title}, {t: t, seat: 1, title: title}}
	spies[0].f = passAll
	g := NewGame(s, []Policy{spies[0], spies[1]})
	var rec sim.Record
	for i := range uint64(100) {
		g.Play(3, i, &rec)
		if g.Drawn(0) == 0 || g.Drawn(0)>>19 != 0 {
			t.Fatalf("game %d: drawn %b, want some of 19 titles", i, g.Drawn(0))
		}
	}
	if spies[0].n == 0 || spies[1].n == 0 {
		t.Fatal("no decision checked")
	}
}
