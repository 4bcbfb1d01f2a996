package reports

import (
	"io"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/stats"
)

// TestNewWoundsSamples tests a sample against the exact distribution
// only when asked, and Write picks the writer of its format.
func TestNewWoundsSamples(t *testing.T) {
	q := stats.Strike{Faces: adventures.DefaultBattleDie, Atk: stats.Side{Dice: 3}, Def: stats.Side{Dice: 2}}
	if res := NewWounds(q, 0, 1); res.Sampled != nil || len(res.PMF) == 0 {
		t.Errorf("no sample: got %d sampled, %d exact", len(res.Sampled), len(res.PMF))
	}
	res := NewWounds(q, 2000, 7)
	if res.Seed != 7 || res.DF == 0 || res.P < 0.001 {
		t.Errorf("sampled: seed %d, df %d, p %g", res.Seed, res.DF, res.P)
	}
	var got, want strings.Builder
	if err := res.Write(&got, io.Discard, "json"); err != nil {
		t.Fatal(err)
	}
	if err := res.WriteJSON(&want); err != nil || got.String() != want.String() {
		t.Errorf("json: Write gives another text than WriteJSON (%v)", err)
	}
}
