package grid

import "math/bits"

// MaxMP is the most move points a Reach query honours; more are treated as
// MaxMP.
const MaxMP = 254

// Unreachable is the Reach.Cost and DistanceField value of a space that
// cannot be reached.
const Unreachable = 255

// A MoveQuery describes one move action (Adventures, Movement).
type MoveQuery struct {
	From Cell // the space the figure starts on
	MP   int  // move points to spend
	// Occupied holds the spaces of standing figures, which cannot be
	// entered. It may hold From. nil means none.
	Occupied *Set
	// Down holds the spaces of knocked-down figures: they may be passed
	// through but not ended on. nil means none.
	Down *Set
	// BreakAway[c] is the extra cost to leave c, paid on every step out of
	// c (Breaking Away from Enemies); see BreakAwayCosts. nil means none.
	BreakAway *[MaxCells]uint8
	// BreakAwayAt, when not nil, holds every space whose BreakAway cost
	// is not 0 (it may hold more; BreakAwayCostsAt fills it): the search
	// then reads BreakAway for those spaces alone.
	BreakAwayAt *Set
	// StopAt, when not nil, ends the search once it has found the least
	// cost of any space of StopAt the move may end on (in End): Cost,
	// Reached and End then hold only the spaces of that cost or less,
	// which are all a cheapest path to them crosses (Path works on them).
	// A figure heading next to a target stops looking past the nearest
	// such space.
	StopAt *Set
	// Toward, when not nil, is the space the search is for, or whose
	// spaces within TowardRange it is for: a space from which *Toward is
	// farther (Chebyshev distance) than the move points left after
	// reaching it plus TowardRange is on no path to those spaces within
	// MP, and is skipped. The costs of those spaces and of the spaces on
	// their cheapest paths stay exact (Path works on them); Cost, Reached
	// and End hold less than a whole search's. With StopAt holding *Toward
	// alone, the search checks a move to one space; with StopAt the spaces
	// next to it and TowardRange 1, it finds the cheapest of them.
	Toward      *Cell
	TowardRange int
	// SlowFigures holds the spaces of knocked-down giant figures, which are
	// slow terrain (Character Attributes, Giant). nil means none.
	SlowFigures *Set
	// IgnoreSlow is set for giant and tiny figures, which are not affected
	// by slow terrain (slow spaces, fire escapes, slow lines).
	IgnoreSlow bool
	// Carrying adds 1 move point per space (Carrying Characters).
	Carrying bool
}

// A Reach is the result of a reachability query: what a figure can reach
// with one move action. It holds scratch space too, so keep one per worker
// and reuse it.
type Reach struct {
	// Cost[c] is the least move points needed to reach c, or Unreachable.
	Cost [MaxCells]uint8
	// Reached holds every space with a Cost, From included.
	Reached Set
	// End holds the spaces the move action may end on: reached, not
	// occupied, not a knocked-down figure's, not unstable; From is always in
	// End (the figure may stay).
	End Set
	// From and MP repeat the query.
	From Cell
	MP   int

	harm  [MaxCells]uint8 // harmful spaces entered on the gentlest cheapest path (Path)
	order [MaxCells]Cell  // reached spaces by cost (Path)
	ring  reachRing       // pending cost layers (Reach)
	rel   reachRing       // settled spaces left once their break-away is paid, by cost (Reach)
	// Reach's scratch space: the spaces to enter and the slow ones (first
	// words), the cells a layer spreads to (all zero between calls).
	pass, slow Set
	spread     spreadBuf
	// tidy: Cost is Unreachable outside its words costLo..costHi (64
	// spaces each), which Reach resets alone; a Reach of the zero value
	// or of ReachRef is not tidy and is reset whole.
	tidy           bool
	costLo, costHi int
}

// resetCost makes every space of r.Cost Unreachable, rewriting only the
// words a tidy search wrote.
func (r *Reach) resetCost() {
	switch {
	case !r.tidy:
		r.Cost = unreachable
	case r.costLo <= r.costHi:
		copy(r.Cost[r.costLo<<6:(r.costHi+1)<<6], unreachable[:])
	}
	r.tidy, r.costLo, r.costHi = true, MaxCells/64, -1
}

// CopyResult makes r hold the result of the search src holds: Cost,
// Reached, End, From and MP, all that Path reads of a Reach besides its own
// scratch space. It is quicker than searching again.
func (r *Reach) CopyResult(src *Reach) {
	r.Cost, r.Reached, r.End, r.From, r.MP = src.Cost, src.Reached, src.End, src.From, src.MP
	r.tidy, r.costLo, r.costHi = src.tidy, src.costLo, src.costHi
}

