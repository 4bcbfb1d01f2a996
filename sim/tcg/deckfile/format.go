package deckfile

import (
	"fmt"
	"reflect"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// The format types of the TCG's files, decoded strictly by the shared
// positioned decoder (scenarios.Decoder) from their struct tags (yaml:
// key, required, enum, range; doc for people): an unknown or repeated key,
// a value of the wrong shape, a word outside its list or a number out of
// range is an error at its line and column with did-you-mean, aliases are
// followed within a budget, and every problem of a file is reported at
// once. The checks across fields (the rules of cards, the deck-building
// rules, the decks and policies a match names) follow the decoding.

// A cardSetFile is a card set file (data/cards.yaml).
type cardSetFile struct {
	Cards []cardEntry `yaml:"cards" required:"true" doc:"The cards of the set, each title once."`
}

// A cardEntry is a card as decoded, and whether decoding it found a
// problem (then the checks across its fields are left out, not to report
// one mistake twice).
type cardEntry struct {
	cardFile
	bad bool
}

// DecodeNode decodes the card, noting its problems.
func (c *cardEntry) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	before := len(*d.Src.Errs)
	d.Decode(n, reflect.ValueOf(&c.cardFile).Elem(), scenarios.Tags{Name: "a card"})
	c.bad = len(*d.Src.Errs) > before
}

// A cardFile is one card.
type cardFile struct {
	At        scenarios.Pos
	Title     scenarios.Str `yaml:"title" required:"true" doc:"The card's title, unique in the set; decks name cards by it."`
	Type      scenarios.Str `yaml:"type" required:"true" enum:"@types" doc:"The card type."`
	Attribute scenarios.Str `yaml:"attribute" enum:"@cardattrs" doc:"The attribute; none (or left out) for events only."`
	Power     scenarios.Int `yaml:"power" range:"0..20" doc:"The printed power."`
	Mark      scenarios.Str `yaml:"mark" enum:"@marks" doc:"An attack card's mark (default plain)."`
	Timing    scenarios.Str `yaml:"timing" enum:"@timings" doc:"When its effects resolve (default always: continuous power modifiers)."`
	When      scenarios.Str `yaml:"when" enum:"@triggers" doc:"With timing when, items only: the moment the card acts."`
	Effects   []effectFile  `yaml:"effects" doc:"Its effects, at most 4, in the order they resolve."`
	Text      scenarios.Str `yaml:"text" doc:"The rules text in words, for people."`
}

// An effectFile is one effect of a card.
type effectFile struct {
	At        scenarios.Pos
	Op        scenarios.Str  `yaml:"op" required:"true" enum:"@ops" doc:"The verb."`
	N         *scenarios.Int `yaml:"n" range:"1..20" doc:"How many (default 1); the power of a power modifier."`
	Who       scenarios.Str  `yaml:"who" enum:"@whos" doc:"The target (default self)."`
	While     scenarios.Str  `yaml:"while" enum:"@conds" doc:"A power modifier's condition (default always)."`
	Type      scenarios.Str  `yaml:"type" enum:"@types" doc:"return and search: only cards of this type."`
	Attribute scenarios.Str  `yaml:"attribute" enum:"@attributes" doc:"return and search: only cards of this attribute; the attribute of character-attribute."`
}

// A deckFileFormat is a deck file.
type deckFileFormat struct {
	Name         scenarios.Str  `yaml:"name" required:"true" doc:"The deck's name, its seat's name in a match."`
	Illustrative scenarios.Bool `yaml:"illustrative" doc:"true for a deck made up by tmntsim, not printed by the rules."`
	Cards        deckCards      `yaml:"cards" required:"true" doc:"Card titles of the card set and their counts, 40 cards in all, at most 3 of a title."`
}

// deckCards is a deck's mapping of card titles to counts.
type deckCards struct {
	At      scenarios.Pos
	Entries []deckEntry
}

// A deckEntry is one title of a deck and its count.
type deckEntry struct {
	Title scenarios.Str
	Count scenarios.Int
}

