package deckfile

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/schematest"
	"github.com/tmntsim/tmntsim/scenarios"
)

var update = flag.Bool("update", false, "rewrite the committed schemas")

// TestSchemaFiles fails when the committed JSON Schemas differ from the ones
// the format types generate; run it with -update to rewrite them.
func TestSchemaFiles(t *testing.T) {
	schematest.Files(t, "./sim/tcg/deckfile", *update, map[string][]byte{
		"match.schema.json":     MatchSchema(),
		"deck.schema.json":      DeckSchema(),
		"tcg-cards.schema.json": CardsSchema(),
	})
}

// Every shipped file is valid by its schema, and the schemas reject what
// the loaders reject, for a few keys.
func TestShippedFilesMatchSchema(t *testing.T) {
	files := map[string][]byte{
		"data/cards.yaml":     CardsSchema(),
		"data/neutral.yaml":   CardsSchema(),
		"data/decks/*.yaml":   DeckSchema(),
		"data/matches/*.yaml": MatchSchema(),
	}
	for glob, schema := range files {
		names, err := filepath.Glob(glob)
		if err != nil || len(names) == 0 {
			t.Fatalf("%s: no files (%v)", glob, err)
		}
		for _, name := range names {
			doc, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if err := scenarios.Validate(schema, doc); err != nil {
				t.Errorf("%s does not match its schema: %v", name, err)
			}
		}
	}
	match, err := os.ReadFile("data/matches/genbu-v-seiryu.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct {
		schema []byte
		doc    string
	}{
		{MatchSchema(), string(match) + "max_turn: 10\n"},
		{MatchSchema(), strings.Replace(string(match), "seats:", "seats: [{deck: genbu}]\nx:", 1)},
		{MatchSchema(), "seats: [{deck: genbu}, {deck: seiryu}, {deck: byakko}]\n"},
		{MatchSchema(), "game: munchkin\nseats: [{deck: genbu}, {deck: seiryu}]\n"},
		{MatchSchema(), "first: seat3\nseats: [{deck: genbu}, {deck: seiryu}]\n"},
		{MatchSchema(), "first: random\n"},
		{DeckSchema(), "name: x\ncards: {Leonardo: 4x}\n"},
		{DeckSchema(), "name: x\ncards: {Leonardo: 0}\n"},
		{CardsSchema(), "cards: [{title: x, type: character, power: 21}]\n"},
		{CardsSchema(), "cards: [{title: x, type: charactr}]\n"},
	} {
		if err := scenarios.Validate(bad.schema, []byte(bad.doc)); err == nil {
			t.Errorf("the schema accepts\n%s\nwant it rejected", bad.doc)
		}
	}
}
