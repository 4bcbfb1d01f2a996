package tcg

// getStarted deals a new game (TCG rules, Getting Started): who goes first,
// shuffled decks, a 5-card starting hand, then the 1st to 4th Block Zones
// dealt face down from the top of the deck.
func (g *Game) getStarted() {
	g.first = g.firstPlayer()
	g.active = g.first
	for s := range MaxSeats {
		p := &g.p[s]
		*p = player{limbo: NoCard}
		for i := range DeckSize {
			p.deck[i] = uint8(s*DeckSize + i)
		}
		p.nDeck = DeckSize
		g.shuffle(p)
		for range StartHand {
			g.toHand(s, g.takeTop(p))
		}
		for k := range Blocks {
			p.block[k] = g.takeTop(p)
		}
		g.res.Values[s][MFirst] = b2i(s == g.first)
	}
}

// firstPlayer decides who goes first (TCG rules, Getting Started (1)): the
// coin toss is the game's RNG unless the Setup fixes a seat. A fixed seat
// takes nothing from the RNG, so that games of the two fixed choices deal
// the same cards (Match.SwapFirst).
func (g *Game) firstPlayer() int {
	switch g.S.Opt.First {
	case FirstSeat0:
		return 0
	case FirstSeat1:
		return 1
	}
	return int(g.pcg.Uint64() >> 63)
}

// shuffle shuffles p's deck (TCG rules, Getting Started (2); the cut is
// part of the shuffle).
func (g *Game) shuffle(p *player) {
	for i := int(p.nDeck) - 1; i > 0; i-- {
		j := g.rng.IntN(i + 1)
		p.deck[i], p.deck[j] = p.deck[j], p.deck[i]
	}
}

// takeTop removes and returns the top card of p's deck, which is not empty.
func (g *Game) takeTop(p *player) uint8 {
	p.nDeck--
	return p.deck[p.nDeck]
}

// playTurn plays the active player's turn (TCG rules, Game Progress): the
// six phases in order, then the other player's turn.
func (g *Game) playTurn() {
	a := g.active
	g.turn++
	g.res.Values[a][MTurns]++
	if g.check {
		g.placed = [3]int32{g.res.Values[a][MEvents], g.res.Values[a][MItems], g.res.Values[a][MAttacks]}
	}
	g.when(OnTurnStart, a, false)
	phases := [...]func(*Game, int){(*Game).adjustPhase, (*Game).setPhase, (*Game).eventPhase, (*Game).itemPhase, (*Game).flipPhase, (*Game).attackPhase}
	for i, ph := range phases {
		if g.over {
			break
		}
		if i == 0 && g.skipsAdjust(a) {
			continue
		}
		ph(g, a)
		if g.check {
			g.checkPhase(a, i)
		}
	}
	g.active ^= 1
}

// skipsAdjust reports whether a skips the Adjust Phase: the first player on
// their first turn (TCG rules, Adjust Phase).
func (g *Game) skipsAdjust(a int) bool { return a == g.first && g.res.Values[a][MTurns] == 1 }

// adjustPhase (TCG rules, 1 Adjust Phase): first bring the hand to 5 cards,
// drawing or discarding; then draw 1 card plus 1 per empty Block Zone.
func (g *Game) adjustPhase(a int) {
	p := &g.p[a]
	if p.nHand < HandSize {
		g.draw(a, HandSize-int(p.nHand), ReasonDraw)
	}
	for !g.over && p.nHand > HandSize {
		g.discardChosen(a, DAdjustDiscard)
	}
	if !g.over {
		g.draw(a, g.adjustDraws(a), ReasonDraw)
	}
}

// adjustDraws is the Adjust Phase's second draw: 1 card plus 1 for every
// empty Block Zone (TCG rules, Adjust Phase (2) and its example).
func (g *Game) adjustDraws(a int) int {
	n := 1
	for _, b := range g.p[a].block {
		if b == NoCard {
			n++
		}
	}
	return n
}

// setPhase (TCG rules, 2 Set Phase): slide the Block cards left into the
// empty zones, then fill every empty zone face down from the hand. With too
// few cards in hand the last zones stay empty (docs/RULES.md).
func (g *Game) setPhase(a int) {
	p := &g.p[a]
	slideLeft(p)
	for k := range Blocks {
		if p.block[k] != NoCard || p.nHand == 0 {
			continue
		}
		g.handOptions(a, func(*Card) bool { return true }, false)
		id := uint8(g.choose(a, DSet))
		g.removeHand(p, id)
		p.block[k], p.up[k] = id, false
	}
}

