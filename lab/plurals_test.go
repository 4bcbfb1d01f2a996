package lab

import (
	"context"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// The lab's errors word a count of one in the singular (internal/plural):
// "1 game", not "1 games".
func TestErrorsWordCountsOfOne(t *testing.T) {
	setup := simtest.New(0.5, 0.2)
	prev := run(t, setup, Options{Seed: 7, Games: 2, Shard: 1, Shards: 2})
	prev.Requested = 2
	_, adoptErr := Adopt(setup, prev, Options{Seed: 7, Games: 1, Shard: 1, Shards: 2}, "s.json", "game", func(f string) bool { return f == "battles" })
	_, tourErr := Tournament(context.Background(), []Entrant{{Setup: setup}}, Options{Games: 1})
	_, gridErr := (&GridPlan{Setup: setup, Rows: []string{"first"}}).Play(context.Background())
	_, matrixErr := PlayMatrix(context.Background(), 2, []Pairing{{AFirst: Entrant{Setup: setup}, BFirst: Entrant{Setup: setup}, Row: 0, Col: 1}}, Options{Games: -1})
	for _, c := range []struct {
		err  error
		want string
	}{
		{adoptErr, "s.json already has 1 game of shard 1/2"},
		{tourErr, "a tournament of 1 entrant"},
		{gridErr, "a skill grid of 1 row and 0 columns"},
		{matrixErr, "lab: -1 game"},
	} {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) || strings.Contains(c.err.Error(), c.want+"s") {
			t.Errorf("got %v, want it to say %q", c.err, c.want)
		}
	}
}
