package main

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Every game's schema names the words its studies' printers speak in
// (sim.Words): a battle's are the heroes', in battles and rounds, shown
// by tmntsim log; a match's, a table's and an adventure's their focus
// seat's, in games and turns.
func TestGamesWords(t *testing.T) {
	want := map[string]sim.Words{
		"intro-brawl":      {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true},
		"foot-clan-ambush": {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true},
		"genbu-v-seiryu":   {Game: "game", Length: "turns", Who: "genbu", WinCol: "GENBU WINS"},
		"table-of-four":    {Game: "game", Length: "turns", Who: "seat1", WinCol: "SEAT1 WINS"},
		"shell-shocked":    {Game: "game", Length: "turns", Who: "heroes", WinCol: "HEROES WINS"},
	}
	for _, g := range games {
		for _, name := range g.Embedded() {
			s, err := g.Open(name)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			sc := s.Schema()
			if err := sc.CheckGame(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			if w, ok := want[name]; ok && sc.Words != w {
				t.Errorf("%s: words %+v, want %+v", name, sc.Words, w)
			}
			delete(want, name)
		}
	}
	for name := range want {
		t.Errorf("%s: not an embedded file of any game", name)
	}
}
