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

// With kingmaking measured, a table plays the same games (the replays do
// not disturb them) and only the "kingmade" metric changes; the measure
// allocates nothing either.
func TestTableKingmaking(t *testing.T) {
	specs := []string{"reasonable", "greedy", "reasonable", "random"}
	plain := newTable(t, 4).S
	opt := plain.Opt
	opt.Kingmaking = true
	measured, err := munchkin.NewSetup(&munchkin.Deck{Cards: plain.Cards, Characters: plain.Characters}, opt)
	if err != nil {
		t.Fatal(err)
	}
	a, err := munchkin.NewTable(plain, specs, policy.New).NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := munchkin.NewTable(measured, specs, policy.New).NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	games := 300
	if testing.Short() {
		games = 60
	}
	kingmade := 0
	for i := range uint64(games) {
		var ra, rb sim.Record
		a.Play(4, i, &ra)
		b.Play(4, i, &rb)
		for s := range 4 {
			kingmade += int(rb.Values[s][munchkin.MetKingmade])
			if ra.Values[s][munchkin.MetKingmade] != 0 {
				t.Fatalf("game %d: kingmaking counted without the option", i)
			}
			rb.Values[s][munchkin.MetKingmade] = 0
		}
		if ra != rb {
			t.Fatalf("game %d: measuring kingmaking changed the game:\n%+v\n%+v", i, ra, rb)
		}
	}
	t.Logf("%d kingmaking decisions in %d games", kingmade, games)
	if kingmade == 0 {
		t.Errorf("no kingmaking decision in %d games of a table with random and greedy players", games)
	}
	var rec sim.Record
	i := uint64(0)
	if n := testing.AllocsPerRun(20, func() { b.Play(9, i, &rec); i++ }); n != 0 {
		t.Errorf("Play with kingmaking allocates %v times, want 0", n)
	}
}
