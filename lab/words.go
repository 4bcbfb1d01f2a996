package lab

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim"
)

// Worded words a *GameError in err as tmntsim says it, a game named by
// noun ("battle"); other errors are returned as they are.
func Worded(err error, noun string) error {
	var ge *GameError
	if !errors.As(err, &ge) {
		return err
	}
	who := ""
	if ge.Who != "" {
		who = " with " + ge.Who
	}
	if ge.Violation != nil {
		return fmt.Errorf("%s %d of seed %d%s broke an engine invariant (--check): %v", noun, ge.Index, ge.Seed, who, ge.Violation)
	}
	return fmt.Errorf("%s %d of seed %d%s: the engine failed: %v", noun, ge.Index, ge.Seed, who, ge.Panic)
}

// SeatPolicies turns policy values, each SPEC for the focus seat or
// SEAT=SPEC, into one spec per seat of setup ("" where the file's
// stands). The error of a seat the schema lacks begins with the value.
func SeatPolicies(setup sim.Setup, values []string) ([]string, error) {
	s := setup.Schema()
	specs := make([]string, len(s.Seats))
	for _, v := range values {
		seat, spec, ok := strings.Cut(v, "=")
		i := s.Focus
		if ok && !strings.Contains(seat, ":") {
			if i = s.Seat(seat); i < 0 {
				return nil, fmt.Errorf("%s: no seat %q%s; seats: %s", v, seat, scenarios.Suggest(seat, s.Seats), strings.Join(s.Seats, ", "))
			}
		} else {
			spec = v
		}
		specs[i] = spec
	}
	return specs, nil
}
