package adventure

import (
	"io"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// Entry is the adventures' entry in tmntsim's games: a playthrough of an
// adventure's battles in order is one game of the lab, so that every
// command of the games (run, compare, report, validate, show, list,
// merge) takes an adventure file.
var Entry = lab.Game{
	Name:     GameName,
	Heading:  "Adventures: battles chained into a campaign (tmntsim campaign NAME)",
	Embedded: Embedded,
	Open:     func(name string) (sim.Setup, error) { return OpenEmbedded(name) },
	Load:     func(file string, data []byte) (sim.Setup, error) { return Load(file, data) },
	Policies: policy.Names,
	Brief:    func(setup sim.Setup) string { return setup.(*Adventure).Checked() },
	Describe: func(w io.Writer, setup sim.Setup) error { return setup.(*Adventure).WriteText(w) },
	Schemas:  []scenarios.Kind{{Name: "adventure", What: "an adventure file (battles chained into a campaign)", Schema: FileSchema}},
}
