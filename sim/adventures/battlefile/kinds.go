package battlefile

import (
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

// Kinds are the kinds of the Adventures system's files, with their JSON
// Schemas.
var Kinds = []scenarios.Kind{
	{Name: "battle", What: "an Adventures battle file", Schema: BattleSchema},
	{Name: "roster", What: "an Adventures roster file (hero and villain sheets)", Schema: RosterSchema},
	{Name: "villain-cards", What: "a villain card file (Adventures Competitive Mode)", Schema: cardfile.Schema},
}
