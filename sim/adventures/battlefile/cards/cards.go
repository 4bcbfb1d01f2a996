// Package cards holds the decks of a battle that a study of cards (tmntsim
// impact) changes: a competitive battle's villain deck and a cooperative
// battle's ally cards.
package cards

import (
	"slices"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// Deck returns the deck a study of cards (tmntsim impact) changes in a
// battle's setup s: a competitive battle's villain deck, each colour group
// swapped and each card blanked; else, or when a competitive battle has
// ally cards, its ally cards, each offered alone against none
// (lab.AllyDeck).
func Deck(s *policy.Setup) lab.Deck {
	if s.Battle.Competitive == nil || policy.IsCompetitiveWithAllies(s) {
		return allyCards{s}
	}
	return villainCards{s}
}

// villainCards is a competitive battle's villain deck
// (policy.Setup.DeckTitles).
type villainCards struct{ s *policy.Setup }

func (c villainCards) Titles(int) ([]string, []int) { return c.s.DeckTitles() }
func (c villainCards) Blank(_ int, title string) (sim.Setup, error) {
	return c.s.WithTitleBlanked(title)
}
func (c villainCards) BlankName() string { return c.s.BlankTitle() }
func (c villainCards) Name(int) string {
	return "the deck of the " + textsafe.Term(c.s.Schema().Seats[adventures.SeatVillain])
}

// Seat is the villain's, whose deck it is.
func (villainCards) Seat() int { return adventures.SeatVillain }

// allyCards is a cooperative battle's ally cards.
type allyCards struct{ s *policy.Setup }

func (c allyCards) Titles(int) ([]string, []int) {
	var names []string
	var ones []int
	for _, a := range c.s.Battle.Allies {
		names, ones = append(names, a.Name), append(ones, 1)
	}
	return names, ones
}

func (c allyCards) Blank(_ int, title string) (sim.Setup, error) {
	return c.s.WithAllyOnly(c.index(title))
}

func (c allyCards) index(title string) int {
	return slices.IndexFunc(c.s.Battle.Allies, func(a adventures.Ally) bool { return a.Name == title })
}

func (allyCards) BlankName() string         { return policy.NoAlly }
func (c allyCards) Name(int) string         { return "the ally cards of " + textsafe.Term(c.s.Battle.Name) }
func (allyCards) Seat() int                 { return -1 }
func (c allyCards) WithoutCards() sim.Setup { return c.s.WithoutAllies() }

func (c allyCards) Side(title string) string {
	if i := c.index(title); i >= 0 {
		return c.s.Battle.Allies[i].Side.String()
	}
	return ""
}

// DeckSetup returns the setup of battle l for a study of its seats or its
// cards, named by its file: the setup of a competitive battle (whose
// villain deck is a deck), or with allies of a cooperative battle with
// ally cards; nil for another battle.
func DeckSetup(l *battlefile.Loaded, allies bool) *policy.Setup {
	if l.Battle.Competitive == nil && (!allies || len(l.Battle.Allies) == 0) {
		return nil
	}
	s := policy.NewSetup(l.Battle, "")
	s.Source, s.Hash = l.Source, l.Hash
	return s
}

// AllyStudy returns the study of a report's Allies table: the value of
// each ally card of cooperative battle l, each offered alone against none,
// on the heroes' win rate with hero the heroes' policy and specs the
// seats'; nil for a competitive battle or one without ally cards.
func AllyStudy(l *battlefile.Loaded, hero string, specs []string, check bool) (*lab.DeckStudy, error) {
	if l.Battle.Competitive != nil || len(l.Battle.Allies) == 0 {
		return nil, nil
	}
	s := policy.NewSetup(l.Battle, hero)
	s.Check, s.Source, s.Hash = check, l.Source, l.Hash
	st := &lab.DeckStudy{Setup: s, Name: textsafe.Term(l.Source), Deck: Deck(s), Policies: specs}
	return st, st.Pick(nil)
}
