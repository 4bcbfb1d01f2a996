package villaindeck

// A Rand draws uniform integers in [0, n): *math/rand/v2.Rand and the
// engine's *dice.Roller are Rands. The State draws from it only to
// shuffle.
type Rand interface {
	IntN(n int) int
}

// MaxFigureIDs is the number of figures the once-a-turn activation record
// holds (figure IDs 0 to MaxFigureIDs-1).
const MaxFigureIDs = 128

// An ActiveCard is a card in play: played face up or face down, and where.
type ActiveCard struct {
	Card     CardID
	FaceDown bool  // played for a desperation activation
	Zone     int8  // 1 or 2 (Adventures); 0 in the line of Shadows of the Past
	Turn     int32 // the villain turn it was played in (counted from 1)
}

// A State is the villain deck in play: the draw pile, the hand, the active
// cards and the discard pile, and the current villain turn. Every card of
// the Deck is in exactly one of them, always. A State is not safe for
// concurrent use; each worker has its own. A State is a value: a copy is
// an independent deck in play, but for its random source, shared until
// SetRand gives the copy its own (a searching policy plays out on a copy,
// after SetRand and Determinize).
//
// A villain turn is StartTurn, up to PlaysPerTurn plays (Play or
// PlayFaceDown), EndTurn.
type State struct {
	deck  *Deck
	rules Rules
	rng   Rand

	draw    [DeckSize]CardID // the villain deck; the top card is draw[nDraw-1]
	hand    [DeckSize]CardID
	discard [DeckSize]CardID
	active  [DeckSize]ActiveCard // in the order played, oldest first

	nDraw, nHand, nDiscard, nActive int

	turn     int32 // villain turns started
	inTurn   bool
	plays    int    // cards played this turn
	lastPlay CardID // the card played last this turn (when plays > 0)

	activated [MaxFigureIDs / 64]uint64 // figures activated this turn
}

// Reset starts a battle: the deck of d shuffled with rng and a hand of
// HandSize drawn (Deal). The State keeps d, r and rng until the next
// Reset. Reset allocates nothing.
func (s *State) Reset(d *Deck, r Rules, rng Rand) {
	s.deck, s.rules, s.rng = d, r, rng
	s.nHand, s.nDiscard, s.nActive = 0, 0, 0
	s.turn, s.inTurn, s.plays, s.lastPlay = 0, false, 0, 0
	s.activated = [len(s.activated)]uint64{}
	s.nDraw = DeckSize
	for i := range s.draw {
		s.draw[i] = CardID(i)
	}
	s.Deal()
}

// SetRand makes rng the State's random source from now on.
func (s *State) SetRand(rng Rand) { s.rng = rng }

// Deal shuffles the villain deck and draws the starting hand: "The villain
// player shuffles the villain deck and draws 5 cards. If the Regroup card
// is drawn, shuffle it back into the deck and draw a new card"
// (Adventures, Competitive Mode Setup, p. 12, step 9; Shadows of the Past, Setup,
// step 8).
func (s *State) Deal() {
	s.shuffle(s.draw[:s.nDraw])
	for s.nHand < HandSize && s.nDraw > 0 {
		c := s.pop()
		if c == s.deck.Regroup {
			// Shuffling one card back into a shuffled pile is putting it
			// at a uniformly random place.
			s.insertRandom(c)
			if s.nDraw == 1 {
				break // the Regroup card is all that is left
			}
			continue
		}
		s.hand[s.nHand] = c
		s.nHand++
	}
}

// StartTurn begins a villain turn, discarding the cards whose time is out
// (ActiveExpiry), and appends to dst the face-up cards discarded, in the
// order discarded, for the engine to resolve their when-discarded
// abilities (the State applies the deck's own effects, Draw and
// ReshuffleDiscards, itself, in that order).
func (s *State) StartTurn(dst []CardID) []CardID {
	s.turn++
	s.inTurn = true
	s.plays = 0
	s.activated = [len(s.activated)]uint64{}
	return s.ActiveExpiry(dst)
}

