package policy

import (
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// Search is an information-set search player: at its attack, counter,
// keep, set, event and item decisions it plays every option out N times
// (tcg.Game.Rollout: the cards it cannot see dealt at random, each playout
// continued by planner players for both seats) and takes the option that
// won most; the same N deals serve every option (common random numbers).
// Other decisions, and decisions with more than MaxOptions options, are
// the planner's.
type Search struct {
	N       int // playouts per option
	base    Planner
	scratch *tcg.Game
	setup   *tcg.Setup
	res     sim.Record
	seed    uint64
	calls   uint64
}

// MaxOptions is the most options Search plays out at one decision.
const MaxOptions = 12

// Reset builds the playout game on the first game of a Setup (the only
// allocation) and seeds the deals from the game's (seed, index).
func (s *Search) Reset(v *tcg.View) {
	if s.setup != v.Setup() {
		s.setup = v.Setup()
		s.scratch = tcg.NewGame(s.setup, []tcg.Policy{&Planner{KeepCounter: true, Spare: -1}, &Planner{KeepCounter: true, Spare: -1}})
	}
	seed, index := v.Seed()
	s.seed = seed*0x9e37_79b9_7f4a_7c15 ^ index ^ uint64(v.Seat+1)<<56
	s.calls = 0
	s.base = Planner{KeepCounter: true, Spare: -1}
}

// Choose plays the options out and picks the best.
func (s *Search) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) int {
	switch d {
	case tcg.DAttack, tcg.DCounter, tcg.DKeep, tcg.DSet, tcg.DEvent, tcg.DItem:
	default:
		return s.base.Choose(v, d, opts)
	}
	if len(opts) > MaxOptions || s.N <= 0 {
		return s.base.Choose(v, d, opts)
	}
	s.calls++
	best := s.base.Choose(v, d, opts)
	bestScore, ok := s.score(v, best)
	if !ok {
		return best
	}
	for k := range opts {
		if k == best {
			continue
		}
		if score, _ := s.score(v, k); score > bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// score plays option k out N times and returns 2 per win and 1 per draw;
// ok is false when the game cannot be replayed.
func (s *Search) score(v *tcg.View, k int) (score int, ok bool) {
	for j := range s.N {
		if !s.scratch.Rollout(v, k, s.seed+s.calls*0x1_0000+uint64(j), &s.res) {
			return 0, false
		}
		switch s.res.Outcome[v.Seat] {
		case sim.Won:
			score += 2
		case sim.Drew:
			score++
		}
	}
	return score, true
}
