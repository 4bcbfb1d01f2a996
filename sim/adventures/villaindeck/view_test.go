package villaindeck

import (
	"slices"
	"testing"
)

// Each seat's unseen cards, in an order that tells nothing, and a
// determinization that changes only what the seat cannot see.
func TestViewAndDeterminize(t *testing.T) {
	d := mustBuild(t, testCards())
	var s State
	s.Reset(d, Adventures, newRand(11))
	for range 3 {
		playTurn(&s, false, nil)
	}
	sorted := func(cs []CardID) []CardID { cs = slices.Clone(cs); slices.Sort(cs); return cs }
	deck := sorted(s.draw[:s.nDraw])
	hand := slices.Clone(s.Hand())
	if got := s.Unseen(VillainSeat, nil); !slices.Equal(got, deck) {
		t.Errorf("villain's unseen: got %v, want the deck %v", got, deck)
	}
	if got, want := s.Unseen(HeroSeat, nil), sorted(append(slices.Clone(s.draw[:s.nDraw]), hand...)); !slices.Equal(got, want) {
		t.Errorf("heroes' unseen: got %v, want %v", got, want)
	}
	active, discards := slices.Clone(s.Active()), slices.Clone(s.Discards())

	v := s
	v.Determinize(VillainSeat, newRand(1))
	if !slices.Equal(v.Hand(), hand) || !slices.Equal(sorted(v.draw[:v.nDraw]), deck) || slices.Equal(v.draw[:v.nDraw], s.draw[:s.nDraw]) {
		t.Errorf("villain's determinization: hand %v (want %v), deck %v from %v", v.Hand(), hand, v.draw[:v.nDraw], s.draw[:s.nDraw])
	}
	h := s
	h.Determinize(HeroSeat, newRand(2))
	checkConservation(t, &h)
	if len(h.Hand()) != len(hand) || slices.Equal(h.Hand(), hand) || !slices.Equal(h.Active(), active) || !slices.Equal(h.Discards(), discards) {
		t.Errorf("heroes' determinization: hand %v from %v; the table must not change", h.Hand(), hand)
	}
	if s.rng != v.rng {
		t.Errorf("the State's own random source was replaced")
	}
	// A copy given its own source plays out without drawing from the
	// original's.
	orig, ref := newRand(21), newRand(21)
	s.SetRand(orig)
	c := s
	c.SetRand(newRand(12))
	for range 8 {
		playTurn(&c, true, nil)
	}
	if orig.Uint64() != ref.Uint64() {
		t.Errorf("playing out a copy drew from the original's random source")
	}
	buf := make([]CardID, 0, DeckSize)
	rng := newRand(3)
	if a := testing.AllocsPerRun(20, func() { buf = s.Unseen(HeroSeat, buf[:0]); h.Determinize(HeroSeat, rng) }); a != 0 {
		t.Errorf("Unseen and Determinize: %v allocations, want 0", a)
	}
}
