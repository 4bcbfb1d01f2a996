package tablefile

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

func TestDefaultDeck(t *testing.T) {
	d := DefaultDeck()
	if len(d.Cards) != 168 || len(d.Characters) != 6 {
		t.Fatalf("%d cards and %d Characters, want 168 and 6 (the box count)", len(d.Cards), len(d.Characters))
	}
	var kinds [16]int
	for _, c := range d.Cards {
		kinds[c.Kind]++
	}
	if kinds[munchkin.Kata] != 15 {
		t.Errorf("%d Katas, want 15 (Character stats, Katas)", kinds[munchkin.Kata])
	}
	// The other values the rulesheet prints: the three Stances (Character
	// stats, Stance), Katas of Rank 1 to 4 (Katas), Characters Human or
	// Mutant (Character creation); and the set says it is illustrative.
	stances := map[string]bool{}
	var ranks [5]int
	for _, c := range d.Cards {
		switch c.Kind {
		case munchkin.Stance:
			stances[c.Name] = true
		case munchkin.Kata:
			ranks[c.Rank]++
		}
	}
	if len(stances) != 3 || !stances["Aggressive Stance"] || !stances["Defensive Stance"] || !stances["Technical Stance"] {
		t.Errorf("Stances %v, want Aggressive, Defensive and Technical", stances)
	}
	if ranks[0] != 0 || ranks[1] == 0 || ranks[2] == 0 || ranks[3] == 0 || ranks[4] == 0 {
		t.Errorf("Katas by Rank 0 to 4: %v, want Ranks 1 to 4 only, each used", ranks)
	}
	for _, ch := range d.Characters {
		if ch.Race != munchkin.Human && ch.Race != munchkin.Mutant {
			t.Errorf("Character %s: race %v, want Human or Mutant", ch.Name, ch.Race)
		}
	}
	if !strings.Contains(string(DefaultDeckYAML()), "illustrative: true") {
		t.Errorf("the shipped card set is not marked illustrative")
	}
}

func noFile(string) ([]byte, error) { return nil, errors.New("no such file") }

func TestTable(t *testing.T) {
	tab, err := LoadTable("t.yaml", []byte(`players: 4
seats:
  - {policy: greedy, character: Leonardo}
  - {character: random}
options: {shared_victories: true, max_turns: 50, kingmaking: true}
`), noFile)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Setup.Opt.Players != 4 || tab.Policies[0] != "greedy" || tab.Policies[1] != "random" ||
		tab.Setup.Opt.Characters[0] != 0 || tab.Setup.Opt.Characters[1] != -1 || !tab.Setup.Opt.SharedVictories || tab.Setup.Opt.MaxTurns != 50 || !tab.Setup.Opt.Kingmaking {
		t.Errorf("got %+v %+v", tab.Policies, tab.Setup.Opt)
	}
}

// Aliases are followed: a seat given once and repeated by alias.
func TestTableAliases(t *testing.T) {
	tab, err := LoadTable("t.yaml", []byte("players: 3\nseats:\n  - &s {policy: greedy}\n  - *s\n  - {policy: reasonable}\n"), noFile)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(tab.Policies, ","); got != "greedy,greedy,reasonable" {
		t.Errorf("policies %s, want greedy,greedy,reasonable", got)
	}
}

func TestTableErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"players: 7\n", `t.yaml:1:10: players: 7 is out of range; want 3 to 6`},
		{"players: 4\nplayer: 3\n", `t.yaml:2:1: table: unknown key "player" (did you mean "players"?)`},
		{"players: 4\nseats:\n  - {policy: gredy}\n", `t.yaml:3:14: unknown munchkin policy "gredy" (did you mean "greedy"?)`},
		{"players: 4\nseats:\n  - {character: Leonard}\n", `t.yaml:3:17: character: unknown "Leonard" (did you mean "Leonardo"?)`},
		{"players: 4\nseats:\n  - {character: Raphael}\n  - {character: Raphael}\n", `t.yaml:4:17: character Raphael is already another seat's`},
		{"players: 4\noptions: {listen_at_door: true}\n", `t.yaml:2:11: options: unknown key "listen_at_door"; want one of listen_at_the_door`},
		{"players: 4\ndeck: mine.yaml\n", `t.yaml:2:7: deck: no such file`},
		{"players: [\n", `t.yaml:`},
		{"players: 4\nseats:\n  - &s {policy: greedy}\n  - *s\n  - *s\n  - {policy: gredy}\n", `t.yaml:6:14: unknown munchkin policy "gredy"`},
	} {
		_, err := LoadTable("t.yaml", []byte(tc.src), noFile)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

// filePos is the start of a problem that names its place: FILE:LINE:COL.
var filePos = regexp.MustCompile(`^d\.yaml:\d+:\d+: `)

func TestDeckErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"characters: []\ncards:\n  - {name: X, kind: monstr, level: 1}\n", `d.yaml:3:21: kind: unknown "monstr" (did you mean "monster"?)`},
		{"characters: []\ncards:\n  - {name: X, kind: monster, levl: 1}\n", `d.yaml:3:30: card: unknown key "levl" (did you mean "level"?)`},
		{"characters: []\ncards:\n  - {name: X, kind: kata, bonus: 1}\n", `d.yaml:3:5: kata X: no rank`},
		{"characters: []\ncards:\n  - {name: X, kind: item, slot: hedgear}\n", `d.yaml:3:33: slot: unknown "hedgear" (did you mean "headgear"?)`},
		{"characters: []\ncards:\n  - {name: X, kind: trap, effect: {levels: 1, dead: true}}\n", `d.yaml:3:47: effect: unknown key "dead"`},
		{"characters:\n  - {name: A, race: turtle}\ncards: []\n", `d.yaml:2:21: race: unknown "turtle"`},
		{"characters: []\ncards:\n  - {name: X, kind: item, count: 200}\n  - {name: Y, kind: item, count: 200}\n", `d.yaml:3:3: card file: 400 cards, want at most 255`},
		{"characters: []\ncards:\n  - {kind: item, [a]: 1}\n", `d.yaml:3:18: card: a key must be a word`},
		{"characters: []\ncards:\n  - {name: X, kind: trap, persistent: true, effect: {levels: 1}}\n", `d.yaml:3:5: trap X: persistent without a penalty`},
		{"characters: []\ncards:\n  - {name: X, kind: one_shot, loot: true}\n", `d.yaml:3:5: one_shot X: loot without eliminate`},
		{"characters: []\ncards:\n  - {name: X, kind: one_shot, eliminate: true, bonus: 2}\n", `d.yaml:3:5: one_shot X: eliminate with a bonus`},
		{"characters: []\ncards:\n  - {name: X, kind: kata, rank: 1, discard_bonus: 0}\n", `discard_bonus: 0 is out of range`},
		// Hostile values: a card named twice, counts and levels of the wrong
		// type or too large to hold, each said once, saying what is right.
		{"characters: []\ncards:\n  - {name: X, kind: item}\n  - {name: X, kind: item, count: 2}\n", `d.yaml:4:5: card "X" given twice; list a card once, with its count`},
		{"characters: []\ncards:\n  - {name: X, kind: item, count: 99999999999999999999}\n", `d.yaml:3:34: count: 99999999999999999999 is out of range; want 1 to 255`},
		{"characters: []\ncards:\n  - {name: X, kind: item, count: [2]}\n", `d.yaml:3:34: count: want a whole number, got a list`},
		{"characters: []\ncards:\n  - {name: X, kind: monster, level: two}\n", `d.yaml:3:37: level: want a whole number, got "two"`},
		{"characters: []\ncards:\n  - {name: X, kind: monster, level: 0}\n", `d.yaml:3:37: level: 0 is out of range; want 1 to 100`},
		{"characters: []\ncards:\n  - {name: X, kind: monster, treasures: 1}\n", `d.yaml:3:5: monster X: no level; want 1 to 100`},
		{"name: genbu\ncards:\n  Leonardo: 3\n", `d.yaml:1:1: card file: want a list of characters`},
		{"name: genbu\ncards:\n  Leonardo: 3\n", `d.yaml:3:3: cards: want a list of cards, each {name, kind, count, ...}, got a mapping`},
		{"characters: {Leo: mutant}\ncards: []\n", `d.yaml:1:13: characters: want a list of Character cards, got a mapping`},
	} {
		_, err := LoadDeck("d.yaml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.src, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "no level") && strings.Contains(tc.src, "level:") {
			t.Errorf("%q: a wrong level said twice: %v", tc.src, err)
		}
		for _, line := range strings.Split(fmt.Sprint(err), "\n") {
			if strings.HasPrefix(line, "d.yaml") && !filePos.MatchString(line) {
				t.Errorf("%q: a problem without its line and column: %s", tc.src, line)
			}
		}
	}
}

// TestTableFile loads a table file from disk with a deck file beside it
// and plays games of it.
func TestTableFile(t *testing.T) {
	tab, err := LoadTableFile("testdata/four.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(tab.Setup.Cards); n >= 168 || n < 40 {
		t.Errorf("%d cards, want the small deck", n)
	}
	pols, err := tab.NewPolicies()
	if err != nil {
		t.Fatal(err)
	}
	g := munchkin.NewGame(tab.Setup, pols)
	g.SetCheck(true)
	var res sim.Record
	for i := uint64(0); i < 200; i++ {
		g.Play(1, i, &res)
		if err := g.CheckErr(); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if res.Values[0][munchkin.MetCharacter] != 0 {
			t.Fatalf("game %d: seat 1 played Character %d, want Leonardo", i, res.Values[0][munchkin.MetCharacter])
		}
	}
}

// The embedded tables load, name their game, and a wrong game key is a
// positioned error.
func TestEmbeddedTables(t *testing.T) {
	if len(TableNames()) == 0 {
		t.Fatal("no embedded table")
	}
	for _, n := range TableNames() {
		tab, err := EmbeddedTable(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if got := tab.Lab().Schema().Game; got != "munchkin" {
			t.Errorf("%s: game %q, want munchkin", n, got)
		}
	}
	_, err := LoadTable("t.yaml", []byte("game: tcg\nplayers: 3\n"), nil)
	if err == nil || !strings.Contains(err.Error(), `t.yaml:1:7: game: "tcg", want munchkin`) {
		t.Errorf("got %v, want an error at t.yaml:1:7", err)
	}
}
