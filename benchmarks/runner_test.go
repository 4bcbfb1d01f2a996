package benchmarks

import (
	"context"
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
	"github.com/tmntsim/tmntsim/sim/runner"
)

// gameWorker plays battles for the runner: one game and one policy.
type gameWorker struct{ g *adventures.Game }

func (w *gameWorker) Play(seed, index uint64, rec *sim.Record) error {
	w.g.Play(seed, index, rec)
	return nil
}

// BenchmarkRunner plays the default battle with the first and the default
// policy through the parallel runner, one op a battle, with 1 and 2
// workers: the battles per second of workers=2 over those of workers=1 is
// the scaling figure. It also reports the CPU time per battle (cpu-ns/op),
// which stays flat when the workers scale. Allocations are those of
// starting a run (games, policies, the runner's buffers), spread over the
// battles.
func BenchmarkRunner(b *testing.B) {
	name := "intro-brawl"
	bt := load(b, name)
	for _, pol := range enginePolicies() {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/%s/workers=%d", name, pol, workers), func(b *testing.B) { runBattles(b, bt, pol, workers) })
		}
	}
}

// runBattles plays b.N battles of bt with policy pol through the runner
// with the given number of workers.
func runBattles(b *testing.B, bt *adventures.Battle, pol string, workers int) {
	newWorker := func() (runner.Worker[sim.Record], error) {
		p, err := policy.New(specOf(pol))
		if err != nil {
			return nil, err
		}
		return &gameWorker{adventures.NewGame(bt, p)}, nil
	}
	wins := 0
	fold := func(_ int64, r *sim.Record) {
		if adventures.Winner(r) == adventures.Heroes {
			wins++
		}
	}
	b.ReportAllocs()
	cpu := cpuNanos()
	b.ResetTimer()
	cfg := runner.Config{Seed: seed, Battles: int64(b.N), Workers: workers}
	if _, err := runner.Run(context.Background(), cfg, newWorker, fold); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	reportCPU(b, cpu)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
}
