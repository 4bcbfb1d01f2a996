package lab

import "testing"

// A flag a game's study does not take is refused by name, the game with
// its article.
func TestRefuseFlags(t *testing.T) {
	changed := func(f string) bool { return f == "vary" }
	if err := RefuseFlags(changed, "adventure", "check", "vary"); err == nil || err.Error() != "--vary: not for an adventure file (yet); a battle's alone" {
		t.Errorf("got %v", err)
	}
	if err := RefuseFlags(changed, "tcg", "check"); err != nil {
		t.Errorf("got %v, want nothing refused", err)
	}
	if got := Article("match"); got != "a match" {
		t.Errorf("got %q, want a match", got)
	}
}
