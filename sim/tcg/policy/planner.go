package policy

import "github.com/tmntsim/tmntsim/sim/tcg"

// Planner plays like Greedy with three plans: it sets one strong Character
// in the 1st Block Zone and fills the other Blocks with <Flip> cards and
// the cards least worth keeping; it keeps its best counter in hand rather
// than attack with it (KeepCounter); and it sizes an attack, adding cards
// until its power reaches the opponent's Block cards plus Spare.
type Planner struct {
	KeepCounter bool
	Spare       int // attack sizing: stop at Blocks+Spare power; -1 never stops
}

// Reset does nothing: Planner keeps no state between choices.
func (*Planner) Reset(*tcg.View) {}

// Choose makes the planned choice.
func (p *Planner) Choose(v *tcg.View, d tcg.Decision, opts []tcg.Option) int {
	switch d {
	case tcg.DAdjustDiscard, tcg.DDiscard, tcg.DItemCost:
		return lowest(v, opts, keepValue)
	case tcg.DSet:
		return p.set(v, opts)
	case tcg.DAttack:
		return p.attack(v, opts)
	case tcg.DCounter:
		return p.counter(v, opts)
	case tcg.DKeep:
		return strongest(v, opts)
	}
	return 0
}

// set puts the strongest Character in the 1st Block when it is empty,
// then <Flip> events (they act when the opponent's damage flips them),
// then the cards least worth keeping.
func (p *Planner) set(v *tcg.View, opts []tcg.Option) int {
	first, _ := v.Block(v.Seat, 0)
	if first == tcg.NoCard {
		return bestSet(v, opts)
	}
	return lowest(v, opts, setValue)
}

// setValue ranks cards for the 2nd to 4th Block: <Flip> events lowest
// (set them first), then by keepValue.
func setValue(v *tcg.View, id uint8) int {
	c := v.Card(id)
	if c.Type == tcg.Event && (c.Timing == tcg.Flip || c.Timing == tcg.PlayFlip) {
		return 0
	}
	return keepValue(v, id)
}

// attack adds the strongest attack card, keeping back the best counter in
// hand (when KeepCounter), counter cards last; with Spare >= 0 it stops
// once the attack's power reaches the opponent's Block cards plus Spare.
func (p *Planner) attack(v *tcg.View, opts []tcg.Option) int {
	if p.Spare >= 0 && v.AttackPower(v.Seat) >= v.BlockCount(v.Seat^1)+p.Spare {
		return len(opts) - 1
	}
	keep := tcg.Option(tcg.NoCard)
	if p.KeepCounter {
		keep = bestCounter(v)
	}
	best, bv := len(opts)-1, -1<<30
	for i, o := range opts {
		if o == tcg.Pass || o == keep {
			continue
		}
		x := v.PowerOf(v.Seat, uint8(o))
		if v.Card(uint8(o)).CanCounter() {
			x -= 2 // a counter in hand is worth more than its power here
		}
		if x > bv {
			best, bv = i, x
		}
	}
	return best
}

// bestCounter returns the strongest counter card in the seat's hand, or
// NoCard.
func bestCounter(v *tcg.View) tcg.Option {
	best, bv := tcg.Option(tcg.NoCard), -1
	for _, id := range v.Hand() {
		if c := v.Card(id); c.CanCounter() && int(c.Power) > bv {
			best, bv = tcg.Option(id), int(c.Power)
		}
	}
	return best
}

// counter places the weakest counter that stops the attack's damage to the
// Blocks entirely, else the strongest one; it passes when the attack is
// weaker than one point.
func (p *Planner) counter(v *tcg.View, opts []tcg.Option) int {
	atk := v.AttackPower(v.Attacker())
	if atk <= 0 {
		return len(opts) - 1
	}
	best, bv := -1, 1<<30
	for i, o := range opts {
		if o == tcg.Pass {
			continue
		}
		if x := v.CounterPower(v.Seat, uint8(o)); x >= atk && x < bv {
			best, bv = i, x
		}
	}
	if best >= 0 {
		return best
	}
	return strongest(v, opts)
}
