package munchkin

// applyEffect applies a Bad Stuff or Trap effect to player p, each part by
// its own rule; Death last, as it takes everything.
func (g *Game) applyEffect(p int, e *Effect) {
	if g.pl[p].dead {
		return
	}
	if e.Levels > 0 {
		g.loseLevels(p, int(e.Levels))
	}
	if e.Item != LoseNone {
		g.loseItem(p, e.Item)
	}
	if e.Ally {
		g.loseAlly(p)
	}
	if e.DiscardHand {
		g.discardHand(p)
	}
	if e.Penalty > 0 {
		g.addPenalty(p, int(e.Penalty))
	}
	if e.Death {
		g.die(p)
	}
}

// loseItem discards player p's best Item — the one giving the most combat
// strength now, so an unequipped or unusable Item counts 0 (Best Item);
// among Items that tie, the one p chooses (Traps: "If a Trap can apply to
// more than one Item, the victim decides which Item is affected") — or the
// equipped Items of one slot. With nothing to lose, nothing happens
// (Traps: "If a Trap applies to something you don't have, ignore it").
func (g *Game) loseItem(p int, what LoseItem) {
	pl := &g.pl[p]
	if what == LoseBest {
		bv := -1 << 20
		strength := func(c uint8) int {
			if g.equipped[c] {
				return int(g.S.Cards[c].Bonus)
			}
			return 0
		}
		for _, c := range pl.items.cards() {
			bv = max(bv, strength(c))
		}
		g.opts = g.opts[:0]
		for _, c := range pl.items.cards() {
			if strength(c) == bv {
				g.opts = append(g.opts, Option{Kind: OptLose, Card: c, Target: uint8(p)})
			}
		}
		if len(g.opts) > 0 {
			c := g.ask(p, DecLose).Card
			pl.items.removeAt(pl.items.index(c))
			g.discard(c)
			g.itemGone(p, c)
		}
		if !g.cb.active {
			g.equip(p)
		}
		g.recalc(p)
		return
	}
	for i := 0; i < pl.items.n; {
		c := pl.items.c[i]
		s := g.S.Cards[c].Slot
		hit := g.equipped[c] && (what == LoseHeadgear && s == SlotHeadgear ||
			what == LoseArmor && s == SlotArmor ||
			what == LoseFootgear && s == SlotFootgear ||
			what == LoseHands && (s == SlotHand || s == SlotTwoHands))
		if hit {
			g.discard(pl.items.removeAt(i))
			g.itemGone(p, c)
			continue
		}
		i++
	}
	if !g.cb.active {
		g.equip(p)
	}
	g.recalc(p)
}

// loseAlly discards player p's Ally, if any.
func (g *Game) loseAlly(p int) {
	if a := g.pl[p].ally; a != noCard {
		g.discard(a)
		g.pl[p].ally = noCard
		g.recalc(p)
	}
}

// discardHand discards player p's whole hand.
func (g *Game) discardHand(p int) {
	h := &g.pl[p].hand
	for h.n > 0 {
		g.discard(h.pop())
	}
}

// itemGone discards the Cheat! card attached to Item c when c leaves
// player p's play (Items: Cheat! lets you use that Item; it goes with it).
func (g *Game) itemGone(p int, c uint8) {
	pl := &g.pl[p]
	if c == pl.cheated {
		g.discard(pl.cheat)
		pl.cheat, pl.cheated = noCard, noCard
	}
}

// trapHits applies Trap c to player p (Traps: it "applies to you
// immediately and is discarded, unless it has a persistent effect or you
// keep the card as a reminder of an upcoming effect"): its effect at once;
// a "next combat" penalty keeps the card in front of p as its reminder
// until that combat ends (endCombat); a persistent Trap stays in front of
// p, through Death ("You keep ... any persistent Traps on you"), its
// penalty counting in every combat until p kills a monster (rewards).
// Other Traps, and Traps on a player they killed, are discarded.
func (g *Game) trapHits(p int, c uint8) {
	cd := &g.S.Cards[c]
	e := cd.Trap
	if cd.Persistent {
		e.Penalty = 0
	}
	g.applyEffect(p, &e)
	pl := &g.pl[p]
	if cd.Trap.Penalty == 0 || pl.dead || pl.nkept == MaxKept {
		g.discard(c)
		return
	}
	pl.kept[pl.nkept] = c
	pl.nkept++
	if cd.Persistent {
		pl.curse += cd.Trap.Penalty
	}
}

