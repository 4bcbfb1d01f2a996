package tcg_test

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
	"github.com/tmntsim/tmntsim/sim/tcg/policy"
)

// A match is a sim.Setup whose games are tcg Games (the engine fills the
// sim.Record itself, TestRecordFingerprints holds the records), and playing
// through the sim.Game allocates nothing.
func TestMatchRecord(t *testing.T) {
	s := setup(t, "genbu", "seiryu", tcg.Options{})
	var m sim.Setup = tcg.NewMatch(s, [tcg.MaxSeats]string{"greedy", "random"}, policy.New)
	if err := m.Schema().CheckGame(); err != nil {
		t.Fatal(err)
	}
	if got := m.Schema().Seats; len(got) != 2 || got[0] != "genbu" || got[1] != "seiryu" {
		t.Fatalf("seats %v, want [genbu seiryu]", got)
	}
	sg, err := m.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := sg.(*tcg.Game); !ok {
		t.Fatalf("NewGame gives a %T, want a *tcg.Game", sg)
	}
	g := game(t, s, "greedy", "random")
	for i := range uint64(20) {
		var rec, direct sim.Record
		sg.Play(7, i, &rec)
		g.Play(7, i, &direct)
		if rec != direct {
			t.Fatalf("game %d: record %+v through the match, %+v from the game", i, rec, direct)
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
