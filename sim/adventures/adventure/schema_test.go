package adventure

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/tmntsim/tmntsim/internal/schematest"
	"github.com/tmntsim/tmntsim/scenarios"
)

var update = flag.Bool("update", false, "rewrite the committed schema")

// TestSchemaFiles fails when the committed JSON Schema differs from the one
// generated; run it with -update to rewrite it.
func TestSchemaFiles(t *testing.T) {
	schematest.Files(t, "./sim/adventures/adventure", *update, map[string][]byte{
		"adventure.schema.json": FileSchema(),
	})
}

// Every shipped adventure file is valid by the schema and loads; the
// schema rejects what the loader rejects in the file's shape.
func TestShippedFilesMatchSchema(t *testing.T) {
	files, _ := filepath.Glob("adventures/*.yaml")
	more, _ := filepath.Glob("testdata/shell-shocked*.yaml")
	for _, name := range append(files, more...) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := scenarios.Validate(FileSchema(), data); err != nil {
			t.Errorf("%s does not match the adventure schema: %v", name, err)
		}
		if _, err := Load(name, data); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, bad := range []string{
		"game: adventure\nname: X\nbattles: [{battle: intro-brawl, heroes_win: {round_limit: lots}}]\n",
		"game: adventure\nname: X\nbattles: [{battle: intro-brawl}]\nwin: most\n",
		"game: adventure\nbattles: [{battle: intro-brawl}]\n",
		"game: adventure\nname: X\nbattles: [{battle: intro-brawl, heroes: {}}]\n",
	} {
		if scenarios.Validate(FileSchema(), []byte(bad)) == nil {
			t.Errorf("the schema accepts %q, which the loader refuses", bad)
		}
		if _, err := Load("x.yaml", []byte(bad)); err == nil {
			t.Errorf("the loader accepts %q", bad)
		}
	}
}
