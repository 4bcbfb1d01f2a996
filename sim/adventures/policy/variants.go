package policy

import (
	"fmt"
	"slices"

	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// Variants of a competitive battle's villain deck, for the studies of what
// its colour groups and cards are worth (tmntsim impact): each is the
// setup over a copy of the battle whose deck has one change, built once;
// its games play as the battle's do, allocating nothing.

// A Group is a colour group of a villain deck: its villain type's roster
// name and its colour.
type Group struct{ Villain, Colour string }

func (g Group) String() string { return g.Villain + " " + g.Colour }

// Groups returns the colour groups of the battle's villain deck, in deck
// order (none for a cooperative battle).
func (s *Setup) Groups() []Group {
	var gs []Group
	for _, c := range s.deckCards() {
		if g := (Group{c.Villain, c.Colour}); !c.Regroup && !slices.Contains(gs, g) {
			gs = append(gs, g)
		}
	}
	return gs
}

// Cards returns the names of the cards of the battle's villain deck that
// a study may blank: every card of a colour group, in deck order. The
// Regroup card is not among them: it is the deck's reshuffle, which a
// deck must have (villaindeck.Build).
func (s *Setup) Cards() []string {
	var names []string
	for _, c := range s.deckCards() {
		if !c.Regroup {
			names = append(names, c.Name)
		}
	}
	return names
}

// deckCards returns the cards of the battle's villain deck (none for a
// cooperative battle).
func (s *Setup) deckCards() []villaindeck.Card {
	if s.Battle.Competitive == nil || s.Battle.Competitive.Deck == nil {
		return nil
	}
	return s.Battle.Competitive.Deck.Cards[:]
}

// BlankCard describes the card WithCardBlanked puts in place of a card.
const BlankCard = "a blank card: the same villain type and colour group, 1 figure activated with no icons, no defense icons, " +
	"no abilities (the least a valid card does: the figure it activates has nothing to spend, though a knocked-down leader " +
	"activated so still attempts to awaken)"

// WithCardBlanked returns the setup with the villain deck's card name
// replaced by a blank card (BlankCard): it keeps the card's place, villain
// type and colour group, so the deck keeps its 25 cards and its groups
// of 4, and its activation does nothing but use up a figure's.
func (s *Setup) WithCardBlanked(name string) (*Setup, error) {
	cards := slices.Clone(s.deckCards())
	i := slices.IndexFunc(cards, func(c villaindeck.Card) bool { return c.Name == name && !c.Regroup })
	if i < 0 {
		return nil, fmt.Errorf("no card %q in the villain deck of %s", name, s.Battle.Name)
	}
	cards[i] = villaindeck.Card{Name: "Blank (" + name + ")", Villain: cards[i].Villain, Colour: cards[i].Colour, Figures: 1}
	d, err := s.rebuild(cards)
	if err != nil {
		return nil, err
	}
	return s.withDeck(d), nil
}

// SwapFor returns the group WithGroupSwapped puts in place of group g: a
// copy of the first colour group, in deck order, of the next villain type
// of the battle (in the order of its villains, the last followed by the
// first) that has a group in the deck; false when the deck holds groups of
// g's type alone.
func (s *Setup) SwapFor(g Group) (Group, bool) {
	groups := s.Groups()
	types := s.types()
	t := slices.Index(types, g.Villain)
	for k := 1; k < len(types) && t >= 0; k++ {
		next := types[(t+k)%len(types)]
		if i := slices.IndexFunc(groups, func(h Group) bool { return h.Villain == next }); i >= 0 && next != "" {
			return groups[i], true
		}
	}
	return Group{}, false
}

// WithGroupSwapped returns the setup with colour group g of the villain
// deck replaced by a copy of another villain type's group (SwapFor), card
// for card in g's places, and the group copied. The copies keep their
// cards' villain type, figures, icons and abilities; their colour is
// marked as a copy, so the deck keeps 6 distinct groups of 4 and 25 cards.
func (s *Setup) WithGroupSwapped(g Group) (*Setup, Group, error) {
	if !slices.Contains(s.Groups(), g) {
		return nil, Group{}, fmt.Errorf("no colour group %s in the villain deck of %s", g, s.Battle.Name)
	}
	with, ok := s.SwapFor(g)
	if !ok {
		return nil, Group{}, fmt.Errorf("colour group %s: the villain deck of %s holds no group of another villain type to swap it for", g, s.Battle.Name)
	}
	cards := slices.Clone(s.deckCards())
	var copies []villaindeck.Card
	for _, c := range cards {
		if !c.Regroup && c.Villain == with.Villain && c.Colour == with.Colour {
			c.Name += " (copy)"
			c.Colour += " (copy)"
			copies = append(copies, c)
		}
	}
	k := 0
	for i := range cards {
		if !cards[i].Regroup && cards[i].Villain == g.Villain && cards[i].Colour == g.Colour {
			cards[i] = copies[k]
			k++
		}
	}
	d, err := s.rebuild(cards)
	if err != nil {
		return nil, Group{}, err
	}
	return s.withDeck(d), with, nil
}

// types returns the battle's villain types by roster name, as the deck
// names them, in the battle's order ("" for a type the deck has no card
// of).
func (s *Setup) types() []string {
	if s.Battle.Competitive == nil || s.Battle.Competitive.Deck == nil {
		return nil
	}
	types := make([]string, s.Battle.Competitive.Deck.NTypes)
	for _, c := range s.deckCards() {
		if !c.Regroup {
			types[c.Type] = c.Villain
		}
	}
	return types
}

// rebuild builds a villain deck of the battle's villain types from cards
// (villaindeck.Build: 25 cards, groups of 4, one Regroup card).
func (s *Setup) rebuild(cards []villaindeck.Card) (*villaindeck.Deck, error) {
	return villaindeck.Build(cards, s.types())
}

// withDeck returns a copy of the setup over a copy of the battle whose
// villain deck is d.
func (s *Setup) withDeck(d *villaindeck.Deck) *Setup {
	b := *s.Battle
	comp := *b.Competitive
	comp.Deck = d
	b.Competitive = &comp
	v := *s
	v.Battle = &b
	return &v
}
