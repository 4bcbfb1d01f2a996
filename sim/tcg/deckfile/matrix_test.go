package deckfile_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
	tcgpolicy "github.com/tmntsim/tmntsim/sim/tcg/policy"
)

func none(string, []byte) string { return "" }

// A matrix puts the gauntlet deck first, plays it against each other
// deck, sets the policies of one deck or of all, and says what was asked
// wrongly as a usage error.
func TestNewMatrix(t *testing.T) {
	m, err := deckfile.NewMatrix([]string{"genbu", "seiryu", "suzaku"}, "seiryu", none, tcgpolicy.New)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(m.Labels(), ","); got != "genbu,seiryu,suzaku" || m.Gauntlet != 1 {
		t.Errorf("decks %s, gauntlet %d; want genbu,seiryu,suzaku and 1", got, m.Gauntlet)
	}
	if err := m.SetPolicies([]string{"greedy", "suzaku=random"}); err != nil {
		t.Fatal(err)
	}
	if m.Decks[0].Policy != "greedy" || m.Decks[2].Policy != "random" {
		t.Errorf("policies %s, %s; want greedy, random", m.Decks[0].Policy, m.Decks[2].Policy)
	}
	ps, err := m.Pairings()
	if err != nil || len(ps) != 2 || ps[0].Row != 0 || ps[0].Col != 1 || ps[1].Row != 1 || ps[1].Col != 2 {
		t.Errorf("gauntlet pairings %+v, %v; want seiryu against genbu and suzaku", ps, err)
	}
	m, err = deckfile.NewMatrix([]string{"byakko"}, "genbu", none, tcgpolicy.New)
	if err != nil || len(m.Decks) != 2 || m.Gauntlet != 0 {
		t.Fatalf("a gauntlet not given among the decks: %v, want it first", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"genbu"}, "at least 2 decks"},
		{[]string{"genbu", "genbu"}, "given twice"},
		{[]string{"genbu", "intro-brawl"}, "embedded Adventures battle"},
		{[]string{"genbu", "genbu-v-seiryu"}, "embedded match"},
		{[]string{"genbu", "gnbu"}, `did you mean "genbu"`},
	} {
		_, err := deckfile.NewMatrix(c.args, "", none, tcgpolicy.New)
		var ue *lab.UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v; want a usage error saying %q", c.args, err, c.want)
		}
	}
}

// A match given to a matrix is named as a match of two decks; another
// game's setup by its game.
func TestSetupNotADeck(t *testing.T) {
	m, err := deckfile.EmbeddedMatch(deckfile.MatchNames()[0], tcgpolicy.New)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := deckfile.SetupNotADeck(m), "a TCG match (two decks and their players), not a deck"; got != want {
		t.Errorf("match: got %q, want %q", got, want)
	}
	if got, want := deckfile.SetupNotADeck(simtest.New(0.5, 0.5)), "a simtest file, not a deck"; got != want {
		t.Errorf("fake game: got %q, want %q", got, want)
	}
}
