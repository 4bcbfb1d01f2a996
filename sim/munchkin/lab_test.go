package munchkin_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/policy"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

// A table's sim.Game is the engine's Game itself: it plays the records a
// Game built by hand plays, and allocates nothing.
func TestTableRecord(t *testing.T) {
	g := newTable(t, 4, "reasonable", "greedy")
	specs := []string{"reasonable", "greedy", "random", "random"}
	var st sim.Setup = munchkin.NewTable(g.S, specs, policy.New)
	if err := st.Schema().CheckGame(); err != nil {
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

// The two entities after the seats count, pooled over seats, the
// Characters dealt and the Characters of the winners: at every table size
// each game deals one Character per seat, the counts agree with the seats'
// "character" metric and outcomes, and a Character fixed to a seat is
// dealt in every game.
func TestTableCharacters(t *testing.T) {
	for players := munchkin.MinSeats; players <= munchkin.MaxSeats; players++ {
		g := newTable(t, players, "reasonable", "greedy")
		s := munchkin.NewTable(g.S, make([]string, players), policy.New).Schema()
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
		chars := g.S.CharacterNames()
		if got := len(s.Entities); got != players+2 {
			t.Fatalf("%d players: %d entities, want %d", players, got, players+2)
		}
		for k, name := range []string{munchkin.EntityDealt, munchkin.EntityWon} {
			e := s.Entities[players+k]
			if e.Name != name || !slices.Equal(e.Metrics, chars) {
				t.Errorf("%d players: entity %d is %s %v, want %s %v", players, players+k, e.Name, e.Metrics, name, chars)
			}
		}
		for i := range uint64(100) {
			var rec sim.Record
			g.Play(3, i, &rec)
			var dealt, won [munchkin.MaxCharacters]int32
			for p := range players {
				c := rec.Values[p][munchkin.MetCharacter]
				dealt[c]++
				if rec.Outcome[p] == sim.Won {
					won[c]++
				}
			}
			if [munchkin.MaxCharacters]int32(rec.Values[players]) != dealt {
				t.Fatalf("%d players, game %d: dealt %v, want %v", players, i, rec.Values[players], dealt)
			}
			if [munchkin.MaxCharacters]int32(rec.Values[players+1]) != won {
				t.Fatalf("%d players, game %d: won %v, want %v", players, i, rec.Values[players+1], won)
			}
		}
	}
	opt := munchkin.Options{Players: 3, Characters: [munchkin.MaxSeats]int8{-1, 2, -1}}
	s, err := munchkin.NewSetup(tablefile.DefaultDeck(), opt)
	if err != nil {
		t.Fatal(err)
	}
	g := munchkin.NewGame(s, []munchkin.Policy{policy.NewRandom(), policy.NewRandom(), policy.NewRandom()})
	for i := range uint64(50) {
		var rec sim.Record
		g.Play(5, i, &rec)
		if got := rec.Values[3][2]; got != 1 {
			t.Fatalf("game %d: Character 2, fixed to seat 2, dealt %d times, want 1", i, got)
		}
	}
}

// A deck with more Character cards than a record has metrics is refused.
func TestSetupTooManyCharacters(t *testing.T) {
	d := *tablefile.DefaultDeck()
	for len(d.Characters) <= munchkin.MaxCharacters {
		c := d.Characters[0]
		c.Name = fmt.Sprintf("extra%d", len(d.Characters))
		d.Characters = append(d.Characters, c)
	}
	_, err := munchkin.NewSetup(&d, munchkin.Options{Players: 4})
	if err == nil || !strings.Contains(err.Error(), "at most 16") {
		t.Errorf("NewSetup with %d Characters: got %v, want an error saying at most 16", len(d.Characters), err)
	}
}
