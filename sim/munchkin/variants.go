package munchkin

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// Variants of a table for the lab's studies: the same table at another
// size (a sweep over the number of players) and the same table with one
// card title taken out or replaced (a card's causal effect, by a paired
// comparison on the same seeds). Each returns a new Table; the original is
// unchanged.

// WithPlayers returns the table with n players (3 to 6): the same deck,
// options and seats, the first n of them; a seat added plays the last
// seat's policy with a random Character.
func (t *Table) WithPlayers(n int) (sim.Setup, error) {
	if n < MinSeats || n > MaxSeats {
		return nil, fmt.Errorf("players: %d, want %d to %d", n, MinSeats, MaxSeats)
	}
	opt := t.Setup.Opt
	old := opt.Players
	specs := make([]string, n)
	for i := range specs {
		specs[i] = t.Specs[min(i, old-1)]
		if i >= old {
			opt.Characters[i] = -1
		}
	}
	opt.Players = n
	return t.variant(t.Setup.Cards, opt, specs)
}

// WithKingmaking returns the table with the kingmaking measure on or off
// (Options.Kingmaking): on, every game is replayed once per alternative of
// its candidate decisions, tens of times slower.
func (t *Table) WithKingmaking(on bool) (sim.Setup, error) {
	opt := t.Setup.Opt
	opt.Kingmaking = on
	return t.variant(t.Setup.Cards, opt, t.Specs)
}

// CardTitles returns the titles of the table's Door and Treasure cards,
// each once, in the deck's order: the cards whose impact can be measured.
func (t *Table) CardTitles() []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range t.Setup.Cards {
		if !seen[c.Name] {
			seen[c.Name] = true
			out = append(out, c.Name)
		}
	}
	return out
}

// WithoutCard returns the table whose deck lacks every copy of the card
// titled title. The deck is smaller, so the games of a seed are shuffled
// differently: WithBlankCard pairs games more closely.
func (t *Table) WithoutCard(title string) (sim.Setup, error) {
	if err := t.hasCard(title); err != nil {
		return nil, err
	}
	var cards []Card
	for _, c := range t.Setup.Cards {
		if c.Name != title {
			cards = append(cards, c)
		}
	}
	return t.variant(cards, t.Setup.Opt, t.Specs)
}

// WithCardReplaced returns the table whose deck has every copy of the card
// titled title replaced by card by, in the same places: a game of a seed
// deals the same cards but by where title was, so a paired comparison on
// the same seeds measures the difference the card makes.
func (t *Table) WithCardReplaced(title string, by Card) (sim.Setup, error) {
	if err := t.hasCard(title); err != nil {
		return nil, err
	}
	if by.Kind >= numKinds || by.Name == "" {
		return nil, fmt.Errorf("replacement of %s: a card needs a name and a kind", title)
	}
	cards := make([]Card, len(t.Setup.Cards))
	copy(cards, t.Setup.Cards)
	for i := range cards {
		if cards[i].Name == title {
			cards[i] = by
		}
	}
	return t.variant(cards, t.Setup.Opt, t.Specs)
}

// WithBlankCard returns the table whose deck has every copy of the card
// titled title replaced by a blank card of the same deck (Blank): its
// impact is the comparison of the table with this variant on the same
// seeds.
func (t *Table) WithBlankCard(title string) (sim.Setup, error) {
	for _, c := range t.Setup.Cards {
		if c.Name == title {
			return t.WithCardReplaced(title, Blank(c))
		}
	}
	return nil, t.hasCard(title)
}

// Blank returns the neutral card that stands for c in a card-impact study:
// a card of the same deck that does nothing — for a Door card, a Trap with
// no effect ("Blank Door"); for a Treasure, an Item with no slot, bonus or
// Gold ("Blank Treasure").
func Blank(c Card) Card {
	if c.Kind.IsTreasure() {
		return Card{Name: "Blank Treasure", Kind: Item, Reward: 1}
	}
	return Card{Name: "Blank Door", Kind: Trap, Reward: 1}
}

// hasCard reports an error unless the deck has a card titled title.
func (t *Table) hasCard(title string) error {
	for _, c := range t.Setup.Cards {
		if c.Name == title {
			return nil
		}
	}
	titles := t.CardTitles()
	return fmt.Errorf("no card %q in the deck%s; cards: %s", title, scenarios.Suggest(title, titles), strings.Join(titles, ", "))
}

// variant builds the table of cards and opt with the seats' specs, the
// policies built as the table's.
func (t *Table) variant(cards []Card, opt Options, specs []string) (sim.Setup, error) {
	s, err := NewSetup(&Deck{Cards: cards, Characters: t.Setup.Characters}, opt)
	if err != nil {
		return nil, err
	}
	return NewTable(s, specs, t.NewPolicy), nil
}
