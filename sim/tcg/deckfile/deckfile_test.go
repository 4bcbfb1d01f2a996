package deckfile

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/tcg"
)

// Every shipped deck loads, is legal and marked illustrative.
func TestEmbeddedDecks(t *testing.T) {
	cs, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	names := DeckNames()
	if want := "byakko genbu seiryu suzaku"; strings.Join(names, " ") != want {
		t.Errorf("decks: got %v, want %s", names, want)
	}
	for _, n := range names {
		d, err := EmbeddedDeck(cs, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Cards) != tcg.DeckSize || !d.Illustrative || d.Name != n {
			t.Errorf("%s: %d cards, illustrative %v, name %q", n, len(d.Cards), d.Illustrative, d.Name)
		}
		// The deck-building tips (TCG rules, Chapter 4, How to Make a New
		// Deck): (1) 10-14 Characters of one attribute, (2) 7-10 Attack
		// cards (plain or Counter) of attributes other than the
		// Characters', (3) 3-5 Forceful Attacks, (4) a few Events or Items.
		chars, other, forceful, extras := 0, 0, 0, 0
		attr := tcg.NoAttr
		for _, id := range d.Cards {
			if c := &cs.Cards[id]; c.Type == tcg.Character {
				if attr != tcg.NoAttr && c.Attr != attr {
					t.Errorf("%s: Characters of two attributes", n)
				}
				attr = c.Attr
			}
		}
		for _, id := range d.Cards {
			c := &cs.Cards[id]
			switch {
			case c.Type == tcg.Character:
				chars++
			case c.Type == tcg.Attack && c.Mark == tcg.Forceful:
				forceful++
			case c.Type == tcg.Attack && (c.Mark == tcg.Plain || c.Mark == tcg.Counter) && c.Attr != attr:
				other++
			case c.Type == tcg.Event || c.Type == tcg.Item:
				extras++
			}
		}
		if chars < 10 || chars > 14 || other < 7 || other > 10 || forceful < 3 || forceful > 5 || extras == 0 {
			t.Errorf("%s: %d Characters, %d Attacks of other attributes, %d Forceful Attacks, %d Events and Items; tips say 10-14, 7-10, 3-5 and a few", n, chars, other, forceful, extras)
		}
	}
	if _, err := EmbeddedDeck(cs, "genbo"); err == nil || !strings.Contains(err.Error(), `did you mean "genbu"`) {
		t.Errorf("unknown deck: got %v", err)
	}
}

