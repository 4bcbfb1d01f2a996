package munchkin

import "github.com/tmntsim/tmntsim/internal/plural"

// usable reports whether player p's race may use Item c (Treasures, Items:
// an Item its character cannot use gives no bonus).
func (g *Game) usable(p int, c uint8) bool {
	o := g.S.Cards[c].Only
	return o == RaceAny || c == g.pl[p].cheated || o == g.S.Characters[g.pl[p].char].Race
}

// strength is player p's combat strength outside the fight's One-Shots:
// Level plus the bonuses of Stance, Katas, Ally and equipped Items (kept in
// bonus by recalc), minus Trap penalties (the next combat's and the
// persistent Traps'), plus an active Team-up ability
// (Combat; Character stats).
func (g *Game) strength(p int) int {
	pl := &g.pl[p]
	s := int(pl.level) - int(pl.penalty) - int(pl.curse) + int(pl.bonus)
	if pl.teamUsed {
		s += int(g.S.Characters[pl.char].TeamBonus)
	}
	return s
}

// runBonus is player p's modifier to Run Away rolls from Stance, Katas,
// Ally, equipped Items and the Team-up ability (Running Away and Bad Stuff).
func (g *Game) runBonus(p int) int {
	pl := &g.pl[p]
	r := int(pl.run)
	if pl.teamUsed {
		r += int(g.S.Characters[pl.char].TeamRun)
	}
	return r
}

// recalc sums the combat and Run Away bonuses of player p's cards in play
// into its bonus and run; it is called whenever they change.
func (g *Game) recalc(p int) {
	pl := &g.pl[p]
	b, r := 0, 0
	add := func(c uint8) {
		b += int(g.S.Cards[c].Bonus)
		r += int(g.S.Cards[c].Run)
	}
	if pl.stance != noCard {
		add(pl.stance)
	}
	if pl.ally != noCard {
		add(pl.ally)
	}
	for _, k := range pl.katas[:pl.nkatas] {
		add(k)
	}
	for _, c := range pl.items.cards() {
		if g.equipped[c] {
			add(c)
		}
	}
	pl.bonus, pl.run = int16(b), int16(r)
}

// equip chooses which of player p's Items are equipped, within the
// equipment limits (Treasures, Items): one Headgear, one Armor, one
// Footgear, one Big Item, two Hands (a two-Hands Item takes both), any
// number of slot-free Items; unusable Items are not equipped. The engine
// equips the set with the most combat bonus (then Run Away bonus).
func (g *Game) equip(p int) {
	pl := &g.pl[p]
	var best [numSlots]uint8
	var hand2 uint8 = noCard
	for i := range best {
		best[i] = noCard
	}
	val := func(c uint8) int {
		if c == noCard {
			return -1 << 20
		}
		return 16*int(g.S.Cards[c].Bonus) + int(g.S.Cards[c].Run)
	}
	for _, c := range pl.items.cards() {
		g.equipped[c] = false
		if !g.usable(p, c) {
			continue
		}
		s := g.S.Cards[c].Slot
		if c == pl.cheated {
			s = SlotNone
		}
		switch s {
		case SlotNone:
			g.equipped[c] = true
		case SlotHand:
			if val(c) > val(best[SlotHand]) {
				hand2, best[SlotHand] = best[SlotHand], c
			} else if val(c) > val(hand2) {
				hand2 = c
			}
		default:
			if val(c) > val(best[s]) {
				best[s] = c
			}
		}
	}
	hands := max(val(best[SlotHand]), 0) + max(val(hand2), 0)
	if best[SlotTwoHands] != noCard && val(best[SlotTwoHands]) > hands {
		best[SlotHand], hand2 = noCard, noCard
	} else {
		best[SlotTwoHands] = noCard
	}
	for _, c := range best {
		if c != noCard {
			g.equipped[c] = true
		}
	}
	if hand2 != noCard {
		g.equipped[hand2] = true
	}
	g.recalc(p)
}

// kataRanks is the total Rank of player p's Katas.
func (g *Game) kataRanks(p int) int {
	r := 0
	for _, k := range g.pl[p].katas[:g.pl[p].nkatas] {
		r += int(g.S.Cards[k].Rank)
	}
	return r
}