// DecodeNode reads the mapping of titles to counts, keeping its order.
func (c *deckCards) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	c.At = scenarios.PosOf(n)
	if n.Kind != yaml.MappingNode {
		d.Src.Errorf(scenarios.PosOf(n), "%s: want a mapping of card titles to counts, got %s", t.Name, scenarios.Describe(n))
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := d.Resolve(n.Content[i])
		if k == nil {
			return
		}
		var e deckEntry
		d.Decode(k, reflect.ValueOf(&e.Title).Elem(), scenarios.Tags{Name: "a card title"})
		if e.Title.Pos.IsZero() {
			continue
		}
		before := len(*d.Src.Errs)
		d.Decode(n.Content[i+1], reflect.ValueOf(&e.Count).Elem(), scenarios.Tags{Name: fmt.Sprintf("the count of %q", e.Title.V), Min: 1, Max: tcg.MaxCopies, HasRange: true})
		if len(*d.Src.Errs) > before {
			e.Count.V = 0 // said; the deck's size is not counted with it
		}
		c.Entries = append(c.Entries, e)
	}
}

// A matchFile is a match file.
type matchFile struct {
	Game     scenarios.Str `yaml:"game" doc:"The game: tcg."`
	Seats    seatList      `yaml:"seats" doc:"Exactly two seats, each a deck and its player."`
	First    scenarios.Str `yaml:"first" doc:"Who goes first: random (a coin toss each game, the default), seat1 or seat2."`
	MaxTurns scenarios.Int `yaml:"max_turns" range:"1..1000000" doc:"A game longer than this many turns ends drawn (default 400)."`
}

// seatList is a match's list of seats, with its position; IsList is false
// when the value was not a list (the decoder has said so).
type seatList struct {
	At     scenarios.Pos
	IsList bool
	Seats  []seatFile
}

// DecodeNode reads the list of seats, naming each in messages ("seat 2").
func (s *seatList) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	s.At = scenarios.PosOf(n)
	if n.Kind != yaml.SequenceNode {
		d.Src.Errorf(scenarios.PosOf(n), "%s: want a list of %d seats, each {deck, policy}, got %s", t.Name, tcg.MaxSeats, scenarios.Describe(n))
		return
	}
	s.IsList = true
	s.Seats = make([]seatFile, len(n.Content))
	for i, c := range n.Content {
		d.Decode(c, reflect.ValueOf(&s.Seats[i]).Elem(), scenarios.Tags{Name: fmt.Sprintf("seat %d", i+1)})
	}
}

// A seatFile is one seat of a match.
type seatFile struct {
	At     scenarios.Pos
	Deck   scenarios.Str `yaml:"deck" required:"true" doc:"An embedded deck's name, or a deck file (a name ending in .yaml) next to the match."`
	Policy scenarios.Str `yaml:"policy" doc:"The seat's player, a spec of sim/tcg/policy (default greedy)."`
}

// enums are the word lists of the format, named by enum tags.
var enums = map[string][]string{
	"types":      tcg.CardTypeNames(),
	"attributes": tcg.AttrNames(),
	"cardattrs":  append(tcg.AttrNames()[:len(tcg.AttrNames()):len(tcg.AttrNames())], "none"),
	"marks":      tcg.MarkNames(),
	"timings":    tcg.TimingNames(),
	"triggers":   tcg.TriggerNames(),
	"ops":        tcg.OpNames(),
	"whos":       tcg.WhoNames(),
	"conds":      tcg.CondNames(),
}

// decode parses b and decodes its document, what the messages call it
// ("a match"), into v (a pointer to a format type), recording every problem in errs; ok is false when the document
// could not be read at all or was too large.
func decode(name, what string, b []byte, errs *scenarios.ErrorList, v any) (src *scenarios.Source, ok bool) {
	src = scenarios.NewSource(name, b, errs)
	root := scenarios.ParseYAML(src, b)
	if root == nil {
		return src, false
	}
	d := &scenarios.Decoder{Src: src, Enums: enums}
	d.Decode(root, reflect.ValueOf(v).Elem(), scenarios.Tags{Name: what})
	return src, !d.Stopped() && d.Resolve(root).Kind == yaml.MappingNode
}

// errOf returns the problems of errs, sorted, or nil.
func errOf(errs scenarios.ErrorList) error {
	errs.Sort()
	return errs.Err()
}
