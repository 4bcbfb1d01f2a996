package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// This file holds a query of the lazy action interface for a policy that
// lists the actions of a few kinds at a time, into a buffer of its own.

// MaxOptions is the most options the engine lists at a decision: a buffer
// of that many holds any list of actions.
const MaxOptions = len(optionBuf{})

// ActionsOf lists into buf the legal actions of hero h now of the kinds in
// want (a mask of 1<<OptionKind), ending the turn first, in the order the
// option list holds them: a policy that names its action can list a kind
// only when it may be worth weighing, while it holds another list of the
// engine's (ActionsBut). The list holds as many actions as buf's capacity
// does; with MaxOptions, every one.
func (v View) ActionsOf(h int, want uint32, buf []Option) []Option {
	return v.g.listActions(h, want, -1, buf[:0])
}

// LeapTargets appends to buf the spaces hero h could land on leaping from
// where it stands (Adventures, "Leap"), as the special moves that leap
// list them: a policy bounds what a leap may be worth without listing
// every way to pay for it.
func (v View) LeapTargets(h int, buf []grid.Cell) []grid.Cell {
	g := v.g
	figs := g.figureCells()
	return g.B.Map.LeapTargets(&g.Map, g.Figs[h].Cell, &figs, buf)
}
