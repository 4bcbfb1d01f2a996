package dice

// A Strike is one strike and its defence as dice and fixed values. The
// attacker rolls AttackDice dice and adds Hits (an AI villain rolls none and
// deals its Hit attribute); the defender rolls DefendDice dice and adds Block
// (an AI villain rolls none and blocks its Block attribute). A reroll flag is
// the side's Focus reroll of every die that scores nothing, which the
// attacker decides before the defender rolls.
type Strike struct {
	AttackDice, Hits  int
	AttackReroll      bool
	DefendDice, Block int
	DefendReroll      bool
	Penalty           int // hits lost to range: 1 per space beyond the second
}

// Wounds rolls s with die d and returns the wounds the target suffers: the
// hits less the range penalty, not below 0, less the blocks, not below 0
// (Adventures rulebook, "Melee Strikes", "Defense Roll", "Ranged Strikes",
// "Spending Focus on a Strike or Defense Roll"; Cooperative Mode,
// "Attacking" and "Defending").
func (r *Roller) Wounds(d *Die, s *Strike) int {
	hits := max(0, s.Hits+r.Hits(d, s.AttackDice, s.AttackReroll)-s.Penalty)
	blocks := s.Block + r.Blocks(d, s.DefendDice, s.DefendReroll)
	return max(0, hits-blocks)
}