// fitKatas makes player p discard Katas, one at a time of its choice,
// until their total Rank is at most its Level (Character stats, Katas: "If
// your Level goes down to less than the total Rank of your Katas, you must
// discard some Katas so that their total Rank is once again less than or
// equal to your Level"). Each option is a Kata in play, Arg the Rank
// still over the Level.
func (g *Game) fitKatas(p int) {
	pl := &g.pl[p]
	for over := g.kataRanks(p) - int(pl.level); over > 0; over = g.kataRanks(p) - int(pl.level) {
		g.opts = g.opts[:0]
		for _, k := range pl.katas[:pl.nkatas] {
			g.opts = append(g.opts, Option{Kind: OptDrop, Card: k, Target: uint8(p), Arg: uint8(over)})
		}
		k := g.ask(p, DecKatas).Card
		i := 0
		for pl.katas[i] != k {
			i++
		}
		if g.log != nil {
			g.logf("  seat %d discards %s (Katas over its Level)", p+1, g.name(k))
		}
		g.discard(k)
		pl.katas[i] = pl.katas[pl.nkatas-1]
		pl.nkatas--
	}
	g.recalc(p)
}

// gainLevels raises player p's Level by n. Only a kill may reach Level 10
// (Conflicts between cards and rules, 4); otherwise the Level stops at 9.
func (g *Game) gainLevels(p, n int, kill bool) {
	l := int(g.pl[p].level) + n
	top := WinLevel - 1
	if kill {
		top = WinLevel
	}
	g.pl[p].level = int8(min(l, top))
}

// loseLevels lowers player p's Level by n, never below 1 (Conflicts between
// cards and rules, 1), and discards Katas that no longer fit.
func (g *Game) loseLevels(p, n int) {
	g.pl[p].level = int8(max(int(g.pl[p].level)-n, 1))
	g.fitKatas(p)
}

// sellable is the total Gold of the Items (and One-Shots) in player p's
// hand and in play (Selling Items for levels).
func (g *Game) sellable(p int) int {
	gp := 0
	for _, c := range g.pl[p].hand.cards() {
		if k := g.S.Cards[c].Kind; k == Item || k == OneShot {
			gp += int(g.S.Cards[c].Gold)
		}
	}
	for _, c := range g.pl[p].items.cards() {
		gp += int(g.S.Cards[c].Gold)
	}
	return gp
}

// maxSale is how many levels player p could buy now: 1,000 Gold a level,
// never to Level 10 (Selling Items for levels).
func (g *Game) maxSale(p int) int {
	top := WinLevel - 1 - int(g.pl[p].level)
	if top <= 0 {
		return 0
	}
	return min(g.sellable(p)/GoldPerLvl, top)
}

// sell discards Items worth at least n×1,000 Gold and raises player p's
// Level by n; there is no change (Selling Items for levels). The engine
// sells from the hand first, then unequipped Items, then equipped ones,
// each group lowest combat bonus first, until the Gold is reached.
func (g *Game) sell(p, n int) {
	if g.log != nil {
		g.logf("  seat %d sells Items for %s", p+1, plural.Of(n, "level"))
	}
	need := n * GoldPerLvl
	pl := &g.pl[p]
	for pass := 0; pass < 3 && need > 0; pass++ {
		src := &pl.hand
		if pass > 0 {
			src = &pl.items
		}
		for need > 0 {
			bi := -1
			for i, c := range src.cards() {
				cd := &g.S.Cards[c]
				ok := cd.Gold > 0 && (pass > 0 || cd.Kind == Item || cd.Kind == OneShot)
				if pass == 1 && g.equipped[c] || pass == 2 && !g.equipped[c] {
					ok = false
				}
				if ok && (bi < 0 || cd.Bonus < g.S.Cards[src.c[bi]].Bonus) {
					bi = i
				}
			}
			if bi < 0 {
				break
			}
			c := src.removeAt(bi)
			need -= int(g.S.Cards[c].Gold)
			g.discard(c)
			g.itemGone(p, c)
		}
	}
	g.gainLevels(p, n, false)
	g.equip(p)
	g.res.Values[p][MetSold] += int32(n)
}

