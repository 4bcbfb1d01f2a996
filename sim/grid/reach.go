package grid

import "math/bits"

// ringSize is the number of pending cost layers Reach keeps: a step costs
// at most 4 + the break-away cost of the space left, so break-away costs
// up to maxBreakAway are honoured exactly.
const (
	ringSize     = 32
	maxBreakAway = ringSize - 5
)

// reachRing is Reach's scratch space: pending cost layers, slot k%ringSize
// holding the cells found at cost k. Every slot is empty between calls.
type reachRing [ringSize]Set

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
// Set, expanded in the eight directions at once by shifting it (masked by
// the precomputed step tables) into the pending layers k+1..k+3; the few
// cells with a break-away cost are expanded one by one. It allocates
// nothing.
func (m *Map) Reach(s *State, q *MoveQuery, r *Reach) {
	mp := min(max(q.MP, 0), MaxMP)
	from := q.From
	r.Cost = unreachable
	r.Reached, r.End = Set{}, Set{}
	r.From, r.MP = from, mp
	if !m.in(from) {
		return
	}
	nw := m.words
	// pass: spaces that may be entered; slow: spaces costing 1 more.
	var pass, slow Set
	for i := 0; i < nw; i++ {
		b := m.block[i] | m.dyn[i]
		if s != nil {
			b = m.block[i] | m.dyn[i]&^(s.Open[i]|s.Gone[i])
		}
		p := m.On[i] &^ b
		if q.Occupied != nil {
			p &^= q.Occupied[i]
		}
		pass[i] = p
		if !q.IgnoreSlow {
			slow[i] = m.slow[i]
			if q.SlowFigures != nil {
				slow[i] |= q.SlowFigures[i]
			}
		}
	}
	slowLines := m.slowLines && !q.IgnoreSlow
	base := 1 // cost of entering a plain space
	if q.Carrying {
		base = 2
	}
	ba := q.BreakAway
	ring := &r.ring
	var seen Set
	ring[0].Add(from)
	last := 0 // highest cost pending
	for k := 0; k <= last; k++ {
		slot := &ring[k&(ringSize-1)]
		var src Set // cells of layer k to expand as a bitboard
		lo, hi := nw, -1
		for i := 0; i < nw; i++ {
			w := slot[i] &^ seen[i]
			slot[i] = 0
			if w == 0 {
				continue
			}
			seen[i] |= w
			e := w
			if k > 0 {
				e &^= m.rough[i] // entering rough terrain ends the move action
			}
			for b := w; b != 0; b &= b - 1 {
				c := Cell(i<<6 | bits.TrailingZeros64(b))
				r.Cost[c] = uint8(k)
				if ba != nil && ba[c] != 0 && e&(b&-b) != 0 {
					e &^= b & -b
					if x := int(ba[c]); x <= maxBreakAway {
						last = max(last, m.expandOne(ring, &pass, &seen, &slow, c, k+x+base, mp, slowLines))
					}
				}
			}
			if e != 0 {
				src[i] = e
				lo, hi = min(lo, i), i
			}
		}
		if hi < 0 {
			continue
		}
		var n1, n2 Set // reached from layer k crossing no slow line, and crossing one
		for d := 0; d < numDirs; d++ {
			if slowLines {
				shiftSplit(&n1, &n2, &src, &m.step[d], &m.slowStep[d], dirOff[d], lo, hi)
			} else {
				shiftInto(&n1, &src, &m.step[d], dirOff[d], lo, hi)
			}
		}
		c1 := k + base
		if c1 > mp {
			continue
		}
		dlo, dhi := max(lo-1, 0), min(hi+1, nw-1)
		a, b, c := &ring[c1&(ringSize-1)], &ring[(c1+1)&(ringSize-1)], &ring[(c1+2)&(ringSize-1)]
		for j := dlo; j <= dhi; j++ {
			mask := pass[j] &^ seen[j]
			t1, t2 := n1[j]&mask, n2[j]&mask
			if t1|t2 == 0 {
				continue
			}
			sl := slow[j]
			if x := t1 &^ sl; x != 0 {
				a[j] |= x
				last = max(last, c1)
			}
			if x := t1&sl | t2&^sl; x != 0 && c1+1 <= mp {
				b[j] |= x
				last = max(last, c1+1)
			}
			if x := t2 & sl; x != 0 && c1+2 <= mp {
				c[j] |= x
				last = max(last, c1+2)
			}
		}
	}
	r.Reached = seen
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
}

// expandOne pushes the spaces one step from c, a space whose steps cost
// cost (break-away and base included) plus slow terrain and lines, into
// the pending layers, and returns the highest cost pushed (0 if none).
func (m *Map) expandOne(ring *reachRing, pass, seen, slow *Set, c Cell, cost, mp int, slowLines bool) int {
	last := 0
	for d := 0; d < numDirs; d++ {
		if !m.step[d].Has(c) {
			continue
		}
		n := c + dirOff[d]
		if !pass.Has(n) || seen.Has(n) {
			continue
		}
		k := cost
		if slow.Has(n) {
			k++
		}
		if slowLines && m.slowStep[d].Has(c) {
			k++
		}
		if k <= mp {
			ring[k&(ringSize-1)].Add(n)
			last = max(last, k)
		}
	}
	return last
}

// shiftInto ors into dst the cells of src (words lo..hi) that mask allows
// to step by off (a cell offset, |off| < 64), moved by that step.
func shiftInto(dst, src, mask *Set, off Cell, lo, hi int) {
	if off > 0 {
		o := uint(off)
		for i := lo; i <= hi; i++ {
			a := src[i] & mask[i]
			if a == 0 {
				continue
			}
			dst[i] |= a << o
			if x := a >> (64 - o); x != 0 {
				dst[i+1] |= x
			}
		}
		return
	}
	o := uint(-off)
	for i := lo; i <= hi; i++ {
		a := src[i] & mask[i]
		if a == 0 {
			continue
		}
		dst[i] |= a >> o
		if x := a << (64 - o); x != 0 {
			dst[i-1] |= x
		}
	}
}

// shiftSplit is shiftInto for a map with slow lines: steps in slowMask go
// to dst2, the others to dst1.
func shiftSplit(dst1, dst2, src, mask, slowMask *Set, off Cell, lo, hi int) {
	var fast, slow Set
	for i := lo; i <= hi; i++ {
		a := src[i] & mask[i]
		fast[i] = a &^ slowMask[i]
		slow[i] = a & slowMask[i]
	}
	all := Set{}
	for i := lo; i <= hi; i++ {
		all[i] = ^uint64(0)
	}
	shiftInto(dst1, &fast, &all, off, lo, hi)
	shiftInto(dst2, &slow, &all, off, lo, hi)
}
