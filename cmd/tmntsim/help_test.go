package main

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// TestEveryCommandHasHelp runs every command's --help: each prints its
// usage line, its flags and examples, and every help file belongs to a
// command (a file left behind by a renamed command fails).
func TestEveryCommandHasHelp(t *testing.T) {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	if !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != len(names) {
		t.Errorf("commands are not sorted by name, each once: %v", names)
	}
	for _, name := range names {
		out, _ := mustRun(t, exitOK, name, "--help")
		for _, want := range []string{"Usage: tmntsim " + name, "Examples:"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s --help has no %q:\n%s", name, want, out)
			}
		}
	}
	files, err := fs.Glob(helpFiles, "help/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(f, "help/"), ".txt")
		if !slices.Contains(names, name) && name != "tmntsim" {
			t.Errorf("%s is the help of no command", f)
		}
	}
}
