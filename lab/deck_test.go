package lab

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// fakeDeck is a deck of the fake game: blanking card i sets seat 0's win
// probability to 0.5 less worth[i].
type fakeDeck struct {
	titles []string
	worth  []float64
}

func (d fakeDeck) Titles(int) ([]string, []int) { return d.titles, []int{1, 2, 3}[:len(d.titles)] }
func (d fakeDeck) Blank(_ int, title string) (sim.Setup, error) {
	for i, t := range d.titles {
		if t == title {
			return simtest.New(0.5-d.worth[i], 0.3), nil
		}
	}
	return nil, nil
}
func (fakeDeck) BlankName() string { return "nothing" }
func (fakeDeck) Name(int) string   { return "the fake deck" }
func (fakeDeck) Seat() int         { return -1 }

// A deck study ranks the cards by their planted worth, paired, with their
// copies; Pick keeps the titles asked for, once each, and names a title
// the deck lacks.
func TestDeckStudy(t *testing.T) {
	st := &DeckStudy{Setup: simtest.New(0.5, 0.3), Name: "fake", Deck: fakeDeck{[]string{"a", "b", "c"}, []float64{0, 0.2, -0.1}}}
	if err := st.Pick([]string{"c", " b", "c"}); err != nil || strings.Join(st.Titles, ",") != "c,b" {
		t.Fatalf("Pick: %q, %v; want c,b", st.Titles, err)
	}
	if err := st.Pick([]string{"d"}); err == nil || !strings.Contains(err.Error(), `no card "d" in the fake deck`) {
		t.Errorf("Pick d: %v, want no card d", err)
	}
	if err := st.Pick(nil); err != nil || len(st.Titles) != 3 || st.Groups() != 1 {
		t.Fatalf("Pick all: %q, %d groups, %v", st.Titles, st.Groups(), err)
	}
	r, err := st.Play(context.Background(), Options{Seed: 2, Games: 20000, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []struct {
		name   string
		worth  float64
		copies int
	}{{"b", 0.2, 2}, {"a", 0, 1}, {"c", -0.1, 3}} {
		e := r.Effects[i]
		d, lo, hi := e.Diff()
		if e.Name != want.name || math.Abs(d-want.worth) > 0.015 || lo > want.worth || hi < want.worth || r.Copies[e.Name] != want.copies {
			t.Errorf("rank %d: %s, effect %.4f [%.4f, %.4f], %d copies; want %s, %.2f inside, %d copies",
				i+1, e.Name, d, lo, hi, r.Copies[e.Name], want.name, want.worth, want.copies)
		}
	}
	if err := st.Draw(context.Background(), r, Options{}); err != nil || r.Drawn != nil {
		t.Errorf("Draw of a deck without draws: %v, %v", r.Drawn != nil, err)
	}
}
