package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// TestDefendMomentsTable checks that defendMoments, read from the table of
// moments, is defendMomentsCalc bit for bit, at every number of dice and
// hits, with and without the reroll, and past the table too.
func TestDefendMomentsTable(t *testing.T) {
	var o odds
	o.init(adventures.DefaultBattleDie)
	for _, reroll := range []bool{false, true} {
		for n := -1; n <= maxDice+2; n++ {
			for hits := -1; hits <= maxMomentHits+3; hits++ {
				m, sq := o.defendMoments(hits, n, reroll)
				wm, wsq := 0.0, 0.0
				if hits > 0 {
					wm, wsq = o.defendMomentsCalc(hits, n, reroll)
				}
				if math.Float64bits(m) != math.Float64bits(wm) || math.Float64bits(sq) != math.Float64bits(wsq) {
					t.Errorf("defendMoments(%d, %d, %v) = %v, %v; want %v, %v", hits, n, reroll, m, sq, wm, wsq)
				}
			}
		}
	}
}
