package benchmarks

import (
	"bytes"
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

var (
	recordedBattle   = flag.String("recorded.battle", "", "TestRecordedBattles: the example battle whose recorded battles are counted (\"\" for the default battle)")
	recordedPolicies = flag.String("recorded.policies", "", "TestRecordedBattles: comma-separated policies whose recorded battles are counted (\"\" for the default policy)")
)

// optionKindNames names the option kinds, in adventures.OptionKind order.
var optionKindNames = [...]string{"none", "reroll", "face", "arrange", "special", "move-dice", "move-to",
	"melee", "ranged", "throw", "use-special", "take-cover", "climb", "crouch", "leap", "grind",
	"focus-check", "strike-door", "clear-stun", "download", "pick-up", "drop", "hand-off", "throw-item", "choose"}

// recordedCount is what one recorded battle holds, counted as the lazy
// replay (BenchmarkReplay/BATTLE/lazy, BenchmarkPlanFloor) plays it again.
type recordedCount struct {
	rounds      int
	won         bool                      // the heroes won
	decisions   int                       // choices recorded: decisions of more than one option
	actions     [len(optionKindNames)]int // the actions named, by kind (a turn's end is "none")
	turns       int                       // hero turns
	activations int                       // villain types activated (initiative cards drawn)
	spawns      int                       // minions spawned
	strikes     int                       // strikes, the heroes' and the villains'
	counters    adventures.Counters       // the engine's searches, line-of-sight checks, dice
}

func (c *recordedCount) named() (n int) {
	for _, k := range c.actions {
		n += k
	}
	return n
}

// countRecorded records the replayBattles battles of bt that a replay
// plays with policy pol, replays them naming every action with the log
// on, and counts what each holds.
func countRecorded(tb testing.TB, bt *adventures.Battle, pol string) []recordedCount {
	battles, _, recs := record(tb, bt, pol)
	g, r := newReplay(bt, battles, true)
	var log bytes.Buffer
	g.SetLog(&log)
	out := make([]recordedCount, replayBattles)
	var rec sim.Record
	for r.n = 0; r.n < replayBattles; r.n++ {
		log.Reset()
		g.ResetCounters()
		g.Play(seed, uint64(r.n), &rec)
		if rec != recs[r.n] {
			tb.Fatalf("battle %d: the replay differs from the battle", r.n)
		}
		c := &out[r.n]
		c.rounds, c.won, c.decisions = int(rec.Turns), rec.Outcome[0] == sim.Won, len(battles[r.n])
		for _, ch := range battles[r.n] {
			if ch.d.Kind == adventures.DecideAction {
				c.actions[ch.o.Kind]++
			}
		}
		for line := range strings.Lines(log.String()) {
			switch {
			case strings.HasPrefix(line, "turn: "):
				c.turns++
			case strings.HasPrefix(line, "activate: "):
				c.activations++
			case strings.HasPrefix(line, "spawn: "):
				c.spawns++
			case strings.HasPrefix(line, "strike: "):
				c.strikes++
			}
		}
		c.counters = g.Counters()
	}
	return out
}

// TestRecordedBattles counts, for -v, what each battle a replay records
// holds (the default policy's battles of the default battle, or those of
// -recorded.battle and -recorded.policies): rounds, decisions, actions,
// hero turns, villain activations, spawns, strikes and the engine's
// searches, line-of-sight checks and dice as the lazy replay plays them,
// and their means. BenchmarkReplay and BenchmarkPlanFloor average their
// cost over these replayBattles battles only, so a change of policy that
// lengthens a few of them moves the replay's and the floor's counts more
// than it moves the policy's mean battle:
//
//	go test ./benchmarks -run TestRecordedBattles -v -recorded.policies planner:shield=0,planner
func TestRecordedBattles(t *testing.T) {
	bt := load(t, *recordedBattle)
	pols := []string{defaultPolicy()}
	if *recordedPolicies != "" {
		pols = strings.Split(*recordedPolicies, ",")
	}
	for _, pol := range pols {
		counts := countRecorded(t, bt, pol)
		var b strings.Builder
		fmt.Fprintf(&b, "%s, battles seed %d, 0 to %d:\n", pol, seed, replayBattles-1)
		fmt.Fprintf(&b, "battle rounds won decisions actions turns activations spawns strikes searches los dice\n")
		var sum recordedCount
		wins := 0
		for n, c := range counts {
			fmt.Fprintf(&b, "%6d %6d %3v %9d %7d %5d %11d %6d %7d %8d %3d %4d\n", n, c.rounds, c.won, c.decisions, c.named(),
				c.turns, c.activations, c.spawns, c.strikes, c.counters.Reach, c.counters.LOS, c.counters.Dice)
			sum.rounds += c.rounds
			sum.decisions += c.decisions
			for k, v := range c.actions {
				sum.actions[k] += v
			}
			sum.turns += c.turns
			sum.activations += c.activations
			sum.spawns += c.spawns
			sum.strikes += c.strikes
			sum.counters.Reach += c.counters.Reach
			sum.counters.LOS += c.counters.LOS
			sum.counters.Dice += c.counters.Dice
			if c.won {
				wins++
			}
		}
		mean := func(n int64) float64 { return float64(n) / replayBattles }
		fmt.Fprintf(&b, "mean: rounds %.2f, heroes won %d of %d, decisions %.1f, actions %.1f, turns %.1f, activations %.1f, spawns %.1f, strikes %.1f, searches %.1f, los %.1f, dice %.1f\n",
			mean(int64(sum.rounds)), wins, replayBattles, mean(int64(sum.decisions)), mean(int64(sum.named())), mean(int64(sum.turns)),
			mean(int64(sum.activations)), mean(int64(sum.spawns)), mean(int64(sum.strikes)), mean(sum.counters.Reach), mean(sum.counters.LOS), mean(sum.counters.Dice))
		fmt.Fprintf(&b, "actions a battle by kind:")
		for k, v := range sum.actions {
			if v > 0 {
				fmt.Fprintf(&b, " %s %.2f", optionKindNames[k], mean(int64(v)))
			}
		}
		t.Log(b.String())
		if sum.turns == 0 || sum.rounds == 0 {
			t.Errorf("%s: no rounds or hero turns counted in the log", pol)
		}
	}
}

// TestOptionKindNames checks that optionKindNames names every option kind.
func TestOptionKindNames(t *testing.T) {
	if len(optionKindNames) != int(adventures.OptChoose)+1 {
		t.Errorf("got %d option kind names, want %d", len(optionKindNames), adventures.OptChoose+1)
	}
}
