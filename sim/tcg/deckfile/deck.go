package deckfile

import (
	"slices"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// LoadDeck reads a deck file: a name and a mapping of card titles of cs to
// counts. It checks the deck-building rules (exactly 40 cards, at most 3 of
// a title, TCG rules, How to Build Your Own Deck (1) and (2)) and reports
// every problem with FILE:LINE:COL and did-you-mean: a count outside 1 to
// 3 is out of range (the decoder says so, deckCards).
func LoadDeck(name string, b []byte, cs *CardSet) (tcg.Deck, error) {
	var errs scenarios.ErrorList
	var f deckFileFormat
	src, ok := decode(name, "a deck", b, &errs, &f)
	if !ok {
		return tcg.Deck{}, errOf(errs)
	}
	d := tcg.Deck{Name: f.Name.V, Illustrative: f.Illustrative.V}
	titles := cs.Titles()
	seen := map[string]bool{}
	for _, e := range f.Cards.Entries {
		t := e.Title.V
		id, ok := cs.Lookup(t)
		switch {
		case !ok:
			src.Errorf(e.Title.Pos, "no card %q in the card set%s", t, scenarios.Suggest(t, titles))
			continue
		case seen[t]:
			src.Errorf(e.Title.Pos, "%q listed twice", t)
			continue
		}
		seen[t] = true
		for range e.Count.V {
			d.Cards = append(d.Cards, id)
		}
	}
	if len(errs) == 0 && len(d.Cards) != tcg.DeckSize {
		src.Errorf(f.Cards.At, "the deck has %d cards; a deck must be exactly %d", len(d.Cards), tcg.DeckSize)
	}
	if err := errOf(errs); err != nil {
		return tcg.Deck{}, err
	}
	slices.Sort(d.Cards)
	return d, nil
}
