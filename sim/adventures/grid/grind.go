package grid

// A GrindRun is one way to end a grind (Adventures, Terrain Moves, Grind):
// the figure gets off the rail on End, having ridden past the spaces in
// Passed (every space bordering a rail segment ridden, End and the start
// included), whose enemies it may strike.
type GrindRun struct {
	End    Cell
	Passed Set
}

// A rail segment is an edge with LineGrind: seg = 2*c for the east edge of
// c, 2*c+1 for its south edge. A ride state is seg*2 + way, way 0 forward
// (+y for an east edge, +x for a south edge) and 1 backward.
const numRideStates = 4 * MaxCells

// GrindRuns appends to dst the ways a figure on from may grind (Adventures,
// Terrain Moves, Grind), one per space it may get off on. The figure boards
// a rail segment on one of the four edges of from, rides along connected
// segments in the directions GrindDir allows (turning where segments meet,
// never back along the segment it came by) as far as it likes, and gets off
// on an empty (not in occupied, which should hold every figure), non-
// blocking, stable space bordering a segment ridden, on either side of the
// rail; from itself is not an end. Where rails branch, the run to a space
// follows the route with the fewest segments. See docs/RULES.md, Map.
func (m *Map) GrindRuns(s *State, from Cell, occupied *Set, dst []GrindRun) []GrindRun {
	if !m.in(from) {
		return dst
	}
	// Most spaces border no rail: look for a boarding before setting up
	// the search.
	var board [8]int
	n := 0
	for _, seg := range m.bordering(from) {
		if seg < 0 {
			continue
		}
		for way := 0; way < 2; way++ {
			if m.rideAllowed(seg, way) {
				board[n] = seg*2 + way
				n++
			}
		}
	}
	if n == 0 {
		return dst
	}
	return m.grindSearch(s, from, occupied, board[:n], dst)
}

// grindSearch appends to dst the runs of a grind from from that boards in
// the ride states board, breadth first (see GrindRuns).
func (m *Map) grindSearch(s *State, from Cell, occupied *Set, board []int, dst []GrindRun) []GrindRun {
	// parent[st] is 0 for a state not reached, 1 for a boarding state,
	// else 2 + the state it was reached from: zero means unreached, so
	// the table needs no filling.
	var parent [numRideStates]int16
	var queue [numRideStates]int16
	head, tail := 0, 0
	push := func(st, p int) {
		if parent[st] == 0 {
			parent[st] = int16(p + 2)
			queue[tail] = int16(st)
			tail++
		}
	}
	for _, st := range board {
		push(st, -1)
	}
	var taken Set
	taken.Add(from)
	for head < tail {
		st := int(queue[head])
		head++
		seg := st >> 1
		for _, c := range segCells(seg) {
			if taken.Has(c) || !m.in(c) {
				continue
			}
			taken.Add(c)
			if m.Blocking(s, c) || has(occupied, c) || m.Terrain[c]&Unstable != 0 {
				continue
			}
			run := GrindRun{End: c}
			for p := st; p >= 0; p = int(parent[p]) - 2 {
				for _, b := range segCells(p >> 1) {
					if m.in(b) {
						run.Passed.Add(b)
					}
				}
			}
			run.Passed.Add(from)
			dst = append(dst, run)
		}
		px, py := rideHead(st)
		for _, next := range m.rideFrom(px, py) {
			if next >= 0 && next>>1 != seg {
				push(next, st)
			}
		}
	}
	return dst
}

// bordering returns the rail segments on the four edges of c (-1 where
// there is none).
func (m *Map) bordering(c Cell) [4]int {
	segs := [4]int{-1, -1, -1, -1}
	if m.East[c]&LineGrind != 0 {
		segs[0] = 2 * int(c)
	}
	if m.South[c]&LineGrind != 0 {
		segs[1] = 2*int(c) + 1
	}
	if c.X() > 0 && m.East[c-1]&LineGrind != 0 {
		segs[2] = 2 * int(c-1)
	}
	if c.Y() > 0 && m.South[c-MaxSide]&LineGrind != 0 {
		segs[3] = 2*int(c-MaxSide) + 1
	}
	return segs
}

// segCells returns the two spaces a segment lies between.
func segCells(seg int) [2]Cell {
	c := Cell(seg >> 1)
	if seg&1 == 0 {
		return [2]Cell{c, c + 1}
	}
	return [2]Cell{c, c + MaxSide}
}

// rideAllowed reports whether GrindDir lets a figure ride seg in way.
func (m *Map) rideAllowed(seg, way int) bool {
	bit := uint(seg&1)*2 + uint(way)
	return m.GrindDir[seg>>1]>>bit&1 != 0
}

// rideHead returns the lattice point (corner of spaces; point (x, y) is
// the north-west corner of space (x, y)) a ride state ends at.
func rideHead(st int) (int, int) {
	seg, way := st>>1, st&1
	c := Cell(seg >> 1)
	x, y := c.X(), c.Y()
	if seg&1 == 0 { // east edge, from (x+1, y) to (x+1, y+1)
		return x + 1, y + 1 - way
	}
	return x + 1 - way, y + 1 // south edge, from (x, y+1) to (x+1, y+1)
}

// rideFrom returns the ride states leaving lattice point (px, py) along a
// rail in an allowed direction (-1 where there is none): up, down, left,
// right.
func (m *Map) rideFrom(px, py int) [4]int {
	out := [4]int{-1, -1, -1, -1}
	try := func(i, x, y, kind, way int) {
		if !m.Inside(x, y) {
			return
		}
		c := At(x, y)
		l := m.East[c]
		if kind == 1 {
			l = m.South[c]
		}
		seg := 2*int(c) + kind
		if l&LineGrind != 0 && m.rideAllowed(seg, way) {
			out[i] = seg*2 + way
		}
	}
	try(0, px-1, py-1, 0, 1) // east edge of (px-1, py-1), ridden up
	try(1, px-1, py, 0, 0)   // east edge of (px-1, py), ridden down
	try(2, px-1, py-1, 1, 1) // south edge of (px-1, py-1), ridden left
	try(3, px, py-1, 1, 0)   // south edge of (px, py-1), ridden right
	return out
}
