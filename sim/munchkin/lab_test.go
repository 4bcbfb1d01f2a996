package munchkin_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// A table's sim.Record is its game's Result, field by field, and playing
// through the sim.Game allocates nothing.
func TestTableRecord(t *testing.T) {
	g := newTable(t, 4, "reasonable", "greedy")
	specs := []string{"reasonable", "greedy", "random", "random"}
	var st sim.Setup = munchkin.NewTable(g.S, specs, policy.New)
	if err := st.Schema().Check(); err != nil {
		t.Fatal(err)
	}
	if got := len(st.Schema().Seats); got != 4 {
		t.Fatalf("%d seats, want 4", got)
	}
	sg, err := st.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range uint64(20) {
		var rec sim.Record
		var res munchkin.Result
		sg.Play(7, i, &rec)
		g.Play(7, i, &res)
		if rec.Reason != res.Reason || rec.Turns != res.Turns {
			t.Fatalf("game %d: reason %d turns %d, want %d %d", i, rec.Reason, rec.Turns, res.Reason, res.Turns)
		}
		for seat := range munchkin.MaxSeats {
			if rec.Outcome[seat] != sim.Outcome(res.Outcome[seat]) {
				t.Fatalf("game %d seat %d: outcome %v, want %d", i, seat, rec.Outcome[seat], res.Outcome[seat])
			}
			for k := range munchkin.MaxMetrics {
				if rec.Values[seat][k] != res.Values[seat][k] {
					t.Fatalf("game %d seat %d metric %d: %d, want %d", i, seat, k, rec.Values[seat][k], res.Values[seat][k])
				}
			}
		}
	}
	if _, err := st.NewGame([]string{"", "nosuch"}); err == nil {
		t.Error("NewGame with an unknown policy: got nil, want an error")
	}
	var rec sim.Record
	i := uint64(0)
	if a := testing.AllocsPerRun(50, func() { sg.Play(1, i, &rec); i++ }); a != 0 {
		t.Errorf("Play allocates %v times, want 0", a)
	}
}
