package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// maxTurnActions bounds the actions of one hero turn; every action spends a
// die or move points, so a turn ends long before (a safety net only).
const maxTurnActions = 64

// heroTurn plays hero h's turn when its initiative card is drawn: the active
// special move card returns, a knocked-down hero tries to awaken first, then
// the hero spends its Action dice one action at a time until it ends its
// turn (Adventures, "Cooperative Mode Round Sequence: Hero Turns",
// "Hero Turns", "Using Special Moves", "Harmful Terrain").
func (g *Game) heroTurn(h int) {
	hs := &g.heroes[h]
	f := &g.Figs[h]
	if hs.escaped {
		return
	}
	hs.special = -1
	hs.usedSp = false
	if f.Down {
		if !g.awaken(h) {
			g.checkEnd()
			return
		}
	}
	if g.log != nil {
		g.logf("turn: %s at %s, Life %d, Focus %d, dice%s", g.B.Heroes[h].Name, f.Cell.Label(), f.Life, hs.focus, g.diceString(h))
	}
	hs.startHarm = g.onHarm(h)
	g.mp = 0
	g.turnLoop(h)
	g.endTurn(h)
}

// turnLoop asks hero h for actions until it ends its turn.
func (g *Game) turnLoop(h int) {
	hs := &g.heroes[h]
	f := &g.Figs[h]
	for k := 0; k < maxTurnActions && !g.over && f.Standing() && !hs.escaped; k++ {
		opts := g.heroOptions(h)
		i := g.ask(Decision{DecideAction, h}, opts)
		if opts[i].Kind == OptNone {
			break
		}
		g.doAction(h, opts[i])
	}
}

// endTurn ends hero h's turn, with harmful terrain's hit if it started the
// turn on it and stays there.
func (g *Game) endTurn(h int) {
	hs := &g.heroes[h]
	g.mp = 0
	start := hs.startHarm
	hs.startHarm = false
	if !hs.escaped {
		g.lingerHarm(h, start)
	}
}

// onHarm reports whether figure id stands on harmful terrain.
func (g *Game) onHarm(id int) bool {
	f := &g.Figs[id]
	return f.Standing() && g.B.Map.Terrain[f.Cell]&grid.Harmful != 0
}

// lingerHarm ends the turn of figure id, hero or villain, that started it on
// harmful terrain (started) and has not moved off it: the figure suffers 1
// unblockable hit. An AI villain's turn is its activation (Adventures,
// "Harmful Terrain"; docs/RULES.md).
func (g *Game) lingerHarm(id int, started bool) {
	if started && !g.over && g.onHarm(id) {
		g.harm(id)
	}
}

// harm deals 1 unblockable hit to figure id (Adventures, "Harmful Terrain").
func (g *Game) harm(id int) {
	if g.log != nil {
		g.logf("harm: %s suffers 1 unblockable hit at %s", g.figName(id), g.Figs[id].Cell.Label())
	}
	if g.Figs[id].Hero {
		g.woundHero(id, 1, false)
	} else {
		g.woundVillain(id, 1, -1)
	}
}

// slotSet lists the available action slots of a hero whose faces match.
type slotSet struct {
	n     int
	slot  [MaxSlots]int8
	icons [MaxSlots]int8
}

// slots returns hero h's unspent slots whose icon kind is in kinds (a bit
// mask of 1<<IconMove, 1<<IconMelee, 1<<IconRanged).
func (g *Game) slots(h int, kinds int) slotSet {
	var s slotSet
	for k := 0; k < g.NumSlots(h); k++ {
		f, ok := g.Slot(h, k)
		if ok && f.Count() > 0 && kinds&(1<<f.Kind()) != 0 {
			s.add(k, f.Count())
		}
	}
	return s
}