// ActiveExpiry discards the active cards whose time is out at the start of
// a villain turn. Adventures (Active Villain Ability Cards, p. 15): "At the start
// of the villain's turn, any cards in Active Zone 2 are discarded (and
// cease to be active), and any cards in Active Zone 1 are moved to Active
// Zone 2." Shadows of the Past (Active Villain Ability Cards): "If, at the
// start of the villain's turn, there are four Villain Ability cards
// active in front of them, the two oldest Villain Ability cards (the two
// on the left) are discarded" (with five, after a turn of fewer than 2
// cards, still the two oldest). It appends the face-up cards discarded to
// dst.
func (s *State) ActiveExpiry(dst []CardID) []CardID {
	n := 0 // cards discarded, the oldest first
	if s.rules.Line {
		if s.nActive >= 4 {
			n = 2
		}
	} else {
		for n < s.nActive && s.active[n].Zone == 2 {
			n++
		}
		for i := n; i < s.nActive; i++ {
			s.active[i].Zone = 2
		}
	}
	var gone [DeckSize]ActiveCard
	copy(gone[:n], s.active[:n])
	copy(s.active[:], s.active[n:s.nActive])
	s.nActive -= n
	for _, a := range gone[:n] {
		s.discard[s.nDiscard] = a.Card
		s.nDiscard++
		if a.FaceDown {
			continue
		}
		dst = append(dst, a.Card)
		s.deckEffects(a.Card, WhenDiscarded)
	}
	return dst
}

// deckEffects applies the deck's own abilities of timing w (WhenPlayed or
// WhenDiscarded) of card c, in the card's order: Draw draws, and
// ReshuffleDiscards puts c in the discard pile (a card just played; a
// discarded one is there already) and shuffles the pile into the deck. It
// reports whether c was shuffled away. "When Played: This ability occurs
// immediately when the card is played, before any of the action icons on
// it may be spent. When Discarded: This ability occurs immediately when the
// card is discarded from Active Zone 2" (Adventures, Special Abilities, p. 21).
func (s *State) deckEffects(c CardID, w Timing) (shuffled bool) {
	for _, a := range s.deck.Cards[c].AbilityList() {
		if a.When != w {
			continue
		}
		switch a.Effect {
		case Draw:
			s.drawN(int(a.N))
		case ReshuffleDiscards:
			if w == WhenPlayed && !shuffled {
				s.discard[s.nDiscard] = c
				s.nDiscard++
			}
			shuffled = true
			s.reshuffleDiscards()
		}
	}
	return shuffled
}

// CanPlay reports whether card c may be played face up now: the villain's
// turn is on, fewer than PlaysPerTurn cards have been played, and c is in
// the hand (Adventures, Villain Turns, p. 15: "the villain player plays 2 villain
// ability cards from their hand").
func (s *State) CanPlay(c CardID) bool {
	return s.inTurn && s.plays < PlaysPerTurn && s.inHand(c) >= 0
}

// CanPlayFaceDown reports whether card c may be played face down now: as
// CanPlay, and c is not the Regroup card, which would leave the game for
// good (docs/RULES.md, "Adventures Competitive Mode").
func (s *State) CanPlayFaceDown(c CardID) bool {
	return s.CanPlay(c) && c != s.deck.Regroup
}

// Play plays card c face up, resolving it as it is played (Adventures,
// Playing Villain Ability Cards): its when-played abilities occur first,
// the deck's own (Draw, ReshuffleDiscards) applied here and the others
// left to the engine, which then spends the card's icons. The card goes
// into Active Zone 1 (the right end of the line, in Shadows of the Past)
// unless an ability took it out of play (ReshuffleDiscards). It returns
// the card. Play panics if CanPlay(c) is false.
func (s *State) Play(c CardID) *Card {
	s.take(c)
	if !s.deckEffects(c, WhenPlayed) {
		s.enter(c, false)
	}
	return &s.deck.Cards[c]
}

