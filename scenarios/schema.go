package scenarios

import (
	"encoding/json"
	"reflect"
	"strings"
	"unicode"
)

// A Schemaer is a format type that writes its own JSON Schema, for values
// that take more than one YAML shape (the NodeDecoders).
type Schemaer interface {
	JSONSchema(g *SchemaGen, t Tags) map[string]any
}

var schemaerType = reflect.TypeFor[Schemaer]()

// A SchemaGen builds the JSON Schema of a format, keeping the definitions
// of its struct types.
type SchemaGen struct {
	// Enums are the word lists named by enum tags, as in Decoder.
	Enums map[string][]string
	defs  map[string]any
}

// Schema returns the JSON Schema (draft 2020-12) of the files that the
// Decoder reads into the struct type root: the same keys, types, required
// keys, enumerations and ranges, from the same struct tags, and a
// description from each field's doc tag. enums are the word lists named
// by enum:"@name" tags.
func Schema(root reflect.Type, title, desc string, enums map[string][]string) []byte {
	g := &SchemaGen{Enums: enums, defs: map[string]any{}}
	s := g.Object(root)
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

// Of returns the schema of a value of type ty.
func (g *SchemaGen) Of(ty reflect.Type, t Tags) map[string]any {
	if reflect.PointerTo(ty).Implements(schemaerType) {
		return reflect.New(ty).Interface().(Schemaer).JSONSchema(g, t)
	}
	switch ty {
	case reflect.TypeFor[Str]():
		s := map[string]any{"type": "string"}
		if t.Enum != nil {
			s["enum"] = t.Enum
		}
		return s
	case reflect.TypeFor[Int]():
		s := map[string]any{"type": "integer"}
		if t.HasRange {
			s["minimum"], s["maximum"] = t.Min, t.Max
		}
		return s
	case reflect.TypeFor[Bool]():
		return map[string]any{"type": "boolean"}
	}
	switch ty.Kind() {
	case reflect.Pointer:
		return g.Of(ty.Elem(), t)
	case reflect.Slice:
		return map[string]any{"type": "array", "items": g.Of(ty.Elem(), t)}
	case reflect.Struct:
		return g.Ref(ty)
	}
	panic("scenarios: no schema for " + ty.String())
}

// Ref returns a reference to the definition of the struct type ty, adding
// the definition the first time.
func (g *SchemaGen) Ref(ty reflect.Type) map[string]any {
	name := defName(ty)
	if _, ok := g.defs[name]; !ok {
		g.defs[name] = nil // a placeholder against recursion
		g.defs[name] = g.Object(ty)
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

// Object returns the schema of a struct read from a YAML mapping.
func (g *SchemaGen) Object(ty reflect.Type) map[string]any {
	props := map[string]any{}
	g.fields(ty, props)
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if req := requiredKeys(ty); len(req) > 0 {
		s["required"] = req
	}
	return s
}

func (g *SchemaGen) fields(ty reflect.Type, props map[string]any) {
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
		p := g.Of(f.Type, fieldTags(f, g.Enums))
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
