package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// placing reports whether option o decides where the hero ends its turn:
// a move (spending move dice, to a space, climbing, leaping, grinding) or
// ending the turn where it stands.
func placing(o *adventures.Option) bool {
	switch o.Kind {
	case adventures.OptNone, adventures.OptMoveDice, adventures.OptMoveTo, adventures.OptClimb, adventures.OptLeap, adventures.OptGrind:
		return true
	}
	return false
}

// placingAmong reports whether one of lookahead's first k candidates
// among opts decides where the hero ends its turn (placing): lookahead
// gains by where heroes end their turns, hardly by which villain they
// strike or with which special (docs/strength.md, "Where lookahead still
// wins"), and with moves set searches only such decisions.
func (l *Lookahead) placingAmong(opts []adventures.Option, k int) bool {
	for _, c := range l.cand[:k] {
		if placing(&opts[c]) {
			return true
		}
	}
	return false
}
