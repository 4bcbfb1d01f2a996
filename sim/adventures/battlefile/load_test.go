package battlefile

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tmntsim/tmntsim/scenarios"
)

// base is a small valid battle; the cases below change one thing in it.
// Its lines, for the expected positions:
//
//	 1 name: Test
//	 2 heroes: [leonardo]
//	 3 map:
//	 4   rows: |
//	 5     H...
//	 6     ..#.
//	 7     ...S
//	 8   legend:
//	 9     "#": [blocking]
//	10     H: [hero-start]
//	11     S: [spawn]
//	12 villains:
//	13   - {villain: foot-ninja, figures: 2, start: [d1]}
//	14 win:
//	15   - {kind: survive, n: 3}
const base = `name: Test
heroes: [leonardo]
map:
  rows: |
    H...
    ..#.
    ...S
  legend:
    "#": [blocking]
    H: [hero-start]
    S: [spawn]
villains:
  - {villain: foot-ninja, figures: 2, start: [d1]}
win:
  - {kind: survive, n: 3}
`

func TestBaseLoads(t *testing.T) {
	if _, err := LoadBytes("t.yaml", []byte(base)); err != nil {
		t.Fatal(err)
	}
}

// TestMalformed checks the first problem reported for each kind of broken
// battle file: position and message.
func TestMalformed(t *testing.T) {
	cases := []struct {
		name     string
		old, new string // replace old by new in base (old "" appends new)
		want     string // the first problem, in one line
	}{
		{"bad YAML", "heroes: [leonardo]", "heroes: [leonardo",
			`t.yaml:1:1: bad YAML: did not find expected ',' or ']'`},
		{"tab indentation", "map:\n  rows", "map:\n\trows",
			`t.yaml:4:1: bad YAML: found character that cannot start any token`},
		{"unknown key", "", "rounds_limit: 9\n",
			`t.yaml:16:1: unknown key "rounds_limit" in the file (did you mean "round_limit"?)`},
		{"unknown nested key", "{kind: survive, n: 3}", "{kind: survive, n: 3, villian: x}",
			`t.yaml:15:27: unknown key "villian" in win (did you mean "villain"?)`},
		{"key twice", "", "name: Again\n",
			`t.yaml:16:1: key "name" given twice`},
		{"wrong type, list", "heroes: [leonardo]", "heroes: leonardo",
			`t.yaml:2:9: heroes: want a list, got "leonardo"`},
		{"wrong type, number", "figures: 2", "figures: two",
			`t.yaml:13:36: figures: want a whole number, got "two"`},
		{"wrong type, fraction", "figures: 2", "figures: 2.5",
			`t.yaml:13:36: figures: want a whole number, got the number 2.5`},
		{"out of range", "figures: 2", "figures: 99",
			`t.yaml:13:36: figures: 99 is out of range; want 1 to 64`},
		{"unknown enum word", "kind: survive", "kind: survival",
			`t.yaml:15:12: kind: unknown value "survival" (did you mean "survive"?); want one of defeat-leaders, defeat-figures, survive, reach-exit, download-data, carry, open-doors, ko-in-a-row, leader-ko-in-a-row, camera-alerts, heroes-down`},
		{"unknown hero", "[leonardo]", "[leonard]",
			`t.yaml:2:10: unknown hero "leonard" (did you mean "leonardo"?)`},
		{"hero twice", "[leonardo]", "[leonardo, leonardo]",
			`t.yaml:2:20: hero "leonardo" is in the battle twice`},
		{"unknown villain", "villain: foot-ninja", "villain: foot-ninjas",
			`t.yaml:13:15: unknown villain "foot-ninjas" (did you mean "foot-ninja"?)`},
		{"unknown terrain", "[blocking]", "[bloking]",
			`t.yaml:9:11: terrain: unknown value "bloking" (did you mean "blocking"?); want one of ` + strings.Join(enumLists["terrain"], ", ")},
		{"space off the map", "start: [d1]", "start: [e1]",
			`t.yaml:13:47: start: space e1 is off the map (4 columns a–d, 3 rows)`},
		{"not a space", "start: [d1]", "start: [11]",
			`t.yaml:13:47: start: "11" is not a space; write a column letter and a row number, like c4`},
		{"start in blocking terrain", "start: [d1]", "start: [c2]",
			`t.yaml:13:47: start: c2 is blocking terrain`},
		{"hero start in blocking terrain", "heroes: [leonardo]", "heroes: [{hero: leonardo, start: c2}]",
			`t.yaml:2:34: start: c2 is blocking terrain`},
		{"start on a hero", "start: [d1]", "start: [a1]",
			`t.yaml:13:47: start: a1 is a hero's start space`},
		{"two figures on one space", "start: [d1]", "start: [d1, d1]",
			`t.yaml:13:51: start: two figures on d1`},
		{"more starts than figures", "figures: 2, start: [d1]", "figures: 1, start: [d1, b3]",
			`t.yaml:13:46: start: 2 start spaces but only 1 figure of foot-ninja`},
		{"missing win", "win:\n  - {kind: survive, n: 3}\n", "",
			`t.yaml:1:1: the file: missing key "win"`},
		{"empty win", "win:\n  - {kind: survive, n: 3}\n", "win: []\n",
			`t.yaml:1:1: win: the battle needs at least one win condition`},
		{"loss condition as a win", "{kind: survive, n: 3}", "{kind: heroes-down, n: 1}",
			`t.yaml:15:12: heroes-down is a loss condition; put it under lose:`},
		{"condition without n", "{kind: survive, n: 3}", "{kind: survive}",
			`t.yaml:15:5: survive needs n: the rounds to survive`},
		{"defeat-leaders without a leader", "{kind: survive, n: 3}", "{kind: defeat-leaders}",
			`t.yaml:15:12: defeat-leaders: the battle has no villain leader`},
		{"leader-ko-in-a-row in Cooperative Mode", "{villain: foot-ninja, figures: 2, start: [d1]}\nwin:\n  - {kind: survive, n: 3}",
			"{villain: karai, figures: 1, start: [d1]}\nwin:\n  - {kind: leader-ko-in-a-row, n: 3}",
			`t.yaml:15:12: leader-ko-in-a-row: only leaders that awaken take KO tokens; add mode: competitive or rules: {ai_leaders_awaken: true}, or use defeat-leaders`},
		{"leader-ko-in-a-row with AI leaders that awaken", "{villain: foot-ninja, figures: 2, start: [d1]}\nwin:\n  - {kind: survive, n: 3}",
			"{villain: karai, figures: 1, start: [d1]}\nwin:\n  - {kind: leader-ko-in-a-row, n: 3}\nrules: {ai_leaders_awaken: true}",
			""}, // an AI leader takes KO tokens under the optional rule
		{"leader-ko-in-a-row without n", "{kind: survive, n: 3}", "{kind: leader-ko-in-a-row}",
			`t.yaml:15:5: leader-ko-in-a-row needs n: the KO tokens in a row`},
		{"more figures to defeat than exist", "{kind: survive, n: 3}", "{kind: defeat-figures, n: 5}\n  - {kind: survive, n: 3}",
			""}, // spawns exist: minions respawn, so 5 is possible
		{"reach-exit without exits", "{kind: survive, n: 3}", "{kind: reach-exit, n: 1}",
			`t.yaml:15:12: reach-exit: the map has no exit spaces (add E spaces or a zone)`},
		{"unreachable exit", "    H...\n    ..#.\n    ...S\n  legend:", "    H..S\n    ..#.\n    ####\n    ..E.\n  legend:\n    E: [exit]",
			`t.yaml:8:7: exit c4 cannot be reached from the hero start spaces`},
		{"symbol not in legend", "..#.", "..#x",
			`t.yaml:6:8: rows: symbol "x" at d2 is not in the legend (the legend has # H S)`},
		{"ragged row", "..#.", "..#..",
			`t.yaml:6:5: rows: row 2 has 5 spaces, the first row has 4; every row must be as wide`},
		{"oversized map", "H...", "H" + strings.Repeat(".", 32),
			`t.yaml:4:9: rows: the map is 33×3 spaces; at most 32×32`},
		{"roster outside the directory", "", "roster: ../roster.yaml\n",
			`t.yaml:16:9: roster: "../roster.yaml" is outside the battle file's directory; a battle may only use files in its own directory or below`},
		{"absolute roster path", "", "roster: /etc/roster.yaml\n",
			`t.yaml:16:9: roster: "/etc/roster.yaml" is outside the battle file's directory; a battle may only use files in its own directory or below`},
		{"missing roster file", "", "roster: mine.yaml\n",
			`t.yaml:16:9: roster: cannot read mine.yaml`},
		{"competitive mode without a deck", "", "mode: competitive\n",
			`t.yaml:16:7: mode: a competitive battle needs a villain deck: add villain_deck (a named deck) or villain_groups (6 colour groups)`},
		{"villain deck in a cooperative battle", "", "villain_deck: foot-clan\n",
			`t.yaml:16:15: villain_deck: only a competitive battle has a villain deck (add mode: competitive)`},
		{"villain deck of villains the battle lacks", "", "mode: competitive\nvillain_deck: foot-clan\n",
			`t.yaml:17:15: villain_deck: deck foot-clan has colour groups of foot-elite, karai, which the battle has no figures of (it has foot-ninja); add them to villains, or choose other groups`},
		{"unknown villain deck", "", "mode: competitive\nvillain_deck: foot-clam\n",
			`t.yaml:17:15: villain_deck: no deck "foot-clam" in data/villain-cards.yaml (did you mean "foot-clan"?) (decks: foot-clan, shredder, street-thugs, mutants, alopex)`},
		{"colour group without a colour", "", "mode: competitive\nvillain_groups: [foot-ninja]\n",
			`t.yaml:17:18: villain_groups: "foot-ninja" is not a colour group; write 'villain colour' (foot-ninja red)`},
		{"too few colour groups", "", "mode: competitive\nvillain_groups: [foot-ninja red, foot-ninja blue]\n",
			`t.yaml:17:18: villain deck: 9 cards (2 colour groups (foot-ninja red 4, foot-ninja blue 4) and 1 Regroup card); a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card`},
		{"line between far spaces", "    S: [spawn]\n", "    S: [spawn]\n  lines:\n    - {between: [a1, c1], type: blocking}\n",
			`t.yaml:13:17: between: a1 and c1 are not orthogonally adjacent`},
		{"line on the map's edge", "    S: [spawn]\n", "    S: [spawn]\n  lines:\n    - {from: a3, to: d3, side: south, type: slow}\n",
			`t.yaml:13:32: side: the south side of row 3 is the map's edge`},
		{"grind across its rail", "    S: [spawn]\n", "    S: [spawn]\n  lines:\n    - {from: a1, to: d1, side: south, type: grind, direction: north}\n",
			`t.yaml:13:63: direction: a rail along a row runs east or west; north is across it`},
		{"unknown line type", "    S: [spawn]\n", "    S: [spawn]\n  lines:\n    - {between: [a1, b1], type: wall}\n",
			`t.yaml:13:33: type: unknown value "wall"; want one of blocking, obscuring, slow, climbable, grind`},
		{"token of two kinds", "    S: [spawn]\n", "    S: [spawn]\n  tokens:\n    - {exit: b1, spawn: b2}\n",
			`t.yaml:13:7: tokens: a token names exactly one of door, camera, computer, objective, exit, spawn, hero_start, character, item`},
		{"camera without facing", "    S: [spawn]\n", "    S: [spawn]\n  tokens:\n    - {camera: b1}\n",
			`t.yaml:13:7: tokens: a camera needs facing`},
		{"carry of an unknown name", "{kind: survive, n: 3}", "{kind: carry, carriable: april}",
			`t.yaml:15:30: carriable: no character or item "april" on the map`},
		{"legend symbol unused", "    S: [spawn]\n", "    S: [spawn]\n    x: [slow]\n",
			`t.yaml:12:5: legend: symbol "x" is not used on the map`},
		{"on-round without its round", "start: [d1]}", "start: [d1], wake: on-round}",
			`t.yaml:13:58: wake: on-round needs wake_round`},
		{"tiny figures of two types on a space", "villains:\n", "villains:\n  - {villain: mouser, figures: 2, start: [b3, d1]}\n",
			`t.yaml:14:47: start: two figures on d1`},
		{"computer out of reach", "{kind: survive, n: 3}", "{kind: download-data, n: 2}",
			`t.yaml:15:12: download-data: the map has no computer`},
		{"door without difficulty", `"#": [blocking]`, `"#": [door]`,
			`t.yaml:9:11: terrain: a door needs a difficulty; write {door: 2} instead of the word`},
		{"round limit below survive", "", "round_limit: 2\n",
			`t.yaml:15:24: n: survive 3 rounds, but the battle ends at round_limit 2`},
		{"pool without spawns", "...S\n  legend:\n    \"#\": [blocking]\n    H: [hero-start]\n    S: [spawn]", "....\n  legend:\n    \"#\": [blocking]\n    H: [hero-start]",
			`t.yaml:4:3: map: minions wait in the figure pool but the map has no spawn spaces (add S spaces or start every figure on the map)`},
		{"leader that never enters", "{villain: foot-ninja, figures: 2, start: [d1]}\nwin:\n  - {kind: survive, n: 3}",
			"{villain: shredder, figures: 1}\nwin:\n  - {kind: defeat-leaders}",
			`t.yaml:13:34: figures: shredder is a leader with 1 figure but 0 start spaces; leaders never spawn, so 1 figure would never enter the battle (add start: with a space for each leader figure)`},
		{"leaders short of start spaces", "{villain: foot-ninja, figures: 2, start: [d1]}", "{villain: karai, figures: 2, start: [d1]}",
			`t.yaml:13:31: figures: karai is a leader with 2 figures but 1 start space; leaders never spawn, so 1 figure would never enter the battle (give each leader figure a space in start, or set figures: 1)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := base + c.new
			if c.old != "" {
				if !strings.Contains(base, c.old) {
					t.Fatalf("base has no %q", c.old)
				}
				src = strings.Replace(base, c.old, c.new, 1)
			}
			_, err := LoadBytes("t.yaml", []byte(src), WithFS(fstest.MapFS{}, "."))
			if c.want == "" {
				if err != nil {
					t.Errorf("got %v, want no error", err)
				}
				return
			}
			var el scenarios.ErrorList
			if !errors.As(err, &el) || len(el) == 0 {
				t.Fatalf("got %v, want a scenarios.ErrorList", err)
			}
			if got := el[0].Error(); got != c.want {
				t.Errorf("got  %s\nwant %s\n(all: %v)", got, c.want, err)
			}
		})
	}
}

// TestErrorDetail checks the offending line and caret under a message.
func TestErrorDetail(t *testing.T) {
	src := strings.Replace(base, "[leonardo]", "[leonard]", 1)
	_, err := LoadBytes("t.yaml", []byte(src))
	want := "t.yaml:2:10: unknown hero \"leonard\" (did you mean \"leonardo\"?)\n" +
		"  2 | heroes: [leonard]\n" +
		"    |          ^"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
}

// TestAllProblems checks that every problem of a file is reported, sorted
// by position.
func TestAllProblems(t *testing.T) {
	src := strings.NewReplacer("[leonardo]", "[leonard]", "start: [d1]", "start: [z9]", "n: 3", "n: 0").Replace(base) + "colour: red\n"
	_, err := LoadBytes("t.yaml", []byte(src))
	var el scenarios.ErrorList
	if !errors.As(err, &el) {
		t.Fatalf("got %v, want a scenarios.ErrorList", err)
	}
	var got []string
	for _, e := range el {
		got = append(got, e.Error())
	}
	want := []string{
		`t.yaml:2:10: unknown hero "leonard" (did you mean "leonardo"?)`,
		`t.yaml:13:47: start: space z9 is off the map (4 columns a–d, 3 rows)`,
		`t.yaml:15:24: n: 0 is out of range; want 1 to 200`,
		`t.yaml:16:1: unknown key "colour" in the file`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRosterFile checks a battle's own roster file: a new villain, an
// override of a built-in hero, and a problem reported in the roster file.
func TestRosterFile(t *testing.T) {
	roster := `villains:
  purple-dragon:
    role: minion
    move: 3
    hit: 2
    block: 1
    life: 2
    attack: melee
    priority: lowest-life
heroes:
  leonardo:
    life: 15
`
	fsys := fstest.MapFS{"rosters/mine.yaml": {Data: []byte(roster)}}
	src := strings.Replace(base, "foot-ninja", "purple-dragon", 1) + "roster: rosters/mine.yaml\n"
	l, err := LoadBytes("t.yaml", []byte(src), WithFS(fsys, "."))
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Battle.Villains[0].Name; got != "Purple Dragon" {
		t.Errorf("got villain %q, want %q", got, "Purple Dragon")
	}
	if got := l.Battle.Heroes[0].Life; got != 15 {
		t.Errorf("got Leonardo's Life %d, want 15 from the battle's roster", got)
	}
	plain, _ := LoadBytes("t.yaml", []byte(base))
	if plain.Hash == l.Hash {
		t.Error("got the same hash with and without the roster file, want different")
	}
	fsys["rosters/mine.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(roster, "    life: 2\n", "", 1))}
	_, err = LoadBytes("t.yaml", []byte(src), WithFS(fsys, "."))
	if err == nil || !strings.Contains(err.Error(), "rosters/mine.yaml:2:3: villain purple-dragon: the sheet has no life") {
		t.Errorf("got %v, want the missing life reported in the roster file", err)
	}
}

// TestLongLineErrors checks that problems on a long line quote a window
// around the column, the caret under the right character, and that only
// the first problems are printed, the rest counted.
func TestLongLineErrors(t *testing.T) {
	var faces []string
	for i := range 5000 {
		faces = append(faces, fmt.Sprintf("z%d%s", i, strings.Repeat("z", 90)))
	}
	src := base + "battle_die: [" + strings.Join(faces, ", ") + "]\n"
	_, err := LoadBytes("t.yaml", []byte(src))
	if err == nil {
		t.Fatal("no error")
	}
	msg := err.Error()
	if len(msg) > 20000 {
		t.Errorf("%d bytes of errors for a line of %d bytes, want at most 20000", len(msg), len(src))
	}
	if !strings.HasSuffix(msg, "\nand 4981 more problems (5001 in all)") {
		t.Errorf("errors end %q, want the count of the problems not shown", msg[max(len(msg)-100, 0):])
	}
	lines := strings.Split(msg, "\n")
	// The second problem: its face starts at column 16+97+... and the
	// caret must sit under its "z1".
	for i := 0; i+2 < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "t.yaml:16:") {
			continue
		}
		quoted, caret := lines[i+1], lines[i+2]
		if !strings.Contains(quoted, "…") {
			t.Errorf("line quoted whole: %.80s…", quoted)
		}
		col := strings.Index(caret, "^")
		if col < 0 || col >= len([]rune(quoted)) || []rune(quoted)[col] != 'z' || []rune(quoted)[col-1] != '[' && []rune(quoted)[col-1] != ' ' {
			t.Errorf("caret not under the start of a face:\n%s\n%s", quoted, caret)
		}
	}
}

// TestOneDocument checks that a second YAML document is refused, not
// ignored, and that a file that is not text is not quoted.
func TestOneDocument(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{base + "---\nname: Other\n", "t.yaml:16:1: a second YAML document"},
		{base + "---\n", "t.yaml:16:1: a second YAML document"},
		{"---\n" + base, ""},
		{base + "...\n", ""},
		{"name: Test\x00\x01\x02 secret\n", "t.yaml: not a YAML file (it is not UTF-8 text)"},
		{"name: \xff\xfe secret\n", "t.yaml: not a YAML file (it is not UTF-8 text)"},
	} {
		_, err := LoadBytes("t.yaml", []byte(c.src))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v, want no error", c.src, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%.30q: error %v, want one starting %q", c.src, err, c.want)
		case err != nil && strings.Contains(err.Error(), "secret"):
			t.Errorf("%.30q: error %v quotes the file", c.src, err)
		}
	}
}

// TestWarnings checks what loads but looks wrong: heroes walled off from
// every villain start and spawn space draw a warning, not an error.
func TestWarnings(t *testing.T) {
	cases := []struct {
		name, old, new string
		want           string // the warning, or "" for none
	}{
		{"villains in reach", "", "", ""},
		{"walled off", "H...\n    ..#.\n    ...S", "H.#.\n    ..#.\n    ..#S",
			`t.yaml:13:5: no hero can reach any villain: no villain starts or spawns on or next to a space the heroes can walk to from their start (check the walls and the start and spawn spaces)`},
		{"a spawn space in reach", "H...\n    ..#.\n    ...S", "H.#.\n    ..#.\n    ..S#", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(base, c.old, c.new, 1)
			l, err := LoadBytes("t.yaml", []byte(src), WithFS(fstest.MapFS{}, "."))
			if err != nil {
				t.Fatalf("got %v, want no error", err)
			}
			var got []string
			for _, w := range l.Warnings {
				got = append(got, w.Error())
			}
			if strings.Join(got, "\n") != c.want {
				t.Errorf("got warnings %q, want %q", got, c.want)
			}
		})
	}
}
