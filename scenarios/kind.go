package scenarios

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
)

// A Kind is a kind of file a game reads (battle, deck, table, ...): its
// name, a line saying what it is, and its JSON Schema, for editors
// (tmntsim schema).
type Kind struct {
	Name, What string
	Schema     func() []byte
}

// KindNames returns the names of kinds, in order.
func KindNames(kinds []Kind) []string {
	out := make([]string, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, k.Name)
	}
	return out
}

// KindSchema returns the JSON Schema of the kind called name among kinds
// (the first for ""), or an error that lists the kinds.
func KindSchema(kinds []Kind, name string) ([]byte, error) {
	if name == "" {
		name = kinds[0].Name
	}
	for _, k := range kinds {
		if k.Name == name {
			return k.Schema(), nil
		}
	}
	names := KindNames(kinds)
	return nil, fmt.Errorf("unknown kind %q%s; known: %s", textsafe.Term(name), Suggest(name, names), strings.Join(names, ", "))
}
