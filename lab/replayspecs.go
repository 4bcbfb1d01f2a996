package lab

import (
	"strings"

	"github.com/tmntsim/tmntsim/sim"
)

// CheckedPolicies turns -p values into one spec per seat of setup
// (SeatPolicies) and checks them by making a game; its errors are
// UsageErrors naming the flag --policy.
func CheckedPolicies(setup sim.Setup, values []string) ([]string, error) {
	specs, err := SeatPolicies(setup, values)
	if err != nil {
		return nil, Usagef("%s", strings.TrimSpace("--policy "+err.Error()))
	}
	if _, err := setup.NewGame(specs); err != nil {
		return nil, Usagef("--policy: %v", err)
	}
	return specs, nil
}

// ReplayPolicies returns the seats' policies of a replayed game of setup
// from -p values, as a run reads them, and the policies in words. A game
// whose other seats play no policy (one true: a Cooperative Mode battle)
// takes one value, its focus seat's, and words that one alone; other
// games take SEAT=SPEC for each seat they set (a bare spec is the focus
// seat's).
func ReplayPolicies(setup sim.Setup, values []string, one bool) ([]string, string, error) {
	if one && len(values) > 1 {
		return nil, "", Usagef("--policy: %d policies; a Cooperative Mode battle has one hero policy (SEAT=SPEC is for a Competitive Mode battle)", len(values))
	}
	specs, err := CheckedPolicies(setup, values)
	if err != nil {
		return nil, "", err
	}
	if one {
		return specs, Policies(setup, specs)[setup.Schema().Focus], nil
	}
	return specs, PolicyText(setup, specs), nil
}
