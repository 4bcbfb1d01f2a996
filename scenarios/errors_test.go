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
