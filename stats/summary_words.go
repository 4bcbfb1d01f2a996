package stats

import (
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/sim"
)

// oldBattleWords are the words of a battle's summary written before
// summaries kept their game's words: a battle, counted in rounds, won by
// the heroes against the villain.
var oldBattleWords = sim.Words{Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true, Versus: true}

// Words returns the words s is printed in: its game's (sim.Words), or
// for a summary read back from a file that kept none (written before
// summaries did, or of format 1) the words it was printed in then: a
// battle's if its seats are heroes and villain, else a game's of its
// focus seat (sim.SeatWords).
func (s *Summary) Words() sim.Words {
	if w := s.schema.Words; w != (sim.Words{}) {
		return w
	}
	if slices.Equal(s.schema.Seats, []string{"heroes", "villain"}) {
		return oldBattleWords
	}
	return sim.SeatWords(s.schema.Seats[s.schema.Focus])
}

// textWords are the words of a summary's text, safe to print.
type textWords struct {
	game, games, length string
	wins                string // the focus seat's row: "heroes win"
}

// textWords returns the words of s's text.
func (s *Summary) textWords() textWords {
	w := s.Words()
	game := textsafe.Term(w.Game)
	who := strings.TrimPrefix(textsafe.Term(w.Who), "the ")
	return textWords{game: game, games: game + "s", length: textsafe.Term(w.Length), wins: who + WinsVerb(who)}
}

// WinsVerb returns the verb after a seat's name: " win" after a plural
// ("heroes", "villains"), " wins" after any other ("genbu", "seat1").
func WinsVerb(name string) string {
	if PluralName(name) {
		return " win"
	}
	return " wins"
}

// PluralName reports whether a seat's name is written as a plural: it
// ends in s, and not in ss.
func PluralName(name string) bool {
	return strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss")
}
