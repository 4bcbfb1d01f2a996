package deckfile

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

var firstNames = []string{"random", "seat1", "seat2"}

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
	var errs scenarios.ErrorList
	var f matchFile
	src, ok := decode(name, "a match", b, &errs, &f)
	if !ok {
		return nil, errOf(errs)
	}
	cs, err := Embedded()
	if err != nil {
		return nil, err
	}
	if g := f.Game; !g.Pos.IsZero() && g.V != "tcg" {
		src.Errorf(g.Pos, "game: %q, want tcg in a match file", g.V)
	}
	var opt tcg.Options
	if fp := f.First; !fp.Pos.IsZero() {
		if i := slices.Index(firstNames, fp.V); i >= 0 {
			opt.First = tcg.FirstPlayer(i)
		} else {
			src.Errorf(fp.Pos, "first: %q; want one of %s%s", fp.V, strings.Join(firstNames, ", "), scenarios.Suggest(fp.V, firstNames))
		}
	}
	opt.MaxTurns = f.MaxTurns.V
	var decks [tcg.MaxSeats]tcg.Deck
	specs := [tcg.MaxSeats]string{"greedy", "greedy"}
	switch seats := f.Seats.Seats; {
	case f.Seats.At.IsZero():
		src.Errorf(scenarios.Pos{Line: 1, Col: 1}, "a match needs seats: a list of %d seats, each {deck, policy}", tcg.MaxSeats)
	case !f.Seats.IsList:
	case len(seats) != tcg.MaxSeats:
		src.Errorf(f.Seats.At, "seats must be a list of %d seats, each {deck, policy}", tcg.MaxSeats)
	default:
		for i, seat := range seats {
			if !seat.Deck.Pos.IsZero() {
				decks[i] = matchDeck(src, seat.Deck, cs, readFile)
			}
			if p := seat.Policy; !p.Pos.IsZero() {
				if _, err := newPolicy(p.V); err != nil {
					src.Errorf(p.Pos, "%v", err)
				} else {
					specs[i] = p.V
				}
			}
		}
	}
	if err := errOf(errs); err != nil {
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
func matchDeck(src *scenarios.Source, v scenarios.Str, cs *CardSet, readFile func(string) ([]byte, error)) tcg.Deck {
	n := v.V
	if !strings.HasSuffix(n, ".yaml") && !strings.HasSuffix(n, ".yml") {
		d, err := EmbeddedDeck(cs, n)
		if err != nil {
			src.Errorf(v.Pos, "%v; or a deck file ending in .yaml", err)
		}
		return d
	}
	if readFile == nil {
		src.Errorf(v.Pos, "deck %s: this match reads no files; want one of %s", n, strings.Join(DeckNames(), ", "))
		return tcg.Deck{}
	}
	b, err := readFile(n)
	if err != nil {
		src.Errorf(v.Pos, "deck %s: %v", n, err)
		return tcg.Deck{}
	}
	d, err := LoadDeck(n, b, cs)
	if err != nil {
		src.Errorf(v.Pos, "deck %s does not load:\n%v", n, err)
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
		return nil, fmt.Errorf("no match %q%s; matches: %s", name, scenarios.Suggest(name, MatchNames()), strings.Join(MatchNames(), ", "))
	}
	return LoadMatch(name, b, nil, newPolicy)
}
