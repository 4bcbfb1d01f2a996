package villainpolicy

import (
	"math/bits"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// randomStream is the second seed word of the random villain's source,
// apart from the battle's own and the hero policies'.
const randomStream = 0xbb67ae8584caa73b

// Random chooses uniformly among the villain's legal options.
type Random struct {
	src rand.PCG
}

// Reset seeds the policy's source for the battle about to be played.
func (p *Random) Reset(s *adventures.VillainSeat) { p.src.Seed(s.PeekRand(), randomStream) }

// Choose returns a uniformly random index into opts.
func (p *Random) Choose(_ *adventures.VillainSeat, _ adventures.VillainDecision, opts []adventures.VillainOption) int {
	hi, _ := bits.Mul64(p.src.Uint64(), uint64(len(opts)))
	return int(hi)
}
