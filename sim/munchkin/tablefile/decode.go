package tablefile

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"go.yaml.in/yaml/v3"
)

// src is one file being read, collecting its problems.
type src struct {
	name  string
	lines []string
	errs  scenarios.ErrorList
}

func newSrc(name string, data []byte) *src {
	return &src{name: name, lines: strings.Split(string(data), "\n")}
}

func (s *src) errorf(n *yaml.Node, format string, args ...any) {
	e := &scenarios.Error{File: s.name, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Pos = scenarios.Pos{Line: n.Line, Col: n.Column}
		if n.Line >= 1 && n.Line <= len(s.lines) {
			e.Src = strings.TrimRight(s.lines[n.Line-1], "\r")
		}
	}
	s.errs = append(s.errs, e)
}

func (s *src) err() error {
	s.errs.Sort()
	return s.errs.Err()
}

// parse parses data into its document's root node with the shared YAML
// reader (scenarios.ParseYAML), so table and card files get what battle
// files get: a file that is not UTF-8 text is refused without quoting it,
// a second document is an error, a syntax error names its line.
func (s *src) parse(data []byte) *yaml.Node {
	return scenarios.ParseYAML(scenarios.NewSource(s.name, data, &s.errs), data)
}

// fields calls f for each key of mapping n, reporting keys not in allowed
// (with did-you-mean) and duplicate keys.
func (s *src) fields(n *yaml.Node, what string, allowed []string, f func(key string, k, v *yaml.Node)) {
	if n.Kind != yaml.MappingNode {
		s.errorf(n, "%s: want a mapping", what)
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !contains(allowed, k.Value) {
			hint := ""
			if c := scenarios.Closest(k.Value, allowed); c != "" {
				hint = fmt.Sprintf(" (did you mean %q?)", c)
			}
			s.errorf(k, "%s: unknown key %q%s; want one of %s", what, k.Value, hint, strings.Join(allowed, ", "))
			continue
		}
		if seen[k.Value] {
			s.errorf(k, "%s: %q given twice", what, k.Value)
			continue
		}
		seen[k.Value] = true
		f(k.Value, k, v)
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// integer decodes v as an integer in [lo, hi].
func (s *src) integer(v *yaml.Node, what string, lo, hi int) int {
	x, err := strconv.Atoi(v.Value)
	if v.Kind != yaml.ScalarNode || err != nil {
		s.errorf(v, "%s: %q is not an integer", what, v.Value)
		return 0
	}
	if x < lo || x > hi {
		s.errorf(v, "%s: %d is out of range; want %d to %d", what, x, lo, hi)
		return 0
	}
	return x
}

// boolean decodes v as true or false.
func (s *src) boolean(v *yaml.Node, what string) bool {
	switch v.Value {
	case "true":
		return true
	case "false":
		return false
	}
	s.errorf(v, "%s: %q is not true or false", what, v.Value)
	return false
}

// str decodes v as a non-empty string.
func (s *src) str(v *yaml.Node, what string) string {
	if v.Kind != yaml.ScalarNode || v.Value == "" {
		s.errorf(v, "%s: want a name", what)
		return ""
	}
	return v.Value
}

// enum decodes v as one of names and returns its index.
func (s *src) enum(v *yaml.Node, what string, names []string) int {
	for i, n := range names {
		if v.Value == n {
			return i
		}
	}
	hint := ""
	if c := scenarios.Closest(v.Value, names); c != "" {
		hint = fmt.Sprintf(" (did you mean %q?)", c)
	}
	s.errorf(v, "%s: unknown %q%s; want one of %s", what, v.Value, hint, strings.Join(names, ", "))
	return 0
}
