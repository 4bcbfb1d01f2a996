package deckfile

import (
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// SetupNotADeck says what a matrix's argument is when it opens as setup,
// a game's match or table, rather than as a deck.
func SetupNotADeck(setup sim.Setup) string {
	if _, ok := setup.(*tcg.Match); ok {
		return "a TCG match (two decks and their players), not a deck"
	}
	game := setup.Schema().Game
	return scenarios.Article(game) + " " + game + " file, not a deck"
}
