package scenarios

import (
	"encoding/json"
	"reflect"
	"strings"
	"unicode"
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
	return genSchema(reflect.TypeFor[battleFile](), "tmntsim battle file",
		"A TMNT Adventures arcade battle for tmntsim (docs/BATTLES.md).")
}

// RosterSchema returns the JSON Schema of roster files.
func RosterSchema() []byte {
	return genSchema(reflect.TypeFor[rosterFile](), "tmntsim roster file",
		"Hero sheets and AI villain sheets for tmntsim battles (docs/BATTLES.md).")
}

// A schemaer is a format type that writes its own schema, for values that
// take more than one YAML shape.
type schemaer interface {
	jsonSchema(g *schemaGen, t tags) map[string]any
}

var schemaerType = reflect.TypeFor[schemaer]()

type schemaGen struct {
	defs map[string]any
}

func genSchema(root reflect.Type, title, desc string) []byte {
	g := &schemaGen{defs: map[string]any{}}
	s := g.object(root)
	s["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	s["title"] = title
	s["description"] = desc
	if len(g.defs) > 0 {
		s["$defs"] = g.defs
	}
	out, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		panic("scenarios: " + err.Error())
	}
	return append(out, '\n')
}

// of returns the schema of a value of type ty.
func (g *schemaGen) of(ty reflect.Type, t tags) map[string]any {
	if reflect.PointerTo(ty).Implements(schemaerType) {
		return reflect.New(ty).Interface().(schemaer).jsonSchema(g, t)
	}
	switch ty {
	case reflect.TypeFor[Str]():
		s := map[string]any{"type": "string"}
		if t.enum != nil {
			s["enum"] = t.enum
		}
		return s
	case reflect.TypeFor[Int]():
		s := map[string]any{"type": "integer"}
		if t.hasRange {
			s["minimum"], s["maximum"] = t.min, t.max
		}
		return s
	case reflect.TypeFor[Bool]():
		return map[string]any{"type": "boolean"}
	}
	switch ty.Kind() {
	case reflect.Pointer:
		return g.of(ty.Elem(), t)
	case reflect.Slice:
		return map[string]any{"type": "array", "items": g.of(ty.Elem(), t)}
	case reflect.Struct:
		return g.ref(ty)
	}
	panic("scenarios: no schema for " + ty.String())
}

// ref returns a reference to the definition of the struct type ty, adding
// the definition the first time.
func (g *schemaGen) ref(ty reflect.Type) map[string]any {
	name := defName(ty)
	if _, ok := g.defs[name]; !ok {
		g.defs[name] = nil // a placeholder against recursion
		g.defs[name] = g.object(ty)
	}
	return map[string]any{"$ref": "#/$defs/" + name}
}

func defName(ty reflect.Type) string {
	n := ty.Name()
	if i := strings.IndexByte(n, '['); i >= 0 {
		n = n[:i]
	}
	r := []rune(n)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// object returns the schema of a struct read from a YAML mapping.
func (g *schemaGen) object(ty reflect.Type) map[string]any {
	props := map[string]any{}
	g.fields(ty, props)
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if req := requiredKeys(ty); len(req) > 0 {
		s["required"] = req
	}
	return s
}

func (g *schemaGen) fields(ty reflect.Type, props map[string]any) {
	for i := 0; i < ty.NumField(); i++ {
		f := ty.Field(i)
		if inline(f) {
			g.fields(f.Type, props)
			continue
		}
		name := yamlName(f)
		if name == "" || name == "-" {
			continue
		}
		p := g.of(f.Type, fieldTags(f))
		if doc := f.Tag.Get("doc"); doc != "" {
			p = withDesc(p, doc)
		}
		props[name] = p
	}
}

// withDesc adds a description to a schema (beside a $ref, in an allOf).
func withDesc(s map[string]any, doc string) map[string]any {
	out := map[string]any{}
	for k, v := range s {
		out[k] = v
	}
	out["description"] = doc
	return out
}

func (*heroEntry) jsonSchema(g *schemaGen, t tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "string", "description": "A hero's roster name."},
		g.ref(reflect.TypeFor[heroEntry]()),
	}}
}

func (*dieSpec) jsonSchema(g *schemaGen, t tags) map[string]any {
	return map[string]any{"type": "array", "minItems": 6, "maxItems": 6,
		"items": map[string]any{"type": "string", "enum": enumLists["faces"]}}
}

func (*legendEntry) jsonSchema(g *schemaGen, t tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "array", "items": map[string]any{"type": "string", "enum": enumLists["terrain"]},
			"description": "Terrain words."},
		g.ref(reflect.TypeFor[legendEntry]()),
	}}
}

func (*Cells) jsonSchema(g *schemaGen, t tags) map[string]any {
	one := map[string]any{"type": "string", "pattern": cellPattern}
	return map[string]any{"oneOf": []any{one, map[string]any{"type": "array", "items": one}}}
}

// cellPattern matches a space ("c4"), a range ("a1-c3") or a word.
const cellPattern = `^([a-zA-F][1-9][0-9]?(-[a-zA-F][1-9][0-9]?)?|[a-z][a-z-]*)$`

func (*Words) jsonSchema(g *schemaGen, t tags) map[string]any {
	one := map[string]any{"type": "string", "enum": t.enum}
	return map[string]any{"oneOf": []any{one, map[string]any{"type": "array", "items": one}}}
}

func (*rowsSpec) jsonSchema(g *schemaGen, t tags) map[string]any {
	return map[string]any{"oneOf": []any{
		map[string]any{"type": "string", "description": "A block of rows (rows: |)."},
		map[string]any{"type": "array", "items": map[string]any{"type": "string"}, "maxItems": 32},
	}}
}

func (*legendSpec) jsonSchema(g *schemaGen, t tags) map[string]any {
	var e legendEntry
	return map[string]any{"type": "object",
		"propertyNames":        map[string]any{"minLength": 1, "maxLength": 1},
		"additionalProperties": e.jsonSchema(g, t)}
}

func (*named[T]) jsonSchema(g *schemaGen, t tags) map[string]any {
	return map[string]any{"type": "object",
		"propertyNames":        map[string]any{"pattern": "^[a-z][a-z0-9-]*$", "maxLength": 40},
		"additionalProperties": g.of(reflect.TypeFor[T](), t)}
}
