package grid

import "math/bits"

// Directions, clockwise from north. Orthogonal directions are even:
// direction 2*f is the Facing f.
const (
	dirN = iota
	dirNE
	dirE
	dirSE
	dirS
	dirSW
	dirW
	dirNW
	numDirs
)

var (
	dirX = [numDirs]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirY = [numDirs]int{-1, -1, 0, 1, 1, 1, 0, -1}
	// dirOff is the Cell offset of a step in each direction.
	dirOff = [numDirs]Cell{-MaxSide, -MaxSide + 1, 1, MaxSide + 1, MaxSide, MaxSide - 1, -1, -MaxSide - 1}
)

// Inside reports whether column x, row y is a space of the map.
func (m *Map) Inside(x, y int) bool { return x >= 0 && y >= 0 && x < m.W && y < m.H }

// in reports whether c is a space of the map.
func (m *Map) in(c Cell) bool { return c >= 0 && int(c) < MaxCells && m.On.Has(c) }

// neighbour returns the cell one step from c in direction d, or NoCell off
// the map.
func (m *Map) neighbour(c Cell, d int) Cell {
	x, y := c.X()+dirX[d], c.Y()+dirY[d]
	if !m.Inside(x, y) {
		return NoCell
	}
	return At(x, y)
}

// Chebyshev returns the number of spaces between a and b counted by the
// shortest 8-neighbour route on an empty grid (Adventures, Straight Lines).
func Chebyshev(a, b Cell) int {
	dx, dy := a.X()-b.X(), a.Y()-b.Y()
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	return max(dx, dy)
}

// Elevated reports whether c is elevated terrain. A fire escape is low
// unless the map also marks it elevated.
func (m *Map) Elevated(c Cell) bool { return m.Terrain[c]&Elevated != 0 }

// levelAdjacent reports whether the levels of a and b let a figure step
// between them: the same level, or either is a fire escape (Adventures,
// Elevated Terrain and Fire Escapes).
func (m *Map) levelAdjacent(a, b Cell) bool {
	ta, tb := m.Terrain[a], m.Terrain[b]
	return (ta^tb)&Elevated == 0 || (ta|tb)&FireEscape != 0
}

// Adjacent reports whether a and b are adjacent in the sense of the rules:
// distinct 8-neighbours on the same level, or one of them a fire escape
// (Adventures, Elevated Terrain; Melee Strikes). Lines between the spaces do
// not matter.
func (m *Map) Adjacent(a, b Cell) bool {
	// Policies call this for every pair of figures and every candidate
	// space, so it is small enough to inline: unsigned arithmetic puts b
	// off the map or not within one step of a out of range, and Prepare's
	// adjDirs table holds the rest (both spaces on the map, the levels).
	dx := uint(b)%MaxSide - uint(a)%MaxSide + 1
	dy := uint(b)/MaxSide - uint(a)/MaxSide + 1
	if uint(a) >= MaxCells || dx > 2 || dy > 2 {
		return false
	}
	return m.adjDirs[a]&stepBit[dy*3+dx] != 0
}

// stepBit is the adjDirs bit of the direction of a step by (dx, dy), at
// index (dy+1)*3 + dx+1; 0 for no step.
var stepBit = func() (t [9]uint8) {
	for d := 0; d < numDirs; d++ {
		t[(dirY[d]+1)*3+dirX[d]+1] = 1 << d
	}
	return t
}()

// AdjacentSet returns the spaces adjacent to c: every space n for which
// Adjacent(c, n) holds. It is empty for a cell off the map.
func (m *Map) AdjacentSet(c Cell) Set {
	var s Set
	if !m.in(c) {
		return s
	}
	for ds := m.adjDirs[c]; ds != 0; ds &= ds - 1 {
		s.Add(c + dirOff[bits.TrailingZeros8(ds)])
	}
	return s
}

// AdjacentTo reports whether a space of s is adjacent to c (Adjacent).
func (m *Map) AdjacentTo(c Cell, s *Set) bool {
	if !m.in(c) {
		return false
	}
	for ds := m.adjDirs[c]; ds != 0; ds &= ds - 1 {
		if s.Has(c + dirOff[bits.TrailingZeros8(ds)]) {
			return true
		}
	}
	return false
}

// edge returns the line on the edge crossed by an orthogonal step from c in
// direction d. The step must stay on the map.
func (m *Map) edge(c Cell, d int) Line {
	switch d {
	case dirN:
		return m.South[c-MaxSide]
	case dirE:
		return m.East[c]
	case dirS:
		return m.South[c]
	default:
		return m.East[c-1]
	}
}

// cornerEdges returns the four edges meeting at the corner crossed by a
// diagonal step from p in direction d to q: v1 between p and its
// horizontal neighbour r1, h1 between p and its vertical neighbour r2, h2
// between r1 and q, v2 between r2 and q. v1, v2 lie on one straight line,
// h1, h2 on the other. The step must stay on the map.
func (m *Map) cornerEdges(p Cell, d int) (v1, h1, h2, v2 Line) {
	hd, vd := dirE, dirS
	if dirX[d] < 0 {
		hd = dirW
	}
	if dirY[d] < 0 {
		vd = dirN
	}
	r1, r2 := p+dirOff[hd], p+dirOff[vd]
	return m.edge(p, hd), m.edge(p, vd), m.edge(r1, vd), m.edge(r2, hd)
}

