package lab

import (
	"context"
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// Impact finds planted effects: each variant of the fake game moves the
// second seat's win probability by a known amount, so the "card" a variant
// stands for is worth the opposite. Nine variants are two groups, base
// replayed in each. The effects and the ranking follow the planted worths,
// and a card worth nothing flips no game (the games are the same).
func TestImpactPlanted(t *testing.T) {
	base := Entrant{Setup: simtest.New(0.3, 0.5), Name: "base"}
	// The worth of each card to seat s1: its win rate with the card (0.5)
	// less without it.
	worth := []float64{0, 0.2, -0.1, 0.05, 0, 0.3, -0.2, 0.1, 0.15}
	var variants []Entrant
	for i, w := range worth {
		variants = append(variants, Entrant{Setup: simtest.New(0.3, 0.5-w), Name: string(rune('a' + i))})
	}
	o := Options{Seed: 7, Games: 20000, Workers: 2}
	var calls int
	var last int64
	o.Progress = func(done, total int64) { calls++; last = total }
	effects, sum, err := Impact(context.Background(), base, variants, 1, o)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sum.Games(), o.Games; got != want {
		t.Errorf("base played %d games, want %d", got, want)
	}
	if calls == 0 || last != 2*o.Games {
		t.Errorf("progress: %d calls, total %d, want some and %d (two groups)", calls, last, 2*o.Games)
	}
	byName := map[string]Effect{}
	for _, e := range effects {
		byName[e.Name] = e
	}
	for i, w := range worth {
		name := string(rune('a' + i))
		e := byName[name]
		d, lo, hi := e.Diff()
		if math.Abs(d-w) > 0.015 {
			t.Errorf("card %s: effect %.4f, want %.2f ± 0.015", name, d, w)
		}
		if !(lo <= w && w <= hi) {
			t.Errorf("card %s: interval [%.4f, %.4f] misses the planted %.2f", name, lo, hi, w)
		}
		if w == 0 && (d != 0 || e.Wins.OnlyA+e.Wins.OnlyB != 0) {
			t.Errorf("card %s: a card worth nothing flipped %d games, want 0", name, e.Wins.OnlyA+e.Wins.OnlyB)
		}
	}
	RankEffects(effects)
	want := []string{"f", "b", "i", "h", "d", "a", "e", "c", "g"}
	for i, e := range effects {
		if e.Name != want[i] {
			t.Errorf("rank %d: card %s, want %s", i+1, e.Name, want[i])
		}
	}
}

// The same study on 1 worker or 3 gives the same effects.
func TestImpactWorkers(t *testing.T) {
	base := Entrant{Setup: simtest.New(0.4, 0.4)}
	variants := []Entrant{{Setup: simtest.New(0.35, 0.4), Name: "x"}, {Setup: simtest.New(0.5, 0.4), Name: "y"}}
	var got [2][]Effect
	for k, w := range []int{1, 3} {
		e, _, err := Impact(context.Background(), base, variants, 0, Options{Seed: 3, Games: 5000, Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		got[k] = e
	}
	for i := range got[0] {
		if got[0][i] != got[1][i] {
			t.Errorf("variant %s: 1 worker %+v, 3 workers %+v", got[0][i].Name, got[0][i], got[1][i])
		}
	}
}

// Impact refuses a seat the game does not have, a variant of another
// game, and no variants.
func TestImpactErrors(t *testing.T) {
	base := Entrant{Setup: simtest.New(0.4, 0.4)}
	ok := []Entrant{{Setup: simtest.New(0.3, 0.4)}}
	o := Options{Seed: 1, Games: 10}
	if _, _, err := Impact(context.Background(), base, ok, 2, o); err == nil {
		t.Error("seat 2 of 2: no error")
	}
	if _, _, err := Impact(context.Background(), base, []Entrant{{Setup: simtest.New(0.3, 0.3, 0.3)}}, 0, o); err == nil {
		t.Error("a variant with three seats: no error")
	}
	if _, _, err := Impact(context.Background(), base, nil, 0, o); err == nil {
		t.Error("no variants: no error")
	}
}

// First finds a planted first-player advantage: the first seat wins 60%
// going first and 45% going second, the second seat 55% going first, so
// the first player wins (0.60 + 0.55) / 2 = 57.5% over both orders.
func TestFirstPlanted(t *testing.T) {
	a := Entrant{Setup: simtest.New(0.60, 0.40), Name: "s0 first"}
	b := Entrant{Setup: simtest.New(0.45, 0.55), Name: "s1 first"}
	f, err := First(context.Background(), a, b, Options{Seed: 11, Games: 20000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	d, lo, hi := f.Seat0.Diff(0.95)
	if math.Abs(d-0.15) > 0.015 || lo > 0.15 || hi < 0.15 {
		t.Errorf("first seat, first less second: %.4f [%.4f, %.4f], want 0.15 ± 0.015 inside its interval", d, lo, hi)
	}
	d1, _, _ := f.Seat1.Diff(0.95)
	if math.Abs(d1-0.15) > 0.015 {
		t.Errorf("second seat, first less second: %.4f, want 0.15 ± 0.015", d1)
	}
	r, rlo, rhi := f.FirstRate()
	if math.Abs(r-0.575) > 0.01 || rlo > 0.575 || rhi < 0.575 {
		t.Errorf("first player's win rate %.4f [%.4f, %.4f], want 0.575 ± 0.01 inside its interval", r, rlo, rhi)
	}
	if f.AFirst.Games() != 20000 || f.BFirst.Games() != 20000 {
		t.Errorf("games %d and %d, want 20000 each", f.AFirst.Games(), f.BFirst.Games())
	}
	if _, err := First(context.Background(), Entrant{Setup: simtest.New(0.3, 0.3, 0.3)}, Entrant{Setup: simtest.New(0.3, 0.3, 0.3)}, Options{Games: 10}); err == nil {
		t.Error("a swap of three seats: no error")
	}
}
