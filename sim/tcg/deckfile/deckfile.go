package deckfile

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

//go:embed data/cards.yaml data/neutral.yaml data/decks/*.yaml data/matches/*.yaml
var data embed.FS

// CardSetFile is the embedded card set's file name.
const CardSetFile = "data/cards.yaml"

// A CardSet is a loaded card set: the cards and their titles' indexes.
type CardSet struct {
	Cards  []tcg.Card
	byName map[string]tcg.CardID
}

// Lookup returns the card titled title.
func (cs *CardSet) Lookup(title string) (tcg.CardID, bool) {
	id, ok := cs.byName[title]
	return id, ok
}

// Titles returns the titles of the set, in file order.
func (cs *CardSet) Titles() []string {
	t := make([]string, len(cs.Cards))
	for i := range cs.Cards {
		t[i] = cs.Cards[i].Title
	}
	return t
}

// Embedded returns the embedded card set.
func Embedded() (*CardSet, error) {
	b, err := data.ReadFile(CardSetFile)
	if err != nil {
		return nil, err
	}
	return LoadCards(CardSetFile, b)
}

// DeckNames returns the names of the embedded decks, sorted.
func DeckNames() []string { return names("data/decks") }

// names returns the names of the embedded files in dir, without .yaml,
// sorted.
func names(dir string) []string {
	ents, _ := fs.ReadDir(data, dir)
	var names []string
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	return names
}

// EmbeddedDeck loads the embedded deck named name from the card set cs.
func EmbeddedDeck(cs *CardSet, name string) (tcg.Deck, error) {
	file := path.Join("data/decks", name+".yaml")
	b, err := data.ReadFile(file)
	if err != nil {
		names := DeckNames()
		if c := scenarios.Closest(name, names); c != "" {
			return tcg.Deck{}, fmt.Errorf("no deck %q (did you mean %q?); decks: %s", name, c, strings.Join(names, ", "))
		}
		return tcg.Deck{}, fmt.Errorf("no deck %q; decks: %s", name, strings.Join(names, ", "))
	}
	return LoadDeck(file, b, cs)
}

// NewSetup builds a tcg.Setup from two embedded decks of the embedded card
// set.
func NewSetup(deck0, deck1 string, opt tcg.Options) (*tcg.Setup, error) {
	cs, err := Embedded()
	if err != nil {
		return nil, err
	}
	var decks [tcg.MaxSeats]tcg.Deck
	for i, n := range []string{deck0, deck1} {
		if decks[i], err = EmbeddedDeck(cs, n); err != nil {
			return nil, err
		}
	}
	return tcg.NewSetup(cs.Cards, decks, opt)
}
