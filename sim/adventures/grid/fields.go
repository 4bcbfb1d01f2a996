package grid

import "math/bits"

// This file holds the distance fields of a map with its doors closed and
// its objects in place, computed once by Prepare: a battle's walls are
// fixed, and until a door opens or an object is thrown every field a
// battle asks for is one of them.

// buildFields fills m.fields with the distance field to every space of the
// map, slow terrain counted and ignored (one table when the map has no
// slow spaces or lines: the fields are then the same). Row idx[to] of a
// table is the field to to, MaxCells bytes indexed by Cell.
func (m *Map) buildFields() {
	m.fields = [2][]uint8{}
	n := m.W * m.H
	var tables [2][]uint8
	tables[0] = make([]uint8, n*MaxCells)
	tables[1] = tables[0]
	slow := m.slow != (Set{}) || m.slowFrom != (Set{})
	if slow {
		tables[1] = make([]uint8, n*MaxCells)
	}
	for i := range m.On {
		for b := m.On[i]; b != 0; b &= b - 1 {
			to := Cell(i<<6 | bits.TrailingZeros64(b))
			k := int(m.idx[to])
			m.DistanceField(nil, to, false, (*[MaxCells]uint8)(tables[0][k*MaxCells:]))
			if slow {
				m.DistanceField(nil, to, true, (*[MaxCells]uint8)(tables[1][k*MaxCells:]))
			}
		}
	}
	m.fields = tables
}

// closed reports whether state s opens no door and moves no object that
// blocks: movement on s is movement on the map as built (s nil).
func (m *Map) closed(s *State) bool {
	if s == nil {
		return true
	}
	for i := 0; i < m.words; i++ {
		if (s.Open[i]|s.Gone[i])&m.dyn[i] != 0 {
			return false
		}
	}
	return true
}

// StaticField returns the distance field to space to (DistanceField,
// ignoring slow terrain if ignoreSlow) on state s from the tables Prepare
// built, or nil when s has opened a door or moved a blocking object, or to
// is off the map. The field is shared: read it, never write it.
func (m *Map) StaticField(s *State, to Cell, ignoreSlow bool) *[MaxCells]uint8 {
	if m.fields[0] == nil || !m.in(to) || !m.closed(s) {
		return nil
	}
	v := 0
	if ignoreSlow {
		v = 1
	}
	k := int(m.idx[to])
	return (*[MaxCells]uint8)(m.fields[v][k*MaxCells:])
}
