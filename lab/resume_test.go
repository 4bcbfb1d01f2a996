package lab

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/simtest"
)

// TestResumeOf: the options of a resumed run are the summary's, its games
// the summary's unless given; a summary that cannot be continued is an
// error that says why.
func TestResumeOf(t *testing.T) {
	setup := simtest.New(0.5, 0.2)
	prev := run(t, setup, Options{Seed: 7, Games: 300, Precision: 0.1, Shard: 1, Shards: 3, Hash: "abc"})
	prev.Requested = 900
	o, err := ResumeOf(setup, prev, Options{Hash: "abc"}, "s.json", "game")
	if err != nil {
		t.Fatal(err)
	}
	if o.Seed != 7 || o.Games != 900 || o.Precision != 0.1 || o.Shard != 1 || o.Shards != 3 {
		t.Errorf("got seed %d, games %d, precision %g, shard %d/%d; want 7, 900, 0.1, 1/3", o.Seed, o.Games, o.Precision, o.Shard, o.Shards)
	}
	if o, _ := ResumeOf(setup, prev, Options{Games: 2000}, "s.json", "game"); o.Games != 2000 {
		t.Errorf("games given: got %d, want 2000", o.Games)
	}
	for _, c := range []struct {
		setup *simtest.Setup
		o     Options
		games int64 // the summary's requested games
		want  string
	}{
		{simtest.New(0.5, 0.2, 0.1), Options{}, 900, "summarizes a simtest run with seats"},
		{setup, Options{Hash: "def"}, 900, "has changed since s.json was written"},
		{setup, Options{}, 30, "more than its run of 30 games holds"},
	} {
		prev.Requested = c.games
		if _, err := ResumeOf(c.setup, prev, c.o, "s.json", "game"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error saying %q", err, c.want)
		}
	}
}
