package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// The search weighs reasonable's offer of help against the same share
// with first pick to the other side: twin finds it, and nothing for an
// option that is not a share or has no twin.
func TestTwin(t *testing.T) {
	no := uint8(munchkin.NoCard)
	opts := []munchkin.Option{
		{Kind: munchkin.OptAlone},
		{Kind: munchkin.OptAsk, Card: no, Target: 1, Arg: 0},
		{Kind: munchkin.OptAsk, Card: no, Target: 1, Arg: 1},
		{Kind: munchkin.OptAsk, Card: no, Target: 1, Arg: 1, First: true},
		{Kind: munchkin.OptAsk, Card: no, Target: 1, Arg: 2},
		{Kind: munchkin.OptAsk, Card: no, Target: 2, Arg: 1},
		{Kind: munchkin.OptAsk, Card: no, Target: 2, Arg: 1, First: true},
	}
	for _, tc := range []struct{ k, want int }{
		{0, -1}, {1, -1}, {2, 3}, {3, 2}, {4, -1}, {5, 6}, {6, 5},
	} {
		if got := twin(opts, tc.k); got != tc.want {
			t.Errorf("twin of option %d: got %d, want %d", tc.k, got, tc.want)
		}
	}
}
