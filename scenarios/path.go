package scenarios

import (
	"bytes"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// SetNumber returns a copy of the battle file data with the number at path
// set to value, for sweeps and tuning: load the result with the game's
// loader (battlefile.LoadBytes for an Adventures battle) to get the changed
// battle.
//
// A path is a list of steps joined by dots. A step into a mapping is a key;
// a step into a list is an index counted from 0, or a name: the list item
// that is that word ("leonardo" in heroes: [leonardo, ...]) or the mapping
// whose hero, villain, kind or name is that word. Examples:
//
//	round_limit
//	skill_modifier
//	villains.foot-ninja.figures
//	heroes.leonardo.life          (adds the override if the hero has none)
//	win.survive.n
//	win.0.n
//
// An existing number is replaced in data's bytes, leaving the rest of the
// file (comments, blank lines, folded text) as it was. A missing key is
// added, and a hero or villain written as a bare name is turned into a
// mapping so it can take the override, by inserting their text alone: the
// rest of the file stays as it was (EditNumber). A value with a fraction is
// written as a decimal; the loader rejects it where it wants a whole
// number.
func SetNumber(data []byte, path string, value float64) ([]byte, error) {
	out, _, err := EditNumber(data, path, value)
	return out, err
}

// EditNumber is SetNumber, and says whether the file had to be written anew
// from its YAML (rewritten): when an added key or mapping could not be
// inserted into the file's own text so that it reads as the edited YAML.
// A file written anew keeps its keys, values and most comments, not its
// blank lines, folded text or alignment.
func EditNumber(data []byte, path string, value float64) (out []byte, rewritten bool, err error) {
	if math.IsNaN(value) || math.IsInf(value, 0) {
		return nil, false, fmt.Errorf("path %s: %v is not a number", path, value)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, false, fmt.Errorf("path %s: %v", path, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, false, fmt.Errorf("path %s: empty file", path)
	}
	steps := strings.Split(path, ".")
	for _, s := range steps {
		if s == "" {
			return nil, false, fmt.Errorf("path %q: empty step", path)
		}
	}
	n := doc.Content[0]
	parentKey := ""
	var g *growth // where a key was first added or an item turned into a mapping
	for i, step := range steps {
		last := i == len(steps)-1
		switch n.Kind {
		case yaml.MappingNode:
			next := mapValue(n, step)
			if next == nil {
				if g == nil {
					g = &growth{in: n, at: pastNode(doc.Content[0], n)}
				}
				next = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
				if last {
					next = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: "0"}
				}
				n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: step}, next)
			}
			n, parentKey = next, step
		case yaml.SequenceNode:
			idx, err := listIndex(n, step)
			if err != nil {
				return nil, false, fmt.Errorf("path %s: at %q: %v", path, strings.Join(steps[:i], "."), err)
			}
			item := n.Content[idx]
			if item.Kind == yaml.ScalarNode && !last {
				key := map[string]string{"heroes": "hero", "villains": "villain"}[parentKey]
				if key == "" {
					return nil, false, fmt.Errorf("path %s: %q is a single value, not a mapping", path, item.Value)
				}
				m := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
				m.Content = []*yaml.Node{{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}, item}
				n.Content[idx] = m
				if g == nil {
					g = &growth{in: m, name: item}
				}
				item = m
			}
			n, parentKey = item, step
		default:
			return nil, false, fmt.Errorf("path %s: %q is a single value; it has no %q", path, strings.Join(steps[:i], "."), step)
		}
	}
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float" && n.Tag != "!!null") {
		return nil, false, fmt.Errorf("path %s: the value there is not a number", path)
	}
	tag, text := "!!float", strconv.FormatFloat(value, 'g', -1, 64)
	if value == math.Trunc(value) && math.Abs(value) < 1e15 {
		tag, text = "!!int", strconv.FormatInt(int64(value), 10)
	}
	if g == nil {
		if out, ok := replaceScalar(data, n, text); ok {
			return out, false, nil
		}
	}
	n.Kind, n.Style, n.Tag, n.Value = yaml.ScalarNode, 0, tag, text
	if g != nil {
		if out, ok := g.inserted(data, &doc); ok {
			return out, false, nil
		}
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, false, fmt.Errorf("path %s: %v", path, err)
	}
	enc.Close()
	return b.Bytes(), true, nil
}

// replaceScalar returns data with the bytes of the plain scalar n replaced
// by text, and true; false if n's bytes cannot be found where its line and
// column say. Editing the bytes in place keeps everything else of the file
// as its author wrote it: comments, blank lines, folded text, quoting.
func replaceScalar(data []byte, n *yaml.Node, text string) ([]byte, bool) {
	if n.Kind != yaml.ScalarNode || n.Style != 0 || n.Value == "" || n.Line < 1 || n.Column < 1 {
		return nil, false
	}
	off, ok := offsetOf(data, n.Line, n.Column)
	if !ok || !bytes.HasPrefix(data[off:], []byte(n.Value)) {
		return nil, false
	}
	out := make([]byte, 0, len(data)+len(text))
	out = append(out, data[:off]...)
	out = append(out, text...)
	return append(out, data[off+len(n.Value):]...), true
}

// offsetOf returns the byte offset in data of line and column (from 1;
// yaml.v3 counts columns in characters), and false if data has none.
func offsetOf(data []byte, line, column int) (int, bool) {
	off := 0
	for range line - 1 {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return 0, false
		}
		off += i + 1
	}
	for range column - 1 {
		_, size := utf8.DecodeRune(data[off:])
		if size == 0 || data[off] == '\n' {
			return 0, false
		}
		off += size
	}
	return off, true
}

// mapValue returns the value of key in mapping n (the last, if the key is
// repeated), or nil.
func mapValue(n *yaml.Node, key string) *yaml.Node {
	var v *yaml.Node
	for k := 0; k+1 < len(n.Content); k += 2 {
		if n.Content[k].Value == key {
			v = n.Content[k+1]
		}
	}
	return v
}

// listIndex finds the item of a list a path step names.
func listIndex(n *yaml.Node, step string) (int, error) {
	if i, err := strconv.Atoi(step); err == nil {
		if i < 0 || i >= len(n.Content) {
			return 0, fmt.Errorf("index %d out of range (the list has %s)", i, plural.Of(len(n.Content), "item"))
		}
		return i, nil
	}
	found := -1
	for i, item := range n.Content {
		if itemName(item, step) {
			if found >= 0 {
				return 0, fmt.Errorf("more than one item is %q; use an index", step)
			}
			found = i
		}
	}
	if found < 0 {
		var names []string
		for _, item := range n.Content {
			names = append(names, itemNames(item)...)
		}
		return 0, fmt.Errorf("no item %q%s", step, Suggest(step, names))
	}
	return found, nil
}

// idKeys are the keys that name an item of a list.
var idKeys = []string{"hero", "villain", "kind", "name"}

func itemName(item *yaml.Node, name string) bool {
	return contains(itemNames(item), name)
}

func itemNames(item *yaml.Node) []string {
	if item.Kind == yaml.ScalarNode {
		return []string{item.Value}
	}
	var names []string
	if item.Kind == yaml.MappingNode {
		for k := 0; k+1 < len(item.Content); k += 2 {
			if contains(idKeys, item.Content[k].Value) && item.Content[k+1].Kind == yaml.ScalarNode {
				names = append(names, item.Content[k+1].Value)
			}
		}
	}
	return names
}
