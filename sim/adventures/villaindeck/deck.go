package villaindeck

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/plural"
)

// The sizes the books state.
const (
	DeckSize     = 25 // cards of a villain deck (Adventures, Building the Villain Deck, p. 12)
	GroupSize    = 4  // cards of a colour group (ibid.)
	DeckGroups   = (DeckSize - 1) / GroupSize
	HandSize     = 5 // cards the hand refills to (Adventures, Villain Turns, p. 15)
	PlaysPerTurn = 2 // cards played in a villain turn (ibid.)
)

// A CardID is a card of a Deck: its index in Deck.Cards.
type CardID uint8

// A Deck is a battle's villain deck: exactly DeckSize cards, the colour
// groups' cards and the Regroup card. It is built once and read-only.
type Deck struct {
	Cards   [DeckSize]Card
	Regroup CardID // the Regroup card
	NTypes  int    // villain types of the battle
}

// A Problem is one thing wrong with a deck: the index of the card it is
// about in the list given to Build (-1 for the deck as a whole) and what
// is wrong.
type Problem struct {
	Card int
	Msg  string
}

// A DeckError lists every problem of a deck Build refused, in the order of
// the cards.
type DeckError []Problem

func (e DeckError) Error() string {
	msgs := make([]string, len(e))
	for i, p := range e {
		msgs[i] = p.Msg
	}
	return "villain deck: " + strings.Join(msgs, "; ")
}

// A group is a colour group met in a card list.
type group struct {
	villain, colour string
	first, n        int
}

// CheckCards checks cards, a list of villain ability cards (a deck, or a
// card file's whole set): each card activates 1 to MaxFigures figures of
// one of types (any type when types is nil), each colour group holds
// GroupSize cards (Adventures, Building the Villain Deck, p. 12: "each colored
// letter indicating a group of 4 cards"), and there is at most one Regroup
// card. It returns the problems, nil when there are none.
func CheckCards(cards []Card, types []string) DeckError {
	errs, _, _ := checkCards(cards, types)
	return errs
}

// checkCards is CheckCards, also returning the colour groups and the
// number of Regroup cards met.
func checkCards(cards []Card, types []string) (errs DeckError, groups []group, regroups int) {
	for i := range cards {
		c := &cards[i]
		switch {
		case c.Regroup:
			regroups++
			if regroups == 2 {
				errs = append(errs, Problem{i, fmt.Sprintf("a second Regroup card %q; a villain deck has one Regroup card", c.Name)})
			}
			continue
		case c.Figures < 1 || c.Figures > MaxFigures:
			errs = append(errs, Problem{i, fmt.Sprintf("card %q activates %d figures; a card activates 1 to %d", c.Name, c.Figures, MaxFigures)})
		}
		if types != nil && typeIndex(types, c.Villain) < 0 {
			errs = append(errs, Problem{i, fmt.Sprintf("card %q is for villain type %q, which the battle does not have (it has %s)", c.Name, c.Villain, strings.Join(types, ", "))})
		}
		g := groupIndex(groups, c.Villain, c.Colour)
		if g < 0 {
			groups = append(groups, group{villain: c.Villain, colour: c.Colour, first: i})
			g = len(groups) - 1
		}
		groups[g].n++
	}
	for _, g := range groups {
		if g.n != GroupSize {
			errs = append(errs, Problem{g.first, fmt.Sprintf("colour group %s %s has %s; a colour group is %d cards", g.villain, g.colour, plural.Of(g.n, "card"), GroupSize)})
		}
	}
	return errs, groups, regroups
}

// Build builds a battle's villain deck from cards, the cards of its colour
// groups and the Regroup card in any order (the deck keeps that order
// until it is shuffled). types are the battle's villain types by roster
// name: a card's Villain must be one of them, and its index becomes the
// card's Type. The deck must pass CheckCards and be exactly DeckSize
// cards: DeckGroups colour groups of GroupSize cards and one Regroup card
// (Adventures, Building the Villain Deck, p. 12; Shadows of the Past, Building
// the Villain Deck). Every problem is reported, as a DeckError.
func Build(cards []Card, types []string) (*Deck, error) {
	if types == nil {
		panic("villaindeck: Build needs the battle's villain types")
	}
	errs, groups, regroups := checkCards(cards, types)
	if regroups == 0 {
		errs = append(errs, Problem{-1, "no Regroup card; a villain deck has one Regroup card"})
	}
	if len(cards) != DeckSize {
		errs = append(errs, Problem{-1, fmt.Sprintf("%s (%s); a villain deck is exactly %d: %d colour groups of %d cards and the Regroup card",
			plural.Of(len(cards), "card"), countGroups(groups, regroups), DeckSize, DeckGroups, GroupSize)})
	}
	if len(errs) > 0 {
		sortProblems(errs)
		return nil, errs
	}
	d := &Deck{NTypes: len(types)}
	for i := range cards {
		d.Cards[i] = cards[i]
		if cards[i].Regroup {
			d.Regroup = CardID(i)
			continue
		}
		d.Cards[i].Type = TypeID(typeIndex(types, cards[i].Villain))
	}
	return d, nil
}

// countGroups describes what a card list holds: "6 colour groups
// (foot-ninja red 5, ...) and 1 Regroup card".
func countGroups(groups []group, regroups int) string {
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = fmt.Sprintf("%s %s %d", g.villain, g.colour, g.n)
	}
	s := plural.Of(len(groups), "colour group")
	if len(groups) > 0 {
		s += " (" + strings.Join(parts, ", ") + ")"
	}
	return s + " and " + plural.Of(regroups, "Regroup card")
}

// sortProblems orders problems by card, the deck's own last, keeping the
// order of problems of one card.
func sortProblems(ps DeckError) {
	key := func(p Problem) int {
		if p.Card < 0 {
			return math.MaxInt32
		}
		return p.Card
	}
	slices.SortStableFunc(ps, func(a, b Problem) int { return key(a) - key(b) })
}

func typeIndex(types []string, name string) int {
	for i, t := range types {
		if t == name {
			return i
		}
	}
	return -1
}

func groupIndex(groups []group, villain, colour string) int {
	for i, g := range groups {
		if g.villain == villain && g.colour == colour {
			return i
		}
	}
	return -1
}
