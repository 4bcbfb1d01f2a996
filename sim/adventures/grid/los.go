package grid

// losLines are the line kinds that block line of sight (Adventures,
// Terrain Types - Lines).
const losLines = LineBlocking | LineObscuring

// losView says what blocks a line of sight being walked.
type losView struct {
	m         *Map
	s         *State // nil: the static terrain (doors closed, objects in place)
	giants    *Set   // nil: no giant figures
	elevBlock bool   // interior elevated spaces block (not elevated to elevated)
	machine   bool   // obscuring spaces and lines do not block
	skipDyn   bool   // treat doors and removable objects as open (static table)
	dynHit    bool   // set when the walk met a door or removable object
}

// opaque reports whether an interior space c of the line blocks it.
func (v *losView) opaque(c Cell) bool {
	m := v.m
	t := m.Terrain[c]
	if m.dyn.Has(c) {
		v.dynHit = true
		if !v.skipDyn && (v.s == nil || !(v.s.Open.Has(c) || v.s.Gone.Has(c))) {
			return true
		}
	} else if t&Blocking != 0 {
		return true
	}
	if t&Obscuring != 0 && !v.machine {
		return true
	}
	if v.elevBlock && t&Elevated != 0 {
		return true
	}
	return v.giants != nil && v.giants.Has(c)
}

// lineMask returns the line kinds that block this view.
func (v *losView) lineMask() Line {
	if v.machine {
		return LineBlocking
	}
	return losLines
}

// walk reports whether the straight line from the centre of a to the
// centre of b is clear (Adventures, Line of Sight). It visits every space
// the line enters; where the line passes exactly through a corner it
// applies the corner rule of docs/RULES.md: the corner is closed when the
// walls there (opaque lines, and the sides of opaque side spaces) separate
// the two spaces the line goes between.
func (v *losView) walk(a, b Cell) bool {
	m := v.m
	x, y := a.X(), a.Y()
	dx, dy := b.X()-x, b.Y()-y
	sx, sy := 1, 1
	hd, vd := dirE, dirS
	if dx < 0 {
		dx, sx, hd = -dx, -1, dirW
	}
	if dy < 0 {
		dy, sy, vd = -dy, -1, dirN
	}
	k := v.lineMask()
	c := a
	for ix, iy := 0, 0; ix < dx || iy < dy; {
		tx, ty := (1+2*ix)*dy, (1+2*iy)*dx
		switch {
		case tx == ty: // through a corner
			r1, r2 := c+Cell(sx), c+Cell(sy*MaxSide)
			e1, e2, e3, e4 := m.edge(c, hd), m.edge(c, vd), m.edge(r1, vd), m.edge(r2, hd)
			v1, h1, h2, v2 := e1&k != 0, e2&k != 0, e3&k != 0, e4&k != 0
			if v.opaque(r1) {
				v1, h2 = true, true
			}
			if v.opaque(r2) {
				h1, v2 = true, true
			}
			if separates(v1, h1, h2, v2) {
				return false
			}
			c += Cell(sx + sy*MaxSide)
			x, y = x+sx, y+sy
			ix++
			iy++
		case tx < ty: // through a vertical edge
			if m.edge(c, hd)&k != 0 {
				return false
			}
			c += Cell(sx)
			x += sx
			ix++
		default: // through a horizontal edge
			if m.edge(c, vd)&k != 0 {
				return false
			}
			c += Cell(sy * MaxSide)
			y += sy
			iy++
		}
		if c != b && v.opaque(c) {
			return false
		}
	}
	return true
}

// LOS reports whether a figure on from has line of sight to to (Adventures,
// Line of Sight): the straight line between the centres of the spaces does
// not enter blocking terrain or a closed door, does not pass through
// obscuring terrain (it may end in it or start from it), does not cross a
// blocking or obscuring line, and does not pass through a space of
// elevated terrain unless both from and to are elevated (Elevated Terrain,
// LOS). giants holds the spaces of standing giant figures, which block like
// blocking terrain; nil means none. Other figures never block. LOS is
// symmetric. Crouching targets are checked with CrouchBlocked. Spaces off
// the map see nothing. Pass a nil giants when no giant stands: it is
// faster than an empty Set.
func (m *Map) LOS(s *State, from, to Cell, giants *Set) bool {
	if uint(from)|uint(to) >= MaxCells {
		return false
	}
	a, b := m.idx[from], m.idx[to]
	if a == offMap || b == offMap {
		return false
	}
	if from == to {
		return true
	}
	i := int(a)*m.W*m.H + int(b)
	bit := uint64(1) << (i & 63)
	if m.losDyn[i>>6]&bit == 0 && (giants == nil || !giantsNear(giants, from, to)) {
		return m.los[i>>6]&bit != 0
	}
	v := losView{m: m, s: s, giants: giants, elevBlock: !(m.Elevated(from) && m.Elevated(to))}
	return v.walk(from, to)
}

