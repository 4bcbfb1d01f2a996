package main

import (
	"strings"
	"testing"
)

// TestUnknownFlagAsTyped names an unknown flag as the user typed it: a
// shorthand with one dash, a long flag with two.
func TestUnknownFlagAsTyped(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "--expect", "40%..60%", "-x", "10"}, "tmntsim: -x: unknown flag of tmntsim check; tmntsim check --help lists its flags\n"},
		{[]string{"dice", "-z"}, "tmntsim: -z: unknown flag of tmntsim dice; tmntsim dice --help lists its flags\n"},
		{[]string{"dice", "--blok", "1"}, "tmntsim: --blok: unknown flag of tmntsim dice (did you mean --block?)\n"},
	} {
		_, stderr := mustRun(t, exitUsage, c.args...)
		if stderr != c.want {
			t.Errorf("tmntsim %s: stderr %q, want %q", strings.Join(c.args, " "), stderr, c.want)
		}
	}
}
