package tablefile

import (
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// LoadSetup loads the table file named file, whose content is data (the
// files it names read next to it), as a sim.Setup.
func LoadSetup(file string, data []byte) (sim.Setup, error) {
	t, err := LoadTable(file, data, scenarios.NextTo(file))
	if err != nil {
		return nil, err
	}
	return t.Lab(), nil
}