// slideLeft moves p's Block cards one by one to the left to fill the empty
// zones, keeping their order and faces (TCG rules, Set Phase (1)).
func slideLeft(p *player) {
	j := 0
	for k := range Blocks {
		if p.block[k] == NoCard {
			continue
		}
		p.block[j], p.up[j] = p.block[k], p.up[k]
		j++
	}
	for ; j < Blocks; j++ {
		p.block[j], p.up[j] = NoCard, false
	}
}

// eventPhase (TCG rules, 3 Event Phase): at most one Event card with <Play>
// or <Play & Flip> from the hand; its text resolves, then it goes to the
// Trash Zone.
func (g *Game) eventPhase(a int) {
	g.handOptions(a, func(c *Card) bool { return c.Type == Event && c.onPlay() }, true)
	id := g.choose(a, DEvent)
	if id == Pass {
		return
	}
	p := &g.p[a]
	g.removeHand(p, uint8(id))
	g.res.Values[a][MEvents]++
	p.limbo = uint8(id)
	g.resolve(a, uint8(id))
	p.limbo = NoCard
	g.toTrash(p, uint8(id))
}

// itemPhase (TCG rules, 4 Item Phase): at most one Item card, placed by
// discarding 1 other card of the same Attribute from the hand; it stays in
// the Item Zone. An Item with <Play> resolves when placed.
func (g *Game) itemPhase(a int) {
	p := &g.p[a]
	g.handOptions(a, func(c *Card) bool { return c.Type == Item && g.hasOther(p, c) }, true)
	id := g.choose(a, DItem)
	if id == Pass {
		return
	}
	g.removeHand(p, uint8(id))
	p.limbo = uint8(id)
	attr := g.card(uint8(id)).Attr
	g.handOptions(a, func(c *Card) bool { return c.Attr == attr }, false)
	cost := uint8(g.choose(a, DItemCost))
	p.limbo = NoCard
	g.removeHand(p, cost)
	g.toTrash(p, cost)
	p.items[p.nItems] = uint8(id)
	p.nItems++
	g.res.Values[a][MItems]++
	if g.card(uint8(id)).onPlay() {
		g.resolve(a, uint8(id))
	}
}

// hasOther reports whether p's hand holds a card other than item c itself
// with c's Attribute, to pay for c.
func (g *Game) hasOther(p *player, c *Card) bool {
	n := 0
	for _, id := range p.hand[:p.nHand] {
		if g.card(id).Attr == c.Attr {
			n++
		}
	}
	return n >= 2
}

// flipPhase (TCG rules, 5 Flip Phase): a face-down 1st Block card turns face
// up; its <Flip> text resolves; it stays if it is a Character or Attack card
// and goes to the Trash Zone otherwise.
func (g *Game) flipPhase(a int) {
	p := &g.p[a]
	id := p.block[0]
	if id == NoCard || p.up[0] {
		return
	}
	p.up[0] = true
	c := g.card(id)
	if c.onFlip() {
		g.resolve(a, id)
	}
	if p.block[0] == id && c.Type != Character && c.Type != Attack {
		p.block[0], p.up[0] = NoCard, false
		g.toTrash(p, id)
	}
}

// attackPhase (TCG rules, 6 Attack Phase): played when a Character or an
// Attack card is face up on the 1st Block Zone: Attack, Counter, Forward and
// Result Steps.
func (g *Game) attackPhase(a int) {
	p := &g.p[a]
	id := p.block[0]
	if id == NoCard || !p.up[0] {
		return
	}
	c := g.card(id)
	if c.Type != Character && c.Type != Attack {
		return
	}
	g.attacker = a
	g.res.Values[a][MAttacks]++
	if c.Type == Character {
		g.attackStep(a, c)
		g.when(OnAttack, a, false)
	}
	if !g.over && p.nAtk > 0 {
		g.counterStep(a ^ 1)
	}
	if !g.over {
		g.forwardStep(a)
	}
	if !g.over {
		g.resultStep(a)
	}
	g.attacker = -1
}

// attackStep (TCG rules, Attack Step 1): up to 3 Attack cards from the hand,
// each of an Attribute other than the Character's and one per Attribute;
// Forceful Counter cards cannot attack; a Forceful Attack card needs a
// combo (canPlaceAttack). A <Play> text resolves as its card is placed.
func (g *Game) attackStep(a int, char *Card) {
	p := &g.p[a]
	for p.nAtk < MaxAttackCards && !g.over {
		g.handOptions(a, func(c *Card) bool { return g.canPlaceAttack(p, char, c) }, true)
		id := g.choose(a, DAttack)
		if id == Pass {
			return
		}
		g.removeHand(p, uint8(id))
		p.atk[p.nAtk] = uint8(id)
		p.nAtk++
		if g.card(uint8(id)).onPlay() {
			g.resolve(a, uint8(id))
		}
	}
}

