package adventures

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// doAction performs hero h's chosen action. Any action other than moving
// loses the move points left (Adventures, "Interrupted Movement"), except
// dropping a carried character, which is done "without spending move points
// or move actions" ("Carrying Characters"; dropping an item "ends a
// figure's current move action", "Dropping Carried Items"); any new action
// ends a crouch ("Crouch").
func (g *Game) doAction(h int, o Option) {
	spec := &g.B.Heroes[h]
	hs := &g.heroes[h]
	f := &g.Figs[h]
	kept := g.reachKept(h) || o.Kind == OptMoveTo && g.reachPartKept(h, o.Cell)
	g.reachFor = -1
	if o.Kind != OptMoveTo && o.Kind != OptMoveDice && (o.Kind != OptDrop || !g.B.Carriables[o.Arg].Character) {
		g.mp = 0
	}
	if o.Kind != OptCrouch {
		f.Crouch = grid.NoCell
	}
	g.spendSlots(h, o.Dice)
	switch o.Kind {
	case OptClearStun:
		f.Stun--
		if g.log != nil {
			g.logf("stun: %s clears a stun token", spec.Name)
		}
	case OptMoveDice:
		g.mp += g.MovePointsOf(h, o.Dice)
		if g.log != nil {
			g.logf("move: %s spends move icons: %s", spec.Name, plural.Of(g.mp, "move point"))
		}
	case OptMoveTo:
		if !kept {
			g.heroReach(h, g.mp)
		}
		g.moveAlong(h, o.Cell)
	case OptMelee, OptRanged, OptThrow:
		s, _ := g.StrikeOf(h, &o)
		if o.Kind == OptThrow {
			g.Map.Gone.Add(o.Cell)
			if g.log != nil {
				g.logf("throw: %s throws the object at %s", spec.Name, o.Cell.Label())
			}
		}
		g.heroStrike(h, s.Target, s.Dice, s.Penalty, false, false)
	case OptUseSpecial:
		g.useSpecial(h, o)
	case OptTakeCover:
		f.Cover = true
		if g.log != nil {
			g.logf("cover: %s takes cover at %s", spec.Name, f.Cell.Label())
		}
	case OptCrouch:
		f.Crouch = g.crouchObject(f.Cell)
		if g.log != nil {
			g.logf("crouch: %s crouches behind %s", spec.Name, f.Crouch.Label())
		}
	case OptClimb:
		g.relocate(h, o.Cell)
		if g.log != nil {
			g.logf("climb: %s climbs to %s", spec.Name, o.Cell.Label())
		}
		if g.enteredHarm(h) {
			g.arrived(h)
		}
	case OptLeap:
		g.leap(h, o.Cell)
	case OptGrind:
		g.grind(h, o.Cell)
	case OptStrikeDoor:
		g.strikeObject(h, o)
	case OptHandOff, OptThrowItem:
		g.passItem(h, o)
	case OptFocusCheck:
		g.focusCheck(h, o.Cell)
	case OptDownload:
		n := g.Icons(h, o.Dice)
		hs.dataRun += n
		g.data = g.downloaded()
		if g.log != nil {
			g.logf("download: %s downloads %d data (%d since the last disruption)", spec.Name, n, hs.dataRun)
		}
	case OptPickUp:
		g.pickUp(h, int(o.Arg))
	case OptDrop:
		g.carry[o.Arg].carrier = -1
		g.carry[o.Arg].cell = o.Cell
		f.Carry = -1
		if g.log != nil {
			g.logf("carry: %s drops %s at %s", spec.Name, g.B.Carriables[o.Arg].Name, o.Cell.Label())
		}
	}
	g.checkEnd()
}

// reachKept reports whether g.reach holds where hero h can move now with
// the move points left: the search heroOptions made for the option list
// the action was chosen from. Nothing changes the battle between listing
// the options and performing the chosen one, and the policy asked in
// between cannot write g.reach (HeroReach fills the caller's search), so
// the search holds unless a villain's search has replaced it since.
func (g *Game) reachKept(h int) bool {
	return g.reachFor == h && !g.reachPart && g.reach.From == g.Figs[h].Cell && g.reach.MP == g.mp
}

