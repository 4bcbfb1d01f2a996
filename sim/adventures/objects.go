package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// grind moves hero h along a grind rail to end, making an Attack +2 melee
// strike against each enemy beside the rail on the way: Attack + 2 dice,
// with the hero's passive Attack bonus as on any strike (Adventures,
// "Terrain Moves: Grind", "Attack/Hit +X").
func (g *Game) grind(h int, end grid.Cell) {
	f := &g.Figs[h]
	passed, ok := g.grindRun(h, end)
	if !ok {
		return
	}
	from := f.Cell
	g.relocate(h, end)
	if g.log != nil {
		g.logf("grind: %s grinds %s -> %s", g.B.Heroes[h].Name, from.Label(), end.Label())
	}
	n := int(g.B.Heroes[h].Attack) + 2 + g.bonus(h, EffectAttack, f.Cell)
	for id := g.nh; id < g.nf && !g.over && f.Standing(); id++ {
		t := &g.Figs[id]
		if t.Standing() && g.besideRail(&passed, t.Cell) {
			g.heroStrike(h, id, n, 0, false, false)
		}
	}
	if f.Standing() {
		g.arrived(h)
	}
}

// grindRun returns the spaces bordering the rail figure id rides to end
// (docs/RULES.md, Grind), and whether a run of the figure ends there.
func (g *Game) grindRun(id int, end grid.Cell) (grid.Set, bool) {
	figs := g.figureCells()
	runs := g.B.Map.GrindRuns(&g.Map, g.Figs[id].Cell, &figs, g.runs[:0])
	for i := range runs {
		if runs[i].End == end {
			return runs[i].Passed, true
		}
	}
	return grid.Set{}, false
}

// besideRail reports whether c is one of the spaces bordering the rail
// ridden (docs/RULES.md: an enemy "adjacent to the rail" stands on a space
// the rail borders).
func (g *Game) besideRail(passed *grid.Set, c grid.Cell) bool { return passed.Has(c) }

// objectStrikeOptions appends strikes at closed doors and cameras: melee at
// an adjacent one, ranged at one in sight and not adjacent, anywhere on the
// map; a strike into or out of obscuring terrain needs 2 icons (Adventures,
// "Doors": "melee and ranged strikes against a door"; "Cameras";
// "Obscuring Terrain").
func (g *Game) objectStrikeOptions(h int, melee, ranged *slotSet, opts []Option) []Option {
	f := &g.Figs[h]
	m := &g.B.Map
	var gs grid.Set
	giants := g.giants(&gs)
	var meleeBuf, rangedBuf [2]subsetBuf
	var meleeM, rangedM [2][]uint8 // by need-1; nil until listed
	try := func(c grid.Cell, opts []Option) []Option {
		need := 1
		if g.Obscured(f.Cell, c) {
			need = 2
		}
		if m.Adjacent(f.Cell, c) || (c == f.Cell) {
			if meleeM[need-1] == nil {
				meleeM[need-1] = melee.subsets(need, false, meleeBuf[need-1][:0])
			}
			opts = g.addEach(opts, Option{Kind: OptStrikeDoor, Cell: c, Arg: 0}, meleeM[need-1])
			return opts
		}
		if ranged.n > 0 && g.countLOS() && m.LOS(&g.Map, f.Cell, c, giants) {
			if rangedM[need-1] == nil {
				rangedM[need-1] = ranged.subsets(need, false, rangedBuf[need-1][:0])
			}
			opts = g.addEach(opts, Option{Kind: OptStrikeDoor, Cell: c, Arg: 1}, rangedM[need-1])
		}
		return opts
	}
	if g.hasDoors {
		for i, w := range g.doorSet {
			for w &^= g.Map.Open[i]; w != 0; w &= w - 1 {
				opts = try(grid.Cell(i<<6|bits.TrailingZeros64(w)), opts)
			}
		}
	}
	for i := range m.Cameras {
		c := m.Cameras[i].Cell
		if !g.Map.Gone.Has(c) && c != f.Cell {
			opts = try(c, opts)
		}
	}
	return opts
}

// strikeObject resolves a strike at a door or camera: a single roll of
// Attack + icons (half of them into or out of obscuring terrain; less the
// range penalty of a ranged strike) opens a door or destroys a camera
// with the hits of BreakHits, without alerting the camera (Adventures,
// "Doors", "Cameras").
func (g *Game) strikeObject(h int, o Option) {
	m := &g.B.Map
	s, _ := g.StrikeOf(h, &o)
	hits := max(g.heroRoll(h, s.Dice, false)-s.Penalty, 0)
	g.rec.Values[h][HStrikes]++
	door := m.Terrain[o.Cell]&grid.Door != 0 && !g.Map.Open.Has(o.Cell)
	need := g.BreakHits(o.Cell)
	ok := hits >= need
	if door {
		if g.log != nil {
			g.logf("strike: %s strikes the door at %s: %s, needs %d: %v", g.B.Heroes[h].Name, o.Cell.Label(), plural.Of(hits, "hit"), need, ok)
		}
		if ok {
			g.openDoor(o.Cell)
		}
		return
	}
	if g.log != nil {
		g.logf("strike: %s strikes the camera at %s: %s: destroyed %v", g.B.Heroes[h].Name, o.Cell.Label(), plural.Of(hits, "hit"), ok)
	}
	if ok {
		g.Map.Gone.Add(o.Cell)
	}
}

