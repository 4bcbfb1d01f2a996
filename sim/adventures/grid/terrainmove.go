package grid

// ClimbTargets appends to dst the spaces a figure on from may reach with
// the climb terrain move (Adventures, Terrain Moves, Climb): an adjacent
// (8-neighbour) empty space of the other level, or across a climbable
// line. The space must be on the map, not blocking, not in occupied (which
// should hold every figure, standing or knocked down) and not unstable; the
// step must not cross a blocking line. Diagonal steps cross lines by the
// corner rule of docs/RULES.md.
func (m *Map) ClimbTargets(s *State, from Cell, occupied *Set, dst []Cell) []Cell {
	if !m.in(from) {
		return dst
	}
	// The directions a climb could take from here, before the spaces
	// blocking now are worked out: on most spaces there is none.
	var dirs [numDirs]bool
	some := false
	for d := 0; d < numDirs; d++ {
		if m.open[d].Has(from) && (m.climb[d].Has(from) || (m.Terrain[from]^m.Terrain[from+dirOff[d]])&Elevated != 0) {
			dirs[d], some = true, true
		}
	}
	if !some {
		return dst
	}
	var pass Set // the spaces not blocking now
	m.enterable(s, nil, &pass)
	for d := 0; d < numDirs; d++ {
		if n := from + dirOff[d]; dirs[d] && pass.Has(n) && !has(occupied, n) && !m.unstable.Has(n) {
			dst = append(dst, n)
		}
	}
	return dst
}

// LeapRange is how far a leap goes (Adventures, Terrain Moves, Leap).
const LeapRange = 3

// LeapTargets appends to dst the spaces a figure on from may land on with
// the leap terrain move (Adventures, Terrain Moves, Leap): 1 to 3 spaces in
// a straight queen line. The leap passes over figures and over slow, rough,
// harmful, unstable and obscuring spaces and climbable lines, but not
// through blocking terrain, closed doors or blocking lines; a leap that
// starts on low terrain cannot rise onto elevated terrain except through a
// fire escape, one that starts elevated may pass over low terrain. The
// landing space must not be in occupied (every figure) nor unstable. Use
// Falls to tell whether the landing costs falling hits.
func (m *Map) LeapTargets(s *State, from Cell, occupied *Set, dst []Cell) []Cell {
	if !m.in(from) {
		return dst
	}
	high := m.Elevated(from)
	var pass Set // the spaces not blocking now
	m.enterable(s, nil, &pass)
	for d := 0; d < numDirs; d++ {
		c := from
		for k := 1; k <= LeapRange; k++ {
			if !m.open[d].Has(c) || !pass.Has(c+dirOff[d]) {
				break
			}
			if !high && m.adjDirs[c]&(1<<d) == 0 {
				break // onto another level, not through a fire escape
			}
			c += dirOff[d]
			if !has(occupied, c) && !m.unstable.Has(c) {
				dst = append(dst, c)
			}
		}
	}
	return dst
}

// LeapFalls reports whether a leap from from to to ends with a fall, with
// every object in place: see Falls.
func (m *Map) LeapFalls(from, to Cell) bool { return m.Falls(nil, from, to) }

// Falls reports whether a figure moving from from to to by a leap (checked
// at the end of the leap only) suffers falling hits (Adventures, Elevated
// Terrain, Falling): from is elevated, to is not, and to is not a fire
// escape nor a soft landing (trash heap, dumpster) still on the map. A nil
// s means every object is in place.
func (m *Map) Falls(s *State, from, to Cell) bool {
	t := m.Terrain[to]
	if m.Terrain[from]&Elevated == 0 || t&(Elevated|FireEscape) != 0 {
		return false
	}
	return t&SoftLanding == 0 || !objectThere(s, to)
}

// CanTakeCover reports whether a figure on c may take cover (Adventures,
// Terrain Moves, Take Cover): c is covered terrain or adjacent to it.
func (m *Map) CanTakeCover(c Cell) bool { return m.in(c) && m.cover.Has(c) }

// coverSpaces returns the spaces a figure may take cover on: covered
// terrain, and the spaces adjacent to it (Prepare's table).
func (m *Map) coverSpaces() Set {
	var s Set
	for c := Cell(0); c < MaxCells; c++ {
		if !m.in(c) {
			continue
		}
		if m.Terrain[c]&Covered != 0 {
			s.Add(c)
			continue
		}
		for d := 0; d < numDirs; d++ {
			if n := m.neighbour(c, d); n != NoCell && m.Terrain[n]&Covered != 0 && m.levelAdjacent(c, n) {
				s.Add(c)
				break
			}
		}
	}
	return s
}

// CanCrouch reports whether a figure on c may crouch (Adventures, Terrain
// Moves, Crouch): an object it may crouch behind (car, dumpster, road
// block) is adjacent to c.
func (m *Map) CanCrouch(s *State, c Cell) bool {
	var buf [numDirs]Cell
	return len(m.CrouchObjects(s, c, buf[:0])) > 0
}

// CrouchObjects appends to dst the spaces of the objects adjacent to c that
// a figure on c may crouch behind.
func (m *Map) CrouchObjects(s *State, c Cell, dst []Cell) []Cell {
	if !m.in(c) {
		return dst
	}
	for d := 0; d < numDirs; d++ {
		n := m.neighbour(c, d)
		if n != NoCell && m.Terrain[n]&CrouchBehind != 0 && objectThere(s, n) && m.levelAdjacent(c, n) {
			dst = append(dst, n)
		}
	}
	return dst
}
