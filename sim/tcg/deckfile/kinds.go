package deckfile

import "github.com/tmntsim/tmntsim/scenarios"

// Kinds are the kinds of the TCG's files, with their JSON Schemas.
var Kinds = []scenarios.Kind{
	{Name: "match", What: "a TCG match file", Schema: MatchSchema},
	{Name: "deck", What: "a TCG deck file", Schema: DeckSchema},
	{Name: "tcg-cards", What: "a TCG card set file", Schema: CardsSchema},
}
