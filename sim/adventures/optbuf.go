package adventures

// This file holds the option buffer: how options go into the buffer a
// Game owns, which a Policy chooses from.

// An optionBuf holds the options of one decision. It is large enough for
// every action a hero with eight Action dice may take (Raphael's six in
// Shadows of the Past pair every target with up to 63 ways to pay): a list
// cut short at a full buffer would hide legal actions from the policy.
// A Game points at its own, so that copying a Game (CopyFrom, for
// playouts) copies no options.
type optionBuf [2048]Option

// add appends o to opts, a slice of an option buffer of g (g.opts,
// g.chk) from its start, unless the buffer is full.
// It stores o into the slot rather than appending it: append builds the
// Option in memory a field at a time and reads it back whole, which stalls
// the processor on every option (several times the cost of the store).
func (g *Game) add(opts []Option, o Option) []Option {
	if n := len(opts); n < cap(opts) {
		opts = opts[:n+1]
		opts[n] = o
	}
	return opts
}

// addEach appends to opts, a slice of an option buffer of g, a copy of o paying with each
// slot mask of masks in turn, as many as the buffer holds. Option lists
// pair every target with every way to pay for it, so most options go in
// this way: one bounds check for the lot instead of one per option.
func (g *Game) addEach(opts []Option, o Option, masks []uint8) []Option {
	n := len(opts)
	masks = masks[:min(len(masks), cap(opts)-n)]
	opts = opts[:n+len(masks)]
	for i, mask := range masks {
		// Copy o whole, then set the mask: changing o's byte first would
		// make each copy wait on that store.
		opts[n+i] = o
		opts[n+i].Dice = mask
	}
	return opts
}
