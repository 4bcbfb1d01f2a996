package deckfile

import (
	"slices"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// LoadDeck reads a deck file: a name and a mapping of card titles of cs to
// counts. It checks the deck-building rules (exactly 40 cards, at most 3 of
// a title) and reports every problem with FILE:LINE:COL and did-you-mean.
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
		case e.Count.V > tcg.MaxCopies && e.Count.V <= tcg.DeckSize: // more is out of range, said
			src.Errorf(e.Count.Pos, "%d copies of %q; a deck may hold at most %d of a title", e.Count.V, t, tcg.MaxCopies)
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
