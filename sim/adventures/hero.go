package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds a hero's legal options: the list heroOptions fills for
// a DecideAction, and the special moves, targets and Focus checks in it.

// heroOptions lists the legal actions of hero h now.
func (g *Game) heroOptions(h int) []Option { return g.listActions(h, allActions, -1, g.opts[:0]) }

// Kind masks of listActions: 1<<k for each OptionKind k listed.
const (
	allActions    = ^uint32(0)
	strikeActions = 1<<OptMelee | 1<<OptRanged | 1<<OptThrow
	terrainMoves  = 1<<OptTakeCover | 1<<OptCrouch | 1<<OptClimb | 1<<OptLeap
)

// listActions lists the legal actions of hero h now whose kinds are in want
// (a mask of 1<<OptionKind; allActions for every kind), the strikes only at
// figure only when only >= 0, into buf (a buffer of g from its start).
// Listing every kind is the option list of a
// DecideAction; listing one kind is how CheckAction tells whether a named
// action is legal, so that both read the same rules (Adventures,
// "Player-Controlled Actions and Icons", "Combining and Dividing up Action
// Icons", "Terrain Moves", "Focus Checks", "Stun", "Additional Rules").
func (g *Game) listActions(h int, want uint32, only int16, buf []Option) []Option {
	spec := &g.B.Heroes[h]
	hs := &g.heroes[h]
	f := &g.Figs[h]
	m := &g.B.Map
	opts := append(buf[:0], Option{Kind: OptNone})

	// A stunned hero must spend a non-shell icon per stun token first.
	if f.Stun > 0 {
		for k := 0; k < g.NumSlots(h); k++ {
			if fc, ok := g.Slot(h, k); ok && fc.NonShell() {
				opts = g.add(opts, Option{Kind: OptClearStun, Dice: 1 << k})
			}
		}
		return opts
	}

	// Moving with the move points left, and spending more move icons.
	if g.mp > 0 && want&(1<<OptMoveTo) != 0 {
		r := g.moveReach(h)
		for i, w := range r.End {
			for ; w != 0; w &= w - 1 {
				if c := grid.Cell(i<<6 | bits.TrailingZeros64(w)); c != f.Cell {
					opts = g.add(opts, Option{Kind: OptMoveTo, Cell: c, Arg: int8(min(int(r.Cost[c]), 127))})
				}
			}
		}
	}
	sl := g.heroSlots(h)
	mv := sl.kind[IconMove]
	for i := 0; i < mv.n && want&(1<<OptMoveDice) != 0; i++ {
		opts = g.add(opts, Option{Kind: OptMoveDice, Dice: 1 << mv.slot[i]})
	}

	// Strikes. The dice that pay for each need (1 icon, or 2 into or out of
	// obscuring terrain) are listed once, when first needed.
	melee, ranged, both := sl.kind[IconMelee], sl.kind[IconRanged], sl.both
	var meleeM, rangedM, bothM [2][]uint8 // by need-1; nil until listed
	obj, objKnown := grid.NoCell, false
	var tg specialTargets // the adjacent villains, for special moves too
	strikes := want&strikeActions != 0
	first, end := 0, g.nf
	if only >= 0 && want&(1<<OptUseSpecial) == 0 {
		first, end = int(only), min(int(only)+1, g.nf) // the adjacent villains are not needed
	}
	for id := first; id < end && (strikes || want&(1<<OptUseSpecial) != 0); id++ {
		t := &g.Figs[id]
		if t.Hero || !t.Standing() {
			continue
		}
		if !strikes || (only >= 0 && only != int16(id)) {
			if m.Adjacent(f.Cell, t.Cell) {
				tg.melee[tg.nMelee] = int16(id)
				tg.nMelee++
			}
			continue
		}
		need := 1
		if g.Obscured(f.Cell, t.Cell) {
			need = 2
		}
		if m.Adjacent(f.Cell, t.Cell) {
			tg.melee[tg.nMelee] = int16(id)
			tg.nMelee++
			if meleeM[need-1] == nil {
				meleeM[need-1] = melee.subsetsWith(&g.subT, need, false, g.subs[subMelee+need-1][:0])
			}
			opts = g.addEach(opts, Option{Kind: OptMelee, Target: int16(id)}, meleeM[need-1])
			continue
		}
		if ranged.n == 0 {
			// Only a thrown object could reach it: look before the line
			// of sight.
			if !objKnown {
				obj, objKnown = g.throwable(f.Cell), true
			}
			if melee.n == 0 || obj == grid.NoCell {
				continue
			}
		}
		if !g.CanSee(h, id) {
			continue
		}
		if rangedM[need-1] == nil {
			rangedM[need-1] = ranged.subsetsWith(&g.subT, need, false, g.subs[subRanged+need-1][:0])
		}
		opts = g.addEach(opts, Option{Kind: OptRanged, Target: int16(id)}, rangedM[need-1])
		if !objKnown {
			obj, objKnown = g.throwable(f.Cell), true
		}
		if obj == grid.NoCell {
			continue
		}
		if bothM[need-1] == nil {
			bothM[need-1] = both.subsetsWith(&g.subT, need, false, g.subs[subBoth+need-1][:0])
		}
		for _, mask := range bothM[need-1] {
			if mask&^g.maskOf(&ranged) != 0 { // uses katana: a throw, not a plain ranged strike
				opts = g.add(opts, Option{Kind: OptThrow, Target: int16(id), Dice: mask, Cell: obj})
			}
		}
	}

	// Special moves: one per turn.
	if !hs.usedSp && want&(1<<OptUseSpecial) != 0 {
		for sp := range spec.Specials {
			if hs.hand[sp] || hs.unchosen {
				opts = g.specialOptions(h, sp, &sl, &tg, opts)
			}
		}
	}

	// Terrain moves (not while carrying a character): 2 move icons for
	// taking cover, crouching and climbing, 3 for leaping. Dice can pay n
	// icons with no die to spare exactly when their icons total n or more:
	// the spaces are looked for only when the dice can pay, and the ways to
	// pay listed only once a space is found.
	if !g.carryingCharacter(h) && mv.n > 0 && want&terrainMoves != 0 {
		icons := mv.total()
		figs := g.figureCells()
		if icons >= 2 {
			cover := !f.Cover && m.CanTakeCover(f.Cell)
			crouch := f.Crouch == grid.NoCell && m.CanCrouch(&g.Map, f.Cell)
			climbs := m.ClimbTargets(&g.Map, f.Cell, &figs, g.cells[:0])
			if cover || crouch || len(climbs) > 0 {
				two := mv.subsetsWith(&g.subT, 2, true, g.subs[subMove2][:0])
				if cover {
					opts = g.addEach(opts, Option{Kind: OptTakeCover}, two)
				}
				if crouch {
					opts = g.addEach(opts, Option{Kind: OptCrouch}, two)
				}
				for _, c := range climbs {
					opts = g.addEach(opts, Option{Kind: OptClimb, Cell: c}, two)
				}
			}
		}
		if icons >= 3 {
			if leaps := m.LeapTargets(&g.Map, f.Cell, &figs, g.cells[:0]); len(leaps) > 0 {
				three := mv.subsetsWith(&g.subT, 3, true, g.subs[subMove3][:0])
				for _, c := range leaps {
					opts = g.addEach(opts, Option{Kind: OptLeap, Cell: c}, three)
				}
			}
		}
	}

	// Grinding along a rail, striking each enemy beside it (Mikey pays 1 icon less).
	if g.hasGrind && !g.carryingCharacter(h) && mv.n > 0 && want&(1<<OptGrind) != 0 {
		cost := 3
		cost -= min(g.bonus(h, EffectGrindDiscount, f.Cell), 1)
		figs := g.figureCells()
		runs := m.GrindRuns(&g.Map, f.Cell, &figs, g.runs[:0])
		if len(runs) > 0 {
			masks := mv.subsetsWith(&g.subT, cost, true, g.subs[subMove3][:0])
			for _, r := range runs {
				opts = g.addEach(opts, Option{Kind: OptGrind, Cell: r.End}, masks)
			}
		}
	}

	// Strikes at doors and cameras: hits of at least the door's difficulty + 3
	// open it, 3 hits destroy a camera (Adventures, "Doors", "Cameras").
	if (g.hasDoors || g.hasCameras) && want&(1<<OptStrikeDoor) != 0 {
		opts = g.objectStrikeOptions(h, &melee, &ranged, opts)
	}

	// Handing off and throwing a carried item.
	if f.Carry >= 0 && !g.B.Carriables[f.Carry].Character && want&(1<<OptHandOff|1<<OptThrowItem) != 0 {
		opts = g.passOptions(h, &melee, &ranged, opts)
	}

	// Focus checks on adjacent closed doors and computers not yet hacked, and
	// downloading data from a hacked computer.
	if (g.hasDoors || g.hasComputers) && want&(1<<OptFocusCheck) != 0 {
		opts = g.focusCheckOptions(h, opts)
	}
	if hs.hacked != grid.NoCell && (hs.hacked == f.Cell || m.Adjacent(f.Cell, hs.hacked)) && want&(1<<OptDownload) != 0 {
		for k := 0; k < g.NumSlots(h); k++ {
			if fc, ok := g.Slot(h, k); ok && fc.NonShell() {
				opts = g.add(opts, Option{Kind: OptDownload, Dice: 1 << k})
			}
		}
	}

	// Carrying: picking up, and dropping in the carrier's space or, an item,
	// an adjacent one (Adventures, "Carrying Characters", "Dropping Carried
	// Items").
	for i := 0; i < len(g.B.Carriables) && want&(1<<OptDrop|1<<OptPickUp) != 0; i++ {
		cs := &g.carry[i]
		switch {
		case cs.carrier == int8(h):
			opts = g.add(opts, Option{Kind: OptDrop, Arg: int8(i), Cell: f.Cell})
			if g.B.Carriables[i].Character {
				continue // a character is dropped in the carrier's space
			}
			// An item may be dropped in an adjacent space too.
			for _, d := range g.adjacentCells(f.Cell) {
				if m.Adjacent(f.Cell, d) && !m.Blocking(&g.Map, d) {
					opts = g.add(opts, Option{Kind: OptDrop, Arg: int8(i), Cell: d})
				}
			}
		case cs.carrier < 0 && f.Carry < 0 && (cs.cell == f.Cell || m.Adjacent(f.Cell, cs.cell)):
			if g.B.Carriables[i].Character && g.mp == 0 && mv.n == 0 {
				continue // picking up a character costs at least 1 move point or move action
			}
			opts = g.add(opts, Option{Kind: OptPickUp, Arg: int8(i)})
		}
	}
	return opts
}

