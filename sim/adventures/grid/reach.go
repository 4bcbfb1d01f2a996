package grid

import "math/bits"

// ringSize is the number of pending cost layers Reach keeps: a step costs
// at most 4 + the break-away cost of the space left, so break-away costs
// up to maxBreakAway are honoured exactly.
const (
	ringSize     = 32
	maxBreakAway = ringSize - 5
)

// reachRing is Reach's scratch space: cost layers, slot k%ringSize holding
// the cells of cost k (pending cells found at cost k; settled cells whose
// break-away is paid at cost k). Every slot is empty between calls.
type reachRing [ringSize]Set

// stepMasks are per-word, per-direction step masks for spread.
type stepMasks [MaxCells / 64][numDirs]uint64

// spreadBuf receives a spread Set: word i of the Set is at index i+1, so
// that steps off the first or last word land in the padding.
type spreadBuf [MaxCells/64 + 2]uint64

// spread ors into dst every cell one step from a cell of src (words lo..hi)
// in a direction d whose mask word masks[i][d] has the source cell:
// with m.fwd, the cells a figure on src can step onto; with m.rev, the
// cells from which a figure can step onto src.
func spread(dst *spreadBuf, src *Set, masks *stepMasks, lo, hi int) {
	for i := lo; i <= hi; i++ {
		a := src[i]
		if a == 0 {
			continue
		}
		mk := &masks[i]
		var prev, cur, next uint64
		t := a & mk[dirN]
		cur |= t >> 32
		prev |= t << 32
		t = a & mk[dirNE]
		cur |= t >> 31
		prev |= t << 33
		t = a & mk[dirE]
		cur |= t << 1
		next |= t >> 63
		t = a & mk[dirSE]
		cur |= t << 33
		next |= t >> 31
		t = a & mk[dirS]
		cur |= t << 32
		next |= t >> 32
		t = a & mk[dirSW]
		cur |= t << 31
		next |= t >> 33
		t = a & mk[dirW]
		cur |= t >> 1
		prev |= t << 63
		t = a & mk[dirNW]
		cur |= t >> 33
		prev |= t << 31
		dst[i] |= prev
		dst[i+1] |= cur
		dst[i+2] |= next
	}
}

// Columns of a Set word (two rows of MaxSide spaces) a step east or west
// may leave from without wrapping to the other row.
const (
	notLastCol  = ^(uint64(1)<<(MaxSide-1) | uint64(1)<<(2*MaxSide-1))
	notFirstCol = ^(uint64(1) | uint64(1)<<MaxSide)
)

// kingSpread is spread on a map whose steps are its outline alone
// (Map.kingSteps): every cell of src (words lo..hi) spreads to its eight
// neighbours, those off the map falling on spaces the caller masks out
// (off the map, or in dst's padding), and to itself, which the caller
// has settled. A row is widened east and west, then shifted a row up and
// down.
func kingSpread(dst *spreadBuf, src *Set, lo, hi int) {
	for i := lo; i <= hi; i++ {
		a := src[i]
		if a == 0 {
			continue
		}
		h := a | (a&notLastCol)<<1 | (a&notFirstCol)>>1
		dst[i] |= h << MaxSide
		dst[i+1] |= h | h<<MaxSide | h>>MaxSide
		dst[i+2] |= h >> MaxSide
	}
}