// passOptions appends hand-offs (a melee strike to an adjacent hero) and
// throws (a ranged strike to a hero in sight, not adjacent) of the item
// hero h carries; like any strike, one into or out of obscuring terrain
// needs 2 icons (Adventures, "Handing Off Carried Items", "Throwing Carried
// Items", "Obscuring Terrain").
func (g *Game) passOptions(h int, melee, ranged *slotSet, opts []Option) []Option {
	f := &g.Figs[h]
	var meleeBuf, rangedBuf [2]subsetBuf
	var meleeM, rangedM [2][]uint8 // by need-1; nil until listed
	for o := 0; o < g.nh; o++ {
		t := &g.Figs[o]
		if o == h || !t.Standing() || t.Carry >= 0 {
			continue
		}
		need := 1
		if g.Obscured(f.Cell, t.Cell) {
			need = 2
		}
		if g.B.Map.Adjacent(f.Cell, t.Cell) {
			if meleeM[need-1] == nil {
				meleeM[need-1] = melee.subsets(need, false, meleeBuf[need-1][:0])
			}
			opts = g.addEach(opts, Option{Kind: OptHandOff, Arg: f.Carry, Target: int16(o)}, meleeM[need-1])
		} else if g.CanSee(h, o) {
			if rangedM[need-1] == nil {
				rangedM[need-1] = ranged.subsets(need, false, rangedBuf[need-1][:0])
			}
			opts = g.addEach(opts, Option{Kind: OptThrowItem, Arg: f.Carry, Target: int16(o)}, rangedM[need-1])
		}
	}
	return opts
}

// PassNeed returns the hits hero h needs to hand off or throw its item to
// hero o: 1 plus 1 per enemy adjacent to h for a hand-off; the distance plus
// 1 per enemy adjacent to o for a throw.
func (g *Game) PassNeed(h, o int, throw bool) int {
	if throw {
		return grid.Chebyshev(g.Figs[h].Cell, g.Figs[o].Cell) + g.adjacentEnemies(o)
	}
	return 1 + g.adjacentEnemies(h)
}

// passItem hands off or throws hero h's item to hero o.Target, rolling the
// dice of a strike (StrikeDice: half the icons into or out of obscuring
// terrain, and the passive Attack bonus). A thrown item
// may be intercepted by each enemy on a space the throw passes: it rolls
// Battle dice equal to its Move and catches the item on any double hit. A
// failed pass lands on the empty space nearest the intended catcher
// (Adventures, "Handing Off Carried Items", "Throwing Carried Items",
// "Intercepting Thrown Items", "Dropping Carried Items").
func (g *Game) passItem(h int, o Option) {
	f := &g.Figs[h]
	to := int(o.Target)
	throw := o.Kind == OptThrowItem
	need := g.PassNeed(h, to, throw)
	hits := g.heroRoll(h, g.StrikeDice(h, g.Icons(h, o.Dice), f.Cell, g.Figs[to].Cell), false)
	item := int(f.Carry)
	f.Carry = -1
	g.carry[item].carrier = -1
	if g.log != nil {
		g.logf("pass: %s passes %s to %s: %s, needs %d", g.B.Heroes[h].Name, g.B.Carriables[item].Name, g.B.Heroes[to].Name, plural.Of(hits, "hit"), need)
	}
	if throw {
		if id := g.intercept(f.Cell, g.Figs[to].Cell); id >= 0 {
			g.Figs[id].Carry = int8(item)
			g.carry[item].carrier = int8(id)
			g.carry[item].cell = g.Figs[id].Cell
			if g.log != nil {
				g.logf("pass: %s intercepts %s", g.figName(id), g.B.Carriables[item].Name)
			}
			return
		}
	}
	if hits >= need {
		g.Figs[to].Carry = int8(item)
		g.carry[item].carrier = int8(to)
		g.carry[item].cell = g.Figs[to].Cell
		return
	}
	g.carry[item].cell = g.nearestEmpty(g.Figs[to].Cell)
}

// intercept returns the first enemy figure on a space the thrown item
// passes through, from a to b (the spaces whose inside the straight line
// between their centres crosses, as for line of sight; the ends excluded),
// that catches it, or -1. Each standing enemy there not carrying an item
// tries in turn (Adventures, "Intercepting Thrown Items", "AI Villain
// Figures and Carried Items").
func (g *Game) intercept(a, b grid.Cell) int {
	var buf [2 * grid.MaxSide]grid.Cell
	for _, c := range grid.LineSpaces(a, b, buf[:0]) {
		for id := g.nh; id < g.nf; id++ {
			v := &g.Figs[id]
			if v.Standing() && v.Cell == c && v.Carry < 0 {
				if g.rollDoubleHit(int(g.B.Villains[v.Type].Move)) {
					return id
				}
			}
		}
	}
	return -1
}

// rollDoubleHit rolls n Battle dice and reports whether any scores 2 or more
// hits.
func (g *Game) rollDoubleHit(n int) bool {
	n = max(0, min(n, len(g.faces)))
	g.countDice(n)
	for _, f := range g.roll.Roll(&g.bdie, n, g.faces[:0]) {
		if g.die[f].Hits >= 2 {
			return true
		}
	}
	return false
}

// nearestEmpty returns the empty space nearest c (c itself if empty), the
// first in reading order among equals (docs/RULES.md).
func (g *Game) nearestEmpty(c grid.Cell) grid.Cell {
	best, bd := c, 1<<20
	for y := 0; y < g.B.Map.H; y++ {
		for x := 0; x < g.B.Map.W; x++ {
			d := grid.At(x, y)
			if g.occ.Has(d) || g.down.Has(d) || g.B.Map.Blocking(&g.Map, d) {
				continue
			}
			if k := grid.Chebyshev(c, d); k < bd {
				best, bd = d, k
			}
		}
	}
	return best
}
