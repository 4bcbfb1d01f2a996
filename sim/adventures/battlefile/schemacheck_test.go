package battlefile

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// A small JSON Schema checker for the subset the generator writes (type,
// enum, properties, additionalProperties, required, items, oneOf, $ref,
// minimum, maximum, minItems, maxItems, pattern, propertyNames), so that
// the tests can check that every example file is valid by the committed
// schemas too, not only by the loader.
type schemaChecker struct {
	root map[string]any
}

func (sc *schemaChecker) check(s map[string]any, v any, path string) error {
	if ref, ok := s["$ref"].(string); ok {
		name := strings.TrimPrefix(ref, "#/$defs/")
		return sc.check(sc.root["$defs"].(map[string]any)[name].(map[string]any), v, path)
	}
	if alts, ok := s["oneOf"].([]any); ok {
		n := 0
		var last error
		for _, a := range alts {
			if err := sc.check(a.(map[string]any), v, path); err == nil {
				n++
			} else {
				last = err
			}
		}
		if n != 1 {
			return fmt.Errorf("%s: matches %d of the oneOf alternatives (%v)", path, n, last)
		}
		return nil
	}
	if enum, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			if e == v {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("%s: %v not in the enum", path, v)
		}
	}
	switch s["type"] {
	case "object":
		m, ok := v.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: want an object, got %T", path, v)
		}
		props, _ := s["properties"].(map[string]any)
		for _, r := range asList(s["required"]) {
			if _, ok := m[r.(string)]; !ok {
				return fmt.Errorf("%s: missing %s", path, r)
			}
		}
		for k, x := range m {
			if pn, ok := s["propertyNames"].(map[string]any); ok {
				if err := sc.check(withType(pn, "string"), k, path+"."+k+"(name)"); err != nil {
					return err
				}
			}
			if p, ok := props[k]; ok {
				if err := sc.check(p.(map[string]any), x, path+"."+k); err != nil {
					return err
				}
				continue
			}
			switch ap := s["additionalProperties"].(type) {
			case bool:
				if !ap {
					return fmt.Errorf("%s: unexpected property %q", path, k)
				}
			case map[string]any:
				if err := sc.check(ap, x, path+"."+k); err != nil {
					return err
				}
			}
		}
	case "array":
		a, ok := v.([]any)
		if !ok {
			return fmt.Errorf("%s: want an array, got %T", path, v)
		}
		if n, ok := s["minItems"].(float64); ok && float64(len(a)) < n {
			return fmt.Errorf("%s: %d items, want at least %v", path, len(a), n)
		}
		if n, ok := s["maxItems"].(float64); ok && float64(len(a)) > n {
			return fmt.Errorf("%s: %d items, want at most %v", path, len(a), n)
		}
		for i, x := range a {
			if err := sc.check(s["items"].(map[string]any), x, fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	case "string":
		str, ok := v.(string)
		if !ok {
			return fmt.Errorf("%s: want a string, got %T %v", path, v, v)
		}
		if p, ok := s["pattern"].(string); ok && !regexp.MustCompile(p).MatchString(str) {
			return fmt.Errorf("%s: %q does not match %s", path, str, p)
		}
		if n, ok := s["minLength"].(float64); ok && float64(len([]rune(str))) < n {
			return fmt.Errorf("%s: %q is too short", path, str)
		}
		if n, ok := s["maxLength"].(float64); ok && float64(len([]rune(str))) > n {
			return fmt.Errorf("%s: %q is too long", path, str)
		}
	case "integer":
		f, ok := v.(float64)
		if !ok || f != float64(int64(f)) {
			return fmt.Errorf("%s: want an integer, got %v", path, v)
		}
		if n, ok := s["minimum"].(float64); ok && f < n {
			return fmt.Errorf("%s: %v below %v", path, f, n)
		}
		if n, ok := s["maximum"].(float64); ok && f > n {
			return fmt.Errorf("%s: %v above %v", path, f, n)
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			return fmt.Errorf("%s: want a boolean, got %T", path, v)
		}
	}
	return nil
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func withType(s map[string]any, t string) map[string]any {
	out := map[string]any{"type": t}
	for k, v := range s {
		out[k] = v
	}
	return out
}

// asJSON turns YAML into the JSON data model (numbers as float64), as an
// editor's YAML language server sees it.
func asJSON(t *testing.T, data []byte) any {
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestExamplesMatchSchema(t *testing.T) {
	var battle, roster map[string]any
	if err := json.Unmarshal(BattleSchema(), &battle); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(RosterSchema(), &roster); err != nil {
		t.Fatal(err)
	}
	for name, data := range fuzzSeeds(t) {
		sc := &schemaChecker{root: battle}
		if err := sc.check(battle, asJSON(t, data), name); err != nil {
			t.Errorf("battle %s does not match the schema: %v", name, err)
		}
	}
	sc := &schemaChecker{root: roster}
	if err := sc.check(roster, asJSON(t, RosterData()), "roster"); err != nil {
		t.Errorf("the built-in roster does not match the schema: %v", err)
	}
	// And the schema must reject what the loader rejects, for a few keys.
	for _, bad := range []string{"nme: x\nheroes: [a]\nmap: {rows: a, legend: {}}\nwin: []\n",
		base + "round_limit: 999\n", strings.Replace(base, "kind: survive", "kind: survival", 1)} {
		sc := &schemaChecker{root: battle}
		if err := sc.check(battle, asJSON(t, []byte(bad)), "bad"); err == nil {
			t.Errorf("the schema accepts\n%s\nwant it rejected", bad)
		}
	}
}
