package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// campGain returns the planner's value of a hero ending its turn on a
// spawning space where the spawns of the round find empty spaces anyway
// (spawnBlock.gain): camp where the heroes win only by holding out
// (holdOnly), else 0. Lookahead, playing the tactician's options out,
// ends a hero's turn on a spawning space more often than the tactician
// would: of its overrules of the tactician's move on hold-the-line, 45 go
// to a spawning space from elsewhere and 22 the other way (200 battles);
// where the heroes may also win by knock-outs it does the opposite
// (intro-brawl, 15 against 44). With camp 0.3 the planner won 2.60 more
// points of hold-the-line than without (seed 1, 2,000 battles, paired,
// p = 0.030) and 1.65 more on seed 2 (p = 0.185); on intro-brawl, where
// the heroes may also win by knock-outs, +1.90 and −2.45 (p = 0.215,
// 0.108): hence only where holding out is the only win. 0.15 and 0.45
// gained less (docs/strength.md, "Where lookahead still wins"). Off (0)
// by default: one example alone plays it, and one seed of two is
// significant.
func (s *spawnBlock) campGain() float64 {
	if !s.only {
		return 0
	}
	return s.camp
}

// holdOnly reports whether holding out is the only win of battle b.
func holdOnly(b *adventures.Battle) bool {
	for i := range b.Win {
		if b.Win[i].Kind != adventures.SurviveRounds {
			return false
		}
	}
	return len(b.Win) > 0
}
