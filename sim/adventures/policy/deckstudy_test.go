package policy

import (
	"strings"
	"testing"
)

// TestDeckTitles lists the groups first, each of 4 copies, then the 25
// cards; each title changes the deck, and the blank's words name every
// group's swap.
func TestDeckTitles(t *testing.T) {
	s := competitiveSetup(t, "foot-clan-ambush")
	titles, copies := s.DeckTitles()
	if len(titles) != len(copies) || len(titles) != len(s.Groups())+len(s.Cards()) {
		t.Fatalf("got %d titles, %d copies; want %d", len(titles), len(copies), len(s.Groups())+len(s.Cards()))
	}
	if titles[0] != "group foot-ninja red" || copies[0] != 4 || copies[len(copies)-1] != 1 {
		t.Errorf("got first title %q of %d copies, last of %d; want \"group foot-ninja red\" of 4, last of 1", titles[0], copies[0], copies[len(copies)-1])
	}
	for _, title := range []string{titles[0], titles[len(titles)-1]} {
		if _, err := s.WithTitleBlanked(title); err != nil {
			t.Errorf("%s: %v", title, err)
		}
	}
	if _, err := s.WithTitleBlanked("no such card"); err == nil {
		t.Error("no such card: got no error")
	}
	if b := s.BlankTitle(); !strings.HasPrefix(b, BlankCard) || !strings.Contains(b, "foot-ninja red by foot-elite red") {
		t.Errorf("got %q", b)
	}
}
