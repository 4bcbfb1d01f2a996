package deckfile

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// Entry is the TMNT Trading Card Game's entry in tmntsim's games: its
// matches, embedded or read from files, played by the TCG policies.
var Entry = lab.Game{
	Name:     "tcg",
	Heading:  "TMNT Trading Card Game matches (tmntsim run NAME)",
	Embedded: MatchNames,
	Open:     func(name string) (sim.Setup, error) { return EmbeddedMatch(name, tcgpolicy.New) },
	Load: func(file string, data []byte) (sim.Setup, error) {
		return LoadMatch(file, data, scenarios.NextTo(file), tcgpolicy.New)
	},
	Policies: tcgpolicy.Names,
	Brief:    Brief,
	Describe: Describe,
	Schemas:  Kinds,
}