// reachPartKept reports whether g.reach holds the search CheckAction
// stopped at space to for hero h now: all a move there reads.
func (g *Game) reachPartKept(h int, to grid.Cell) bool {
	return g.reachFor == h && g.reachPart && g.reachTo == to && g.reach.From == g.Figs[h].Cell && g.reach.MP == g.mp
}

// moveAlong moves hero h to dst along a cheapest path found by the last
// reach query, paying its move points. Entering harmful terrain deals a hit
// on each such space; entering rough terrain ends the move action
// (Adventures, "Movement", "Harmful Terrain", "Rough Terrain").
func (g *Game) moveAlong(h int, dst grid.Cell) {
	f := &g.Figs[h]
	if !g.reach.End.Has(dst) {
		return
	}
	cost := int(g.reach.Cost[dst])
	var path []grid.Cell
	if reachedAny(&g.reach, &g.stops) {
		occ := g.occ
		occ.Remove(f.Cell)
		q := grid.MoveQuery{From: f.Cell, MP: g.mp, Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: &g.heroBrk.cost,
			Carrying: g.carryingCharacter(h)}
		g.ctr.Paths++
		path = g.B.Map.Path(&g.Map, &q, &g.reach, dst, g.path[:0])
	}
	g.mp -= cost
	if g.log != nil {
		g.logf("move: %s moves %s -> %s (%s, %d left)", g.B.Heroes[h].Name, f.Cell.Label(), dst.Label(), plural.Of(cost, "point"), g.mp)
	}
	for i, c := range path {
		if i == 0 && c == f.Cell {
			continue
		}
		if g.B.Map.Terrain[c]&grid.Harmful != 0 {
			g.relocateThrough(h, c)
			g.harm(h)
			if !f.Standing() {
				g.mp = 0
				return
			}
		}
		if g.B.Map.Terrain[c]&grid.Rough != 0 {
			g.mp = 0
		}
	}
	g.relocate(h, dst)
	g.arrived(h)
}

// reachedAny reports whether the search r reached a space of s. A move's
// path is read only for the terrain it enters on the way: when no space of
// that terrain was reached, no path can enter one, and the path is not
// looked for.
func reachedAny(r *grid.Reach, s *grid.Set) bool {
	for i := range s {
		if r.Reached[i]&s[i] != 0 {
			return true
		}
	}
	return false
}

// relocateThrough notes that figure id passes through c on its way (it is
// placed there only if it stops there).
func (g *Game) relocateThrough(id int, c grid.Cell) {
	if g.down.Has(c) || g.occ.Has(c) {
		return
	}
	g.relocate(id, c)
}

// relocate moves standing figure id to c, updating occupancy; leaving the
// space loses a take-cover bonus and moves what it carries.
func (g *Game) relocate(id int, c grid.Cell) {
	f := &g.Figs[id]
	if f.Cell == c {
		return
	}
	g.unplace(f)
	f.Cell = c
	if f.Hero {
		g.occ.Add(c)
	} else {
		g.place(f)
	}
	f.Cover = false
	if f.Carry >= 0 {
		g.carry[f.Carry].cell = c
	}
}

// arrived applies what happens when hero h ends a move on its space: a
// hero on an exit space leaves the battle (docs/RULES.md), unaware figures
// that see it wake.
func (g *Game) arrived(h int) {
	f := &g.Figs[h]
	if g.onExit(f.Cell) {
		g.heroes[h].escaped = true
		g.escaped++
		g.unplace(f)
		f.Where = removed
		if f.Carry >= 0 {
			g.carry[f.Carry].cell = f.Cell
		}
		if g.log != nil {
			g.logf("exit: %s leaves by the exit at %s", g.B.Heroes[h].Name, f.Cell.Label())
		}
		return
	}
	g.wakeOnSight(h)
}

