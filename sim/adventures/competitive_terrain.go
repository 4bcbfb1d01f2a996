package adventures

import (
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// This file holds the terrain moves a player-controlled villain figure
// makes with the icons of its activation besides climbing
// (villainClimbs): "Any player-controlled hero or villain may use any
// terrain move by spending the appropriate action icons" (Adventures,
// Terrain Moves, p. 31).

// Terrain move costs in move icons (Terrain Moves, p. 31).
const (
	takeCoverIcons = 2 // Take Cover, and Crouch
	leapIcons      = 3
	grindIcons     = 3
)

// mayTerrainMove reports whether villain figure id may make terrain
// moves: giant and tiny figures "cannot perform terrain moves" (Character
// Attributes, p. 34), nor may "A figure carrying a character" (Carrying
// Characters).
func (g *Game) mayTerrainMove(id int) bool {
	v := &g.B.Villains[g.Figs[id].Type]
	return !v.Giant && !v.Tiny && !g.carryingCharacter(id)
}

// villainTerrainPay returns the move icons of the activation (bit j: icon
// j) that pay a terrain move of need move icons starting with unspent
// move icon i: icon i alone when it holds need moves or more, else with
// the unspent move icons after it, in order, until they hold need. It
// returns 0 when they hold fewer, or when one of them could be left out
// (a payment with an icon to spare is not offered: the same move paid
// without it is, as for a hero's dice).
func (g *Game) villainTerrainPay(i, need int) uint8 {
	c := &g.comp
	mask, n, least := uint8(1)<<i, c.icons[i].Count(), c.icons[i].Count()
	for j := i + 1; j < c.nIcons && n < need; j++ {
		if ic := c.icons[j]; c.spent&(1<<j) == 0 && ic.Kind() == villaindeck.KindMove {
			mask |= 1 << j
			n += ic.Count()
			least = min(least, ic.Count())
		}
	}
	if n < need || mask&(mask-1) != 0 && n-least >= need {
		return 0
	}
	return mask
}

// villainTerrainMoves appends the terrain moves villain figure id may pay
// for with unspent move icon i and those after it (villainTerrainPay):
// "COST: 2 Move Icons. While on or adjacent to a space of covered
// terrain, a figure may use this action to take cover" (Take Cover);
// "COST: 2 Move Icons. While adjacent to a car, dumpster, or road block,
// a figure may use this action to crouch behind the object(s)" (Crouch);
// "COST: 3 Move Icons. Leap up to 3 spaces in a straight line" (Leap);
// "COST: 3 Move Icons. While adjacent to a grindable line, figures may
// use this action to move along the line as far as desired" (Grind),
// to each end of the runs a hero may grind (grindRun) (Terrain Moves,
// p. 31).
func (g *Game) villainTerrainMoves(id, i int, opts []VillainOption) []VillainOption {
	const most = len(competitive{}.opts)
	f := &g.Figs[id]
	if !g.mayTerrainMove(id) {
		return opts
	}
	m := &g.B.Map
	if g.villainTerrainPay(i, takeCoverIcons) != 0 && len(opts)+2 <= most {
		if !f.Cover && m.CanTakeCover(f.Cell) {
			opts = append(opts, VillainOption{Kind: VOptTakeCover, Icon: int8(i), Icon2: -1, Fig: int16(id), Cell: f.Cell})
		}
		if f.Crouch == grid.NoCell && m.CanCrouch(&g.Map, f.Cell) {
			opts = append(opts, VillainOption{Kind: VOptCrouch, Icon: int8(i), Icon2: -1, Fig: int16(id), Cell: f.Cell})
		}
	}
	if g.villainTerrainPay(i, leapIcons) != 0 {
		figs := g.figureCells()
		for _, cell := range m.LeapTargets(&g.Map, f.Cell, &figs, g.cells[:0]) {
			if len(opts) < most {
				opts = append(opts, VillainOption{Kind: VOptLeap, Icon: int8(i), Icon2: -1, Fig: int16(id), Cell: cell})
			}
		}
	}
	if g.hasGrind && g.villainTerrainPay(i, grindIcons) != 0 {
		figs := g.figureCells()
		for _, r := range m.GrindRuns(&g.Map, f.Cell, &figs, g.runs[:0]) {
			if len(opts) < most {
				opts = append(opts, VillainOption{Kind: VOptGrind, Icon: int8(i), Icon2: -1, Fig: int16(id), Cell: r.End})
			}
		}
	}
	return opts
}

// villainThrows appends the throws of a small object villain figure id
// may make with unspent melee or ranged icon i: "While adjacent to or in
// the same space as an object that can be thrown, make a ranged strike as
// normal, except that katana may be spent as though they were shuriken"
// (Terrain Moves: Throw Small Object, p. 31): a ranged strike of the icon
// at a standing hero the figure sees and is not adjacent to, thrown from
// the object throwable finds, as a hero's special move throws one.
func (g *Game) villainThrows(id, i int, opts []VillainOption) []VillainOption {
	f := &g.Figs[id]
	if !g.nearObject.Has(f.Cell) || !g.mayTerrainMove(id) {
		return opts
	}
	obj := g.throwable(f.Cell)
	if obj == grid.NoCell {
		return opts
	}
	ic := g.comp.icons[i]
	for h := 0; h < g.nh && len(opts) < len(g.comp.opts); h++ {
		hf := &g.Figs[h]
		if hf.Standing() && !g.heroes[h].escaped && !g.B.Map.Adjacent(f.Cell, hf.Cell) &&
			g.strikeIcons(id, h, ic.Count()) != 0 && g.CanSee(id, h) {
			opts = append(opts, VillainOption{Kind: VOptThrow, Icon: int8(i), Icon2: -1, Fig: int16(h), Cell: obj})
		}
	}
	return opts
}

// terrainIcons returns the move icons terrain move k costs (a throw none:
// its melee or ranged icon pays it).
func terrainIcons(k VillainOptionKind) int {
	switch k {
	case VOptLeap:
		return leapIcons
	case VOptGrind:
		return grindIcons
	case VOptThrow:
		return 0
	}
	return takeCoverIcons
}

// villainTerrainMove resolves terrain move o of villain figure id, its
// icons spent: a take cover token (Defend +2 until the figure leaves the
// space, villainDefendDice), a crouch behind an adjacent object (line of
// sight to the figure is not drawn through it until it begins a new
// action, CanSee), a leap (villainLeap), a grind (villainGrind) or a
// throw (villainThrow).
func (g *Game) villainTerrainMove(id int, o VillainOption) {
	if o.Kind == VOptThrow {
		g.villainThrow(id, o)
		return
	}
	g.comp.spent |= g.villainTerrainPay(int(o.Icon), terrainIcons(o.Kind))
	f := &g.Figs[id]
	switch o.Kind {
	case VOptTakeCover:
		f.Cover = true
		if g.log != nil {
			g.logf("cover: %s takes cover at %s", g.figName(id), f.Cell.Label())
		}
	case VOptCrouch:
		f.Crouch = g.crouchObject(f.Cell)
		if g.log != nil {
			g.logf("crouch: %s crouches behind %s", g.figName(id), f.Crouch.Label())
		}
	case VOptLeap:
		g.villainLeap(id, o.Cell)
	case VOptGrind:
		g.villainGrind(id, o.Cell)
	}
}

// villainGrind grinds villain figure id along a rail to end, making an
// Attack +2 melee strike against each standing hero beside the rail on the
// way: the Attack of its Competitive sheet + 2, with the attack bonus of
// the active cards and of its sheet as any strike of the figure, not
// halved by obscuring terrain (the cost is printed); then the hit of a
// harmful end space. The route and the spaces passed are a hero's
// (grindRun; Terrain Moves: Grind, p. 31; docs/RULES.md, Grind).
func (g *Game) villainGrind(id int, end grid.Cell) {
	f := &g.Figs[id]
	passed, ok := g.grindRun(id, end)
	if !ok {
		return
	}
	from := f.Cell
	g.relocate(id, end)
	if g.log != nil {
		g.logf("grind: %s grinds %s -> %s", g.figName(id), from.Label(), end.Label())
	}
	t := f.Type
	n := int(g.B.Competitive.Sheets[t].Attack) + 2 + g.comp.deck.Bonus(villaindeck.TypeID(t), villaindeck.Attack) + g.sheetBonus(id, EffectAttack)
	for h := 0; h < g.nh && !g.over && f.Standing(); h++ {
		if hf := &g.Figs[h]; hf.Standing() && !g.heroes[h].escaped && g.besideRail(&passed, hf.Cell) {
			g.playerVillainStrike(id, h, n, false)
		}
	}
	if f.Standing() {
		g.enteredHarm(id)
	}
}

// villainThrow resolves throw o of villain figure id: the ranged strike of
// its icon at hero o.Fig, then the object on o.Cell is destroyed
// (smallObjectThrown; Terrain Moves: Throw Small Object, p. 31).
func (g *Game) villainThrow(id int, o VillainOption) {
	if g.log != nil {
		g.logf("throw: %s throws the object at %s", g.figName(id), o.Cell.Label())
	}
	g.villainCardStrike(id, int(o.Fig), g.comp.icons[o.Icon].Count(), true)
	g.smallObjectThrown(o.Cell)
}

// smallObjectThrown removes the small object on c, thrown: "Once a small
// object has been thrown, remove it from the map (it is destroyed)"
// (Adventures, Terrain Types: Small Throwing Objects, p. 28).
func (g *Game) smallObjectThrown(c grid.Cell) { g.Map.Gone.Add(c) }

// villainLeap leaps villain figure id to dst: up to 3 spaces in a straight
// line, not breaking away, over slow and rough terrain and other figures;
// landing low from elevated terrain is a fall, 4 Battle dice of hits
// "which may be defended as normal" (the villain's defense roll), unless
// on a soft landing or a fire escape; landing on harmful terrain deals its
// hit (Terrain Moves: Leap, p. 31; Elevated Terrain: Falling; Harmful
// Terrain).
func (g *Game) villainLeap(id int, dst grid.Cell) {
	f := &g.Figs[id]
	from := f.Cell
	g.relocate(id, dst)
	if g.log != nil {
		g.logf("leap: %s leaps %s -> %s", g.figName(id), from.Label(), dst.Label())
	}
	if g.B.Map.LeapFalls(from, dst) {
		hits := g.rollHits(4)
		blocks := g.villainBlocks(id)
		w := max(hits-blocks, 0)
		if g.log != nil {
			g.logf("fall: %s falls: %s, %d blocked, %s", g.figName(id), plural.Of(hits, "hit"), blocks, plural.Of(w, "wound"))
		}
		if w > 0 {
			g.woundVillain(id, w, -1)
		}
		if !f.Standing() {
			return
		}
	}
	g.enteredHarm(id)
}

// Spends returns the icons of the activation being played (bit i: icon i)
// that option o of the activated figure spends: its Icon, a climb's Icon2,
// a terrain move's further move icons (villainTerrainPay), the icons a
// move or a strike combines with its Icon (With).
func (s *VillainSeat) Spends(o *VillainOption) uint8 {
	switch o.Kind {
	case VOptClimb:
		if o.Icon2 >= 0 {
			return 1<<o.Icon | 1<<o.Icon2
		}
	case VOptTakeCover, VOptCrouch, VOptLeap, VOptGrind:
		return s.g.villainTerrainPay(int(o.Icon), terrainIcons(o.Kind))
	}
	return 1<<o.Icon | o.With
}
