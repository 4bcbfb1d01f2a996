package lab

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestImpactOf reads --seat, --cards and -p into a study, each wrong one a
// usage error naming its flag.
func TestImpactOf(t *testing.T) {
	setup, deck := simtest.New(0.5, 0.3), fakeDeck{[]string{"a", "b", "c"}, []float64{0, 0.2, -0.1}}
	st, err := ImpactOf(setup, "fake", deck, nil, "", "c,a")
	if err != nil || st.Seat != setup.Schema().Focus || !slices.Equal(st.Titles, []string{"c", "a"}) || st.Name != "fake" {
		t.Fatalf("ImpactOf = %+v, %v", st, err)
	}
	seat1 := setup.Schema().Seats[1]
	if st, err := ImpactOf(setup, "fake", deck, nil, seat1, ""); err != nil || st.Seat != 1 || len(st.Titles) != 3 {
		t.Errorf("--seat %s: seat %d, titles %v, %v; want seat 1, every title", seat1, st.Seat, st.Titles, err)
	}
	for _, c := range []struct{ seat, cards, want string }{
		{"nobody", "", "--seat: no seat"},
		{"", "z", `--cards: no card "z"`},
	} {
		_, err := ImpactOf(setup, "fake", deck, nil, c.seat, c.cards)
		var u *UsageError
		if !errors.As(err, &u) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("--seat %q --cards %q: %v; want a usage error beginning %q", c.seat, c.cards, err, c.want)
		}
	}
	if _, err := ImpactOf(setup, "fake", fakeDeck{}, nil, "", ""); err == nil || err.Error() != "impact: the fake deck has no cards to blank" {
		t.Errorf("an empty deck: %v", err)
	}
}
