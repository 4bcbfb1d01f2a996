package lab

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
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

// A strong ally planted among the example's allies ranks first, its
// interval above 0, measured for the heroes.
func TestAllyImpactFindsAPlantedAlly(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 5 × 1500 battles")
	}
	data, err := battlefile.EmbeddedData("allies-alley")
	if err != nil {
		t.Fatal(err)
	}
	planted := strings.Replace(string(data), "allies:\n", "allies:\n  - {name: Planted, side: heroes, ability: \"passive: attack 3\"}\n", 1)
	l, err := battlefile.LoadBytes("planted.yaml", []byte(planted))
	if err != nil {
		t.Fatal(err)
	}
	s := policy.NewSetup(l.Battle, "greedy")
	var allies []Entrant
	for i, a := range l.Battle.Allies {
		v, err := s.WithAllyOnly(i)
		if err != nil {
			t.Fatal(err)
		}
		allies = append(allies, Entrant{Setup: v, Name: a.Name})
	}
	effects, _, err := AllyImpact(context.Background(), Entrant{Setup: s.WithoutAllies(), Name: "none"}, allies,
		adventures.SeatHeroes, Options{Seed: 1, Games: 1500, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	RankEffects(effects)
	if d, lo, _ := effects[0].Diff(); effects[0].Name != "Planted" || lo <= 0 {
		t.Errorf("first: %s, effect %.3f, interval from %.3f; want Planted above 0", effects[0].Name, d, lo)
	}
}
