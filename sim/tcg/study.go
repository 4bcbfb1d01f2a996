package tcg

// Studies of a match, as pairs of sim.Setups that a paired comparison
// plays on the same seeds (game i of both from the same (seed, i)), so
// that the difference it measures is the one the pair was made to differ
// in, without the noise of different deals.

// with returns a copy of m played from setup (same seats, policies and
// schema).
func (m *Match) with(setup *Setup) *Match {
	c := *m
	c.Setup = setup
	return &c
}

// SwapFirst returns the two Setups of a first-player study of m: in
// aFirst the first seat (Schema().Seats[0], its first deck) goes first in
// every game, in bFirst the second seat does. Seats, decks, policies and
// schema are m's; only who goes first differs. A fixed first player takes
// nothing from the game's RNG (firstPlayer), so game i of both deals every
// seat the same deck order, hand and Block cards: compared paired on the
// same seeds, the first seat's win rate in aFirst minus its win rate in
// bFirst is W1 - W2, where W1 is the win rate of a seat going first and
// W2 of that seat going second; with no drawn games, the first player's
// advantage over the two orders, (first player's win rate) - 1/2, is
// half of it (docs/RULES.md, "First-player advantage").
func (m *Match) SwapFirst() (aFirst, bFirst *Match) {
	a, b := *m.Setup, *m.Setup
	a.Opt.First, b.Opt.First = FirstSeat0, FirstSeat1
	return m.with(&a), m.with(&b)
}
