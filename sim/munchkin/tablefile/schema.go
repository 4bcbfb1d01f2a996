package tablefile

import (
	"encoding/json"
	"reflect"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// The JSON Schemas of table and card files, committed under schema/, where
// editors find them through the "# yaml-language-server: $schema=..." line
// of a file. The decoder walks these files by hand (table.go, cards.go), so
// the table's schema is generated from tableFormat, a description of the
// keys LoadTable reads, and the card file's is written from the decoder's
// own lists (kindKeys, effectKeys and the name lists of munchkin): one
// shape of card for each kind, chosen by its kind key. Tests check that
// the shipped files are valid by them and that they reject what the
// loaders reject. A test fails when the committed files are stale;
// regenerate them with
//
//go:generate go test -run TestSchemaFiles -update

// tableFormat describes a table file for its schema (LoadTable reads it).
type tableFormat struct {
	Game    scenarios.Str `yaml:"game" enum:"munchkin" doc:"The game: munchkin (optional in a table file; names the game for tmntsim run)."`
	Players scenarios.Int `yaml:"players" required:"true" range:"3..6" doc:"How many play, 3 to 6."`
	Deck    scenarios.Str `yaml:"deck" doc:"The card set: default (the shipped, illustrative one) or a card file next to the table."`
	Seats   []seatFormat  `yaml:"seats" doc:"Each seat's player and Character, in seat order; at most players entries (the others play random)."`
	Options optionsFormat `yaml:"options" doc:"The rule options."`
}

// seatFormat describes one seat of a table file.
type seatFormat struct {
	Policy    scenarios.Str `yaml:"policy" doc:"The seat's player, a spec of sim/munchkin/policy (default random)."`
	Character scenarios.Str `yaml:"character" doc:"A Character card of the deck by name, or random (the default)."`
}

// optionsFormat describes a table's options.
type optionsFormat struct {
	ListenAtTheDoor scenarios.Bool `yaml:"listen_at_the_door" doc:"Adds phase 0, Listen at the Door (Faster play rules; default false)."`
	SharedVictories scenarios.Bool `yaml:"shared_victories" doc:"The helper of a winning fight wins too (Faster play rules; default false)."`
	MaxTurns        scenarios.Int  `yaml:"max_turns" range:"1..1000000" doc:"A game longer than this many turns ends unfinished (default 1000)."`
	Kingmaking      scenarios.Bool `yaml:"kingmaking" doc:"Measures the kingmaking metric by replaying each game once per alternative of its candidate decisions: a game costs tens of games (default false)."`
}

// TableSchema returns the JSON Schema of table files.
func TableSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[tableFormat](), "tmntsim Munchkin table file",
		"A table of Munchkin TMNT for tmntsim: players, card set, seats and options (docs/RULES.md, Munchkin TMNT).", nil)
}