// PlayFaceDown plays card c face down for a desperation activation
// (Adventures, Desperation Activation, p. 21): the card gives one Desperation
// (Rules.Desperations) and nothing of its own, no icon, defense icon or
// ability. It takes a place among the active cards, face down, and is
// discarded as a face-up card would be (docs/RULES.md). PlayFaceDown
// panics if CanPlayFaceDown(c) is false.
func (s *State) PlayFaceDown(c CardID) {
	if c == s.deck.Regroup {
		panic("villaindeck: PlayFaceDown: the Regroup card")
	}
	s.take(c)
	s.enter(c, true)
}

// take removes card c from the hand as the turn's next play.
func (s *State) take(c CardID) {
	i := s.inHand(c)
	if !s.inTurn || s.plays >= PlaysPerTurn || i < 0 {
		panic("villaindeck: a card played that cannot be (see CanPlay)")
	}
	s.nHand--
	copy(s.hand[i:], s.hand[i+1:s.nHand+1])
	s.plays++
	s.lastPlay = c
}

// enter puts card c into Active Zone 1, or at the end of the line.
func (s *State) enter(c CardID, faceDown bool) {
	zone := int8(1)
	if s.rules.Line {
		zone = 0
	}
	s.active[s.nActive] = ActiveCard{Card: c, FaceDown: faceDown, Zone: zone, Turn: s.turn}
	s.nActive++
}

// EndTurn ends the villain's turn: "After both cards have been resolved,
// the villain player refills their hand from the villain deck (up to 5
// cards)" (Adventures, Villain Turns, p. 15); the turn's this-turn abilities end
// (Special Abilities).
func (s *State) EndTurn() {
	s.Refill()
	s.inTurn = false
}

// Refill draws until the hand holds HandLimit cards or the deck is empty.
// "There is no hand limit for the villain player, however, they may only
// refill their hand up to 5 cards (unless a card or ability increases
// this number)" (Adventures, Villain Turns, p. 15). An empty deck is not
// reshuffled: the Regroup card is the deck's reshuffle (docs/RULES.md).
func (s *State) Refill() {
	for lim := s.HandLimit(); s.nHand < lim && s.nDraw > 0; {
		s.hand[s.nHand] = s.pop()
		s.nHand++
	}
}

// HandLimit returns the number of cards the hand refills to: HandSize plus
// the HandBonus abilities in effect.
func (s *State) HandLimit() int {
	n := HandSize
	for i := 0; i < s.nActive; i++ {
		n += s.bonusOf(&s.active[i], HandBonus, 0, true)
	}
	return n
}

// drawN draws up to n cards into the hand, past the hand's size ("There is
// no hand limit").
func (s *State) drawN(n int) {
	for ; n > 0 && s.nDraw > 0; n-- {
		s.hand[s.nHand] = s.pop()
		s.nHand++
	}
}

// reshuffleDiscards shuffles the discard pile into the villain deck: the
// Regroup card's effect (docs/RULES.md).
func (s *State) reshuffleDiscards() {
	copy(s.draw[s.nDraw:], s.discard[:s.nDiscard])
	s.nDraw += s.nDiscard
	s.nDiscard = 0
	s.shuffle(s.draw[:s.nDraw])
}

// Activate records that figure f activates this villain turn and reports
// whether it may: "The villain player may only activate a given figure
// once per turn" (Adventures, Playing Villain Ability Cards, p. 21). It panics if
// f is not in [0, MaxFigureIDs).
func (s *State) Activate(f int) bool {
	w, b := f/64, uint64(1)<<(f%64)
	if s.activated[w]&b != 0 {
		return false
	}
	s.activated[w] |= b
	return true
}

// Activated reports whether figure f has activated this villain turn.
func (s *State) Activated(f int) bool { return s.activated[f/64]&(uint64(1)<<(f%64)) != 0 }

