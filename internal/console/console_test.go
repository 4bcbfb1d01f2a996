package console

import (
	"os"
	"testing"
)

func TestInCI(t *testing.T) {
	for v, want := range map[string]bool{"": false, "0": false, "false": false, "FALSE": false, "true": true, "1": true, "yes": true} {
		if got := InCI(func(string) string { return v }); got != want {
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
	if isTerm, w := FD(int(f.Fd())); isTerm || w != 0 {
		t.Errorf("%s: terminal %v, width %d; want no terminal", os.DevNull, isTerm, w)
	}
}
