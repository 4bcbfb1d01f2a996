package tablefile

import (
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
)

// Part recognizes a Munchkin card file (a top-level characters key, or
// cards, a list of cards with a kind), without a game key and without a
// battle's keys, and loads it (lab.Game.Part).
func Part(file string, data []byte) (lab.PartFile, bool) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return lab.PartFile{}, false
	}
	root := doc.Content[0]
	var at scenarios.Pos
	chars, kinds, battle := false, false, false
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		switch k.Value {
		case "characters":
			chars, at = true, scenarios.PosOf(k)
		case "cards":
			if at.IsZero() {
				at = scenarios.PosOf(k)
			}
			kinds = v.Kind == yaml.SequenceNode && len(v.Content) > 0 && v.Content[0].Kind == yaml.MappingNode && hasKind(v.Content[0])
		case "heroes", "map":
			battle = true
		}
	}
	if battle || !chars && !kinds {
		return lab.PartFile{}, false
	}
	p := lab.PartFile{What: "a Munchkin card file", At: at,
		Use: fmt.Sprintf("a table names it (game: munchkin, players: 4, deck: %s); give the table", file)}
	d, err := LoadDeck(file, data)
	if p.Err = err; err == nil {
		p.Brief = fmt.Sprintf("munchkin card file, %d cards, %d Characters", len(d.Cards), len(d.Characters))
	}
	return p, true
}

// hasKind reports whether mapping m has the key kind.
func hasKind(m *yaml.Node) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "kind" {
			return true
		}
	}
	return false
}
