package adventures

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
