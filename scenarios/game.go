package scenarios

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"
)

// DefaultGame is the game of a file without a top-level game key: the
// Adventures system, whose battle files came before the key.
const DefaultGame = "adventures"

// GameOf returns the value of the top-level `game:` key of YAML file data
// and its position: DefaultGame and the zero Pos when the key is missing
// or the file is not a mapping (the game's own decoder then reports what
// is wrong). A game key whose value is not a single word is an error at
// FILE:LINE:COL, name being the file's name in it.
func GameOf(name string, data []byte) (string, Pos, error) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return DefaultGame, Pos{}, nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "game" {
			continue
		}
		if v.Kind != yaml.ScalarNode || v.Value == "" {
			return "", PosOf(v), gameError(name, data, PosOf(v), "game must be a game's name, not "+Describe(v))
		}
		return v.Value, PosOf(v), nil
	}
	return DefaultGame, Pos{}, nil
}

// UnknownGame returns the error of a file naming a game not in known, at
// the position GameOf returned, with did-you-mean.
func UnknownGame(name string, data []byte, game string, p Pos, known []string) error {
	return gameError(name, data, p, fmt.Sprintf("unknown game %q%s; games: %s", Clip(game), Suggest(game, known), strings.Join(known, ", ")))
}

// gameError is the positioned error msg in file name.
func gameError(name string, data []byte, p Pos, msg string) error {
	var errs ErrorList
	NewSource(name, data, &errs).Errorf(p, "%s", msg)
	return errs.Err()
}