// dropKept discards the Trap cards kept in front of player p: the
// persistent ones if persistent, else the reminders of a next combat.
func (g *Game) dropKept(p int, persistent bool) {
	pl := &g.pl[p]
	for i := 0; i < pl.nkept; {
		c := pl.kept[i]
		if g.S.Cards[c].Persistent != persistent {
			i++
			continue
		}
		if persistent {
			pl.curse -= g.S.Cards[c].Trap.Penalty
		}
		g.discard(c)
		pl.nkept--
		pl.kept[i] = pl.kept[pl.nkept]
	}
}

// addPenalty gives player p a penalty to its next combat's strength (a
// "your next combat" Trap; played during a combat it counts in that one).
func (g *Game) addPenalty(p, n int) { g.pl[p].penalty += int8(n) }

// die kills player p (Death): it loses its hand, Items, Ally and Cheat!
// (separated from its Item, Looting the body), keeps its
// Stance, Katas and Level; the others loot the body (Looting the body);
// it is dead until the next player's turn begins and draws four cards of
// each deck at the start of its own next turn.
func (g *Game) die(p int) {
	pl := &g.pl[p]
	if g.log != nil {
		g.logf("  seat %d dies", p+1)
	}
	g.res.Values[p][MetDeaths]++
	g.body.n = 0
	for pl.hand.n > 0 {
		g.body.push(pl.hand.pop())
	}
	for pl.items.n > 0 {
		c := pl.items.pop()
		g.equipped[c] = false
		g.body.push(c)
	}
	if pl.ally != noCard {
		g.body.push(pl.ally)
		pl.ally = noCard
	}
	if pl.cheat != noCard {
		g.body.push(pl.cheat)
		pl.cheat, pl.cheated = noCard, noCard
	}
	pl.dead, pl.redraw, pl.teamUsed = true, true, false
	g.recalc(p)
	g.swapCharacter(p)
	g.lootTheBody(p)
}

// swapCharacter lets dead player p keep its Character or take any Character
// card not claimed by another player (Death).
func (g *Game) swapCharacter(p int) {
	var claimed [256]bool
	for i := 0; i < g.n; i++ {
		claimed[g.pl[i].char] = true
	}
	g.opts = g.opts[:0]
	g.opts = append(g.opts, Option{Kind: OptDone})
	for c := range g.S.Characters {
		if !claimed[c] {
			g.opts = append(g.opts, Option{Kind: OptCharacter, Arg: uint8(c)})
		}
	}
	if o := g.ask(p, DecCharacter); o.Kind == OptCharacter {
		g.pl[p].char = o.Arg
	}
}

// lootTheBody lets every other living player, highest Level first, take
// one card of the body into the hand; the rest is discarded (Looting the
// body). "In case of ties in Level, roll a die": tied players roll until
// their throws differ, which puts them in a uniformly random order; one
// 64-bit draw per player gives that order (equal draws, once in 2^64, fall
// back to seat order).
func (g *Game) lootTheBody(p int) {
	var order [MaxSeats]int
	var tie [MaxSeats]uint64
	n := 0
	for i := 0; i < g.n; i++ {
		if i != p && !g.pl[i].dead {
			order[n] = i
			tie[i] = g.rng.Uint64()
			n++
		}
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0; j-- {
			a, b := order[j-1], order[j]
			if g.pl[b].level > g.pl[a].level || g.pl[b].level == g.pl[a].level && tie[b] > tie[a] {
				order[j-1], order[j] = b, a
			}
		}
	}
	for _, q := range order[:n] {
		if g.body.n == 0 {
			break
		}
		g.opts = g.opts[:0]
		for _, c := range g.body.cards() {
			g.opts = append(g.opts, Option{Kind: OptTake, Card: c})
		}
		o := g.ask(q, DecLoot)
		g.body.removeAt(g.body.index(o.Card))
		g.pl[q].hand.push(o.Card)
	}
	for g.body.n > 0 {
		g.discard(g.body.pop())
	}
}
