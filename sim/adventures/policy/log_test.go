package policy

import (
	"flag"
	"os"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

var (
	logBattle = flag.String("log.battle", "", "write the log of one battle of this example battle to stdout (TestLog)")
	logPolicy = flag.String("log.policy", Default, "the policy of TestLog")
	logIndex  = flag.Uint64("log.index", 0, "the battle index of TestLog (seed 1)")
	logLost   = flag.Bool("log.lost", false, "TestLog shows the first battle from -log.index on that the heroes do not win")
)

// TestLog writes the log of one battle when -log.battle is given: a way to
// read how a policy plays.
func TestLog(t *testing.T) {
	if *logBattle == "" {
		t.Skip("no -log.battle")
	}
	l, err := battlefile.Open(*logBattle)
	if err != nil {
		t.Fatal(err)
	}
	p, err := New(*logPolicy)
	if err != nil {
		t.Fatal(err)
	}
	g := adventures.NewGame(l.Battle, p)
	var rec sim.Record
	i := *logIndex
	for *logLost {
		g.Play(1, i, &rec)
		if adventures.Winner(&rec) != adventures.Heroes {
			break
		}
		i++
	}
	t.Logf("battle index %d", i)
	g.SetLog(os.Stdout)
	g.Play(1, i, &rec)
}
