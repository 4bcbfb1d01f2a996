package deckfile

import (
	"context"
	"math"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// Deck returns the deck a study of cards (tmntsim impact) changes in
// match m: each seat's own, a card blanked by the neutral filler
// (Replace), with the win rate when a card was drawn (lab.DrawnDeck).
func Deck(m *tcg.Match) lab.Deck { return tcgCards{m} }

type tcgCards struct{ m *tcg.Match }

func (c tcgCards) Titles(seat int) ([]string, []int) {
	s := c.m.Setup
	var titles []string
	var copies []int
	for _, id := range s.Titles(seat) {
		titles = append(titles, s.Cards[id].Title)
		n := 0
		for _, x := range s.Decks[seat].Cards {
			if x == id {
				n++
			}
		}
		copies = append(copies, n)
	}
	return titles, copies
}

func (c tcgCards) Blank(seat int, title string) (sim.Setup, error) {
	return Replace(c.m, seat, title, "")
}

func (tcgCards) BlankName() string { return "Blank (a card without text, " + NeutralFile + ")" }
func (c tcgCards) Name(seat int) string {
	return "the deck of " + textsafe.Term(c.m.Schema().Seats[seat])
}
func (tcgCards) Seat() int { return -1 }

func (c tcgCards) WhenDrawn(ctx context.Context, seat int, policies []string, o lab.Options) (func(string) (float64, float64), error) {
	workers := o.Workers
	if workers == 0 {
		workers = lab.DefaultWorkers()
	}
	d, err := tcg.WhenDrawn(ctx, c.m, seat, policies, o.Seed, int(o.Games), workers)
	if err != nil {
		return nil, err
	}
	return func(title string) (rate, share float64) {
		for i, id := range d.Titles {
			if c.m.Setup.Cards[id].Title == title {
				return d.RateWhenDrawn(i), float64(d.Drawn[i]) / float64(d.Games)
			}
		}
		return math.NaN(), math.NaN()
	}, nil
}
