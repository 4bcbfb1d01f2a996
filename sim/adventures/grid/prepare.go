package grid

import "math/bits"

// Prepare fills the derived parts of m after the loader has set W, H,
// Terrain, the lines, GrindDir and Cameras: On, Has and the tables that
// make movement and line of sight fast (a line-of-sight bit per ordered
// pair of spaces, a distance field to each space). It allocates and takes
// time proportional to (W*H)²; call it once per battle, before sharing m. It panics if the map is
// larger than MaxSide×MaxSide.
func (m *Map) Prepare() {
	if m.W < 1 || m.H < 1 || m.W > MaxSide || m.H > MaxSide {
		panic("grid: map size out of range")
	}
	m.On = Set{}
	m.Has = [32]Set{}
	for i := range m.idx {
		m.idx[i] = offMap
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			c := At(x, y)
			m.On.Add(c)
			m.idx[c] = uint16(y*m.W + x)
			for t := m.Terrain[c]; t != 0; t &= t - 1 {
				m.Has[bits.TrailingZeros32(uint32(t))].Add(c)
			}
		}
	}
	m.dyn = Set{}
	objects := m.set(SmallObject | LargeObject)
	blocking := m.set(Blocking)
	for i := range m.dyn {
		m.dyn[i] = m.set(Door)[i] | objects[i]&blocking[i]
	}
	for i := range m.dyn {
		m.block[i] = blocking[i] &^ m.dyn[i]
	}
	m.slow = m.set(Slow | FireEscape)
	m.rough = m.set(Rough)
	m.unstable = m.set(Unstable)
	m.words = (m.H + 1) / 2
	m.step, m.slowStep = [numDirs]Set{}, [numDirs]Set{}
	m.slowFrom, m.slowTo = Set{}, Set{}
	m.fwd, m.fwdPlain, m.fwdSlow = stepMasks{}, stepMasks{}, stepMasks{}
	m.rev, m.revPlain, m.revSlow = stepMasks{}, stepMasks{}, stepMasks{}
	m.open, m.climb = [numDirs]Set{}, [numDirs]Set{}
	m.adjDirs = [MaxCells]uint8{}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			c := At(x, y)
			for d := 0; d < numDirs; d++ {
				n := m.neighbour(c, d)
				if n == NoCell {
					continue
				}
				if l := m.crossing(c, d); l&LineBlocking == 0 {
					m.open[d].Add(c)
					if l&LineClimbable != 0 {
						m.climb[d].Add(c)
					}
				}
				if !m.levelAdjacent(c, n) {
					continue
				}
				m.adjDirs[c] |= 1 << d
				l := m.crossing(c, d)
				if l&(LineBlocking|LineClimbable) != 0 {
					continue
				}
				m.step[d].Add(c)
				cb, nb := uint64(1)<<(uint(c)&63), uint64(1)<<(uint(n)&63)
				m.fwd[c>>6][d] |= cb
				m.rev[n>>6][(d+4)%numDirs] |= nb
				if l&LineSlow != 0 {
					m.slowStep[d].Add(c)
					m.slowFrom.Add(c)
					m.slowTo.Add(n)
					m.fwdSlow[c>>6][d] |= cb
					m.revSlow[n>>6][(d+4)%numDirs] |= nb
				} else {
					m.fwdPlain[c>>6][d] |= cb
					m.revPlain[n>>6][(d+4)%numDirs] |= nb
				}
			}
		}
	}
	m.hasSlowFrom = m.slowFrom != (Set{})
	m.kingSteps = m.outlineSteps()
	m.cover = m.coverSpaces()
	if m.keepLOS {
		// A large object thrown (RemoveLargeObject): the lines that change
		// are updated there, and the distance fields of the map as built
		// no longer hold; the searches compute them (StaticField nil).
		m.fields = [2][]uint8{}
		return
	}
	m.buildLOS()
	m.buildFields()
}

// set returns the cells whose terrain has any of the flags of t.
func (m *Map) set(t Terrain) Set {
	var s Set
	for ; t != 0; t &= t - 1 {
		h := &m.Has[bits.TrailingZeros32(uint32(t))]
		for i := range s {
			s[i] |= h[i]
		}
	}
	return s
}

// outlineSteps reports whether the steps of m are those of its outline
// alone: from every space onto every neighbour on the map, none crossing a
// slow line.
func (m *Map) outlineSteps() bool {
	if m.hasSlowFrom {
		return false
	}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			c := At(x, y)
			for d := 0; d < numDirs; d++ {
				if (m.neighbour(c, d) != NoCell) != m.step[d].Has(c) {
					return false
				}
			}
		}
	}
	return true
}
