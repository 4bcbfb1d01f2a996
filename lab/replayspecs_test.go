package lab

import (
	"errors"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestReplayPolicies reads -p as a run does: one value for a game of one
// policy, SEAT=SPEC otherwise, each checked by making a game, the errors
// naming --policy.
func TestReplayPolicies(t *testing.T) {
	setup := simtest.New(0.3, 0.7)
	tests := []struct {
		values []string
		one    bool
		specs  []string
		words  string
		err    string
	}{
		{values: nil, one: true, specs: []string{"", ""}, words: "plain"},
		{values: []string{"lucky:0.1"}, one: true, specs: []string{"lucky:0.1", ""}, words: "lucky:0.1"},
		{values: []string{"plain", "s1=plain"}, one: true,
			err: "--policy: 2 policies; a Cooperative Mode battle has one hero policy (SEAT=SPEC is for a Competitive Mode battle)"},
		{values: []string{"plain", "s1=lucky:0.2"}, specs: []string{"plain", "lucky:0.2"}, words: "s0=plain s1=lucky:0.2"},
		{values: []string{"s9=plain"}, err: `--policy s9=plain: no seat "s9" (did you mean "s0"?); seats: s0, s1`},
		{values: []string{"fancy"}, err: `--policy: simtest: unknown policy "fancy" (known: plain, lucky:P)`},
	}
	for _, tt := range tests {
		specs, words, err := ReplayPolicies(setup, tt.values, tt.one)
		if tt.err != "" {
			var u *UsageError
			if err == nil || err.Error() != tt.err || !errors.As(err, &u) {
				t.Errorf("%q: got error %v, want usage error %q", tt.values, err, tt.err)
			}
			continue
		}
		if err != nil || words != tt.words || len(specs) != len(tt.specs) || specs[0] != tt.specs[0] || specs[1] != tt.specs[1] {
			t.Errorf("%q: got %q, %q, %v; want %q, %q", tt.values, specs, words, err, tt.specs, tt.words)
		}
	}
}
