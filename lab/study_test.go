package lab

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/stats"
)

// TestCompareFindsPlanted: B's focus seat wins 0.05 more often than A's;
// on 4000 paired games the paired interval holds 0.05 and excludes 0, and
// McNemar's test rejects equality.
func TestCompareFindsPlanted(t *testing.T) {
	a, b := Entrant{Setup: simtest.New(0.40, 0.3)}, Entrant{Setup: simtest.New(0.45, 0.3)}
	for _, w := range []int{1, 3} {
		c, err := Compare(context.Background(), a, b, Options{Seed: 11, Games: 4000, Workers: w}, 3)
		if err != nil {
			t.Fatal(err)
		}
		d, lo, hi := c.Wins.Diff(stats.Conf95)
		wantNear(t, "difference", d, 0.05, 0.015)
		if !(lo > 0 && lo <= 0.05 && 0.05 <= hi) {
			t.Errorf("interval %.4f – %.4f, want above 0 and holding 0.05", lo, hi)
		}
		if p := c.Wins.McNemar(); p > 1e-6 {
			t.Errorf("McNemar p = %g, want below 1e-6", p)
		}
		// The planted difference only ever flips games toward B.
		if c.Wins.OnlyA != 0 || len(c.FlipsA) != 0 || len(c.FlipsB) != 3 {
			t.Errorf("flips toward A %d (listed %v), toward B listed %v; want 0, none, 3", c.Wins.OnlyA, c.FlipsA, c.FlipsB)
		}
		if c.A.Games() != 4000 || c.B.Games() != 4000 || !c.A.Complete {
			t.Errorf("%d and %d games, want 4000 each, complete", c.A.Games(), c.B.Games())
		}
		// Each side's summary is its own run.
		sameSummary(t, "A of a comparison", c.A, run(t, a.Setup, Options{Seed: 11, Games: 4000}))
	}
}

// TestCompareFindsNone: the same setup twice, and two policies that only
// rename it, show no difference at all.
func TestCompareFindsNone(t *testing.T) {
	setup := simtest.New(0.4, 0.3)
	c, err := Compare(context.Background(), Entrant{Setup: setup}, Entrant{Setup: setup, Policies: []string{"plain"}},
		Options{Seed: 3, Games: 3000}, 0)
	if err != nil {
		t.Fatal(err)
	}
	d, lo, hi := c.Wins.Diff(stats.Conf95)
	if d != 0 || c.Wins.OnlyA+c.Wins.OnlyB != 0 || !(lo < 0 && hi > 0) {
		t.Errorf("difference %.4f (%.4f – %.4f), %d flips; want 0, an interval around 0, none", d, lo, hi, c.Wins.OnlyA+c.Wins.OnlyB)
	}
	if p := c.Wins.McNemar(); p < 0.05 {
		t.Errorf("McNemar p = %g, want no rejection", p)
	}
}

// TestCompareInterrupted keeps the pairs played.
func TestCompareInterrupted(t *testing.T) {
	ctx, progress := cancelAt(300)
	s := simtest.New(0.5)
	c, err := Compare(ctx, Entrant{Setup: s}, Entrant{Setup: s, Policies: []string{"lucky:0.1"}},
		Options{Games: 100000, Workers: 2, Batch: 10, Progress: progress}, 0)
	if !Interrupted(err) || c == nil || c.Wins.N() < 300 || c.Wins.N() == 100000 || c.A.Complete {
		t.Fatalf("interrupted comparison: %v; want the pairs played so far", err)
	}
	if c.Wins.N() != c.A.Games() || c.A.Coverage.Total() != c.A.Games() {
		t.Errorf("%d pairs, %d games, coverage %d", c.Wins.N(), c.A.Games(), c.A.Coverage.Total())
	}
}

// TestSweepSharesSeeds: every value of a sweep plays the same seeds, so a
// value's summary is its own run, and raising a win probability only
// ever turns losses into wins, game by game.
func TestSweepSharesSeeds(t *testing.T) {
	xs := []float64{0.1, 0.2, -1, 0.3}
	setupAt := func(x float64) (sim.Setup, error) {
		if x < 0 {
			return nil, errors.New("not a probability")
		}
		return simtest.New(x, 0.1), nil
	}
	var seen []int
	pts, err := Sweep(context.Background(), xs, setupAt, Options{Seed: 8, Games: 2000, Workers: 2}, func(k int) { seen = append(seen, k) })
	if err != nil {
		t.Fatal(err)
	}
	if len(pts) != 4 || pts[2].Err == nil || pts[2].Sum != nil || fmt.Sprint(seen) != "[0 1 3]" {
		t.Fatalf("points %v (played %v), want 4 with the third skipped", pts, seen)
	}
	prev := int64(-1)
	for _, p := range pts {
		if p.Sum == nil {
			continue
		}
		sameSummary(t, fmt.Sprintf("value %g", p.X), p.Sum, run(t, simtest.New(p.X, 0.1), Options{Seed: 8, Games: 2000}))
		if Wins(p.Sum) <= prev {
			t.Errorf("value %g: %d wins, not more than the %d before", p.X, Wins(p.Sum), prev)
		}
		prev = Wins(p.Sum)
	}
	// Paired: seat 1 (0.1 after seat 0's slice) wins different games at
	// each value, but its count moves only by chance; seat 0's wins at
	// 0.1 are all wins at 0.3.
	a, b := simtest.Play(simtest.New(0.1, 0.1), 8, 2000), simtest.Play(simtest.New(0.3, 0.1), 8, 2000)
	for i := range a {
		if a[i].Outcome[0] == sim.Won && b[i].Outcome[0] != sim.Won {
			t.Fatalf("game %d won at 0.1, lost at 0.3", i)
		}
	}
	c := Curve(pts, stats.MethodWilson)
	if cr := c.Crossing(0.25); !cr.Found || cr.X < 0.2 || cr.X > 0.3 {
		t.Errorf("crossing of 25%% at %+v, want between 0.2 and 0.3", cr)
	}
}

