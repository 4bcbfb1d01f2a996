package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// deckGame returns a game of three heroes and two villain types whose
// initiative deck is cards, with card pos being played.
func deckGame(t *testing.T, cards []int8, pos int) *Game {
	t.Helper()
	b := &Battle{Name: "deck", Map: openMap(),
		Heroes:   []HeroSpec{turtle("Leonardo", grid.At(0, 0)), turtle("Raphael", grid.At(1, 0)), turtle("Donatello", grid.At(2, 0))},
		Villains: []VillainSpec{footNinja(1, grid.At(9, 9)), thugGunner(1, grid.At(9, 0))},
	}
	g := newTestGame(t, b, nil)
	if g.nDeck != len(cards) {
		t.Fatalf("got %d cards, want %d", g.nDeck, len(cards))
	}
	copy(g.deck[:], cards)
	g.deckPos = pos
	return g
}

// TestUndrawnCards checks what a player knows of the initiative cards to
// come: how many villain cards are left, and how many are expected before
// a hero's card when their order is unknown (half of them; all of them
// when its card is drawn).
func TestUndrawnCards(t *testing.T) {
	// Leonardo played, Foot Ninja being played; Raphael, Thug Gunner and
	// Donatello to come, in an order no player knows.
	g := deckGame(t, []int8{0, 3, 1, 4, 2}, 1)
	if got := g.View().VillainCardsLeft(); got != 1 {
		t.Errorf("villain cards left: got %d, want 1", got)
	}
	for h, want := range []float64{1, 0.5, 0.5} {
		if got := g.View().ExpectedVillainCardsBefore(h); got != want {
			t.Errorf("hero %d: expected villain cards before its card: got %v, want %v", h, got, want)
		}
	}
	// The same cards in another order: the same answers.
	g = deckGame(t, []int8{0, 3, 2, 1, 4}, 1)
	for h, want := range []float64{1, 0.5, 0.5} {
		if got := g.View().ExpectedVillainCardsBefore(h); got != want {
			t.Errorf("other order, hero %d: got %v, want %v", h, got, want)
		}
	}
}

// TestShuffleUndrawn checks the determinization of a playout: the cards
// drawn keep their places, the order of the others depends on the copy's
// seed alone (not on the battle's real order), and every order of them
// comes up about as often.
func TestShuffleUndrawn(t *testing.T) {
	a := deckGame(t, []int8{0, 3, 1, 4, 2}, 1)
	b := deckGame(t, []int8{0, 3, 2, 1, 4}, 1) // the same position, another real order
	ca, cb := NewGame(a.B, nil), NewGame(b.B, nil)
	seen := map[[3]int8]int{}
	const n = 600
	for s := uint64(0); s < n; s++ {
		ca.CopyFrom(a)
		cb.CopyFrom(b)
		ca.Reseed(7, s)
		cb.Reseed(7, s)
		ca.ShuffleUndrawn()
		cb.ShuffleUndrawn()
		if ca.deck != cb.deck {
			t.Fatalf("seed %d: playouts of the same position drew %v and %v: they read the real order", s, ca.deck[:5], cb.deck[:5])
		}
		if ca.deck[0] != 0 || ca.deck[1] != 3 || ca.deckPos != 1 {
			t.Fatalf("seed %d: the drawn cards moved: %v at %d", s, ca.deck[:5], ca.deckPos)
		}
		seen[[3]int8(ca.deck[2:5])]++
	}
	if len(seen) != 6 {
		t.Fatalf("got %d orders of the 3 undrawn cards, want 6: %v", len(seen), seen)
	}
	for order, k := range seen {
		if k < n/6-40 || k > n/6+40 { // ±4 standard deviations
			t.Errorf("order %v came up %d times of %d, want about %d", order, k, n, n/6)
		}
	}
}

// TestDefendHits checks that a hero deciding on a defence reroll sees the
// hits it must block: the striker's Hit (less the range penalty) the
// engine strikes with.
func TestDefendHits(t *testing.T) {
	asked := 0
	var g *Game
	p := policyFunc(func(gg *Game, d Decision, opts []Option) int {
		if d.Kind == DecideDefendReroll {
			asked++
			if got := gg.View().DefendHits(); got != 5 {
				t.Errorf("hits to block: got %d, want 5", got)
			}
		}
		return 0
	})
	g = deckGame(t, []int8{0, 3, 1, 4, 2}, 1)
	g.SetPolicy(p)
	for s := uint64(0); s < 20 && asked == 0; s++ {
		g.Reseed(3, s)
		g.heroes[0].focus = 1
		g.villainStrike(g.vStart[0], 0, 5)
	}
	if asked == 0 {
		t.Fatal("no defence reroll was offered")
	}
}

// TestScratch checks the view's door for playouts: Scratch returns a copy
// of the battle as it stands, played by the policy given; playing it to
// the end changes nothing of the battle; the scratch game is made once and
// reused, so that later calls allocate nothing.
func TestScratch(t *testing.T) {
	g := deckGame(t, []int8{0, 3, 1, 4, 2}, 1)
	g.rollActionDice()
	before, rec := *g, *g.rec
	v := g.View()
	s := v.Scratch(FirstPolicy{})
	if s == g {
		t.Fatal("Scratch returned the battle itself")
	}
	if s.Figs != g.Figs || s.Map != g.Map || s.heroes != g.heroes || s.deck != g.deck || s.Round != g.Round {
		t.Fatal("the scratch game is not a copy of the battle as it stands")
	}
	s.Reseed(5, 1)
	s.ShuffleUndrawn()
	s.Rollout(0, Option{Kind: OptNone}, MaxRounds)
	if !s.Over() {
		t.Fatal("the playout did not end the scratch battle")
	}
	if g.Figs != before.Figs || g.Map != before.Map || g.heroes != before.heroes || g.deck != before.deck ||
		g.Round != before.Round || g.over || *g.rec != rec {
		t.Error("playing the scratch game out changed the battle")
	}
	if s2 := v.Scratch(FirstPolicy{}); s2 != s || s2.Over() || s2.Figs != g.Figs {
		t.Error("a second Scratch did not copy the battle into the same scratch game")
	}
	if n := testing.AllocsPerRun(20, func() { v.Scratch(FirstPolicy{}) }); n != 0 {
		t.Errorf("Scratch allocates %v times after the first call, want 0", n)
	}
}
