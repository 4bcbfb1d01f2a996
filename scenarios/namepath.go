package scenarios

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// NamePath returns path (SetNumber's syntax) with every list index that
// names an item by position replaced by a name of the item that no other
// item of its list shares (itemLabel): "villains.2.figures" becomes
// "villains.foot-ninja.figures", "win.0.n" of a battle that wins by
// {kind: defeat-figures, villain: foot-ninja} becomes
// "win.defeat-figures.n".
// A curve or a table labelled so says which number it moves without the
// reader counting items. A path that does not resolve in data is returned
// as it is.
func NamePath(data []byte, path string) string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return path
	}
	steps := strings.Split(path, ".")
	n := doc.Content[0]
	for i, step := range steps {
		switch n.Kind {
		case yaml.MappingNode:
			next := mapValue(n, step)
			if next == nil {
				return strings.Join(steps, ".")
			}
			n = next
		case yaml.SequenceNode:
			idx, err := listIndex(n, step)
			if err != nil {
				return strings.Join(steps, ".")
			}
			if _, numeric := strconv.Atoi(step); numeric == nil {
				if name, ok := itemLabel(n, idx); ok {
					steps[i] = name
				}
			}
			n = n.Content[idx]
		default:
			return strings.Join(steps, ".")
		}
	}
	return strings.Join(steps, ".")
}

// labelKeys are the keys whose values name an item of a list (idKeys), in
// the order a label prefers them: a condition's kind says more than the
// villain it counts.
var labelKeys = []string{"name", "kind", "hero", "villain"}

// itemLabel returns the name by which item idx of list n is found
// (listIndex) when it has one: an item written as a name, or the value of
// its first key of labelKeys that no other item of the list shares.
func itemLabel(n *yaml.Node, idx int) (string, bool) {
	item := n.Content[idx]
	var names []string
	if item.Kind == yaml.ScalarNode {
		names = []string{item.Value}
	}
	if item.Kind == yaml.MappingNode {
		for _, key := range labelKeys {
			if v := mapValue(item, key); v != nil && v.Kind == yaml.ScalarNode {
				names = append(names, v.Value)
			}
		}
	}
	for _, name := range names {
		if j, err := listIndex(n, name); err == nil && j == idx {
			return name, true
		}
	}
	return "", false
}
