package benchmarks

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// replayBattles is how many battles a replay records and plays in turn.
const replayBattles = 32

// A choice is one decision of a recorded battle: the decision, in which
// round, the index chosen and the option it was.
type choice struct {
	d     adventures.Decision
	round int
	i     int
	o     adventures.Option
}

// recorder plays as policy p and records every choice of battle n.
type recorder struct {
	p       adventures.Policy
	battles [replayBattles][]choice
	n       int
}

func (r *recorder) Reset(v adventures.View) { r.p.Reset(v) }

func (r *recorder) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) int {
	i := r.p.Choose(v, d, opts)
	if i < 0 || i >= len(opts) {
		i = 0
	}
	r.battles[r.n] = append(r.battles[r.n], choice{d, v.Round(), i, opts[i]})
	return i
}

// replayer plays the recorded choices of battle n again, at no cost:
// through the option list (every decision by its index), or, lazy, naming
// every action (adventures.Actor) and choosing the other decisions by
// index.
type replayer struct {
	battles *[replayBattles][]choice
	n, k    int
}

func (r *replayer) Reset(adventures.View) { r.k = 0 }

func (r *replayer) next() choice {
	c := r.battles[r.n][r.k]
	r.k++
	return c
}

func (r *replayer) Choose(adventures.View, adventures.Decision, []adventures.Option) int {
	return r.next().i
}

type lazyReplayer struct{ replayer }

// Act names the recorded action. A turn whose last decision had one
// option (ending it) was not asked, and left no choice: when the next
// choice recorded is not an action of this hero in this round, the turn
// ends now.
func (r *lazyReplayer) Act(v adventures.View, d adventures.Decision) (adventures.Option, bool) {
	b := r.battles[r.n]
	if r.k == len(b) || b[r.k].d != d || b[r.k].round != v.Round() {
		return adventures.Option{}, true
	}
	return r.next().o, true
}

// record plays replayBattles battles of bt with policy pol and returns
// their choices and records. A one-option decision is not asked: the
// replayer is not asked it either.
func record(tb testing.TB, bt *adventures.Battle, pol string) (*[replayBattles][]choice, []sim.Record) {
	r := &recorder{p: newPolicy(tb, pol)}
	g := adventures.NewGame(bt, r)
	recs := make([]sim.Record, replayBattles)
	for r.n = 0; r.n < replayBattles; r.n++ {
		g.Play(seed, uint64(r.n), &recs[r.n])
	}
	return &r.battles, recs
}

// lastRecording is the last battle recorded (recorded) and its battles.
var lastRecording struct {
	name    string
	battles *[replayBattles][]choice
}

// recorded returns the default policy's recorded battles of battle name,
// recording them unless they were the last recorded. A benchmark that
// replays them records them inside its own sub-benchmark: a run of one
// sub-benchmark records one battle's, not every example's, and once, not
// at each of the runs testing makes of it.
func recorded(tb testing.TB, name string, bt *adventures.Battle) *[replayBattles][]choice {
	if lastRecording.name != name {
		lastRecording.battles, _ = record(tb, bt, defaultPolicy())
		lastRecording.name = name
	}
	return lastRecording.battles
}

// newReplay returns a game replaying the recorded battles through the
// list or, lazy, naming its actions, and its replayer.
func newReplay(bt *adventures.Battle, battles *[replayBattles][]choice, lazy bool) (*adventures.Game, *replayer) {
	if lazy {
		p := &lazyReplayer{replayer{battles: battles}}
		return adventures.NewGame(bt, p), &p.replayer
	}
	p := &replayer{battles: battles}
	return adventures.NewGame(bt, p), p
}

// TestReplayIsTheBattle checks that replaying the tactician's recorded
// choices, through the list or naming them, plays its battles of every
// example again.
func TestReplayIsTheBattle(t *testing.T) {
	for _, name := range battlefile.Embedded() {
		t.Run(name, func(t *testing.T) { replayIsTheBattle(t, load(t, name)) })
	}
}

func replayIsTheBattle(t *testing.T, bt *adventures.Battle) {
	battles, recs := record(t, bt, "tactician")
	for _, lazy := range []bool{false, true} {
		g, r := newReplay(bt, battles, lazy)
		g.SetCheck(true)
		var rec sim.Record
		for r.n = 0; r.n < replayBattles; r.n++ {
			g.Play(seed, uint64(r.n), &rec)
			if err := g.Violation(); err != nil {
				t.Fatal(err)
			}
			if rec != recs[r.n] || r.k != len(battles[r.n]) {
				t.Fatalf("lazy %v, battle %d: replay differs from the battle (%d of %d choices replayed)", lazy, r.n, r.k, len(battles[r.n]))
			}
		}
		if c := g.Counters(); lazy && c.Refused != 0 {
			t.Errorf("got %d recorded actions refused, want 0", c.Refused)
		}
	}
}

// BenchmarkReplay is the engine alone: it replays the default policy's
// recorded battles of every example with a policy that costs nothing,
// through the option list (BenchmarkReplay/BATTLE/list) and naming every
// action (BenchmarkReplay/BATTLE/lazy), which the engine checks
// (Game.CheckAction) instead of listing.
func BenchmarkReplay(b *testing.B) {
	defer gcOff()()
	for _, name := range battlefile.Embedded() {
		bt := load(b, name)
		for _, lazy := range []bool{false, true} {
			mode := "list"
			if lazy {
				mode = "lazy"
			}
			b.Run(fmt.Sprintf("%s/%s", name, mode), func(b *testing.B) {
				g, r := newReplay(bt, recorded(b, name, bt), lazy)
				var rec sim.Record
				playEach(b, "battles/s", func(i uint64) {
					r.n = int(i % replayBattles)
					g.Play(seed, uint64(r.n), &rec)
				})
			})
		}
	}
}
