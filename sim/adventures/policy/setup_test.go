package policy

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestSetup plays a battle through the sim.Setup and checks that its
// records are those of the engine played directly, with the seats' specs
// as given or defaulted.
func TestSetup(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	var setup sim.Setup = NewSetup(l.Battle, "greedy")
	if err := setup.Schema().Check(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(setup.Policies(), ","); got != "greedy,ai" {
		t.Errorf("Policies() = %s, want greedy,ai", got)
	}
	if got := strings.Join(NewSetup(l.Battle, "").Policies(), ","); got != Default+",ai" {
		t.Errorf("Policies() with no spec = %s, want %s,ai", got, Default)
	}
	for _, tt := range []struct {
		specs []string
		want  string // the heroes' policy
	}{{nil, "greedy"}, {[]string{""}, "greedy"}, {[]string{"random", "ai"}, "random"}, {[]string{"", ""}, "greedy"}} {
		g, err := setup.NewGame(tt.specs)
		if err != nil {
			t.Fatalf("NewGame(%q): %v", tt.specs, err)
		}
		p, _ := New(tt.want)
		direct := adventures.NewGame(l.Battle, p)
		for i := range uint64(5) {
			var got, want sim.Record
			g.Play(3, i, &got)
			direct.Play(3, i, &want)
			if got != want {
				t.Errorf("NewGame(%q): battle %d: the record differs from %s played directly", tt.specs, i, tt.want)
			}
		}
	}
}

func TestSetupRefusesVillainPolicies(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	setup := NewSetup(l.Battle, "")
	for _, tt := range []struct {
		specs []string
		want  string
	}{
		{[]string{"", "greedy"}, `seat villain: policy "greedy": in Cooperative Mode the rules' AI plays the villains; give "ai" or nothing`},
		{[]string{"nosuch"}, "seat heroes: "},
	} {
		_, err := setup.NewGame(tt.specs)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("NewGame(%q) = %v, want an error beginning %q", tt.specs, err, tt.want)
		}
	}
}

func TestSetupPlayAllocatesNothing(t *testing.T) {
	l, err := battlefile.Open("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewSetup(l.Battle, "tactician").NewGame(nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec sim.Record
	i := uint64(0)
	g.Play(1, i, &rec) // warm the caches
	if a := testing.AllocsPerRun(5, func() { i++; g.Play(1, i, &rec) }); a != 0 {
		t.Errorf("%v allocations per battle, want 0", a)
	}
}
