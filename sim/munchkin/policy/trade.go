package policy

import "github.com/tmntsim/tmntsim/sim/munchkin"

// itemGain is the combat strength player p would gain by receiving Item c:
// its bonus if p's race may use it and it beats what p has equipped where
// it goes (the weaker of two Hand Items, both for a two-Hands Item), else
// 0. An approximation of the engine's automatic equipping.
func itemGain(v *munchkin.View, p int, c uint8) int {
	cd := v.Card(c)
	if cd.Only != munchkin.RaceAny && cd.Only != v.Race(p) || cd.Bonus <= 0 {
		return 0
	}
	if cd.Slot == munchkin.SlotNone {
		return int(cd.Bonus)
	}
	same, hands, nh, lowHand := 0, 0, 0, 1<<10
	for _, x := range v.Items(p) {
		xd := v.Card(x)
		if !v.Equipped(x) {
			continue
		}
		switch {
		case xd.Slot == munchkin.SlotHand || xd.Slot == munchkin.SlotTwoHands:
			hands += int(xd.Bonus)
			nh++
			if xd.Slot == munchkin.SlotTwoHands {
				nh++
			}
			lowHand = min(lowHand, int(xd.Bonus))
		case xd.Slot == cd.Slot:
			same = max(same, int(xd.Bonus))
		}
	}
	switch cd.Slot {
	case munchkin.SlotHand:
		if nh < 2 {
			return int(cd.Bonus)
		}
		return max(int(cd.Bonus)-lowHand, 0)
	case munchkin.SlotTwoHands:
		return max(int(cd.Bonus)-hands, 0)
	}
	return max(int(cd.Bonus)-same, 0)
}

// tradeWorth is what a trade is worth to player p, which receives Item in
// and gives Item out (munchkin.NoCard: nothing): four points a level of
// combat strength gained or lost, plus the difference of Gold, a point
// for 200.
func tradeWorth(v *munchkin.View, p int, in, out uint8) int {
	w, gold := 0, 0
	if in != munchkin.NoCard {
		w += 4 * itemGain(v, p, in)
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

// tradeEdge is how much more a trade must be worth to reasonable than to
// its partner (tradeWorth: a level of combat strength): a trade also
// helps a rival, and measured at 4 players an even trade costs reasonable
// more than it gains.
const tradeEdge = 4

// tradeScore scores proposing trade o (reasonable): worth it to the
// partner (who may then accept) and at least tradeEdge more to the
// viewer, the partner below Level 8; the best for the viewer first. -1:
// not worth proposing.
func tradeScore(v *munchkin.View, o *munchkin.Option) int {
	q := int(o.Target)
	if o.Arg == munchkin.NoCard || v.Level(q) >= 8 {
		return -1
	}
	mine := tradeWorth(v, v.Seat(), o.Arg, o.Card)
	if mine < tradeEdge {
		return -1
	}
	if theirs := tradeWorth(v, q, o.Card, o.Arg); theirs <= 0 || mine-theirs < tradeEdge {
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
	mine := tradeWorth(v, v.Seat(), give, take)
	return mine >= tradeEdge && mine-tradeWorth(v, from, take, give) >= tradeEdge
}
