package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/internal/cli"
	"github.com/tmntsim/tmntsim/scenarios"
)

// TestSchema checks that "tmntsim schema" prints the committed battle and
// roster schemas, writes them with -o, and refuses an unknown kind.
func TestSchema(t *testing.T) {
	for _, c := range []struct {
		args []string
		file string
	}{
		{nil, "battle.schema.json"},
		{[]string{"battle"}, "battle.schema.json"},
		{[]string{"roster"}, "roster.schema.json"},
	} {
		code, out, errs := runArgs(append([]string{"schema"}, c.args...)...)
		if code != exitOK {
			t.Fatalf("schema %v: exit %d\n%s", c.args, code, errs)
		}
		if want := readFile(t, filepath.Join("../../sim/adventures/battlefile/schema", c.file)); out != want {
			t.Errorf("schema %v differs from sim/adventures/battlefile/schema/%s", c.args, c.file)
		}
	}
	file := filepath.Join(t.TempDir(), cli.SchemaFile)
	if code, _, errs := runArgs("schema", "-o", file); code != exitOK {
		t.Fatalf("schema -o: exit %d\n%s", code, errs)
	}
	if got, want := readFile(t, file), readFile(t, "../../sim/adventures/battlefile/schema/battle.schema.json"); got != want {
		t.Errorf("schema -o wrote %d bytes, not the battle schema", len(got))
	}
	if code, _, errs := runArgs("schema", "bogus"); code != exitUsage || !strings.Contains(errs, `unknown kind "bogus"; known: battle, roster, villain-cards, match, deck, tcg-cards, table, munchkin-cards`) {
		t.Errorf("schema bogus: exit %d, stderr %q; want %d and the known kinds", code, errs, exitUsage)
	}
	if code, _, errs := runArgs("schema", "tcg-card"); code != exitUsage || !strings.Contains(errs, `unknown kind "tcg-card" (did you mean "tcg-cards"?)`) {
		t.Errorf("schema tcg-card: exit %d, stderr %q; want %d and did you mean", code, errs, exitUsage)
	}
}

// TestSchemaKinds checks that every kind prints valid JSON, the committed
// schema of its package, which the shipped files of that kind match, and
// that help lists every kind.
func TestSchemaKinds(t *testing.T) {
	for _, c := range []struct {
		kind, committed string
		files           []string // globs of shipped files of the kind
	}{
		{"battle", "sim/adventures/battlefile/schema/battle.schema.json", []string{"sim/adventures/battlefile/battles/*.yaml"}},
		{"roster", "sim/adventures/battlefile/schema/roster.schema.json", []string{"sim/adventures/battlefile/roster.yaml"}},
		{"villain-cards", "sim/adventures/villaindeck/cardfile/schema/villain-cards.schema.json", []string{"sim/adventures/villaindeck/cardfile/data/*.yaml"}},
		{"match", "sim/tcg/deckfile/schema/match.schema.json", []string{"sim/tcg/deckfile/data/matches/*.yaml"}},
		{"deck", "sim/tcg/deckfile/schema/deck.schema.json", []string{"sim/tcg/deckfile/data/decks/*.yaml"}},
		{"tcg-cards", "sim/tcg/deckfile/schema/tcg-cards.schema.json", []string{"sim/tcg/deckfile/data/cards.yaml", "sim/tcg/deckfile/data/neutral.yaml"}},
		{"table", "sim/munchkin/tablefile/schema/table.schema.json", []string{"sim/munchkin/tablefile/tables/*.yaml"}},
		{"munchkin-cards", "sim/munchkin/tablefile/schema/munchkin-cards.schema.json", []string{"sim/munchkin/tablefile/cards.yaml"}},
	} {
		code, out, errs := runArgs("schema", c.kind)
		if code != exitOK {
			t.Fatalf("schema %s: exit %d\n%s", c.kind, code, errs)
		}
		if !json.Valid([]byte(out)) {
			t.Errorf("schema %s: not valid JSON", c.kind)
		}
		if want := readFile(t, filepath.Join("../..", c.committed)); out != want {
			t.Errorf("schema %s differs from %s", c.kind, c.committed)
		}
		n := 0
		for _, glob := range c.files {
			names, _ := filepath.Glob(filepath.Join("../..", glob))
			for _, name := range names {
				n++
				if err := scenarios.Validate([]byte(out), []byte(readFile(t, name))); err != nil {
					t.Errorf("%s does not match the %s schema: %v", name, c.kind, err)
				}
			}
		}
		if n == 0 {
			t.Errorf("schema %s: no shipped files in %v", c.kind, c.files)
		}
		if _, help, _ := runArgs("schema", "--help"); !strings.Contains(help, "\n  "+c.kind+" ") {
			t.Errorf("schema --help does not list %s", c.kind)
		}
	}
}

// TestNewPointsAtTheSchema checks the yaml-language-server comment new
// writes first, --schema's other reference, none with --schema "", and the
// hint to write the schema beside a new file.
func TestNewPointsAtTheSchema(t *testing.T) {
	for _, c := range []struct {
		args  []string
		first string
	}{
		{nil, "# yaml-language-server: $schema=battle.schema.json"},
		{[]string{"--schema", "../schema/b.json"}, "# yaml-language-server: $schema=../schema/b.json"},
		{[]string{"--schema", ""}, "# A starter arcade battle"},
	} {
		code, out, errs := runArgs(append([]string{"new"}, c.args...)...)
		if code != exitOK {
			t.Fatalf("new %v: exit %d\n%s", c.args, code, errs)
		}
		if first, _, _ := strings.Cut(out, "\n"); !strings.HasPrefix(first, c.first) {
			t.Errorf("new %v: first line %q, want %q", c.args, first, c.first)
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.yaml")
	_, _, errs := runArgs("new", "-o", file)
	if want := "tmntsim schema -o " + filepath.Join(dir, cli.SchemaFile); !strings.Contains(errs, want) {
		t.Errorf("new -o: stderr %q, want the hint %q", errs, want)
	}
	if err := os.WriteFile(filepath.Join(dir, cli.SchemaFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, errs := runArgs("new", "-o", filepath.Join(dir, "two.yaml")); strings.Contains(errs, "tmntsim schema") {
		t.Errorf("new -o beside a schema: stderr %q, want no hint", errs)
	}
}
