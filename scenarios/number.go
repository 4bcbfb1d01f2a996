package scenarios

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Number returns the number at path in the YAML file data, the path read
// as SetNumber reads it (keys, list indices, names of list items), and
// whether the file has a number there. A path through a value that is
// not a mapping or a list, or through a list item that does not exist, is
// an error; a missing key is not (ok false): SetNumber would add it.
func Number(data []byte, path string) (v float64, ok bool, err error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return 0, false, fmt.Errorf("path %s: %v", path, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return 0, false, nil
	}
	n := doc.Content[0]
	fromList := false // n is an item of a list
	steps := strings.Split(path, ".")
	for i, step := range steps {
		if step == "" {
			return 0, false, fmt.Errorf("path %q: empty step", path)
		}
		switch n.Kind {
		case yaml.MappingNode:
			if n = mapValue(n, step); n == nil {
				return 0, false, nil
			}
			fromList = false
		case yaml.SequenceNode:
			idx, err := listIndex(n, step)
			if err != nil {
				return 0, false, fmt.Errorf("path %s: at %q: %v", path, strings.Join(steps[:i], "."), err)
			}
			n, fromList = n.Content[idx], true
		case yaml.ScalarNode:
			if fromList && n.Tag == "!!str" {
				// A hero or villain written as a bare name: it has no overrides.
				return 0, false, nil
			}
			return 0, false, fmt.Errorf("path %s: %q is a single value; it has no %q", path, strings.Join(steps[:i], "."), step)
		default:
			return 0, false, fmt.Errorf("path %s: %q is not a mapping or a list", path, strings.Join(steps[:i], "."))
		}
	}
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!float") {
		return 0, false, fmt.Errorf("path %s: the value there is not a number", path)
	}
	v, err = strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64)
	if err != nil {
		i, ierr := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
		if ierr != nil {
			return 0, false, fmt.Errorf("path %s: %q is not a number", path, n.Value)
		}
		v = float64(i)
	}
	return v, true, nil
}
