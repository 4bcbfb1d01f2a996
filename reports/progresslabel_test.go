package reports

import (
	"strings"
	"testing"
)

// The progress line names the focus seat when its name is short plain
// ASCII.
func TestProgressLabel(t *testing.T) {
	for seat, want := range map[string]string{"genbu": "genbu", "seat1": "seat1", "": "focus", "gen\x1bbu": "focus", "Léo": "focus", strings.Repeat("a", 17): "focus"} {
		if got := ProgressLabel(seat); got != want {
			t.Errorf("ProgressLabel(%q) = %q, want %q", seat, got, want)
		}
	}
}
