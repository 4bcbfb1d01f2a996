package scenarios

import (
	"strings"

	"go.yaml.in/yaml/v3"
)

// MissingKey returns the first key of path (SetNumber's syntax) that the
// file data does not have, which SetNumber would add: the key, the path of
// the mapping it would go in ("" for the top level) and the keys that
// mapping has. ok is false when data has every key of the path, or the
// path leads nowhere (SetNumber says why).
func MissingKey(data []byte, path string) (key, at string, keys []string, ok bool) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return "", "", nil, false
	}
	steps := strings.Split(path, ".")
	n := doc.Content[0]
	for i, step := range steps {
		switch n.Kind {
		case yaml.MappingNode:
			next := mapValue(n, step)
			if next == nil {
				for k := 0; k+1 < len(n.Content); k += 2 {
					keys = append(keys, n.Content[k].Value)
				}
				return step, strings.Join(steps[:i], "."), keys, true
			}
			n = next
		case yaml.SequenceNode:
			idx, err := listIndex(n, step)
			if err != nil {
				return "", "", nil, false
			}
			n = n.Content[idx]
			if n.Kind == yaml.ScalarNode && i+1 < len(steps) {
				// A bare name, which SetNumber turns into a mapping
				// holding the name alone.
				return steps[i+1], strings.Join(steps[:i+1], "."), nil, true
			}
		default:
			return "", "", nil, false
		}
	}
	return "", "", nil, false
}
