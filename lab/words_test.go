package lab

import (
	"errors"
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestWorded words a game's failure with the game's noun and --check.
func TestWorded(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{&GameError{Seed: 4, Index: 2, Violation: errors.New("figure 3 stands on a wall")}, "battle 2 of seed 4 broke an engine invariant (--check): figure 3 stands on a wall"},
		{&GameError{Seed: 1, Index: 7, Who: "B", Panic: "boom"}, "battle 7 of seed 1 with B: the engine failed: boom"},
		{errors.New("other"), "other"},
	} {
		if got := Worded(c.err, "battle"); got.Error() != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// TestSeatPolicies gives a bare spec to the focus seat, SEAT=SPEC to its
// seat, and names an unknown seat with the seats there are.
func TestSeatPolicies(t *testing.T) {
	setup := simtest.New(0.5, 0.5)
	seats := setup.Schema().Seats
	got, err := SeatPolicies(setup, []string{"x:k=v", seats[1] + "=y"})
	want := make([]string, len(seats))
	want[setup.Schema().Focus], want[1] = "x:k=v", "y"
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if _, err := SeatPolicies(setup, []string{"nobody=y"}); err == nil || err.Error()[:len("nobody=y: no seat")] != "nobody=y: no seat" {
		t.Errorf("got %v, want an error beginning \"nobody=y: no seat\"", err)
	}
}