// onExit reports whether c is an exit space of a reach-exit condition.
func (g *Game) onExit(c grid.Cell) bool {
	for i := range g.B.Win {
		w := &g.B.Win[i]
		if w.Kind != ReachExit {
			continue
		}
		if w.HasZone {
			return w.Zone.Has(c)
		}
		return g.B.Map.Terrain[c]&grid.Exit != 0
	}
	return false
}

// leap moves hero h up to 3 spaces in a straight line, ignoring break-away,
// slow and rough terrain and passing over figures; landing low after
// leaving elevated terrain is a fall of 4 Battle dice of hits, defended as
// usual, unless it lands on a soft landing or a fire escape (Adventures,
// "Leap", "Elevated Terrain: Falling").
func (g *Game) leap(h int, dst grid.Cell) {
	f := &g.Figs[h]
	from := f.Cell
	g.relocate(h, dst)
	if g.log != nil {
		g.logf("leap: %s leaps %s -> %s", g.B.Heroes[h].Name, from.Label(), dst.Label())
	}
	if g.B.Map.LeapFalls(from, dst) {
		g.fall(h)
		if !f.Standing() {
			return
		}
	}
	if !g.enteredHarm(h) {
		return
	}
	g.arrived(h)
}

// enteredHarm deals figure id, just put on its space by a terrain move
// (climb, leap), the unblockable hit of entering harmful terrain, and
// reports whether it still stands (Adventures, "Harmful Terrain").
func (g *Game) enteredHarm(id int) bool {
	if g.onHarm(id) {
		g.harm(id)
	}
	return g.Figs[id].Standing()
}

// fall deals hero h 4 Battle dice of hits, defended as normal.
func (g *Game) fall(h int) {
	hits := g.rollHits(4)
	blocks := g.heroDefend(h, hits)
	w := max(hits-blocks, 0)
	if g.log != nil {
		g.logf("fall: %s falls: %s, %d blocked, %s", g.B.Heroes[h].Name, plural.Of(hits, "hit"), blocks, plural.Of(w, "wound"))
	}
	if w > 0 {
		g.woundHero(h, w, false)
	}
}

// crouchObject returns an object adjacent to c a figure can crouch behind:
// adjacent on the same level, or by a fire escape, as grid.Map.CanCrouch
// offers the crouch (Adventures, "Crouch", "Elevated Terrain").
func (g *Game) crouchObject(c grid.Cell) grid.Cell {
	var buf [8]grid.Cell
	if objs := g.B.Map.CrouchObjects(&g.Map, c, buf[:0]); len(objs) > 0 {
		return objs[0]
	}
	return grid.NoCell
}

// focusCheck is hero h's Focus check against the door or computer at c:
// Battle dice equal to its Focus attribute, success when the hits reach the
// difficulty (Adventures, "Focus Checks", "Doors", "Hacking Computers").
func (g *Game) focusCheck(h int, c grid.Cell) {
	door := g.B.Map.Terrain[c]&grid.Door != 0 && !g.Map.Open.Has(c)
	diff := g.CheckDifficulty(c)
	hits := g.rollWithReroll(h, int(g.B.Heroes[h].Focus), diff, DecideCheckReroll)
	ok := hits >= diff
	if g.log != nil {
		g.logf("focus: %s rolls %s against difficulty %d at %s: %v", g.B.Heroes[h].Name, plural.Of(hits, "hit"), diff, c.Label(), ok)
	}
	if !ok {
		return
	}
	if door {
		g.openDoor(c)
		return
	}
	g.heroes[h].hacked = c
	g.heroes[h].dataRun = 0
}

// openDoor opens the door at c for good (Adventures, "Doors").
func (g *Game) openDoor(c grid.Cell) {
	g.Map.Open.Add(c)
	g.doors++
}

