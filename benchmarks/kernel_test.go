package benchmarks

import (
	"testing"
)

// kernelInputsOf samples kernel inputs from battles of the default battle
// under the default policy.
func kernelInputsOf(b *testing.B) *kernelInputs {
	return sampleInputs(b, load(b, ""), defaultPolicy())
}

// BenchmarkKernel times the kernels a battle is made of, on inputs sampled
// from battles of the default battle in play: a strike's roll of 4 Battle
// dice (dice), an Action die or shuffle draw (draw), a reachability search
// (reach), a search and a path from it (reach+path), a line-of-sight check
// (los) and a distance field (distance-field). Besides ns/op they report
// the CPU time per op (cpu-ns/op; ns/die of the dice is CPU time too).
func BenchmarkKernel(b *testing.B) {
	in := kernelInputsOf(b)
	f := newFloor(in, perBattle{})
	m := &in.b.Map
	b.Run("dice", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		start := newStopwatch()
		for b.Loop() {
			f.sink += f.roll.Hits(&in.die, 4, false)
		}
		reportCPU(b, cpu)
		b.ReportMetric(float64(start.elapsed())/float64(4*b.N), "ns/die")
	})
	b.Run("draw", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		for b.Loop() {
			f.sink += f.roll.IntN(6)
		}
		reportCPU(b, cpu)
	})
	b.Run("reach", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		for i := 0; b.Loop(); i++ {
			s := &in.reach[i%len(in.reach)]
			m.Reach(&s.st, &s.q, &f.r)
		}
		reportCPU(b, cpu)
	})
	b.Run("reach+path", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		for i := 0; b.Loop(); i++ {
			s := &in.reach[i%len(in.reach)]
			m.Reach(&s.st, &s.q, &f.r)
			f.sink += len(m.Path(&s.st, &s.q, &f.r, s.to, f.path[:0]))
		}
		reportCPU(b, cpu)
	})
	b.Run("los", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		for i := 0; b.Loop(); i++ {
			s := &in.los[i%len(in.los)]
			if m.LOS(&s.st, s.from, s.to, nil) {
				f.sink++
			}
		}
		reportCPU(b, cpu)
	})
	b.Run("distance-field", func(b *testing.B) {
		b.ReportAllocs()
		cpu := cpuNanos()
		for i := 0; b.Loop(); i++ {
			s := &in.targets[i%len(in.targets)]
			m.DistanceField(&s.st, s.to, false, &f.field)
		}
		reportCPU(b, cpu)
	})
}
