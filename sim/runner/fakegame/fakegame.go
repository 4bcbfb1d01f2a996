// Package fakegame is a stand-in game for tests of the runner, the
// statistics and the commands: it fills a sim.Record of any schema with a
// deterministic function of (seed, index), fast and without rules, so that
// those tests do not depend on an engine.
package fakegame

import (
	"fmt"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim"
)

// A Game plays fake games of one schema. It is not safe for concurrent
// use; make one per worker.
type Game struct {
	schema *sim.Schema
	pcg    rand.PCG
	rng    *rand.Rand
	// FailAt, if not negative, is a game index whose Play fails.
	FailAt int64
}

// New returns a Game whose records follow schema s.
func New(s *sim.Schema) *Game {
	g := &Game{schema: s, FailAt: -1}
	g.rng = rand.New(&g.pcg)
	return g
}

// Play fills rec with fake game (seed, index): seat 0 wins about 55% of
// games and loses to seat 1 in 40% (the other seats lose both), the rest
// are unfinished; turns, metrics and marks on the board are drawn
// uniformly. It allocates nothing.
func (g *Game) Play(seed, index uint64, rec *sim.Record) error {
	if int64(index) == g.FailAt {
		return fmt.Errorf("fake battle %d (seed %d) failed", index, seed)
	}
	g.pcg.Seed(seed, index)
	*rec = sim.Record{}
	nr := len(g.schema.Reasons)
	switch x := g.rng.IntN(100); {
	case x < 55:
		g.win(rec, 0)
		rec.Reason = 0
	case x < 95:
		g.win(rec, 1)
		rec.Reason = uint8(min(1, nr-1))
	default:
		rec.Reason = uint8(nr - 1)
	}
	rec.Turns = uint16(3 + g.rng.IntN(10))
	for e, ent := range g.schema.Entities {
		for m, name := range ent.Metrics {
			v := int32(g.rng.IntN(6) - 1)
			if !sim.Signed(name) {
				v = max(v, 0)
			}
			rec.Values[e][m] = v
		}
	}
	if b := g.schema.Board; b != nil && b.W > 0 && b.H > 0 {
		for range g.rng.IntN(3) {
			rec.Mark(int16(g.rng.IntN(b.H)*b.Stride + g.rng.IntN(b.W)))
		}
	}
	return nil
}

// win records a game that seat won (seat 0 when the schema has one seat)
// and every other seat lost.
func (g *Game) win(rec *sim.Record, seat int) {
	seat = min(seat, len(g.schema.Seats)-1)
	for s := range g.schema.Seats {
		rec.Outcome[s] = sim.Lost
	}
	rec.Outcome[seat] = sim.Won
}
