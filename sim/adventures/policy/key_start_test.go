package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestThreatKeyHeroes: two heroes side by side on spaces one apart (a1 and
// b1, cells 0 and 1), Raphael and Michelangelo made alike in Life (their defence dice are
// alike, and Focus counts only as some or none), have threat keys of
// their own. A key whose start held the hero's number, the first figure's
// space XORed into it, gave both the same key, and the planner kept one
// hero's threat table for the other.
func TestThreatKeyHeroes(t *testing.T) {
	l, err := battlefile.LoadBytes("t.yaml", []byte(`name: Test
mode: cooperative
ruleset: adventures
heroes:
  - {hero: raphael, start: a1}
  - {hero: michelangelo, start: b1}
map:
  rows: |
    ................
    ................
    ................
    ................
  legend: {}
villains:
  - {villain: foot-ninja, figures: 1, start: [h3]}
win: [{kind: survive, n: 3}]
`))
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
		seen = true
		if g.Fig(0).Cell != grid.At(0, 0) || g.Fig(1).Cell != grid.At(1, 0) {
			t.Fatalf("heroes on %s and %s, want a1 and b1", g.Fig(0).Cell.Label(), g.Fig(1).Cell.Label())
		}
		life := g.Fig(1).Life
		g.Fig(1).Life = g.Fig(0).Life
		defer func() { g.Fig(1).Life = life }()
		tac := NewTactician(0.9, 1)
		tac.Reset(g)
		tac.threatCosts(g, 0)
		k0, d0 := threatKey(g, 0, &tac.def), tac.def.DiceAt(g.Fig(0).Cell)
		tac.threatCosts(g, 1)
		k1, d1 := threatKey(g, 1, &tac.def), tac.def.DiceAt(g.Fig(1).Cell)
		if d0 != d1 || min(g.Focus(0), 1) != min(g.Focus(1), 1) {
			t.Fatalf("defence dice %d and %d, Focus %d and %d: want the heroes alike", d0, d1, g.Focus(0), g.Focus(1))
		}
		if k0 == k1 {
			t.Errorf("threatKey of hero 0 on a1 and hero 1 on b1 both %#x, want two keys", k0)
		}
	}}
	g := adventures.NewGame(l.Battle, p)
	var rec sim.Record
	g.Play(1, 0, &rec)
	if !seen {
		t.Fatal("no action decided")
	}
}

// TestMixerStart: a key's first word is mixed in as every later word is,
// so two keys whose first two words differ but XOR alike differ.
func TestMixerStart(t *testing.T) {
	for _, c := range []struct{ a, b uint64 }{{0, 1}, {1 << 63, 5}, {0x1234, 0xff}} {
		k1, k2 := newMixer(c.a), newMixer(c.a^1)
		k1.mix(c.b)
		k2.mix(c.b ^ 1)
		if k1 == k2 {
			t.Errorf("newMixer(%#x).mix(%#x) == newMixer(%#x).mix(%#x), want two keys", c.a, c.b, c.a^1, c.b^1)
		}
	}
}
