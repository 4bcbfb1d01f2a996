package policy

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// spacesChanges are changes of what the bounds of a plan's spaces
// (planSpaces) are read for, made after the plan and before the second
// move is asked, each with what the tactician reads of it (prepare, a new
// decision) and no more: each returns the pool to ask with and its undo,
// or a nil undo when it changes nothing. plan makes the plan again with a
// pool, in the same decision.
var spacesChanges = []struct {
	name  string
	teeth bool // the spaces asked after it, whatever their key, give another move in some battle
	do    func(g adventures.View, h int, t *Tactician, p pool, plan func(pool)) (pool, func())
}{
	{"a new decision", false, func(g adventures.View, h int, t *Tactician, p pool, _ func(pool)) (pool, func()) {
		t.newDecision(g, h)
		return p, func() {}
	}},
	{"the villains are wounded, at a new decision", true, func(g adventures.View, h int, t *Tactician, p pool, _ func(pool)) (pool, func()) {
		// Their Life is in no key but the decision's: the values of the
		// strikes after the move (follow) are kept for a decision.
		var was [adventures.MaxFigures]int8
		hit := false
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			if f := g.Fig(id); f.Standing() && f.Life > 1 {
				was[id] = f.Life
				f.Life = 1
				hit = true
			}
		}
		if !hit {
			return p, nil
		}
		t.prepare(g, h)
		t.newDecision(g, h)
		return p, func() {
			for id := g.NumHeroes(); id < g.NumFigures(); id++ {
				if was[id] != 0 {
					g.Fig(id).Life = was[id]
				}
			}
		}
	}},
	{"another hero steps aside, at a new decision", true, func(g adventures.View, h int, t *Tactician, p pool, _ func(pool)) (pool, func()) {
		if o := otherHero(g, h); o >= 0 {
			if undo := stepAside(g, g.Fig(o)); undo != nil {
				t.prepare(g, h)
				t.newDecision(g, h)
				return p, undo
			}
		}
		return p, nil
	}},
	{"a villain steps aside: its threat table", false, func(g adventures.View, h int, t *Tactician, p pool, _ func(pool)) (pool, func()) {
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			if f := g.Fig(id); f.Standing() && f.Aware {
				if undo := stepAside(g, f); undo != nil {
					t.prepareThreat(g, h)
					return p, undo
				}
			}
		}
		return p, nil
	}},
	{"the spawning spaces weigh more", true, func(g adventures.View, h int, t *Tactician, p pool, _ func(pool)) (pool, func()) {
		if len(g.Battle().Spawns) == 0 {
			return p, nil
		}
		on, gain := t.spawnOn, t.spawnGain
		for _, c := range g.Battle().Spawns {
			t.spawnOn.Add(c)
		}
		t.spawnGain += 3
		if bump(&t.bGen) {
			t.bStamp, t.uStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
		}
		return p, func() { t.spawnOn, t.spawnGain = on, gain }
	}},
	{"the plan had no melee icons", true, func(g adventures.View, h int, t *Tactician, p pool, plan func(pool)) (pool, func()) {
		if p.melee == 0 {
			return p, nil
		}
		q := p
		q.melee, q.meleeN, q.meleeMask = 0, 0, 0
		plan(q)
		return p, func() {}
	}},
	{"the plan had melee icons", false, func(g adventures.View, h int, t *Tactician, p pool, plan func(pool)) (pool, func()) {
		if p.melee == 0 {
			return p, nil
		}
		q := p
		q.melee, q.meleeN, q.meleeMask = 0, 0, 0
		return q, func() {}
	}},
}

// spacesCheck plays as the planner and, before every action with move
// points left, plans the hero's turn and asks its second move (with no
// floor and the plan's gain as the floor, moving first and striking
// first) with the plan's spaces (planSpaces) while they hold and without
// them, and counts the answers that differ; and so after each change of
// what the spaces' bounds are read for (spacesChanges), where it also
// counts the answers the spaces would give if they were asked whatever
// their key (stale): a change that makes them differ is one the key must
// see.
type spacesCheck struct {
	*Planner
	asked, held, differ int
	stale               []int // per change of spacesChanges
	changed             []int
}