// canPlaceAttack reports whether attack card c may join p's Attack Zone
// under Character char (TCG rules, Attack Step and Attack Cards). A Forceful
// Attack card's combo: at least one non-Forceful Attack card already placed
// this step (docs/RULES.md).
func (g *Game) canPlaceAttack(p *player, char, c *Card) bool {
	if !c.CanAttack() || c.Attr == char.Attr {
		return false
	}
	combo := false
	for _, id := range p.atk[:p.nAtk] {
		o := g.card(id)
		if o.Attr == c.Attr {
			return false
		}
		combo = combo || o.Mark != Forceful
	}
	return c.Mark != Forceful || combo
}

// counterStep (TCG rules, Counter Step 2): the defender may place 1 Counter
// or Forceful Counter card from the hand; a <Play> text resolves.
func (g *Game) counterStep(d int) {
	p := &g.p[d]
	g.handOptions(d, (*Card).CanCounter, true)
	id := g.choose(d, DCounter)
	if id == Pass {
		return
	}
	g.removeHand(p, uint8(id))
	p.atk[0] = uint8(id)
	p.nAtk = 1
	g.res.Values[d][MCounters]++
	if g.card(uint8(id)).onPlay() {
		g.resolve(d, uint8(id))
	}
}

// AttackPower is the attacker's total power (TCG rules, Forward Step): its
// 1st Block card and its Attack Zone cards, with every power modifier that
// holds, its Items' included.
func (g *Game) attackPower(a int) int {
	p := &g.p[a]
	n := 0
	if p.block[0] != NoCard && p.up[0] {
		n += g.powerOf(a, p.block[0])
	}
	for _, id := range p.atk[:p.nAtk] {
		n += g.powerOf(a, id)
	}
	return n + g.itemPower(a)
}

// counterPower is the power of the defender's counter card with its
// modifiers and its Items', or 0 without a counter (TCG rules, Forward Step).
func (g *Game) counterPower(d int) int {
	p := &g.p[d]
	if p.nAtk == 0 {
		return 0
	}
	return g.powerOf(d, p.atk[0]) + g.itemPower(d)
}

// forwardStep (TCG rules, Forward Step 3): damage is the attack's total
// power minus the counter's. The defender flips one Block card per point
// from the 1st Block (face-up ones count); damage beyond the Block cards
// mills the defender's deck; then the <Flip> texts of the cards this damage
// turned face up resolve from the 1st Block. A counter stronger than the
// attack mills the attacker's deck by the difference (backlash).
func (g *Game) forwardStep(a int) {
	d := a ^ 1
	g.forward = true
	defer func() { g.forward = false }()
	g.when(OnForward, a, true)
	if g.over {
		return
	}
	dmg := g.attackPower(a) - g.counterPower(d)
	switch {
	case dmg > 0:
		g.res.Values[a][MDamage] += int32(dmg)
		g.takeDamage(d, dmg)
		if !g.over {
			g.when(OnDamaged, d, false)
		}
	case dmg < 0:
		g.res.Values[a][MBacklash] += int32(-dmg)
		g.mill(a, -dmg, ReasonBacklash)
	}
}

// takeDamage applies dmg points of damage to d (TCG rules, Forward Step):
// Block flips from the 1st, excess mills, then <Flip> texts in order.
func (g *Game) takeDamage(d, dmg int) {
	p := &g.p[d]
	var flipped [Blocks]bool
	for k := 0; k < Blocks && dmg > 0; k++ {
		if p.block[k] == NoCard {
			continue
		}
		dmg--
		if !p.up[k] {
			p.up[k] = true
			flipped[k] = true
		}
	}
	if dmg > 0 {
		g.res.Values[d^1][MMilled] += int32(min(dmg, int(p.nDeck)))
		g.mill(d, dmg, ReasonDamage)
		if g.over {
			return
		}
	}
	for k := range Blocks {
		if flipped[k] && p.block[k] != NoCard && p.up[k] && g.card(p.block[k]).onFlip() {
			g.resolve(d, p.block[k])
			if g.over {
				return
			}
		}
	}
}

// resultStep (TCG rules, Result Step 4): each player, the active one first,
// may keep at most 1 face-up Character on its Block Zones (none after its
// deck was milled in the Forward Step); every other face-up Block card and
// every Attack Zone card goes to the Trash Zone.
func (g *Game) resultStep(a int) {
	for i := range MaxSeats {
		s := a ^ i
		p := &g.p[s]
		keep := Pass
		if !p.milled {
			g.opts = g.opts[:0]
			for k := range Blocks {
				if id := p.block[k]; id != NoCard && p.up[k] && g.card(id).Type == Character {
					g.opts = append(g.opts, Option(id))
				}
			}
			if len(g.opts) > 0 {
				g.opts = append(g.opts, Pass)
				keep = g.choose(s, DKeep)
			}
		}
		if keep != Pass {
			g.res.Values[s][MKept]++
		}
		for k := range Blocks {
			if id := p.block[k]; id != NoCard && p.up[k] && Option(id) != keep {
				p.block[k], p.up[k] = NoCard, false
				g.toTrash(p, id)
			}
		}
		for _, id := range p.atk[:p.nAtk] {
			g.toTrash(p, id)
		}
		p.nAtk = 0
		p.milled = false
	}
}

