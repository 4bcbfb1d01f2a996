package cardfile

import (
	"reflect"

	"github.com/tmntsim/tmntsim/scenarios"
)

// The JSON Schema of card files is generated from the format types
// (cardfile.go) and committed under schema/, where editors find it through
// the "# yaml-language-server: $schema=..." line of a file. A test fails
// when the committed file is stale; regenerate it with
//
//go:generate go test -run TestSchemaFiles -update

// Schema returns the JSON Schema of villain card files.
func Schema() []byte {
	return scenarios.Schema(reflect.TypeFor[cardFile](), "tmntsim villain card file",
		"Villain ability cards for Adventures Competitive Mode and Shadows of the Past battles (docs/RULES.md, \"Adventures Competitive Mode\").", enumLists)
}
