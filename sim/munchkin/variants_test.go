package munchkin_test

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
	"github.com/tmntsim/tmntsim/sim/munchkin/tablefile"
)

func tableOfFour(t *testing.T) *munchkin.Table {
	t.Helper()
	tab, err := tablefile.EmbeddedTable("table-of-four")
	if err != nil {
		t.Fatal(err)
	}
	return tab.Lab()
}

// playAll plays games 0..n-1 of seed 1 of setup and returns the records.
func playAll(t *testing.T, setup sim.Setup, n int) []sim.Record {
	t.Helper()
	g, err := setup.NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]sim.Record, n)
	for i := range out {
		g.Play(1, uint64(i), &out[i])
	}
	return out
}

// A sweep over the number of players: the same file at 3 to 6 players,
// the file's seats first, added seats playing the last seat's policy.
func TestWithPlayers(t *testing.T) {
	tab := tableOfFour(t)
	for n := munchkin.MinSeats; n <= munchkin.MaxSeats; n++ {
		st, err := tab.WithPlayers(n)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if err := st.Schema().Check(); err != nil {
			t.Fatal(err)
		}
		if got := len(st.Schema().Seats); got != n {
			t.Fatalf("%d players: %d seats", n, got)
		}
		want := []string{"reasonable", "greedy", "random", "random", "random", "random"}[:n]
		if got := st.Policies(); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%d players: policies %v, want %v", n, got, want)
		}
		for i, rec := range playAll(t, st, 50) {
			won := 0
			for s := range n {
				if rec.Outcome[s] == sim.Won {
					won++
				}
			}
			if won != 1 || n < munchkin.MaxSeats && rec.Outcome[n] != sim.Unfinished {
				t.Fatalf("%d players, game %d: outcomes %v", n, i, rec.Outcome)
			}
		}
	}
	km, err := tab.WithKingmaking(true)
	if err != nil {
		t.Fatal(err)
	}
	if !km.(*munchkin.Table).Setup.Opt.Kingmaking || tab.Setup.Opt.Kingmaking {
		t.Errorf("WithKingmaking(true): the variant's option is %v, the table's %v", km.(*munchkin.Table).Setup.Opt.Kingmaking, tab.Setup.Opt.Kingmaking)
	}
	if tab.Setup.Opt.Players != 4 {
		t.Errorf("the variants changed the table: %d players", tab.Setup.Opt.Players)
	}
	for _, n := range []int{2, 7} {
		if _, err := tab.WithPlayers(n); err == nil || !strings.Contains(err.Error(), "want 3 to 6") {
			t.Errorf("%d players: got %v, want an error", n, err)
		}
	}
}

// Card impact: a title taken out or replaced. Replaced by itself, every
// game of a seed is the same (the pairing is exact); blanked, the games
// where it mattered change; taken out, the deck is smaller.
func TestCardVariants(t *testing.T) {
	tab := tableOfFour(t)
	titles := tab.CardTitles()
	if len(titles) < 50 || titles[0] != "Mouser" {
		t.Fatalf("titles %v", titles)
	}
	base := playAll(t, tab, 200)
	var katana munchkin.Card
	count := 0
	for _, c := range tab.Setup.Cards {
		if c.Name == "Katana" {
			katana = c
			count++
		}
	}
	same, err := tab.WithCardReplaced("Katana", katana)
	if err != nil {
		t.Fatal(err)
	}
	for i, rec := range playAll(t, same, 200) {
		if rec != base[i] {
			t.Fatalf("game %d: Katana replaced by itself plays another game", i)
		}
	}
	blank, err := tab.WithBlankCard("Katana")
	if err != nil {
		t.Fatal(err)
	}
	bt := blank.(*munchkin.Table)
	if len(bt.Setup.Cards) != len(tab.Setup.Cards) || bt.Setup.Cards[0] != tab.Setup.Cards[0] {
		t.Errorf("blank: %d cards, want %d in the same places", len(bt.Setup.Cards), len(tab.Setup.Cards))
	}
	changed := 0
	for i, rec := range playAll(t, blank, 200) {
		if rec != base[i] {
			changed++
		}
	}
	if changed == 0 || changed == 200 {
		t.Errorf("Katana blanked: %d of 200 games changed, want some", changed)
	}
	t.Logf("Katana blanked: %d of 200 games changed", changed)
	without, err := tab.WithoutCard("Katana")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(without.(*munchkin.Table).Setup.Cards); n != len(tab.Setup.Cards)-count {
		t.Errorf("without Katana: %d cards, want %d", n, len(tab.Setup.Cards)-count)
	}
	for _, w := range without.(*munchkin.Table).CardTitles() {
		if w == "Katana" {
			t.Errorf("without Katana: still a Katana")
		}
	}
	playAll(t, without, 20)
	if _, err := tab.WithoutCard("Katanna"); err == nil || !strings.Contains(err.Error(), `no card "Katanna" in the deck (did you mean "Katana"?)`) {
		t.Errorf("unknown title: got %v", err)
	}
	if _, err := tab.WithBlankCard("Nope"); err == nil {
		t.Errorf("blank of an unknown title: no error")
	}
}