// canPlay reports whether player p may play card c from the hand now,
// outside combat on its own turn (When you may take actions). start limits
// the plays to the starting ones (Character creation: one Stance, one Rank
// 1 Kata, usable Items and Allies).
func (g *Game) canPlay(p int, c uint8, start bool, played *[2]bool) bool {
	cd := &g.S.Cards[c]
	switch cd.Kind {
	case Stance:
		return !(start && played[0])
	case Kata:
		if start && (played[1] || cd.Rank != 1) {
			return false
		}
		return g.pl[p].nkatas < MaxKatas && g.kataRanks(p)+int(cd.Rank) <= int(g.pl[p].level)
	case Ally:
		return true
	case Item:
		return g.usable(p, c)
	}
	return false
}

// playCard puts card c from player p's hand into play: a Stance replaces
// the old one (Stance: one at a time), an Ally the old one (Allies: one at a
// time), Katas and Items are added.
func (g *Game) playCard(p int, c uint8) {
	if g.log != nil {
		g.logf("  seat %d plays %s", p+1, g.name(c))
	}
	pl := &g.pl[p]
	pl.hand.removeAt(pl.hand.index(c))
	switch g.S.Cards[c].Kind {
	case Stance:
		if pl.stance != noCard {
			g.discard(pl.stance)
		}
		pl.stance = c
	case Ally:
		if pl.ally != noCard {
			g.discard(pl.ally)
		}
		pl.ally = c
	case Kata:
		pl.katas[pl.nkatas] = c
		pl.nkatas++
	case Item:
		pl.items.push(c)
		g.equip(p)
	}
	g.recalc(p)
}

// cheat plays Cheat! card c from player p's hand on Item it in play: that
// Item is equipped whatever its slot and race (Treasures, Items: "unless
// you have a card that lets you ignore these limits, such as ... Cheat!").
func (g *Game) cheat(p int, c, it uint8) {
	pl := &g.pl[p]
	pl.hand.removeAt(pl.hand.index(c))
	pl.cheat, pl.cheated = c, it
	g.equip(p)
}

// goUpALevel plays Go Up a Level card c from player p's hand on player t
// (Other treasures: on anyone, at any time, never the winning level).
func (g *Game) goUpALevel(p, t int, c uint8) {
	if g.log != nil {
		g.logf("  seat %d plays Go Up a Level on seat %d", p+1, t+1)
	}
	pl := &g.pl[p]
	pl.hand.removeAt(pl.hand.index(c))
	g.discard(c)
	g.gainLevels(t, 1, false)
}

// playTrap plays Trap c from player p's hand on player t (When you may take
// actions: a Trap at any time).
func (g *Game) playTrap(p, t int, c uint8) {
	if g.log != nil {
		g.logf("  seat %d plays %s on seat %d", p+1, g.name(c), t+1)
	}
	pl := &g.pl[p]
	pl.hand.removeAt(pl.hand.index(c))
	g.trapHits(t, c)
}

// startingPlays lets player p play from the starting eight (Character
// creation): one Stance, one Rank 1 Kata, usable Items and Allies.
func (g *Game) startingPlays(p int) { g.plays(p, DecStart, 0) }

// ownTurnPlays lets player p, on its own turn outside combat, play Stances,
// Katas, Allies, Items, Go Up a Level cards and Traps, and sell Items for
// levels (When you may take actions: on your own turn).
func (g *Game) ownTurnPlays(p int) { g.plays(p, DecPlay, 0) }

// receivedPlays lets player p, outside combat and maybe not on its turn,
// play the cards it has just received: its hand from index from on (When
// you may take actions: "Play a card that you have just received";
// Rewards: "Treasure cards can be played as soon as you get them, even if
// you are the helper"). It cannot sell.
func (g *Game) receivedPlays(p, from int) {
	if !g.pl[p].dead && g.pl[p].hand.n > from {
		g.plays(p, DecReceived, from)
	}
}

