package lab_test

import (
	"slices"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A seat is found by name, the focus seat by none; a name that is no seat
// is an error naming the seats, with did-you-mean.
func TestSeatNamed(t *testing.T) {
	s := simtest.New(0.2, 0.3, 0.1)
	s.Focus = 1
	for _, c := range []struct {
		name string
		want int
		err  string
	}{{"", 1, ""}, {"s2", 2, ""}, {"s9", 0, `no seat "s9"; did you mean s0? seats: s0, s1, s2`}} {
		got, err := lab.SeatNamed(s, c.name)
		if got != c.want || (err == nil) != (c.err == "") {
			t.Errorf("SeatNamed(%q) = %d, %v; want %d, %q", c.name, got, err, c.want, c.err)
		}
	}
	if got, want := lab.EverySeat(s, "greedy"), []string{"s0=greedy", "s1=greedy", "s2=greedy"}; !slices.Equal(got, want) {
		t.Errorf("EverySeat = %v, want %v", got, want)
	}
}
