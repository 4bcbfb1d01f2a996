package scenarios

import (
	"strings"
	"testing"
)

func TestWindow(t *testing.T) {
	long := strings.Repeat("a", 100) + "X" + strings.Repeat("b", 100)
	for _, c := range []struct {
		src       string
		col       int
		want      string
		wantCaret int
	}{
		{"short line", 3, "short line", 3},
		{"short line", 40, "short line", 11}, // past the end: just after it
		{"héllo wörld", 8, "héllo wörld", 8},
		{long, 101, "…" + strings.Repeat("a", 36) + "X" + strings.Repeat("b", 35) + "…", 38},
		{long, 1, strings.Repeat("a", 36) + "…", 1},
		{long, 202, "…" + strings.Repeat("b", 36), 38},
	} {
		got, caret := window(c.src, c.col)
		if got != c.want || caret != c.wantCaret {
			t.Errorf("window(%.20q, %d) = %q, %d; want %q, %d", c.src, c.col, got, caret, c.want, c.wantCaret)
		}
	}
}

// Of two candidates as close by containment, the one fewer edits away is
// meant: "max-battle" is "max-battles" mistyped, not "battle" (which comes
// first in the list of a gate's keys and was suggested).
func TestClosestPrefersFewerEdits(t *testing.T) {
	keys := []string{"battle", "expect", "policy", "seed", "delta", "alpha", "beta", "max-battles"}
	for _, c := range []struct{ s, want string }{
		{"max-battle", "max-battles"}, {"max_battles", "max-battles"}, {"batle", "battle"},
		{"battles", "battle"}, {"expcet", "expect"}, {"zzzzzz", ""},
	} {
		if got := Closest(c.s, keys); got != c.want {
			t.Errorf("Closest(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}
