package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// climbTargetsRef is ClimbTargets straight from the rules, stepping with
// neighbour and crossing.
func climbTargetsRef(m *Map, s *State, from Cell, occupied *Set, dst []Cell) []Cell {
	for d := 0; d < numDirs; d++ {
		n := m.neighbour(from, d)
		if n == NoCell || m.Blocking(s, n) || has(occupied, n) || m.Terrain[n]&Unstable != 0 {
			continue
		}
		l := m.crossing(from, d)
		if l&LineBlocking != 0 {
			continue
		}
		if l&LineClimbable != 0 || (m.Terrain[from]^m.Terrain[n])&Elevated != 0 {
			dst = append(dst, n)
		}
	}
	return dst
}

// leapTargetsRef is LeapTargets straight from the rules.
func leapTargetsRef(m *Map, s *State, from Cell, occupied *Set, dst []Cell) []Cell {
	high := m.Elevated(from)
	for d := 0; d < numDirs; d++ {
		c := from
		for k := 1; k <= LeapRange; k++ {
			n := m.neighbour(c, d)
			if n == NoCell || m.Blocking(s, n) || m.crossing(c, d)&LineBlocking != 0 {
				break
			}
			if !high && !m.levelAdjacent(c, n) {
				break
			}
			c = n
			if !has(occupied, c) && m.Terrain[c]&Unstable == 0 {
				dst = append(dst, c)
			}
		}
	}
	return dst
}

// canTakeCoverRef is CanTakeCover straight from the rules.
func canTakeCoverRef(m *Map, c Cell) bool {
	if !m.in(c) {
		return false
	}
	if m.Terrain[c]&Covered != 0 {
		return true
	}
	for d := 0; d < numDirs; d++ {
		if n := m.neighbour(c, d); n != NoCell && m.Terrain[n]&Covered != 0 && m.levelAdjacent(c, n) {
			return true
		}
	}
	return false
}

// TestTerrainMoveTargetsMatchReference compares ClimbTargets, LeapTargets
// and CanTakeCover, which use the tables of Prepare, with the rules
// applied step by step, from every space of random maps.
func TestTerrainMoveTargetsMatchReference(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewPCG(5, 8))
	var s State
	var got, want [64]Cell
	for i := range n {
		side := 10
		if i%10 == 0 {
			side = MaxSide
		}
		m := randomMap(rng, side)
		m.InitState(&s)
		s.Open = *randomSet(rng, m, 2)
		s.Gone = *randomSet(rng, m, 2)
		occ := randomSet(rng, m, 6)
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				c := At(x, y)
				g, w := m.ClimbTargets(&s, c, occ, got[:0]), climbTargetsRef(m, &s, c, occ, want[:0])
				if !slices.Equal(g, w) {
					t.Fatalf("climb from %s on a %dx%d map: got %v, want %v", c.Label(), m.W, m.H, g, w)
				}
				g, w = m.LeapTargets(&s, c, occ, got[:0]), leapTargetsRef(m, &s, c, occ, want[:0])
				if !slices.Equal(g, w) {
					t.Fatalf("leap from %s on a %dx%d map: got %v, want %v", c.Label(), m.W, m.H, g, w)
				}
				if g, w := m.CanTakeCover(c), canTakeCoverRef(m, c); g != w {
					t.Fatalf("take cover on %s on a %dx%d map: got %v, want %v", c.Label(), m.W, m.H, g, w)
				}
			}
		}
	}
}
