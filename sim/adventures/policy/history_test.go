package policy

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/battlefile"
)

// TestHistoryIndependence requires battle i of seed S to depend on (S, i)
// alone: for every example battle and every registered policy, a sample of
// battle indices is played in a freshly built Game with a fresh policy, and
// again in one Game and one policy reused after other battles (of every
// example, in a shuffled order); the records must be identical. A cache a
// policy or the engine keeps across battles that a Reset can match again
// shows here as a changed record.
func TestHistoryIndependence(t *testing.T) {
	const seed = 3
	var battles []*adventures.Battle
	names := battlefile.Embedded()
	for _, name := range names {
		l, err := battlefile.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		battles = append(battles, l.Battle)
	}
	for _, pol := range Names() {
		n := 40 // battle indices sampled per example
		if strings.HasPrefix(pol, "lookahead") {
			if testing.Short() {
				continue
			}
			n = 2 // it plays battles out at every decision
		}
		// The fresh records: battle i of example e alone in its Game.
		type job struct{ e, i int }
		var jobs []job
		fresh := map[job]sim.Record{}
		for e, b := range battles {
			for k := 0; k < n; k++ {
				j := job{e, 2 * k}
				var rec sim.Record
				adventures.NewGame(b, mustPolicy(t, pol)).Play(seed, uint64(j.i), &rec)
				fresh[j] = rec
				jobs = append(jobs, j, job{e, 2*k + 1}) // and an unsampled battle
			}
		}
		// The same battles on one policy and one Game per example, reused,
		// the examples interleaved in a shuffled order.
		rng := rand.New(rand.NewPCG(seed, uint64(len(pol))))
		rng.Shuffle(len(jobs), func(a, b int) { jobs[a], jobs[b] = jobs[b], jobs[a] })
		p := mustPolicy(t, pol)
		games := make([]*adventures.Game, len(battles))
		for _, j := range jobs {
			if games[j.e] == nil {
				games[j.e] = adventures.NewGame(battles[j.e], p)
			}
			var rec sim.Record
			games[j.e].Play(seed, uint64(j.i), &rec)
			if want, ok := fresh[j]; ok && rec != want {
				t.Errorf("%s, %s, battle %d of seed %d: after other battles the record differs from a fresh game's: %v in %d rounds, want %v in %d rounds (or another field)",
					names[j.e], pol, j.i, seed, adventures.Winner(&rec), rec.Turns, adventures.Winner(&want), want.Turns)
			}
		}
	}
}

func mustPolicy(t *testing.T, spec string) adventures.Policy {
	t.Helper()
	p, err := New(spec)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
