package deckfile

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
)

// Part recognizes a TCG deck file (a top-level cards key holding a
// mapping of titles to counts, or a name and cards of any other shape but
// a list of cards) or a TCG card set file (cards, a list of cards with a
// title), without a game key and without a battle's keys, and loads it
// (lab.Game.Part): a deck against the shipped card set.
func Part(file string, data []byte) (lab.PartFile, bool) {
	root, cards, at := topCards(data)
	if root == nil || hasKey(root, "characters") || hasKey(root, "heroes") || hasKey(root, "map") {
		return lab.PartFile{}, false
	}
	item := firstItem(cards)
	switch {
	case item != nil && hasKey(item, "title"):
		p := lab.PartFile{What: "a TCG card set file", At: at,
			Use: "tmntsim plays the TCG with its shipped card set (sim/tcg/deckfile/data/cards.yaml); tmntsim validate checks this one"}
		cs, err := LoadCards(file, data)
		if p.Err = err; err == nil {
			p.Brief = fmt.Sprintf("tcg card set, %d cards", len(cs.Cards))
		}
		return p, true
	case cards.Kind == yaml.MappingNode || item == nil && hasKey(root, "name"):
		p := lab.PartFile{What: "a TCG deck file", At: at,
			Use: fmt.Sprintf("a match names it (game: tcg, seats: [{deck: %s}, {deck: seiryu}]); give the match", file)}
		cs, err := Embedded()
		if err != nil {
			p.Err = err
			return p, true
		}
		d, err := LoadDeck(file, data, cs)
		if p.Err = err; err == nil {
			p.Brief = fmt.Sprintf("tcg deck, %s, %d cards", d.Name, len(d.Cards))
		}
		return p, true
	}
	return lab.PartFile{}, false
}

// topCards returns the top-level mapping of data, the value of its cards
// key and that key's position; nil when data is not a mapping with cards.
func topCards(data []byte) (root, cards *yaml.Node, at scenarios.Pos) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, nil, at
	}
	root = doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "cards" {
			return root, root.Content[i+1], scenarios.PosOf(root.Content[i])
		}
	}
	return nil, nil, at
}

// firstItem returns the first item of list n when it is a mapping, else
// nil.
func firstItem(n *yaml.Node) *yaml.Node {
	if n.Kind != yaml.SequenceNode || len(n.Content) == 0 || n.Content[0].Kind != yaml.MappingNode {
		return nil
	}
	return n.Content[0]
}

// hasKey reports whether mapping m has key.
func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}
