package main

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile/cards"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

// gameDecks are, by game, the cards an impact study of a setup of that
// game (as the game opens it) blanks: a match's decks, a table's, a
// competitive battle's villain deck or a battle's ally cards. A game
// missing here offers no card variants.
var gameDecks = map[string]func(sim.Setup) lab.Deck{
	"tcg":        func(s sim.Setup) lab.Deck { return deckfile.Deck(s.(*tcg.Match)) },
	"munchkin":   func(s sim.Setup) lab.Deck { return tablefile.Deck(s.(*munchkin.Table)) },
	"adventures": func(s sim.Setup) lab.Deck { return cards.Deck(s.(*policy.Setup)) },
}
