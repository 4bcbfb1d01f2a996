package policy

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// nextHero chooses which hero takes the next turn in Competitive Mode,
// among opts (OptChoose, Target a hero): "the hero players choose a hero
// to go first ... choosing a new hero at the start of each hero turn"
// (Adventures, Hero Turns, p. 14). It takes the hero whose turn, planned
// now, adds the most (its strikes and the move to the space it means to
// end on, with the danger it leaves or meets there), plus the danger it
// stands in now: a villain turn follows every hero turn, so a strike on
// offer now may be gone at the next hero's turn, and a hero in danger is
// struck before it moves unless it goes first. A knocked-down or stunned
// hero's turn is valued 0: an attempt to awaken, or clearing the stun,
// whenever it comes. Ties go to the first hero in seating order.
func (t *Tactician) nextHero(g adventures.View, opts []adventures.Option) int {
	best, bestV := 0, math.Inf(-1)
	for i := range opts {
		h := int(opts[i].Target)
		v := 0.0
		if f := g.Fig(h); f.Standing() && f.Stun == 0 {
			t.prepare(g, h)
			t.newDecision(g, h)
			p := poolOf(g, h)
			pl := t.plan(g, h, &p, true)
			// The plan's gain is what the move adds; the strikes from where
			// the hero stands are added back (plan: followCur).
			v = pl.gainMove + t.follow(g, h, f.Cell, &p, true) + t.dangerAt(g, h, f.Cell)
		}
		if v > bestV+minGain {
			best, bestV = i, v
		}
	}
	return best
}
