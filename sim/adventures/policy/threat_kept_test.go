package policy

import (
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// keptDiff returns how the threat table of kept, built for hero h of g
// with what it kept from its tables before (threatKept), differs from one
// built afresh, or "".
func keptDiff(g adventures.View, h int, kept *Tactician) string {
	kept.threatCosts(g, h)
	kept.buildThreat(g, h)
	fresh := NewTactician(kept.aggression, kept.focusValue)
	fresh.dangerV.v = kept.dangerV.v
	fresh.Reset(g)
	fresh.threatCosts(g, h)
	fresh.buildThreat(g, h)
	switch {
	case kept.nThreats != fresh.nThreats:
		return fmt.Sprintf("%d threats, want %d", kept.nThreats, fresh.nThreats)
	case kept.nearFriend != fresh.nearFriend:
		return "the spaces next to the other heroes differ"
	case kept.nextTo != fresh.nextTo:
		return "the spaces next to the villains differ"
	}
	for i := range kept.threats[:kept.nThreats] {
		if got, want := kept.threats[i], fresh.threats[i]; got != want {
			return fmt.Sprintf("threat %d: %+v, want %+v", i, got, want)
		}
	}
	return ""
}

// otherHero returns a hero of g on the map other than h, or -1.
func otherHero(g adventures.View, h int) int {
	for o := 0; o < g.NumHeroes(); o++ {
		if o != h && g.Fig(o).OnMap() {
			return o
		}
	}
	return -1
}

// stepAside moves figure f to an empty space adjacent to it, and returns
// the undo, or nil when none is empty.
func stepAside(g adventures.View, f *adventures.Figure) func() {
	m := &g.Battle().Map
	occ := g.Occupied()
	for _, d := range neighbourSteps {
		if n := f.Cell + d; m.Adjacent(f.Cell, n) && !occ.Has(n) {
			from := f.Cell
			f.Cell = n
			return func() { f.Cell = from }
		}
	}
	return nil
}

// knockDownOther knocks down a standing hero of g other than h, and
// returns its figure, or nil.
func knockDownOther(g adventures.View, h int) *adventures.Figure {
	o := otherHero(g, h)
	if o < 0 || g.Fig(o).Down {
		return nil
	}
	f := g.Fig(o)
	f.Down = true
	return f
}

// crouch makes hero o crouch behind a space next to it (the object a
// figure crouches behind hides it whatever the terrain there: what the
// kept parts read), and returns the undo, or nil.
func crouch(g adventures.View, o int) func() {
	f := g.Fig(o)
	m := &g.Battle().Map
	for _, d := range neighbourSteps {
		if n := f.Cell + d; m.Adjacent(f.Cell, n) && !g.State().Gone.Has(n) {
			was := f.Crouch
			f.Crouch = n
			return func() { f.Crouch = was }
		}
	}
	return nil
}

// keptChanges are changes of what the kept parts of a threat table read
// (threatKept): each returns its undo, or nil when it changes nothing in
// g. rebuild builds the kept table again, for a change in two steps.
var keptChanges = func() []struct {
	name string
	do   func(g adventures.View, h int, rebuild func()) (undo func())
} {
	type change = struct {
		name string
		do   func(g adventures.View, h int, rebuild func()) (undo func())
	}
	var cs []change
	for _, ch := range geoChanges {
		cs = append(cs, change{ch.name, func(g adventures.View, _ int, _ func()) func() { return ch.do(g) }})
	}
	return append(cs,
		change{"a villain steps aside", func(g adventures.View, _ int, _ func()) func() {
			for id := g.NumHeroes(); id < g.NumFigures(); id++ {
				if f := g.Fig(id); f.Standing() && f.Aware {
					if undo := stepAside(g, f); undo != nil {
						return undo
					}
				}
			}
			return nil
		}},
		change{"another hero steps aside", func(g adventures.View, h int, _ func()) func() {
			if o := otherHero(g, h); o >= 0 {
				return stepAside(g, g.Fig(o))
			}
			return nil
		}},
		change{"another hero is knocked down", func(g adventures.View, h int, _ func()) func() {
			if f := knockDownOther(g, h); f != nil {
				return func() { f.Down = false }
			}
			return nil
		}},
		change{"another hero, knocked down, leaves the map", func(g adventures.View, h int, rebuild func()) func() {
			f := knockDownOther(g, h)
			if f == nil {
				return nil
			}
			rebuild()
			f.Where += 2 // removed (a knocked-out hero's figure leaves as one who exits does)
			return func() { f.Where -= 2; f.Down = false }
		}},
		change{"another hero crouches", func(g adventures.View, h int, _ func()) func() {
			if o := otherHero(g, h); o >= 0 {
				return crouch(g, o)
			}
			return nil
		}},
		change{"the object another hero crouches behind is thrown", func(g adventures.View, h int, rebuild func()) func() {
			o := otherHero(g, h)
			if o < 0 {
				return nil
			}
			undo := crouch(g, o)
			if undo == nil {
				return nil
			}
			rebuild()
			st := g.State()
			was := st.Gone
			st.Gone.Add(g.Fig(o).Crouch)
			return func() { st.Gone = was; undo() }
		}},
	)
}()

// TestThreatKept: the threat table buildThreat builds from the parts it
// keeps from one table to the next (threatKept: the spaces next to the
// other heroes, each villain's nearest other hero it sees) is the table
// built afresh, at every action decision of the planner's battles of every
// cooperative example (and of a blocking object and a giant), for the hero
// deciding and for another; and after each change of what the kept parts
// read (keptChanges), and back.
func TestThreatKept(t *testing.T) {
	changed := make([]int, len(keptChanges))
	battles := uint64(2)
	if testing.Short() {
		battles = 1
	}
	for name, b := range geoBattles(t) {
		if b.Competitive != nil {
			continue
		}
		kept := NewTactician(0.9, 1)
		kept.dangerV.v = dangerDefault
		failed, reset := false, true
		check := func(g adventures.View, h int, what string) bool {
			if diff := keptDiff(g, h, kept); diff != "" {
				t.Errorf("%s, round %d, hero %d, %s: %s", name, g.Round(), h, what, diff)
				failed = true
			}
			return !failed
		}
		p := &everyAction{Policy: mustPolicy(t, "planner"), fn: func(g adventures.View, d adventures.Decision) {
			if reset {
				kept.Reset(g)
				reset = false
			}
			h := d.Hero
			if failed || !check(g, h, "as played") {
				return
			}
			if o := otherHero(g, h); o >= 0 && (!check(g, o, "another hero's table") || !check(g, h, "the hero's table again")) {
				return
			}
			for k, ch := range keptChanges {
				undo := ch.do(g, h, func() { keptDiff(g, h, kept) })
				if undo == nil {
					continue
				}
				changed[k]++
				ok := check(g, h, ch.name)
				undo()
				if !ok || !check(g, h, ch.name+" and back") {
					return
				}
			}
		}}
		g := adventures.NewGame(b, p)
		var rec sim.Record
		for i := uint64(0); i < battles; i++ {
			reset = true
			g.Play(1, i, &rec)
		}
	}
	for k, ch := range keptChanges {
		if changed[k] == 0 {
			t.Errorf("%s: never changed anything", ch.name)
		}
	}
}
