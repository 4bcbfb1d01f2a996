package policy

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
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
// whenever it comes. Ties go to the first hero in seating order. The
// chosen hero's plan is kept for its first action (planTurn).
func (t *Tactician) nextHero(g adventures.View, opts []adventures.Option) int {
	best, bestV := 0, math.Inf(-1)
	var kept nextPlan
	for i := range opts {
		h := int(opts[i].Target)
		v := 0.0
		if f := g.Fig(h); f.Standing() && f.Stun == 0 {
			// The goal is worked out anew for each hero weighed: its cache
			// is keyed by the goal's spaces and weight, not by all that
			// planGoal reads, and a goal kept from an earlier decision of
			// this hero made a kept plan differ from the plan of its action
			// (TestNextHeroPlanKept, foot-clan-ambush).
			t.gkey.clear()
			t.prepare(g, h)
			t.newDecision(g, h)
			p := poolOf(g, h)
			pl := t.plan(g, h, &p, true)
			// The plan's gain is what the move adds; the strikes from where
			// the hero stands are added back (plan: followCur).
			v = pl.gainMove + t.follow(g, h, f.Cell, &p, true) + t.dangerAt(g, h, f.Cell)
			if v > bestV+minGain && g.ActiveSpecial(h) < 0 {
				kept = nextPlan{valid: true, h: h, round: g.Round(), draw: g.PeekRand(), at: f.Cell, threat: t.key.k, goal: t.gkey.k, pl: pl, baseCur: t.base(g, h, f.Cell), pool: p}
			}
		}
		if v > bestV+minGain {
			best, bestV = i, v
		}
	}
	if kept.valid && int(opts[best].Target) != kept.h {
		kept.valid = false
	}
	t.next = kept
	return best
}

// A nextPlan is the plan nextHero made for the hero it chose, with what
// the plan was made for: the round, the next random draw of the battle
// then, the hero's space and the keys of the villains' threat and of its
// goal. Nothing random happens between the choice and the hero's first
// action, so the plan made for the choice is the plan of that action,
// unless a special move of the hero's last turn is active: its card
// returns when the turn starts (Adventures, Using Special Moves), and what
// it gave (a defence) goes with it.
type nextPlan struct {
	valid        bool
	h, round     int
	draw         uint64
	at           grid.Cell
	threat, goal uint64
	pl           turnPlan
	baseCur      float64 // the value of ending the turn where the hero stands
	pool         pool    // the hero's icons the plan was made with
}

// planTurn returns hero h's plan with pool p (plan): the plan nextHero
// made for h when it still holds (the same round, draw, space, icons, threat and
// goal, no move points, made with prune, and the same value of ending the
// turn where the hero stands, which may differ once its turn has begun),
// else a new one. The kept plan is used at most once.
func (t *Tactician) planTurn(g adventures.View, h int, p *pool, prune bool) turnPlan {
	if n := &t.next; n.valid {
		n.valid = false
		if prune && n.h == h && n.round == g.Round() && n.draw == g.PeekRand() && n.at == g.Fig(h).Cell &&
			n.threat == t.key.k && n.goal == t.gkey.k && g.MovePoints() == 0 && *p == n.pool && t.base(g, h, n.at) == n.baseCur {
			if p.moveMP > 0 {
				t.heroReach(g, h, p.moveMP) // the plan's search, which moveDie reads
			}
			return n.pl
		}
	}
	return t.plan(g, h, p, prune)
}
