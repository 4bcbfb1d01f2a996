package policy

import "github.com/tmntsim/tmntsim/sim/munchkin"

// gear sums up what a player has equipped, for itemGain: its race, the
// best bonus equipped in each slot, and its Hand Items (their bonus, how
// many hands they take, the weakest).
type gear struct {
	race               munchkin.Race
	slot               [8]int
	hands, nh, lowHand int
}

// gearOf sums up player p's equipment.
func gearOf(v *munchkin.View, p int) gear {
	g := gear{race: v.Race(p), lowHand: 1 << 10}
	for _, x := range v.Items(p) {
		xd := v.Card(x)
		if !v.Equipped(x) {
			continue
		}
		switch xd.Slot {
		case munchkin.SlotHand, munchkin.SlotTwoHands:
			g.hands += int(xd.Bonus)
			g.nh++
			if xd.Slot == munchkin.SlotTwoHands {
				g.nh++
			}
			g.lowHand = min(g.lowHand, int(xd.Bonus))
		default:
			g.slot[xd.Slot] = max(g.slot[xd.Slot], int(xd.Bonus))
		}
	}
	return g
}

// gain is the combat strength a player with gear g would gain by
// receiving Item cd: its bonus if its race may use it and it beats what is
// equipped where it goes (the weaker of two Hand Items, both for a
// two-Hands Item), else 0. An approximation of the engine's automatic
// equipping.
func (g *gear) gain(cd *munchkin.Card) int {
	if cd.Only != munchkin.RaceAny && cd.Only != g.race || cd.Bonus <= 0 {
		return 0
	}
	switch cd.Slot {
	case munchkin.SlotNone:
		return int(cd.Bonus)
	case munchkin.SlotHand:
		if g.nh < 2 {
			return int(cd.Bonus)
		}
		return max(int(cd.Bonus)-g.lowHand, 0)
	case munchkin.SlotTwoHands:
		return max(int(cd.Bonus)-g.hands, 0)
	}
	return max(int(cd.Bonus)-g.slot[cd.Slot], 0)
}

// tradeWorth is what a trade is worth to the player with gear g, which
// receives Item in and gives Item out (munchkin.NoCard: nothing): four
// points a level of combat strength gained or lost, plus the difference
// of Gold, a point for 200.
func tradeWorth(v *munchkin.View, g *gear, in, out uint8) int {
	w, gold := 0, 0
	if in != munchkin.NoCard {
		w += 4 * g.gain(v.Card(in))
		gold += int(v.Card(in).Gold)
	}
	if out != munchkin.NoCard {
		if v.Equipped(out) {
			w -= 4 * int(v.Card(out).Bonus)
		}
		gold -= int(v.Card(out).Gold)
	}
	return w + gold/200
}

// gearFor is player p's gear, summed up once per decision (tradeScore
// asks for it once per option).
func (r *Reasonable) gearFor(v *munchkin.View, p int) *gear {
	if !r.have[p] {
		r.gears[p], r.have[p] = gearOf(v, p), true
	}
	return &r.gears[p]
}

// tradeEdge is how much more a trade must be worth to reasonable than to
// its partner (tradeWorth: a level of combat strength): a trade also
// helps a rival, and measured at 4 players an even trade costs reasonable
// more than it gains.
const tradeEdge = 4

// tradeScore scores proposing trade o (reasonable): worth it to the
// partner (who may then accept) and at least tradeEdge more to the
// viewer, the partner below Level 8; the best for the viewer first. -1:
// not worth proposing.
func (r *Reasonable) tradeScore(v *munchkin.View, o *munchkin.Option) int {
	q := int(o.Target)
	if o.Arg == munchkin.NoCard || v.Level(q) >= 8 {
		return -1
	}
	mine := tradeWorth(v, r.gearFor(v, v.Seat()), o.Arg, o.Card)
	if mine < tradeEdge {
		return -1
	}
	if theirs := tradeWorth(v, r.gearFor(v, q), o.Card, o.Arg); theirs <= 0 || mine-theirs < tradeEdge {
		return -1
	}
	return 20 + mine
}

// acceptTrade reports whether the viewer (reasonable) accepts the trade
// on the table: a gift always, a trade worth at least tradeEdge more to
// the viewer than to the proposer, unless the proposer is at Level 8 or
// more.
func acceptTrade(v *munchkin.View) bool {
	from, give, take := v.Trade()
	if take == munchkin.NoCard {
		return true
	}
	if v.Level(from) >= 8 {
		return false
	}
	me, them := gearOf(v, v.Seat()), gearOf(v, from)
	mine := tradeWorth(v, &me, give, take)
	return mine >= tradeEdge && mine-tradeWorth(v, &them, take, give) >= tradeEdge
}
