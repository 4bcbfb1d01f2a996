package lab

import (
	"context"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// TestGateSpecPlay parses a gate, refuses a bad one by its key, and plays
// one that stops where its test decides, the same game for 1 worker or 3.
func TestGateSpecPlay(t *testing.T) {
	for _, c := range []struct {
		spec GateSpec
		key  string
	}{
		{GateSpec{Expect: "40%..", MaxBattles: 0}, "max-battles"},
		{GateSpec{Expect: "nonsense", MaxBattles: 10}, "expect"},
	} {
		if key, err := c.spec.Parse(); key != c.key || err == nil {
			t.Errorf("%+v: got %q, %v; want %q and an error", c.spec, key, err, c.key)
		}
	}
	s := GateSpec{Expect: "40%..60%", Seed: 3, MaxBattles: 100000, Delta: 0.02, Alpha: 0.05, Beta: 0.05}
	if _, err := s.Parse(); err != nil {
		t.Fatal(err)
	}
	setup := simtest.New(0.9, 0.1)
	var games []int64
	for _, workers := range []int{1, 3} {
		test, err := s.Test()
		if err != nil {
			t.Fatal(err)
		}
		sum, err := Run(context.Background(), setup, s.Play(Options{Workers: workers}, test))
		if err != nil || test.Verdict() != stats.Outside {
			t.Fatalf("%d workers: verdict %v, error %v; want outside", workers, test.Verdict(), err)
		}
		games = append(games, sum.Games())
	}
	if games[0] != games[1] || games[0] >= 100000 {
		t.Errorf("stopped after %v games, want the same number, before the cap", games)
	}
}
