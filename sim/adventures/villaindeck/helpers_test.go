package villaindeck

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// types are the villain types of the test battle.
var types = []string{"foot-ninja", "karai", "foot-bruiser"}

// mk returns a card of villain type v, colour group col, activating n
// figures with the icons named.
func mk(name, v, col string, n int, icons ...string) Card {
	c := Card{Name: name, Villain: v, Colour: col, Figures: int8(n)}
	for _, w := range icons {
		i, ok := ParseIcon(w)
		if !ok {
			panic("bad icon " + w)
		}
		c.Icons[c.NIcons] = i
		c.NIcons++
	}
	return c
}

// with returns c with ability a added.
func with(c Card, a Ability) Card {
	c.Abilities[c.NAbilities] = a
	c.NAbilities++
	return c
}

func regroupCard() Card {
	return with(Card{Name: "Regroup", Regroup: true}, Ability{When: WhenPlayed, Effect: ReshuffleDiscards, N: 1})
}

// groupOf returns the 4 cards of colour group col of villain type v, plain
// move-and-melee cards named "v col i".
func groupOf(v, col string) []Card {
	var cs []Card
	for i := 1; i <= GroupSize; i++ {
		cs = append(cs, mk(fmt.Sprintf("%s %s %d", v, col, i), v, col, 1, "move", "melee"))
	}
	return cs
}

// testCards returns a legal deck list: two groups of each test type, then
// the Regroup card (CardID 24).
func testCards() []Card {
	var cs []Card
	for _, v := range types {
		cs = append(cs, groupOf(v, "red")...)
		cs = append(cs, groupOf(v, "blue")...)
	}
	return append(cs, regroupCard())
}

func mustBuild(t testing.TB, cs []Card) *Deck {
	t.Helper()
	d, err := Build(cs, types)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

// checkConservation fails unless every card of the deck is in exactly one
// zone of s.
func checkConservation(t testing.TB, s *State) {
	t.Helper()
	var seen [DeckSize]int
	for _, c := range s.draw[:s.nDraw] {
		seen[c]++
	}
	for _, c := range s.Hand() {
		seen[c]++
	}
	for _, c := range s.Discards() {
		seen[c]++
	}
	for _, a := range s.Active() {
		seen[a.Card]++
	}
	for c, n := range seen {
		if n != 1 {
			t.Fatalf("card %d is in %d zones (deck %d, hand %v, active %v, discards %v)", c, n, s.nDraw, s.Hand(), s.Active(), s.Discards())
		}
	}
}

// playTurn plays one villain turn as a simple villain would: the first
// cards of the hand, the Regroup card only when the deck is empty, and
// face down when told to. It returns the cards discarded at the start.
func playTurn(s *State, faceDown bool, buf []CardID) []CardID {
	buf = s.StartTurn(buf[:0])
	for s.PlaysLeft() > 0 && len(s.Hand()) > 0 {
		c := pick(s)
		if faceDown && s.CanPlayFaceDown(c) {
			s.PlayFaceDown(c)
			continue
		}
		s.Play(c)
	}
	s.EndTurn()
	return buf
}

// pick chooses the card to play: the first that is not the Regroup card,
// or the Regroup card when the deck is empty or nothing else is left.
func pick(s *State) CardID {
	h := s.Hand()
	for _, c := range h {
		if c == s.deck.Regroup && s.DeckLen() == 0 {
			return c
		}
	}
	for _, c := range h {
		if c != s.deck.Regroup {
			return c
		}
	}
	return h[0]
}
