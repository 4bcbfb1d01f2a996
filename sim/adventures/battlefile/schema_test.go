package battlefile

import (
	"encoding/json"
	"flag"
	"testing"

	"github.com/tmntsim/tmntsim/internal/schematest"
)

var update = flag.Bool("update", false, "rewrite the committed schemas, golden files and fuzz seeds")

// TestSchemaFiles fails when the committed JSON Schemas differ from the ones
// the format types generate; run it with -update to rewrite them.
func TestSchemaFiles(t *testing.T) {
	schematest.Files(t, "./sim/adventures/battlefile", *update, map[string][]byte{
		"battle.schema.json": BattleSchema(),
		"roster.schema.json": RosterSchema(),
	})
}

// TestSchemaKeys checks that the battle schema names every top-level key
// the decoder accepts, and requires the required ones.
func TestSchemaKeys(t *testing.T) {
	var s struct {
		Properties map[string]any `json:"properties"`
		Required   []string       `json:"required"`
	}
	if err := json.Unmarshal(BattleSchema(), &s); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"name", "heroes", "map", "villains", "win", "lose", "round_limit", "at_round_limit", "rules", "battle_die", "skill_modifier", "roster"} {
		if _, ok := s.Properties[k]; !ok {
			t.Errorf("battle schema: got no property %q, want one", k)
		}
	}
	want := []string{"name", "heroes", "map", "win"}
	if len(s.Required) != len(want) {
		t.Fatalf("battle schema: got required %v, want %v", s.Required, want)
	}
	for i := range want {
		if s.Required[i] != want[i] {
			t.Errorf("battle schema: got required %v, want %v", s.Required, want)
		}
	}
}
