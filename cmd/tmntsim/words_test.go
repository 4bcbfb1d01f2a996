package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Every game's schema names the words its studies' printers speak in
// (sim.Words): a battle's are the heroes', in battles and rounds, shown
// by tmntsim log; an adventure's the heroes' too, in playthroughs and
// turns; a match's and a table's their focus seat's, in games and turns.
func TestGamesWords(t *testing.T) {
	want := map[string]sim.Words{
		"intro-brawl":      {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true, Versus: true},
		"foot-clan-ambush": {Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN", Logged: true, Versus: true},
		"genbu-v-seiryu":   {Game: "game", Length: "turns", Who: "genbu", WinCol: "GENBU WINS"},
		"table-of-four":    {Game: "game", Length: "turns", Who: "seat1", WinCol: "SEAT1 WINS"},
		"shell-shocked":    {Game: "playthrough", Length: "turns", Who: "the heroes", WinCol: "HEROES WIN"},
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
// tournament heads its column as a battle's, counts playthroughs and is
// headed by its game, and its comparison speaks of the heroes.
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
			[]string{"POLICY     HEROES WIN  ", "MEAN TURNS", "\nplaythroughs  30 of 30 with each policy", "FLIPS A→B: playthroughs B won"}, []string{"WINS", "playthrough  ", "games"}},
		{[]string{"compare", "shell-shocked", "-p", "greedy", "--vs", "tactician", "-n", "30", "--flips", "1"},
			[]string{"playthroughs won by the heroes in B only", "\nwon by the heroes in B only (the first 1 of them;", "\nturns "}, []string{"by heroes"}},
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

// A run's text speaks in its game's words, which its summary keeps: a
// battle of battles, rounds and the heroes' wins against the villain's; a
// match and a table of games and turns, an adventure of playthroughs and
// turns, seat by seat, each headed by its game ("game  adventure"). A
// summary written before summaries kept words is merged and resumed
// worded as before (stats/testdata/nowords), and the resumed run's
// summary keeps its game's words.
func TestRunWordedByItsWords(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"intro-brawl"}, []string{"battle  ", " of 12 battles, ", "\nheroes win  ", "\nvillain wins  ", "\nrounds  ", " battles  share\n", "(mean per battle ±95% CI)"}},
		{[]string{"foot-clan-ambush", "-p", "villain=first"}, []string{"battle  ", "policy planner, villain first,", " of 12 battles, ", "\nheroes win  ", "\nrounds  "}},
		{[]string{"genbu-v-seiryu"}, []string{"game  tcg (", " of 12 games, ", "\nturns  ", " games  share\n", "\nmean per game  "}},
		{[]string{"table-of-four"}, []string{"game  munchkin (", " of 12 games, ", "\nturns  "}},
		{[]string{"shell-shocked", "-p", "greedy"}, []string{"game  adventure (", " of 12 playthroughs, ", "\nturns  ", "\nheroes *  "}},
	} {
		out, _ := mustRun(t, exitOK, append([]string{"run", "-n", "12", "--progress", "off"}, c.args...)...)
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("run %s: text lacks %q:\n%s", c.args[0], w, out)
			}
		}
		var s struct{ Words *sim.Words }
		runJSON(t, &s, append([]string{"run", "-n", "3", "--format", "json", "--progress", "off"}, c.args...)...)
		if s.Words == nil || s.Words.Game == "" {
			t.Errorf("run %s: the summary keeps no words", c.args[0])
		}
	}
	for _, name := range []string{"battle", "competitive", "match", "adventure"} {
		file := filepath.Join("..", "..", "stats", "testdata", "nowords", name+".json")
		want, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		out, _ := mustRun(t, exitOK, "merge", file)
		if name == "adventure" {
			// The summary's text, then the campaign's, then the speed; the
			// paths are the campaign's table of paths, no longer a map's
			// line ("paths  20 on 2 spaces; most at …").
			body, _, _ := strings.Cut(string(want), "\nspeed ")
			body = regexp.MustCompile(`(?m)^paths  .*\n`).ReplaceAllString(body, "")
			if !strings.HasPrefix(out, body) || !strings.Contains(out, "\nheroes win the adventure  ") || !strings.Contains(out, "\npath   playthroughs  ") || strings.Contains(out, " spaces; most at ") {
				t.Errorf("merge %s:\n%s\nwant, as before summaries kept words,\n%s\nthen the campaign", name, out, body)
			}
			continue
		}
		if out != string(want) {
			t.Errorf("merge %s:\n%s\nwant, as before summaries kept words,\n%s", name, out, want)
		}
	}
	dir := t.TempDir()
	old, err := os.ReadFile(filepath.Join("..", "..", "stats", "testdata", "nowords", "battle.json"))
	if err != nil {
		t.Fatal(err)
	}
	// The summary was written of the built-in battle as it was then: give
	// it the battle's hash now, or the resume is refused (the battle changed).
	var now struct{ Hash string }
	runJSON(t, &now, "run", "-n", "1", "--format", "json", "--progress", "off")
	was := regexp.MustCompile(`"hash": "[0-9a-f]+"`).Find(old)
	if was == nil || now.Hash == "" {
		t.Fatalf("no hash in the old summary (%q) or the new (%q)", was, now.Hash)
	}
	old = bytes.Replace(old, was, []byte(`"hash": "`+now.Hash+`"`), 1)
	resumed := filepath.Join(dir, "battle.json")
	if err := os.WriteFile(resumed, old, 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := mustRun(t, exitOK, "run", "--resume", resumed, "-n", "24", "--progress", "off")
	for _, w := range []string{" 24 of 24 battles, ", "\nheroes win  ", "\nrounds  "} {
		if !strings.Contains(out, w) {
			t.Errorf("run --resume of a summary without words: text lacks %q:\n%s", w, out)
		}
	}
	data, err := os.ReadFile(resumed)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"words": {`) {
		t.Errorf("the resumed summary keeps no words:\n%s", data)
	}
}
