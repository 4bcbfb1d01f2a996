// Package fakegame is a stand-in game for tests of the runner, the
// statistics and the commands: it fills a record.Record of any schema with
// a deterministic function of (seed, index), fast and without rules, so
// that those tests do not depend on an engine.
package fakegame

import (
	"fmt"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/record"
)

// A Game plays fake battles of one schema. It is not safe for concurrent
// use; make one per worker.
type Game struct {
	schema *record.Schema
	pcg    rand.PCG
	rng    *rand.Rand
	// FailAt, if not negative, is a battle index whose Play fails.
	FailAt int64
}

// New returns a Game whose records follow schema s.
func New(s *record.Schema) *Game {
	g := &Game{schema: s, FailAt: -1}
	g.rng = rand.New(&g.pcg)
	return g
}

// Play fills rec with fake battle (seed, index): the heroes win about 55%
// of battles, the villain 40%, the rest time out; rounds, metrics and
// knock-down spaces are drawn uniformly. It allocates nothing.
func (g *Game) Play(seed, index uint64, rec *record.Record) error {
	if int64(index) == g.FailAt {
		return fmt.Errorf("fake battle %d (seed %d) failed", index, seed)
	}
	g.pcg.Seed(seed, index)
	rec.Reset()
	nr := len(g.schema.Reasons)
	switch x := g.rng.IntN(100); {
	case x < 55:
		rec.Winner, rec.Reason = record.Heroes, 0
	case x < 95:
		rec.Winner, rec.Reason = record.Villain, uint8(min(1, nr-1))
	default:
		rec.Winner, rec.Reason = record.NoSide, uint8(nr-1)
	}
	rec.Rounds = uint16(3 + g.rng.IntN(10))
	for e := range g.schema.Entities {
		for m, name := range g.schema.Metrics(e) {
			v := int32(g.rng.IntN(6) - 1)
			if !record.Signed(name) {
				v = max(v, 0)
			}
			rec.Values[e][m] = v
		}
	}
	if g.schema.MapW > 0 && g.schema.MapH > 0 {
		for range g.rng.IntN(3) {
			rec.AddKO(int16(g.rng.IntN(g.schema.MapH)*g.schema.CellStride + g.rng.IntN(g.schema.MapW)))
		}
	}
	return nil
}
