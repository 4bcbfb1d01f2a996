package villainpolicy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
)

// This file holds how the policies weigh the terrain moves of a villain
// figure besides climbing: taking cover, crouching, leaping, grinding and
// throwing a small object (Adventures, Terrain Moves, p. 31).

// asClimb returns leap or grind option o as the climb to the same space
// paying the same icons, which the policies weigh as a move: a leap ends
// where it lands, a grind where it gets off, as a climb does, with the
// icons after it left to spend. One paid by three icons keeps its last
// two in Icon and Icon2 (the first counts for no strike).
func asClimb(s *adventures.VillainSeat, o *adventures.VillainOption) adventures.VillainOption {
	m := *o
	m.Kind = adventures.VOptClimb
	pay := s.Spends(o) &^ (1 << o.Icon)
	if pay != 0 {
		m.Icon2 = int8(7 - bits.LeadingZeros8(pay))
		if rest := pay &^ (1 << m.Icon2); rest != 0 {
			m.Icon = int8(bits.TrailingZeros8(rest))
		}
	}
	return m
}

// asRanged returns throw option o as the ranged strike it is: the same
// icon at the same hero (Throw Small Object: "make a ranged strike as
// normal").
func asRanged(o *adventures.VillainOption) adventures.VillainOption {
	m := *o
	m.Kind = adventures.VOptRanged
	return m
}

// leapFalls reports whether leap option o of the activated figure lands
// low from elevated terrain: 4 Battle dice of hits (Elevated Terrain:
// Falling).
func leapFalls(s *adventures.VillainSeat, o *adventures.VillainOption) bool {
	return s.Battle().Map.LeapFalls(s.Fig(int(o.Fig)).Cell, o.Cell)
}

// terrainScore is Greedy's score of a terrain move: a leap or a grind as
// the move to where it ends, a little below walking there, and never a
// leap that falls; a throw as its ranged strike, a little below the same
// strike without an object spent; taking cover above ending the turn when a hero stands within 2
// spaces (it will strike next), crouching when none is adjacent (it hides
// the figure from ranged strikes through the object); else below ending.
func (p *Greedy) terrainScore(s *adventures.VillainSeat, o *adventures.VillainOption) int {
	near := nearestHero(s, s.Fig(int(o.Fig)).Cell)
	switch o.Kind {
	case adventures.VOptLeap:
		if leapFalls(s, o) {
			return -100
		}
		m := asClimb(s, o)
		return p.actionScore(s, &m) - 1
	case adventures.VOptGrind:
		m := asClimb(s, o)
		return p.actionScore(s, &m) - 1
	case adventures.VOptThrow:
		m := asRanged(o)
		return p.actionScore(s, &m) - 1
	case adventures.VOptTakeCover:
		if near <= 2 {
			return 3
		}
	case adventures.VOptCrouch:
		if near > 1 && near <= 6 {
			return 2
		}
	}
	return -2
}

// terrainScore is the Planner's value of a terrain move: a leap as the
// move to its landing space (a fall costs about what it deals: 4 dice of
// hits less the defense roll), a grind as the move to where it gets off;
// a throw as its ranged strike, a little below the same strike without an
// object spent; taking cover as ending the turn plus the
// blocks of the 2 dice it adds, when a hero stands within 2 spaces;
// crouching as ending the turn plus a little when no hero is adjacent and
// one is within 6; else below ending the turn.
func (p *Planner) terrainScore(s *adventures.VillainSeat, o *adventures.VillainOption) float64 {
	id := int(o.Fig)
	near := nearestHero(s, s.Fig(id).Cell)
	end := adventures.VillainOption{Kind: adventures.VOptNone, Fig: o.Fig}
	switch o.Kind {
	case adventures.VOptLeap:
		m := asClimb(s, o)
		v := p.actionScore(s, &m) - 0.05
		if leapFalls(s, o) {
			v -= max(0, 4*p.hit-float64(s.DefendDice(id))*p.block) + 1
		}
		return v
	case adventures.VOptGrind:
		m := asClimb(s, o)
		return p.actionScore(s, &m) - 0.05
	case adventures.VOptThrow:
		m := asRanged(o)
		return p.actionScore(s, &m) - 0.01
	case adventures.VOptTakeCover:
		if near <= 2 {
			return p.actionScore(s, &end) + 2*p.block
		}
	case adventures.VOptCrouch:
		if near > 1 && near <= 6 {
			return p.actionScore(s, &end) + 0.3
		}
	}
	return p.actionScore(s, &end) - 1
}
