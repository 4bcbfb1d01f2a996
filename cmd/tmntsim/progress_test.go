package main

import (
	"bytes"
	"os"
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
			if got := newProgress(e, 0, 10).Plain; got != c.plain {
				t.Errorf("terminal %v, CI %v: plain %v, want %v", c.term, c.ci, got, c.plain)
			}
		}
	}
	for v, want := range map[string]bool{"": false, "0": false, "false": false, "FALSE": false, "true": true, "1": true, "yes": true} {
		if got := inCI(func(string) string { return v }); got != want {
			t.Errorf("CI=%q: in CI %v, want %v", v, got, want)
		}
	}
}

// TestDevNullIsNoTerminal checks that /dev/null, a character device, is not
// taken for a terminal.
func TestDevNullIsNoTerminal(t *testing.T) {
	f, err := os.Open(os.DevNull)
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	if isTerm, w := fdTerminal(int(f.Fd())); isTerm || w != 0 {
		t.Errorf("%s: terminal %v, width %d; want no terminal", os.DevNull, isTerm, w)
	}
}
