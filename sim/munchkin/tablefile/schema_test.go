package tablefile

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/schematest"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

var update = flag.Bool("update", false, "rewrite the committed schemas")

// TestSchemaFiles fails when the committed JSON Schemas differ from the ones
// generated; run it with -update to rewrite them.
func TestSchemaFiles(t *testing.T) {
	schematest.Files(t, "./sim/munchkin/tablefile", *update, map[string][]byte{
		"table.schema.json":          TableSchema(),
		"munchkin-cards.schema.json": CardsSchema(),
	})
}

// The table schema's player range is the game's.
func TestTableSchemaPlayers(t *testing.T) {
	var s struct {
		Properties map[string]struct{ Minimum, Maximum int }
	}
	if err := json.Unmarshal(TableSchema(), &s); err != nil {
		t.Fatal(err)
	}
	if p := s.Properties["players"]; p.Minimum != munchkin.MinSeats || p.Maximum != munchkin.MaxSeats {
		t.Errorf("players: got %d..%d, want %d..%d", p.Minimum, p.Maximum, munchkin.MinSeats, munchkin.MaxSeats)
	}
}

// Every shipped table and card file is valid by its schema, and the
// schemas reject what the loaders reject.
func TestShippedFilesMatchSchema(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	tables, _ := filepath.Glob("tables/*.yaml")
	tables = append(tables, "testdata/four.yaml")
	for _, name := range tables {
		if err := scenarios.Validate(TableSchema(), read(name)); err != nil {
			t.Errorf("%s does not match the table schema: %v", name, err)
		}
	}
	for _, name := range []string{"cards.yaml", "testdata/small-deck.yaml"} {
		if err := scenarios.Validate(CardsSchema(), read(name)); err != nil {
			t.Errorf("%s does not match the card schema: %v", name, err)
		}
	}
	table := string(read("tables/table-of-four.yaml"))
	cards := string(read("cards.yaml"))
	for _, bad := range []struct {
		schema []byte
		doc    string
	}{
		{TableSchema(), strings.Replace(table, "players: 4", "players: 7", 1)},
		{TableSchema(), strings.Replace(table, "players: 4", "playrs: 4", 1)},
		{TableSchema(), strings.Replace(table, "{policy: greedy}", "{policy: greedy, seat: 2}", 1)},
		{TableSchema(), table + "options: {max_turns: 0}\n"},
		{CardsSchema(), strings.Replace(cards, "kind: monster, count: 5, level: 2", "kind: monster, count: 5, rank: 2", 1)},
		{CardsSchema(), strings.Replace(cards, "kind: stance, count: 3, bonus: 2", "kind: stance, count: 3, level: 2", 1)},
		{CardsSchema(), strings.Replace(cards, "kind: trap, count: 2, effect: {levels: 1}", "kind: trap, count: 2, effect: {levels: 10}", 1)},
		{CardsSchema(), strings.Replace(cards, "kind: monster, count: 5", "kind: monstr, count: 5", 1)},
	} {
		if bad.doc == table || bad.doc == cards {
			t.Fatalf("a bad case changed nothing")
		}
		if err := scenarios.Validate(bad.schema, []byte(bad.doc)); err == nil {
			t.Errorf("the schema accepts a file the loader rejects:\n%.300s", bad.doc)
		}
		var err error
		if bytes.Equal(bad.schema, TableSchema()) {
			_, err = LoadTable("bad.yaml", []byte(bad.doc), func(string) ([]byte, error) { return nil, os.ErrNotExist })
		} else {
			_, err = LoadDeck("bad.yaml", []byte(bad.doc))
		}
		if err == nil {
			t.Errorf("the loader accepts a bad case:\n%.300s", bad.doc)
		}
	}
}
