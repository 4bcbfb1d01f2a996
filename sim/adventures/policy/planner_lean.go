package policy

// The planner's lean: cheaper plans that may play otherwise than the
// default planner, off by default (planner:lean=N, N a sum of the bits
// below).
const (
	// leanRankFew weighs leanRanked candidate spaces of a ranged plan with
	// their ranged strikes (rankRanged) instead of rangedTop: the plan
	// weighs the danger of fewer spaces.
	leanRankFew = 1 << iota
	// leanNoSecond weighs no move elsewhere than the plan's space
	// (secondMoveFast, secondMoveNext).
	leanNoSecond
)

// leanRanked is how many candidates of a ranged plan leanRankFew weighs
// with their ranged strikes.
const leanRanked = 3

// setLean sets the planner's lean to bits.
func (p *Planner) setLean(bits int) {
	p.lean = bits
	p.ranked = 0
	if bits&leanRankFew != 0 {
		p.ranked = leanRanked
	}
}
