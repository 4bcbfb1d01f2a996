package policy

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	"github.com/tmntsim/tmntsim/stats"
)

func TestNew(t *testing.T) {
	for _, tc := range []struct{ spec, err string }{
		{"random", ""},
		{"greedy", ""},
		{"planner:keep=0", ""},
		{"planner:keep=1,spare=4", ""},
		{"greedi", `unknown tcg policy "greedi" (did you mean "greedy"?)`},
		{"random:x=1", "takes no parameters"},
		{"planner:kep=1", `has no parameter "kep" (did you mean "keep"?)`},
		{"planner:keep=yes", "keep=yes: want a whole number from 0 to 1"},
		{"planner:keep=2", "keep=2: want a whole number from 0 to 1"},
		{"planner:spare=-2", "spare=-2: want a whole number from -1 to 100"},
		{"planner:keep=1,keep=0", "keep given twice"},
		{"search:n=0", "n=0: want a whole number from 1 to 1000"},
		{"search:n=-1", "n=-1: want a whole number from 1 to 1000"},
		{"search:n=1000000000", "n=1000000000: want a whole number from 1 to 1000"},
		{"search:n=1000", ""},
	} {
		_, err := New(tc.spec)
		if (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("New(%q): got %v, want %q", tc.spec, err, tc.err)
		}
	}
}

// ladder plays n games of a (seat 0) against b (seat 1) and n with the
// seats swapped, first player random, and returns a's wins, draws and
// the games played.
func ladder(t *testing.T, deck0, deck1, a, b string, n int) (wins, draws, games int64) {
	t.Helper()
	s, err := deckfile.NewSetup(deck0, deck1, tcg.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for swap := range 2 {
		pa, _ := New(a)
		pb, _ := New(b)
		ps := []tcg.Policy{pa, pb}
		if swap == 1 {
			ps[0], ps[1] = pb, pa
		}
		g := tcg.NewGame(s, ps)
		var r sim.Record
		for i := range n {
			g.Play(11, uint64(i), &r)
			games++
			switch r.Outcome[swap] {
			case sim.Won:
				wins++
			case sim.Drew:
				draws++
			}
		}
	}
	return wins, draws, games
}

// The ladder: greedy beats random, planner beats greedy, search beats
// planner, over 2×n games (both seat orders), with a 99% Wilson interval
// above one half.
func TestLadder(t *testing.T) {
	n, ns := 10000, 300
	if testing.Short() {
		n, ns = 1000, 0
	}
	for _, tc := range []struct {
		deck0, deck1, a, b string
		n                  int
	}{
		{"genbu", "seiryu", "greedy", "random", n},
		{"genbu", "genbu", "greedy", "random", n},
		{"genbu", "seiryu", "planner", "greedy", n},
		{"genbu", "genbu", "planner", "greedy", n},
		{"genbu", "seiryu", "search", "planner", ns},
	} {
		if tc.n == 0 {
			continue
		}
		w, d, g := ladder(t, tc.deck0, tc.deck1, tc.a, tc.b, tc.n)
		lo, hi := stats.Wilson(w, g, 0.99)
		t.Logf("%s v %s, %s v %s: %d wins, %d draws of %d = %.3f [%.3f, %.3f]", tc.a, tc.b, tc.deck0, tc.deck1, w, d, g, float64(w)/float64(g), lo, hi)
		if lo <= 0.5 {
			t.Errorf("%s does not beat %s (%s v %s): %.3f [%.3f, %.3f]", tc.a, tc.b, tc.deck0, tc.deck1, float64(w)/float64(g), lo, hi)
		}
	}
}

// How games end and how long they last, and the first player's win rate,
// for greedy against greedy on the starter decks (logged; the test asserts
// only that every game ends by a deck running out, within 80 turns).
func TestGameShape(t *testing.T) {
	s, err := deckfile.NewSetup("genbu", "seiryu", tcg.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := New("greedy")
	b, _ := New("greedy")
	g := tcg.NewGame(s, []tcg.Policy{a, b})
	var r sim.Record
	var reasons [tcg.NumReasons]int64
	var firstWins, turns, maxTurns, n int64
	n = 5000
	for i := range n {
		g.Play(5, uint64(i), &r)
		reasons[r.Reason]++
		turns += int64(r.Turns)
		maxTurns = max(maxTurns, int64(r.Turns))
		for seat := range tcg.MaxSeats {
			if r.Values[seat][tcg.MFirst] == 1 && r.Outcome[seat] == sim.Won {
				firstWins++
			}
		}
	}
	lo, hi := stats.Wilson(firstWins, n, 0.99)
	t.Logf("first player wins %.3f [%.3f, %.3f]; mean %.1f turns, max %d; reasons %v = %v",
		float64(firstWins)/float64(n), lo, hi, float64(turns)/float64(n), maxTurns, tcg.ReasonNames(s), reasons)
	if reasons[tcg.ReasonNone] != 0 || reasons[tcg.ReasonTurnLimit] != 0 || maxTurns > 80 {
		t.Errorf("games that did not end by a deck out: %v, max %d turns", reasons, maxTurns)
	}
}
