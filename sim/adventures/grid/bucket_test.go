package grid

import "testing"

// reachBucket is Reach as a scalar Dijkstra over a bucket queue, using the
// same precomputed step tables; it exists to measure the bitboard kernel
// against the classic one.
func (m *Map) reachBucket(s *State, q *MoveQuery, r *Reach, buckets *[ringSize][MaxCells]Cell) {
	mp := min(max(q.MP, 0), MaxMP)
	r.Cost = unreachable
	r.Reached, r.End = Set{}, Set{}
	r.From, r.MP = q.From, mp
	var pass Set
	m.enterable(s, q.Occupied, &pass)
	var count [ringSize]int
	buckets[0][0], count[0] = q.From, 1
	r.Cost[q.From] = 0
	pending := 1
	for k := 0; pending > 0 && k <= mp; k++ {
		b := k & (ringSize - 1)
		for j := 0; j < count[b]; j++ {
			c := buckets[b][j]
			pending--
			if int(r.Cost[c]) != k || r.Reached.Has(c) {
				continue
			}
			r.Reached.Add(c)
			if k > 0 && m.rough.Has(c) {
				continue
			}
			out := k + 1
			if q.Carrying {
				out++
			}
			if q.BreakAway != nil {
				if q.BreakAway[c] > maxBreakAway {
					continue
				}
				out += int(q.BreakAway[c])
			}
			for d := 0; d < numDirs; d++ {
				if !m.step[d].Has(c) {
					continue
				}
				n := c + dirOff[d]
				if !pass.Has(n) || r.Reached.Has(n) {
					continue
				}
				cost := out
				if !q.IgnoreSlow {
					if m.slow.Has(n) || has(q.SlowFigures, n) {
						cost++
					}
					if m.slowStep[d].Has(c) {
						cost++
					}
				}
				if cost <= mp && cost < int(r.Cost[n]) {
					r.Cost[n] = uint8(cost)
					nb := cost & (ringSize - 1)
					buckets[nb][count[nb]] = n
					count[nb]++
					pending++
				}
			}
		}
		count[b] = 0
	}
	for i := 0; i < m.words; i++ {
		e := r.Reached[i] &^ m.unstable[i]
		if q.Occupied != nil {
			e &^= q.Occupied[i]
		}
		if q.Down != nil {
			e &^= q.Down[i]
		}
		r.End[i] = e
	}
	r.End.Add(q.From)
}

func TestReachBucket(t *testing.T) {
	m := streetMap(16)
	qs, s := benchQueries(m, 32)
	var r, ref Reach
	buckets := new([ringSize][MaxCells]Cell)
	for i := range qs {
		m.reachBucket(s, &qs[i], &r, buckets)
		m.Reach(s, &qs[i], &ref)
		if r.Cost != ref.Cost || r.End != ref.End {
			t.Fatalf("query %d: bucket-queue search disagrees with Reach", i)
		}
	}
}

func BenchmarkReachBucket16(b *testing.B) {
	m := streetMap(16)
	qs, s := benchQueries(m, 64)
	r := new(Reach)
	buckets := new([ringSize][MaxCells]Cell)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		m.reachBucket(s, &qs[i&63], r, buckets)
	}
}