// Reach fills r with every space a figure can reach in one move action
// (Adventures, Movement; Breaking Away from Enemies; Effects of Terrain on
// Movement): 1 move point per space, diagonals allowed even between two
// obstacles; no entering blocking terrain, closed doors or occupied
// spaces; knocked-down figures passed but not ended on; break-away paid
// on each step out of a space next to enemies; slow spaces and fire
// escapes +1 to enter, slow lines +1 to cross (unless IgnoreSlow); +1 per
// space when carrying; entering rough terrain ends the move (the space is
// reached, nothing beyond it through it); unstable spaces passed but not
// ended on; elevated and low spaces joined only through fire escapes;
// climbable and blocking lines never crossed. A nil s means every door is
// closed and every object in place. A break-away cost above maxBreakAway
// (27) makes a space impossible to leave.
//
// Reach is a layered flood fill over bitboards: the cells at cost k are a
// Set, spread in the eight directions at once by shifting it, masked by
// the precomputed step tables (steps crossing a slow line spread
// separately, one layer further), into the pending layers; slow spaces go
// one layer further still. A space with a break-away cost x settled at
// cost k is spread with the layer k+x, as if left then: one spread a
// layer, whatever the costs. Only the rows within k of From are scanned
// at layer k. It allocates nothing. With q.StopAt it stops after the first
// layer that settles a space of StopAt the move may end on; with q.Toward
// it drops the spaces spread to from which Toward is out of reach.
func (m *Map) Reach(s *State, q *MoveQuery, r *Reach) {
	mp := min(max(q.MP, 0), MaxMP)
	from := q.From
	r.resetCost()
	r.Reached, r.End = Set{}, Set{}
	r.From, r.MP = from, mp
	if !m.in(from) {
		return
	}
	nw := m.words
	// pass: spaces that may be entered; slow: spaces costing 1 more (their
	// first nw words, the rest unread).
	pass, slow := &r.pass, &r.slow
	m.enterable(s, q.Occupied, pass)
	plain, slowLine := &m.fwdPlain, &m.fwdSlow
	if !m.hasSlowFrom {
		slowLine = nil // no slow line to cross
	}
	if q.IgnoreSlow {
		plain, slowLine = &m.fwd, nil
		clear(slow[:nw])
	} else {
		for i := 0; i < nw; i++ {
			slow[i] = m.slow[i]
			if q.SlowFigures != nil {
				slow[i] |= q.SlowFigures[i]
			}
		}
	}
	// The settled cells are r.Reached itself.
	sp := spreader{ring: &r.ring, pass: pass, slow: slow, seen: &r.Reached, n: &r.spread, nw: nw, mp: mp, king: m.kingSteps}
	if q.Toward != nil {
		sp.toward, sp.to, sp.toRange = true, *q.Toward, max(q.TowardRange, 0)
	}
	base := 1 // cost of entering a plain space
	if q.Carrying {
		base = 2
	}
	ba := q.BreakAway
	ring, rel := &r.ring, &r.rel
	ring[0].Add(from)
	var src Set // cells of the layer to spread; kept empty between layers
	fy := from.Y()
	costLo, costHi := nw, -1
	stop := false // a space of q.StopAt the move may end on is settled
	if q.StopAt != nil && q.StopAt.Has(from) {
		stop = true // the move may always end where it starts
	}
	for k := 0; k <= sp.last; k++ {
		slot, out := &ring[k&(ringSize-1)], &rel[k&(ringSize-1)]
		lo, hi := nw, -1
		// Cells at cost k lie within k rows of from, and so do the cells
		// settled before and released now.
		for i, top := max(fy-k, 0)>>1, min((fy+k)>>1, nw-1); i <= top; i++ {
			w := slot[i] &^ sp.seen[i]
			e := out[i] // settled earlier, left now: break-away paid
			slot[i], out[i] = 0, 0
			if w != 0 {
				sp.seen[i] |= w
				if q.StopAt != nil && w&q.StopAt[i]&^m.unstable[i] != 0 && m.mayEnd(q, w&q.StopAt[i]&^m.unstable[i], i) {
					stop = true
				}
				costLo, costHi = min(costLo, i), max(costHi, i)
				row := r.Cost[i<<6&(MaxCells-1):][:64:64]
				for b := w; b != 0; b &= b - 1 {
					row[bits.TrailingZeros64(b)] = uint8(k)
				}
				if k > 0 {
					w &^= m.rough[i] // entering rough terrain ends the move action
				}
				if ba != nil {
					bw := w
					if q.BreakAwayAt != nil {
						bw &= q.BreakAwayAt[i]
					}
					for b := bw; b != 0; b &= b - 1 {
						x := int(ba[i<<6|bits.TrailingZeros64(b)])
						if x == 0 {
							continue
						}
						w &^= b & -b
						// The space is left once its break-away is paid:
						// it spreads with the cells of cost k+x, if a step
						// from it is still within the move points.
						if x <= maxBreakAway && k+x+base <= mp {
							rel[(k+x)&(ringSize-1)][i] |= b & -b
							sp.last = max(sp.last, k+x)
						}
					}
				}
				e |= w
			}
			if e != 0 {
				src[i] = e
				lo, hi = min(lo, i), i
			}
		}
		if stop {
			// The layers pending beyond k are dropped: the rings are left
			// empty.
			for j := k + 1; j <= sp.last; j++ {
				clear(ring[j&(ringSize-1)][:nw])
				clear(rel[j&(ringSize-1)][:nw])
			}
			break
		}
		if hi < 0 {
			continue
		}
		sp.lo, sp.hi = lo, hi
		sp.spread(&src, plain, k+base)
		if slowLine != nil && meets(&src, &m.slowFrom, lo, hi) {
			sp.spread(&src, slowLine, k+base+1)
		}
		for i := lo; i <= hi; i++ {
			src[i] = 0
		}
	}
	r.costLo, r.costHi = costLo, costHi
	// Steps off the first or last word land in r.spread's padding, which
	// no spread clears: cleared here, r.spread is all zero between calls.
	r.spread[0], r.spread[nw+1] = 0, 0
	seen := &r.Reached
	for i := 0; i < nw; i++ {
		e := seen[i] &^ m.unstable[i]
		if q.Occupied != nil {
			e &^= q.Occupied[i]
		}
		if q.Down != nil {
			e &^= q.Down[i]
		}
		r.End[i] = e
	}
	r.End.Add(from)
	if reachCheck != nil {
		m.handCheck(s, q, r)
	}
}