// CardsSchema returns the JSON Schema of card files.
func CardsSchema() []byte {
	integer := func(lo, hi int, doc string) map[string]any {
		return map[string]any{"type": "integer", "minimum": lo, "maximum": hi, "description": doc}
	}
	boolean := func(doc string) map[string]any { return map[string]any{"type": "boolean", "description": doc} }
	words := func(l []string, doc string) map[string]any {
		return map[string]any{"type": "string", "enum": l, "description": doc}
	}
	object := func(props map[string]any, required ...string) map[string]any {
		s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			s["required"] = required
		}
		return s
	}
	races := munchkin.RaceNames()[1:]
	effect := object(map[string]any{
		"levels":       integer(1, 9, "Levels lost."),
		"item":         words(munchkin.LoseItemNames(), "An Item lost."),
		"ally":         boolean("The Ally is lost."),
		"discard_hand": boolean("The hand is discarded."),
		"penalty":      integer(1, 20, "A penalty to combat strength in the next combat."),
		"death":        boolean("Death."),
	})
	for _, k := range effectKeys {
		if effect["properties"].(map[string]any)[k] == nil {
			panic("tablefile: no schema for the effect key " + k)
		}
	}
	keys := map[string]any{
		"level":     integer(1, 100, "A Monster's level (required)."),
		"treasures": integer(0, 10, "The Treasures a Monster gives."),
		"levels":    integer(1, 3, "The levels a Monster gives (default 1)."),
		"run":       integer(-6, 6, "A bonus to Run Away."),
		"bonus":     integer(-20, 20, "A combat bonus."),
		"rank":      integer(1, 4, "A Kata's Rank."),
		"slot":      words(munchkin.SlotNames(), "An Item's equipment slot."),
		"gold":      integer(0, 10000, "The Gold value."),
		"only":      words(munchkin.RaceNames(), "An Item whose bonus only this race gets."),
		"vs": object(map[string]any{
			"race":  words(races, "The race the Monster is stronger against."),
			"bonus": integer(-20, 20, "The Monster's bonus against that race."),
		}),
		"persistent":    boolean("A Trap that stays in front of its victim, through Death: its effect's penalty counts in every combat until the victim kills a monster."),
		"discard_bonus": integer(1, 20, "A Kata's ability: discard a card from the hand or play for this bonus to the fighting side, once a combat."),
		"eliminate":     boolean("A One-Shot that takes one monster out of a combat: defeated, not killed, it gives no level."),
		"loot":          boolean("With eliminate: the fight, if won, still gives the eliminated monster's Treasures."),
		"bad_stuff":     withDesc(effect, "What happens to a player who fails to Run Away."),
		"effect":        withDesc(effect, "What the Trap does."),
	}
	var kinds []any
	for i, name := range munchkin.KindNames() {
		kind := munchkin.Kind(i)
		props := map[string]any{
			"name":  map[string]any{"type": "string", "minLength": 1, "description": "The card's name."},
			"kind":  map[string]any{"type": "string", "enum": []string{name}, "description": "The kind of card."},
			"count": integer(1, munchkin.MaxCards, "How many copies (default 1)."),
		}
		for _, k := range kindKeys[kind] {
			s, ok := keys[k].(map[string]any)
			if !ok {
				panic("tablefile: no schema for the card key " + k)
			}
			if k == "treasures" && kind == munchkin.Enhancer {
				s = integer(-10, 10, "Extra Treasures for the Monster it enhances.")
			}
			props[k] = s
		}
		required := []string{"name", "kind"}
		switch kind {
		case munchkin.Monster:
			required = append(required, "level")
		case munchkin.Kata:
			required = append(required, "rank")
		}
		kinds = append(kinds, object(props, required...))
	}
	team := object(map[string]any{
		"bonus":    integer(-10, 10, "Team-up combat bonus."),
		"run":      integer(-10, 10, "Team-up Run Away bonus."),
		"treasure": integer(-10, 10, "Team-up extra Treasures."),
	})
	character := object(map[string]any{
		"name":    map[string]any{"type": "string", "minLength": 1, "description": "The Character's name, unique in the file."},
		"race":    words(races, "Human or mutant."),
		"team_up": withDesc(team, "The Team-up ability."),
	}, "name", "race")
	s := object(map[string]any{
		"illustrative": boolean("true for a card set made up by tmntsim, not printed by the rules."),
		"characters": map[string]any{"type": "array", "minItems": munchkin.MinSeats, "maxItems": munchkin.MaxCharacters,
			"items": character, "description": "The Character cards."},
		"cards": map[string]any{"type": "array", "items": map[string]any{"oneOf": kinds},
			"description": "The Door and Treasure cards, each with its kind and count; the keys a card takes depend on its kind."},
	}, "characters", "cards")
	s["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	s["title"] = "tmntsim Munchkin card file"
	s["description"] = "A card set of Munchkin TMNT for tmntsim: Character cards and the Door and Treasure cards (docs/RULES.md, Munchkin TMNT)."
	out, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		panic("tablefile: " + err.Error())
	}
	return append(out, '\n')
}

// withDesc returns a copy of s with a description.
func withDesc(s map[string]any, doc string) map[string]any {
	out := map[string]any{"description": doc}
	for k, v := range s {
		if k != "description" {
			out[k] = v
		}
	}
	return out
}
