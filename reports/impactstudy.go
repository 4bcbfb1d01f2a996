package reports

import (
	"math"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// NewImpact returns what study st of the file source found, r, played by
// o, as the impact printers print it.
func NewImpact(source string, st *lab.DeckStudy, r *lab.DeckResult, o lab.Options) *Impact {
	schema := st.Setup.Schema()
	ally, allies := st.Deck.(lab.AllyDeck)
	im := &Impact{Source: source, Deck: st.Deck.Name(st.Seat), Seat: schema.Seats[st.Seat],
		Policies: lab.PolicyText(st.Setup, st.Policies), Replacement: st.Deck.BlankName(), Games: o.Games, Seed: o.Seed,
		Drawn: r.Drawn != nil, Allies: allies, Game: schema.Game, Specs: r.Base.Policies, Played: r.Base.Games()}
	// A battle's seats are named in a sentence with "the" (the
	// villain's win rate, over battles counted in rounds).
	im.Who, im.Unit, im.Length = im.Seat, schema.Words.Game, schema.Words.Length
	if schema.Words.Versus {
		im.Who = "the " + im.Seat
	}
	im.Rate, im.Lo, im.Hi = r.Base.WinRate(st.Seat)
	for i := range r.Effects {
		ef := &r.Effects[i]
		c := ImpactCard{Name: ef.Name, Copies: r.Copies[ef.Name], McNemarP: ef.Wins.McNemar()}
		c.Effect, c.Lo, c.Hi = ef.Diff()
		c.Turns, c.TurnsLo, c.TurnsHi = ef.Turns.Diff(stats.Conf95)
		c.WhenDrawn, c.DrawnShare = math.NaN(), math.NaN()
		if r.Drawn != nil {
			c.WhenDrawn, c.DrawnShare = r.Drawn(ef.Name)
		}
		if allies {
			c.Side = ally.Side(ef.Name)
		}
		k := ef.Wins.CountA()
		c.BlankedLo, c.BlankedHi = stats.Wilson(k, ef.Wins.N(), stats.Conf95)
		c.Blanked = float64(k) / float64(ef.Wins.N())
		im.Cards = append(im.Cards, c)
	}
	return im
}
