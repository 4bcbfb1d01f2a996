// Package schematest checks the JSON Schema files a file format commits
// against the ones its package generates: the TestSchemaFiles of every
// format (battles and rosters, villain cards, matches, decks and TCG
// cards, tables and Munchkin cards) in one place.
package schematest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Files fails t when a schema of schemas (file name → generated schema) is
// not valid JSON or differs from the file of that name in dir "schema" of
// the test's package; with update it rewrites the files instead. pkg is the
// package's path from the module root (./sim/tcg/deckfile), for the
// command that updates them.
func Files(t *testing.T, pkg string, update bool, schemas map[string][]byte) {
	t.Helper()
	names := make([]string, 0, len(schemas))
	for name := range schemas {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		data := schemas[name]
		if !json.Valid(data) {
			t.Fatalf("%s: generated schema is not valid JSON", name)
		}
		file := filepath.Join("schema", name)
		if update {
			if err := os.WriteFile(file, data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (run go test %s -run TestSchemaFiles -update)", err, pkg)
		}
		if !bytes.Equal(got, data) {
			t.Errorf("%s is stale: the format changed; run go test %s -run TestSchemaFiles -update", file, pkg)
		}
	}
}
