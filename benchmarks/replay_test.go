package benchmarks

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// replayBattles is how many battles a replay records and plays in turn:
// enough that their mean is near the default policy's over many battles,
// which a planner's own count averages (32 carried 3 to 4% of luck into
// the planner's ratio to the floor).
const replayBattles = 128

// A choice is one decision of a recorded battle: the decision, in which
// round, the index chosen and the option it was.
type choice struct {
	d     adventures.Decision
	round int
	i     int
	o     adventures.Option
}

// recorder plays as policy p and records every choice of battle n: the
// actions p names (adventures.Actor), as the engine asks them of it when
// it plays, and every other decision by its index in the list.
type recorder struct {
	p       adventures.Policy
	a       adventures.Actor // p, when it names its actions
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

// Act records the action p names; its index in the list is found later
// (indexer), since the engine lists nothing when p names one.
func (r *recorder) Act(v adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if r.a == nil {
		return adventures.Option{}, false
	}
	o, ok := r.a.Act(v, d)
	if ok {
		r.battles[r.n] = append(r.battles[r.n], choice{d, v.Round(), -1, o})
	}
	return o, ok
}

// An indexer replays the recorded battles through the option list once,
// to write down the index of each named action in the list the engine
// asks from there (the list replay's choice). An action named where the
// list has one option (the turn's end) is not asked of a policy that
// chooses from the list: it is dropped.
type indexer struct {
	battles *[replayBattles][]choice
	n, k    int
	out     [replayBattles][]choice
}

func (x *indexer) Reset(adventures.View) { x.k = 0 }

func (x *indexer) Choose(v adventures.View, d adventures.Decision, opts []adventures.Option) int {
	b := x.battles[x.n]
	for x.k < len(b) {
		c := b[x.k]
		x.k++
		if c.i >= 0 {
			x.out[x.n] = append(x.out[x.n], c)
			return c.i
		}
		if c.d == d && c.round == v.Round() {
			// The engine completes a named action as it checks it (the
			// move's cost, say); the list holds it completed.
			o := c.o
			if v.CheckAction(d.Hero, &o) != nil {
				break
			}
			for j := range opts {
				if opts[j] == o {
					c.i = j
					x.out[x.n] = append(x.out[x.n], c)
					return j
				}
			}
		}
		if c.o.Kind != adventures.OptNone {
			break // an action the list does not hold: the replay will differ
		}
	}
	return 0
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
// their choices and records: the lazy replay's (every action named as pol
// named it, or chosen from the list where pol chose it there) and the
// list replay's (every decision by its index). A one-option decision is
// not asked: the replayer is not asked it either.
func record(tb testing.TB, bt *adventures.Battle, pol string) (lazy, list *[replayBattles][]choice, recs []sim.Record) {
	r := &recorder{p: newPolicy(tb, pol)}
	r.a, _ = r.p.(adventures.Actor)
	g := adventures.NewGame(bt, r)
	recs = make([]sim.Record, replayBattles)
	for r.n = 0; r.n < replayBattles; r.n++ {
		g.Play(seed, uint64(r.n), &recs[r.n])
	}
	x := &indexer{battles: &r.battles}
	gx := adventures.NewGame(bt, x)
	var rec sim.Record
	for x.n = 0; x.n < replayBattles; x.n++ {
		gx.Play(seed, uint64(x.n), &rec)
	}
	return &r.battles, &x.out, recs
}

// lastRecording is the last battle recorded (recorded) and its battles.
var lastRecording struct {
	name       string
	lazy, list *[replayBattles][]choice
}

// recorded returns the default policy's recorded battles of battle name,
// recording them unless they were the last recorded. A benchmark that
// replays them records them inside its own sub-benchmark: a run of one
// sub-benchmark records one battle's, not every example's, and once, not
// at each of the runs testing makes of it.
func recorded(tb testing.TB, name string, bt *adventures.Battle) (lazy, list *[replayBattles][]choice) {
	if lastRecording.name != name {
		lastRecording.lazy, lastRecording.list, _ = record(tb, bt, defaultPolicy())
		lastRecording.name = name
	}
	return lastRecording.lazy, lastRecording.list
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
	replayIsThePolicys(t, bt, "tactician")
}

// TestRecordedIsTheDefault checks that the battles the replays and the
// floor play are the default policy's own: recorded as the runner plays
// it (naming its actions), they end as its own battles do, and both
// replays play them again.
func TestRecordedIsTheDefault(t *testing.T) {
	for _, name := range battlefile.Embedded() {
		t.Run(name, func(t *testing.T) {
			bt := load(t, name)
			pol := newPolicy(t, defaultPolicy())
			g := adventures.NewGame(bt, pol)
			_, _, recs := record(t, bt, defaultPolicy())
			var rec sim.Record
			for i := uint64(0); i < replayBattles; i++ {
				g.Play(seed, i, &rec)
				if rec != recs[i] {
					t.Fatalf("battle %d: the recorded battle differs from the default policy's own", i)
				}
			}
			replayIsThePolicys(t, bt, defaultPolicy())
		})
	}
}

// replayIsThePolicys checks that replaying policy pol's recorded choices,
// through the list or naming them, plays its battles again.
func replayIsThePolicys(t *testing.T, bt *adventures.Battle, pol string) {
	named, list, recs := record(t, bt, pol)
	for _, lazy := range []bool{false, true} {
		battles := list
		if lazy {
			battles = named
		}
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
				battles, list := recorded(b, name, bt)
				if !lazy {
					battles = list
				}
				g, r := newReplay(bt, battles, lazy)
				var rec sim.Record
				playEach(b, "battles/s", func(i uint64) {
					r.n = int(i % replayBattles)
					g.Play(seed, uint64(r.n), &rec)
				})
			})
		}
	}
}
