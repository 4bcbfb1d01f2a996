package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// geoChanges are changes of what a spawnGeo's entries read besides the
// map: a door opens, the objects are thrown, the giants fall. Each
// returns its undo, or nil when it changes nothing in g.
var geoChanges = []struct {
	name string
	do   func(g adventures.View) (undo func())
}{
	{"the doors open", func(g adventures.View) func() {
		st := g.State()
		was := st.Open
		forEach(&g.Battle().Map.Has[bitOf(grid.Door)], func(c grid.Cell) { st.Open.Add(c) })
		if st.Open == was {
			return nil
		}
		return func() { st.Open = was }
	}},
	{"the objects are thrown", func(g adventures.View) func() {
		st := g.State()
		was := st.Gone
		m := &g.Battle().Map
		forEach(&m.Has[bitOf(grid.LargeObject)], func(c grid.Cell) { st.Gone.Add(c) })
		forEach(&m.Has[bitOf(grid.SmallObject)], func(c grid.Cell) { st.Gone.Add(c) })
		if st.Gone == was {
			return nil
		}
		return func() { st.Gone = was }
	}},
	{"the giants step aside", func(g adventures.View) func() {
		type step struct {
			f    *adventures.Figure
			from grid.Cell
		}
		var moved []step
		m := &g.Battle().Map
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			f := g.Fig(id)
			if !f.Standing() || !g.Battle().Villains[f.Type].Giant {
				continue
			}
			occ := g.Occupied()
			for _, d := range neighbourSteps {
				if n := f.Cell + d; m.Adjacent(f.Cell, n) && !occ.Has(n) {
					moved = append(moved, step{f, f.Cell})
					f.Cell = n
					break
				}
			}
		}
		if len(moved) == 0 {
			return nil
		}
		return func() {
			for _, s := range moved {
				s.f.Cell = s.from
			}
		}
	}},
	{"the giants fall", func(g adventures.View) func() {
		var fell []*adventures.Figure
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			if f := g.Fig(id); f.Standing() && g.Battle().Villains[f.Type].Giant {
				f.Down = true
				fell = append(fell, f)
			}
		}
		if len(fell) == 0 {
			return nil
		}
		return func() {
			for _, f := range fell {
				f.Down = false
			}
		}
	}},
}

// TestSpawnGeoKept: the entries a spawnGeo keeps from one decision to the
// next (what a minion on a spawning space reads of a space: adjacency,
// level, range penalty, sight) are the entries worked out afresh, on every
// spawning space and space of the map, at every action decision of the
// planner's battles of every cooperative example with spawning spaces; and
// after each change of what sight reads (geoChanges) the kept entries,
// checked again, are the fresh ones still.
func TestSpawnGeoKept(t *testing.T) {
	kept, fresh := new(spawnGeo), new(spawnGeo)
	compare := func(g adventures.View, what string) bool {
		kept.check(g)
		fresh.battle = nil // stale: worked out afresh
		fresh.check(g)
		bad := 0
		for i, sp := range g.Battle().Spawns {
			forEachCell(g, func(c grid.Cell) {
				got, want := kept.entry(g, i, sp, c)&0xff, fresh.entry(g, i, sp, c)&0xff
				if got != want && bad < 3 {
					bad++
					t.Errorf("%s: spawning space %s, space %s: entry kept %#x, want %#x (worked out afresh)", what, sp.Label(), c.Label(), got, want)
				}
			})
		}
		return bad == 0
	}
	changed := make([]int, len(geoChanges))
	for name, b := range geoBattles(t) {
		if b.Competitive != nil || len(b.Spawns) == 0 {
			continue
		}
		failed := false
		p := &everyAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			if failed {
				return
			}
			if !compare(g, name) {
				failed = true
				return
			}
			for k, ch := range geoChanges {
				undo := ch.do(g)
				if undo == nil {
					continue
				}
				changed[k]++
				ok := compare(g, name+", "+ch.name)
				undo()
				if !ok || !compare(g, name+", "+ch.name+" and back") {
					failed = true
					return
				}
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		for i := uint64(0); i < 2; i++ {
			g.Play(1, i, &rec)
		}
	}
	for k, ch := range geoChanges {
		if changed[k] == 0 {
			t.Errorf("%s: never changed anything", ch.name)
		}
	}
}

// geoBattles returns the example battles and one of a blocking object and
// a giant near the spawning spaces.
func geoBattles(t *testing.T) map[string]*adventures.Battle {
	battles := examples(t)
	// A blocking object and a giant near the spawning spaces: thrown or
	// gone, a minion there sees past them (no example's spawning spaces
	// see past a blocking object, or past a giant where it steps aside).
	l, err := battlefile.LoadBytes("geo.yaml", []byte(`name: Test
mode: cooperative
ruleset: adventures
heroes:
  - {hero: leonardo, start: d1}
  - {hero: raphael, start: e5}
map:
  rows: |
    S.......
    ........
    ...X....
    ....X...
    .......S
  legend:
    X: {terrain: [blocking, large-object], name: crate}
    S: [spawn]
villains:
  - {villain: foot-ninja, figures: 6, start: [h1]}
  - {villain: rocksteady, figures: 1, start: [b2]}
win: [{kind: survive, n: 3}]
`))
	if err != nil {
		t.Fatal(err)
	}
	battles["geo.yaml"] = l.Battle
	return battles
}
