package tablefile

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// Entry is Munchkin TMNT's entry in tmntsim's games: its tables, embedded
// or read from files, played by the Munchkin policies.
var Entry = lab.Game{
	Name:     "munchkin",
	Heading:  "Munchkin TMNT tables (tmntsim run NAME)",
	Embedded: TableNames,
	Open:     EmbeddedSetup,
	Load:     LoadSetup,
	Policies: policy.Names,
	Brief:    Brief,
	Describe: Describe,
	Schemas:  Kinds,
	Deck:     func(s sim.Setup) lab.Deck { return Deck(s.(*munchkin.Table)) },
	Part:     Part,
}
