package lab

import (
	"context"
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// AllyImpact reads each ally's effect the right way round: an ally that
// raises the seat's win rate by w has effect w, paired on the same games.
func TestAllyImpactPlanted(t *testing.T) {
	none := Entrant{Setup: simtest.New(0.3, 0.5), Name: "none"}
	worth := []float64{0.2, 0, -0.1}
	var allies []Entrant
	for i, w := range worth {
		allies = append(allies, Entrant{Setup: simtest.New(0.3, 0.5+w), Name: string(rune('a' + i))})
	}
	effects, sum, err := AllyImpact(context.Background(), none, allies, 1, Options{Seed: 3, Games: 20000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sum.Games(), int64(20000); got != want {
		t.Errorf("none played %d games, want %d", got, want)
	}
	for i, e := range effects {
		d, lo, hi := e.Diff()
		if w := worth[i]; math.Abs(d-w) > 0.015 || lo > w || hi < w {
			t.Errorf("ally %s: effect %.4f [%.4f, %.4f], want %.2f inside", e.Name, d, lo, hi, w)
		}
	}
}