// useSpecial pays for and resolves hero h's special move (Adventures, "Using
// Special Moves", "Attack/Hit +X"). The strike of an Attack +X special rolls
// Attack + X dice, +1 per icon spent beyond the cost when the card says so
// (docs/RULES.md). A special that leaps and strikes leaps first and strikes
// from where it lands ("Leap").
func (g *Game) useSpecial(h int, o Option) {
	spec := &g.B.Heroes[h]
	s := &spec.Specials[o.Arg]
	hs := &g.heroes[h]
	f := &g.Figs[h]
	for k := int8(0); k < s.CostFocus; k++ {
		g.spendFocus(h)
	}
	f.Life -= s.CostLife
	hs.usedSp = true
	hs.special = o.Arg
	g.rec.Values[h][HSpecialsUsed]++
	st, _ := g.StrikeOf(h, &o)
	n := st.Dice
	if g.log != nil {
		g.logf("special: %s uses %q", spec.Name, s.Name)
	}
	if s.Leap {
		// Leap first; a special that also strikes strikes from where it
		// lands, if the hero still stands there.
		g.leap(h, o.Cell)
		if !f.Standing() || hs.escaped || g.over {
			return
		}
	}
	switch {
	case s.Strike != NoStrike && s.AllAdjacent:
		for id := g.nh; id < g.nf && !g.over; id++ {
			if t := &g.Figs[id]; t.Standing() && g.B.Map.Adjacent(f.Cell, t.Cell) {
				g.heroStrike(h, id, n, 0, s.FreeReroll, s.Stun)
			}
		}
	case s.Strike == Melee:
		if t := &g.Figs[o.Target]; t.Standing() && g.B.Map.Adjacent(f.Cell, t.Cell) {
			g.heroStrike(h, int(o.Target), n, 0, s.FreeReroll, s.Stun)
			g.throwFigure(h, int(o.Target), int(s.Throw))
		}
	case s.Strike == Ranged:
		t := int(o.Target)
		g.throwObject(h, s, o.Cell)
		g.heroStrike(h, t, n, g.RangePenalty(f.Cell, g.Figs[t].Cell), s.FreeReroll, s.Stun)
	}
	if s.HealDice > 0 && f.Standing() {
		g.heal(h, g.rollWithReroll(h, int(s.HealDice), g.maxLife(h)-int(f.Life), DecideHealReroll))
	}
}

// pickUp makes hero h pick up carriable i. An item costs nothing but ends
// the move action; a character costs all remaining move points and move
// actions (Adventures, "Carrying Characters", "Carrying Items").
func (g *Game) pickUp(h, i int) {
	if g.B.Carriables[i].Character {
		mv := g.slots(h, 1<<IconMove)
		g.spendSlots(h, g.maskOf(&mv))
		g.mp = 0
	}
	g.carry[i].carrier = int8(h)
	g.carry[i].cell = g.Figs[h].Cell
	g.Figs[h].Carry = int8(i)
	if g.log != nil {
		g.logf("carry: %s picks up %s", g.B.Heroes[h].Name, g.B.Carriables[i].Name)
	}
}

// dropCarried drops what figure id carries on cell c (automatic when it is
// knocked down or KO'ed).
func (g *Game) dropCarried(id int, c grid.Cell) {
	f := &g.Figs[id]
	if f.Carry < 0 {
		return
	}
	g.carry[f.Carry].carrier = -1
	g.carry[f.Carry].cell = c
	f.Carry = -1
}

// carriedHome reports whether the carriable of condition c is in its zone.
func (g *Game) carriedHome(c *Condition) bool {
	for i := range g.B.Carriables {
		if c.Type >= 0 && i != c.Type {
			continue
		}
		cs := &g.carry[i]
		if c.HasZone && c.Zone.Has(cs.cell) {
			return true
		}
		if !c.HasZone && g.B.Map.Terrain[cs.cell]&grid.Exit != 0 {
			return true
		}
	}
	return false
}
