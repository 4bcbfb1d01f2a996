package battlefile

import (
	"reflect"

	"github.com/tmntsim/tmntsim/scenarios"
)

// The JSON Schemas of the battle and roster formats are generated from the
// format types (format.go, roster.go) and committed under schema/, where
// editors find them through the "# yaml-language-server: $schema=..." line
// of a file. A test fails when the committed files are stale; regenerate
// them with
//
//go:generate go test -run TestSchemaFiles -update

// BattleSchema returns the JSON Schema of battle files.
func BattleSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[battleFile](), "tmntsim battle file",
		"A TMNT Adventures arcade battle for tmntsim (docs/BATTLES.md).", enumLists)
}

// RosterSchema returns the JSON Schema of roster files.
func RosterSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[rosterFile](), "tmntsim roster file",
		"Hero sheets and AI villain sheets for tmntsim battles (docs/BATTLES.md).", enumLists)
}

func (*heroEntry) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "string", "description": "A hero's roster name."},
		g.Ref(reflect.TypeFor[heroEntry]()),
	}}
}

func (*dieSpec) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"type": "array", "minItems": 6, "maxItems": 6,
		"items": map[string]any{"type": "string", "enum": enumLists["faces"]}}
}

func (*legendEntry) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": enumLists["terrain"]},
			"description": "Terrain words."},
		g.Ref(reflect.TypeFor[legendEntry]()),
	}}
}

func (*Cells) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	one := map[string]any{"type": "string", "pattern": cellPattern}
	return map[string]any{"oneOf": []any{one, map[string]any{"type": "array", "items": one}}}
}

// cellPattern matches a space ("c4"), a range ("a1-c3") or a word.
const cellPattern = `^([a-zA-F][1-9][0-9]?(-[a-zA-F][1-9][0-9]?)?|[a-z][a-z-]*)$`

func (*Words) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	one := map[string]any{"type": "string", "enum": t.Enum}
	return map[string]any{"oneOf": []any{one, map[string]any{"type": "array", "items": one}}}
}

func (*rowsSpec) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "string", "description": "A block of rows (rows: |)."},
		map[string]any{"type": "array", "items": map[string]any{"type": "string"}, "maxItems": 32},
	}}
}

func (*legendSpec) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	var e legendEntry
	return map[string]any{"type": "object",
		"propertyNames":        map[string]any{"minLength": 1, "maxLength": 1},
		"additionalProperties": e.JSONSchema(g, t)}
}

func (*named[T]) JSONSchema(g *scenarios.SchemaGen, t scenarios.Tags) map[string]any {
	return map[string]any{"type": "object",
		"propertyNames":        map[string]any{"pattern": "^[a-z][a-z0-9-]*$", "maxLength": 40},
		"additionalProperties": g.Of(reflect.TypeFor[T](), t)}
}