// Bad deck files: every problem with FILE:LINE:COL and did-you-mean.
func TestDeckErrors(t *testing.T) {
	cs, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"unknown title", "name: x\ncards:\n  Leonardo: 3\n  Raphel: 3\n",
			[]string{`d.yaml:4:3: no card "Raphel" in the card set (did you mean "Raphael"?)`}},
		{"unknown key", "nmae: x\ncards:\n  Leonardo: 3\n",
			[]string{`d.yaml:1:1: unknown key "nmae" in a deck (did you mean "name"?)`}},
		// TCG rules, How to Build Your Own Deck (2): at most 3 of a title.
		{"four copies", "name: x\ncards:\n  Leonardo: 4\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": 4 is out of range; want 1 to 3`}},
		{"no copies", "name: x\ncards:\n  Leonardo: 0\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": 0 is out of range; want 1 to 3`}},
		{"huge count", "name: x\ncards:\n  Leonardo: 99999999999999999999\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": 99999999999999999999 is out of range; want 1 to 3`}},
		{"count past an int32", "name: x\ncards:\n  Leonardo: 2147483648\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": 2147483648 is out of range; want 1 to 3`}},
		{"negative count", "name: x\ncards:\n  Leonardo: -5\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": -5 is out of range; want 1 to 3`}},
		{"listed twice", "name: x\ncards:\n  Leonardo: 3\n  Leonardo: 2\n",
			[]string{`d.yaml:4:3: "Leonardo" listed twice`}},
		// TCG rules, How to Build Your Own Deck (1): exactly 40 cards.
		{"empty deck", "name: x\ncards: {}\n",
			[]string{`d.yaml:2:8: the deck has 0 cards; a deck must be exactly 40`}},
		{"no cards", "name: x\ncards: ~\n",
			[]string{`d.yaml:2:8: cards: want a mapping of card titles to counts, got nothing`}},
		{"short deck", "name: x\ncards:\n  Leonardo: 3\n",
			[]string{`d.yaml:3:3: the deck has 3 cards; a deck must be exactly 40`}},
		{"bad count", "name: x\ncards:\n  Leonardo: three\n",
			[]string{`d.yaml:3:13: the count of "Leonardo": want a whole number, got "three"`}},
		{"syntax", "name: [x\n", []string{"d.yaml:"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadDeck("d.yaml", []byte(tc.src), cs)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got\n%v\nwant it to contain\n%s", err, w)
				}
			}
		})
	}
}

// Bad card files: strict keys, vocabularies and the rules of cards.
func TestCardErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"unknown key", "cards:\n  - {title: A, type: character, attribute: fire, powr: 2}\n",
			`c.yaml:2:50: unknown key "powr" in a card (did you mean "power"?)`},
		{"unknown attribute", "cards:\n  - {title: A, type: character, attribute: fier}\n",
			`c.yaml:2:44: attribute: unknown value "fier" (did you mean "fire"?); want one of water, wind, fire, mountain, none`},
		{"unknown op", "cards:\n  - {title: A, type: event, timing: play, effects: [{op: drwa}]}\n",
			`c.yaml:2:58: op: unknown value "drwa" (did you mean "draw"?); want one of draw, discard`},
		{"event with attribute", "cards:\n  - {title: A, type: event, attribute: fire, timing: play}\n",
			`event "A" has an attribute`},
		{"mark on a character", "cards:\n  - {title: A, type: character, attribute: fire, mark: counter}\n",
			`only attack cards have a mark`},
		{"power without always", "cards:\n  - {title: A, type: item, attribute: fire, timing: play, effects: [{op: power}]}\n",
			`power modifiers need timing always`},
		{"duplicate", "cards:\n  - {title: A, type: character, attribute: fire}\n  - {title: A, type: character, attribute: fire}\n",
			`c.yaml:3:5: card "A" defined twice`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadCards("c.yaml", []byte(tc.src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got\n%v\nwant it to contain\n%s", err, tc.want)
			}
		})
	}
}

// One mistake in a deck or a card is reported once, at its place.
func TestOneProblemOnce(t *testing.T) {
	cs, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		deck bool
		src  string
		want string
	}{
		{false, "cards:\n  - {title: A, type: character, attribute: fier, power: 2}\n", `c.yaml:2:44: attribute: unknown value "fier"`},
		{false, "cards:\n  - {title: A, type: character, attribute: fire, power: 30}\n", `c.yaml:2:57: power: 30 is out of range; want 0 to 20`},
		{false, "a: &c {title: A, type: character, attribute: fire}\ncards: [*c]\n", `c.yaml:1:1: unknown key "a" in the card set`},
		{true, "name: x\ncards:\n  Leonardo: 50\n", `d.yaml:3:13: the count of "Leonardo": 50 is out of range; want 1 to 3`},
		{true, "name: x\nillustrative: yes\ncards:\n  Leonardo: 3\n", `d.yaml:2:15: illustrative: want true or false, got "yes"`},
		{true, "name: x\ncards: [Leonardo]\n", `d.yaml:2:8: cards: want a mapping of card titles to counts, got a list`},
	} {
		if tc.deck {
			_, err = LoadDeck("d.yaml", []byte(tc.src), cs)
		} else {
			_, err = LoadCards("c.yaml", []byte(tc.src))
		}
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "problems") {
			t.Errorf("%q:\ngot  %v\nwant the one problem %s", tc.src, err, tc.want)
		}
	}
}