// Buffers of Game.subs: the dice subsets heroOptions pairs with targets.
const (
	subMelee   = 0 // melee strikes, needing 1 and 2 icons
	subRanged  = 2 // ranged strikes, needing 1 and 2 icons
	subBoth    = 4 // thrown objects, needing 1 and 2 icons
	subMove2   = 6 // take cover, crouch, climb
	subMove3   = 7 // leap, grind
	subSpecial = 8 // the special move being listed
	numSubs    = 9
)

// A subsetBuf holds the slot masks of subsets of a slotSet: at most every
// non-empty subset of MaxSlots slots.
type subsetBuf [1<<MaxSlots - 1]uint8

// subsets appends to dst the slot mask of every non-empty subset of s whose
// icons total at least need, in a fixed order, and returns the extended
// slice; when minimal is true only the subsets from which no die can be
// dropped (characters cannot "make change" from a die, but need not spend
// more dice than the cost). Option lists compute the masks once and pair
// them with each target.
func (s *slotSet) subsets(need int, minimal bool, dst []uint8) []uint8 {
	// Subset m extends subset m&(m-1) by its lowest member: its icons,
	// fewest icons of a die and slot mask follow from that subset's.
	var total, least, mask [1 << MaxSlots]uint8
	least[0] = 127
	for m := 1; m < 1<<s.n; m++ {
		i, p := bits.TrailingZeros(uint(m)), m&(m-1)
		total[m] = total[p] + uint8(s.icons[i])
		least[m] = min(least[p], uint8(s.icons[i]))
		mask[m] = mask[p] | 1<<s.slot[i]
		if int(total[m]) < need || (minimal && int(total[m]-least[m]) >= need) {
			continue
		}
		dst = append(dst, mask[m])
	}
	return dst
}

// heroSlots are a hero's unspent slots by icon kind (kind[IconMove],
// kind[IconMelee], kind[IconRanged]) and those of melee or ranged icons
// (both), as slots would list them.
type heroSlots struct {
	kind [IconRanged + 1]slotSet
	both slotSet
}

// heroSlots lists hero h's unspent slots of every kind in one pass.
func (g *Game) heroSlots(h int) heroSlots {
	var sl heroSlots
	for k := 0; k < g.NumSlots(h); k++ {
		f, ok := g.Slot(h, k)
		if !ok || f.Count() == 0 {
			continue
		}
		sl.kind[f.Kind()].add(k, f.Count())
		if f.Kind() != IconMove {
			sl.both.add(k, f.Count())
		}
	}
	return sl
}

// total returns the icons of the slots in s.
func (s *slotSet) total() int {
	n := 0
	for i := 0; i < s.n; i++ {
		n += int(s.icons[i])
	}
	return n
}

// add puts slot k with n icons at the end of s.
func (s *slotSet) add(k, n int) {
	s.slot[s.n] = int8(k)
	s.icons[s.n] = int8(n)
	s.n++
}

// add appends o to opts, a slice of g.opts, unless the buffer is full.
// It stores o into the slot rather than appending it: append builds the
// Option in memory a field at a time and reads it back whole, which stalls
// the processor on every option (several times the cost of the store).
func (g *Game) add(opts []Option, o Option) []Option {
	if n := len(opts); n < len(g.opts) {
		opts = opts[:n+1]
		opts[n] = o
	}
	return opts
}

// addEach appends to opts, a slice of g.opts, a copy of o paying with each
// slot mask of masks in turn, as many as the buffer holds. Option lists
// pair every target with every way to pay for it, so most options go in
// this way: one bounds check for the lot instead of one per option.
func (g *Game) addEach(opts []Option, o Option, masks []uint8) []Option {
	n := len(opts)
	masks = masks[:min(len(masks), len(g.opts)-n)]
	opts = opts[:n+len(masks)]
	for i, mask := range masks {
		// Copy o whole, then set the mask: changing o's byte first would
		// make each copy wait on that store.
		opts[n+i] = o
		opts[n+i].Dice = mask
	}
	return opts
}