// when resolves the "when" cards of trigger t (TCG rules, Chapter 3). With
// both set, both players' cards act at once: the active player orders
// theirs first, then the other player, and the active player's resolve
// first. Otherwise only seat's cards act.
func (g *Game) when(t Trigger, seat int, both bool) {
	seats := 1
	if both {
		seat, seats = g.active, 2
	}
	for i := range seats {
		s := seat ^ i
		g.order(s, t)
	}
	for i := range seats {
		s := seat ^ i
		for _, id := range g.pend[s][:g.nPend[s]] {
			if g.over {
				return
			}
			g.resolve(s, id)
		}
		g.nPend[s] = 0
	}
}

// order puts seat's Item cards of trigger t into its pending list in the
// order its policy chooses.
func (g *Game) order(s int, t Trigger) {
	p := &g.p[s]
	g.nPend[s] = 0
	g.opts = g.opts[:0]
	for _, id := range p.items[:p.nItems] {
		if c := g.card(id); c.Timing == When && c.Trigger == t {
			g.opts = append(g.opts, Option(id))
		}
	}
	for len(g.opts) > 0 {
		id := g.choose(s, DOrder)
		g.pend[s][g.nPend[s]] = uint8(id)
		g.nPend[s]++
		for i, o := range g.opts {
			if o == id {
				g.opts = append(g.opts[:i], g.opts[i+1:]...)
				break
			}
		}
	}
}

// draw makes seat draw n cards. The game ends the moment its deck holds no
// cards (TCG rules, Game Over; docs/RULES.md).
func (g *Game) draw(s, n int, reason uint8) {
	p := &g.p[s]
	for range n {
		if g.over || p.nDeck == 0 {
			break
		}
		g.toHand(s, g.takeTop(p))
		g.res.Values[s][MDrawn]++
	}
	g.deckOut(s, reason)
}

// mill sends n cards from the top of seat's deck to its Trash Zone; in a
// Forward Step the seat may then keep no Character (TCG rules, Result Step).
func (g *Game) mill(s, n int, reason uint8) {
	p := &g.p[s]
	for range n {
		if p.nDeck == 0 {
			break
		}
		g.toTrash(p, g.takeTop(p))
		if g.forward {
			p.milled = true
		}
	}
	g.deckOut(s, reason)
}

// deckOut ends the game when seat's deck has run out of cards: that seat
// loses (TCG rules, Game Over).
func (g *Game) deckOut(s int, reason uint8) {
	if g.p[s].nDeck == 0 {
		g.end(s, reason)
	}
}

// discardChosen makes seat discard one hand card of its choice.
func (g *Game) discardChosen(s int, d Decision) {
	p := &g.p[s]
	g.handOptions(s, func(*Card) bool { return true }, false)
	id := uint8(g.choose(s, d))
	g.removeHand(p, id)
	g.toTrash(p, id)
}

// handOptions fills g.opts with seat's hand cards that ok accepts, then
// Pass when pass is set.
func (g *Game) handOptions(s int, ok func(*Card) bool, pass bool) {
	p := &g.p[s]
	g.opts = g.opts[:0]
	for _, id := range p.hand[:p.nHand] {
		if ok(g.card(id)) {
			g.opts = append(g.opts, Option(id))
		}
	}
	if pass {
		g.opts = append(g.opts, Pass)
	}
}

// removeHand takes card id out of p's hand, keeping the others' order.
func (g *Game) removeHand(p *player, id uint8) {
	for i, h := range p.hand[:p.nHand] {
		if h == id {
			copy(p.hand[i:p.nHand-1], p.hand[i+1:p.nHand])
			p.nHand--
			return
		}
	}
	g.fail("card %d is not in the hand", id)
}

// toHand puts card id into seat s's hand, last, and marks its title drawn.
func (g *Game) toHand(s int, id uint8) {
	p := &g.p[s]
	p.hand[p.nHand] = id
	p.nHand++
	g.drawn[s] |= 1 << g.titleOf[id]
}

// toTrash puts card id on top of p's Trash Zone.
func (g *Game) toTrash(p *player, id uint8) {
	p.trash[p.nTrash] = id
	p.nTrash++
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
