package battlegame

import (
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/lab"
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/policy"
)

// A battle's tournament rules: the heroes' policies, each in a setup of
// its own (checked as --check says), named by the battle's name and
// source; a Cooperative Mode battle is compared by the heroes' policy
// alone, a competitive one by its seats', whose villain a SEAT=SPEC sets.
func TestTourRules(t *testing.T) {
	var made []string
	setup := SetupFunc(func(b *adventures.Battle, spec string, check bool) sim.Setup {
		made = append(made, spec+map[bool]string{true: "+check"}[check])
		return policy.NewSetup(b, spec)
	})
	e := NewEntry(setup)
	for _, c := range []struct {
		name, title string
		coop        bool
	}{
		{"intro-brawl", "Intro Brawl", true},
		{"thugs-turf", "", false},
	} {
		opened, err := e.Open(c.name)
		if err != nil {
			t.Fatal(err)
		}
		r := e.Tour(opened)
		if r.Coop != c.coop || r.Source != "embedded:"+c.name || c.title != "" && r.Name != c.title || r.Focus != adventures.SeatHeroes || !r.Check || r.Default != lab.DefaultTourPolicies {
			t.Errorf("%s: rules %+v", c.name, r)
		}
		made = nil
		r.Setup("greedy", true)
		if !slices.Equal(made, []string{"greedy+check"}) {
			t.Errorf("%s: setups made %q, want one of greedy, checked", c.name, made)
		}
		if err := r.Valid("greed"); err == nil {
			t.Errorf("%s: policy greed accepted", c.name)
		}
		base, err := r.Base([]string{"villain=random"})
		switch {
		case c.coop && (err == nil || !strings.Contains(err.Error(), "--policy: seat villain")):
			t.Errorf("%s: villain=random: got %v, want the rules' AI's error", c.name, err)
		case !c.coop && (err != nil || base[adventures.SeatVillain] != "random"):
			t.Errorf("%s: villain=random: got %q, %v", c.name, base, err)
		}
	}
}
