package lab

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A budget's rest holds as many games of paired entrants as three
// quarters of it fit at their pace: all asked for without a budget, none
// when it is spent.
func TestFitGames(t *testing.T) {
	left := func(d time.Duration) *Budget { return &Budget{Total: time.Hour, Start: time.Now().Add(d - time.Hour)} }
	for _, c := range []struct {
		b        *Budget
		n        int64
		entrants int
		pace     time.Duration
		want     int64
	}{
		{nil, 1000, 4, time.Millisecond, 1000},
		{NewBudget(0), 1000, 4, time.Millisecond, 1000},
		{left(time.Minute), 1000, 4, time.Millisecond, 1000},
		{left(4 * time.Second), 1000, 4, 10 * time.Millisecond, 74}, // just under 3 s over 40 ms
		{left(0), 1000, 4, time.Millisecond, 0},
		{left(-time.Second), 1000, 4, time.Millisecond, 0},
	} {
		if got := FitGames(c.b, c.n, c.entrants, c.pace); got != c.want {
			t.Errorf("%d games of %d entrants at %v: got %d, want %d", c.n, c.entrants, c.pace, got, c.want)
		}
	}
}

// Interrupted, a study of one group of variants keeps what it paired so
// far (the budget's end keeps an Allies table's part); one of several
// groups keeps nothing.
func TestImpactInterruptedKeepsOneGroup(t *testing.T) {
	for _, k := range []int{2, MaxEntrants} {
		base := Entrant{Setup: simtest.New(0.3, 0.5), Name: "base"}
		var variants []Entrant
		for i := range k {
			variants = append(variants, Entrant{Setup: simtest.New(0.3, 0.4), Name: fmt.Sprint(i)})
		}
		ctx, cancel := context.WithCancel(context.Background())
		o := Options{Seed: 7, Games: 100000, Workers: 1, Batch: 100}
		o.Progress = func(done, _ int64) {
			if done >= 1000 {
				cancel()
			}
		}
		effects, sum, err := Impact(ctx, base, variants, 1, o)
		cancel()
		if !Interrupted(err) {
			t.Fatalf("%d variants: got %v, want the interruption", k, err)
		}
		one := k <= MaxEntrants-1
		switch {
		case one && (sum == nil || sum.Games() < 1000 || sum.Games() >= o.Games || effects[0].Wins.N() != sum.Games() || sum.Complete):
			t.Errorf("%d variants (one group): got %v, %d effects; want the games paired so far, incomplete", k, sum, len(effects))
		case !one && (effects != nil || sum != nil):
			t.Errorf("%d variants (two groups): got %d effects, want none", k, len(effects))
		}
	}
}
