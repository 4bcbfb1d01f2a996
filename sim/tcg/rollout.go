package tcg

import (
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim"
)

// Rollout plays, in g, one possible continuation of the game v sees, for a
// searching policy: it replays the game from its start (same seed and
// index, the same decisions), and at v's pending decision deals every card
// v's seat cannot see (View.Unseen) at random among the places such cards
// are (its own deck; the other seat's deck, hand and face-down Blocks),
// from a source seeded by detSeed, then takes option k and plays to the
// end with g's own policies, filling res.
//
// The replay passes through the true hidden cards, but the deal at the
// branch redistributes all of them uniformly, so the continuation depends
// only on what v's seat sees and on detSeed (determinization). g must be
// another Game of the same Setup; Rollout allocates nothing. It returns
// false, playing nothing, when the game is too long to replay (MaxLog).
func (g *Game) Rollout(v *View, k int, detSeed uint64, res *sim.Record) bool {
	src := v.g
	if src.nLog > MaxLog || src.S != g.S || g == src {
		return false
	}
	g.src, g.replaying = src, true
	g.branchK, g.branchSeat, g.detSeed = k, v.Seat, detSeed
	g.Play(src.seed, src.index, res)
	g.replaying, g.src = false, nil
	return true
}

// determinize deals the cards seat cannot see at random among their
// places: its own deck is reshuffled; the other seat's deck, hand and
// face-down Block cards are shuffled together and dealt back to the same
// places.
func (g *Game) determinize(seat int) {
	if g.noDeal {
		return
	}
	g.det.Seed(g.detSeed, uint64(g.nLog))
	r := rand.New(&g.det)
	own := &g.p[seat]
	shuffleIDs(r, own.deck[:own.nDeck])
	o := &g.p[seat^1]
	var pool [DeckSize]uint8
	n := copy(pool[:], o.deck[:o.nDeck])
	n += copy(pool[n:], o.hand[:o.nHand])
	for k := range Blocks {
		if o.block[k] != NoCard && !o.up[k] {
			pool[n] = o.block[k]
			n++
		}
	}
	shuffleIDs(r, pool[:n])
	n = copy(o.deck[:o.nDeck], pool[:])
	n += copy(o.hand[:o.nHand], pool[n:])
	for k := range Blocks {
		if o.block[k] != NoCard && !o.up[k] {
			o.block[k] = pool[n]
			n++
		}
	}
}

// shuffleIDs shuffles ids in place (Fisher-Yates).
func shuffleIDs(r *rand.Rand, ids []uint8) {
	for i := len(ids) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
}
