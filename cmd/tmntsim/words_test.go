package main

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Every game's schema names the words its studies' printers speak in
// (sim.Words): a battle's are the heroes', in battles and rounds, shown
// by tmntsim log; an adventure's the heroes' too, in games and turns; a
// match's and a table's their focus seat's, in games and turns.
func TestGamesWords(t *testing.T) {
	want := map[string]sim.Words{
		"intro-brawl":      {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true},
		"foot-clan-ambush": {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true},
		"genbu-v-seiryu":   {Game: "game", Length: "turns", Who: "genbu", WinCol: "GENBU WINS"},
		"table-of-four":    {Game: "game", Length: "turns", Who: "seat1", WinCol: "SEAT1 WINS"},
		"shell-shocked":    {Game: "game", Length: "turns", Who: "the heroes", WinCol: "HEROES WIN"},
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

// Every study words a game by its schema, whatever its policies are given
// as: a competitive battle compared by every seat's policy (-p SEAT=SPEC)
// speaks of battles and rounds, as its tournament does; an adventure's
// tournament heads its column as a battle's, and its comparison speaks of
// the heroes.
func TestStudiesWordedBySchema(t *testing.T) {
	for _, c := range []struct {
		args      []string
		want, not []string
	}{
		{[]string{"compare", "foot-clan-ambush", "-p", "villain=first", "--vs", "villain=greedy", "-n", "30"},
			[]string{"\nbattles  30 pairs of 30, seed 1, complete: battle i of A and of B", "\nrounds ", " per battle,", "the battles for the same interval; of the rounds:"},
			[]string{"games", "turns"}},
		{[]string{"tournament", "foot-clan-ambush", "-p", "greedy,tactician", "-p", "villain=first", "-n", "30"},
			[]string{"HEROES WIN ", "MEAN ROUNDS"}, []string{"WINS", "TURNS"}},
		{[]string{"tournament", "shell-shocked", "-p", "greedy,tactician", "-n", "30"},
			[]string{"POLICY     HEROES WIN  ", "MEAN TURNS"}, []string{"WINS"}},
		{[]string{"compare", "shell-shocked", "-p", "greedy", "--vs", "tactician", "-n", "30", "--flips", "1"},
			[]string{"games won by the heroes in B only", "\nwon by the heroes in B only (the first 1 of them;", "\nturns "}, []string{"by heroes"}},
	} {
		out, _ := mustRun(t, exitOK, append(c.args, "--progress", "off")...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: output lacks %q:\n%s", strings.Join(c.args, " "), w, out)
			}
		}
		for _, w := range c.not {
			if strings.Contains(out, w) {
				t.Errorf("%s: output says %q:\n%s", strings.Join(c.args, " "), w, out)
			}
		}
	}
}
