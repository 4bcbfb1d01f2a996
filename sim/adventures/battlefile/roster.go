package battlefile

import (
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/scenarios"
)

// A rosterFile is a whole roster file: hero sheets and AI villain sheets,
// each under its roster name.
type rosterFile struct {
	At       scenarios.Pos
	Heroes   named[heroSheet]    `yaml:"heroes" doc:"Hero sheets by roster name."`
	Villains named[villainSheet] `yaml:"villains" doc:"AI villain sheets (Cooperative Mode) by roster name."`
}

// A heroSheet is a hero sheet of a roster.
type heroSheet struct {
	At         scenarios.Pos
	heroFields `yaml:",inline"`
}

// A villainSheet is an AI villain sheet of a roster.
type villainSheet struct {
	At            scenarios.Pos
	villainFields `yaml:",inline"`
}

// named is a mapping from roster names to values, in the order written.
type named[T any] struct {
	At   scenarios.Pos
	Keys []scenarios.Str
	Vals []T
}

func (m *named[T]) DecodeNode(d *scenarios.Decoder, n *yaml.Node, t scenarios.Tags) {
	m.At = scenarios.PosOf(n)
	if scenarios.IsNull(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.Src.Errorf(scenarios.PosOf(n), "%s: want a mapping of roster names, got %s", t.Name, scenarios.Describe(n))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := d.Resolve(n.Content[i])
		if k == nil {
			return
		}
		if k.Kind != yaml.ScalarNode || !validID(k.Value) {
			d.Src.Errorf(scenarios.PosOf(k), "%s: a roster name is lower-case letters, digits and '-', starting with a letter; got %s", t.Name, scenarios.Describe(k))
			continue
		}
		if seen[k.Value] {
			d.Src.Errorf(scenarios.PosOf(k), "%s: %q given twice", t.Name, k.Value)
			continue
		}
		seen[k.Value] = true
		var v T
		d.Decode(n.Content[i+1], reflectValue(&v), scenarios.Tags{Name: k.Value})
		m.Keys = append(m.Keys, scenarios.Str{V: k.Value, Pos: scenarios.PosOf(k)})
		m.Vals = append(m.Vals, v)
	}
}

// validID reports whether s is a roster name: lower-case letters, digits and
// hyphens, starting with a letter.
func validID(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' || len(s) > 40 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// displayName turns a roster name into a name for people: "foot-ninja"
// becomes "Foot Ninja".
func displayName(id string) string {
	parts := strings.Split(id, "-")
	for i, p := range parts {
		if p != "" {
			parts[i] = strings.ToUpper(p[:1]) + p[1:]
		}
	}
	return strings.Join(parts, " ")
}

func reflectValue(p any) reflect.Value { return reflect.ValueOf(p).Elem() }

// A heroDef is a hero sheet as merged from the rosters, with the file and
// position each field came from.
type heroDef struct {
	id  string
	src *scenarios.Source
	at  scenarios.Pos
	f   heroFields
}

// A villainDef is an AI villain sheet as merged from the rosters.
type villainDef struct {
	id  string
	src *scenarios.Source
	at  scenarios.Pos
	f   villainFields
}

// A roster is the merged roster a battle sees: the built-in one, then the
// battle's own roster file.
type roster struct {
	heroIDs, villainIDs []string
	heroes              map[string]*heroDef
	villains            map[string]*villainDef
}

func newRoster() *roster {
	return &roster{heroes: map[string]*heroDef{}, villains: map[string]*villainDef{}}
}

// add merges a roster file into r: a new name adds a sheet; a known name
// replaces the fields the file gives and keeps the others.
func (r *roster) add(src *scenarios.Source, f *rosterFile) {
	for i, k := range f.Heroes.Keys {
		v := f.Heroes.Vals[i]
		h, ok := r.heroes[k.V]
		if !ok {
			h = &heroDef{id: k.V}
			r.heroes[k.V] = h
			r.heroIDs = append(r.heroIDs, k.V)
		}
		h.src, h.at = src, k.Pos
		overlay(&h.f, &v.heroFields)
	}
	for i, k := range f.Villains.Keys {
		v := f.Villains.Vals[i]
		h, ok := r.villains[k.V]
		if !ok {
			h = &villainDef{id: k.V}
			r.villains[k.V] = h
			r.villainIDs = append(r.villainIDs, k.V)
		}
		h.src, h.at = src, k.Pos
		overlay(&h.f, &v.villainFields)
	}
}

// overlay copies the fields of src that are given (non-nil pointers,
// non-nil slices) onto dst; both point to the same struct type.
func overlay[T any](dst, src *T) {
	d, s := reflect.ValueOf(dst).Elem(), reflect.ValueOf(src).Elem()
	for i := 0; i < s.NumField(); i++ {
		f := s.Field(i)
		if (f.Kind() == reflect.Pointer || f.Kind() == reflect.Slice) && !f.IsNil() {
			d.Field(i).Set(f)
		}
	}
}
