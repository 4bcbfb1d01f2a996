package deckfile

import (
	"slices"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/sim/tcg"
)

var deckKeys = []string{"name", "illustrative", "cards"}

// LoadDeck reads a deck file: a name and a mapping of card titles of cs to
// counts. It checks the deck-building rules (exactly 40 cards, at most 3 of
// a title) and reports every problem with FILE:LINE:COL and did-you-mean.
func LoadDeck(name string, b []byte, cs *CardSet) (tcg.Deck, error) {
	s := newSource(name, b)
	root := s.parse(b)
	var d tcg.Deck
	if root == nil {
		return d, s.err()
	}
	var cardsAt *yaml.Node
	titles := cs.Titles()
	s.fields(root, "a deck", deckKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "name":
			d.Name = s.str(v, "name")
		case "illustrative":
			d.Illustrative = s.str(v, "illustrative") == "true"
			if v.Value != "true" && v.Value != "false" {
				s.errorf(v, "illustrative must be true or false, not %q", v.Value)
			}
		case "cards":
			cardsAt = k
			if v.Kind != yaml.MappingNode {
				s.errorf(v, "cards must be a mapping of card titles to counts")
				return
			}
			seen := map[string]bool{}
			for i := 0; i+1 < len(v.Content); i += 2 {
				tk, tv := v.Content[i], v.Content[i+1]
				id, ok := cs.Lookup(tk.Value)
				if !ok {
					s.errorf(tk, "no card %q in the card set%s", tk.Value, suggest(tk.Value, titles))
					continue
				}
				if seen[tk.Value] {
					s.errorf(tk, "%q listed twice", tk.Value)
					continue
				}
				seen[tk.Value] = true
				n := s.integer(tv, "a count", 1, 40)
				if n > tcg.MaxCopies {
					s.errorf(tv, "%d copies of %q; a deck may hold at most %d of a title", n, tk.Value, tcg.MaxCopies)
				}
				for range n {
					d.Cards = append(d.Cards, id)
				}
			}
		}
	})
	if d.Name == "" && len(s.errs) == 0 {
		s.errorf(root, "a deck needs a name")
	}
	if cardsAt == nil && len(s.errs) == 0 {
		s.errorf(root, "a deck needs cards")
	} else if cardsAt != nil && len(s.errs) == 0 && len(d.Cards) != tcg.DeckSize {
		s.errorf(cardsAt, "the deck has %d cards; a deck must be exactly %d", len(d.Cards), tcg.DeckSize)
	}
	if err := s.err(); err != nil {
		return tcg.Deck{}, err
	}
	slices.Sort(d.Cards)
	return d, nil
}