// reachCheck, when not nil, is given a copy of every search Reach has
// made (handCheck): the tests hold the engine's searches to the search as
// it was.
var reachCheck func(m *Map, s *State, q *MoveQuery, r *Reach)

// checked holds the copies of a search handCheck hands to reachCheck.
var checked struct {
	state                            State
	q                                MoveQuery
	occ, down, brkAt, stop, slowFigs Set
	brk                              [MaxCells]uint8
	toward                           Cell
	r                                Reach
}

// handCheck gives reachCheck copies of the query, the state and the
// result of a search: given them, nothing escapes, and a search still
// allocates nothing.
func (m *Map) handCheck(s *State, q *MoveQuery, r *Reach) {
	c := &checked
	c.q = MoveQuery{From: q.From, MP: q.MP, TowardRange: q.TowardRange, IgnoreSlow: q.IgnoreSlow, Carrying: q.Carrying}
	copySet := func(src *Set, dst *Set) *Set {
		if src == nil {
			return nil
		}
		*dst = *src
		return dst
	}
	c.q.Occupied = copySet(q.Occupied, &c.occ)
	c.q.Down = copySet(q.Down, &c.down)
	c.q.BreakAwayAt = copySet(q.BreakAwayAt, &c.brkAt)
	c.q.StopAt = copySet(q.StopAt, &c.stop)
	c.q.SlowFigures = copySet(q.SlowFigures, &c.slowFigs)
	if q.BreakAway != nil {
		c.brk = *q.BreakAway
		c.q.BreakAway = &c.brk
	}
	if q.Toward != nil {
		c.toward = *q.Toward
		c.q.Toward = &c.toward
	}
	var st *State
	if s != nil {
		c.state = *s
		st = &c.state
	}
	c.r.CopyResult(r)
	c.r.ring, c.r.rel, c.r.spread = r.ring, r.rel, r.spread
	reachCheck(m, st, &c.q, &c.r)
}

// A lens is the square of spaces within a Chebyshev distance of a space:
// the spaces from which a search toward it (MoveQuery.Toward) may still
// reach it with the move points left.
type lens struct {
	y0, y1 int    // its rows
	cols   uint64 // its columns, in both rows of a Set word
}

// lensAt returns the lens of the spaces within r >= 0 of c.
func lensAt(c Cell, r int) lens {
	x0, x1 := max(c.X()-r, 0), min(c.X()+r, MaxSide-1)
	row := uint64(1)<<(x1+1) - uint64(1)<<x0
	return lens{y0: c.Y() - r, y1: c.Y() + r, cols: row | row<<MaxSide}
}

