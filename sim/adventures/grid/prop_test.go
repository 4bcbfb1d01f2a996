package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomQuery builds a random move query and state on m.
func randomQuery(rng *rand.Rand, m *Map, s *State, q *MoveQuery, brk *[MaxCells]uint8) {
	m.InitState(s)
	s.Open = *randomSet(rng, m, 2)
	s.Gone = *randomSet(rng, m, 2)
	occ := randomSet(rng, m, 6)
	down := randomSet(rng, m, 8)
	from := randomCell(rng, m)
	occ.Add(from)
	*q = MoveQuery{From: from, MP: rng.IntN(14), Occupied: occ, Down: down,
		IgnoreSlow: rng.IntN(4) == 0, Carrying: rng.IntN(5) == 0}
	if rng.IntN(4) == 0 {
		q.SlowFigures = randomSet(rng, m, 10)
	}
	if rng.IntN(3) > 0 {
		enemies := randomSet(rng, m, 5)
		var weight [MaxCells]uint8
		for i := range weight {
			weight[i] = uint8(1 + rng.IntN(2))
		}
		m.BreakAwayCosts(enemies, &weight, brk)
		q.BreakAway = brk
		if from%2 == 0 { // the spaces with a cost given too, half the time
			q.BreakAwayAt = new(Set)
			m.BreakAwayCostsAt(enemies, &weight, brk, q.BreakAwayAt)
		}
	}
}

// checkReach fails if Reach and ReachRef disagree on the query, or if Path
// gives a path that is not a legal cheapest one.
func checkReach(t *testing.T, m *Map, s *State, q *MoveQuery) {
	t.Helper()
	var r, ref Reach
	m.Reach(s, q, &r)
	m.ReachRef(s, q, &ref)
	if r.ring != (reachRing{}) || r.rel != (reachRing{}) {
		t.Fatalf("Reach left pending layers behind")
	}
	for c := Cell(0); c < MaxCells; c++ {
		if r.Cost[c] != ref.Cost[c] || r.End.Has(c) != ref.End.Has(c) || r.Reached.Has(c) != ref.Reached.Has(c) {
			t.Fatalf("%dx%d map, from %s MP %d: at %s got cost %d end %v, want cost %d end %v",
				m.W, m.H, q.From.Label(), q.MP, c.Label(), r.Cost[c], r.End.Has(c), ref.Cost[c], ref.End.Has(c))
		}
	}
	harm := fewestHarmRef(m, s, q, &r)
	var buf [MaxCells]Cell
	for c := Cell(0); c < MaxCells; c++ {
		if !r.Reached.Has(c) {
			continue
		}
		path := m.Path(s, q, &r, c, buf[:0])
		if len(path) == 0 || path[0] != q.From || path[len(path)-1] != c {
			t.Fatalf("path to %s: got %v", c.Label(), path)
		}
		cost := 0
		for i := 1; i < len(path); i++ {
			a, b := path[i-1], path[i]
			if a != q.From && m.Terrain[a]&Rough != 0 {
				t.Fatalf("path to %s goes on from rough %s", c.Label(), a.Label())
			}
			found := false
			for d := 0; d < numDirs; d++ {
				if n, k, ok := m.stepRef(s, q, a, d); ok && n == b {
					cost += k
					found = true
				}
			}
			if !found {
				t.Fatalf("path to %s: illegal step %s→%s", c.Label(), a.Label(), b.Label())
			}
		}
		if cost != int(r.Cost[c]) {
			t.Fatalf("path to %s: got cost %d, want %d", c.Label(), cost, r.Cost[c])
		}
		entered := 0
		for _, x := range path[1:] {
			if m.Terrain[x]&Harmful != 0 {
				entered++
			}
		}
		if entered != harm[c] {
			t.Fatalf("path to %s enters %d harmful spaces, want %d", c.Label(), entered, harm[c])
		}
	}
}

