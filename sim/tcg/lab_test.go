package tcg_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// A match's sim.Record is its game's Result, field by field, and playing
// through the sim.Game allocates nothing.
func TestMatchRecord(t *testing.T) {
	s := setup(t, "genbu", "seiryu", tcg.Options{})
	var m sim.Setup = tcg.NewMatch(s, [tcg.MaxSeats]string{"greedy", "random"}, policy.New)
	if err := m.Schema().Check(); err != nil {
		t.Fatal(err)
	}
	if got := m.Schema().Seats; len(got) != 2 || got[0] != "genbu" || got[1] != "seiryu" {
		t.Fatalf("seats %v, want [genbu seiryu]", got)
	}
	sg, err := m.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := game(t, s, "greedy", "random")
	for i := range uint64(20) {
		var rec sim.Record
		var res tcg.Result
		sg.Play(7, i, &rec)
		g.Play(7, i, &res)
		if rec.Reason != res.Reason || rec.Turns != res.Turns {
			t.Fatalf("game %d: reason %d turns %d, want %d %d", i, rec.Reason, rec.Turns, res.Reason, res.Turns)
		}
		for seat := range tcg.MaxSeats {
			if rec.Outcome[seat] != sim.Outcome(res.Outcome[seat]) {
				t.Fatalf("game %d seat %d: outcome %v, want %d", i, seat, rec.Outcome[seat], res.Outcome[seat])
			}
			for k := range tcg.NumMetrics {
				if rec.Values[seat][k] != res.Values[seat][k] {
					t.Fatalf("game %d seat %d metric %d: %d, want %d", i, seat, k, rec.Values[seat][k], res.Values[seat][k])
				}
			}
		}
	}
	if _, err := m.NewGame([]string{"", "nosuch"}); err == nil {
		t.Error("NewGame with an unknown policy: got nil, want an error")
	}
	var rec sim.Record
	i := uint64(0)
	if a := testing.AllocsPerRun(50, func() { sg.Play(1, i, &rec); i++ }); a != 0 {
		t.Errorf("Play allocates %v times, want 0", a)
	}
}
