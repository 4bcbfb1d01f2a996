package munchkin

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// probe plays as inner does, and at every decision a rollout can take up
// it checks a re-deal and plays every option out with the invariant
// checker on.
type probe struct {
	inner Policy
	ro    *Rollout
	t     *testing.T
	runs  *int
}

func (p probe) Reset(v *View) { p.inner.Reset(v) }

func (p probe) Choose(v *View, d Decision, opts []Option) int {
	k := p.inner.Choose(v, d, opts)
	if d != DecTrouble && d != DecAskHelp && d != DecHelp && d != DecCombat {
		return k
	}
	src, g, me := v.g, p.ro.g, v.seat
	seed := uint64(*p.runs)
	p.ro.deal(v, seed)
	if g.pl[me].hand != src.pl[me].hand {
		p.t.Fatalf("the re-deal changed the searcher's own hand")
	}
	for i := 0; i < g.n; i++ {
		if n, m := kinds(g, &g.pl[i].hand), kinds(src, &src.pl[i].hand); n != m {
			p.t.Fatalf("seat %d's hand has %v Door/Treasure cards after the re-deal, want %v", i+1, n, m)
		}
	}
	if g.doorDeck.n != src.doorDeck.n || g.treDeck.n != src.treDeck.n || g.pl[me].items != src.pl[me].items {
		p.t.Fatalf("the re-deal changed the decks' sizes or the cards in play")
	}
	g.verify()
	for j := range opts {
		rec := *p.ro.Play(v, d, opts[j], seed)
		if again := p.ro.Play(v, d, opts[j], seed); *again != rec {
			p.t.Fatalf("two rollouts of the same seed differ")
		}
		*p.runs++
	}
	if g.checkErr != nil {
		p.t.Fatalf("rollout from %s: %v", d, g.checkErr)
	}
	return k
}

// kinds counts the Door and Treasure cards of a hand.
func kinds(g *Game, h *pile) [2]int {
	var n [2]int
	for _, c := range h.cards() {
		if g.S.Cards[c].Kind.IsTreasure() {
			n[1]++
		} else {
			n[0]++
		}
	}
	return n
}

// Rollouts (determinization search): a re-deal keeps the searcher's hand,
// every hand's Door and Treasure counts, the decks' sizes and what is in
// play; every option of every decision a rollout takes up plays on to a
// game end that keeps the invariants, the same for the same seed; and the
// rollouts leave the game they copy untouched.
func TestRollout(t *testing.T) {
	runs := 0
	for _, players := range []int{3, 4} {
		g := testGame(t, players)
		plain := testGame(t, players)
		g.S.Opt.MaxTurns, plain.S.Opt.MaxTurns = 40, 40
		ro := NewRollout(g.S, []Policy{first{}, first{}, first{}, first{}}[:players])
		ro.g.check = true
		for i := range g.pols {
			inner := spoiler{(i + 1) % players}
			g.pols[i] = probe{inner, ro, t, &runs}
			plain.pols[i] = inner
		}
		for i := range uint64(10) {
			var a, b sim.Record
			g.Play(3, i, &a)
			plain.Play(3, i, &b)
			if a != b {
				t.Fatalf("%d players, game %d: the rollouts changed the game", players, i)
			}
		}
	}
	if runs < 100 {
		t.Errorf("%d rollouts, want many", runs)
	}
}
