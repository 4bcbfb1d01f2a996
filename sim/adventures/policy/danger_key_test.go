package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestThreatKeyComplete: the threat table and the danger of each space it
// caches (prepareThreat, dangerAt) are kept while threatKey is unchanged.
// After each change of an input they read, either the key changes or the
// danger kept is the danger a table built afresh gives, on every space of
// the map, for both versions of the model. The first action of the first
// battles of every cooperative example.
func TestThreatKeyComplete(t *testing.T) {
	type change struct {
		name string
		do   func(g adventures.View, h int) (undo func())
	}
	changes := []change{
		{"the hero's Life", func(g adventures.View, h int) func() {
			f := g.Fig(h)
			f.Life--
			return func() { f.Life++ }
		}},
		{"the hero takes cover", func(g adventures.View, h int) func() {
			f := g.Fig(h)
			f.Cover = true
			return func() { f.Cover = false }
		}},
		{"the hero moves", func(g adventures.View, h int) func() {
			f := g.Fig(h)
			from := f.Cell
			m := &g.Battle().Map
			occ := g.Occupied()
			for _, d := range neighbourSteps {
				if n := from + d; m.Adjacent(from, n) && !occ.Has(n) {
					f.Cell = n
					break
				}
			}
			return func() { f.Cell = from }
		}},
		{"another hero is knocked down", func(g adventures.View, h int) func() {
			f := g.Fig((h + 1) % g.NumHeroes())
			f.Down = true
			return func() { f.Down = false }
		}},
		{"a villain is stunned", func(g adventures.View, h int) func() {
			f := g.Fig(g.NumHeroes())
			f.Stun++
			return func() { f.Stun-- }
		}},
		{"a villain is unaware", func(g adventures.View, h int) func() {
			f := g.Fig(g.NumHeroes())
			aware := f.Aware
			f.Aware = !aware
			return func() { f.Aware = aware }
		}},
	}
	for name, b := range examples(t) {
		if b.Competitive != nil {
			continue
		}
		for v := 1; v <= 2; v++ {
			for i := uint64(0); i < 3; i++ {
				p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
					h := d.Hero
					for _, ch := range changes {
						tac := NewTactician(0.9, 1)
						tac.dangerV.v = v
						tac.Reset(g)
						tac.prepareThreat(g, h)
						forEachCell(g, func(c grid.Cell) { tac.dangerAt(g, h, c) })
						k := tac.key.k
						undo := ch.do(g, h)
						tac.prepareThreat(g, h)
						if tac.key.k == k {
							fresh := NewTactician(0.9, 1)
							fresh.dangerV.v = v
							fresh.Reset(g)
							fresh.prepareThreat(g, h)
							forEachCell(g, func(c grid.Cell) {
								if got, want := tac.dangerAt(g, h, c), fresh.dangerAt(g, h, c); got != want {
									t.Errorf("%s, battle %d, version %d, %s: key unchanged, danger kept on %s %v, want %v (built afresh)", name, i, v, ch.name, c.Label(), got, want)
								}
							})
						}
						undo()
					}
				}}
				g := adventures.NewGame(b, p)
				var rec sim.Record
				g.Play(1, i, &rec)
			}
		}
	}
}

// forEachCell calls fn for every space of g's map.
func forEachCell(g adventures.View, fn func(grid.Cell)) {
	m := &g.Battle().Map
	for y := 0; y < grid.MaxSide; y++ {
		for x := 0; x < grid.MaxSide; x++ {
			if m.Inside(x, y) {
				fn(grid.At(x, y))
			}
		}
	}
}

// TestThreatKeyCoverLeft: a hero who took cover on plain terrain (Defend
// +2) and steps onto covered terrain where its sheet's passive adds 1 more
// (+1 +1) rolls as many dice where it stands, and the key must change
// still: the space it left no longer holds its cover (Adventures, "Take
// Cover", "Covered Terrain"). Leonardo, with "passive: defend 1 on
// covered", starts on a2 next to crates on b2.
func TestThreatKeyCoverLeft(t *testing.T) {
	l, err := battlefile.LoadBytes("t.yaml", []byte(`name: Test
mode: cooperative
ruleset: adventures
heroes:
  - {hero: leonardo, ability: "passive: defend 1 on covered", start: a2}
  - {hero: raphael, start: p2}
map:
  rows: |
    ................
    .c..............
    ................
    ................
  legend:
    c: {terrain: [covered], name: crates}
villains:
  - {villain: foot-ninja, figures: 1, start: [d3]}
win: [{kind: survive, n: 3}]
`))
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for v := 1; v <= 4; v++ {
		p := &everyAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			h := d.Hero
			f := g.Fig(h)
			if h != 0 || f.Cell != grid.At(0, 1) || f.Cover {
				return
			}
			seen++
			from, to := f.Cell, grid.At(1, 1)
			f.Cover = true
			defer func() { f.Cell, f.Cover = from, false }()
			tac := NewTactician(0.9, 1)
			tac.dangerV.v = v
			tac.Reset(g)
			tac.prepareThreat(g, h)
			forEachCell(g, func(c grid.Cell) { tac.dangerAt(g, h, c) })
			before := g.DefendDice(h)
			f.Cell, f.Cover = to, false
			if after := g.DefendDice(h); after != before {
				t.Fatalf("version %d: %d defence dice on b2, %d in cover on a2; want as many", v, after, before)
			}
			fresh := NewTactician(0.9, 1)
			fresh.dangerV.v = v
			fresh.Reset(g)
			fresh.prepareThreat(g, h)
			tac.prepareThreat(g, h)
			forEachCell(g, func(c grid.Cell) {
				if got, want := tac.dangerAt(g, h, c), fresh.dangerAt(g, h, c); got != want {
					t.Errorf("version %d: danger kept on %s %v, want %v (built afresh)", v, c.Label(), got, want)
				}
			})
		}}
		g := adventures.NewGame(l.Battle, p)
		var rec sim.Record
		for i := uint64(0); i < 5; i++ {
			g.Play(1, i, &rec)
		}
	}
	if seen == 0 {
		t.Error("Leonardo never decided on a2")
	}
}
