package tablefile

import "github.com/tmntsim/tmntsim/scenarios"

// Kinds are the kinds of Munchkin TMNT's files, with their JSON Schemas.
var Kinds = []scenarios.Kind{
	{Name: "table", What: "a Munchkin table file", Schema: TableSchema},
	{Name: "munchkin-cards", What: "a Munchkin card file", Schema: CardsSchema},
}
