package lab

import (
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// FirstArgs are what a first player's study (tmntsim first) is asked of
// a setup: the number of players (Resize: another than the file's), the
// games, and the seats' policies: Policies (-p values), or Every, one
// policy spec for every seat.
type FirstArgs struct {
	Players  int
	Resize   bool
	Games    int64
	Policies []string
	Every    string
}

// Setup checks a, asked of setup, the file name of game, and returns the
// setup to study (resized to a.Players if asked) and the policies of its
// seats, checked by making a game (CheckedPolicies); its errors are
// *UsageErrors naming the flag.
func (a FirstArgs) Setup(setup sim.Setup, name, game string) (sim.Setup, []string, error) {
	if a.Resize {
		r, ok := setup.(Resizer)
		if !ok {
			return nil, nil, Usagef("--players: %s is a %s file, whose number of players is fixed", name, game)
		}
		s, err := r.WithPlayers(a.Players)
		if err != nil {
			return nil, nil, Usagef("--players: %s", strings.TrimPrefix(err.Error(), "players: "))
		}
		setup = s
	}
	_, swap := setup.(Swapper)
	if !swap && len(setup.Schema().Seats) < 2 {
		return nil, nil, Usagef("first: %s has one seat; there is no first player to measure", name)
	}
	if swap && a.Games < 2 {
		return nil, nil, Usagef("--battles: %d; a paired comparison needs at least 2 games", a.Games)
	}
	if a.Every == "" {
		pols, err := CheckedPolicies(setup, a.Policies)
		return setup, pols, err
	}
	if len(a.Policies) > 0 {
		return nil, nil, Usagef("--every: give it or --policy, not both")
	}
	pols, err := CheckedPolicies(setup, EverySeat(setup, a.Every))
	if err != nil {
		return nil, nil, Usagef("--every: %v", strings.TrimPrefix(err.Error(), "--policy: "))
	}
	return setup, pols, nil
}
