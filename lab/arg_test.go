package lab

import (
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// argGames are a default game embedding "brawl" and "duel" (whose
// opened setup has a deck) and a second game embedding "match" and
// "table", and the default game's deck setup.
func argGames() (Games, sim.Setup) {
	open := func(string) (sim.Setup, error) { return simtest.New(0.5), nil }
	deck := simtest.New(0.25)
	return Games{
		{Name: "adventures", Embedded: func() []string { return []string{"brawl", "duel"} }, Open: open,
			DeckSetup: func(s sim.Setup, allies bool) sim.Setup {
				if allies {
					return deck
				}
				return nil
			}},
		{Name: "tcg", Embedded: func() []string { return []string{"match", "table"} }, Open: open},
	}, deck
}

// A study's arguments are of one game: the other games' files open, the
// default game's are left to its own path (nil), and a mix is a usage
// error naming both.
func TestOpenGameArgs(t *testing.T) {
	gs, _ := argGames()
	if got, err := gs.OpenGameArgs([]string{"match", "table"}); err != nil || len(got) != 2 || got[1].Game.Name != "tcg" || got[1].Name() != "table" {
		t.Errorf("match table: got %+v, %v; want two tcg arguments", got, err)
	}
	if got, err := gs.OpenGameArgs([]string{"brawl", "match"}); got != nil || err != nil {
		t.Errorf("brawl match: got %+v, %v; want nil, nil (the default game's path)", got, err)
	}
	var u *UsageError
	if _, err := gs.OpenGameArgs([]string{"match", "brawl"}); !errors.As(err, &u) || !strings.Contains(err.Error(), "match and brawl are files of different games") {
		t.Errorf("match brawl: got %v, want a usage error of different games", err)
	}
	if got, err := gs.OpenStudyArgs(nil); err != nil || len(got) != 1 || got[0].Game.Name != "adventures" {
		t.Errorf("none: got %+v, %v; want the default game's default file", got, err)
	}
	if _, err := gs.OpenStudyArgs([]string{"brawl", "match"}); !errors.As(err, &u) {
		t.Errorf("brawl match: got %v, want a usage error of different games", err)
	}
}

// A deck study opens another game's file as it is, a default game's
// file by its DeckSetup, and says what to give for a file without a deck
// or a name no game has.
func TestOpenDeck(t *testing.T) {
	gs, deck := argGames()
	if a, err := gs.OpenDeck("first", "match", false); err != nil || a.Game.Name != "tcg" {
		t.Errorf("match: got %+v, %v; want the tcg match", a, err)
	}
	if a, err := gs.OpenDeck("impact", "duel", true); err != nil || a.Setup != deck || a.Game.Name != "adventures" {
		t.Errorf("duel with allies: got %+v, %v; want its deck setup", a, err)
	}
	for _, tt := range []struct{ arg, want string }{
		{"duel", "first is for decks: duel is an Adventures battle; give a TCG match or a Munchkin table (match, table)"},
		{"mach", `first: no match or table file or embedded name "mach"`},
	} {
		if _, err := gs.OpenDeck("first", tt.arg, false); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %q", tt.arg, err, tt.want)
		}
	}
}
