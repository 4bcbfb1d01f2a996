package munchkin

// trade is a trade being offered: from gives Item give for the partner's
// Item take (noCard: a gift).
type trade struct {
	from       int
	give, take uint8
}

// betweenTurns is the moment after player t's Charity, before the next
// turn begins, when no one is in combat: every living player, from the
// next one in turn order to t, may play the cards that are played at any
// time and trade (When you may take actions: "At any time: ... Play a Go
// Up a Level or Ally. Play a Trap"; "At any time ... as long as you are
// not in combat: Trade an Item with another player"; Trading: "the best
// time to trade is when it's not your turn"). A player proposes trades
// once a round, in the window before its own turn.
func (g *Game) betweenTurns(t int) {
	for k := 1; k <= g.n && !g.over; k++ {
		p := (t + k) % g.n
		if !g.pl[p].dead {
			g.anyTimePlays(p, k == 1)
		}
	}
}

// anyTimePlays lets player p play, until it is done, its Go Up a Level
// cards (on any living player, never to Level 10), Traps (on another
// living player) and Allies from the hand, and, if trade, propose one
// trade or gift (anyTimeTrades).
func (g *Game) anyTimePlays(p int, trade bool) {
	traded := !trade
	for guard := 0; guard < 4*MaxCards; guard++ {
		pl := &g.pl[p]
		g.opts = g.opts[:0]
		g.opts = append(g.opts, Option{Kind: OptDone})
		for _, c := range pl.hand.cards() {
			switch g.S.Cards[c].Kind {
			case GoUpLevel:
				for q := 0; q < g.n; q++ {
					if !g.pl[q].dead && int(g.pl[q].level) < WinLevel-1 {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(q)})
					}
				}
			case Trap:
				for q := 0; q < g.n; q++ {
					if q != p && !g.pl[q].dead {
						g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(q)})
					}
				}
			case Ally:
				g.opts = append(g.opts, Option{Kind: OptPlay, Card: c, Target: uint8(p)})
			}
		}
		if !traded {
			g.anyTimeTrades(p)
		}
		o := g.ask(p, DecAnyTime)
		switch {
		case o.Kind == OptDone:
			return
		case o.Kind == OptTrade:
			traded = true
			g.offerTrade(p, o)
		case g.S.Cards[o.Card].Kind == GoUpLevel:
			g.goUpALevel(p, int(o.Target), o.Card)
		case g.S.Cards[o.Card].Kind == Trap:
			g.playTrap(p, int(o.Target), o.Card)
		default:
			g.playCard(p, o.Card)
		}
		if g.pl[p].dead {
			return
		}
	}
}

// anyTimeTrades adds the trades player p may propose: one of its Items in
// play that it does not have equipped, for any Item in play of another
// living player or as a gift (Trading: "You may only trade Items from the
// table—not from your hand"; "You may also give Items away without a
// trade"). Equipping is automatic, so an equipped Item is one its owner
// uses; the engine offers to part only with the others.
func (g *Game) anyTimeTrades(p int) {
	for _, x := range g.pl[p].items.cards() {
		if g.equipped[x] {
			continue
		}
		for q := 0; q < g.n; q++ {
			if q == p || g.pl[q].dead {
				continue
			}
			g.opts = append(g.opts, Option{Kind: OptTrade, Card: x, Target: uint8(q), Arg: noCard})
			for _, y := range g.pl[q].items.cards() {
				g.opts = append(g.opts, Option{Kind: OptTrade, Card: x, Target: uint8(q), Arg: y})
			}
		}
	}
}

// offerTrade offers trade o of player p to its partner, who accepts or
// refuses; accepted, the Items change hands and stay in play (Trading:
// "Any Item you receive in a trade must remain in play"), each player
// re-equipping.
func (g *Game) offerTrade(p int, o Option) {
	q := int(o.Target)
	g.trade = trade{from: p, give: o.Card, take: o.Arg}
	g.opts = g.opts[:0]
	g.opts = append(g.opts, Option{Kind: OptRefuse}, Option{Kind: OptAccept})
	acc := g.ask(q, DecTrade).Kind == OptAccept
	if g.log != nil {
		what := "nothing"
		if o.Arg != noCard {
			what = g.name(o.Arg)
		}
		g.logf("  seat %d offers seat %d %s for %s: accepted %v", p+1, q+1, g.name(o.Card), what, acc)
	}
	if !acc {
		return
	}
	g.giveItem(p, q, o.Card)
	if o.Arg != noCard {
		g.giveItem(q, p, o.Arg)
	}
	g.equip(p)
	g.equip(q)
}
