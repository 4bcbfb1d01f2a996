package reports

import (
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/tcg/deckfile"
)

func TestNewDeckMatrix(t *testing.T) {
	st := &deckfile.Matrix{Gauntlet: 1, Decks: []deckfile.MatrixDeck{
		{Arg: "genbu", Label: "Genbu", Policy: "planner"},
		{Arg: "decks/seiryu.yaml", Label: "Seiryu", Policy: "greedy"},
	}}
	m := &lab.Matrix{}
	dm := NewDeckMatrix(st, 7, m)
	want := []MatrixDeck{{"Genbu", "genbu", "planner"}, {"Seiryu", "decks/seiryu.yaml", "greedy"}}
	if dm.Gauntlet != 1 || dm.Seed != 7 || dm.M != m || len(dm.Decks) != 2 || dm.Decks[0] != want[0] || dm.Decks[1] != want[1] {
		t.Errorf("got %+v, want gauntlet 1, seed 7, the matrix and decks %+v", dm, want)
	}
}
