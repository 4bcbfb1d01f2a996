package lab

import (
	"errors"
	"testing"
)

// TestParseTarget reads a fraction or a percentage strictly between 0
// and 1.
func TestParseTarget(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"0.5", 0.5, true}, {" 45% ", 0.45, true}, {"1e-1", 0.1, true},
		{"0", 0, false}, {"100%", 0, false}, {"1.5", 0, false}, {"half", 0, false}, {"%", 0, false},
	} {
		got, err := ParseTarget(tt.in)
		var u *UsageError
		if tt.ok && (err != nil || got != tt.want) || !tt.ok && !errors.As(err, &u) {
			t.Errorf("%q: got %g, %v; want %g (ok %v)", tt.in, got, err, tt.want, tt.ok)
		}
	}
	if _, err := ParseTarget("2"); err == nil || err.Error() != `--target: "2" is not a win rate strictly between 0 and 1 (e.g. 0.5 or 50%)` {
		t.Errorf("got %v", err)
	}
}
