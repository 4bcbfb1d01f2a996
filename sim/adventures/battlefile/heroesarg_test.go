package battlefile

import (
	"slices"
	"testing"
)

// TestParseHeroes reads a number of heroes or their names.
func TestParseHeroes(t *testing.T) {
	for _, tt := range []struct {
		in    string
		n     int
		names []string
		err   string
	}{
		{in: "4", n: 4},
		{in: " 1 ", n: 1},
		{in: "leonardo, raphael", n: 2, names: []string{"leonardo", "raphael"}},
		{in: "0", err: "0 is out of range; want 1 to 4"},
		{in: "5", err: "5 is out of range; want 1 to 4"},
	} {
		n, names, err := ParseHeroes(tt.in)
		if n != tt.n || !slices.Equal(names, tt.names) || (err == nil) != (tt.err == "") || err != nil && err.Error() != tt.err {
			t.Errorf("%q: got %d, %q, %v; want %d, %q, %s", tt.in, n, names, err, tt.n, tt.names, tt.err)
		}
	}
}
