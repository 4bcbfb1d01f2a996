package grid

import (
	"math/rand/v2"
	"testing"
)

// breakAwayCostsRef is BreakAwayCosts straight from the rules, stepping
// with neighbour and levelAdjacent.
func breakAwayCostsRef(m *Map, enemies *Set, weight *[MaxCells]uint8, out *[MaxCells]uint8) {
	*out = [MaxCells]uint8{}
	for e := Cell(0); e < MaxCells; e++ {
		if !enemies.Has(e) || !m.in(e) || m.Terrain[e]&Obscuring != 0 {
			continue
		}
		add := uint8(1)
		if weight != nil {
			add = weight[e]
		}
		for d := 0; d < numDirs; d++ {
			if n := m.neighbour(e, d); n != NoCell && m.levelAdjacent(e, n) {
				out[n] += add
			}
		}
	}
}

// TestBreakAwayCostsMatchReference compares BreakAwayCosts with the rules
// applied direction by direction, with and without weights, and the spaces
// BreakAwayCostsAt gives with those that have a cost.
func TestBreakAwayCostsMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 11))
	for i := range 100 {
		m := randomMap(rng, MaxSide)
		enemies := randomSet(rng, m, 4)
		var weight [MaxCells]uint8
		for c := range weight {
			weight[c] = uint8(1 + rng.IntN(2))
		}
		w := &weight
		if i%2 == 0 {
			w = nil
		}
		var got, want [MaxCells]uint8
		got[rng.IntN(MaxCells)] = 9 // stale scratch is overwritten
		m.BreakAwayCosts(enemies, w, &got)
		breakAwayCostsRef(m, enemies, w, &want)
		if got != want {
			for c := Cell(0); c < MaxCells; c++ {
				if got[c] != want[c] {
					t.Fatalf("%dx%d map, at %s: got %d, want %d", m.W, m.H, c.Label(), got[c], want[c])
				}
			}
		}
		// The spaces with a cost, with the weights (never 0) or none.
		var at, costly Set
		at.Add(Cell(rng.IntN(MaxCells))) // stale scratch is cleared
		m.BreakAwayCostsAt(enemies, w, &got, &at)
		for c := Cell(0); c < MaxCells; c++ {
			if want[c] != 0 {
				costly.Add(c)
			}
		}
		if got != want || at != costly {
			t.Fatalf("%dx%d map: BreakAwayCostsAt got the spaces %s, want %s", m.W, m.H, labels(&at), labels(&costly))
		}
	}
}