// fewestHarmRef returns, for every space r reached, the fewest harmful
// spaces a cheapest path to it enters, from the reference step rule: the
// spaces in order of cost, each relaxing the cheapest steps that leave it.
func fewestHarmRef(m *Map, s *State, q *MoveQuery, r *Reach) [MaxCells]int {
	var harm [MaxCells]int
	for i := range harm {
		harm[i] = 1 << 20
	}
	harm[q.From] = 0
	for cost := 0; cost <= MaxMP; cost++ {
		for a := Cell(0); a < MaxCells; a++ {
			if !r.Reached.Has(a) || int(r.Cost[a]) != cost || a != q.From && m.Terrain[a]&Rough != 0 {
				continue
			}
			for d := 0; d < numDirs; d++ {
				n, k, ok := m.stepRef(s, q, a, d)
				if !ok || !r.Reached.Has(n) || int(r.Cost[a])+k != int(r.Cost[n]) {
					continue
				}
				h := harm[a]
				if m.Terrain[n]&Harmful != 0 {
					h++
				}
				harm[n] = min(harm[n], h)
			}
		}
	}
	return harm
}

// checkLOSMap fails if the LOS table disagrees with a walk, or LOS is not
// symmetric, on random pairs of m.
func checkLOSMap(t *testing.T, rng *rand.Rand, m *Map, s *State, pairs int) {
	t.Helper()
	var giants *Set
	if rng.IntN(3) == 0 {
		giants = randomSet(rng, m, 12)
	}
	for range pairs {
		a, b := randomCell(rng, m), randomCell(rng, m)
		got := m.LOS(s, a, b, giants)
		v := losView{m: m, s: s, giants: giants, elevBlock: !(m.Elevated(a) && m.Elevated(b))}
		if want := a == b || v.walk(a, b); got != want {
			t.Fatalf("LOS %s→%s: got %v, walk says %v", a.Label(), b.Label(), got, want)
		}
		if back := m.LOS(s, b, a, giants); back != got {
			t.Fatalf("LOS %s→%s is %v but %s→%s is %v", a.Label(), b.Label(), got, b.Label(), a.Label(), back)
		}
	}
}

// distanceFieldRef is DistanceField by a plain Dijkstra search straight
// from the rules.
func distanceFieldRef(m *Map, s *State, to Cell, ignoreSlow bool, out *[MaxCells]uint8) {
	*out = unreachable
	q := MoveQuery{IgnoreSlow: ignoreSlow}
	var dist [MaxCells]int
	var done [MaxCells]bool
	for i := range dist {
		dist[i] = 1 << 30
	}
	dist[to] = 0
	for {
		best := NoCell
		for c := Cell(0); c < MaxCells; c++ {
			if !done[c] && dist[c] < 1<<30 && (best == NoCell || dist[c] < dist[best]) {
				best = c
			}
		}
		if best == NoCell {
			break
		}
		done[best] = true
		out[best] = uint8(min(dist[best], MaxMP))
		for d := 0; d < numDirs; d++ {
			a := m.neighbour(best, d)
			if a == NoCell || m.Blocking(s, a) || !m.levelAdjacent(a, best) {
				continue
			}
			l := m.crossing(a, (d+4)%numDirs)
			if l&(LineBlocking|LineClimbable) != 0 {
				continue
			}
			if c := dist[best] + m.enterCost(&q, best, l); c < dist[a] {
				dist[a] = c
			}
		}
	}
}

func TestReachMatchesReference(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var s State
	var q MoveQuery
	var brk [MaxCells]uint8
	for i := range n {
		side := 12
		if i%10 == 0 {
			side = MaxSide
		}
		m := randomMap(rng, side)
		for range 5 {
			randomQuery(rng, m, &s, &q, &brk)
			checkReach(t, m, &s, &q)
		}
		checkLOSMap(t, rng, m, &s, 50)
		var got, want [MaxCells]uint8
		to, slow := randomCell(rng, m), rng.IntN(3) == 0
		// On the random state, and on the map as built (the field Prepare
		// computed).
		for _, st := range []*State{&s, nil} {
			m.DistanceField(st, to, slow, &got)
			distanceFieldRef(m, st, to, slow, &want)
			if got != want {
				for c := Cell(0); c < MaxCells; c++ {
					if got[c] != want[c] {
						t.Fatalf("distance field to %s on a %dx%d map (state %v): at %s got %d, want %d", to.Label(), m.W, m.H, st != nil, c.Label(), got[c], want[c])
					}
				}
			}
		}
	}
}

