// Package tcggame is the TMNT Trading Card Game's entry in tmntsim's
// games: deckfile's matches played by the TCG policies (whose tests read
// deckfile's files, so neither may import the other).
package tcggame

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// Entry is the TMNT Trading Card Game's entry in tmntsim's games: its
// matches, embedded or read from files, played by the TCG policies.
var Entry = lab.Game{
	Name:     "tcg",
	Heading:  "TMNT Trading Card Game matches (tmntsim run NAME)",
	Embedded: deckfile.MatchNames,
	Open:     func(name string) (sim.Setup, error) { return deckfile.EmbeddedMatch(name, tcgpolicy.New) },
	Load: func(file string, data []byte) (sim.Setup, error) {
		return deckfile.LoadMatch(file, data, scenarios.NextTo(file), tcgpolicy.New)
	},
	Policies: tcgpolicy.Names,
	Brief:    deckfile.Brief,
	Describe: deckfile.Describe,
	Schemas:  deckfile.Kinds,
	Deck:     func(s sim.Setup) lab.Deck { return deckfile.Deck(s.(*tcg.Match)) },
	Part:     deckfile.Part,
}