// unreachable is a Cost array with every space unreachable, copied to
// reset a Reach.
var unreachable = func() (a [MaxCells]uint8) {
	for i := range a {
		a[i] = Unreachable
	}
	return a
}()

// stepBase returns the space one step from a in direction d and the lines
// the step crosses, if terrain lets a figure take the step at all: the
// space is on the map and not blocking, the levels are adjacent (Elevated
// Terrain, Fire Escapes), and no blocking or climbable line is crossed
// (Terrain Types - Lines). Figures are not considered.
func (m *Map) stepBase(s *State, a Cell, d int) (Cell, Line, bool) {
	b := m.neighbour(a, d)
	if b == NoCell || m.Blocking(s, b) || !m.levelAdjacent(a, b) {
		return NoCell, 0, false
	}
	l := m.crossing(a, d)
	if l&(LineBlocking|LineClimbable) != 0 {
		return NoCell, 0, false
	}
	return b, l, true
}

// enterCost returns the move points to step onto b crossing lines l, not
// counting break-away: 1, +1 slow space or fire escape, +1 slow line, +1
// carrying (Movement; Slow Terrain; Fire Escapes; Slow Lines; Carrying).
func (m *Map) enterCost(q *MoveQuery, b Cell, l Line) int {
	c := 1
	if !q.IgnoreSlow {
		if m.Terrain[b]&(Slow|FireEscape) != 0 || q.SlowFigures != nil && q.SlowFigures.Has(b) {
			c++
		}
		if l&LineSlow != 0 {
			c++
		}
	}
	if q.Carrying {
		c++
	}
	return c
}

func has(s *Set, c Cell) bool { return s != nil && s.Has(c) }

// stepRef returns the cost of a step of a move action from a in direction
// d, straight from the rules.
func (m *Map) stepRef(s *State, q *MoveQuery, a Cell, d int) (Cell, int, bool) {
	b, l, ok := m.stepBase(s, a, d)
	if !ok || has(q.Occupied, b) {
		return NoCell, 0, false
	}
	c := m.enterCost(q, b, l)
	if q.BreakAway != nil {
		if q.BreakAway[a] > maxBreakAway {
			return NoCell, 0, false
		}
		c += int(q.BreakAway[a])
	}
	return b, c, true
}

// ReachRef is Reach computed by a plain Dijkstra search straight from the
// rules; it is the reference the tests hold Reach to.
func (m *Map) ReachRef(s *State, q *MoveQuery, r *Reach) {
	mp := min(max(q.MP, 0), MaxMP)
	r.Cost = unreachable
	r.tidy = false
	r.Reached, r.End = Set{}, Set{}
	r.From, r.MP = q.From, mp
	if !m.in(q.From) {
		return
	}
	var dist [MaxCells]int
	var done [MaxCells]bool
	for i := range dist {
		dist[i] = 1 << 30
	}
	dist[q.From] = 0
	for {
		best := NoCell
		for c := Cell(0); c < MaxCells; c++ {
			if !done[c] && dist[c] <= mp && (best == NoCell || dist[c] < dist[best]) {
				best = c
			}
		}
		if best == NoCell {
			break
		}
		done[best] = true
		if best != q.From && m.Terrain[best]&Rough != 0 {
			continue // entering rough terrain ends the move action
		}
		for d := 0; d < numDirs; d++ {
			if b, c, ok := m.stepRef(s, q, best, d); ok && dist[best]+c < dist[b] {
				dist[b] = dist[best] + c
			}
		}
	}
	for c := Cell(0); c < MaxCells; c++ {
		if !done[c] {
			continue
		}
		r.Cost[c] = uint8(dist[c])
		r.Reached.Add(c)
		if c == q.From || !has(q.Occupied, c) && !has(q.Down, c) && m.Terrain[c]&Unstable == 0 {
			r.End.Add(c)
		}
	}
}

