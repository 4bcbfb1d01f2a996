package munchkin_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
)

// A table's sim.Game is the engine's Game itself: it plays the records a
// Game built by hand plays, and allocates nothing.
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
	if _, ok := sg.(*munchkin.Game); !ok {
		t.Fatalf("NewGame returned a %T, want the engine's *munchkin.Game", sg)
	}
	for i := range uint64(20) {
		var rec, want sim.Record
		sg.Play(7, i, &rec)
		g.Play(7, i, &want)
		if rec != want {
			t.Fatalf("game %d: the table's record differs from the Game's:\n%+v\n%+v", i, rec, want)
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