// focusCheckOptions appends Focus checks on the closed doors and the
// computers not yet hacked adjacent to hero h, one per die that can pay
// (Adventures, "Focus Checks", "Doors", "Hacking Computers"). Adjacent is
// the rulebook's adjacency: elevated terrain is not adjacent to low terrain
// ("Elevated Terrain"), so a hero on a roof does not open the door of the
// street below.
func (g *Game) focusCheckOptions(h int, opts []Option) []Option {
	m := &g.B.Map
	c := g.Figs[h].Cell
	for _, d := range g.adjacentCells(c) {
		if !m.Adjacent(c, d) {
			continue
		}
		t := m.Terrain[d]
		door := t&grid.Door != 0 && !g.Map.Open.Has(d)
		comp := t&grid.Computer != 0 && g.heroes[h].hacked != d
		if !door && !comp {
			continue
		}
		for k := 0; k < g.NumSlots(h); k++ {
			if fc, ok := g.Slot(h, k); ok && fc.NonShell() {
				opts = g.add(opts, Option{Kind: OptFocusCheck, Cell: d, Dice: 1 << k})
			}
		}
	}
	return opts
}

// adjacentCells returns the cells around c (8 neighbours on the map,
// any level) in g.cells; grid.Map.Adjacent says which are adjacent by the
// rules.
func (g *Game) adjacentCells(c grid.Cell) []grid.Cell {
	out := g.cells[:0]
	x, y := c.X(), c.Y()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if (dx != 0 || dy != 0) && g.B.Map.Inside(x+dx, y+dy) {
				out = append(out, grid.At(x+dx, y+dy))
			}
		}
	}
	return out
}

