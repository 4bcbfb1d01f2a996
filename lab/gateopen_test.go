package lab

import (
	"errors"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/simtest"
)

// A gate opens its file as a run does: of a game with Villain a
// battle's gate (Adventures), a villain player's policy named when
// Villain says so, each seat by name (s0=plain s1=plain); its errors
// name the gates file's position, else the flag (a usage error).
func TestOpenGate(t *testing.T) {
	open := func(string) (sim.Setup, error) { return simtest.New(0.5, 0.5), nil }
	gs := Games{
		{Name: "adventures", Embedded: func() []string { return []string{"coop", "duel"} }, Open: open,
			Villain: func(sim.Setup) bool { return true }},
		{Name: "tcg", Embedded: func() []string { return []string{"match"} }, Open: open},
	}
	spec := GateSpec{Expect: "40%..60%", Seed: 3, MaxBattles: 2000, Delta: 0.02, Alpha: 0.05, Beta: 0.05}
	for _, tt := range []struct {
		arg             string
		battle, villain bool
	}{
		{"duel", true, true},
		{"match", false, false},
	} {
		spec.Battle = tt.arg
		g, err := gs.OpenGate(spec, false)
		if err != nil || g.Adventures != tt.battle || (g.Policy != "") != tt.battle || strings.Contains(g.Policy, "=") != tt.villain {
			t.Errorf("%s: got %+v, %v; want battle %v, villain %v", tt.arg, g, err, tt.battle, tt.villain)
		}
	}
	spec.Battle, spec.Expect = "match", "nonsense"
	var u *UsageError
	if _, err := gs.OpenGate(spec, false); !errors.As(err, &u) || !strings.HasPrefix(err.Error(), "--expect: ") {
		t.Errorf("bad --expect: got %v, want a usage error naming the flag", err)
	}
	spec.Where = "gates.yaml:3:9"
	if _, err := gs.OpenGate(spec, false); errors.As(err, &u) || err == nil || !strings.HasPrefix(err.Error(), "gates.yaml:3:9: expect: ") {
		t.Errorf("bad expect in a file: got %v, want a file error at its position", err)
	}
}

// A gate opened with --check plays its setup checked (CheckSetup); a
// setup that cannot check refuses the flag, with the gate's position in a
// gates file.
func TestOpenGateCheck(t *testing.T) {
	gs := Games{
		{Name: "tcg", Embedded: func() []string { return []string{"match"} },
			Open: func(string) (sim.Setup, error) { return checkable{simtest.New(0.5, 0.5)}, nil }},
		{Name: "plain", Embedded: func() []string { return []string{"table"} },
			Open: func(string) (sim.Setup, error) { return simtest.New(0.5, 0.5), nil }},
	}
	spec := GateSpec{Battle: "match", Expect: "40%..60%", Seed: 3, MaxBattles: 2000, Delta: 0.02, Alpha: 0.05, Beta: 0.05}
	g, err := gs.OpenGate(spec, true)
	if err != nil || !g.Setup.(checkable).Check {
		t.Errorf("match: got %+v, %v; want its setup checked", g, err)
	}
	spec.Battle = "table"
	for _, where := range []string{"", "gates.yaml:3:9"} {
		spec.Where = where
		want := strings.TrimPrefix(where+": --check: not for a simtest (yet); its games check no invariants", ": ")
		var u *UsageError
		if _, err := gs.OpenGate(spec, true); !errors.As(err, &u) || err.Error() != want {
			t.Errorf("table at %q: got %v, want usage error %q", where, err, want)
		}
	}
}
