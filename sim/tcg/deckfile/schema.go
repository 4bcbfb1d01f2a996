package deckfile

import (
	"encoding/json"
	"reflect"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// The JSON Schemas of the TCG's match, deck and card set files are
// generated from the format types (format.go) and committed under schema/,
// where editors find them through the "# yaml-language-server:
// $schema=..." line of a file. A test fails when the committed files are
// stale; regenerate them with
//
//go:generate go test -run TestSchemaFiles -update

// MatchSchema returns the JSON Schema of match files: generated, and the
// words that LoadMatch checks after decoding (game, first) and its seats,
// which it requires with a message of its own.
func MatchSchema() []byte {
	b := scenarios.Schema(reflect.TypeFor[matchFile](), "tmntsim TCG match file",
		"Two seats of the TMNT Trading Card Game, each a deck and its player, for tmntsim.", enums)
	var s map[string]any
	if err := json.Unmarshal(b, &s); err != nil {
		panic("deckfile: " + err.Error())
	}
	props := s["properties"].(map[string]any)
	props["game"].(map[string]any)["enum"] = []string{"tcg"}
	props["first"].(map[string]any)["enum"] = firstNames
	s["required"] = []string{"seats"}
	out, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		panic("deckfile: " + err.Error())
	}
	return append(out, '\n')
}

// DeckSchema returns the JSON Schema of deck files.
func DeckSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[deckFileFormat](), "tmntsim TCG deck file",
		"A TMNT Trading Card Game deck: card titles of the card set and their counts.", enums)
}

// CardsSchema returns the JSON Schema of card set files.
func CardsSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[cardSetFile](), "tmntsim TCG card set file",
		"The cards of the TMNT Trading Card Game, their powers and effects, for tmntsim.", enums)
}

func (*cardEntry) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return g.Ref(reflect.TypeFor[cardFile]())
}

func (*deckCards) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"type": "object",
		"propertyNames":        map[string]any{"minLength": 1},
		"additionalProperties": map[string]any{"type": "integer", "minimum": 1, "maximum": tcg.DeckSize}}
}

func (*seatList) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"type": "array", "minItems": tcg.MaxSeats, "maxItems": tcg.MaxSeats,
		"items": g.Ref(reflect.TypeFor[seatFile]())}
}