// throwable returns a small throwing object on or adjacent to c, or NoCell
// (Adventures, "Throw Small Object"; adjacent on the same level, or by a
// fire escape, "Elevated Terrain").
func (g *Game) throwable(c grid.Cell) grid.Cell {
	m := &g.B.Map
	if !g.nearObject.Has(c) {
		return grid.NoCell
	}
	if m.Terrain[c]&grid.SmallObject != 0 && !g.Map.Gone.Has(c) {
		return c
	}
	for _, d := range g.adjacentCells(c) {
		if m.Terrain[d]&grid.SmallObject != 0 && !g.Map.Gone.Has(d) && m.Adjacent(c, d) {
			return d
		}
	}
	return grid.NoCell
}

// specialOptions appends the ways hero h, whose slots are sl, can use
// special move sp now.
func (g *Game) specialOptions(h, sp int, sl *heroSlots, tg *specialTargets, opts []Option) []Option {
	s := &g.B.Heroes[h].Specials[sp]
	hs := &g.heroes[h]
	f := &g.Figs[h]
	if hs.focus < s.CostFocus || f.Life <= s.CostLife {
		return opts
	}
	if s.Strike != NoStrike && !s.Leap && (s.AllAdjacent || s.Strike == Melee) && tg.nMelee == 0 {
		return opts // no adjacent villain to strike, whatever the dice
	}
	if (s.ThrowObject || s.ThrowLarge) && g.throwableFor(h, s) == grid.NoCell || s.onlyUnchosen() {
		return opts // nothing to throw; nothing to do
	}
	if s.CostKind == IconNone || s.CostIcons == 0 {
		return g.specialUses(h, sp, 0, tg, opts)
	}
	if s.CostKind > IconRanged {
		return opts // no die shows such icons
	}
	set := &sl.kind[s.CostKind]
	for _, mask := range set.subsetsWith(&g.subT, int(s.CostIcons), !s.PerExtra, g.subs[subSpecial][:0]) {
		opts = g.specialUses(h, sp, mask, tg, opts)
	}
	return opts
}

