package policy

import "github.com/tmntsim/tmntsim/sim/munchkin"

// Reasonable plays like a careful munchkin: it asks for help only when its
// own cards cannot win the fight, offering one Treasure to the strongest
// player who would make it a win (with first pick to a player at a lower
// Level; its cheapest card in a fight worth no Treasure); it
// helps for at least one Treasure's worth unless the fighter would win the
// game or is well ahead of it; it picks the Treasures worth most to it; it
// saves One-Shots for a fight they turn, using the smallest and cheapest
// card that does, and eliminates a monster only to escape Death or lost
// levels; it plays against a winning fight only when the fighter is the
// leader or would win the game, again with the smallest card that turns
// it, else eliminates the monster whose levels would win; it sells only
// what it does not use (its hand and unequipped Items); it plays Traps on
// the leader; it trades only for a clear edge over its partner (trade.go).
// Other choices are greedy's.
type Reasonable struct {
	gears [munchkin.MaxSeats]gear // the players' gear in this decision (gearFor)
	have  [munchkin.MaxSeats]bool
}

// NewReasonable returns a reasonable policy.
func NewReasonable() *Reasonable { return &Reasonable{} }

// Reset does nothing.
func (*Reasonable) Reset(*munchkin.View) {}

// Choose picks an option.
func (r *Reasonable) Choose(v *munchkin.View, d munchkin.Decision, opts []munchkin.Option) int {
	switch d {
	case munchkin.DecAskHelp:
		return r.askHelp(v, opts)
	case munchkin.DecHelp:
		return r.help(v, opts)
	case munchkin.DecCombat:
		return r.combat(v, opts)
	case munchkin.DecTrade:
		return answer(opts, acceptTrade(v))
	case munchkin.DecPick:
		return pick(v, opts)
	case munchkin.DecKatas:
		return dropKata(v, opts)
	}
	r.have = [munchkin.MaxSeats]bool{}
	best, bs := 0, -1<<30
	spare := -1
	for i := range opts {
		o := &opts[i]
		s := greedyScore(v, d, o, 0)
		switch {
		case o.Kind == munchkin.OptSell:
			s = -1
			if spare < 0 {
				spare = spareGold(v)
			}
			if int(o.Arg)*munchkin.GoldPerLvl <= spare {
				s = 100 * int(o.Arg)
			}
		case o.Kind == munchkin.OptTrade:
			s = r.tradeScore(v, o)
		case o.Kind == munchkin.OptPlay && v.Card(o.Card).Kind == munchkin.Trap && d != munchkin.DecCombat:
			s = -1
			if t := int(o.Target); t == leader(v) && v.Level(t) >= v.Level(v.Seat()) {
				s = 5
			}
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// spareGold is the Gold of the viewer's cards it would not miss: Items and
// One-Shots in hand and unequipped Items in play.
func spareGold(v *munchkin.View) int {
	gp := 0
	for _, c := range v.Hand() {
		if k := v.Card(c).Kind; k == munchkin.Item || k == munchkin.OneShot {
			gp += int(v.Card(c).Gold)
		}
	}
	for _, c := range v.Items(v.Seat()) {
		if !v.Equipped(c) {
			gp += int(v.Card(c).Gold)
		}
	}
	return gp
}

// leader is the player with the highest Level (the first in seat order).
func leader(v *munchkin.View) int {
	l := 0
	for p := 1; p < v.Players(); p++ {
		if v.Level(p) > v.Level(l) {
			l = p
		}
	}
	return l
}

// boost is what option o adds to the fighting side (negative: to the
// monsters), as the viewer sees it.
func boost(v *munchkin.View, o *munchkin.Option) int {
	me := v.Seat()
	if o.Kind == munchkin.OptTeamUp {
		return int(v.Character(me).TeamBonus)
	}
	if o.Kind == munchkin.OptKata {
		return int(v.Card(o.Card).DiscardBonus) - lost(v, o.Arg)
	}
	if o.Kind != munchkin.OptPlay {
		return 0
	}
	cd := v.Card(o.Card)
	switch cd.Kind {
	case munchkin.OneShot:
		if cd.Eliminate {
			return 0 // not a bonus: eliminating (below) is weighed apart
		}
		if o.Target == munchkin.TargetPlayers {
			return int(cd.Bonus)
		}
		return -int(cd.Bonus)
	case munchkin.Enhancer:
		return -int(cd.Bonus)
	case munchkin.GoUpLevel:
		return 1
	case munchkin.Ally:
		cur := 0
		for _, c := range v.InPlay(me) {
			if v.Card(c).Kind == munchkin.Ally {
				cur = int(v.Card(c).Bonus)
			}
		}
		return int(cd.Bonus) - cur
	case munchkin.WanderingMonster:
		return -int(v.Card(o.Arg).Level)
	case munchkin.Trap:
		return -int(cd.Trap.Penalty) - int(cd.Trap.Levels)
	}
	return 0
}

// lost is the combat strength the viewer loses by discarding card c from
// its play (an equipped Item, its Ally or Stance); 0 for a card in hand.
func lost(v *munchkin.View, c uint8) int {
	me := v.Seat()
	for _, x := range v.Items(me) {
		if x == c && v.Equipped(c) {
			return int(v.Card(c).Bonus)
		}
	}
	for _, x := range v.InPlay(me) {
		if x == c && v.Card(c).Kind != munchkin.Kata {
			return int(v.Card(c).Bonus)
		}
	}
	return 0
}

// price is what option o costs the viewer besides its effect: the Value
// of the card a Kata ability discards (cost), else of the card played.
func price(v *munchkin.View, o *munchkin.Option) int {
	switch o.Kind {
	case munchkin.OptKata:
		return cost(v, o.Arg)
	case munchkin.OptPlay:
		return Value(v, o.Card)
	}
	return 0
}

// smallestTurning returns the option with the smallest gain of at least
// need in direction sign (+1 for the players, -1 against them), the
// cheapest of those (price), else the largest gain if all of them together
// reach need, else 0 (pass).
func smallestTurning(v *munchkin.View, opts []munchkin.Option, need, sign int) int {
	best, bg, bp := 0, 1<<30, 0
	big, bigG, total := 0, 0, 0
	kata := uint8(munchkin.NoCard) // a Kata's options are together: count it once
	for i := range opts {
		g := sign * boost(v, &opts[i])
		if g <= 0 {
			continue
		}
		if opts[i].Kind != munchkin.OptKata {
			total += g
		} else if opts[i].Card != kata {
			kata = opts[i].Card
			total += g
		}
		if g >= need && (g < bg || g == bg && price(v, &opts[i]) < bp) {
			best, bg, bp = i, g, price(v, &opts[i])
		}
		if g > bigG {
			big, bigG = i, g
		}
	}
	if best != 0 {
		return best
	}
	if total >= need {
		return big
	}
	return 0
}

// combat plays for its own side when losing, against a leader's winning
// fight, and otherwise passes.
func (r *Reasonable) combat(v *munchkin.View, opts []munchkin.Option) int {
	me := v.Seat()
	f, h := v.Fighter()
	margin := v.PlayerSide() - v.MonsterSide()
	if me == f || me == h {
		if margin > 0 {
			return 0
		}
		if k := smallestTurning(v, opts, 1-margin, +1); k != 0 || !dangerous(v) {
			return k
		}
		return eliminating(v, opts, false)
	}
	if margin <= 0 || !threat(v, f) {
		return 0
	}
	if k := smallestTurning(v, opts, margin, -1); k != 0 || v.Level(f)+v.MonsterLevels() < munchkin.WinLevel {
		return k
	}
	return eliminating(v, opts, true)
}

// dangerous reports whether running from the monsters in combat risks
// Death or levels: worth a card that eliminates a monster.
func dangerous(v *munchkin.View) bool {
	for i := range v.Monsters() {
		if b := &v.Card(v.Monster(i)).BadStuff; b.Death || b.Levels > 0 {
			return true
		}
	}
	return false
}

// eliminating returns the option that eliminates the strongest monster,
// or, when deny, the one whose level reward the fighter needs to win the
// game (its fight then wins no game); 0 (pass) if there is none.
func eliminating(v *munchkin.View, opts []munchkin.Option, deny bool) int {
	f, _ := v.Fighter()
	best, bs := 0, -1<<30
	for i := range opts {
		o := &opts[i]
		if o.Kind != munchkin.OptPlay || !v.Card(o.Card).Eliminate {
			continue
		}
		m := int(o.Target)
		s := v.MonsterStrength(m)
		if deny && v.Level(f)+v.MonsterLevels()-int(v.Card(v.Monster(m)).Reward) >= munchkin.WinLevel {
			continue
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// threat reports whether fighter f winning this fight matters: it would
// win the game, or it leads the table at Level 6 or more.
func threat(v *munchkin.View, f int) bool {
	if v.Level(f)+v.MonsterLevels() >= munchkin.WinLevel {
		return true
	}
	return v.Level(f) >= 6 && v.Level(f) >= v.Level(leader(v))
}

// askHelp goes alone when its own cards can win, else asks the strongest
// player who would make it a win for one Treasure (none if there are none).
func (r *Reasonable) askHelp(v *munchkin.View, opts []munchkin.Option) int {
	need := v.MonsterSide() - v.PlayerSide() + 1
	if need <= 0 {
		return 0
	}
	own := 0
	for _, c := range v.Hand() {
		if cd := v.Card(c); cd.Kind == munchkin.OneShot {
			own += int(cd.Bonus)
		}
	}
	if len(v.Hand()) > 0 {
		for _, c := range v.InPlay(v.Seat()) {
			own += int(v.Card(c).DiscardBonus)
		}
	}
	if own >= need {
		return 0
	}
	// One Treasure; a fight worth none is bought with the cheapest card
	// it may offer (an Item, a Go Up a Level card). First pick goes with
	// the Treasure when the player asked would refuse it alone (by
	// help's rule) and take it so.
	offer := uint8(min(v.Treasures(), 1))
	best, bs, bc := 0, need-own-1, 1<<30
	for i, o := range opts {
		if o.Kind != munchkin.OptAsk || (o.Card == munchkin.NoCard) != (offer > 0) || o.Arg != offer ||
			o.First != giveFirst(v, int(o.Target), int(offer)) {
			continue
		}
		s, c := v.Strength(int(o.Target)), 0
		if o.Card != munchkin.NoCard {
			c = cost(v, o.Card)
		}
		if s > bs || s == bs && best != 0 && c < bc {
			best, bs, bc = i, s, c
		}
	}
	return best
}

// giveFirst reports whether the viewer, fighting, offers player h first
// pick with a share of the Treasure: when the share is part of it and h is
// at a lower Level, so would refuse it without (help).
func giveFirst(v *munchkin.View, h, share int) bool {
	tr := v.Treasures()
	return share > 0 && share < tr && v.Level(v.Seat()) > v.Level(h)
}

// pick takes, at a first pick of a shared Treasure, the card worth most
// to the viewer: its Value, an Item of another race only its Gold.
func pick(v *munchkin.View, opts []munchkin.Option) int {
	best, bs := 0, -1<<30
	for i := range opts {
		cd := v.Card(opts[i].Card)
		s := Value(v, opts[i].Card)
		if cd.Kind == munchkin.Item && cd.Only != munchkin.RaceAny && cd.Only != v.Race(v.Seat()) {
			s = int(cd.Gold) / 200
		}
		if s > bs {
			best, bs = i, s
		}
	}
	return best
}

// cost is what giving card c away costs the viewer: an equipped Item its
// worth, an unequipped one half of it.
func cost(v *munchkin.View, c uint8) int {
	if v.Card(c).Kind == munchkin.Item && !v.Equipped(c) {
		return Value(v, c) / 2
	}
	return Value(v, c)
}

// offerWorth is what the offer on the table is worth to the viewer, in
// Treasures: the share, half of each Item's Value (at least 1), 3 for a
// Go Up a Level played on it.
func offerWorth(v *munchkin.View) int {
	w := v.Offer()
	for _, c := range v.OfferCards() {
		if v.Card(c).Kind == munchkin.GoUpLevel {
			w += 3
		} else {
			w += max(Value(v, c)/2, 1)
		}
	}
	return w
}

// help accepts a share of at least one Treasure (offerWorth: an Item counts
// as half its Value, a Go Up a Level as 3) unless the fighter would
// win the game or is more than two Levels ahead and offers less than half
// (first pick counting half a Treasure); from a fighter at a higher Level
// it takes part of the Treasure only with first pick.
func (r *Reasonable) help(v *munchkin.View, opts []munchkin.Option) int {
	f, _ := v.Fighter()
	me := v.Seat()
	offer, first := offerWorth(v), 0
	if v.OfferFirst() {
		first = 1
	}
	partial := v.Offer() > 0 && v.Offer() < v.Treasures()
	ok := offer >= 1 && v.Level(f)+v.MonsterLevels() < munchkin.WinLevel &&
		(v.Level(f) <= v.Level(me)+2 || 2*offer+first >= v.Treasures()) &&
		!(partial && first == 0 && v.Level(f) > v.Level(me))
	return answer(opts, ok)
}

// answer returns the index of OptAccept among opts if ok, else of
// OptRefuse.
func answer(opts []munchkin.Option, ok bool) int {
	for i, o := range opts {
		if (o.Kind == munchkin.OptAccept) == ok {
			return i
		}
	}
	return 0
}
