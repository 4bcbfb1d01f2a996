package scenarios

import (
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// NamePath returns path (SetNumber's syntax) with every list index that
// names an item by position replaced by the item's name, when the item has
// one name that no other item of its list shares: "villains.2.figures"
// becomes "villains.foot-ninja.figures", "win.0.n" becomes "win.survive.n".
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
				if names := itemNames(n.Content[idx]); len(names) == 1 {
					if j, err := listIndex(n, names[0]); err == nil && j == idx {
						steps[i] = names[0]
					}
				}
			}
			n = n.Content[idx]
		default:
			return strings.Join(steps, ".")
		}
	}
	return strings.Join(steps, ".")
}
