package deckfile

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/sim/tcg"
)

var (
	matchKeys  = []string{"game", "seats", "first", "max_turns"}
	seatKeys   = []string{"deck", "policy"}
	firstNames = []string{"random", "seat1", "seat2"}
)

// LoadMatch reads a match file, two decks and their players:
//
//	game: tcg                          # names the game for tmntsim run
//	seats:                             # exactly two
//	  - {deck: genbu, policy: planner} # deck: an embedded deck or a deck file
//	  - {deck: my-deck.yaml}           # policy: a spec of sim/tcg/policy (default greedy)
//	first: random                      # random (a coin toss per game), seat1 or seat2
//	max_turns: 400                     # optional: a longer game ends drawn
//
// Deck files are read by readFile (nil: decks must be embedded); policies
// are built by newPolicy (sim/tcg/policy.New, which this package cannot
// import: the policies' tests import it). Every problem is reported with
// FILE:LINE:COL and did-you-mean.
func LoadMatch(name string, b []byte, readFile func(string) ([]byte, error), newPolicy func(string) (tcg.Policy, error)) (*tcg.Match, error) {
	s := newSource(name, b)
	root := s.parse(b)
	if root == nil {
		return nil, s.err()
	}
	cs, err := Embedded()
	if err != nil {
		return nil, err
	}
	var decks [tcg.MaxSeats]tcg.Deck
	specs := [tcg.MaxSeats]string{"greedy", "greedy"}
	var opt tcg.Options
	var seatsNode *yaml.Node
	var hasDeck [tcg.MaxSeats]bool
	s.fields(root, "a match", matchKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "game":
			if g := s.str(v, key); g != "tcg" {
				s.errorf(v, "game: %q, want tcg in a match file", g)
			}
		case "seats":
			seatsNode = v
			if v.Kind != yaml.SequenceNode || len(v.Content) != tcg.MaxSeats {
				s.errorf(v, "seats must be a list of %d seats, each {deck, policy}", tcg.MaxSeats)
				return
			}
			for i, n := range v.Content {
				s.fields(n, "a seat", seatKeys, func(key string, k, v *yaml.Node) {
					switch key {
					case "deck":
						hasDeck[i] = true
						decks[i] = s.matchDeck(v, cs, readFile)
					case "policy":
						spec := s.str(v, key)
						if _, err := newPolicy(spec); err != nil {
							s.errorf(v, "%v", err)
							return
						}
						specs[i] = spec
					}
				})
			}
		case "first":
			f := s.str(v, key)
			switch i := slices.Index(firstNames, f); {
			case i >= 0:
				opt.First = tcg.FirstPlayer(i)
			case v.Kind == yaml.ScalarNode:
				s.errorf(v, "first: %q; want one of %s%s", f, strings.Join(firstNames, ", "), suggest(f, firstNames))
			}
		case "max_turns":
			opt.MaxTurns = s.integer(v, key, 1, 1_000_000)
		}
	})
	if seatsNode == nil {
		s.errorf(root, "a match needs seats: a list of %d seats, each {deck, policy}", tcg.MaxSeats)
	}
	for i := range decks {
		if seatsNode != nil && len(seatsNode.Content) == tcg.MaxSeats && !hasDeck[i] {
			s.errorf(seatsNode.Content[i], "seat %d has no deck", i+1)
		}
	}
	if err := s.err(); err != nil {
		return nil, err
	}
	setup, err := tcg.NewSetup(cs.Cards, decks, opt)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return tcg.NewMatch(setup, specs, newPolicy), nil
}

// matchDeck loads the deck named at v: an embedded deck, or a deck file
// (a name ending in .yaml) read by readFile.
func (s *source) matchDeck(v *yaml.Node, cs *CardSet, readFile func(string) ([]byte, error)) tcg.Deck {
	n := s.str(v, "deck")
	if n == "" {
		return tcg.Deck{}
	}
	if !strings.HasSuffix(n, ".yaml") && !strings.HasSuffix(n, ".yml") {
		d, err := EmbeddedDeck(cs, n)
		if err != nil {
			s.errorf(v, "%v; or a deck file ending in .yaml", err)
		}
		return d
	}
	if readFile == nil {
		s.errorf(v, "deck %s: this match reads no files; want one of %s", n, strings.Join(DeckNames(), ", "))
		return tcg.Deck{}
	}
	b, err := readFile(n)
	if err != nil {
		s.errorf(v, "deck %s: %v", n, err)
		return tcg.Deck{}
	}
	d, err := LoadDeck(n, b, cs)
	if err != nil {
		s.errorf(v, "deck %s does not load:\n%v", n, err)
	}
	return d
}

// MatchNames returns the names of the embedded matches, sorted.
func MatchNames() []string { return names("data/matches") }

// EmbeddedMatch loads the embedded match named name, its policies built by
// newPolicy.
func EmbeddedMatch(name string, newPolicy func(string) (tcg.Policy, error)) (*tcg.Match, error) {
	b, err := data.ReadFile(path.Join("data/matches", name+".yaml"))
	if err != nil {
		return nil, fmt.Errorf("no match %q%s; matches: %s", name, suggest(name, MatchNames()), strings.Join(MatchNames(), ", "))
	}
	return LoadMatch(name, b, nil, newPolicy)
}
