// Package cardfile reads villain ability card files (YAML) into
// villaindeck's types, and embeds the shipped illustrative card set.
//
// A card file is a set of villain ability cards, each naming its villain
// type and colour group, the Regroup card, and optionally named decks of
// six colour groups. Loading is strict, like battle files' (through the
// scenarios package's Decoder): unknown keys, words outside the
// vocabulary, colour groups that are not 4 cards, a second Regroup card
// and decks that are not exactly 25 cards are errors, each with
// FILE:LINE:COL, the offending line and a did-you-mean where a word is
// close to a known one. docs/RULES.md ("Adventures Competitive Mode")
// gives the format and the vocabulary of abilities.
//
// The shipped card set (data/villain-cards.yaml) is ILLUSTRATIVE: the
// rulebooks print no card; the set uses every value they state.
package cardfile

import (
	"embed"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/userfile"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

//go:embed data/villain-cards.yaml
var data embed.FS

// EmbeddedFile is the embedded card set's file name.
const EmbeddedFile = "data/villain-cards.yaml"

// MaxCards is the most cards a card file holds.
const MaxCards = 1024

// Colours are the colour groups' names a card file may use. The books
// show coloured letters (red R, blue B); the list is tmntsim's.
var Colours = []string{"red", "blue", "green", "yellow", "purple", "orange", "black", "white"}

// enumLists are the word lists of the format.
var enumLists = map[string][]string{
	"icons":   villaindeck.IconWords(),
	"timings": villaindeck.TimingNames(),
	"effects": villaindeck.EffectNames(),
	"colours": Colours,
}

// cardFile is a whole card file.
type cardFile struct {
	At           scenarios.Pos
	Illustrative *scenarios.Bool `yaml:"illustrative" doc:"The cards are not printed ones but chosen for tmntsim."`
	Cards        []cardSpec      `yaml:"cards" required:"true" doc:"The villain ability cards: every colour group's 4 cards, and one Regroup card."`
	Decks        []deckSpec      `yaml:"decks" doc:"Named decks: 6 colour groups each, with the Regroup card 25 cards."`
}

// cardSpec is one card of a card file.
type cardSpec struct {
	At        scenarios.Pos
	Name      scenarios.Str   `yaml:"name" required:"true" doc:"The card's name."`
	Regroup   *scenarios.Bool `yaml:"regroup" doc:"The Regroup card: no villain, colour, figures or icons."`
	Villain   *scenarios.Str  `yaml:"villain" doc:"The roster name of the villain type it activates."`
	Colour    *scenarios.Str  `yaml:"colour" enum:"@colours" doc:"Its colour group."`
	Figures   *scenarios.Int  `yaml:"figures" range:"1..9" doc:"How many figures of the type it activates."`
	Icons     []scenarios.Str `yaml:"icons" enum:"@icons" doc:"The action icons each activated figure receives, spelled like Action-die faces; a shell is a defense icon."`
	Abilities []abilitySpec   `yaml:"abilities" doc:"Special abilities."`
	Text      *scenarios.Str  `yaml:"text" doc:"The card's text, for people."`
}

// abilitySpec is one special ability of a card.
type abilitySpec struct {
	At     scenarios.Pos
	When   scenarios.Str   `yaml:"when" required:"true" enum:"@timings" doc:"When it triggers or how long it lasts."`
	Effect scenarios.Str   `yaml:"effect" required:"true" enum:"@effects" doc:"What it does."`
	N      *scenarios.Int  `yaml:"n" range:"1..9" doc:"Its amount (default 1)."`
	All    *scenarios.Bool `yaml:"all" doc:"A lasting effect for every villain figure, not only the card's type."`
}

// deckSpec is a named deck of a card file.
type deckSpec struct {
	At     scenarios.Pos
	Name   scenarios.Str   `yaml:"name" required:"true" doc:"The deck's name."`
	Groups []scenarios.Str `yaml:"groups" required:"true" doc:"Its colour groups, each as 'villain colour' (foot-ninja red)."`
}

// A Group names a colour group: a villain type and a colour.
type Group struct {
	Villain, Colour string
}

func (g Group) String() string { return g.Villain + " " + g.Colour }

// A NamedDeck is a deck of a card file: its name and colour groups.
type NamedDeck struct {
	Name   string
	Groups []Group
}

// A Set is a loaded card file.
type Set struct {
	File         string
	Illustrative bool
	Cards        []villaindeck.Card // in file order, the Regroup card among them
	Regroup      int                // the Regroup card's index in Cards
	Decks        []NamedDeck
}

// Groups returns the colour groups of the set, in the order of their first
// cards.
func (s *Set) Groups() []Group {
	var gs []Group
	for i := range s.Cards {
		c := &s.Cards[i]
		if g := (Group{c.Villain, c.Colour}); !c.Regroup && !slices.Contains(gs, g) {
			gs = append(gs, g)
		}
	}
	return gs
}

// Deck builds the villain deck of a battle from the set: the cards of the
// colour groups named and the Regroup card (Adventures, Building the
// Villain Deck). types are the battle's villain types by roster name. The
// error names every problem.
func (s *Set) Deck(groups []Group, types []string) (*villaindeck.Deck, error) {
	cards, err := s.deckCards(groups)
	if err != nil {
		return nil, err
	}
	return villaindeck.Build(cards, types)
}

// deckCards returns the cards of groups and the Regroup card.
func (s *Set) deckCards(groups []Group) ([]villaindeck.Card, error) {
	var cards []villaindeck.Card
	var errs []error
	all := s.Groups()
	for i, g := range groups {
		if slices.Contains(groups[:i], g) {
			errs = append(errs, fmt.Errorf("colour group %s named twice", g))
			continue
		}
		if !slices.Contains(all, g) {
			errs = append(errs, fmt.Errorf("no colour group %s in %s%s", g, s.File, scenarios.Suggest(g.String(), groupWords(all))))
			continue
		}
		for _, c := range s.Cards {
			if !c.Regroup && c.Villain == g.Villain && c.Colour == g.Colour {
				cards = append(cards, c)
			}
		}
	}
	return append(cards, s.Cards[s.Regroup]), errors.Join(errs...)
}

// NamedDeck builds the deck of the set named name for a battle of the
// villain types types.
func (s *Set) NamedDeck(name string, types []string) (*villaindeck.Deck, error) {
	var names []string
	for _, d := range s.Decks {
		if d.Name == name {
			return s.Deck(d.Groups, types)
		}
		names = append(names, d.Name)
	}
	return nil, fmt.Errorf("no deck %q in %s%s (decks: %s)", name, s.File, scenarios.Suggest(name, names), strings.Join(names, ", "))
}

// Types returns the villain types of a named deck, in the order of its
// groups.
func (d *NamedDeck) Types() []string {
	var ts []string
	for _, g := range d.Groups {
		if !slices.Contains(ts, g.Villain) {
			ts = append(ts, g.Villain)
		}
	}
	return ts
}

func groupWords(gs []Group) []string {
	w := make([]string, len(gs))
	for i, g := range gs {
		w[i] = g.String()
	}
	return w
}

// Embedded returns the embedded illustrative card set.
func Embedded() (*Set, error) {
	b, err := data.ReadFile(EmbeddedFile)
	if err != nil {
		return nil, err
	}
	return Load(EmbeddedFile, b, nil)
}

// Open reads and loads the card file at path (a regular file under
// userfile.MaxBattle).
func Open(path string, types []string) (*Set, error) {
	b, err := userfile.Read(path, userfile.MaxBattle)
	if err != nil {
		return nil, err
	}
	return Load(path, b, types)
}

// Load reads a card file's data, named name in messages. types are the
// villain types by roster name the cards may name (nil: any roster name).
// The error, if any, is a scenarios.ErrorList naming every problem.
func Load(name string, data []byte, types []string) (*Set, error) {
	var errs scenarios.ErrorList
	src := scenarios.NewSource(name, data, &errs)
	root := scenarios.ParseYAML(src, data)
	if root == nil {
		errs.Sort()
		return nil, errs
	}
	var f cardFile
	d := &scenarios.Decoder{Src: src, Enums: enumLists}
	d.Decode(root, reflect.ValueOf(&f).Elem(), scenarios.Tags{})
	if d.Stopped() {
		errs.Sort()
		return nil, errs
	}
	l := &loader{src: src, set: &Set{File: name, Regroup: -1}, types: types}
	l.cards(f.Cards)
	l.decks(f.Decks)
	if f.Illustrative != nil {
		l.set.Illustrative = f.Illustrative.V
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return l.set, nil
}

// A loader turns a decoded card file into a Set, recording problems.
type loader struct {
	src   *scenarios.Source
	set   *Set
	types []string
	at    []scenarios.Pos // the position of each card of set.Cards
	// incomplete marks the cards missing a villain type or a colour, or
	// naming unknown ones; broken is set when there is one
	incomplete []bool
	broken     bool
}

// cards converts and checks the cards.
func (l *loader) cards(specs []cardSpec) {
	for i := range specs {
		if len(l.set.Cards) == MaxCards {
			l.src.Errorf(specs[i].At, "more than %d cards", MaxCards)
			break
		}
		c, complete := l.card(&specs[i])
		l.set.Cards = append(l.set.Cards, c)
		l.at = append(l.at, specs[i].At)
		l.incomplete = append(l.incomplete, !complete)
	}
	// The colour groups are counted once every card names a known villain
	// type and colour: a misspelt one would make two wrong groups of one.
	l.broken = slices.Contains(l.incomplete, true)
	var checked []villaindeck.Card
	var at []scenarios.Pos
	for i := range l.set.Cards {
		if !l.broken || l.set.Cards[i].Regroup {
			checked = append(checked, l.set.Cards[i])
			at = append(at, l.at[i])
		}
	}
	for _, p := range villaindeck.CheckCards(checked, nil) {
		l.src.Errorf(at[p.Card], "%s", p.Msg)
	}
	for i := range l.set.Cards {
		if l.set.Cards[i].Regroup && l.set.Regroup < 0 {
			l.set.Regroup = i
		}
	}
	if l.set.Regroup < 0 && len(specs) > 0 {
		l.src.Errorf(scenarios.Pos{Line: 1, Col: 1}, "no Regroup card (regroup: true); every villain deck has one (Adventures, Building the Villain Deck)")
	}
}

// card converts one card, recording what is wrong with it. It reports
// whether the card's colour group is known: a villain type and a colour,
// both in the vocabulary.
func (l *loader) card(s *cardSpec) (villaindeck.Card, bool) {
	c := villaindeck.Card{Name: s.Name.V}
	complete := true
	if s.Regroup != nil && s.Regroup.V {
		c.Regroup = true
		for _, f := range []struct {
			given bool
			key   string
		}{{s.Villain != nil, "villain"}, {s.Colour != nil, "colour"}, {s.Figures != nil, "figures"}, {s.Icons != nil, "icons"}} {
			if f.given {
				l.src.Errorf(s.At, "the Regroup card %q has %s; it activates no figure and belongs to no colour group", c.Name, f.key)
			}
		}
	} else {
		var missing []string
		if s.Villain == nil {
			missing = append(missing, `"villain"`)
		}
		if s.Colour == nil {
			missing = append(missing, `"colour"`)
		}
		if s.Figures == nil {
			missing = append(missing, `"figures"`)
		}
		if len(missing) > 0 {
			l.src.Errorf(s.At, "card %q: missing %s (or regroup: true for the Regroup card)", c.Name, strings.Join(missing, ", "))
			complete = false
		}
		if s.Villain != nil {
			c.Villain = s.Villain.V
			complete = complete && l.checkVillain(s.Villain)
		}
		if s.Colour != nil {
			c.Colour = s.Colour.V
			complete = complete && slices.Contains(Colours, c.Colour) // else reported by the decoder
		}
		c.Figures = 1 // when missing or out of range, reported; the other checks go on
		if s.Figures != nil && s.Figures.V >= 1 && s.Figures.V <= villaindeck.MaxFigures {
			c.Figures = int8(s.Figures.V)
		}
	}
	if len(s.Icons) > villaindeck.MaxIcons {
		l.src.Errorf(s.Icons[villaindeck.MaxIcons].Pos, "card %q has %d action icons; a card has at most %d", c.Name, len(s.Icons), villaindeck.MaxIcons)
	}
	for _, w := range s.Icons[:min(len(s.Icons), villaindeck.MaxIcons)] {
		if i, ok := villaindeck.ParseIcon(w.V); ok {
			c.Icons[c.NIcons] = i
			c.NIcons++
		}
	}
	if len(s.Abilities) > villaindeck.MaxAbilities {
		l.src.Errorf(s.Abilities[villaindeck.MaxAbilities].At, "card %q has %d abilities; a card has at most %d", c.Name, len(s.Abilities), villaindeck.MaxAbilities)
	}
	for i := range s.Abilities[:min(len(s.Abilities), villaindeck.MaxAbilities)] {
		if a, ok := l.ability(&s.Abilities[i]); ok {
			c.Abilities[c.NAbilities] = a
			c.NAbilities++
		}
	}
	return c, complete
}

// checkVillain reports a villain type not among the loader's types, and
// whether it is known.
func (l *loader) checkVillain(v *scenarios.Str) bool {
	switch {
	case v.IsZero():
		return false // not a word; reported by the decoder
	case l.types != nil && !slices.Contains(l.types, v.V):
		l.src.Errorf(v.Pos, "unknown villain type %q%s; the roster has %s", scenarios.Clip(v.V), scenarios.Suggest(v.V, l.types), strings.Join(l.types, ", "))
		return false
	}
	return true
}

// ability converts one ability and checks that its effect and timing go
// together: a lasting effect lasts (this-turn, while-active), an instant
// one occurs (played, discarded) (Adventures, Special Abilities).
func (l *loader) ability(s *abilitySpec) (villaindeck.Ability, bool) {
	w := slices.Index(villaindeck.TimingNames(), s.When.V)
	e := slices.Index(villaindeck.EffectNames(), s.Effect.V)
	if w < 0 || e < 0 {
		return villaindeck.Ability{}, false // reported by the decoder
	}
	a := villaindeck.Ability{When: villaindeck.Timing(w), Effect: villaindeck.Effect(e), N: 1}
	ok := true
	switch {
	case a.Effect.Lasting() && !a.When.Lasting():
		l.src.Errorf(s.When.Pos, "effect %s lasts; give it when: this-turn or while-active", a.Effect)
		ok = false
	case !a.Effect.Lasting() && a.When.Lasting():
		l.src.Errorf(s.When.Pos, "effect %s happens once; give it when: played or discarded", a.Effect)
		ok = false
	}
	if s.N != nil {
		if !a.Effect.Counted() {
			l.src.Errorf(s.N.Pos, "effect %s takes no n", a.Effect)
			ok = false
		}
		a.N = int8(s.N.V)
	}
	if s.All != nil {
		if !a.Effect.Lasting() || a.Effect == villaindeck.HandBonus {
			l.src.Errorf(s.All.Pos, "all: is for the lasting effects of figures (defend, attack, move, free-reroll, stun), not %s", a.Effect)
			ok = false
		}
		a.All = s.All.V
	}
	return a, ok
}

// decks converts and checks the named decks: each is built as a battle
// would build it, for the villain types it names.
func (l *loader) decks(specs []deckSpec) {
	var names []string
	for i := range specs {
		s := &specs[i]
		if slices.Contains(names, s.Name.V) {
			l.src.Errorf(s.Name.Pos, "deck %q given twice", s.Name.V)
			continue
		}
		names = append(names, s.Name.V)
		d := NamedDeck{Name: s.Name.V}
		bad := false
		for _, g := range s.Groups {
			v, col, ok := strings.Cut(g.V, " ")
			if !ok || v == "" || col == "" || strings.Contains(col, " ") {
				l.src.Errorf(g.Pos, "a colour group is a villain type and a colour, as in \"foot-ninja red\"; got %q", scenarios.Clip(g.V))
				bad = true
				continue
			}
			gr := Group{v, col}
			if !slices.Contains(l.set.Groups(), gr) {
				l.src.Errorf(g.Pos, "no colour group %s in the card file%s", gr, scenarios.Suggest(gr.String(), groupWords(l.set.Groups())))
				bad = true
				continue
			}
			if slices.Contains(d.Groups, gr) {
				l.src.Errorf(g.Pos, "colour group %s named twice", gr)
				bad = true
				continue
			}
			d.Groups = append(d.Groups, gr)
		}
		l.set.Decks = append(l.set.Decks, d)
		if bad || l.set.Regroup < 0 || l.broken {
			continue
		}
		l.checkDeck(s, &d)
	}
}

// checkDeck builds deck d, reporting its problems: a card's at the card, the
// deck's at the deck.
func (l *loader) checkDeck(s *deckSpec, d *NamedDeck) {
	cards, _ := l.set.deckCards(d.Groups)
	// the index of each deck card in the set, for positions
	var idx []int
	for _, g := range d.Groups {
		for i, c := range l.set.Cards {
			if !c.Regroup && c.Villain == g.Villain && c.Colour == g.Colour {
				idx = append(idx, i)
			}
		}
	}
	idx = append(idx, l.set.Regroup)
	_, err := villaindeck.Build(cards, d.Types())
	var de villaindeck.DeckError
	if !errors.As(err, &de) {
		return
	}
	for _, p := range de {
		if p.Card >= 0 {
			l.src.Errorf(l.at[idx[p.Card]], "%s", p.Msg)
			continue
		}
		l.src.Errorf(s.At, "deck %q: %s", d.Name, p.Msg)
	}
}
