package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/villainpolicy"
)

// Opponent returns the seat a skill grid crosses with the heroes' policies
// and its policies, novice to expert: the villain player's of a
// Competitive Mode battle (villainpolicy.Tiers); ok is false in
// Cooperative Mode, where the rules' AI plays the villains.
func (s *Setup) Opponent() (seat int, policies []string, ok bool) {
	if s.Battle.Competitive == nil {
		return 0, nil, false
	}
	return adventures.SeatVillain, villainpolicy.Tiers(), true
}
