package grid

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestAdjacentMatchesDefinition compares Adjacent with its definition, on
// every pair of cells of random maps and on cells off the grid.
func TestAdjacentMatchesDefinition(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 9))
	cells := []Cell{NoCell, -40, MaxCells, MaxCells + 1}
	for c := Cell(0); c < MaxCells; c++ {
		cells = append(cells, c)
	}
	for range 4 {
		m := randomMap(rng, MaxSide)
		for _, a := range cells {
			for _, b := range cells {
				want := a != b && m.in(a) && m.in(b) && Chebyshev(a, b) == 1 && m.levelAdjacent(a, b)
				if got := m.Adjacent(a, b); got != want {
					t.Fatalf("Adjacent(%d, %d) on a %dx%d map: got %v, want %v", a, b, m.W, m.H, got, want)
				}
			}
		}
	}
}

// TestAdjacentSetMatchesAdjacent compares AdjacentSet with Adjacent on
// every pair of cells of random maps.
func TestAdjacentSetMatchesAdjacent(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 10))
	for range 4 {
		m := randomMap(rng, MaxSide)
		for a := NoCell; a < MaxCells; a++ {
			s := m.AdjacentSet(a)
			for b := Cell(0); b < MaxCells; b++ {
				if got, want := s.Has(b), m.Adjacent(a, b); got != want {
					t.Fatalf("AdjacentSet(%d) has %d: got %v, want %v (Adjacent)", a, b, got, want)
				}
			}
		}
	}
}

// TestAdjacentToMatchesAdjacent compares AdjacentTo with Adjacent on every
// cell of random maps and random sets of cells.
func TestAdjacentToMatchesAdjacent(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 4 {
		m := randomMap(rng, MaxSide)
		for range 8 {
			var s Set
			for range rng.IntN(12) {
				s.Add(Cell(rng.IntN(MaxCells)))
			}
			for a := NoCell; a < MaxCells; a++ {
				want := false
				for b := Cell(0); b < MaxCells; b++ {
					want = want || s.Has(b) && m.Adjacent(a, b)
				}
				if got := m.AdjacentTo(a, &s); got != want {
					t.Fatalf("AdjacentTo(%d, %v): got %v, want %v (Adjacent)", a, s, got, want)
				}
			}
		}
	}
}

// TestKingDistances checks KingDistances against the nearest target by
// Chebyshev, on random maps and target sets, targets off the map included.
func TestKingDistances(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for n := 0; n < 2000; n++ {
		m := &Map{W: 1 + rng.IntN(MaxSide), H: 1 + rng.IntN(MaxSide)}
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				m.On.Add(At(x, y))
			}
		}
		var targets Set
		for k := rng.IntN(6); k > 0; k-- {
			targets.Add(At(rng.IntN(MaxSide), rng.IntN(MaxSide)))
		}
		if rng.IntN(3) == 0 {
			targets = *randomSet(rng, m, 1+rng.IntN(20))
		}
		var got [MaxCells]int32
		m.KingDistances(&targets, &got)
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				c := At(x, y)
				want := int32(MaxCells)
				for tc := Cell(0); tc < MaxCells; tc++ {
					if targets.Has(tc) {
						want = min(want, int32(Chebyshev(c, tc)))
					}
				}
				if got[c] != want {
					t.Fatalf("map %dx%d, %d targets: distance at %s = %d, want %d", m.W, m.H, count(&targets), c.Label(), got[c], want)
				}
			}
		}
	}
}

func count(s *Set) int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}
