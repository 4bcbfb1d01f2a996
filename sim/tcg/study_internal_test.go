package tcg

import (
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
	a, b := m.SwapFirst()
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
