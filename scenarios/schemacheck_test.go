package scenarios

import (
	"reflect"
	"testing"
)

type validateFile struct {
	Name  Str   `yaml:"name" required:"true"`
	Kind  Str   `yaml:"kind" enum:"a,b"`
	N     Int   `yaml:"n" range:"1..3"`
	Items []Str `yaml:"items"`
}

// Validate accepts a file the schema describes and names the path of the
// first mismatch otherwise.
func TestValidate(t *testing.T) {
	schema := Schema(reflect.TypeFor[validateFile](), "t", "d", nil)
	for _, c := range []struct {
		doc, want string
	}{
		{"name: x\nkind: a\nn: 2\nitems: [p, q]\n", ""},
		{"kind: a\n", "$: missing name"},
		{"name: x\nkind: c\n", "$.kind: c not in the enum"},
		{"name: x\nn: 4\n", "$.n: 4 above 3"},
		{"name: x\nn: 1.5\n", "$.n: want an integer, got 1.5"},
		{"name: x\nitems: [p, 3]\n", "$.items[1]: want a string, got float64 3"},
		{"name: x\nextra: 1\n", `$: unexpected property "extra"`},
		{"- x\n", "$: want an object, got []interface {}"},
	} {
		got := ""
		if err := Validate(schema, []byte(c.doc)); err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.doc, got, c.want)
		}
	}
	oneOf := []byte(`{"oneOf": [{"type": "string"}, {"type": "string", "enum": ["x"]}]}`)
	if err := Validate(oneOf, []byte("x\n")); err == nil {
		t.Errorf("a value matching two oneOf alternatives: got no error, want one")
	}
	if err := Validate(oneOf, []byte("y\n")); err != nil {
		t.Errorf("a value matching one oneOf alternative: got %v, want none", err)
	}
}
