package lab

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestAdopt: a resumed run takes the summary's parameters; a flag given
// with another value, or fewer games than the summary holds, is a usage
// error; a flag given with the summary's value is fine.
func TestAdopt(t *testing.T) {
	setup := simtest.New(0.5, 0.2)
	prev := run(t, setup, Options{Seed: 7, Games: 300})
	prev.Requested = 300
	given := func(flags ...string) func(string) bool {
		return func(f string) bool { return slices.Contains(flags, f) }
	}
	o, err := Adopt(setup, prev, Options{Seed: 1, Games: 50, Shards: 1}, "s.json", "game", given())
	if err != nil || o.Seed != 7 || o.Games != 300 {
		t.Errorf("nothing given: got seed %d, games %d, %v; want 7, 300, no error", o.Seed, o.Games, err)
	}
	if o, err := Adopt(setup, prev, Options{Seed: 7, Games: 900, Shards: 1}, "s.json", "game", given("seed", "battles")); err != nil || o.Games != 900 {
		t.Errorf("--seed 7 -n 900: got games %d, %v; want 900, no error", o.Games, err)
	}
	for _, c := range []struct {
		o     Options
		flags []string
		want  string
	}{
		{Options{Seed: 9, Shards: 1}, []string{"seed"}, "--seed 9: the run in s.json has 7"},
		{Options{Seed: 7, Games: 100, Shards: 1}, []string{"battles"}, "--battles 100: s.json already has 300 games"},
		{Options{Shard: 1, Shards: 2}, []string{"shard"}, "--shard 1/2: the run in s.json has 0/1"},
	} {
		_, err := Adopt(setup, prev, c.o, "s.json", "game", given(c.flags...))
		var ue *UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want a usage error saying %q", c.flags, err, c.want)
		}
	}
	if _, err := Adopt(simtest.New(0.5, 0.2, 0.1), prev, Options{}, "s.json", "game", given()); err == nil || !strings.HasPrefix(err.Error(), "--resume: ") {
		t.Errorf("another game's summary: got %v, want an error of --resume", err)
	}
}
