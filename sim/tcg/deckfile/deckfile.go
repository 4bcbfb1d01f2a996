package deckfile

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

//go:embed data/cards.yaml data/neutral.yaml data/decks/*.yaml data/matches/*.yaml
var data embed.FS

// CardSetFile is the embedded card set's file name.
const CardSetFile = "data/cards.yaml"

// A CardSet is a loaded card set: the cards and their titles' indexes.
type CardSet struct {
	Cards  []tcg.Card
	byName map[string]tcg.CardID
}

// Lookup returns the card titled title.
func (cs *CardSet) Lookup(title string) (tcg.CardID, bool) {
	id, ok := cs.byName[title]
	return id, ok
}

// Titles returns the titles of the set, in file order.
func (cs *CardSet) Titles() []string {
	t := make([]string, len(cs.Cards))
	for i := range cs.Cards {
		t[i] = cs.Cards[i].Title
	}
	return t
}

// Embedded returns the embedded card set.
func Embedded() (*CardSet, error) {
	b, err := data.ReadFile(CardSetFile)
	if err != nil {
		return nil, err
	}
	return LoadCards(CardSetFile, b)
}

// DeckNames returns the names of the embedded decks, sorted.
func DeckNames() []string { return names("data/decks") }

// names returns the names of the embedded files in dir, without .yaml,
// sorted.
func names(dir string) []string {
	ents, _ := fs.ReadDir(data, dir)
	var names []string
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	return names
}

// EmbeddedDeck loads the embedded deck named name from the card set cs.
func EmbeddedDeck(cs *CardSet, name string) (tcg.Deck, error) {
	file := path.Join("data/decks", name+".yaml")
	b, err := data.ReadFile(file)
	if err != nil {
		names := DeckNames()
		if c := scenarios.Closest(name, names); c != "" {
			return tcg.Deck{}, fmt.Errorf("no deck %q (did you mean %q?); decks: %s", name, c, strings.Join(names, ", "))
		}
		return tcg.Deck{}, fmt.Errorf("no deck %q; decks: %s", name, strings.Join(names, ", "))
	}
	return LoadDeck(file, b, cs)
}

// NewSetup builds a tcg.Setup from two embedded decks of the embedded card
// set.
func NewSetup(deck0, deck1 string, opt tcg.Options) (*tcg.Setup, error) {
	cs, err := Embedded()
	if err != nil {
		return nil, err
	}
	var decks [tcg.MaxSeats]tcg.Deck
	for i, n := range []string{deck0, deck1} {
		if decks[i], err = EmbeddedDeck(cs, n); err != nil {
			return nil, err
		}
	}
	return tcg.NewSetup(cs.Cards, decks, opt)
}

// A source is one file being read, collecting its problems.
type source struct {
	name  string
	lines []string
	errs  scenarios.ErrorList
}

func newSource(name string, b []byte) *source {
	return &source{name: name, lines: strings.Split(string(b), "\n")}
}

func pos(n *yaml.Node) scenarios.Pos { return scenarios.Pos{Line: n.Line, Col: n.Column} }

// errorf records a problem at node n (nil: the whole file).
func (s *source) errorf(n *yaml.Node, format string, args ...any) {
	e := &scenarios.Error{File: s.name, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Pos = pos(n)
		if n.Line >= 1 && n.Line <= len(s.lines) {
			e.Src = strings.TrimRight(s.lines[n.Line-1], "\r")
		}
	}
	s.errs = append(s.errs, e)
}

// err returns the problems found, sorted, or nil.
func (s *source) err() error {
	s.errs.Sort()
	return s.errs.Err()
}

// parse parses b into its document's root node with the shared YAML
// reader (scenarios.ParseYAML), so deck and match files get what battle
// files get: a file that is not UTF-8 text is refused without quoting it,
// a second document is an error, a syntax error names its line.
func (s *source) parse(b []byte) *yaml.Node {
	return scenarios.ParseYAML(scenarios.NewSource(s.name, b, &s.errs), b)
}

// fields walks mapping n, calling f for each key known in keys and
// reporting unknown and repeated keys with a did-you-mean.
func (s *source) fields(n *yaml.Node, what string, keys []string, f func(key string, k, v *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		s.errorf(n, "%s must be a mapping of %s", what, strings.Join(keys, ", "))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch {
		case !slices.Contains(keys, k.Value):
			s.errorf(k, "unknown key %q in %s%s; keys: %s", k.Value, what, suggest(k.Value, keys), strings.Join(keys, ", "))
		case seen[k.Value]:
			s.errorf(k, "%s repeated in %s", k.Value, what)
		default:
			seen[k.Value] = true
			f(k.Value, k, v)
		}
	}
}

// suggest returns " (did you mean X?)" when a candidate is close to s.
func suggest(s string, candidates []string) string {
	if c := scenarios.Closest(s, candidates); c != "" {
		return fmt.Sprintf(" (did you mean %q?)", c)
	}
	return ""
}

// str returns scalar v's value, reporting a non-scalar.
func (s *source) str(v *yaml.Node, what string) string {
	if v.Kind != yaml.ScalarNode {
		s.errorf(v, "%s must be a single value", what)
		return ""
	}
	return v.Value
}

// integer returns scalar v as an integer in [lo, hi].
func (s *source) integer(v *yaml.Node, what string, lo, hi int) int {
	n, err := strconv.Atoi(s.str(v, what))
	if v.Kind == yaml.ScalarNode && (err != nil || n < lo || n > hi) {
		s.errorf(v, "%s must be a whole number from %d to %d, not %q", what, lo, hi, v.Value)
		return lo
	}
	return n
}

// enum returns the index of scalar v's value among names.
func (s *source) enum(v *yaml.Node, what string, names []string) int {
	x := s.str(v, what)
	if i := slices.Index(names, x); i >= 0 {
		return i
	}
	if v.Kind == yaml.ScalarNode {
		s.errorf(v, "unknown %s %q%s; %ss: %s", what, x, suggest(x, names), what, strings.Join(names, ", "))
	}
	return 0
}
