package grid

// This file holds what a thrown large object changes on a map: cars,
// dumpsters and benches "may be thrown by some figures. Once a large object
// has been thrown, remove it from the map (it is destroyed)" (Adventures,
// Terrain Types: Large Throwing Objects). A Map is static and shared, so a
// battle that may throw one plays on a copy of its own (CopyFrom) and
// removes the object from that copy (RemoveLargeObject); every other
// battle's map never changes.

// LargeObjectTerrain is the terrain a large throwing object gives its
// spaces, which they lose when it is thrown: a dumpster's cover, elevation,
// soft landing and crouch-behind, a car's slow and crouch-behind, a bench's
// slow, and the blocking of a blocking object (docs/RULES.md).
const LargeObjectTerrain = LargeObject | Covered | Elevated | SoftLanding | CrouchBehind | Slow | Blocking

// CopyFrom makes m a copy of src, prepared as src is. It reuses m's own
// line-of-sight tables, so it allocates nothing once m has held a copy of a
// map of src's size, and RemoveLargeObject updates them in place.
func (m *Map) CopyFrom(src *Map) {
	los, losDyn := m.los, m.losDyn
	if !m.ownLOS {
		los, losDyn = nil, nil // shared with the Map m was assigned from
	}
	*m = *src
	m.los = append(los[:0], src.los...)
	m.losDyn = append(losDyn[:0], src.losDyn...)
	m.ownLOS = true
}

// LargeObjectAt returns the spaces of the large throwing object on c into
// buf: the orthogonally connected spaces of large-object terrain with the
// same terrain as c (a car or a dumpster covers two spaces; two objects
// side by side with the same terrain read as one, docs/RULES.md). It
// returns buf empty when no large object is on c, or when s says it is
// gone.
func (m *Map) LargeObjectAt(s *State, c Cell, buf []Cell) []Cell {
	buf = buf[:0]
	if !m.in(c) || m.Terrain[c]&LargeObject == 0 || !objectThere(s, c) {
		return buf
	}
	t := m.Terrain[c]
	var seen Set
	seen.Add(c)
	buf = append(buf, c)
	for i := 0; i < len(buf); i++ {
		x, y := buf[i].X(), buf[i].Y()
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if !m.Inside(x+d[0], y+d[1]) {
				continue
			}
			n := At(x+d[0], y+d[1])
			if !seen.Has(n) && m.Terrain[n] == t {
				seen.Add(n)
				buf = append(buf, n)
			}
		}
	}
	return buf
}

// RemoveLargeObject takes the terrain of a thrown large object
// (LargeObjectTerrain) off the spaces cells and prepares m again, so that
// movement, sight, cover and elevation read the map without it. m must be
// a Map of its own (CopyFrom), never one shared with other battles. It
// walks again only the lines of sight that may touch those spaces
// (losNear), and allocates nothing.
func (m *Map) RemoveLargeObject(cells []Cell) {
	if !m.ownLOS { // not a copy: never write the tables of another Map
		m.los, m.losDyn = append([]uint64(nil), m.los...), append([]uint64(nil), m.losDyn...)
		m.ownLOS = true
	}
	for _, c := range cells {
		m.Terrain[c] &^= LargeObjectTerrain
	}
	m.keepLOS = true
	m.Prepare()
	m.keepLOS = false
	for ay := 0; ay < m.H; ay++ {
		for ax := 0; ax < m.W; ax++ {
			a := At(ax, ay)
			for by := ay; by < m.H; by++ {
				for bx := 0; bx < m.W; bx++ {
					if b := At(bx, by); b >= a && losNear(a, b, cells) {
						m.losPair(a, b)
					}
				}
			}
		}
	}
}

// losNear reports whether the line between the centres of a and b may
// touch one of the spaces cells (ends included): the space lies in the box
// of a and b and its square meets the infinite line through them. Whatever
// the walk of a line of sight reads (the spaces it enters, the side spaces
// of a corner it passes exactly through, its ends' elevation) is such a
// space.
func losNear(a, b Cell, cells []Cell) bool {
	ax, ay, bx, by := a.X(), a.Y(), b.X(), b.Y()
	dx, dy := bx-ax, by-ay
	w := abs(dx) + abs(dy) // twice the half-width of a square across the line, times the line's length
	for _, c := range cells {
		cx, cy := c.X(), c.Y()
		if cx < min(ax, bx) || cx > max(ax, bx) || cy < min(ay, by) || cy > max(ay, by) {
			continue
		}
		if 2*abs((cx-ax)*dy-(cy-ay)*dx) <= w {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