// Path appends to dst one cheapest path from r.From to to, both included,
// and returns the extended slice; among paths of equal cost it takes one
// entering the fewest harmful spaces. r must be the result of Reach or
// ReachRef for s and q. If to was not reached, dst is returned unchanged.
// The engine applies harmful hits and the rough stop per space entered.
func (m *Map) Path(s *State, q *MoveQuery, r *Reach, to Cell, dst []Cell) []Cell {
	if to < 0 || int(to) >= MaxCells || !r.Reached.Has(to) {
		return dst
	}
	harmful := false
	h := &m.Has[harmfulBit]
	for i := 0; i < m.words; i++ {
		if r.Reached[i]&h[i] != 0 {
			harmful = true
			break
		}
	}
	if harmful {
		m.harmDP(q, r, to)
	}
	n := len(dst)
	for c := to; ; {
		dst = append(dst, c)
		if c == r.From {
			break
		}
		best, bh := NoCell, 1<<30
		for d := 0; d < numDirs; d++ {
			if p, ok := m.pred(q, r, c, d); ok && (!harmful || int(r.harm[p]) < bh) {
				best, bh = p, int(r.harm[p])
				if !harmful {
					break
				}
			}
		}
		if best == NoCell {
			panic("grid: Path with a Reach of another query")
		}
		c = best
	}
	for i, j := n, len(dst)-1; i < j; i, j = i+1, j-1 {
		dst[i], dst[j] = dst[j], dst[i]
	}
	return dst
}

// harmfulBit is the index of Harmful in Map.Has.
const harmfulBit = 6

// harmDP fills r.harm for to and the spaces on its cheapest paths, the
// only ones Path reads: the fewest harmful spaces entered on a cheapest
// path to each. Other spaces keep what an earlier call left.
func (m *Map) harmDP(q *MoveQuery, r *Reach, to Cell) {
	// The ancestors of to: the spaces a cheapest step leads from, back to
	// the start (r.order serves as the stack).
	var anc Set
	anc.Add(to)
	stack := append(r.order[:0], to)
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if c == r.From {
			continue
		}
		for d := 0; d < numDirs; d++ {
			if p, ok := m.pred(q, r, c, d); ok && !anc.Has(p) {
				anc.Add(p)
				stack = append(stack, p)
			}
		}
	}
	// Order them by cost (counting sort): a step's start costs less than
	// its end.
	var count [MaxMP + 2]uint16
	for i := 0; i < m.words; i++ {
		for w := anc[i]; w != 0; w &= w - 1 {
			count[int(r.Cost[i<<6|bits.TrailingZeros64(w)])+1]++
		}
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	for i := 0; i < m.words; i++ {
		for w := anc[i]; w != 0; w &= w - 1 {
			c := Cell(i<<6 | bits.TrailingZeros64(w))
			k := r.Cost[c]
			r.order[count[k]] = c
			count[k]++
		}
	}
	n := int(count[MaxMP])
	for _, c := range r.order[:n] {
		if c == r.From {
			r.harm[c] = 0
			continue
		}
		h := Unreachable
		for d := 0; d < numDirs; d++ {
			if p, ok := m.pred(q, r, c, d); ok {
				h = min(h, int(r.harm[p]))
			}
		}
		if m.Terrain[c]&Harmful != 0 {
			h++
		}
		r.harm[c] = uint8(min(h, Unreachable))
	}
}

// pred returns the space p a step in direction d leads from to c, if a
// cheapest path to c may come from p.
func (m *Map) pred(q *MoveQuery, r *Reach, c Cell, d int) (Cell, bool) {
	p := c - dirOff[d]
	if uint(p) >= MaxCells || !m.step[d].Has(p) || !r.Reached.Has(p) || p != r.From && m.rough.Has(p) {
		return NoCell, false
	}
	cost := 1
	if q.Carrying {
		cost++
	}
	if q.BreakAway != nil {
		if q.BreakAway[p] > maxBreakAway {
			return NoCell, false
		}
		cost += int(q.BreakAway[p])
	}
	if !q.IgnoreSlow {
		if m.slow.Has(c) || has(q.SlowFigures, c) {
			cost++
		}
		if m.slowStep[d].Has(p) {
			cost++
		}
	}
	return p, int(r.Cost[p])+cost == int(r.Cost[c])
}

// BreakAwayCosts fills out with the break-away cost of leaving each space
// (Adventures, Breaking Away from Enemies): the sum of weight[e] over the
// enemy spaces e adjacent to it (1 for a figure or a space of tiny figures,
// 2 for a giant; nil weight means 1 each). Enemies on obscuring terrain need
// not be broken away from (Obscuring Terrain). enemies must hold standing
// enemies only: knocked-down enemies are not broken away from.
func (m *Map) BreakAwayCosts(enemies *Set, weight *[MaxCells]uint8, out *[MaxCells]uint8) {
	var at Set
	m.BreakAwayCostsAt(enemies, weight, out, &at)
}