// word returns the cells of word i of a Set inside the lens.
func (l *lens) word(i int) uint64 {
	w := l.cols
	if y := 2 * i; y < l.y0 || y > l.y1 {
		w &^= 1<<MaxSide - 1 // its first row
	}
	if y := 2*i + 1; y < l.y0 || y > l.y1 {
		w &= 1<<MaxSide - 1 // its second row
	}
	return w
}

// mayEnd reports whether a move of q may end on one of the spaces of word
// i in w: not occupied, not a knocked-down figure's.
func (m *Map) mayEnd(q *MoveQuery, w uint64, i int) bool {
	if q.Occupied != nil {
		w &^= q.Occupied[i]
	}
	if q.Down != nil {
		w &^= q.Down[i]
	}
	return w != 0
}

// enterable fills pass with the spaces a figure may enter now: on the map,
// not blocking (Blocking), not in occupied (nil: none).
func (m *Map) enterable(s *State, occupied *Set, pass *Set) {
	for i := 0; i < m.words; i++ {
		b := m.block[i] | m.dyn[i]
		if s != nil {
			b = m.block[i] | m.dyn[i]&^(s.Open[i]|s.Gone[i])
		}
		pass[i] = m.On[i] &^ b
		if occupied != nil {
			pass[i] &^= occupied[i]
		}
	}
}

// meets reports whether a and b share a cell in words lo..hi.
func meets(a, b *Set, lo, hi int) bool {
	for i := lo; i <= hi; i++ {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}

// A spreader holds the state of a layered flood fill: the pending layers,
// the settled cells, and what the spread cells may enter.
type spreader struct {
	ring       *reachRing
	pass, slow *Set       // enterable spaces; spaces costing 1 more to enter
	seen       *Set       // settled cells
	n          *spreadBuf // the cells spread to, all zero between spreads
	nw, mp     int
	king       bool // the map's steps are its outline alone: kingSpread
	lo, hi     int  // words of the layer being spread
	last       int  // highest cost pending
	// toward: the search is for the spaces within toRange of to
	// (MoveQuery.Toward).
	toward  bool
	to      Cell
	toRange int
}

// spread spreads src (words sp.lo..sp.hi) one step along masks, keeps the
// cells that may be entered and are not settled, and pushes them into the
// pending layer cost, or cost+1 for slow spaces, if within mp.
func (sp *spreader) spread(src *Set, masks *stepMasks, cost int) {
	if cost > sp.mp {
		return
	}
	n := sp.n
	if sp.king {
		kingSpread(n, src, sp.lo, sp.hi)
	} else {
		spread(n, src, masks, sp.lo, sp.hi)
	}
	if sp.toward {
		sp.clip(cost)
	}
	a, b := &sp.ring[cost&(ringSize-1)], &sp.ring[(cost+1)&(ringSize-1)]
	pass, slow, seen := sp.pass, sp.slow, sp.seen
	last := sp.last
	for j, top := max(sp.lo-1, 0), min(sp.hi+1, sp.nw-1); j <= top; j++ {
		t := n[j+1] & pass[j] &^ seen[j]
		n[j+1] = 0
		if t == 0 {
			continue
		}
		if x := t &^ slow[j]; x != 0 {
			a[j] |= x
			last = max(last, cost)
		}
		if x := t & slow[j]; x != 0 && cost < sp.mp {
			b[j] |= x
			last = max(last, cost+1)
		}
	}
	sp.last = last
}

// clip drops from the spread spaces sp.n those from which the spaces the
// search is for are out of reach once they are entered at cost: farther
// from sp.to than the move points left plus sp.toRange.
func (sp *spreader) clip(cost int) {
	ln := lensAt(sp.to, sp.mp-cost+sp.toRange)
	for j, top := max(sp.lo-1, 0), min(sp.hi+1, sp.nw-1); j <= top; j++ {
		sp.n[j+1] &= ln.word(j)
	}
}
