package tcg

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/plural"
)

// fail records the first invariant violation.
func (g *Game) fail(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf("turn %d: %s", g.turn, fmt.Sprintf(format, args...))
	}
}

// The phases of a turn, in their order (TCG rules, Game Progress): the
// index of a phase in playTurn.
const (
	phaseAdjust = iota
	phaseSet
	phaseEvent
	phaseItem
	phaseFlip
	phaseAttack
)

// checkPhase checks the invariants after phase ph of active seat a's turn:
// those of every phase (checkInvariants, checkTurnOrder), then the
// phase's own (checkSetPhase, checkPlaced, checkResult).
func (g *Game) checkPhase(a, ph int) {
	g.checkInvariants()
	g.checkTurnOrder(a)
	switch ph {
	case phaseSet:
		g.checkSetPhase(a)
	case phaseEvent, phaseItem:
		g.checkPlaced(a, ph)
	case phaseAttack:
		if !g.over && g.res.Values[a][MAttacks] > g.placed[2] {
			g.checkResult()
		}
	}
}

// checkTurnOrder checks that the players alternate turns, the first
// player's turns the odd ones (TCG rules, Game Progress).
func (g *Game) checkTurnOrder(a int) {
	if (a == g.first) != (g.turn%2 == 1) {
		g.fail("seat %d plays turn %d; seat %d went first", a, g.turn, g.first)
	}
}

// checkSetPhase checks the Block Zones after the Set Phase (TCG rules, 2
// Set Phase): the cards slid left, no zone empty unless the hand ran out.
func (g *Game) checkSetPhase(a int) {
	p := &g.p[a]
	for k := 1; k < Blocks; k++ {
		if p.block[k-1] == NoCard && p.block[k] != NoCard {
			g.fail("seat %d: Block Zone %d empty left of a card after the Set Phase", a, k)
		}
	}
	if p.block[Blocks-1] == NoCard && p.nHand > 0 {
		g.fail("seat %d: an empty Block Zone after the Set Phase with %s in hand", a, plural.Of(int(p.nHand), "card"))
	}
}

// checkPlaced checks that at most one Event card was placed in the Event
// Phase and one Item card in the Item Phase of the turn (TCG rules, 3
// Event Phase, 4 Item Phase).
func (g *Game) checkPlaced(a, ph int) {
	m, k, what := MEvents, 0, "Event"
	if ph == phaseItem {
		m, k, what = MItems, 1, "Item"
	}
	if n := g.res.Values[a][m] - g.placed[k]; n > 1 {
		g.fail("seat %d placed %d %s cards in a turn", a, n, what)
	}
}

// checkResult checks the Block Zones after an Attack Phase played to its
// end (TCG rules,
// Result Step 4): each seat keeps at most one face-up card there, a
// Character.
func (g *Game) checkResult() {
	for s := range MaxSeats {
		p := &g.p[s]
		up := 0
		for k := range Blocks {
			if p.block[k] == NoCard || !p.up[k] {
				continue
			}
			up++
			if c := g.card(p.block[k]); c.Type != Character {
				g.fail("seat %d: %s face up on Block Zone %d after the Attack Phase", s, c.Title, k+1)
			}
		}
		if up > 1 {
			g.fail("seat %d: %d face-up Block cards after the Attack Phase", s, up)
		}
	}
}

// checkInvariants checks card conservation (each of a seat's 40 cards in
// exactly one of its zones: TCG rules, Game Mat), the zone limits and the
// Block faces.
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
			g.fail("seat %d: %s in the Attack Zone outside an Attack Phase", s, plural.Of(int(p.nAtk), "card"))
		}
		for _, id := range p.items[:p.nItems] {
			if g.card(id).Type != Item {
				g.fail("seat %d: %s in the Item Zone", s, g.card(id).Title)
			}
		}
	}
}
