package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// pruneCheck plays as a tactician and, at every action, scores the
// options twice: as play does (spaces and moves that cannot change the
// choice left unweighed) and with every option weighed (as lookahead asks
// for its gains). It counts the actions where the two choose differently.
type pruneCheck struct {
	*Tactician
	gains   []float64
	actions int
	differ  int
}

func (p *pruneCheck) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if d.Kind != adventures.DecideAction {
		return p.Tactician.Choose(g, d, opts)
	}
	p.actions++
	if cap(p.gains) < len(opts) {
		p.gains = make([]float64, len(opts))
	}
	all := p.score(g, d.Hero, opts, p.gains[:len(opts)])
	i := p.Tactician.Choose(g, d, opts)
	if i != all {
		p.differ++
	}
	return i
}

// TestPruningKeepsChoice checks that the tactician's branch and bound,
// which leaves unweighed the spaces and moves whose bound cannot beat the
// best so far, chooses what weighing every option chooses, at every action
// of battles of every example.
func TestPruningKeepsChoice(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, name := range battlefile.Embedded() {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		p := &pruneCheck{Tactician: NewTactician(0.9, 1)}
		g := adventures.NewGame(l.Battle, p)
		var rec sim.Record
		for i := 0; i < n; i++ {
			g.Play(1, uint64(i), &rec)
		}
		if p.actions == 0 {
			t.Fatalf("%s: no action decided", name)
		}
		if p.differ > 0 {
			t.Errorf("%s: pruned and full scoring chose differently at %d of %d actions", name, p.differ, p.actions)
		}
	}
}

// rerollCount wraps a policy and counts, by decision kind, the heal and
// Focus-check rerolls it is offered and takes.
type rerollCount struct {
	adventures.Policy
	asked, taken map[adventures.DecisionKind]int
	bad          int // offers of a reroll that could change nothing
}

func (p *rerollCount) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	i := p.Policy.Choose(g, d, opts)
	switch d.Kind {
	case adventures.DecideChiReroll, adventures.DecideHealReroll, adventures.DecideCheckReroll:
		p.asked[d.Kind]++
		if opts[i].Kind == adventures.OptReroll {
			p.taken[d.Kind]++
		}
		if n, hits, need := g.PendingRoll(); n == 0 || hits >= need || g.Focus(d.Hero) == 0 {
			p.bad++
		}
	}
	return i
}

// The tactician is offered the Focus reroll of chi heals and Focus checks
// only when it could change the outcome, and takes them by their expected
// value: a failed check on the way out often, a chi heal seldom
// (Adventures, "Healing Wounds", "Focus").
func TestTacticianHealAndCheckRerolls(t *testing.T) {
	p := &rerollCount{Policy: NewTactician(0.9, 1), asked: map[adventures.DecisionKind]int{}, taken: map[adventures.DecisionKind]int{}}
	var rec sim.Record
	for _, name := range []string{"breakout", "data-heist"} {
		g := adventures.NewGame(examples(t)[name], p)
		for i := uint64(0); i < 20; i++ {
			g.Play(1, i, &rec)
		}
	}
	if p.bad != 0 {
		t.Errorf("%d reroll offers could change nothing", p.bad)
	}
	if k := adventures.DecideCheckReroll; p.asked[k] == 0 || p.taken[k] == 0 {
		t.Errorf("%v: asked %d times, rerolled %d, want some of each", k, p.asked[k], p.taken[k])
	}
	// One die's Life is seldom worth a Focus, which would buy a strike
	// reroll.
	if k := adventures.DecideChiReroll; p.asked[k] == 0 || p.taken[k] >= p.asked[k] {
		t.Errorf("%v: asked %d times, rerolled %d, want some offers, not all taken", k, p.asked[k], p.taken[k])
	}
}

// TestFightWithNoLeaderOnMap plays a battle won by defeating the leaders
// while no leader stands on the map (a battle the loader refuses, built
// here by hand): the tactician closes in on the other villains instead of
// looking for leaders without end.
func TestFightWithNoLeaderOnMap(t *testing.T) {
	l, err := battlefile.LoadBytes("t.yaml", []byte(`name: Test
heroes: [leonardo, raphael]
map:
  rows: |
    HH....
    ......
    .....S
  legend:
    H: [hero-start]
    S: [spawn]
villains:
  - {villain: foot-ninja, figures: 2, start: [f1]}
  - {villain: shredder, figures: 1, start: [e3]}
win:
  - {kind: defeat-leaders}
`))
	if err != nil {
		t.Fatal(err)
	}
	b := l.Battle
	b.Villains[1].Start = nil // the leader waits in the pool, which it never leaves
	for _, spec := range []string{"tactician", quickLookahead} {
		g := adventures.NewGame(b, mustPolicy(t, spec))
		var rec sim.Record
		g.Play(1, 0, &rec)
		var targets, want grid.Set
		NewTactician(0.9, 1).fightTargets(g.View(), &targets)
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			if g.Figs[id].Standing() {
				want.Add(g.Figs[id].Cell)
			}
		}
		if targets != want || count(&want) == 0 {
			t.Errorf("%s: fight targets %v, want the spaces of the standing Foot Ninja %v", spec, targets, want)
		}
	}
}
