package battlegame

import (
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// A competitive battle's setup as a comparison of its seats plays it (its
// deck setup) checks the engine's invariants through the entry's Check:
// a copy with Check set, named as the deck setup, the deck setup itself
// unchanged.
func TestEntryCheck(t *testing.T) {
	e := NewEntry(Setup)
	opened, err := e.Open("foot-clan-ambush")
	if err != nil {
		t.Fatal(err)
	}
	a := lab.Arg{Arg: "foot-clan-ambush", Game: &e, Setup: opened}
	deck := a.SeatsSetup().(*policy.Setup)
	s, err := a.Checked(deck, true)
	if err != nil {
		t.Fatal(err)
	}
	got := s.(*policy.Setup)
	if !got.Check || got.Battle != deck.Battle || got.Source != deck.Source || got.Hash != deck.Hash || got.Source == "" {
		t.Errorf("checked: got Check %v, source %q; want a checked copy of %q", got.Check, got.Source, deck.Source)
	}
	if deck.Check {
		t.Error("checking changed the deck setup")
	}
	if !lab.CanCheck(&e, opened) {
		t.Error("CanCheck of a battle: false, want true")
	}
}
