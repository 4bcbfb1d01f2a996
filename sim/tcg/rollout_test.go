package tcg

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// brancher plays the first option, and at its decision number at it plays
// the game out in scratch (Rollout of the first option) and keeps the result.
type brancher struct {
	scratch *Game
	at, n   int
	res     sim.Record
	done    bool
}

func (*brancher) Reset(*View) {}
func (b *brancher) Choose(v *View, _ Decision, _ []Option) int {
	if b.n == b.at {
		b.done = b.scratch.Rollout(v, 0, 1, &b.res)
	}
	b.n++
	return 0
}

// A rollout without the deal replays the game to the branch and, taking
// the same option with the same policies, ends exactly as the game does;
// with the deal it keeps what the seat sees.
func TestRolloutReplays(t *testing.T) {
	cs := testCards()
	var d Deck
	for i := range DeckSize {
		d.Cards = append(d.Cards, CardID(i%(cFiller+14))) // the named cards and the fillers
	}
	s, err := NewSetup(cs, [MaxSeats]Deck{d, d}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range []int{0, 3, 10, 20, 27} {
		scratch := NewGame(s, []Policy{&scripted{}, &scripted{}})
		scratch.noDeal = true
		b := &brancher{scratch: scratch, at: at}
		g := NewGame(s, []Policy{b, &scripted{}})
		var res sim.Record
		g.Play(4, 2, &res)
		if !b.done {
			t.Fatalf("branch %d not reached (%d decisions)", at, b.n)
		}
		if b.res != res {
			t.Errorf("branch at %d: rollout %+v, game %+v", at, b.res, res)
		}
	}
}
