package scenarios

import (
	"strings"
	"testing"
)

// A file with one problem more than ErrorList shows says "1 more
// problem", not "1 more problems".
func TestErrorListCountsOneMore(t *testing.T) {
	var l ErrorList
	src := NewSource("f.yaml", []byte("a: 1\n"), &l)
	for range maxShown + 1 {
		src.Errorf(Pos{Line: 1, Col: 1}, "bad")
	}
	if got := l.Error(); !strings.HasSuffix(got, "and 1 more problem (21 in all)") {
		t.Errorf("ErrorList of %d problems ends %q, want \"and 1 more problem (21 in all)\"", maxShown+1, got[max(0, len(got)-40):])
	}
}
