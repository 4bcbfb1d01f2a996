package cardfile_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

// groupLines returns the YAML lines of colour group col of villain v: n
// plain cards.
func groupLines(v, col string, n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  - {name: %s %s %d, villain: %s, colour: %s, figures: 1, icons: [move, melee]}\n", v, col, i, v, col)
	}
	return b.String()
}

const regroupLine = "  - {name: Regroup, regroup: true, abilities: [{when: played, effect: reshuffle-discards}]}\n"

// legalSet is a card file of six groups, the Regroup card (line 2) and
// the deck of them all (header at line 27).
func legalSet() string {
	return "cards:\n" + regroupLine +
		groupLines("foot-ninja", "red", 4) + groupLines("foot-ninja", "blue", 4) +
		groupLines("karai", "red", 4) + groupLines("karai", "blue", 4) +
		groupLines("foot-elite", "red", 4) + groupLines("foot-elite", "blue", 4) +
		"decks:\n  - name: all\n    groups: [foot-ninja red, foot-ninja blue, karai red, karai blue, foot-elite red, foot-elite blue]\n"
}

var types = []string{"foot-ninja", "karai", "foot-elite", "shredder"}

// Hostile card files: each problem with FILE:LINE:COL and the message.
func TestErrors(t *testing.T) {
	if _, err := cardfile.Load("c.yaml", []byte(legalSet()), types); err != nil {
		t.Fatalf("the legal set: %v", err)
	}
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"group of 3",
			strings.Replace(legalSet(), groupLines("karai", "blue", 4), groupLines("karai", "blue", 3), 1),
			[]string{
				"c.yaml:15:5: colour group karai blue has 3 cards; a colour group is 4 cards",
				`c.yaml:27:5: deck "all": 24 cards (6 colour groups (foot-ninja red 4, foot-ninja blue 4, karai red 4, karai blue 3, foot-elite red 4, foot-elite blue 4) and 1 Regroup card); a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card`,
			}},
		{"26-card deck",
			strings.Replace(legalSet(), groupLines("karai", "blue", 4), groupLines("karai", "blue", 5), 1),
			[]string{
				"c.yaml:15:5: colour group karai blue has 5 cards; a colour group is 4 cards",
				`c.yaml:29:5: deck "all": 26 cards (6 colour groups (foot-ninja red 4, foot-ninja blue 4, karai red 4, karai blue 5, foot-elite red 4, foot-elite blue 4) and 1 Regroup card); a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card`,
			}},
		{"two Regroups",
			strings.Replace(legalSet(), "decks:", strings.Replace(regroupLine, "Regroup,", "Regroup Again,", 1)+"decks:", 1),
			[]string{`c.yaml:27:5: a second Regroup card "Regroup Again"; a villain deck has one Regroup card`}},
		{"wrong counts: 5 groups",
			strings.Replace(legalSet(), ", foot-elite blue]", "]", 1),
			[]string{`c.yaml:28:5: deck "all": 21 cards (5 colour groups (foot-ninja red 4, foot-ninja blue 4, karai red 4, karai blue 4, foot-elite red 4) and 1 Regroup card); a villain deck is exactly 25: 6 colour groups of 4 cards and the Regroup card`}},
		{"wrong counts: figures and icons",
			strings.Replace(strings.Replace(legalSet(), "foot-ninja red 1, villain: foot-ninja, colour: red, figures: 1", "foot-ninja red 1, villain: foot-ninja, colour: red, figures: 0", 1),
				"icons: [move, melee]}\n  - {name: karai red 1", "icons: [move, melee, move, melee, shell]}\n  - {name: karai red 1", 1),
			[]string{
				"c.yaml:3:73: figures: 0 is out of range; want 1 to 9",
				`c.yaml:10:112: card "foot-ninja blue 4" has 5 action icons; a card has at most 4`,
			}},
		{"unknown ability",
			strings.Replace(legalSet(), "effect: reshuffle-discards", "effect: reshufle-discards", 1),
			[]string{`c.yaml:2:71: effect: unknown value "reshufle-discards" (did you mean "reshuffle-discards"?); want one of defend, attack, move, free-reroll, stun, hand-bonus, heal, focus, spawn, draw, reshuffle-discards`}},
		{"ability timing",
			strings.Replace(legalSet(), "icons: [move, melee]}\n  - {name: foot-ninja red 2", "icons: [move, melee], abilities: [{when: played, effect: defend, n: 2}, {when: while-active, effect: heal}]}\n  - {name: foot-ninja red 2", 1),
			[]string{
				"c.yaml:3:117: effect defend lasts; give it when: this-turn or while-active",
				"c.yaml:3:155: effect heal happens once; give it when: played or discarded",
			}},
		{"unknown villain, colour, icon, key",
			strings.Replace(strings.Replace(strings.Replace(strings.Replace(legalSet(),
				"villain: karai, colour: red, figures: 1, icons: [move, melee]}\n  - {name: karai red 2", "villain: kari, colour: red, figures: 1, icons: [move, melee]}\n  - {name: karai red 2", 1),
				"foot-elite blue 4, villain: foot-elite, colour: blue", "foot-elite blue 4, villain: foot-elite, colour: bleu", 1),
				"{name: karai blue 1, villain: karai, colour: blue, figures: 1, icons: [move, melee]}", "{name: karai blue 1, villain: karai, colour: blue, figures: 1, icons: [move, katana]}", 1),
				"{name: karai blue 2,", "{nmae: karai blue 2,", 1),
			[]string{
				`c.yaml:11:34: unknown villain type "kari" (did you mean "karai"?); the roster has foot-ninja, karai, foot-elite, shredder`,
				`c.yaml:15:82: icons: unknown value "katana"; want one of shell, move, move+shell, move2, move2+shell, move3, move3+shell, melee, melee+shell, melee2, melee2+shell, melee3, melee3+shell, ranged, ranged+shell, ranged2, ranged2+shell, ranged3, ranged3+shell`,
				`c.yaml:16:5: cards: missing key "name"`,
				`c.yaml:16:6: unknown key "nmae" in cards (did you mean "name"?)`,
				`c.yaml:26:60: colour: unknown value "bleu" (did you mean "blue"?); want one of red, blue, green, yellow, purple, orange, black, white`,
			}},
		{"no Regroup", strings.Replace(legalSet(), regroupLine, "", 1),
			[]string{"c.yaml:1:1: no Regroup card (regroup: true); every villain deck has one (Adventures, Building the Villain Deck)"}},
		{"a Regroup card with a villain",
			strings.Replace(legalSet(), "regroup: true,", "regroup: true, villain: karai, figures: 2,", 1),
			[]string{
				`c.yaml:2:5: the Regroup card "Regroup" has villain; it activates no figure and belongs to no colour group`,
				`c.yaml:2:5: the Regroup card "Regroup" has figures; it activates no figure and belongs to no colour group`,
			}},
		{"deck of unknown group",
			strings.Replace(legalSet(), "foot-elite blue]", "foot-elite blu]", 1),
			[]string{`c.yaml:29:86: no colour group foot-elite blu in the card file (did you mean "foot-elite blue"?)`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := cardfile.Load("c.yaml", []byte(tc.src), types)
			if err == nil {
				t.Fatal("no error")
			}
			l, ok := err.(scenarios.ErrorList)
			if !ok {
				t.Fatalf("the error is a %T, want a scenarios.ErrorList", err)
			}
			var got []string
			for _, e := range l {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// Decks asked for by name or by groups: what is wrong is said, with a
// did-you-mean.
func TestDeckErrors(t *testing.T) {
	set, err := cardfile.Load("c.yaml", []byte(legalSet()), types)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		get  func() error
		want string
	}{
		{"unknown deck", func() error { _, err := set.NamedDeck("al", types); return err },
			`no deck "al" in c.yaml (did you mean "all"?) (decks: all)`},
		{"unknown and repeated groups", func() error {
			_, err := set.Deck([]cardfile.Group{{"karai", "red"}, {"karai", "red"}, {"karai", "rde"}}, types)
			return err
		}, "colour group karai red named twice\nno colour group karai rde in c.yaml (did you mean \"karai red\"?)"},
		{"a type the battle lacks", func() error { _, err := set.NamedDeck("all", []string{"foot-ninja", "foot-elite"}); return err },
			`villain deck: card "karai red 1" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai red 2" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai red 3" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai red 4" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai blue 1" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai blue 2" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai blue 3" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite); ` +
				`card "karai blue 4" is for villain type "karai", which the battle does not have (it has foot-ninja, foot-elite)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.get()
			if err == nil || err.Error() != tc.want {
				t.Errorf("got  %v\nwant %s", err, tc.want)
			}
		})
	}
}

// Card files are read as battle files are: regular files only, YAML text
// only.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cards.yaml")
	if err := os.WriteFile(file, []byte(legalSet()), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := cardfile.Open(file, types); err != nil || len(s.Cards) != 25 || s.Illustrative {
		t.Fatalf("Open: %v", err)
	}
	if _, err := cardfile.Open(dir, types); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory: got %v", err)
	}
	if _, err := cardfile.Load("c.yaml", []byte("\x00\x01"), types); err == nil || err.Error() != "c.yaml: not a YAML file (it is not UTF-8 text)" {
		t.Errorf("binary: got %v", err)
	}
}
