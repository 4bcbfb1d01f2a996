package adventure

import (
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// TestCampaignTarget: campaign takes an adventure alone, and says what
// else it was given.
func TestCampaignTarget(t *testing.T) {
	a, err := OpenEmbedded("shell-shocked")
	if err != nil {
		t.Fatal(err)
	}
	if err := CampaignTarget("shell-shocked", a, nil); err != nil {
		t.Errorf("an adventure: got %v, want nil", err)
	}
	var ue *lab.UsageError
	if err := CampaignTarget("", nil, nil); !errors.As(err, &ue) {
		t.Errorf("no argument: got %v, want a usage error", err)
	}
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	open := errors.New("not an adventure file")
	for _, c := range []struct {
		arg  string
		err  error
		want string
	}{
		{"shell-shockd", open, `no adventure file or embedded adventure "shell-shockd" (did you mean "shell-shocked"?)`},
		{"intro-brawl", open, "not an adventure file"},
		{"intro-brawl", nil, "intro-brawl is not an adventure"},
	} {
		if err := CampaignTarget(c.arg, policy.NewSetup(l.Battle, ""), c.err); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %q", c.arg, err, c.want)
		}
	}
}
