package adventure

import (
	"reflect"

	"github.com/tmntsim/tmntsim/scenarios"
)

// The JSON Schema of adventure files is committed under schema/, where
// editors find it through the "# yaml-language-server: $schema=..." line
// of a file, generated from adventureFile, the format Load decodes. A test
// fails when the committed file is stale; regenerate it with
//
//go:generate go test -run TestSchemaFiles -update

// FileSchema returns the JSON Schema of adventure files.
func FileSchema() []byte {
	return scenarios.Schema(reflect.TypeFor[adventureFile](), "tmntsim adventure file",
		"An adventure of the TMNT Adventures system for tmntsim: battles played in order, the benefits each battle's winner gets in the next, and how the heroes win the adventure (docs/BATTLES.md, Adventures).", nil)
}
