package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// iconsCheck plays as the planner and, at every decision, asks each
// hero's iconValues both ways: kept (iconValues) and worked out afresh
// (iconValuesCalc), from the same team's fetcher; it counts the heroes
// whose values or fetcher after differ, and the answers read from the
// memo.
type iconsCheck struct {
	*Planner
	asked, differ, kept int
}

func (c *iconsCheck) check(g adventures.View) {
	t := &c.Tactician
	for h := 0; h < g.NumHeroes(); h++ {
		before := t.team.fetcher
		e := t.icons.e[h]
		got := t.iconValues(g, h)
		gotF := t.team.fetcher
		if e.valid && e.k == iconKey(g, h, t.br.carry, before) && e.view == g {
			c.kept++
		}
		t.team.fetcher = before
		want := t.iconValuesCalc(g, h)
		c.asked++
		if got != want || gotF != t.team.fetcher {
			c.differ++
		}
	}
}

func (c *iconsCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	c.check(g)
	return c.Planner.Act(g, d)
}

func (c *iconsCheck) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	c.check(g)
	return c.Planner.Choose(g, d, opts)
}

// TestIconValuesKept checks that the icon values the tactician keeps are
// those worked out afresh, and leave the team's fetcher as they would, at
// every decision of battles of every example, and that some are kept.
func TestIconValuesKept(t *testing.T) {
	kept := 0
	var c *iconsCheck
	playExamples(t, 10, 3, func() adventures.Policy {
		c = &iconsCheck{Planner: NewPlanner(0.9, 1)}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d icon values kept differ from those worked out afresh", name, c.differ, c.asked)
		}
		kept += c.kept
	})
	if kept == 0 {
		t.Error("no icon values kept; want some")
	}
}

// TestIconKeyComplete: the icon values kept for a hero (iconValues) are
// kept while iconKey is unchanged. After each change of an input they
// read, either the key changes or the values kept are those worked out
// afresh, for every hero. The first action of the first battles of every
// cooperative example.
func TestIconKeyComplete(t *testing.T) {
	type change struct {
		name string
		do   func(g adventures.View, tac *Tactician, h int) (undo func())
	}
	// moveFig puts figure id on the empty space farthest from it.
	moveFig := func(g adventures.View, id int) func() {
		f := g.Fig(id)
		from, to, far := f.Cell, f.Cell, 0
		occ := g.Occupied()
		forEachCell(g, func(c grid.Cell) {
			if d := grid.Chebyshev(from, c); d > far && !occ.Has(c) {
				to, far = c, d
			}
		})
		f.Cell = to
		return func() { f.Cell = from }
	}
	changes := []change{
		{"the hero moves", func(g adventures.View, _ *Tactician, h int) func() { return moveFig(g, h) }},
		{"another hero moves", func(g adventures.View, _ *Tactician, h int) func() { return moveFig(g, (h+1)%g.NumHeroes()) }},
		{"a villain moves", func(g adventures.View, _ *Tactician, h int) func() { return moveFig(g, g.NumHeroes()) }},
		{"another hero is knocked down", func(g adventures.View, _ *Tactician, h int) func() {
			f := g.Fig((h + 1) % g.NumHeroes())
			f.Down = true
			return func() { f.Down = false }
		}},
		{"the hero is knocked down", func(g adventures.View, _ *Tactician, h int) func() {
			f := g.Fig(h)
			f.Down = true
			return func() { f.Down = false }
		}},
		{"a villain is knocked down", func(g adventures.View, _ *Tactician, h int) func() {
			f := g.Fig(g.NumHeroes())
			f.Down = true
			return func() { f.Down = false }
		}},
		{"the villains crouch", func(g adventures.View, _ *Tactician, h int) func() {
			var buf [8]grid.Cell
			var undo []func()
			for id := g.NumHeroes(); id < g.NumFigures(); id++ {
				f := g.Fig(id)
				if objs := g.Battle().Map.CrouchObjects(g.State(), f.Cell, buf[:0]); f.OnMap() && len(objs) > 0 {
					old := f.Crouch
					f.Crouch = objs[0]
					undo = append(undo, func() { f.Crouch = old })
				}
			}
			return func() {
				for _, u := range undo {
					u()
				}
			}
		}},
		{"a villain leaves the map", func(g adventures.View, _ *Tactician, h int) func() {
			for off := g.NumHeroes(); off < g.NumFigures(); off++ {
				for id := g.NumHeroes(); id < g.NumFigures(); id++ {
					if f, o := g.Fig(id), g.Fig(off); f.Standing() && !o.OnMap() {
						old := f.Where
						f.Where = o.Where
						return func() { f.Where = old }
					}
				}
			}
			return func() {}
		}},
		{"a door opens", func(g adventures.View, tac *Tactician, h int) func() {
			st := g.State()
			old := st.Open
			forEach(&tac.br.doors, func(c grid.Cell) { st.Open.Add(c) })
			return func() { st.Open = old }
		}},
		{"the objects are gone", func(g adventures.View, _ *Tactician, h int) func() {
			st := g.State()
			old := st.Gone
			forEachCell(g, func(c grid.Cell) { st.Gone.Add(c) })
			return func() { st.Gone = old }
		}},
		{"the team chooses another fetcher", func(g adventures.View, tac *Tactician, h int) func() {
			old := tac.team.fetcher
			tac.team.fetcher = (h + 1) % g.NumHeroes()
			return func() { tac.team.fetcher = old }
		}},
	}
	for name, b := range examples(t) {
		if b.Competitive != nil {
			continue
		}
		for i := uint64(0); i < 3; i++ {
			p := &firstAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
				for _, ch := range changes {
					tac := NewTactician(0.9, 1)
					tac.Reset(g)
					var kept [adventures.MaxHeroes][4]float64
					for h := 0; h < g.NumHeroes(); h++ {
						kept[h] = tac.iconValues(g, h)
					}
					undo := ch.do(g, tac, d.Hero)
					for h := 0; h < g.NumHeroes(); h++ {
						e := &tac.icons.e[h]
						if iconKey(g, h, tac.br.carry, tac.team.fetcher) != e.k {
							continue
						}
						fresh := NewTactician(0.9, 1)
						fresh.Reset(g)
						fresh.team.fetcher = tac.team.fetcher
						if want := fresh.iconValuesCalc(g, h); kept[h] != want {
							t.Errorf("%s, battle %d, %s: key of hero %d unchanged, icon values kept %v, want %v (worked out afresh)", name, i, ch.name, h, kept[h], want)
						}
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
