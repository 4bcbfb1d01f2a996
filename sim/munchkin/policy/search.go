package policy

import (
	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/munchkin"
)

// maxSearchOptions is the most options a search compares at one decision:
// reasonable's choice, passing (the first option), then the next ones in
// the engine's order.
const maxSearchOptions = 4

// Search is a determinization search player. Before each important
// decision — phase 2 (fight a monster from the hand or loot), asking for
// help when its cards lose and the bribe (reasonable's offer is weighed
// against the same share with first pick to the other side), answering an
// offer of help, and a combat play when it would change the fight (for its
// own side when it is losing, against a fight the fighting side is
// winning) — it plays each of up to maxSearchOptions options out N times:
// the cards it cannot see re-dealt consistently with what it sees
// (munchkin.Rollout), every seat played by reasonable to the end of the
// game; it takes the option with the most wins (then the highest final
// Level), reasonable's on ties. Other decisions are reasonable's. The same
// determinizations serve every option (common random numbers).
// Deterministic from the game's seed; Choose allocates nothing once the
// first game has built the rollout.
type Search struct {
	N int // determinizations per option

	inner Reasonable
	setup *munchkin.Setup
	ro    *munchkin.Rollout
	seed  uint64
	calls uint64
	cand  [maxSearchOptions]int
	score [maxSearchOptions]int
}

// NewSearch returns a search player with n determinizations per option.
func NewSearch(n int) *Search { return &Search{N: n} }

// Reset builds the rollout on the first game of a table and takes the
// game's seed.
func (s *Search) Reset(v *munchkin.View) {
	if s.setup != v.Setup() {
		s.setup = v.Setup()
		pols := make([]munchkin.Policy, v.Players())
		for i := range pols {
			pols[i] = NewReasonable()
		}
		s.ro = munchkin.NewRollout(s.setup, pols)
	}
	s.seed, s.calls = v.Seed(), 0
}

// Choose searches the important decisions and leaves the others to
// reasonable.
func (s *Search) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	k0 := s.inner.Choose(v, d, opts)
	if s.N <= 0 || !important(v, d) {
		return k0
	}
	nc := 0
	add := func(k int) {
		for _, c := range s.cand[:nc] {
			if c == k {
				return
			}
		}
		s.cand[nc] = k
		nc++
	}
	add(k0)
	if d == munchkin.DecAskHelp {
		if k := twin(opts, k0); k >= 0 {
			add(k)
		}
	}
	for k := 0; k < len(opts) && nc < maxSearchOptions; k++ {
		add(k)
	}
	for i := range nc {
		s.score[i] = 0
	}
	me := v.Seat()
	for det := range s.N {
		seed := splitmix(s.seed ^ splitmix(s.calls<<16|uint64(det)))
		for i, k := range s.cand[:nc] {
			rec := s.ro.Play(v, d, opts[k], seed)
			if rec.Outcome[me] == sim.Won {
				s.score[i] += 20
			}
			s.score[i] += int(rec.Values[me][munchkin.MetLevel])
		}
	}
	s.calls++
	best := 0
	for i := 1; i < nc; i++ {
		if s.score[i] > s.score[best] {
			best = i
		}
	}
	return s.cand[best]
}

// twin returns the index of the offer that is opts[k]'s with first pick
// to the other side (Teaming-up), or -1 if there is none.
func twin(opts []munchkin.Option, k int) int {
	o := opts[k]
	if o.Kind != munchkin.OptAsk {
		return -1
	}
	o.First = !o.First
	for i := range opts {
		if opts[i] == o {
			return i
		}
	}
	return -1
}

// important reports whether decision d is one the search plays out: phase
// 2 with a monster in hand, asking for help in a fight lost so far,
// answering an offer, and a combat play that could change the fight's
// outcome (for the fighting side when it loses, against it when it wins).
func important(v *munchkin.View, d munchkin.Decision) bool {
	switch d {
	case munchkin.DecTrouble, munchkin.DecHelp:
		return true
	case munchkin.DecAskHelp:
		return v.PlayerSide() <= v.MonsterSide()
	case munchkin.DecCombat:
		f, h := v.Fighter()
		fighting := v.Seat() == f || v.Seat() == h
		return fighting == (v.PlayerSide() <= v.MonsterSide())
	}
	return false
}

// splitmix is the SplitMix64 finalizer, to derive a determinization's seed.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
