package main

import (
	"bytes"
	"testing"
)

// TestProgressModes checks which display each environment gets: a bar on
// a terminal, plain lines in CI or when stderr is not a terminal, nothing
// under auto when stderr is neither a terminal nor in CI.
func TestProgressModes(t *testing.T) {
	for _, c := range []struct {
		term, ci  bool
		mode      string
		on, plain bool
	}{
		{true, false, "auto", true, false},
		{true, true, "auto", true, true},
		{false, true, "auto", true, true},
		{false, false, "auto", false, true},
		{false, false, "on", true, true},
		{true, false, "off", false, false},
	} {
		e := &env{stderr: &bytes.Buffer{}, isTerminal: c.term, ci: c.ci}
		if got := progressOn(e, c.mode); got != c.on {
			t.Errorf("terminal %v, CI %v, --progress %s: shown %v, want %v", c.term, c.ci, c.mode, got, c.on)
		}
		if c.on {
			if got := startProgress(e, "on", 0, 10).Plain; got != c.plain {
				t.Errorf("terminal %v, CI %v: plain %v, want %v", c.term, c.ci, got, c.plain)
			}
		}
	}
}
