package grid

import (
	"math/rand/v2"
	"testing"
)

// FuzzReach checks Reach, Path and DistanceField against the reference
// searches on a random map grown from the fuzzed seed.
func FuzzReach(f *testing.F) {
	f.Add(uint64(1), uint8(8))
	f.Add(uint64(2), uint8(32))
	f.Fuzz(func(t *testing.T, seed uint64, side uint8) {
		rng := rand.New(rand.NewPCG(seed, 99))
		m := randomMap(rng, 1+int(side)%MaxSide)
		var s State
		var q MoveQuery
		var brk [MaxCells]uint8
		for range 4 {
			randomQuery(rng, m, &s, &q, &brk)
			checkReach(t, m, &s, &q)
		}
		var got, want [MaxCells]uint8
		to := randomCell(rng, m)
		m.DistanceField(&s, to, false, &got)
		distanceFieldRef(m, &s, to, false, &want)
		if got != want {
			t.Fatalf("distance field to %s differs from the reference", to.Label())
		}
	})
}

// FuzzLOS checks that the LOS table agrees with a walk and that LOS is
// symmetric on a random map grown from the fuzzed seed.
func FuzzLOS(f *testing.F) {
	f.Add(uint64(1), uint8(8))
	f.Add(uint64(3), uint8(20))
	f.Fuzz(func(t *testing.T, seed uint64, side uint8) {
		rng := rand.New(rand.NewPCG(seed, 98))
		m := randomMap(rng, 1+int(side)%16)
		var s State
		m.InitState(&s)
		s.Open = *randomSet(rng, m, 2)
		s.Gone = *randomSet(rng, m, 2)
		checkLOSMap(t, rng, m, &s, 200)
	})
}
