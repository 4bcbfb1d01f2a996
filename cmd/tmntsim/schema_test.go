package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	file := filepath.Join(t.TempDir(), schemaFile)
	if code, _, errs := runArgs("schema", "-o", file); code != exitOK {
		t.Fatalf("schema -o: exit %d\n%s", code, errs)
	}
	if got, want := readFile(t, file), readFile(t, "../../sim/adventures/battlefile/schema/battle.schema.json"); got != want {
		t.Errorf("schema -o wrote %d bytes, not the battle schema", len(got))
	}
	if code, _, errs := runArgs("schema", "bogus"); code != exitUsage || !strings.Contains(errs, `unknown kind "bogus" (known: battle, roster)`) {
		t.Errorf("schema bogus: exit %d, stderr %q; want %d and the known kinds", code, errs, exitUsage)
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
	if want := "tmntsim schema -o " + filepath.Join(dir, schemaFile); !strings.Contains(errs, want) {
		t.Errorf("new -o: stderr %q, want the hint %q", errs, want)
	}
	if err := os.WriteFile(filepath.Join(dir, schemaFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, errs := runArgs("new", "-o", filepath.Join(dir, "two.yaml")); strings.Contains(errs, "tmntsim schema") {
		t.Errorf("new -o beside a schema: stderr %q, want no hint", errs)
	}
}
