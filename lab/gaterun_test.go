package lab

import (
	"context"
	"errors"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestGateRun readies gates of the fake game: a bad policy or range is
// refused by its key, a gate that could not be opened is its error, and a
// game's gate is named by its argument and reports its seats' policies.
func TestGateRun(t *testing.T) {
	setup := simtest.New(0.9, 0.1)
	spec := GateSpec{Battle: "fake.yaml", Expect: "40%..60%", Seed: 3, MaxBattles: 100000, Delta: 0.02, Alpha: 0.05, Beta: 0.05}
	for _, c := range []struct {
		policy, expect, key string
	}{
		{"bogus", "40%..60%", "policy"},
		{"", "nonsense", "expect"},
		{"", "40%..60%", ""},
	} {
		s := spec
		s.Policy, s.Expect = c.policy, c.expect
		if _, key, err := NewGateRun(s, setup, Options{Name: "Fake"}, "game", nil, false, false); key != c.key || (err == nil) != (c.key == "") {
			t.Errorf("policy %q, expect %q: got key %q, error %v; want key %q", c.policy, c.expect, key, err, c.key)
		}
	}

	failed, _, err := NewGateRun(spec, nil, Options{}, "game", errors.New("no such file"), false, false)
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := failed.Result("seat0 wins", "v", 1); r.Verdict != "error" || r.Error != "no such file" {
		t.Errorf("unopened gate: verdict %q, error %q; want error, no such file", r.Verdict, r.Error)
	}

	spec.Policy = "lucky:0.05"
	g, _, err := NewGateRun(spec, setup, Options{Name: "Fake"}, "game", nil, false, false)
	if err != nil {
		t.Fatal(err)
	}
	r, o := g.Result("seat0 wins", "v", 2)
	sum, err := Run(context.Background(), setup, o)
	g.Done(r, sum, err)
	if r.Name != "fake.yaml" || r.Verdict != "outside" || r.Policy != "s0=lucky:0.05 s1=plain" || r.Battles >= 100000 {
		t.Errorf("got name %q, verdict %q, policy %q after %d games; want fake.yaml, outside, s0=lucky:0.05 s1=plain (each seat by name, not a list of policies), before the cap", r.Name, r.Verdict, r.Policy, r.Battles)
	}
}