// BreakAwayCostsAt is BreakAwayCosts that also fills at with the spaces
// whose cost it raised: the MoveQuery.BreakAwayAt of the costs.
func (m *Map) BreakAwayCostsAt(enemies *Set, weight *[MaxCells]uint8, out *[MaxCells]uint8, at *Set) {
	*out = [MaxCells]uint8{}
	*at = Set{}
	for i, w := range enemies {
		for w != 0 {
			e := Cell(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
			if !m.in(e) || m.Terrain[e]&Obscuring != 0 {
				continue
			}
			add := uint8(1)
			if weight != nil {
				add = weight[e]
			}
			for ds := m.adjDirs[e]; ds != 0; ds &= ds - 1 {
				n := e + dirOff[bits.TrailingZeros8(ds)]
				out[n] += add
				at.Add(n)
			}
		}
	}
}

// DistanceField fills out with the move points needed to go from each
// space to to, ignoring figures, break-away and rough terrain but honouring
// blocking terrain, doors, lines, levels and slow terrain (unless
// ignoreSlow); Unreachable where to cannot be reached by moving, values
// above MaxMP are clamped to MaxMP. to itself counts as enterable even if
// it is blocking (a door, say), so the field leads next to it. AI villains
// use it to move toward a target. It is a layered bitboard flood fill run
// backwards from to, and allocates nothing; on a state that has opened no
// door and moved no blocking object it copies the field Prepare computed
// (StaticField).
func (m *Map) DistanceField(s *State, to Cell, ignoreSlow bool, out *[MaxCells]uint8) {
	if f := m.StaticField(s, to, ignoreSlow); f != nil {
		*out = *f
		return
	}
	*out = unreachable
	if !m.in(to) {
		return
	}
	nw := m.words
	var pass Set
	m.enterable(s, nil, &pass)
	const slots = 4 // a step costs at most 3
	var ring [slots]Set
	var seen Set
	ring[0].Add(to)
	last := 0
	ty := to.Y()
	var src [2]Set // cells of the layer entered at cost 1 (plain) and 2 (slow); kept empty
	var n spreadBuf
	for k := 0; k <= last; k++ {
		slot := &ring[k&(slots-1)]
		lo, hi := nw, -1
		anySlow := false
		// Cells at distance k lie within k rows of to.
		for i := max(ty-k, 0) >> 1; i <= min((ty+k)>>1, nw-1); i++ {
			w := slot[i] &^ seen[i]
			slot[i] = 0
			if w == 0 {
				continue
			}
			seen[i] |= w
			lo, hi = min(lo, i), i
			for b := w; b != 0; b &= b - 1 {
				out[i<<6|bits.TrailingZeros64(b)] = uint8(min(k, MaxMP))
			}
			if ignoreSlow {
				src[0][i] = w
				continue
			}
			src[0][i], src[1][i] = w&^m.slow[i], w&m.slow[i]
			anySlow = anySlow || src[1][i] != 0
		}
		if hi < 0 {
			continue
		}
		for j := range src {
			if j == 1 && !anySlow {
				break
			}
			for x, masks := range [2]*stepMasks{&m.revPlain, &m.revSlow} {
				if ignoreSlow {
					if x > 0 {
						break
					}
					masks = &m.rev
				} else if x > 0 && !meets(&src[j], &m.slowTo, lo, hi) {
					break
				}
				spread(&n, &src[j], masks, lo, hi)
				cost := k + 1 + j + x
				dst := &ring[cost&(slots-1)]
				for i := max(lo-1, 0); i <= min(hi+1, nw-1); i++ {
					t := n[i+1] & pass[i] &^ seen[i]
					n[i+1] = 0
					if t != 0 {
						dst[i] |= t
						last = max(last, cost)
					}
				}
			}
			clear(src[j][lo : hi+1])
		}
	}
}

// RangedDistance returns the distance used for a ranged strike from from
// to to (Adventures, Ranged Strikes; Straight Lines): the shortest
// 8-neighbour route (Chebyshev distance), +2 if to is elevated and from is
// not (Elevated Terrain; a fire escape is low), +1 if to is covered terrain
// (Covered Terrain).
func (m *Map) RangedDistance(from, to Cell) int {
	d := Chebyshev(from, to)
	if m.Terrain[to]&Elevated != 0 && m.Terrain[from]&Elevated == 0 {
		d += 2
	}
	if m.Terrain[to]&Covered != 0 {
		d++
	}
	return d
}

// RangePenalty returns how many hits a ranged strike loses at distance
// dist: 1 per space beyond the second (Adventures, Ranged Strikes).
func RangePenalty(dist int) int { return max(0, dist-2) }
