package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// focusCost returns the price of n Focus hero h spends, on a special move
// or a reroll (of its Action dice, a strike, a defence, a heal or a
// check): focusValue each, less, with the planner's full term
// (planner:full=W), W of the first when the hero's Focus is at its cap. A
// hero regains Focus only from the chi icons it rolls (and abilities such
// as Leonardo's), never beyond its starting Focus (Adventures, "Focus",
// "Chi Icon"): the Focus spent at the cap comes back with the next chi,
// where a hero below the cap would have gained it anyway. It plays where a
// win is to carry a character (carryWin). On rescue-april, in 5 of the 46
// battles of seed 1 that lookahead wins and the planner loses, the first
// decision that differs is lookahead's hero at its Focus cap using a
// special move that costs 1 Focus (I'll Hold Them Off!, Patch Up) where
// the planner's keeps the Focus (docs/strength.md, "Focus at the cap").
func (t *Tactician) focusCost(g adventures.View, h, n int) float64 {
	c := t.focusValue * float64(n)
	if t.fullW != 0 && n > 0 && g.Focus(h) >= int(g.Battle().Heroes[h].Focus) {
		c -= t.fullW * t.focusValue
	}
	return c
}

// carryWin reports whether a win of battle b is to carry a character to a
// zone (Adventures, "Carrying Characters").
func carryWin(b *adventures.Battle) bool {
	for i := range b.Win {
		if b.Win[i].Kind == adventures.CarryTo {
			return true
		}
	}
	return false
}
