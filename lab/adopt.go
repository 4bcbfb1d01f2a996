package lab

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/stats"
)

// Adopt returns the options of the run that continues prev, the summary
// of a run of setup read back from file, as asked by o, the options of
// the command line, changed saying which of its flags were given: a flag
// given with another value than prev's (seed, policy, shard, precision,
// ci-method) is a usage error; battles (o.Games) may extend the run, or
// shorten one not yet past it, and is prev's when not given; the rest is
// ResumeOf's, its games called noun. A summary that cannot be continued
// is an error of --resume. A summary without words (sim.Words, written
// before summaries kept them) takes setup's.
func Adopt(setup sim.Setup, prev *Summary, o Options, file, noun string, changed func(flag string) bool) (Options, error) {
	cov := prev.Coverage
	if err := CanResume(setup, prev, o.Source, file); err != nil {
		return o, fmt.Errorf("--resume: %w", err)
	}
	for _, d := range [][3]any{{"seed", o.Seed, prev.Seed},
		{"policy", strings.Join(Policies(setup, o.Policies), " "), strings.Join(prev.Policies, " ")},
		{"shard", fmt.Sprintf("%d/%d", o.Shard, o.Shards), cov.Label()}, {"precision", o.Precision, prev.Precision}, {"ci-method", o.CI, prev.CI}} {
		if flag := d[0].(string); changed(flag) && fmt.Sprint(d[1]) != fmt.Sprint(d[2]) {
			return o, Usagef("--%s %v: the run in %s has %v; leave --%s out to resume it", flag, d[1], file, d[2], flag)
		}
	}
	if !changed("battles") {
		o.Games = 0
	} else if stats.ShardBattles(cov.Residues[0], cov.Shards, o.Games) < prev.Games() {
		return o, Usagef("--battles %d: %s already has %s of shard %s", o.Games, file, plural.Of(prev.Games(), noun), cov.Label())
	}
	o, err := ResumeOf(setup, prev, o, file, noun)
	if err != nil {
		return o, fmt.Errorf("--resume: %w", err)
	}
	if w := &prev.Schema().Words; *w == (sim.Words{}) {
		*w = setup.Schema().Words // a summary written before summaries kept their game's words
	}
	return o, nil
}