// figureCells returns the cells of every figure on the map, standing or
// knocked down: the spaces a terrain move may not end on.
func (g *Game) figureCells() grid.Set {
	s := g.occ
	for i := range s {
		s[i] |= g.down[i]
	}
	return s
}

// slowFigures returns the spaces of knocked-down giant figures, which are
// slow terrain while they lie there, filled into g.slow, or nil when there
// are none (Adventures, "Giant").
func (g *Game) slowFigures() *grid.Set {
	if !g.hasGiants {
		return nil
	}
	g.slow = grid.Set{}
	any := false
	for t := range g.B.Villains {
		if !g.B.Villains[t].Giant {
			continue
		}
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			if f := &g.Figs[id]; f.Where == onMap && f.Down {
				g.slow.Add(f.Cell)
				any = true
			}
		}
	}
	if !any {
		return nil
	}
	return &g.slow
}

// heroOptions lists the legal actions of hero h now (Adventures,
// "Player-Controlled Actions and Icons", "Combining and Dividing up Action
// Icons", "Terrain Moves", "Focus Checks", "Stun", "Additional Rules").
func (g *Game) heroOptions(h int) []Option {
	spec := &g.B.Heroes[h]
	hs := &g.heroes[h]
	f := &g.Figs[h]
	m := &g.B.Map
	opts := append(g.opts[:0], Option{Kind: OptNone})
	g.reachFor = -1

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
	if g.mp > 0 {
		g.heroReach(h, g.mp)
		g.reachFor = h
		for i, w := range g.reach.End {
			for ; w != 0; w &= w - 1 {
				if c := grid.Cell(i<<6 | bits.TrailingZeros64(w)); c != f.Cell {
					opts = g.add(opts, Option{Kind: OptMoveTo, Cell: c, Arg: int8(min(int(g.reach.Cost[c]), 127))})
				}
			}
		}
	}
	sl := g.heroSlots(h)
	mv := sl.kind[IconMove]
	for i := 0; i < mv.n; i++ {
		opts = g.add(opts, Option{Kind: OptMoveDice, Dice: 1 << mv.slot[i]})
	}

	// Strikes. The dice that pay for each need (1 icon, or 2 into or out of
	// obscuring terrain) are listed once, when first needed.
	melee, ranged, both := sl.kind[IconMelee], sl.kind[IconRanged], sl.both
	var meleeM, rangedM, bothM [2][]uint8 // by need-1; nil until listed
	obj, objKnown := grid.NoCell, false
	var tg specialTargets // the adjacent villains, for special moves too
	for id := 0; id < g.nf; id++ {
		t := &g.Figs[id]
		if t.Hero || !t.Standing() {
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
				meleeM[need-1] = melee.subsets(need, false, g.subs[subMelee+need-1][:0])
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
			rangedM[need-1] = ranged.subsets(need, false, g.subs[subRanged+need-1][:0])
		}
		opts = g.addEach(opts, Option{Kind: OptRanged, Target: int16(id)}, rangedM[need-1])
		if !objKnown {
			obj, objKnown = g.throwable(f.Cell), true
		}
		if obj == grid.NoCell {
			continue
		}
		if bothM[need-1] == nil {
			bothM[need-1] = both.subsets(need, false, g.subs[subBoth+need-1][:0])
		}
		for _, mask := range bothM[need-1] {
			if mask&^g.maskOf(&ranged) != 0 { // uses katana: a throw, not a plain ranged strike
				opts = g.add(opts, Option{Kind: OptThrow, Target: int16(id), Dice: mask, Cell: obj})
			}
		}
	}

	// Special moves: one per turn.
	if !hs.usedSp {
		for sp := range spec.Specials {
			if hs.hand[sp] {
				opts = g.specialOptions(h, sp, &sl, &tg, opts)
			}
		}
	}

	// Terrain moves (not while carrying a character): 2 move icons for
	// taking cover, crouching and climbing, 3 for leaping. Dice can pay n
	// icons with no die to spare exactly when their icons total n or more:
	// the spaces are looked for only when the dice can pay, and the ways to
	// pay listed only once a space is found.
	if !g.carryingCharacter(h) && mv.n > 0 {
		icons := mv.total()
		figs := g.figureCells()
		if icons >= 2 {
			cover := !f.Cover && m.CanTakeCover(f.Cell)
			crouch := f.Crouch == grid.NoCell && m.CanCrouch(&g.Map, f.Cell)
			climbs := m.ClimbTargets(&g.Map, f.Cell, &figs, g.cells[:0])
			if cover || crouch || len(climbs) > 0 {
				two := mv.subsets(2, true, g.subs[subMove2][:0])
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
				three := mv.subsets(3, true, g.subs[subMove3][:0])
				for _, c := range leaps {
					opts = g.addEach(opts, Option{Kind: OptLeap, Cell: c}, three)
				}
			}
		}
	}

	// Grinding along a rail, striking each enemy beside it (Mikey pays 1 icon less).
	if g.hasGrind && !g.carryingCharacter(h) && mv.n > 0 {
		cost := 3
		if spec.Ability == AbilityGrindDiscount {
			cost = 2
		}
		figs := g.figureCells()
		runs := m.GrindRuns(&g.Map, f.Cell, &figs, g.runs[:0])
		if len(runs) > 0 {
			masks := mv.subsets(cost, true, g.subs[subMove3][:0])
			for _, r := range runs {
				opts = g.addEach(opts, Option{Kind: OptGrind, Cell: r.End}, masks)
			}
		}
	}

	// Strikes at doors and cameras: hits of at least the door's difficulty + 3
	// open it, 3 hits destroy a camera (Adventures, "Doors", "Cameras").
	if g.hasDoors || g.hasCameras {
		opts = g.objectStrikeOptions(h, &melee, &ranged, opts)
	}

	// Handing off and throwing a carried item.
	if f.Carry >= 0 && !g.B.Carriables[f.Carry].Character {
		opts = g.passOptions(h, &melee, &ranged, opts)
	}

	// Focus checks on adjacent closed doors and computers not yet hacked, and
	// downloading data from a hacked computer.
	if g.hasDoors || g.hasComputers {
		opts = g.focusCheckOptions(h, opts)
	}
	if hs.hacked != grid.NoCell && (hs.hacked == f.Cell || m.Adjacent(f.Cell, hs.hacked)) {
		for k := 0; k < g.NumSlots(h); k++ {
			if fc, ok := g.Slot(h, k); ok && fc.NonShell() {
				opts = g.add(opts, Option{Kind: OptDownload, Dice: 1 << k})
			}
		}
	}

	// Carrying.
	for i := range g.B.Carriables {
		cs := &g.carry[i]
		switch {
		case cs.carrier == int8(h):
			opts = g.add(opts, Option{Kind: OptDrop, Arg: int8(i), Cell: f.Cell})
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
// (Adventures, "Focus Checks", "Doors", "Hacking Computers").
func (g *Game) focusCheckOptions(h int, opts []Option) []Option {
	m := &g.B.Map
	for _, d := range g.adjacentCells(g.Figs[h].Cell) {
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

// maskOf returns the slot mask of every slot in s.
func (g *Game) maskOf(s *slotSet) uint8 {
	var m uint8
	for i := 0; i < s.n; i++ {
		m |= 1 << s.slot[i]
	}
	return m
}

// adjacentCells returns the cells adjacent to c (8 neighbours on the map,
// any level) in g.cells.
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
// (Adventures, "Throw Small Object").
func (g *Game) throwable(c grid.Cell) grid.Cell {
	m := &g.B.Map
	if !g.nearObject.Has(c) {
		return grid.NoCell
	}
	if m.Terrain[c]&grid.SmallObject != 0 && !g.Map.Gone.Has(c) {
		return c
	}
	for _, d := range g.adjacentCells(c) {
		if m.Terrain[d]&grid.SmallObject != 0 && !g.Map.Gone.Has(d) {
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
	if s.CostKind == IconNone || s.CostIcons == 0 {
		return g.specialUses(h, sp, 0, tg, opts)
	}
	if s.CostKind > IconRanged {
		return opts // no die shows such icons
	}
	set := &sl.kind[s.CostKind]
	for _, mask := range set.subsets(int(s.CostIcons), !s.PerExtra, g.subs[subSpecial][:0]) {
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
		for _, id := range tg.rangedTargets(g, h) {
			opts = g.add(opts, Option{Kind: OptUseSpecial, Arg: int8(sp), Dice: mask, Target: id})
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
	for _, c := range m.LeapTargets(&g.Map, g.Figs[h].Cell, &figs, buf[:0]) {
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

// heroReach fills g.reach with where hero h can move with mp points.
func (g *Game) heroReach(h, mp int) { g.heroReachInto(h, mp, &g.reach) }

// heroReachInto fills r with where hero h can move with mp points and
// returns the break-away costs the search used: those of the villains
// standing now.
func (g *Game) heroReachInto(h, mp int, r *grid.Reach) *[grid.MaxCells]uint8 {
	f := &g.Figs[h]
	enemies, giants := g.villainCells()
	brk := g.breakAway(&g.heroBrk, &enemies, &giants)
	occ := g.occ
	occ.Remove(f.Cell)
	q := grid.MoveQuery{From: f.Cell, MP: mp, Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
		Carrying: g.carryingCharacter(h)}
	g.ctr.Reach++
	g.B.Map.Reach(&g.Map, &q, r)
	return brk
}

// villainCells returns the cells holding standing villain figures, and
// those of them holding giants.
func (g *Game) villainCells() (s, giants grid.Set) {
	for id := g.nh; id < g.nf; id++ {
		f := &g.Figs[id]
		if !f.Standing() {
			continue
		}
		s.Add(f.Cell)
		if g.B.Villains[f.Type].Giant {
			giants.Add(f.Cell)
		}
	}
	return s, giants
}

// A breakAwayCache holds the break-away costs of one side's standing
// enemies with the spaces they were computed for. The costs depend on
// nothing else, and the enemies of a side mostly stand still while the
// other side acts (the heroes during a villain activation, the villains
// during a hero's turn), so most searches reuse them.
type breakAwayCache struct {
	enemies, giants grid.Set
	valid           bool
	cost            [grid.MaxCells]uint8
}

// breakAway returns the cost of breaking away from the enemies standing on
// the spaces of enemies (those on giants being giants) when leaving each
// space: 1 per enemy space next to it, tiny figures counting per space, 2
// per giant (Adventures, "Breaking Away from Enemies", "Giant", "Tiny").
// It returns c's costs, computed again only when the spaces differ from
// those c's costs were computed for.
func (g *Game) breakAway(c *breakAwayCache, enemies, giants *grid.Set) *[grid.MaxCells]uint8 {
	if c.valid && c.enemies == *enemies && c.giants == *giants {
		return &c.cost
	}
	c.enemies, c.giants, c.valid = *enemies, *giants, true
	var w *[grid.MaxCells]uint8 // nil: every enemy space weighs 1
	if *giants != (grid.Set{}) {
		w = &g.wgt
		for i := range enemies {
			for b := enemies[i]; b != 0; b &= b - 1 {
				e := grid.Cell(i<<6 | bits.TrailingZeros64(b))
				w[e] = 1
				if giants.Has(e) {
					w[e] = 2
				}
			}
		}
	}
	g.B.Map.BreakAwayCosts(enemies, w, &c.cost)
	return &c.cost
}

func (g *Game) carryingCharacter(id int) bool {
	c := g.Figs[id].Carry
	return c >= 0 && g.B.Carriables[c].Character
}