// DefenseIcons returns the Defend bonus of the figures of villain type t
// from the defense icons of the active face-up cards for t: "These cards
// add a bonus to the Defend attribute of that villain type, equal to the
// number of defense icons on the card (while the card is active). This
// affects all figures of that villain type, not just those activated by
// the card" (Adventures, Playing Villain Ability Cards, p. 21, Defense Icons).
// The Defend effect of abilities is apart (Bonus).
func (s *State) DefenseIcons(t TypeID) int {
	n := 0
	for i := 0; i < s.nActive; i++ {
		a := &s.active[i]
		if c := &s.deck.Cards[a.Card]; !a.FaceDown && c.Type == t && !c.Regroup {
			n += c.DefenseIcons()
		}
	}
	return n
}

// Bonus returns the sum of the amounts of the lasting abilities of effect
// e in effect now for the figures of villain type t: the this-turn
// abilities of the cards played this turn (InEffect) and the while-active
// abilities of the active face-up cards. For FreeReroll and Stun, a
// positive Bonus means the effect holds.
func (s *State) Bonus(t TypeID, e Effect) int {
	n := 0
	for i := 0; i < s.nActive; i++ {
		n += s.bonusOf(&s.active[i], e, t, false)
	}
	return n
}

// bonusOf returns the amount of effect e that active card a gives type t
// (every type when anyType).
func (s *State) bonusOf(a *ActiveCard, e Effect, t TypeID, anyType bool) int {
	if a.FaceDown {
		return 0
	}
	c := &s.deck.Cards[a.Card]
	n := 0
	for _, ab := range c.AbilityList() {
		if ab.Effect != e || !ab.When.Lasting() || !(anyType || ab.All || c.Type == t) {
			continue
		}
		if ab.When == ThisTurn && !s.thisTurnHolds(a) {
			continue
		}
		n += int(ab.N)
	}
	return n
}

// thisTurnHolds reports whether the this-turn abilities of active card a
// are in effect: "This Turn: This ability is active from the moment the
// card is played until the villain's turn ends" (Adventures, Special
// Abilities); in the partly Korean edition of Shadows of the Past, "until
// either the next Villain Ability card is played or until the villain's
// turn ends, whichever comes first".
func (s *State) thisTurnHolds(a *ActiveCard) bool {
	if !s.inTurn || a.Turn != s.turn {
		return false
	}
	return !s.rules.ThisTurnEndsAtNextCard || a.Card == s.lastPlay
}

// Hand returns the cards in the villain's hand. The slice is the State's
// own: read it, do not keep it past the next call.
func (s *State) Hand() []CardID { return s.hand[:s.nHand] }

// Active returns the active cards, oldest first (the State's own slice).
func (s *State) Active() []ActiveCard { return s.active[:s.nActive] }

// Discards returns the discard pile, oldest first (the State's own slice).
func (s *State) Discards() []CardID { return s.discard[:s.nDiscard] }

// DeckLen returns the number of cards in the villain deck. Their order is
// hidden from every player.
func (s *State) DeckLen() int { return s.nDraw }

// PlaysLeft returns how many cards the villain may still play this turn.
func (s *State) PlaysLeft() int {
	if !s.inTurn {
		return 0
	}
	return PlaysPerTurn - s.plays
}

// Turn returns the number of villain turns started.
func (s *State) Turn() int { return int(s.turn) }

// Deck returns the deck the State plays.
func (s *State) Deck() *Deck { return s.deck }

// Rules returns the ruleset the State plays.
func (s *State) Rules() *Rules { return &s.rules }

// inHand returns the index of card c in the hand, or -1.
func (s *State) inHand(c CardID) int {
	for i := 0; i < s.nHand; i++ {
		if s.hand[i] == c {
			return i
		}
	}
	return -1
}

// pop takes the top card of the deck.
func (s *State) pop() CardID {
	s.nDraw--
	return s.draw[s.nDraw]
}

// insertRandom puts card c at a uniformly random place of the deck.
func (s *State) insertRandom(c CardID) {
	j := s.rng.IntN(s.nDraw + 1)
	copy(s.draw[j+1:s.nDraw+1], s.draw[j:s.nDraw])
	s.draw[j] = c
	s.nDraw++
}

// shuffle puts p in a uniformly random order (Fisher–Yates).
func (s *State) shuffle(p []CardID) {
	for i := len(p) - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
}
