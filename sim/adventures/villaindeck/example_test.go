package villaindeck_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

// A villain turn as the engine plays it: the battle's deck from the card
// set, dealt once, then at each villain turn the discards, two cards
// resolved one by one, and the refill.
func Example() {
	set, err := cardfile.Embedded()
	if err != nil {
		panic(err)
	}
	types := []string{"foot-ninja", "foot-elite", "karai"} // the battle's villain types
	deck, err := set.NamedDeck("foot-clan", types)
	if err != nil {
		panic(err)
	}
	var s villaindeck.State
	s.Reset(deck, villaindeck.Adventures, rand.New(rand.NewPCG(1, 2)))
	var discarded []villaindeck.CardID
	for turn := 1; turn <= 3; turn++ {
		discarded = s.StartTurn(discarded[:0]) // when-discarded abilities to resolve
		for s.PlaysLeft() > 0 {
			c := s.Hand()[0]
			if c == deck.Regroup {
				c = s.Hand()[1] // keep the Regroup card for an empty deck
			}
			// Play resolves the deck's own when-played abilities; the engine
			// then resolves the others and spends the icons, figure by
			// figure, each figure once a turn (State.Activate).
			card := s.Play(c)
			fmt.Printf("turn %d: %s activates %d %s with %v\n", turn, card.Name, card.Figures, card.Villain, card.IconList())
		}
		s.EndTurn()
		fmt.Printf("  discarded %d, Karai +%d Defend, hand %d, deck %d\n",
			len(discarded), s.DefenseIcons(2)+s.Bonus(2, villaindeck.Defend), len(s.Hand()), s.DeckLen())
	}
	// Output:
	// turn 1: Shadow Step activates 1 karai with [move2 shell]
	// turn 1: Cover activates 1 foot-elite with [move shell shell]
	//   discarded 0, Karai +1 Defend, hand 5, deck 18
	// turn 2: Kunoichi activates 1 karai with [move2 melee+shell]
	// turn 2: Blade of the Foot activates 1 karai with [move melee melee]
	//   discarded 0, Karai +2 Defend, hand 5, deck 16
	// turn 3: Shuriken Volley activates 2 foot-ninja with [ranged]
	// turn 3: Ninja Rush activates 2 foot-ninja with [move melee]
	//   discarded 2, Karai +1 Defend, hand 5, deck 14
}
