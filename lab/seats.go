package lab

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/internal/textsafe"
	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// A Resizer is a setup that can be played by another number of players
// (a Munchkin table).
type Resizer interface {
	WithPlayers(n int) (sim.Setup, error)
}

// SeatNamed returns the seat name names in setup's schema, its focus seat
// when name is empty, with did-you-mean for a name that is none.
func SeatNamed(setup sim.Setup, name string) (int, error) {
	s := setup.Schema()
	if name == "" {
		return s.Focus, nil
	}
	if i := s.Seat(name); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("no seat %q%s; seats: %s", textsafe.Term(name), scenarios.Suggest(name, s.Seats), strings.Join(s.Seats, ", "))
}

// EverySeat returns the policy values (SEAT=SPEC) that have every seat of
// setup play spec, so that the seats differ in their place alone.
func EverySeat(setup sim.Setup, spec string) []string {
	var out []string
	for _, s := range setup.Schema().Seats {
		out = append(out, s+"="+spec)
	}
	return out
}
