package battlefile

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
)

// Every example battle and the built-in roster are valid by the schemas
// too, not only by the loader (scenarios.Validate reads them as an
// editor's YAML language server does).
func TestExamplesMatchSchema(t *testing.T) {
	for name, data := range fuzzSeeds(t) {
		if err := scenarios.Validate(BattleSchema(), data); err != nil {
			t.Errorf("battle %s does not match the schema: %v", name, err)
		}
	}
	if err := scenarios.Validate(RosterSchema(), RosterData()); err != nil {
		t.Errorf("the built-in roster does not match the schema: %v", err)
	}
	// And the schema must reject what the loader rejects, for a few keys.
	for _, bad := range []string{"nme: x\nheroes: [a]\nmap: {rows: a, legend: {}}\nwin: []\n",
		base + "round_limit: 999\n", strings.Replace(base, "kind: survive", "kind: survival", 1)} {
		if err := scenarios.Validate(BattleSchema(), []byte(bad)); err == nil {
			t.Errorf("the schema accepts\n%s\nwant it rejected", bad)
		}
	}
}
