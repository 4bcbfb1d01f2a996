package lab

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
	"go.yaml.in/yaml/v3"
)

// loadFake is the loader of a fake game's file: win: P, the first seat's
// win probability against a second seat's 0.2; more than 0.8 is invalid,
// and so is any other key.
func loadFake(file string, data []byte) (sim.Setup, error) {
	var f map[string]float64
	if err := yaml.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	for k := range f {
		if k != "win" {
			return nil, scenarios.ErrorList{{File: file, Msg: fmt.Sprintf("unknown key %q", k)}}
		}
	}
	if w := f["win"]; w < 0 || w > 0.8 {
		return nil, fmt.Errorf("%s: win %v: want 0 to 0.8", file, w)
	}
	return simtest.New(f["win"], 0.2), nil
}

// A file subject's value is its file with the number changed, loaded
// again; a value the loader rejects is an InvalidValue, a path the file
// does not have a UsageError; its words are its focus seat's.
func TestFileSubject(t *testing.T) {
	data := []byte("win: 0.3\n")
	setup, err := loadFake("fake.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	s := FileSubject("fake.yaml", "fake", setup, data, nil, nil, loadFake)
	if s.What != "fake file" || s.Words != (Words{Who: "s0", Unit: "game", Wins: "s0 wins", Whose: "s0's", Turns: "turns"}) || s.Policies != "s0=plain s1=plain" {
		t.Errorf("what %q, words %+v, policies %q", s.What, s.Words, s.Policies)
	}
	v, err := s.With("win", 0.6)
	if err != nil {
		t.Fatal(err)
	}
	if w := v.(*simtest.Setup).Win[0]; w != 0.6 {
		t.Errorf("win 0.6: the first seat's win probability is %v", w)
	}
	var iv *InvalidValue
	if _, err := s.With("win", 0.9); !errors.As(err, &iv) || iv.X != 0.9 || !strings.Contains(iv.Note(), "fake.yaml with win = 0.9 is not a valid fake file, skipped") {
		t.Errorf("win 0.9: %v, want an invalid value", err)
	}
	var ue *UsageError
	if _, err := s.With("lose", 1); !errors.As(err, &ue) || !strings.Contains(err.Error(), "--vary") {
		t.Errorf("lose: %v, want a usage error naming --vary", err)
	}
}

// The studies' words of a game are its schema's: a focus seat named with
// "the" is "heroes" in a column and "the heroes'" as an owner.
func TestWordsOf(t *testing.T) {
	for _, c := range []struct {
		in   sim.Words
		want Words
	}{
		{sim.Words{Game: "battle", Length: "rounds", Who: "the heroes", WinCol: "HEROES WIN"},
			Words{Who: "heroes", Unit: "battle", Wins: "heroes win", Whose: "the heroes'", Turns: "rounds"}},
		{sim.SeatWords("genbu"), Words{Who: "genbu", Unit: "game", Wins: "genbu wins", Whose: "genbu's", Turns: "turns"}},
		{sim.SeatWords("seat\x1b1"), Words{Who: `seat\x1b1`, Unit: "game", Wins: `seat\x1b1 wins`, Whose: `seat\x1b1's`, Turns: "turns"}},
	} {
		if got := WordsOf(c.in); got != c.want {
			t.Errorf("WordsOf(%+v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}
