package tablefile

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"go.yaml.in/yaml/v3"
)

// src is one file being read, collecting its problems. Its Decoder is the
// shared one of battle files, used for what a walk by hand would do worse:
// aliases are followed (within a budget of nodes, so that nested aliases
// cannot make a small file expand without end), and the problems are
// capped.
type src struct {
	name string
	errs scenarios.ErrorList
	dec  scenarios.Decoder
}

func newSrc(name string, data []byte) *src {
	s := &src{name: name}
	s.dec.Src = scenarios.NewSource(name, data, &s.errs)
	return s
}

func (s *src) errorf(n *yaml.Node, format string, args ...any) {
	var p scenarios.Pos
	if n != nil {
		p = scenarios.PosOf(n)
	}
	s.dec.Src.Errorf(p, format, args...)
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
	return s.resolve(scenarios.ParseYAML(s.dec.Src, data))
}

// resolve follows an alias to its node, counting the node against the
// budget; nil when the budget is spent (the error is recorded) or n is nil.
func (s *src) resolve(n *yaml.Node) *yaml.Node {
	if n == nil {
		return nil
	}
	return s.dec.Resolve(n)
}

// list returns the elements of sequence n, aliases followed, nil ones
// (past the budget) left out.
func (s *src) list(n *yaml.Node) []*yaml.Node {
	out := make([]*yaml.Node, 0, len(n.Content))
	for _, c := range n.Content {
		if c = s.resolve(c); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// fields calls f for each key of mapping n, reporting keys not in allowed
// (with did-you-mean) and duplicate keys.
func (s *src) fields(n *yaml.Node, what string, allowed []string, f func(key string, k, v *yaml.Node)) {
	if n = s.resolve(n); n == nil {
		return
	}
	if n.Kind != yaml.MappingNode {
		s.errorf(n, "%s: want a mapping", what)
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := s.resolve(n.Content[i]), s.resolve(n.Content[i+1])
		if k == nil || v == nil {
			return
		}
		if k.Kind != yaml.ScalarNode {
			s.errorf(k, "%s: a key must be a word", what)
			continue
		}
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
	if v.Kind == yaml.ScalarNode && err != nil && errors.Is(err, strconv.ErrRange) {
		s.errorf(v, "%s: %s is out of range; want %d to %d", what, scenarios.Clip(v.Value), lo, hi)
		return 0
	}
	if v.Kind != yaml.ScalarNode || err != nil {
		s.errorf(v, "%s: want a whole number, got %s", what, scenarios.Describe(v))
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
