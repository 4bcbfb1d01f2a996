package policy

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// firstAction plays as p and calls fn at the battle's first action.
type firstAction struct {
	adventures.Policy
	fn   func(adventures.View, adventures.Decision)
	done bool
}

func (f *firstAction) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	if !f.done && d.Kind == adventures.DecideAction {
		f.done = true
		f.fn(g, d)
	}
	return f.Policy.Choose(g, d, opts)
}

// TestSpawnBlockGain: a hero ending its turn on a spawning space keeps a
// minion off the board only when the spawns the pool asks for (half of
// it, rounded up) fill every empty spawning space: figures spawn on empty
// spaces only (Adventures, "Spawning New Minions", "Cooperative Mode
// Spawning"). Four spawning spaces; the other hero stands on one or not.
func TestSpawnBlockGain(t *testing.T) {
	tests := []struct {
		pool       int  // Foot Ninja in the figure pool
		otherOnOne bool // the other hero stands on a spawning space
		want       bool // a spawn is kept off
	}{
		{0, false, false},
		{3, false, false}, // 2 spawn on 4 empty spaces
		{6, false, false}, // 3 on 4
		{7, false, true},  // 4 on 4
		{9, false, true},  // 5 on 4
		{5, true, true},   // 3 on 3
		{3, true, false},  // 2 on 3
	}
	for _, tt := range tests {
		name := fmt.Sprintf("pool %d, other hero on a spawning space %v", tt.pool, tt.otherOnOne)
		t.Run(name, func(t *testing.T) {
			b := fourSpawns(t, tt.pool, "[{kind: survive, n: 3}]")
			var got float64
			p := &firstAction{Policy: mustPolicy(t, "tactician"), fn: func(g adventures.View, d adventures.Decision) {
				tac := NewTactician(0.9, 1)
				tac.Reset(g)
				if tt.otherOnOne {
					g.Fig(1 - d.Hero).Cell = grid.At(0, 0)
				}
				s := spawnBlock{weight: 0.5}
				s.reset(g, tac)
				got = s.gain(g, d.Hero, tac)
				if w := 0.5 * tac.worth[0]; tt.want && got != w {
					t.Errorf("gain %v, want %v (0.5 of a Foot Ninja's knock-out)", got, w)
				}
			}}
			g := adventures.NewGame(b, p)
			var rec sim.Record
			g.Play(1, 0, &rec)
			if !p.done {
				t.Fatal("no action played")
			}
			if !tt.want && got != 0 {
				t.Errorf("gain %v, want 0", got)
			}
		})
	}
}

// TestSpawnBlockOff: the term is on only where the heroes may win by
// holding out (intro-brawl, allies-alley, hold-the-line, shredders-lair),
// and at weight 0 (NewPlanner, lookahead's) it adds nothing.
func TestSpawnBlockOff(t *testing.T) {
	on := map[string]bool{"intro-brawl": true, "allies-alley": true, "hold-the-line": true, "shredders-lair": true}
	for _, name := range battlefile.Embedded() {
		ld, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		p := mustPolicy(t, "planner").(*Planner)
		g := adventures.NewGame(ld.Battle, p)
		p.Reset(g.View())
		if got := p.spawn.n > 0; got != on[name] {
			t.Errorf("%s: term on %v, want %v", name, got, on[name])
		}
	}
	ld, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlanner(0.9, 1)
	g := adventures.NewGame(ld.Battle, p)
	var rec sim.Record
	for i := uint64(0); i < 3; i++ {
		g.Play(1, i, &rec)
		if p.spawnGain != 0 || p.spawnOn != (grid.Set{}) {
			t.Errorf("weight 0, battle %d: spawn term %v on %v, want none", i, p.spawnGain, p.spawnOn)
		}
	}
}

// TestSpawnBlockDefault: the planner holds the spawning spaces by default
// (spawn 0.5, the best of 0.25, 0.5, 1 and 2 on intro-brawl with one
// spawning space a corner, docs/strength.md), and planner:spawn=0 turns
// it off.
func TestSpawnBlockDefault(t *testing.T) {
	for _, tt := range []struct {
		spec string
		want float64
	}{
		{"planner", 0.5},
		{"planner:spawn=0", 0},
		{"planner:spawn=1", 1},
	} {
		if got := mustPolicy(t, tt.spec).(*Planner).spawn.weight; got != tt.want {
			t.Errorf("%s: spawn weight %v, want %v", tt.spec, got, tt.want)
		}
	}
}
