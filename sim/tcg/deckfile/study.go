package deckfile

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// NeutralFile is the embedded file of the neutral filler card.
const NeutralFile = "data/neutral.yaml"

// Neutral returns the neutral filler of card-impact studies, "Blank"
// (data/neutral.yaml, illustrative): an event without text that can only
// be set in a Block Zone, take damage there and be discarded.
func Neutral() (tcg.Card, error) {
	b, err := data.ReadFile(NeutralFile)
	if err != nil {
		return tcg.Card{}, err
	}
	cs, err := LoadCards(NeutralFile, b)
	if err != nil {
		return tcg.Card{}, err
	}
	return cs.Cards[0], nil
}

// Replace returns the Setup of a card-impact study of m (tcg.Match.Replace):
// every copy of title in seat's deck replaced by the card titled with, of
// m's card set, or by the neutral filler when with is "". Compared paired
// with m on the same seeds, seat's win-rate difference is the causal
// effect of title in that deck. An unknown title, or one the deck does not
// hold, gets an error with did-you-mean.
func Replace(m *tcg.Match, seat int, title, with string) (*tcg.Match, error) {
	if seat < 0 || seat >= tcg.MaxSeats {
		return nil, fmt.Errorf("seat %d: want 1 to %d", seat+1, tcg.MaxSeats)
	}
	s := m.Setup
	deck := s.Decks[seat].Name
	var inDeck []string
	for _, id := range s.Titles(seat) {
		inDeck = append(inDeck, s.Cards[id].Title)
	}
	var all []string
	for i := range s.Cards {
		all = append(all, s.Cards[i].Title)
	}
	if !slices.Contains(inDeck, title) {
		if slices.Contains(all, title) {
			return nil, fmt.Errorf("deck %s holds no %q%s; its cards: %s", deck, title, scenarios.Suggest(title, inDeck), strings.Join(inDeck, ", "))
		}
		return nil, fmt.Errorf("no card %q in the card set%s; deck %s holds %s", title, scenarios.Suggest(title, all), deck, strings.Join(inDeck, ", "))
	}
	var card tcg.Card
	if with == "" {
		n, err := Neutral()
		if err != nil {
			return nil, err
		}
		card = n
	} else {
		i := slices.Index(all, with)
		if i < 0 {
			return nil, fmt.Errorf("no card %q in the card set%s", with, scenarios.Suggest(with, all))
		}
		card = s.Cards[i]
	}
	r, err := m.Replace(seat, title, &card)
	if err != nil {
		return nil, fmt.Errorf("replacing %q by %q in deck %s: %w", title, card.Title, deck, err)
	}
	return r, nil
}
