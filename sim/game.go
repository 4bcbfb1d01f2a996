package sim

import (
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/record"
)

// A Game plays battles of one Battle, one at a time, reusing its memory: a
// worker builds one Game and calls Play for each battle. A Game is not safe
// for concurrent use.
type Game struct {
	B      *Battle
	policy Policy
	pcg    rand.PCG
	rng    *rand.Rand
	check  bool
	err    error
}

// NewGame returns a Game of b whose heroes are played by p.
func NewGame(b *Battle, p Policy) *Game {
	g := &Game{B: b, policy: p}
	g.rng = rand.New(&g.pcg)
	return g
}

// SetCheck turns invariant checking on or off (off by default).
func (g *Game) SetCheck(on bool) { g.check = on }

// Violation returns the first invariant violation of the last battle played
// with checking on, or nil.
func (g *Game) Violation() error { return g.err }

// Play plays one battle from the RNG state seeded by (seed, index) and fills
// rec with its outcome.
func (g *Game) Play(seed, index uint64, rec *record.Record) {
	g.pcg.Seed(seed, index)
	rec.Reset()
	g.policy.Reset(g)
	// The battle itself is played by the round sequence (round.go).
	rec.Rounds = 1
}
