package tablefile

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
)

//go:embed tables/*.yaml
var tables embed.FS

// TableNames returns the names of the embedded tables, sorted.
func TableNames() []string {
	ents, _ := fs.ReadDir(tables, "tables")
	var names []string
	for _, e := range ents {
		names = append(names, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	return names
}

// EmbeddedTable loads the embedded table named name; its deck is the
// embedded card set.
func EmbeddedTable(name string) (*Table, error) {
	data, err := tables.ReadFile("tables/" + name + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("no table %q%s; tables: %s", name, scenarios.Suggest(name, TableNames()), strings.Join(TableNames(), ", "))
	}
	return LoadTable(name, data, func(f string) ([]byte, error) {
		return nil, fmt.Errorf("an embedded table reads no file (%s)", f)
	})
}
