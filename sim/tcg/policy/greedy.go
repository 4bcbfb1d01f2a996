package policy

import "github.com/tmntsim/tmntsim/sim/tcg"

// Greedy makes sensible immediate choices: it plays every event and item it
// can, attacks with the strongest cards, counters with the strongest
// counter, keeps its strongest Character, sets its strongest Character
// first and discards what it values least.
type Greedy struct{}

// Reset does nothing: Greedy keeps no state.
func (*Greedy) Reset(*tcg.View) {}

// Choose makes the immediate choice.
func (*Greedy) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) int {
	switch d {
	case tcg.DAdjustDiscard, tcg.DDiscard, tcg.DItemCost:
		return lowest(v, opts, keepValue)
	case tcg.DSet:
		return bestSet(v, opts)
	case tcg.DAttack, tcg.DCounter, tcg.DKeep:
		return strongest(v, opts)
	}
	return 0 // the first card (events, items, order); Pass comes last
}

// keepValue is how much a card in hand is worth keeping: counters most
// (they are the only defence), then attacks by power, Characters, events,
// items.
func keepValue(v *tcg.View, id uint8) int {
	c := v.Card(id)
	switch {
	case c.CanCounter():
		return 20 + int(c.Power)
	case c.Type == tcg.Attack:
		return 10 + int(c.Power)
	case c.Type == tcg.Character:
		return 5 + int(c.Power)
	case c.Type == tcg.Event:
		return 4
	}
	return 2
}

// lowest returns the index of the option of lowest value f.
func lowest(v *tcg.View, opts []tcg.Option, f func(*tcg.View, uint8) int) int {
	best, bv := 0, 1<<30
	for i, o := range opts {
		if o == tcg.Pass {
			continue
		}
		if x := f(v, uint8(o)); x < bv {
			best, bv = i, x
		}
	}
	return best
}

// strongest returns the index of the card option of highest power as it
// would count now, Pass only when it is the sole option.
func strongest(v *tcg.View, opts []tcg.Option) int {
	best, bv := len(opts)-1, -1<<30
	for i, o := range opts {
		if o == tcg.Pass {
			continue
		}
		if x := v.PowerOf(v.Seat, uint8(o)); x > bv {
			best, bv = i, x
		}
	}
	return best
}

// bestSet picks the card for the next Block Zone: the strongest Character
// (it attacks from the 1st Block), else the card least worth keeping.
func bestSet(v *tcg.View, opts []tcg.Option) int {
	best, bv := -1, -1
	for i, o := range opts {
		if c := v.Card(uint8(o)); c.Type == tcg.Character && int(c.Power) > bv {
			best, bv = i, int(c.Power)
		}
	}
	if best >= 0 {
		return best
	}
	return lowest(v, opts, keepValue)
}
