package main

import (
	"io/fs"
	"strings"
	"testing"
)

// TestEveryCommandHasHelp runs every command's --help: each prints its
// usage line, its flags and examples, and every help file belongs to a
// command (a file left behind by a renamed command fails).
func TestEveryCommandHasHelp(t *testing.T) {
	for _, name := range commandNames() {
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
		if _, ok := commands[name]; !ok && name != "tmntsim" {
			t.Errorf("%s is the help of no command", f)
		}
	}
}