func (c *spacesCheck) ask(g adventures.View, h int, p pool, pl turnPlan) (differ, stale bool) {
	t := &c.Tactician
	if _, _, own := t.moveEnds(g, h); !own {
		return false, false
	}
	for _, floor := range []float64{0, pl.gainMove} {
		for _, first := range []bool{false, true} {
			pl.strikeFirst = first
			c.asked++
			held := t.spaces.holds(t, g, h, &p)
			if held {
				c.held++
			}
			got, ok := t.secondMoveFast(g, h, &p, &pl, floor)
			want, wok := t.secondMoveWith(g, h, &p, &pl, floor, false)
			if got != want || ok != wok {
				differ = true
			}
			if sc, sok := t.secondMoveWith(g, h, &p, &pl, floor, true); sc != want || sok != wok {
				stale = true
				if held {
					differ = true
				}
			}
		}
	}
	return differ, stale
}

func (c *spacesCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	h := d.Hero
	if d.Kind != adventures.DecideAction || g.Fig(h).Stun != 0 || g.MovePoints() <= 0 {
		return c.Planner.Act(g, d)
	}
	t := &c.Tactician
	// The planner's own spaces, as its last decision left them: after
	// spending a move die, those of the plan it kept.
	t.prepare(g, h)
	if c.kept.valid {
		if differ, _ := c.ask(g, h, poolOf(g, h), c.kept.pl); differ {
			c.differ++
		}
	}
	var pl turnPlan
	plan := func(p pool) { pl = t.plan(g, h, &p, true) }
	for k, ch := range spacesChanges {
		p := poolOf(g, h)
		t.prepare(g, h)
		t.newDecision(g, h)
		plan(p)
		if differ, _ := c.ask(g, h, p, pl); differ {
			c.differ++
		}
		q, undo := ch.do(g, h, t, p, plan)
		if undo == nil {
			continue
		}
		c.changed[k]++
		differ, stale := c.ask(g, h, q, pl)
		undo()
		if differ {
			c.differ++
		}
		if stale {
			c.stale[k]++
		}
	}
	t.prepare(g, h)
	t.newDecision(g, h)
	return c.Planner.Act(g, d)
}

// TestPlanSpacesKept: the second move the planner asks of the spaces of
// its plan with their bounds (planSpaces), while their key holds, is the
// move found from the search's spaces afresh, at every action with move
// points left of the planner's battles of every example: as the planner's
// last decision left them, right after the plan, and after each change of
// what their bounds are read for (spacesChanges). The changes that leave
// the key unchanged would make the spaces give another move (stale): each
// change whose stale answers differ is one the key must, and does, see.
func TestPlanSpacesKept(t *testing.T) {
	asked, held := 0, 0
	stale := make([]int, len(spacesChanges))
	changed := make([]int, len(spacesChanges))
	var c *spacesCheck
	playExamples(t, 6, 2, func() adventures.Policy {
		c = &spacesCheck{Planner: NewPlanner(0.9, 1), stale: make([]int, len(spacesChanges)), changed: make([]int, len(spacesChanges))}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d second moves differ", name, c.differ, c.asked)
		}
		asked += c.asked
		held += c.held
		for k := range stale {
			stale[k] += c.stale[k]
			changed[k] += c.changed[k]
		}
	})
	if held == 0 {
		t.Errorf("the plan's spaces held at none of %d second moves asked", asked)
	}
	for k, ch := range spacesChanges {
		if changed[k] == 0 {
			t.Errorf("%s: never changed anything", ch.name)
		}
		if ch.teeth && stale[k] == 0 {
			t.Errorf("%s: the spaces asked whatever their key never gave another move: the check would not see a key blind to it", ch.name)
		}
		t.Logf("%s: %d changes, %d of them with the spaces giving another move were they asked", ch.name, changed[k], stale[k])
	}
}
