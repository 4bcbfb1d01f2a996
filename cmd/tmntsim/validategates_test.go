package main

import (
	"strings"
	"testing"
)

// tmntsim validate takes a gates file (tmntsim check --file) as a gates
// file: a valid one is ok, and a problem is a gates file's, at its
// file:line:col, with a suggestion of a gates file's keys, never a
// battle's ("game").
func TestValidateGatesFile(t *testing.T) {
	ok := writeGates(t, "gates:\n  - battle: intro-brawl\n    expect: 30%..90%\n  - battle: genbu-v-seiryu\n    expect: 5%..95%\n")
	out, _ := mustRun(t, exitOK, "validate", ok)
	if want := ok + ": ok: 2 gates: intro-brawl, genbu-v-seiryu"; !strings.Contains(out, want) {
		t.Errorf("validate of a gates file: %q, want %q", out, want)
	}
	for _, c := range []struct{ text, want string }{
		{"gates:\n  - battle: intro-brawl\n    expcet: 30%..90%\n", `:3:5: unknown key "expcet" in a gate (did you mean "expect"?)`},
		{"gates:\n  - battle: intro-brawl\n    expect: 30%..90%\ngame: x\n", `:4:1: unknown key "game" (known: gates)`},
		{"gates:\n  - battle: no-such-battle\n    expect: 30%..90%\n", ":2:"},
	} {
		f := writeGates(t, c.text)
		code, _, stderr := runArgs("validate", f)
		if code != exitError || !strings.Contains(stderr, f+c.want) || strings.Contains(stderr, `"game"?`) || strings.Contains(stderr, "missing keys") {
			t.Errorf("validate %q: exit %d, stderr %q; want exit %d and %q", c.text, code, stderr, exitError, f+c.want)
		}
	}
}
