package benchmarks

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// seed is the run seed of every benchmark: battle i is played from (seed, i).
const seed = 1

// load returns the compiled battle named name ("" for the default battle).
func load(tb testing.TB, name string) *adventures.Battle {
	tb.Helper()
	l, err := battlefile.Open(name)
	if err != nil {
		tb.Fatalf("battle %q: %v", name, err)
	}
	return l.Battle
}

// newPolicy returns a new instance of policy name, with modest settings for
// the policies that search, so that the suite stays quick.
func newPolicy(tb testing.TB, name string) adventures.Policy {
	tb.Helper()
	p, err := policy.New(specOf(name))
	if err != nil {
		tb.Fatalf("policy %q: %v", name, err)
	}
	return p
}

// modest holds the policy specs used in place of a policy's defaults: a
// small search budget for the policies that play battles out.
var modest = map[string]string{
	"lookahead": "lookahead:rollouts=4,top=3",
}

// specOf returns the policy spec the benchmarks use for policy name.
func specOf(name string) string {
	if s, ok := modest[name]; ok {
		return s
	}
	return name
}

// playBattles plays b.N battles of bt with policy pol on one game, reporting
// allocations and battles per second.
func playBattles(b *testing.B, bt *adventures.Battle, pol string) {
	g := adventures.NewGame(bt, newPolicy(b, pol))
	var rec sim.Record
	playEach(b, "battles/s", func(i uint64) { g.Play(seed, i, &rec) })
}

// gcOff switches the garbage collector off until the returned function is
// called: every benchmark that instructions.sh counts (the names of
// instructions.txt) runs with it off, from its set-up (loading battles,
// opening files, making games and policies, recording battles, timing
// calibration games) to its end. Its timed games allocate nothing, and
// playEach (playFloor) collects the set-up's garbage before them.
// instructions.sh counts a benchmark as the difference of two runs, which
// cancels the set-up only when it takes as many instructions in both; the
// collector's cycles, concurrent with the set-up, do not (write barriers
// and marking depend on how its threads interleave): the replay counts
// drifted by up to 10% between runs of the same code, the competitive
// battles' by 2-4%. TestCountedBenchmarksTurnCollectorOff checks it.
func gcOff() (restore func()) {
	old := debug.SetGCPercent(-1)
	return func() { debug.SetGCPercent(old) }
}

// playEach plays b.N games with play(i), i = 1, 2, ..., after play(0) to
// warm up (first-game work is not steady state), reporting allocations,
// CPU time per op and games per second as unit.
func playEach(b *testing.B, unit string, play func(i uint64)) {
	play(0)
	// A garbage collection before the timed battles: the runtime starts its
	// background mark workers at the first collection of the process, and
	// their allocations, which would fall on whichever battle is playing,
	// belong to no battle.
	runtime.GC()
	b.ReportAllocs()
	cpu := cpuNanos()
	i := uint64(1)
	for b.Loop() {
		play(i)
		i++
	}
	reportCPU(b, cpu)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), unit)
}

// reportCPU reports the CPU time per op since cpu (a cpuNanos reading), when
// it is measured: on a shared machine a steadier figure than ns/op.
func reportCPU(b *testing.B, cpu int64) {
	if now := cpuNanos(); now > 0 {
		b.ReportMetric(float64(now-cpu)/float64(b.N), "cpu-ns/op")
	}
}

// A stopwatch measures the CPU time of the process where it is measured,
// the wall-clock time elsewhere.
type stopwatch struct {
	cpu  int64
	wall time.Time
}

func newStopwatch() stopwatch { return stopwatch{cpuNanos(), time.Now()} }

// elapsed returns the nanoseconds since the stopwatch was made.
func (s stopwatch) elapsed() int64 {
	if now := cpuNanos(); now > 0 {
		return now - s.cpu
	}
	return time.Since(s.wall).Nanoseconds()
}

// BenchmarkBattle plays whole battles of every example battle, one game on
// one goroutine: a cooperative battle under every built-in policy
// (BenchmarkBattle/BATTLE/POLICY), a competitive one for every pair of
// competitiveHeroes and competitiveVillains, set up as the runner does
// (BenchmarkBattle/BATTLE/HERO-v-VILLAIN).
func BenchmarkBattle(b *testing.B) {
	defer gcOff()()
	for _, name := range battlefile.Embedded() {
		bt := load(b, name)
		if bt.Competitive != nil {
			for _, p := range competitivePairs() {
				b.Run(fmt.Sprintf("%s/%s-v-%s", name, p[0], p[1]), func(b *testing.B) { playCompetitive(b, bt, p[0], p[1]) })
			}
			continue
		}
		for _, pol := range policy.Names() {
			b.Run(fmt.Sprintf("%s/%s", name, pol), func(b *testing.B) { playBattles(b, bt, pol) })
		}
	}
}

// The policies a competitive battle is benchmarked with: the heroes'
// default (planner v greedy is the default pairing), the tactician and a
// cheap one, against the villain's ladder.
var (
	competitiveHeroes   = []string{"planner", "tactician", "greedy"}
	competitiveVillains = []string{"random", "greedy", "planner", "lookahead"}
)

// competitivePairs returns every (hero, villain) pair of policies of the
// competitive benchmarks.
func competitivePairs() [][2]string {
	var ps [][2]string
	for _, h := range competitiveHeroes {
		for _, v := range competitiveVillains {
			ps = append(ps, [2]string{h, v})
		}
	}
	return ps
}

// newCompetitive returns a game of competitive battle bt with hero and
// villain policies, set up through policy.Setup as the runner does.
func newCompetitive(tb testing.TB, bt *adventures.Battle, hero, villain string) sim.Game {
	tb.Helper()
	g, err := policy.NewSetup(bt, specOf(hero)).NewGame([]string{"", villain})
	if err != nil {
		tb.Fatalf("%s-v-%s: %v", hero, villain, err)
	}
	return g
}

// playCompetitive plays b.N battles of competitive battle bt, heroes
// against villain, on one game.
func playCompetitive(b *testing.B, bt *adventures.Battle, hero, villain string) {
	g := newCompetitive(b, bt, hero, villain)
	var rec sim.Record
	playEach(b, "battles/s", func(i uint64) { g.Play(seed, i, &rec) })
}
