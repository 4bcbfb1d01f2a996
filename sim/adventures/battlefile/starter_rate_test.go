package battlefile_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// TestStarterWinRates replays the first battles of every starter (seed 1,
// the default policy, as tmntsim run plays them) and checks that the heroes'
// win rate is the one stored with its tuning, and inside the 40–60% a
// starter promises. The stored rate was measured once over 20,000 battles;
// the tolerance, 3.5 points, is about 3.5 standard errors of the difference
// between 2,000 battles and that measure at a 50% rate.
func TestStarterWinRates(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 24,000 battles")
	}
	const battles, tolerance = 2000, 0.035
	for heroes := 1; heroes <= 4; heroes++ {
		for spawns := 2; spawns <= 4; spawns++ {
			tu := battlefile.StarterTuned(heroes, spawns)
			if tu.WinRate < 0.40 || tu.WinRate > 0.60 {
				t.Errorf("starter %d heroes, %d spawns: stored win rate %.2f%%, want 40%% to 60%%", heroes, spawns, 100*tu.WinRate)
			}
			data, err := battlefile.Starter(heroes, spawns)
			if err != nil {
				t.Fatal(err)
			}
			l, err := battlefile.LoadBytes(fmt.Sprintf("starter-%d-%d.yaml", heroes, spawns), data)
			if err != nil {
				t.Fatal(err)
			}
			pol, err := policy.New(policy.Default)
			if err != nil {
				t.Fatal(err)
			}
			g := adventures.NewGame(l.Battle, pol)
			var rec sim.Record
			wins := 0
			for i := range battles {
				g.Play(1, uint64(i), &rec)
				if rec.Outcome[0] == sim.Won {
					wins++
				}
			}
			got := float64(wins) / battles
			if math.Abs(got-tu.WinRate) > tolerance {
				t.Errorf("starter %d heroes, %d spawns: got heroes winning %.2f%% of %d battles, want %.2f%% ± %.1f points (stored with the tuning)",
					heroes, spawns, 100*got, battles, 100*tu.WinRate, 100*tolerance)
			}
		}
	}
}
