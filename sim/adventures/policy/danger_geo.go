package policy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// A spawnGeo keeps what spawnDanger reads of a minion spawned on a
// spawning space striking a hero on a space (strikesAt): whether the two
// spaces are adjacent, whether they are on one level, the range penalty
// from the one to the other, and whether a figure on the one sees the
// other. Per spawning space of the battle (by its index in
// Battle.Spawns; the first maxSpawnSpaces are kept, the others worked
// out each time) and space of the map, each worked out the first time it
// is read. They depend on the map and, for the sight, on the doors open,
// the blocking objects gone and the giant figures standing alone
// (Adventures, "Line of Sight", "Ranged Strikes", "Elevated Terrain",
// "Giant"): check keeps them from one decision, turn, round and battle to
// the next while those are unchanged, and makes them stale when one
// changes.
type spawnGeo struct {
	battle *adventures.Battle
	dyn    grid.Set // the battle's doors and blocking objects: what sight reads of the doors open and objects gone
	sig    uint64   // a hash of the doors open, the objects gone and the giants' spaces
	gen    uint8    // the generation of the entries of at that are valid
	sight  adventures.Sight
	at     [maxSpawnSpaces][grid.MaxCells]uint16 // gen<<8 | the entry's bits
}

// The bits of a spawnGeo entry.
const (
	geoAdjacent = 1 << iota // the spaces are adjacent
	geoLevel                // on one level (both elevated or neither)
	geoSees                 // a figure on the spawning space sees the space
	geoPenShift = iota      // the range penalty, at most geoPenMax, from this bit on
	geoPenMax   = 31
)

// check makes the entries kept stale unless they were worked out for
// the battle of g, its doors open, objects gone and giants standing now.
func (s *spawnGeo) check(g adventures.View) {
	b := g.Battle()
	fresh := s.battle != b || s.gen == 0
	if fresh {
		s.battle, s.dyn = b, dynamic(&b.Map)
	}
	st := g.State()
	g.Sight(&s.sight)
	k := mixer(1)
	for i := range mapWords(g) {
		k.mix((st.Open[i] | st.Gone[i]) & s.dyn[i])
	}
	if gi := s.sight.Giants(); gi != nil {
		k.mix(1 << 62)
		for i := range mapWords(g) {
			k.mix(gi[i])
		}
	}
	if !fresh && s.sig == uint64(k) {
		return
	}
	s.sig = uint64(k)
	if s.gen++; s.gen == 0 {
		s.at = [maxSpawnSpaces][grid.MaxCells]uint16{}
		s.gen = 1
	}
}

// dynamic returns the spaces of m whose blocking of sight a State
// changes: the doors, open or closed, and the blocking throwing objects,
// there or gone (Adventures, "Doors", "Throwing Objects"; the sight of
// grid.Map.LOS).
func dynamic(m *grid.Map) grid.Set {
	var s grid.Set
	door, small, large, blocking := &m.Has[bitOf(grid.Door)], &m.Has[bitOf(grid.SmallObject)], &m.Has[bitOf(grid.LargeObject)], &m.Has[bitOf(grid.Blocking)]
	for i := range s {
		s[i] = door[i] | (small[i]|large[i])&blocking[i]
	}
	return s
}

// bitOf returns the index of terrain bit t (grid.Map.Has).
func bitOf(t grid.Terrain) int { return bits.TrailingZeros32(uint32(t)) }

// entry returns the entry of spawning space i of the battle, on sp, and
// the space c.
func (s *spawnGeo) entry(g adventures.View, i int, sp, c grid.Cell) uint16 {
	c &= grid.MaxCells - 1 // c is on the map
	if i < maxSpawnSpaces {
		if e := s.at[i][c]; uint8(e>>8) == s.gen {
			return e
		}
	}
	m := &g.Battle().Map
	var e uint16
	if grid.Chebyshev(sp, c) == 1 && m.Adjacent(sp, c) {
		e |= geoAdjacent
	}
	if m.Elevated(sp) == m.Elevated(c) {
		e |= geoLevel
	}
	if g.Sees(&s.sight, sp, c) {
		e |= geoSees
	}
	e |= uint16(min(g.RangePenalty(sp, c), geoPenMax)) << geoPenShift
	e |= uint16(s.gen) << 8
	if i < maxSpawnSpaces {
		s.at[i][c] = e
	}
	return e
}
