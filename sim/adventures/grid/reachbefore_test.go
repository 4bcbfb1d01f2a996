package grid

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// This file keeps the move search as it was before the spaces with a
// break-away cost were spread with the layer they are left at: Reach must
// give what it gave, on every query (TestReachAsBefore).

// maxGroupsBefore is the number of distinct break-away costs reachBefore
// spreads as bitboards in one layer; spaces of other costs are expanded
// one by one.
const maxGroupsBefore = 4

// reachBefore is Reach spreading the spaces with a break-away cost in
// groups of equal cost, each group on its own, at the layer it is settled.
func (m *Map) reachBefore(s *State, q *MoveQuery, r *Reach) {
	mp := min(max(q.MP, 0), MaxMP)
	from := q.From
	r.resetCost()
	r.Reached, r.End = Set{}, Set{}
	r.From, r.MP = from, mp
	if !m.in(from) {
		return
	}
	nw := m.words
	// pass: spaces that may be entered; slow: spaces costing 1 more.
	var pass, slow Set
	m.enterable(s, q.Occupied, &pass)
	plain, slowLine := &m.fwdPlain, &m.fwdSlow
	if !m.hasSlowFrom {
		slowLine = nil // no slow line to cross
	}
	if q.IgnoreSlow {
		plain, slowLine = &m.fwd, nil
	} else {
		for i := 0; i < nw; i++ {
			slow[i] = m.slow[i]
			if q.SlowFigures != nil {
				slow[i] |= q.SlowFigures[i]
			}
		}
	}
	var seen Set
	var n spreadBuf
	sp := spreader{ring: &r.ring, pass: &pass, slow: &slow, seen: &seen, n: &n, nw: nw, mp: mp}
	if q.Toward != nil {
		sp.toward, sp.to, sp.toRange = true, *q.Toward, max(q.TowardRange, 0)
	}
	base := 1 // cost of entering a plain space
	if q.Carrying {
		base = 2
	}
	ba := q.BreakAway
	ring := &r.ring
	ring[0].Add(from)
	// Spaces with a break-away cost are spread in groups of equal cost.
	var gx [maxGroupsBefore]int
	var gsrc [maxGroupsBefore]Set
	var src Set // cells of the layer to spread at the plain cost; kept empty between layers
	fy := from.Y()
	costLo, costHi := nw, -1
	stop := false // a space of q.StopAt the move may end on is settled
	if q.StopAt != nil && q.StopAt.Has(from) {
		stop = true // the move may always end where it starts
	}
	for k := 0; k <= sp.last; k++ {
		slot := &ring[k&(ringSize-1)]
		lo, hi := nw, -1
		gn := 0
		// Cells at cost k lie within k rows of from.
		for i, top := max(fy-k, 0)>>1, min((fy+k)>>1, nw-1); i <= top; i++ {
			w := slot[i] &^ sp.seen[i]
			slot[i] = 0
			if w == 0 {
				continue
			}
			sp.seen[i] |= w
			if q.StopAt != nil && w&q.StopAt[i]&^m.unstable[i] != 0 && m.mayEnd(q, w&q.StopAt[i]&^m.unstable[i], i) {
				stop = true
			}
			e := w
			if k > 0 {
				e &^= m.rough[i] // entering rough terrain ends the move action
			}
			lo, hi = min(lo, i), i
			row := r.Cost[i<<6&(MaxCells-1):][:64:64]
			for b := w; b != 0; b &= b - 1 {
				row[bits.TrailingZeros64(b)] = uint8(k)
			}
			if ba == nil {
				src[i] = e
				continue
			}
			bw := e
			if q.BreakAwayAt != nil {
				bw &= q.BreakAwayAt[i]
			}
			for b := bw; b != 0; b &= b - 1 {
				c := Cell(i<<6 | bits.TrailingZeros64(b))
				if ba[c] == 0 {
					continue
				}
				e &^= b & -b
				x := int(ba[c])
				if x > maxBreakAway {
					continue // cannot be left
				}
				g := 0
				for g < gn && gx[g] != x {
					g++
				}
				if g == maxGroupsBefore {
					sp.expandOneBefore(m, c, k+x+base, !q.IgnoreSlow)
					continue
				}
				if g == gn {
					gx[g] = x
					gn++
				}
				gsrc[g][i] |= b & -b
			}
			src[i] = e
		}
		if hi >= 0 {
			costLo, costHi = min(costLo, lo), max(costHi, hi)
		}
		if stop {
			// The layers pending beyond k are dropped: the ring is left
			// empty.
			for j := k + 1; j <= sp.last; j++ {
				clear(ring[j&(ringSize-1)][:nw])
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
		for g := 0; g < gn; g++ {
			sp.spread(&gsrc[g], plain, k+gx[g]+base)
			if slowLine != nil && meets(&gsrc[g], &m.slowFrom, lo, hi) {
				sp.spread(&gsrc[g], slowLine, k+gx[g]+base+1)
			}
			for i := lo; i <= hi; i++ {
				gsrc[g][i] = 0
			}
		}
	}
	r.costLo, r.costHi = costLo, costHi
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

// expandOneBefore pushes the spaces one step from c, whose steps cost cost
// (break-away and base included) plus slow terrain and, if slowLines, slow
// lines, into the pending layers.
func (sp *spreader) expandOneBefore(m *Map, c Cell, cost int, slowLines bool) {
	for d := 0; d < numDirs; d++ {
		if !m.step[d].Has(c) {
			continue
		}
		n := c + dirOff[d]
		if !sp.pass.Has(n) || sp.seen.Has(n) {
			continue
		}
		k := cost
		if sp.slow.Has(n) {
			k++
		}
		if slowLines && m.slowStep[d].Has(c) {
			k++
		}
		if k <= sp.mp {
			sp.ring[k&(ringSize-1)].Add(n)
			sp.last = max(sp.last, k)
		}
	}
}

// TestReachAsBefore holds Reach to reachBefore on random maps (a third of
// them with no lines and one level, which Reach spreads by shifting whole
// layers) and queries, whole searches, searches stopped at spaces and
// searches toward a space: the same costs, spaces reached and spaces to
// end on (toward a space: the same space, cost and path, see below), the
// scratch space left empty. Both keep their Reach from one query to the
// next, as the engine does.
func TestReachAsBefore(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewPCG(11, 12))
	var s State
	var q MoveQuery
	var brk [MaxCells]uint8
	var got, want Reach
	for i := range n {
		side := 12
		if i%10 == 0 {
			side = MaxSide
		}
		m := randomMap(rng, side)
		if i%3 == 1 {
			m = outlineOnly(m)
			if !m.kingSteps {
				t.Fatalf("a %dx%d map with no lines and one level: its steps are not its outline", m.W, m.H)
			}
		}
		for range 8 {
			randomQuery(rng, m, &s, &q, &brk)
			if q.BreakAway != nil && rng.IntN(3) == 0 {
				// Costs above what groups hold, and above what may be left.
				for c := range brk {
					if brk[c] != 0 {
						brk[c] = uint8(rng.IntN(40))
					}
				}
			}
			var stop Set
			to := randomCell(rng, m)
			switch rng.IntN(3) {
			case 1:
				stop = *randomSet(rng, m, 6)
				q.StopAt = &stop
			case 2:
				stop.Add(to)
				q.StopAt, q.Toward, q.TowardRange = &stop, &to, rng.IntN(2)
			}
			m.Reach(&s, &q, &got)
			m.reachBefore(&s, &q, &want)
			if err := sameSearch(m, &s, &q, &got, &want); err != nil {
				t.Fatalf("%dx%d map, from %s, %d MP, stop %v, toward %v: %v", m.W, m.H, q.From.Label(), q.MP, q.StopAt != nil, q.Toward != nil, err)
			}
		}
	}
}

// sameSearch returns what differs between got, a search of Reach, and
// want, the same search made by reachBefore: the costs, the spaces reached
// and the spaces to end on, or, for a search toward a space, that space,
// its cost and its path, and the costs of the spaces got reached. The
// search as it was spread the spaces of a fifth break-away cost in a layer
// one by one, without dropping those from which the space looked for is
// out of reach: it may reach spaces Reach drops.
func sameSearch(m *Map, s *State, q *MoveQuery, got, want *Reach) error {
	if got.ring != (reachRing{}) || got.rel != (reachRing{}) || got.spread != (spreadBuf{}) {
		return errors.New("scratch space left behind")
	}
	if q.Toward == nil {
		if got.Cost != want.Cost || got.Reached != want.Reached || got.End != want.End {
			return fmt.Errorf("got reached %s, end %s; want %s, %s", labels(&got.Reached), labels(&got.End), labels(&want.Reached), labels(&want.End))
		}
		return nil
	}
	for c := Cell(0); c < MaxCells; c++ {
		if got.Reached.Has(c) && (!want.Reached.Has(c) || got.Cost[c] != want.Cost[c] || got.End.Has(c) != want.End.Has(c)) {
			return fmt.Errorf("toward %s: %s got cost %d, want %d", q.Toward.Label(), c.Label(), got.Cost[c], want.Cost[c])
		}
	}
	to := *q.Toward
	if got.End.Has(to) != want.End.Has(to) || got.Cost[to] != want.Cost[to] {
		return fmt.Errorf("toward %s: got end %v cost %d, want %v %d", to.Label(), got.End.Has(to), got.Cost[to], want.End.Has(to), want.Cost[to])
	}
	if want.End.Has(to) {
		if p1, p2 := m.Path(s, q, got, to, nil), m.Path(s, q, want, to, nil); !slices.Equal(p1, p2) {
			return fmt.Errorf("path to %s: got %v, want %v", to.Label(), p1, p2)
		}
	}
	return nil
}

// outlineOnly returns m with no lines and every space on the ground: its
// steps are its outline alone (Map.kingSteps).
func outlineOnly(m *Map) *Map {
	o := &Map{W: m.W, H: m.H, Terrain: m.Terrain}
	for c := range o.Terrain {
		o.Terrain[c] &^= Elevated
	}
	o.Prepare()
	return o
}
