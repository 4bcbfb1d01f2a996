package tcg

// An Op is one verb of the effect vocabulary card files use (docs/RULES.md,
// TMNT Trading Card Game, "Effect vocabulary").
type Op uint8

// The effect verbs.
const (
	OpDraw    Op = iota // target draws N cards
	OpDiscard           // target discards N cards of its choice from hand
	OpMill              // N cards from the top of target's deck go to its Trash Zone
	OpFlip              // target's first N face-down Block cards turn face up
	OpReturn            // up to N cards from the top of target's Trash Zone (matching) go to its hand
	OpSearch            // the first N matching cards from the top of target's deck go to its hand
	OpPower             // continuous: +N power while the condition holds
	NumOps
)

var opNames = [NumOps]string{"draw", "discard", "mill", "flip", "return", "search", "power"}

func (o Op) String() string { return opNames[o] }

// OpNames returns the names of the effect verbs as card files spell them.
func OpNames() []string { return opNames[:] }

// A Who is an effect's target: the card's owner or the owner's opponent.
type Who uint8

// The targets.
const (
	Self Who = iota
	Opponent
	NumWhos
)

var whoNames = [NumWhos]string{"self", "opponent"}

// WhoNames returns the names of the targets as card files spell them.
func WhoNames() []string { return whoNames[:] }

// A Cond is the condition of a power modifier ("while …").
type Cond uint8

// The conditions, from the card owner's side.
const (
	CondAlways    Cond = iota // always
	CondAttacking             // the owner is the attacker
	CondDefending             // the owner is the defender
	CondCombo                 // the owner has 2 or more cards in its Attack Zone
	CondCharAttr              // the owner's 1st Block is a face-up Character of the effect's attribute
	NumConds
)

var condNames = [NumConds]string{"always", "attacking", "defending", "combo", "character-attribute"}

// CondNames returns the names of the conditions as card files spell them.
func CondNames() []string { return condNames[:] }

// An Effect is one effect of a card. Type and Attr filter the cards that
// return and search take (NumCardTypes and NoAttr: any); Attr is also the
// attribute of CondCharAttr.
type Effect struct {
	Op    Op
	N     int8
	Who   Who
	While Cond
	Type  CardType
	Attr  Attr
}

// matches reports whether card c passes e's filter.
func (e *Effect) matches(c *Card) bool {
	return (e.Type == NumCardTypes || c.Type == e.Type) && (e.Attr == NoAttr || c.Attr == e.Attr)
}

// target returns the player e acts on when a card of owner resolves.
func (e *Effect) target(owner int) int {
	if e.Who == Opponent {
		return owner ^ 1
	}
	return owner
}

// resolve resolves the effects of card id, owned by owner, in the order
// printed (TCG rules, Chapter 3). Power modifiers are continuous and read by
// the power totals instead.
func (g *Game) resolve(owner int, id uint8) {
	c := g.card(id)
	for i := range c.Fx() {
		if g.over {
			return
		}
		e := &c.Effects[i]
		switch e.Op {
		case OpDraw:
			g.fxDraw(e.target(owner), int(e.N))
		case OpDiscard:
			g.fxDiscard(e.target(owner), int(e.N))
		case OpMill:
			g.fxMill(e.target(owner), int(e.N))
		case OpFlip:
			g.fxFlip(e.target(owner), int(e.N))
		case OpReturn:
			g.fxReturn(e.target(owner), e)
		case OpSearch:
			g.fxSearch(e.target(owner), e)
		}
	}
}

// fxDraw: target draws n cards; an empty deck ends the game (draw effect).
func (g *Game) fxDraw(t, n int) { g.draw(t, n, ReasonEffect) }

// fxDiscard: target discards n cards of its own choice from its hand.
func (g *Game) fxDiscard(t, n int) {
	for range n {
		if g.p[t].nHand == 0 {
			return
		}
		g.discardChosen(t, DDiscard)
	}
}

// fxMill: n cards from the top of target's deck go to its Trash Zone.
func (g *Game) fxMill(t, n int) { g.mill(t, n, ReasonEffect) }

// fxFlip: target's first n face-down Block cards, counted from the 1st
// Block Zone, turn face up. Their <Flip> texts do not resolve
// (docs/RULES.md): only an attack's damage and the Flip Phase resolve them.
func (g *Game) fxFlip(t, n int) {
	p := &g.p[t]
	for k := 0; k < Blocks && n > 0; k++ {
		if p.block[k] != NoCard && !p.up[k] {
			p.up[k] = true
			n--
		}
	}
}

// fxReturn: up to N cards matching the filter, taken from the top of
// target's Trash Zone down, go to target's hand.
func (g *Game) fxReturn(t int, e *Effect) {
	p := &g.p[t]
	n := int(e.N)
	for i := int(p.nTrash) - 1; i >= 0 && n > 0; i-- {
		id := p.trash[i]
		if !e.matches(g.card(id)) {
			continue
		}
		copy(p.trash[i:p.nTrash-1], p.trash[i+1:p.nTrash])
		p.nTrash--
		g.toHand(t, id)
		n--
	}
}

// fxSearch: the first N cards matching the filter, from the top of target's
// deck down, go to target's hand; the other cards keep their order (the
// Deck Zone's order may not change). An emptied deck ends the game.
func (g *Game) fxSearch(t int, e *Effect) {
	p := &g.p[t]
	n := int(e.N)
	for i := int(p.nDeck) - 1; i >= 0 && n > 0; i-- {
		id := p.deck[i]
		if !e.matches(g.card(id)) {
			continue
		}
		copy(p.deck[i:p.nDeck-1], p.deck[i+1:p.nDeck])
		p.nDeck--
		g.toHand(t, id)
		n--
	}
	g.deckOut(t, ReasonEffect)
}

// holds reports whether power condition w holds for owner.
func (g *Game) holds(owner int, e *Effect) bool {
	switch e.While {
	case CondAttacking:
		return g.attacker == owner
	case CondDefending:
		return g.attacker == owner^1
	case CondCombo:
		return g.p[owner].nAtk >= 2
	case CondCharAttr:
		p := &g.p[owner]
		if p.block[0] == NoCard || !p.up[0] {
			return false
		}
		c := g.card(p.block[0])
		return c.Type == Character && c.Attr == e.Attr
	}
	return true
}

// powerOf returns card id's printed power plus its own power modifiers that
// hold for owner.
func (g *Game) powerOf(owner int, id uint8) int {
	c := g.card(id)
	n := int(c.Power)
	n += g.modifiers(owner, c)
	return n
}

// modifiers returns the sum of c's power modifiers that hold for owner.
func (g *Game) modifiers(owner int, c *Card) int {
	n := 0
	for i := range c.Fx() {
		e := &c.Effects[i]
		if e.Op == OpPower && g.holds(owner, e) {
			n += int(e.N)
		}
	}
	return n
}

// itemPower returns the power modifiers of owner's Items that hold now.
func (g *Game) itemPower(owner int) int {
	p := &g.p[owner]
	n := 0
	for _, id := range p.items[:p.nItems] {
		n += g.modifiers(owner, g.card(id))
	}
	return n
}
