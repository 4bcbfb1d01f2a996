package policy

import (
	"testing"
)

// racedLookahead is lookahead on a budget small enough for tests whose
// race (by default 3 of its 6 playouts) drops candidates and changes
// choices.
const racedLookahead = "lookahead:rollouts=6,top=3,horizon=0"

// TestRace runs races of built paired differences: a candidate is dropped
// once its sum is at or below 0 from playout after on, never before, and
// never with after 0; one that stays overrules the first choice only by
// more than conf standard errors.
func TestRace(t *testing.T) {
	for _, c := range []struct {
		name    string
		after   int
		diffs   []float64 // candidate 1's paired differences, playout by playout
		outAt   int       // the playout it is dropped at (0: never)
		beats   bool      // after every playout, with conf 1
		meanHas float64
	}{
		{"worse at once", 1, []float64{-1, 5, 5, 5}, 1, false, 0},
		{"worse, kept until after", 2, []float64{-1, 5, 5, 5}, 0, true, 3.5},
		{"level at after", 2, []float64{1, -1, 5, 5}, 2, false, 0},
		{"the same end", 2, []float64{0, 0, 0, 0}, 2, false, 0},
		{"better, then worse", 2, []float64{2, 1, -2, -2}, 4, false, 0},
		{"better throughout", 2, []float64{2, 1, 2, 3}, 0, true, 2},
		{"better, within noise", 2, []float64{4, -3, 4, -3}, 0, false, 0.5},
		{"never raced", 0, []float64{-1, -1, -1, -1}, 0, false, -1},
	} {
		var r race
		r.start(3)
		out := 0
		for i, d := range c.diffs {
			if r.out[1] {
				break
			}
			r.add(1, i+1, c.after, d)
			if r.out[1] {
				out = i + 1
			}
		}
		if out != c.outAt {
			t.Errorf("%s: dropped at playout %d, want %d", c.name, out, c.outAt)
		}
		if want := 2 - min(out, 1); r.left != want {
			t.Errorf("%s: %d candidates left, want %d", c.name, r.left, want)
		}
		mean, ok := r.beats(1, len(c.diffs), 1)
		if ok != c.beats || out == 0 && mean != c.meanHas {
			t.Errorf("%s: beats the first choice %v (mean %v), want %v (mean %v)", c.name, ok, mean, c.beats, c.meanHas)
		}
		if _, ok := r.beats(2, len(c.diffs), 1); ok {
			t.Errorf("%s: candidate 2, never played, beats the first choice", c.name)
		}
	}
}

// TestLookaheadRaceAtTheEnd plays lookahead with the race's check at its
// last playout, which can drop no candidate that would overrule the first
// choice, and without a race: every battle of every example must be
// played alike (the playouts' order, round by round, changes no choice).
func TestLookaheadRaceAtTheEnd(t *testing.T) {
	n := 3
	if testing.Short() {
		n = 1
	}
	playAlike(t, "lookahead:rollouts=3,top=3,horizon=0,race=0", "lookahead:rollouts=3,top=3,horizon=0,race=3", 5, n)
}
