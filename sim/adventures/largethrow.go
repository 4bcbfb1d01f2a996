package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// This file plays the throw of a large object: "Cars, dumpsters, and
// benches may be thrown by some figures. Once a large object has been
// thrown, remove it from the map (it is destroyed)" (Adventures, Terrain
// Types: Large Throwing Objects). The figures that may are the heroes whose
// special move says so (Special.ThrowLarge); the throw is played as the
// Throw Small Object terrain move is (throwObject in specials.go): the
// special's ranged strike, from an object on or next to the hero
// (docs/RULES.md).
//
// A thrown large object takes its terrain off the map (grid.
// LargeObjectTerrain), which a Map shared by every battle cannot do. So a
// Game of a battle that may throw one (Battle.ThrowsLarge) plays on a copy
// of the battle holding a Map of its own, changed by each throw and
// restored from the shared one before the next battle; a Game of any other
// battle keeps playing on the shared Battle and nothing changes for it.

// ThrowsLarge reports whether a special move of b's heroes throws a large
// object: the battles whose map changes during play, where whatever assumes
// the terrain of the map as built (precomputed tables, caches kept across
// battles or turns) must be refreshed or left unused.
func (b *Battle) ThrowsLarge() bool {
	for h := range b.Heroes {
		for i := range b.Heroes[h].Specials {
			if b.Heroes[h].Specials[i].ThrowLarge {
				return true
			}
		}
	}
	return false
}

// A largeThrow is the own battle of a Game whose heroes may throw a large
// object.
type largeThrow struct {
	orig  *Battle // the shared battle
	b     Battle  // orig with a Map of its own, which throws change
	dirty bool    // an object was thrown since b.Map was copied from orig
	buf   [grid.MaxCells]grid.Cell
}

// initLargeThrow gives g a battle of its own when its heroes may throw a
// large object (NewGame).
func (g *Game) initLargeThrow() {
	if !g.B.ThrowsLarge() {
		return
	}
	lt := &largeThrow{orig: g.B, b: *g.B}
	lt.b.Map.CopyFrom(&g.B.Map)
	g.large = lt
	g.B = &lt.b
}

// sharedBattle returns the battle g was made for: the shared one, not g's
// own copy.
func (g *Game) sharedBattle() *Battle {
	if g.large != nil {
		return g.large.orig
	}
	return g.B
}

// restoreMap puts back the objects thrown in the last battle (Play).
func (g *Game) restoreMap() {
	if lt := g.large; lt != nil && lt.dirty {
		lt.b.Map.CopyFrom(&lt.orig.Map)
		lt.dirty = false
	}
}

// keepLargeThrow makes g, just copied from src (CopyFrom), play on its own
// battle lt again, with the map of src.
func (g *Game) keepLargeThrow(src *Game, lt *largeThrow) {
	if lt == nil || src.large == nil {
		return
	}
	g.large, g.B = lt, &lt.b
	if src.large.dirty || lt.dirty {
		lt.b.Map.CopyFrom(&src.B.Map)
		lt.dirty = src.large.dirty
	}
}

// throwableFor returns the space of an object hero h may throw with special
// move s (a small one first), or NoCell.
func (g *Game) throwableFor(h int, s *Special) grid.Cell {
	c := grid.NoCell
	if s.ThrowObject {
		c = g.throwable(g.Figs[h].Cell)
	}
	if c == grid.NoCell && s.ThrowLarge {
		c = g.throwableLarge(h)
	}
	return c
}

// throwableLarge returns a space of a large object on or next to hero h,
// whatever their levels, that no other figure stands or lies on, or NoCell
// (docs/RULES.md).
func (g *Game) throwableLarge(h int) grid.Cell {
	if g.large == nil {
		return grid.NoCell
	}
	f := &g.Figs[h]
	if c := f.Cell; g.largeFree(h, c) {
		return c
	}
	for _, c := range g.adjacentCells(f.Cell) {
		if g.largeFree(h, c) {
			return c
		}
	}
	return grid.NoCell
}

// largeFree reports whether a large object on c may be thrown by hero h:
// one is there and no figure but h is on its spaces.
func (g *Game) largeFree(h int, c grid.Cell) bool {
	cells := g.B.Map.LargeObjectAt(&g.Map, c, g.large.buf[:0])
	for _, d := range cells {
		if (g.occ.Has(d) || g.down.Has(d)) && d != g.Figs[h].Cell {
			return false
		}
	}
	return len(cells) > 0
}

// throwLarge removes the large object on c, thrown by hero h: "Once a
// large object has been thrown, remove it from the map (it is destroyed)"
// (Adventures, Terrain Types: Large Throwing Objects). Its spaces lose the
// terrain it gave them for everyone: movement, sight, strikes and
// defence; a figure that took cover there, or beside the cover it gave,
// loses the cover.
func (g *Game) throwLarge(h int, c grid.Cell) {
	lt := g.large
	m := &g.B.Map
	cells := m.LargeObjectAt(&g.Map, c, lt.buf[:0])
	for _, d := range cells {
		g.Map.Gone.Add(d)
	}
	m.RemoveLargeObject(cells)
	lt.dirty = true
	g.heroBrk.valid, g.villainBrk.valid = false, false
	g.reachFor = -1
	for id := 0; id < g.nf; id++ {
		if f := &g.Figs[id]; f.Cover && !m.CanTakeCover(f.Cell) {
			f.Cover = false
		}
	}
	if g.log != nil {
		g.logf("throw: %s throws the large object at %s", g.B.Heroes[h].Name, c.Label())
	}
}
