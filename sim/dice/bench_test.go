package dice

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// sink keeps the compiler from dropping benchmarked work.
var sink int

// BenchmarkHits rolls n dice at a time and reports the cost of one die.
func BenchmarkHits(b *testing.B) {
	d := mustDie(b, defaultFaces)
	for _, n := range []int{1, 4, 8, 16} {
		for _, reroll := range []bool{false, true} {
			b.Run(fmt.Sprintf("n=%d/reroll=%v", n, reroll), func(b *testing.B) {
				var r Roller
				r.Init(rand.NewPCG(1, 2))
				b.ReportAllocs()
				s := 0
				for b.Loop() {
					s += r.Hits(d, n, reroll)
				}
				sink = s
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/die")
			})
		}
	}
}

// BenchmarkRoll rolls 8 dice into a reused buffer.
func BenchmarkRoll(b *testing.B) {
	d := mustDie(b, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 2))
	buf := make([]uint8, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		buf = r.Roll(d, 8, buf[:0])
	}
	sink = int(buf[0])
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*8), "ns/die")
}

// BenchmarkFace rolls one die per call.
func BenchmarkFace(b *testing.B) {
	d := mustDie(b, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 2))
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		s += r.Face(d)
	}
	sink = s
}

// BenchmarkIntN draws one small integer per call.
func BenchmarkIntN(b *testing.B) {
	var r Roller
	r.Init(rand.NewPCG(1, 2))
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		s += r.IntN(6)
	}
	sink = s
}

// BenchmarkRandIntN is the baseline: one die from math/rand/v2's Rand.IntN.
func BenchmarkRandIntN(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	hits := [6]int{0, 0, 1, 1, 2, 0}
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		s += hits[rng.IntN(6)]
	}
	sink = s
}

// BenchmarkWounds rolls a typical strike: 4 dice with a reroll against 2
// dice with a reroll.
func BenchmarkWounds(b *testing.B) {
	d := mustDie(b, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 2))
	s := Strike{AttackDice: 4, AttackReroll: true, DefendDice: 2, DefendReroll: true}
	b.ReportAllocs()
	w := 0
	for b.Loop() {
		w += r.Wounds(d, &s)
	}
	sink = w
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*6), "ns/die")
}

// BenchmarkRollReroll rolls 4 dice, rerolls the misses and sums them, as an
// engine does when a policy decides the reroll.
func BenchmarkRollReroll(b *testing.B) {
	d := mustDie(b, defaultFaces)
	var r Roller
	r.Init(rand.NewPCG(1, 2))
	buf := make([]uint8, 0, 8)
	b.ReportAllocs()
	h := 0
	for b.Loop() {
		buf = r.Roll(d, 4, buf[:0])
		r.Reroll(d, buf, d.HitFaces())
		hits, _ := d.Sum(buf)
		h += hits
	}
	sink = h
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*4), "ns/die")
}