// TestReachStopsAt checks a search with StopAt against the whole search:
// it holds the spaces of the whole search that cost no more than the
// cheapest space of StopAt in End, or all of them when there is none, and
// leaves its scratch space empty.
func TestReachStopsAt(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewPCG(5, 9))
	var s State
	var q MoveQuery
	var brk [MaxCells]uint8
	var all, got Reach
	for range n {
		m := randomMap(rng, 12)
		for range 5 {
			randomQuery(rng, m, &s, &q, &brk)
			stop := randomSet(rng, m, 12)
			if rng.IntN(4) == 0 {
				stop.Add(q.From)
			}
			q.StopAt = nil
			m.Reach(&s, &q, &all)
			q.StopAt = stop
			m.Reach(&s, &q, &got)
			limit := 1 << 10
			for c := Cell(0); c < MaxCells; c++ {
				if stop.Has(c) && all.End.Has(c) {
					limit = min(limit, int(all.Cost[c]))
				}
			}
			var want Reach
			want.Cost = unreachable
			want.From, want.MP = all.From, all.MP
			for c := Cell(0); c < MaxCells; c++ {
				if all.Reached.Has(c) && int(all.Cost[c]) <= limit {
					want.Cost[c] = all.Cost[c]
					want.Reached.Add(c)
					if all.End.Has(c) {
						want.End.Add(c)
					}
				}
			}
			if got.Cost != want.Cost || got.Reached != want.Reached || got.End != want.End || got.ring != (reachRing{}) || got.rel != (reachRing{}) {
				t.Fatalf("%dx%d map, from %s, %d MP, stop at %s (least cost %d): got reached %s, end %s; want %s, %s",
					m.W, m.H, q.From.Label(), q.MP, labels(stop), limit, labels(&got.Reached), labels(&got.End), labels(&want.Reached), labels(&want.End))
			}
			if c := randomCell(rng, m); want.Reached.Has(c) {
				p1 := m.Path(&s, &q, &got, c, nil)
				q.StopAt = nil
				p2 := m.Path(&s, &q, &all, c, nil)
				if !slices.Equal(p1, p2) {
					t.Fatalf("%dx%d map, path to %s: got %v, want %v", m.W, m.H, c.Label(), p1, p2)
				}
			}
		}
	}
}

// TestReachToward checks a search toward one space (Toward, StopAt holding
// it alone), or toward the spaces next to one (TowardRange 1, StopAt
// holding them), against the search with StopAt alone: the spaces of
// StopAt in End are the same with the same costs, the paths to them are
// the same with the same costs, and the scratch space is left empty.
func TestReachToward(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	rng := rand.New(rand.NewPCG(5, 10))
	var s State
	var q MoveQuery
	var brk [MaxCells]uint8
	var all, got Reach
	for range n {
		m := randomMap(rng, 12)
		for range 5 {
			randomQuery(rng, m, &s, &q, &brk)
			to := randomCell(rng, m)
			if rng.IntN(4) == 0 {
				to = q.From
			}
			var stop Set
			stop.Add(to)
			rg := rng.IntN(2)
			if rg == 1 {
				stop = m.AdjacentSet(to)
			}
			q.StopAt, q.Toward, q.TowardRange = &stop, nil, 0
			m.Reach(&s, &q, &all)
			q.Toward, q.TowardRange = &to, rg
			m.Reach(&s, &q, &got)
			q.Toward = nil
			for c := Cell(0); c < MaxCells; c++ {
				if !stop.Has(c) {
					continue
				}
				if got.End.Has(c) != all.End.Has(c) || got.End.Has(c) && got.Cost[c] != all.Cost[c] || got.ring != (reachRing{}) || got.rel != (reachRing{}) {
					t.Fatalf("%dx%d map, from %s, %d MP, toward %s (range %d): %s in End %v (cost %d), want %v (%d)",
						m.W, m.H, q.From.Label(), q.MP, to.Label(), rg, c.Label(), got.End.Has(c), got.Cost[c], all.End.Has(c), all.Cost[c])
				}
				if !all.End.Has(c) {
					continue
				}
				p1 := m.Path(&s, &q, &got, c, nil)
				p2 := m.Path(&s, &q, &all, c, nil)
				if !slices.Equal(p1, p2) {
					t.Fatalf("%dx%d map, from %s, %d MP, path to %s: got %v, want %v", m.W, m.H, q.From.Label(), q.MP, c.Label(), p1, p2)
				}
				for _, c := range p1 {
					if got.Cost[c] != all.Cost[c] {
						t.Fatalf("%dx%d map, from %s, toward %s: cost of %s %d, want %d", m.W, m.H, q.From.Label(), to.Label(), c.Label(), got.Cost[c], all.Cost[c])
					}
				}
			}
		}
	}
}