// TestTuneFindsPlanted: the focus seat's win rate is the knob itself; a
// tuning toward 0.3 over a grid of 0.01 ends within 0.02 of it, with the
// same result for any number of workers.
func TestTuneFindsPlanted(t *testing.T) {
	var grid []float64
	for k := 0; k <= 80; k++ {
		grid = append(grid, float64(k)/100)
	}
	setupAt := func(x float64) (sim.Setup, error) {
		if x > 0.44 && x < 0.47 {
			return nil, errors.New("refused")
		}
		return simtest.New(x, 0.1), nil
	}
	var first string
	for _, w := range []int{1, 3} {
		var tried []string
		res, err := Tuned(context.Background(), setupAt, Options{Seed: 2, Games: 1000, Workers: w},
			Tune{Grid: grid, Target: 0.3, MaxGames: 16000, CI: stats.MethodWilson,
				Before: func(x float64, n int64) { tried = append(tried, fmt.Sprint(x, ":", n)) }})
		if err != nil {
			t.Fatal(err)
		}
		if res.Best < 0 || !res.Crosses || !res.Cross.Found {
			t.Fatalf("tuning found nothing: %+v", res)
		}
		wantNear(t, "best value", res.Points[res.Best].X, 0.3, 0.02)
		wantNear(t, "crossing", res.Cross.X, 0.3, 0.02)
		if w == 1 {
			first = fmt.Sprint(tried)
		} else if got := fmt.Sprint(tried); got != first {
			t.Errorf("workers %d tried %s, one worker %s", w, got, first)
		}
	}
	// A target no value reaches: the closer end, and no crossing.
	res, err := Tuned(context.Background(), setupAt, Options{Seed: 2, Games: 500},
		Tune{Grid: grid, Target: 0.95, MaxGames: 500})
	if err != nil {
		t.Fatal(err)
	}
	if res.Crosses || res.Points[res.Best].X != 0.8 {
		t.Errorf("unreachable target: crosses %v, best %g; want no crossing, 0.8", res.Crosses, res.Points[res.Best].X)
	}
}

// TestTournament: three entrants, each a planted rate; the round robin
// ranks them, and its pairs are Compare's.
func TestTournament(t *testing.T) {
	s := simtest.New(0.3, 0.2)
	es := []Entrant{{Setup: s}, {Setup: s, Policies: []string{"lucky:0.1"}}, {Setup: simtest.New(0.2, 0.2)}}
	r, err := Tournament(context.Background(), es, Options{Seed: 6, Games: 3000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Games() != 3000 {
		t.Fatalf("%d games, want 3000", r.Games())
	}
	for k, p := range []float64{0.3, 0.4, 0.2} {
		rate, _, _ := Rate(r.Sums[k])
		wantNear(t, fmt.Sprintf("entrant %d", k), rate, p, 0.03)
	}
	c, err := Compare(context.Background(), es[0], es[2], Options{Seed: 6, Games: 3000}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pairs[0][2] != c.Wins || r.Turns[0][2] != c.Turns {
		t.Errorf("pair 0–2 %+v, Compare %+v", r.Pairs[0][2], c.Wins)
	}
	if _, err := Tournament(context.Background(), es[:1], Options{Games: 10}); err == nil {
		t.Error("a tournament of one entrant ran")
	}
}

// TestCheck: the gate passes a setup inside its range, fails one outside,
// and stops at the same game for any number of workers.
func TestCheck(t *testing.T) {
	g := Gate{Lo: 0.45, Hi: 0.55, Delta: 0.04, Alpha: 0.05, Beta: 0.05}
	for _, c := range []struct {
		p    float64
		want stats.Verdict
	}{{0.5, stats.Inside}, {0.35, stats.Outside}, {0.65, stats.Outside}} {
		var games int64
		for _, w := range []int{1, 4} {
			r, err := Check(context.Background(), simtest.New(c.p, 0.1), g, Options{Seed: 1, Games: 200000, Workers: w, Batch: 13})
			if err != nil {
				t.Fatal(err)
			}
			if r.Verdict != c.want || r.Sum.Games() >= 200000 {
				t.Errorf("p %.2f: %v after %d games, want %v before the cap", c.p, r.Verdict, r.Sum.Games(), c.want)
			}
			if games != 0 && r.Sum.Games() != games {
				t.Errorf("p %.2f: stopped at game %d with %d workers, %d with one", c.p, r.Sum.Games(), w, games)
			}
			games = r.Sum.Games()
		}
	}
	r, err := Check(context.Background(), simtest.New(0.45), g, Options{Seed: 1, Games: 300})
	if err != nil || r.Verdict != stats.Undecided || r.Sum.Games() != 300 {
		t.Errorf("at the bound with 300 games: %v, %v; want undecided after 300", r, err)
	}
}
