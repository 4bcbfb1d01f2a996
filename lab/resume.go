package lab

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// ResumeOf returns the options that continue prev, the summary of a run
// read back from file, as a run of setup (source, hash: the file it was
// opened from now), its games called noun: prev's seed, policies,
// precision, interval method and shard, and o.Games, or prev's when o.Games
// is 0. The error says why prev cannot be continued so: it covers several
// shards (a merge), it is another game's or has other seats, it has more
// games than its run holds, the file has changed, (a battle) it lists
// other figures or metrics, or a seat's policy resolves to other
// parameters' values than the summary records (a default changed).
func ResumeOf(setup sim.Setup, prev *Summary, o Options, file, noun string) (Options, error) {
	if err := CanResume(setup, prev, o.Source, file); err != nil {
		return o, err
	}
	cov, battle := prev.Coverage, setup.Schema().Game == scenarios.DefaultGame
	o.Seed, o.Policies, o.Precision, o.CI = prev.Seed, prev.Policies, prev.Precision, prev.CI
	o.Shard, o.Shards = cov.Residues[0], cov.Shards
	if o.Games == 0 {
		o.Games = prev.Requested
		if n := stats.ShardBattles(o.Shard, o.Shards, o.Games); n < prev.Games() {
			return o, fmt.Errorf("%s has %s of shard %s, more than its run of %s holds", file, plural.Of(prev.Games(), noun), cov.Label(), plural.Of(o.Games, noun))
		}
	}
	switch {
	case prev.Hash != "" && o.Hash != "" && prev.Hash != o.Hash:
		return o, fmt.Errorf("%s %s has changed since %s was written (hash %.12s, the summary's %.12s); start the run again",
			noun, o.Source, file, o.Hash, prev.Hash)
	case battle && !prev.SameSchema(NewSummary(setup, o)):
		return o, fmt.Errorf("%s does not list the heroes, villains and metrics of battle %s", file, o.Source)
	}
	now := NewSummary(setup, o)
	for i := range prev.Params {
		if was, is := prev.Param(i), now.Param(i); was != "" && is != "" && was != is {
			return o, fmt.Errorf("policy %q plays differently since %s was written (%s, the summary's %s): a default changed; start the run again",
				prev.Policy(i), file, is, was)
		}
	}
	return o, nil
}

// CanResume returns why prev, a summary read back from file, is not the
// summary of one run of setup (opened from source), that ResumeOf could
// continue: it covers several shards, or it is another game's or has
// other seats; nil when it may be.
func CanResume(setup sim.Setup, prev *Summary, source, file string) error {
	s, p, cov := setup.Schema(), prev.Schema(), prev.Coverage
	switch {
	case len(cov.Residues) != 1:
		return fmt.Errorf("%s covers several shards (%s), as a merge does; resume each shard's own summary", file, cov.Label())
	case s.Game != scenarios.DefaultGame && (p.Game != s.Game || !slices.Equal(p.Seats, s.Seats)):
		return fmt.Errorf("%s summarizes a %s run with seats %s, not one of %s (%s)", file, p.Game, strings.Join(p.Seats, ", "), source, s.Game)
	}
	return nil
}
