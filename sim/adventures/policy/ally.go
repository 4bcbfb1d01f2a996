package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// bestAlly chooses the heroes' ally card at setup by a simple rule: the
// one of most adventures.AllyValue, the first of equal value.
func bestAlly(g adventures.View, opts []adventures.Option) int {
	best, bv := 0, -1
	for i, o := range opts {
		if v := adventures.AllyValue(g.Battle().Allies[o.Arg].Ability); v > bv {
			best, bv = i, v
		}
	}
	return best
}