// LOSMachine is LOS for a machine figure, which is not affected by
// obscuring terrain or obscuring lines (Adventures, Character Attributes,
// Machine).
func (m *Map) LOSMachine(s *State, from, to Cell, giants *Set) bool {
	if !m.in(from) || !m.in(to) {
		return false
	}
	if from == to {
		return true
	}
	v := losView{m: m, s: s, giants: giants, machine: true, elevBlock: !(m.Elevated(from) && m.Elevated(to))}
	return v.walk(from, to)
}

// giantsNear reports whether a cell of giants may lie on the line between
// a and b: one lies in the columns spanned by a and b, in the words of the
// rows they span (a cheap, slightly generous test).
func giantsNear(giants *Set, a, b Cell) bool {
	x0, x1 := a.X(), b.X()
	if x0 > x1 {
		x0, x1 = x1, x0
	}
	w0, w1 := int(a)>>6, int(b)>>6
	if w0 > w1 {
		w0, w1 = w1, w0
	}
	cols := (uint64(1)<<(x1-x0+1) - 1) << x0
	cols |= cols << MaxSide
	for w := w0; w <= w1; w++ {
		if giants[w]&cols != 0 {
			return true
		}
	}
	return false
}

// offMap is the Map.idx value of a cell off the map.
const offMap = 0xFFFF

// pair returns the index of the ordered pair (a, b) of spaces in the LOS
// tables.
func (m *Map) pair(a, b Cell) int { return int(m.idx[a])*m.W*m.H + int(m.idx[b]) }

// buildLOS fills the static line-of-sight table: for every ordered pair
// of spaces, whether the line is clear with every door and removable object
// open, and whether it meets a door or removable object (then LOS walks the
// line against the State).
func (m *Map) buildLOS() {
	n := m.W * m.H
	words := (n*n + 63) / 64
	m.los = make([]uint64, words)
	m.losDyn = make([]uint64, words)
	for ay := 0; ay < m.H; ay++ {
		for ax := 0; ax < m.W; ax++ {
			a := At(ax, ay)
			for by := 0; by < m.H; by++ {
				for bx := 0; bx < m.W; bx++ {
					b := At(bx, by)
					if b >= a {
						m.losPair(a, b)
					}
				}
			}
		}
	}
}

// losPair sets the static line-of-sight bits of the pairs (a, b) and
// (b, a).
func (m *Map) losPair(a, b Cell) {
	v := losView{m: m, skipDyn: true, elevBlock: !(m.Elevated(a) && m.Elevated(b))}
	ok := a == b || v.walk(a, b)
	for _, i := range [2]int{m.pair(a, b), m.pair(b, a)} {
		bit := uint64(1) << (i & 63)
		m.los[i>>6] &^= bit
		m.losDyn[i>>6] &^= bit
		if ok {
			m.los[i>>6] |= bit
		}
		if v.dynHit {
			m.losDyn[i>>6] |= bit
		}
	}
}

// CrouchBlocked reports whether a figure on to that crouches (behind is an
// object it crouched behind; NoCell when it does not crouch) is hidden from
// a figure on from. A figure crouches "behind the object(s)" it is adjacent
// to (Adventures, Terrain Moves: Crouch): every car, dumpster or road block
// adjacent to to and still on the map hides it (CrouchObjects), not only
// the one named. It is hidden when the straight line between the centres
// of from and to passes through the inside of one of those spaces. A line
// that only touches a corner of an object's space is not blocked; neither
// is a line from the object's own space. A thrown object hides nothing.
func (m *Map) CrouchBlocked(s *State, from, to, behind Cell) bool {
	if behind == NoCell {
		return false
	}
	var buf [numDirs]Cell
	for _, o := range m.CrouchObjects(s, to, buf[:0]) {
		if m.lineThrough(from, to, o) {
			return true
		}
	}
	return false
}

// lineThrough reports whether the straight line between the centres of
// from and to passes through the inside of the space behind, which is
// neither end.
func (m *Map) lineThrough(from, to, behind Cell) bool {
	if behind == from || behind == to {
		return false
	}
	var buf [2 * MaxSide]Cell
	for _, c := range LineSpaces(from, to, buf[:0]) {
		if c == behind {
			return true
		}
	}
	return false
}

// LineSpaces appends to dst, in order from from, the spaces whose inside
// the straight line between the centres of from and to passes through,
// the two ends excluded: the spaces a thrown item passes through
// (Adventures, "Intercepting Thrown Items"), and those an object hides a
// crouching figure behind. A line through a corner point passes through
// neither side space.
func LineSpaces(from, to Cell, dst []Cell) []Cell {
	x, y := from.X(), from.Y()
	dx, dy := to.X()-x, to.Y()-y
	sx, sy := 1, 1
	if dx < 0 {
		dx, sx = -dx, -1
	}
	if dy < 0 {
		dy, sy = -dy, -1
	}
	c := from
	for ix, iy := 0, 0; ix < dx || iy < dy; {
		tx, ty := (1+2*ix)*dy, (1+2*iy)*dx
		switch {
		case tx == ty:
			c += Cell(sx + sy*MaxSide)
			ix++
			iy++
		case tx < ty:
			c += Cell(sx)
			ix++
		default:
			c += Cell(sy * MaxSide)
			iy++
		}
		if c != to {
			dst = append(dst, c)
		}
	}
	return dst
}
