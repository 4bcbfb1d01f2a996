package grid

import (
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