// separates reports whether walls on the four edges meeting at a corner
// (named as by cornerEdges) close the corner between the two diagonal
// spaces p and q: a straight wall through the corner, or an L around p or
// around q. A single wall ending at the corner, or an L around a side
// space, leaves the corner open.
func separates(v1, h1, h2, v2 bool) bool {
	return v1 && v2 || h1 && h2 || v1 && h1 || h2 && v2
}

// cornerClosed reports whether lines of kind k close the corner crossed by
// the diagonal step from p in direction d.
func (m *Map) cornerClosed(p Cell, d int, k Line) bool {
	v1, h1, h2, v2 := m.cornerEdges(p, d)
	return separates(v1&k != 0, h1&k != 0, h2&k != 0, v2&k != 0)
}

// crossing returns the lines crossed by a step from c in direction d, as
// a mask of the line kinds: for an orthogonal step the line on the edge,
// for a diagonal step each kind whose lines (together with stronger kinds)
// close the corner (see docs/RULES.md, Map).
func (m *Map) crossing(c Cell, d int) Line {
	if d&1 == 0 {
		return m.edge(c, d)
	}
	var l Line
	const wall = LineBlocking | LineClimbable
	if m.cornerClosed(c, d, LineBlocking) {
		l |= LineBlocking
	}
	if m.cornerClosed(c, d, wall) && l == 0 {
		l |= LineClimbable
	}
	if m.cornerClosed(c, d, wall|LineSlow) {
		l |= LineSlow
	}
	if m.cornerClosed(c, d, LineBlocking|LineObscuring) {
		l |= LineObscuring
	}
	return l
}

// Crossing returns the lines crossed by a step from a to b, an adjacent
// space on the same grid (a king's step), as crossing counts them: the
// edge's line for an orthogonal step, the kinds that close the corner for
// a diagonal one. It is 0 when b is not one step from a.
func (m *Map) Crossing(a, b Cell) Line {
	dx, dy := b.X()-a.X(), b.Y()-a.Y()
	for d := 0; d < numDirs; d++ {
		if dirX[d] == dx && dirY[d] == dy {
			if !m.Inside(b.X(), b.Y()) {
				return 0
			}
			return m.crossing(a, d)
		}
	}
	return 0
}

// Bit masks of the first and last columns in a Set word (two rows a word).
const (
	firstColumns = 1 | 1<<MaxSide
	lastColumns  = 1<<(MaxSide-1) | 1<<(2*MaxSide-1)
)

// KingGrow returns s with every cell of the 32×32 grid one king's step
// (Chebyshev distance 1) from a member added: a dilation on the bitboard,
// one shift per direction, whatever the map. Rows at or past rows are left
// empty; rows must be even, at most MaxSide.
func KingGrow(s *Set, rows int) Set {
	var out Set
	copy(out[:rows/2], s[:rows/2])
	kingGrow(&out, rows/2)
	return out
}

// kingGrow is KingGrow in place, on the first nw words of s: each word's
// two rows grow sideways, then take the rows above and below from the
// words around it as they were.
func kingGrow(s *Set, nw int) {
	if nw <= 0 {
		return
	}
	// The sideways growth of a word: a step off a row's end is dropped.
	side := func(w uint64) uint64 { return w | w<<1&^firstColumns | w>>1&^lastColumns }
	var prev uint64 // word i-1, grown sideways
	cur := side(s[0])
	for i := 0; i < nw; i++ {
		var next uint64
		if i+1 < nw {
			next = side(s[i+1])
		}
		s[i] = cur | cur<<MaxSide | cur>>MaxSide | prev>>MaxSide | next<<MaxSide
		prev, cur = cur, next
	}
}

// KingDistances fills dst[c], for every space c of m, with the Chebyshev
// distance from c to the nearest cell of targets, which need not be on the
// map (the straight-line count of Adventures, "Straight Lines", through any
// terrain); with no targets, every space gets MaxCells. It grows the
// targets one ring at a time, which costs a few bitboard passes where
// measuring every target from every space costs a product.
func (m *Map) KingDistances(targets *Set, dst *[MaxCells]int32) {
	rows := min(MaxSide, m.H+m.H%2)
	left := m.On
	seen := *targets
	if *targets == (Set{}) {
		for c := range dst {
			dst[c] = MaxCells
		}
		return
	}
	// Targets off the rows of the map still measure: grow them over every
	// row, then keep the map's rows.
	if !rowsHold(targets, rows) {
		rows = MaxSide
	}
	for d := int32(0); ; d++ {
		empty := true
		for i := range left[:rows/2] {
			ring := left[i] & seen[i]
			left[i] &^= ring
			empty = empty && left[i] == 0
			for ; ring != 0; ring &= ring - 1 {
				dst[i*64+bits.TrailingZeros64(ring)] = d
			}
		}
		if empty {
			return
		}
		kingGrow(&seen, rows/2)
	}
}

// rowsHold reports whether every cell of s lies in the first rows rows.
func rowsHold(s *Set, rows int) bool {
	for i := rows / 2; i < len(s); i++ {
		if s[i] != 0 {
			return false
		}
	}
	return true
}
