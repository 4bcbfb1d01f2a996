package lab

import (
	"context"
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestTourField: the policies of the second seat of a fake game, the
// first's kept, play on the same seeds: their planted rates come out at
// the focus seat, and a policy the game refuses is the field's error.
func TestTourField(t *testing.T) {
	s := simtest.New(0.3, 0.2)
	f := TourField{Focus: 1, Base: []string{"lucky:0.1", ""}, SetupOf: func(string) sim.Setup { return s }}
	pols := []string{"plain", "lucky:0.2", "lucky:0.4"}
	for _, p := range pols {
		if err := f.Check(p); err != nil {
			t.Errorf("Check(%q): %v", p, err)
		}
	}
	if err := f.Check("chess"); err == nil {
		t.Error(`Check("chess"): no error`)
	}
	r, err := f.Play(context.Background(), pols, Options{Seed: 3, Games: 3000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for k, p := range []float64{0.2, 0.4, 0.6} {
		if got := r.Sums[k].Policies[1]; got != pols[k] {
			t.Errorf("entrant %d played seat 1 by %q, want %q", k, got, pols[k])
		}
		rate, _, _ := r.Sums[k].WinRate(1)
		wantNear(t, fmt.Sprintf("entrant %d", k), rate, p, 0.03)
		if r.Entrants[k].Name != "policy "+pols[k] || r.Entrants[k].Policies[0] != "lucky:0.1" {
			t.Errorf("entrant %d: %q %v", k, r.Entrants[k].Name, r.Entrants[k].Policies)
		}
	}
}
