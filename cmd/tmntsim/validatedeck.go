package main

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

// deckFile returns the data of arg, and true, if arg is a TCG deck file
// (name: and a mapping cards: of titles to counts, as tmntsim matrix and
// a match's seats read it) and not a file of a game (game:); false for
// any other file, and for one that cannot be read (the games' loaders say
// why).
func deckFile(arg string) ([]byte, bool) {
	data, err := userfile.Read(arg, userfile.MaxBattle)
	if err != nil {
		return nil, false
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, false
	}
	root, cards := doc.Content[0], false
	for i := 0; i+1 < len(root.Content); i += 2 {
		switch k, v := root.Content[i], root.Content[i+1]; k.Value {
		case "game":
			return nil, false
		case "cards":
			cards = v.Kind == yaml.MappingNode
		}
	}
	return data, cards
}

// validateDeck is validate of a TCG deck file: read as a match's seat
// reads it, its cards looked up in the card set and the deck-building
// rules checked (TCG rules, Chapter 4), every problem at its file:line:col.
func validateDeck(file string, data []byte) (string, string, scenarios.ErrorList, error) {
	cs, err := deckfile.Embedded()
	if err != nil {
		return "", "", nil, err
	}
	d, err := deckfile.LoadDeck(file, data, cs)
	if err != nil {
		return "", "", nil, err
	}
	return "tcg", fmt.Sprintf("tcg deck %s, %d cards", d.Name, len(d.Cards)), nil, nil
}
