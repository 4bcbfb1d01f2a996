package lab

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestFirstArgs checks what a first player's study refuses, by the flag
// it names, and the policies --every gives each seat.
func TestFirstArgs(t *testing.T) {
	two, swap := simtest.New(0.5, 0.5), swapSetup{simtest.New(0.5, 0.5)}
	for _, c := range []struct {
		what string
		a    FirstArgs
		s    sim.Setup
		want string
	}{
		{"one seat", FirstArgs{Games: 10}, simtest.New(0.5), "first: f has one seat"},
		{"fixed players", FirstArgs{Games: 10, Resize: true, Players: 4}, two, "--players: f is a g file"},
		{"one pair", FirstArgs{Games: 1}, swap, "--battles: 1;"},
		{"every and policy", FirstArgs{Games: 10, Every: "x", Policies: []string{"y"}}, two, "--every: give it or --policy"},
	} {
		_, _, err := c.a.Setup(c.s, "f", "g")
		var u *UsageError
		if !errors.As(err, &u) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a usage error %q…", c.what, err, c.want)
		}
	}
	_, pols, err := FirstArgs{Games: 10, Every: "lucky:0.2"}.Setup(two, "f", "g")
	if want := []string{"lucky:0.2", "lucky:0.2"}; err != nil || !slices.Equal(pols, want) {
		t.Errorf("--every lucky:0.2: got %v, %v; want %v", pols, err, want)
	}
	if _, _, err := (FirstArgs{Games: 10, Every: "nosuch"}).Setup(two, "f", "g"); err == nil || !strings.HasPrefix(err.Error(), "--every: ") {
		t.Errorf("--every nosuch: got %v, want an error naming --every", err)
	}
}
