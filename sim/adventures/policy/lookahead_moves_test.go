package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// TestLookaheadPlacingAmong builds candidate lists: with moves set,
// lookahead searches a decision only where a candidate moves the hero or
// ends its turn.
func TestLookaheadPlacingAmong(t *testing.T) {
	opts := []adventures.Option{
		{Kind: adventures.OptMelee, Target: 5, Dice: 1},
		{Kind: adventures.OptUseSpecial, Arg: 1, Target: 5, Dice: 3},
		{Kind: adventures.OptMoveTo, Cell: 12},
		{Kind: adventures.OptNone},
		{Kind: adventures.OptRanged, Target: 6, Dice: 2},
		{Kind: adventures.OptLeap, Cell: 9, Dice: 1},
	}
	for _, c := range []struct {
		cand []int
		want bool
	}{
		{[]int{0, 1}, false},
		{[]int{0, 1, 4}, false},
		{[]int{0, 2}, true},
		{[]int{1, 3}, true},
		{[]int{4, 5}, true},
		{[]int{2}, true},
	} {
		var l Lookahead
		copy(l.cand[:], c.cand)
		if got := l.placingAmong(opts, len(c.cand)); got != c.want {
			t.Errorf("candidates %v: got %v, want %v", c.cand, got, c.want)
		}
	}
}
