package tcg

// A View is what one seat's player knows: its own hand and Block cards
// (a player may look at their own face-down Block cards, TCG rules, Getting
// Started (4)), every face-up card, the Trash and Item Zones, and the sizes
// of hidden zones. It never gives the order of a deck, the other player's
// hand or their face-down Block cards. Slices it returns alias the game's
// state: read them, never keep or change them.
type View struct {
	g    *Game
	Seat int
}

// Seed returns the game's (seed, index), for a policy's own randomness.
func (v *View) Seed() (uint64, uint64) { return v.g.seed, v.g.index }

// Setup returns the game's Setup (card set and deck lists are public).
func (v *View) Setup() *Setup { return v.g.S }

// Card returns the card of instance id, as seen in a zone or an option.
func (v *View) Card(id uint8) *Card { return v.g.card(id) }

// Turn returns the number of the current turn, from 1.
func (v *View) Turn() int { return v.g.turn }

// Active returns the seat whose turn it is.
func (v *View) Active() int { return v.g.active }

// First returns the seat that went first.
func (v *View) First() int { return v.g.first }

// Hand returns the seat's own hand.
func (v *View) Hand() []uint8 { p := &v.g.p[v.Seat]; return p.hand[:p.nHand] }

// HandCount returns the number of cards in seat s's hand.
func (v *View) HandCount(s int) int { return int(v.g.p[s].nHand) }

// DeckCount returns the number of cards in seat s's deck.
func (v *View) DeckCount(s int) int { return int(v.g.p[s].nDeck) }

// Block returns the card on seat s's Block Zone k (0 is the 1st) and
// whether it is face up: NoCard when empty, Hidden for another seat's
// face-down card.
func (v *View) Block(s, k int) (id uint8, up bool) {
	p := &v.g.p[s]
	id, up = p.block[k], p.up[k]
	if id != NoCard && !up && s != v.Seat {
		id = Hidden
	}
	return id, up
}

// AttackZone returns seat s's Attack Zone (its attack cards, or its
// counter card in defence).
func (v *View) AttackZone(s int) []uint8 { p := &v.g.p[s]; return p.atk[:p.nAtk] }

// Items returns seat s's Item Zone.
func (v *View) Items(s int) []uint8 { p := &v.g.p[s]; return p.items[:p.nItems] }

// Trash returns seat s's Trash Zone, bottom first.
func (v *View) Trash(s int) []uint8 { p := &v.g.p[s]; return p.trash[:p.nTrash] }

// Playing returns the card seat s is playing, face up between its hand
// and its zone (an event resolving, an item being paid for), or NoCard.
func (v *View) Playing(s int) uint8 { return v.g.p[s].limbo }

// Attacker returns the seat attacking in the current Attack Phase, or -1.
func (v *View) Attacker() int { return v.g.attacker }

// AttackPower returns seat s's current attack total as the rules count it
// (all of it is face up).
func (v *View) AttackPower(s int) int { return v.g.attackPower(s) }

// CounterPower returns the power seat s's card would have as a counter
// now, or that of its placed counter when id is NoCard.
func (v *View) CounterPower(s int, id uint8) int {
	if id == NoCard {
		return v.g.counterPower(s)
	}
	return v.g.powerOf(s, id) + v.g.itemPower(s)
}

// PowerOf returns card id's power for its seat s as it would count now.
func (v *View) PowerOf(s int, id uint8) int { return v.g.powerOf(s, id) }

// BlockCount returns the number of occupied Block Zones of seat s.
func (v *View) BlockCount(s int) int {
	n := 0
	for _, b := range v.g.p[s].block {
		if b != NoCard {
			n++
		}
	}
	return n
}

// Unseen appends to buf, sorted, the cards (as CardIDs, a multiset) of
// seat s that the viewer cannot see: of its own seat, its deck; of the
// other seat, its deck, hand and face-down Block cards. It gives which
// cards are unseen, never where they are: a searching policy deals them at
// random (determinization). It allocates nothing when buf has room for 40.
func (v *View) Unseen(s int, buf []CardID) []CardID {
	g := v.g
	for _, id := range g.S.Decks[s].Cards {
		g.count[id]++
	}
	p := &g.p[s]
	seen := func(ids []uint8) {
		for _, i := range ids {
			g.count[g.S.Decks[s].Cards[int(i)%DeckSize]]--
		}
	}
	seen(p.trash[:p.nTrash])
	seen(p.items[:p.nItems])
	seen(p.atk[:p.nAtk])
	if p.limbo != NoCard {
		seen([]uint8{p.limbo})
	}
	if s == v.Seat {
		seen(p.hand[:p.nHand])
	}
	for k := range Blocks {
		if p.block[k] != NoCard && (p.up[k] || s == v.Seat) {
			seen(p.block[k : k+1])
		}
	}
	for _, id := range g.S.Decks[s].Cards {
		if g.count[id] > 0 {
			g.count[id]--
			buf = append(buf, id)
		}
	}
	return buf
}
