package scenarios

import (
	"strings"
	"testing"
)

// Number reads a number by the paths SetNumber takes: keys, indices and
// the names of list items; a missing key is not there, a wrong path is an
// error.
func TestNumber(t *testing.T) {
	data := []byte(`round_limit: 6
heroes: [leonardo, {hero: raphael, life: 10}]
villains:
  - {villain: foot-ninja, figures: 14}
win:
  - {kind: survive, n: 9}
name: Intro
`)
	for _, tc := range []struct {
		path string
		want float64
		ok   bool
		err  string
	}{
		{"round_limit", 6, true, ""},
		{"villains.foot-ninja.figures", 14, true, ""},
		{"villains.0.figures", 14, true, ""},
		{"heroes.raphael.life", 10, true, ""},
		{"win.survive.n", 9, true, ""},
		{"skill_modifier", 0, false, ""},        // a missing key: not written
		{"heroes.leonardo.focus", 0, false, ""}, // a bare name: no overrides
		{"heroes.raphael.focus", 0, false, ""},  // a missing key of an item
		{"villains.foot-ninjas.figures", 0, false, `no item "foot-ninjas" (did you mean "foot-ninja"?)`},
		{"villains.3.figures", 0, false, "index 3 out of range"},
		{"name", 0, false, "not a number"},
		{"round_limit.n", 0, false, "is a single value"},
		{"win..n", 0, false, "empty step"},
	} {
		got, ok, err := Number(data, tc.path)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.path, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.path, err)
		case got != tc.want || ok != tc.ok:
			t.Errorf("%s: got %g, %v; want %g, %v", tc.path, got, ok, tc.want, tc.ok)
		}
	}
}
