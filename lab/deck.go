package lab

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// A Deck is what a study of cards (DeckStudy) changes in a game: the card
// titles of a seat's deck (or of the deck a table shares) and the setup
// with one of them blanked. Each game's file package makes its own.
type Deck interface {
	// Titles returns the titles the study may blank, with their copies,
	// in deck order.
	Titles(seat int) (titles []string, copies []int)
	// Blank returns the setup with every copy of title replaced by the
	// game's neutral card.
	Blank(seat int, title string) (sim.Setup, error)
	// BlankName names the neutral card, for the output.
	BlankName() string
	// Name names the deck whose cards a study of seat blanks ("the
	// table's deck"), safe to print.
	Name(seat int) string
	// Seat is the seat a study measures when none is asked for: -1 for
	// the focus seat.
	Seat() int
}

// An AllyDeck is a Deck of ally cards (AllyImpact): its base is the battle
// with none offered, and each card is offered alone against it.
type AllyDeck interface {
	Deck
	// WithoutCards returns the setup with no card offered.
	WithoutCards() sim.Setup
	// Side names the side an ally card fights for.
	Side(title string) string
}

// A DrawnDeck is a Deck whose game tallies the win rate of the games in
// which a card was drawn (the TCG).
type DrawnDeck interface {
	Deck
	// WhenDrawn plays games 0 … o.Games-1 by policies and returns seat's
	// win rate in the games where title was drawn, and their share (NaN,
	// NaN for a title it does not know).
	WhenDrawn(ctx context.Context, seat int, policies []string, o Options) (func(title string) (rate, share float64), error)
}

// A DeckStudy is the impact of each card of a deck on a seat's win rate
// (tmntsim impact): the setup as it is and with each of Titles blanked,
// paired on the same seeds.
type DeckStudy struct {
	Setup    sim.Setup
	Name     string // the setup's, in output
	Deck     Deck
	Seat     int
	Policies []string
	Titles   []string // the titles to blank, in order (Pick)
}

// A DeckResult is what a DeckStudy found.
type DeckResult struct {
	Effects []Effect // ranked (RankEffects)
	Base    *Summary // the setup as it is (for allies: with none offered)
	Copies  map[string]int
	// Drawn returns the win rate when a title was drawn and the share of
	// games it was; nil for a deck that does not tally it.
	Drawn func(title string) (rate, share float64)
}

// Pick sets the titles the study blanks: every title of the deck when
// cards is empty, else those of cards, each once. A title the deck lacks
// is an error with did-you-mean, and so is a deck without cards.
func (st *DeckStudy) Pick(cards []string) error {
	all, _ := st.Deck.Titles(st.Seat)
	st.Titles = all
	if len(cards) > 0 {
		st.Titles = nil
		for _, t := range cards {
			t = strings.TrimSpace(t)
			if !slices.Contains(all, t) {
				return fmt.Errorf("no card %q in %s%s; its cards: %s", textsafe.Term(t), st.Deck.Name(st.Seat), scenarios.Suggest(t, all), strings.Join(all, ", "))
			}
			if !slices.Contains(st.Titles, t) {
				st.Titles = append(st.Titles, t)
			}
		}
	}
	if len(st.Titles) == 0 {
		return fmt.Errorf("%s has no cards to blank", st.Deck.Name(st.Seat))
	}
	return nil
}

// Groups returns the number of paired groups Play plays, each of o.Games
// games: its progress counts Groups()*o.Games.
func (st *DeckStudy) Groups() int64 {
	return int64((len(st.Titles) + MaxEntrants - 2) / (MaxEntrants - 1))
}

// Play plays the setup and each blanked variant, paired (Impact, or
// AllyImpact for an AllyDeck), and ranks the effects. Of o it takes what
// Impact takes. Interrupted, it returns ctx's error and, as Impact, what
// a study of one group paired so far.
func (st *DeckStudy) Play(ctx context.Context, o Options) (*DeckResult, error) {
	var variants []Entrant
	for _, t := range st.Titles {
		v, err := st.Deck.Blank(st.Seat, t)
		if err != nil {
			return nil, err
		}
		variants = append(variants, Entrant{Setup: v, Policies: st.Policies, Name: t})
	}
	base := Entrant{Setup: st.Setup, Policies: st.Policies, Name: st.Name}
	impact := Impact
	if a, ok := st.Deck.(AllyDeck); ok {
		base.Setup, impact = a.WithoutCards(), AllyImpact
	}
	effects, sum, err := impact(ctx, base, variants, st.Seat, o)
	if effects == nil {
		return nil, err
	}
	RankEffects(effects)
	r := &DeckResult{Effects: effects, Base: sum, Copies: map[string]int{}}
	titles, copies := st.Deck.Titles(st.Seat)
	for i, t := range titles {
		r.Copies[t] = copies[i]
	}
	return r, err
}

// Draw fills in r's win rates when drawn, for a DrawnDeck; o as for Play.
func (st *DeckStudy) Draw(ctx context.Context, r *DeckResult, o Options) error {
	d, ok := st.Deck.(DrawnDeck)
	if !ok {
		return nil
	}
	var err error
	r.Drawn, err = d.WhenDrawn(ctx, st.Seat, st.Policies, o)
	return err
}
