package tcg

import "fmt"

// fail records the first invariant violation.
func (g *Game) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf("tcg: seed %d index %d turn %d: %s", g.seed, g.index, g.turn, fmt.Sprintf(format, args...))
	}
}

// checkInvariants checks card conservation (each of a seat's 40 cards in
// exactly one of its zones), the zone limits and the Block faces.
func (g *Game) checkInvariants() {
	for s := range MaxSeats {
		p := &g.p[s]
		var seen [DeckSize]uint8
		mark := func(zone string, ids []uint8) {
			for _, id := range ids {
				if int(id)/DeckSize != s {
					g.fail("seat %d: card %d of the other seat in its %s", s, id, zone)
					continue
				}
				seen[int(id)%DeckSize]++
			}
		}
		mark("deck", p.deck[:p.nDeck])
		mark("hand", p.hand[:p.nHand])
		mark("trash", p.trash[:p.nTrash])
		mark("item zone", p.items[:p.nItems])
		mark("attack zone", p.atk[:p.nAtk])
		if p.limbo != NoCard {
			mark("play", []uint8{p.limbo})
		}
		for k := range Blocks {
			if p.block[k] != NoCard {
				mark("block zone", p.block[k:k+1])
			} else if p.up[k] {
				g.fail("seat %d: empty Block Zone %d face up", s, k+1)
			}
		}
		for i, n := range seen {
			if n != 1 {
				g.fail("seat %d: card %d (%s) is in %d zones", s, s*DeckSize+i, g.S.cardOf[s*DeckSize+i].Title, n)
			}
		}
		if g.attacker < 0 && !g.over && p.nAtk != 0 {
			g.fail("seat %d: %d cards in the Attack Zone outside an Attack Phase", s, p.nAtk)
		}
		for _, id := range p.items[:p.nItems] {
			if g.card(id).Type != Item {
				g.fail("seat %d: %s in the Item Zone", s, g.card(id).Title)
			}
		}
	}
}
