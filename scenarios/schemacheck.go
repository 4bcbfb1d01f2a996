package scenarios

import (
	"encoding/json"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Validate checks the document doc (YAML, read as an editor's YAML
// language server reads it: the JSON data model) against the JSON Schema
// schema, for the subset of JSON Schema that Schema and the formats'
// hand-written parts write (type, enum, properties, additionalProperties,
// required, items, oneOf, $ref, minimum, maximum, minItems, maxItems,
// pattern, minLength, maxLength, propertyNames). It lets the tests check
// that every shipped file is valid by the committed schemas too, not only
// by the loaders. The error names the first path that does not match.
func Validate(schema, doc []byte) error {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return fmt.Errorf("schema: %v", err)
	}
	var y any
	if err := yaml.Unmarshal(doc, &y); err != nil {
		return err
	}
	b, err := json.Marshal(y)
	if err != nil {
		return err
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	sc := &schemaChecker{root: root}
	return sc.check(root, v, "$")
}

// A schemaChecker checks values against the schema root and its $defs.
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
			return fmt.Errorf("%s: %s, want at least %v", path, plural.Of(len(a), "item"), n)
		}
		if n, ok := s["maxItems"].(float64); ok && float64(len(a)) > n {
			return fmt.Errorf("%s: %s, want at most %v", path, plural.Of(len(a), "item"), n)
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