// specialTargets are the villain figures hero h's special moves may
// strike, by figure id: standing and adjacent (melee, listed by
// heroOptions' strikes), standing, not adjacent and in line of sight
// (ranged, listed when first needed).
type specialTargets struct {
	melee, ranged   [MaxFigures]int16
	nMelee, nRanged int
	rangedDone      bool
}

// rangedTargets returns the villain figures hero h sees and is not
// adjacent to.
func (tg *specialTargets) rangedTargets(g *Game, h int) []int16 {
	if !tg.rangedDone {
		tg.rangedDone = true
		for id := g.nh; id < g.nf; id++ {
			if t := &g.Figs[id]; t.Standing() && !g.B.Map.Adjacent(g.Figs[h].Cell, t.Cell) && g.CanSee(h, id) {
				tg.ranged[tg.nRanged] = int16(id)
				tg.nRanged++
			}
		}
	}
	return tg.ranged[:tg.nRanged]
}

// specialUses appends the uses of hero h's special move sp paid with the
// slots in mask: its targets (tg), or where it leaps.
func (g *Game) specialUses(h, sp int, mask uint8, tg *specialTargets, opts []Option) []Option {
	s := &g.B.Heroes[h].Specials[sp]
	f := &g.Figs[h]
	switch {
	case s.Leap && s.Strike != NoStrike:
		opts = g.leapStrikeUses(h, sp, mask, opts)
	case s.Strike != NoStrike && s.AllAdjacent:
		if tg.nMelee > 0 {
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: -1})
		}
	case s.Strike == Melee:
		for _, id := range tg.melee[:tg.nMelee] {
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: id})
		}
	case s.Strike == Ranged:
		obj := grid.NoCell
		if s.ThrowObject || s.ThrowLarge {
			obj = g.throwableFor(h, s)
		}
		for _, id := range tg.rangedTargets(g, h) {
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: id, Cell: obj})
		}
	case s.Leap:
		var buf [24]grid.Cell
		figs := g.figureCells()
		for _, c := range g.B.Map.LeapTargets(&g.Map, f.Cell, &figs, buf[:0]) {
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: -1, Cell: c})
		}
	default:
		opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: -1})
	}
	return opts
}

// leapStrikeUses appends the uses of hero h's special move sp that leaps,
// then strikes from where it lands, paid with the slots in mask: one per
// landing space and target there (a melee strike at a villain adjacent to
// the landing, a ranged one at a villain in sight and not adjacent), or per
// landing space next to a villain when it strikes every adjacent one
// (Adventures, "Using Special Moves", "Leap").
func (g *Game) leapStrikeUses(h, sp int, mask uint8, opts []Option) []Option {
	s := &g.B.Heroes[h].Specials[sp]
	m := &g.B.Map
	var buf [24]grid.Cell
	figs := g.figureCells()
	giants := g.giants(&g.gbuf)
	// A melee strike, or one at every adjacent villain, needs one next to
	// the landing space.
	near := s.Strike == Melee || s.AllAdjacent
	var villains grid.Set // standing villain figures
	if near {
		villains, _ = g.villainCells()
	}
	for _, c := range m.LeapTargets(&g.Map, g.Figs[h].Cell, &figs, buf[:0]) {
		if near && !m.AdjacentTo(c, &villains) {
			continue
		}
		for id := g.nh; id < g.nf; id++ {
			t := &g.Figs[id]
			if !t.Standing() {
				continue
			}
			adj := m.Adjacent(c, t.Cell)
			switch {
			case s.AllAdjacent && adj:
				opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: -1, Cell: c})
			case s.AllAdjacent:
				continue
			case s.Strike == Melee && adj:
			case s.Strike == Ranged && !adj && g.countLOS() && m.LOS(&g.Map, c, t.Cell, giants) &&
				(t.Crouch == grid.NoCell || !m.CrouchBlocked(&g.Map, c, t.Cell, t.Crouch)):
			default:
				continue
			}
			if s.AllAdjacent {
				break
			}
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: int16(id), Cell: c})
		}
	}
	return opts
}

// adjacentEnemies counts standing villain figures adjacent to hero h.
func (g *Game) adjacentEnemies(h int) int {
	n := 0
	for id := g.nh; id < g.nf; id++ {
		if t := &g.Figs[id]; t.Standing() && g.B.Map.Adjacent(g.Figs[h].Cell, t.Cell) {
			n++
		}
	}
	return n
}
