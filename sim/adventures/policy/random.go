package policy

import (
	"math/bits"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

func init() {
	register("random", factory{
		help: "a uniformly random legal choice at every decision (the novice floor)",
		new:  func(params) adventures.Policy { return &Random{} },
	})
}

// randomStream is the second seed word of the random policy's source: any
// constant other than the battle's index keeps its numbers apart from the
// battle's own dice.
const randomStream = 0x6a09e667f3bcc908

// Random chooses uniformly among the legal options at every decision. Its
// numbers come from its own source, seeded at Reset from the battle's seed
// and index (adventures.View.PeekRand), so a battle plays alike on any worker.
type Random struct {
	src rand.PCG
}

// Reset seeds the policy's source for the battle g is about to play.
func (p *Random) Reset(g adventures.View) { p.src.Seed(g.PeekRand(), randomStream) }

// Choose returns a uniformly random index into opts.
func (p *Random) Choose(_ adventures.View, _ adventures.Decision, opts []adventures.Option) int {
	return intN(&p.src, len(opts))
}

// intN returns a number in [0, n) from src by multiply-shift (the bias,
// below n/2^64, is far too small to matter here).
func intN(src *rand.PCG, n int) int {
	hi, _ := bits.Mul64(src.Uint64(), uint64(n))
	return int(hi)
}
