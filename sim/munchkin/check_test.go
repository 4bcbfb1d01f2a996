package munchkin

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// Each invariant the checker keeps fails on a state built broken, and
// none on the clean state it is built from (three players at Level 1,
// every card in its deck).
func TestVerifyBrokenStates(t *testing.T) {
	for _, tc := range []struct {
		name  string
		spoil func(t *testing.T, g *Game)
		want  string // "": the state is clean
	}{
		{"clean", func(*testing.T, *Game) {}, ""},
		{"a card in two zones", func(_ *testing.T, g *Game) { g.pl[0].hand.push(g.doorDeck.c[0]) }, "in 2 zones"},
		{"a card in no zone", func(_ *testing.T, g *Game) { g.treDeck.pop() }, "in 0 zones"},
		{"a Level below 1", func(_ *testing.T, g *Game) { g.pl[1].level = 0 }, "seat 2 at Level 0"},
		{"a Level above 10", func(_ *testing.T, g *Game) { g.pl[1].level = 11 }, "seat 2 at Level 11"},
		{"Level 10 without winning", func(_ *testing.T, g *Game) { g.pl[2].level = 10 }, "seat 3 at Level 10 without winning"},
		{"a win below Level 10", func(_ *testing.T, g *Game) { g.pl[0].level, g.res.Outcome[0] = 9, sim.Won }, "a seat won below Level 10"},
		{"two winners without shared victories", func(_ *testing.T, g *Game) {
			for i := range 2 {
				g.pl[i].level, g.res.Outcome[i] = 10, sim.Won
			}
		}, "2 seats won"},
		{"an end without a winner", func(_ *testing.T, g *Game) { g.over = true }, "the game ended before a seat won"},
		{"Katas above the Level", func(t *testing.T, g *Game) {
			g.pl[0].katas[0], g.pl[0].nkatas = g.take(t, "Flurry"), 1
			g.recalc(0)
		}, "Katas of Rank 2 at Level 1"},
		{"a card in play as an Item that is none", func(t *testing.T, g *Game) { g.pl[0].items.push(g.take(t, "Foot")) }, "Foot in play as an Item"},
		{"two Headgear equipped", func(t *testing.T, g *Game) { g.equipAll(t, 0, "Mask", "Helmet") }, "2 headgear Items equipped"},
		{"three Hands equipped", func(t *testing.T, g *Game) { g.equipAll(t, 1, "Katana", "Sai", "Bat") }, "Items for 3 Hands"},
		{"a two-Hands Item beside a Hand", func(t *testing.T, g *Game) { g.equipAll(t, 1, "Bo", "Bat") }, "Items for 3 Hands"},
		{"an Item equipped out of play", func(t *testing.T, g *Game) { g.equipped[g.treDeck.c[0]] = true }, "equipped but not in play"},
		{"a Cheat! on nothing", func(t *testing.T, g *Game) { g.pl[0].cheat = g.take(t, "GUAL") }, "Cheat! is attached to no Item"},
		{"a stale Trap penalty", func(_ *testing.T, g *Game) { g.pl[0].curse = 2 }, "persistent Traps give 0, cached 2"},
		{"a stale bonus", func(_ *testing.T, g *Game) { g.pl[0].bonus = 5 }, "cached bonuses 5/0, want 0/0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			tc.spoil(t, g)
			g.verify()
			got := ""
			if g.checkErr != nil {
				got = g.checkErr.Error()
			}
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// equipAll puts the named Items into play for player p, every one
// equipped whatever the limits, its bonuses counted.
func (g *Game) equipAll(t *testing.T, p int, names ...string) {
	for _, n := range names {
		c := g.take(t, n)
		g.pl[p].items.push(c)
		g.equipped[c] = true
	}
	g.recalc(p)
}