// plays offers player p its plays of decision d (DecStart, DecPlay or
// DecReceived) from the hand, from index from on, until it is done.
func (g *Game) plays(p int, d Decision, from int) {
	var played [2]bool
	start := d == DecStart
	for guard := 0; guard < 4*MaxCards; guard++ {
		g.opts = g.opts[:0]
		g.opts = append(g.opts, Option{Kind: OptDone})
		pl := &g.pl[p]
		if from >= pl.hand.n {
			return
		}
		for _, c := range pl.hand.c[from:pl.hand.n] {
			cd := &g.S.Cards[c]
			switch {
			case g.canPlay(p, c, start, &played):
				g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(p)})
			case start:
			case cd.Kind == GoUpLevel:
				for t := 0; t < g.n; t++ {
					if !g.pl[t].dead && int(g.pl[t].level) < WinLevel-1 {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(t)})
					}
				}
			case cd.Kind == Cheat:
				if pl.cheat == noCard {
					for _, it := range pl.items.cards() {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(p), Arg: it})
					}
				}
			case cd.Kind == Trap:
				for t := 0; t < g.n; t++ {
					if t != p && !g.pl[t].dead {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(t)})
					}
				}
			}
		}
		if d == DecPlay {
			for k := 1; k <= g.maxSale(p); k++ {
				g.opts = append(g.opts, Option{Kind: OptSell, Arg: uint8(k)})
			}
		}
		o := g.ask(p, d)
		switch o.Kind {
		case OptDone:
			return
		case OptSell:
			g.sell(p, int(o.Arg))
		case OptPlay:
			switch g.S.Cards[o.Card].Kind {
			case GoUpLevel:
				g.goUpALevel(p, int(o.Target), o.Card)
			case Trap:
				g.playTrap(p, int(o.Target), o.Card)
			case Cheat:
				g.cheat(p, o.Card, o.Arg)
			case Stance:
				played[0] = true
				g.playCard(p, o.Card)
			case Kata:
				played[1] = true
				g.playCard(p, o.Card)
			default:
				g.playCard(p, o.Card)
			}
		}
		if g.pl[p].dead {
			return
		}
	}
}

// charity is phase 3 (Turn phases, Charity): a hand over five cards gives
// the excess to the player with the lowest Level, or discards it if the
// giver is the lowest or tied for lowest. Players tied for lowest share it
// as evenly as possible, "but it's up to you who gets the bigger set(s) of
// leftovers": the giver chooses them (one at a time, decision shares),
// then gives the cards it chooses one at a time in turn order from
// itself, each tied player taking its set's size. Dead players receive
// nothing (Looting the body).
func (g *Game) charity(p int) {
	pl := &g.pl[p]
	excess := pl.hand.n - HandLimit
	if excess <= 0 {
		return
	}
	low := WinLevel + 1
	for i := 0; i < g.n; i++ {
		if i != p && !g.pl[i].dead && int(g.pl[i].level) < low {
			low = int(g.pl[i].level)
		}
	}
	toDiscard := !pl.dead && int(pl.level) <= low || low > WinLevel
	var from [MaxSeats]int
	for i := 0; i < g.n; i++ {
		from[i] = g.pl[i].hand.n
	}
	var quota [MaxSeats]int
	if !toDiscard {
		g.shares(p, low, excess, &quota)
	}
	next := p
	for ; excess > 0; excess-- {
		g.opts = g.opts[:0]
		for _, c := range pl.hand.cards() {
			g.opts = append(g.opts, Option{Kind: OptGive, Card: c})
		}
		o := g.ask(p, DecCharity)
		pl.hand.removeAt(pl.hand.index(o.Card))
		if toDiscard {
			g.discard(o.Card)
			continue
		}
		for {
			next = (next + 1) % g.n
			if quota[next] > 0 {
				break
			}
		}
		quota[next]--
		g.pl[next].hand.push(o.Card)
	}
	for i := 0; i < g.n; i++ {
		if i != p {
			g.receivedPlays(i, from[i])
		}
	}
}

// shares sets how many of the excess cards of giver p each living player
// other than p at Level low receives: the same number each, and one more
// for as many of them as there are leftovers, the giver's choice
// (Charity: "divide the cards as evenly as possible, but it's up to you
// who gets the bigger set(s) of leftovers").
func (g *Game) shares(p, low, excess int, quota *[MaxSeats]int) {
	k := 0
	for i := 0; i < g.n; i++ {
		if i != p && !g.pl[i].dead && int(g.pl[i].level) == low {
			k++
		}
	}
	for i := 0; i < g.n; i++ {
		if i != p && !g.pl[i].dead && int(g.pl[i].level) == low {
			quota[i] = excess / k
		}
	}
	for range excess % k {
		g.opts = g.opts[:0]
		for j := 1; j < g.n; j++ {
			i := (p + j) % g.n
			if !g.pl[i].dead && int(g.pl[i].level) == low && quota[i] == excess/k {
				g.opts = append(g.opts, Option{Kind: OptShare, Target: uint8(i)})
			}
		}
		quota[g.ask(p, DecShares).Target]++
	}
}
