package tcg

import (
	"context"
	"fmt"
	mathbits "math/bits"
	"slices"
	"sync"

	"github.com/tmntsim/tmntsim/sim"
)

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
//
// Both are *Match; the results are sim.Setups so that a lab may offer the
// study for any game whose Setup has the method
// SwapFirst() (sim.Setup, sim.Setup).
func (m *Match) SwapFirst() (aFirst, bFirst sim.Setup) {
	a, b := *m.Setup, *m.Setup
	a.Opt.First, b.Opt.First = FirstSeat0, FirstSeat1
	return m.with(&a), m.with(&b)
}

// Replace returns the Setup of a card-impact study of m: m with every copy
// of the card titled title in seat's deck replaced by the card with, in
// the same places of the deck list. When m's card set has a card of
// with's title, that card is the replacement; otherwise with is added at
// the end of the study's card set (the other cards keep their CardIDs).
// The deck keeps its name; the seats, policies and schema are m's.
//
// Because the deck list keeps its order, game i of m and of the study
// shuffle the same places into the same order: every card is dealt where
// it was, the replaced copies' places holding the replacement. Played on
// the same seeds and compared paired, seat's win-rate difference between m
// and the study is the causal effect of the title in that deck (against
// that replacement), which "win rate when drawn" (WhenDrawn) is not. The
// deck-building rules still hold: a replacement already in the deck may
// not reach more than 3 copies.
func (m *Match) Replace(seat int, title string, with *Card) (*Match, error) {
	s := m.Setup
	if seat < 0 || seat >= MaxSeats {
		return nil, fmt.Errorf("tcg: seat %d of %d", seat, MaxSeats)
	}
	from, ok := s.cardID(title)
	if !ok {
		return nil, fmt.Errorf("no card %q in the card set", title)
	}
	cards := s.Cards
	to, ok := s.cardID(with.Title)
	if !ok {
		cards = append(cards[:len(cards):len(cards)], *with)
		to = CardID(len(cards) - 1)
	}
	decks := s.Decks
	d := &decks[seat]
	d.Cards = slices.Clone(d.Cards)
	n := 0
	for i, id := range d.Cards {
		if id == from {
			d.Cards[i] = to
			n++
		}
	}
	if n == 0 {
		return nil, fmt.Errorf("deck %s has no %q", d.Name, title)
	}
	setup, err := NewSetup(cards, decks, s.Opt)
	if err != nil {
		return nil, err
	}
	return m.with(setup), nil
}

// cardID returns the ID of the card titled title.
func (s *Setup) cardID(title string) (CardID, bool) {
	for i := range s.Cards {
		if s.Cards[i].Title == title {
			return CardID(i), true
		}
	}
	return 0, false
}

// A DrawnTally is the "win rate when drawn" of the titles of one seat's
// deck, the figure card-game simulators report for a card: of the games
// played, those the seat won, and per title the games in which it entered
// the seat's hand (Game.Drawn) and those of them the seat won. It is
// biased as a measure of a card's worth: a card is drawn more in long
// games, and long games are won or lost for other reasons; Replace gives
// the causal, paired figure.
type DrawnTally struct {
	Seat     int
	Titles   []CardID // Setup.Titles(Seat)
	Games    int64
	Won      int64
	Drawn    []int64 // per title: games it was drawn in
	DrawnWon []int64 // per title: of those, games the seat won
}

// NewDrawnTally returns an empty tally of seat's titles in s.
func NewDrawnTally(s *Setup, seat int) *DrawnTally {
	t := s.Titles(seat)
	return &DrawnTally{Seat: seat, Titles: t, Drawn: make([]int64, len(t)), DrawnWon: make([]int64, len(t))}
}

// Add counts the game g last played, whose record is rec. It allocates
// nothing.
func (t *DrawnTally) Add(g *Game, rec *sim.Record) {
	won := rec.Outcome[t.Seat] == sim.Won
	t.Games++
	if won {
		t.Won++
	}
	for bits := g.Drawn(t.Seat); bits != 0; bits &= bits - 1 {
		i := mathbits.TrailingZeros64(bits)
		t.Drawn[i]++
		if won {
			t.DrawnWon[i]++
		}
	}
}

// Merge adds o, a tally of the same seat of the same Setup, to t.
func (t *DrawnTally) Merge(o *DrawnTally) {
	t.Games += o.Games
	t.Won += o.Won
	for i := range t.Drawn {
		t.Drawn[i] += o.Drawn[i]
		t.DrawnWon[i] += o.DrawnWon[i]
	}
}

// WinRate returns the seat's win rate over all games.
func (t *DrawnTally) WinRate() float64 { return float64(t.Won) / float64(t.Games) }

// RateWhenDrawn returns the seat's win rate over the games in which title i
// (Titles[i]) entered its hand, NaN when it never did.
func (t *DrawnTally) RateWhenDrawn(i int) float64 {
	return float64(t.DrawnWon[i]) / float64(t.Drawn[i])
}

// WhenDrawn plays games 0 to n-1 of seed of m with its policies (specs as
// in Match.NewGame), on workers goroutines each with its own Game, and
// returns seat's DrawnTally; the tally does not depend on workers. It
// stops with ctx's error when ctx is cancelled.
func WhenDrawn(ctx context.Context, m *Match, seat int, specs []string, seed uint64, n, workers int) (*DrawnTally, error) {
	if seat < 0 || seat >= MaxSeats {
		return nil, fmt.Errorf("tcg: seat %d of %d", seat, MaxSeats)
	}
	workers = max(1, min(workers, n))
	tallies := make([]*DrawnTally, workers)
	games := make([]*Game, workers)
	for w := range workers {
		g, err := m.NewGame(specs)
		if err != nil {
			return nil, err
		}
		games[w] = g.(*Game)
		tallies[w] = NewDrawnTally(m.Setup, seat)
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			g, t := games[w], tallies[w]
			var rec sim.Record
			for i := w * n / workers; i < (w+1)*n/workers; i++ {
				if i%256 == 0 && ctx.Err() != nil {
					return
				}
				g.Play(seed, uint64(i), &rec)
				t.Add(g, &rec)
			}
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, t := range tallies[1:] {
		tallies[0].Merge(t)
	}
	return tallies[0], nil
}
