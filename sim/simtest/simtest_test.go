package simtest

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

func TestSchemaFits(t *testing.T) {
	s := New(0.2, 0.3, 0.1)
	if err := s.Schema().Check(); err != nil {
		t.Fatal(err)
	}
}

// TestPlantedRates plays 20,000 games and finds each seat's planted win
// probability within 0.015 (about 4.5 standard errors at p = 0.5).
func TestPlantedRates(t *testing.T) {
	s := New(0.5, 0.2, 0.1)
	const n = 20000
	var wins [3]int
	draws := 0
	for _, r := range Play(s, 7, n) {
		for seat := range 3 {
			if r.Outcome[seat] == sim.Won {
				wins[seat]++
			}
		}
		if r.Outcome[0] == sim.Drew {
			draws++
		}
	}
	for seat, p := range []float64{0.5, 0.2, 0.1, 0.2} {
		got := float64(draws) / n
		if seat < 3 {
			got = float64(wins[seat]) / n
		}
		if math.Abs(got-p) > 0.015 {
			t.Errorf("seat %d: rate %.4f, want %.2f ± 0.015", seat, got, p)
		}
	}
}

// TestDeterministic: game i depends on (seed, i) alone, whatever was
// played before on the same game.
func TestDeterministic(t *testing.T) {
	s := New(0.4, 0.4)
	g, _ := s.NewGame(nil)
	var a, b sim.Record
	g.Play(3, 17, &a)
	g.Play(3, 5, &b)
	g.Play(3, 17, &b)
	if a != b {
		t.Errorf("game 17 of seed 3 differs after another game:\n%+v\n%+v", a, b)
	}
	g.Play(4, 17, &b)
	if a == b {
		t.Error("games 17 of seeds 3 and 4 are the same")
	}
}

// TestPaired: two setups with different probabilities play the same u, so
// a game flips only toward the larger probability.
func TestPaired(t *testing.T) {
	a, b := Play(New(0.3, 0.3), 1, 2000), Play(New(0.4, 0.3), 1, 2000)
	flips := 0
	for i := range a {
		switch {
		case a[i].Outcome[0] == sim.Won && b[i].Outcome[0] != sim.Won:
			t.Fatalf("game %d: won in A (0.3) but not in B (0.4)", i)
		case a[i].Outcome[0] != sim.Won && b[i].Outcome[0] == sim.Won:
			flips++
		}
	}
	if flips < 140 || flips > 260 {
		t.Errorf("%d flips of 2000, want about 200", flips)
	}
}

func TestPolicies(t *testing.T) {
	s := New(0.2, 0.2)
	if _, err := s.NewGame([]string{"nonsense"}); err == nil {
		t.Error("unknown policy accepted")
	}
	if _, err := s.NewGame([]string{"lucky:x"}); err == nil {
		t.Error("lucky:x accepted")
	}
	g, err := s.NewGame([]string{"lucky:0.5", ""})
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	var r sim.Record
	for i := range 4000 {
		g.Play(1, uint64(i), &r)
		if r.Outcome[0] == sim.Won {
			wins++
		}
	}
	if got := float64(wins) / 4000; math.Abs(got-0.7) > 0.03 {
		t.Errorf("lucky:0.5 on 0.2: rate %.3f, want 0.7 ± 0.03", got)
	}
}

func TestPlayAllocatesNothing(t *testing.T) {
	g, _ := New(0.3, 0.3, 0.3).NewGame(nil)
	var r sim.Record
	i := uint64(0)
	if a := testing.AllocsPerRun(100, func() { g.Play(1, i, &r); i++ }); a != 0 {
		t.Errorf("%v allocations per game, want 0", a)
	}
}

func TestFailAt(t *testing.T) {
	s := New(0.5)
	s.FailAt = 3
	g, _ := s.NewGame(nil)
	var r sim.Record
	g.Play(1, 2, &r)
	defer func() {
		if recover() == nil {
			t.Error("game 3 did not fail")
		}
	}()
	g.Play(1, 3, &r)
}
