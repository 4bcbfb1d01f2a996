package reports

import (
	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/stats"
)

// Stamp names the summaries of the Cooperative Mode battles compared by
// their battle files, with the interval method ci and the version, as
// tmntsim run names a battle's summary; a game's are left as they are.
func (c *CompareResult) Stamp(ci stats.CIMethod, version string) {
	if !c.Coop {
		return
	}
	for i, side := range []CompareSide{c.A, c.B} {
		s := []*lab.Summary{c.Cmp.A, c.Cmp.B}[i]
		s.Name, s.Source, s.Hash, s.CI, s.Version = side.Name, side.Source, side.Hash, ci, version
	}
}

// Entrant returns the variant as lab plays it: its setup and its seats'
// policies.
func (s CompareSide) Entrant() lab.Entrant { return lab.Entrant{Setup: s.Setup, Policies: s.Specs} }
