package tcg

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/tmntsim/tmntsim/sim"
)

// Limits of a game.
const (
	MaxSeats       = 2  // one-on-one
	DeckSize       = 40 // TCG rules, How to Build Your Own Deck (1)
	MaxCopies      = 3  // TCG rules, How to Build Your Own Deck (2)
	StartHand      = 5  // TCG rules, Getting Started (3)
	HandSize       = 5  // TCG rules, Adjust Phase (1)
	Blocks         = 4  // TCG rules, Game Mat: Block Zones
	MaxAttackCards = 3  // TCG rules, Attack Step
	// DefaultMaxTurns caps a game that no rule would end (effects that
	// return cards could in principle loop); it ends drawn.
	DefaultMaxTurns = 400
	// NoCard marks an empty place; Hidden a card the viewer may not see.
	NoCard = 0xFF
	Hidden = 0xFE
)

// Reasons a game ended, indexes into ReasonNames.
const (
	ReasonNone      uint8 = iota
	ReasonDraw            // a deck ran out by drawing (Adjust Phase)
	ReasonDamage          // a deck ran out by excess damage (Forward Step)
	ReasonBacklash        // a deck ran out by counter backlash (Forward Step)
	ReasonEffect          // a deck ran out by a card effect (draw, mill, search)
	ReasonTurnLimit       // the turn cap was reached: a draw
	NumReasons
)

var reasonNames = [NumReasons]string{"unfinished", "deck-out-draw", "deck-out-damage", "deck-out-backlash", "deck-out-effect", "turn-limit"}

// ReasonNames returns the names of the reasons a game ends.
func ReasonNames(*Setup) []string { return reasonNames[:] }

// Per-seat metrics, indexes into sim.Record.Values[seat]: entity s of a
// record is seat s.
const (
	MFirst    = iota // 1 if the seat went first
	MDeckLeft        // cards left in its deck at the end
	MTurns           // turns it played
	MAttacks         // Attack Phases it played
	MDamage          // damage it dealt (positive Forward Step results)
	MMilled          // cards it milled from the opponent's deck by excess damage
	MBacklash        // cards of its own deck milled by counter backlash
	MCounters        // counter cards it placed
	MEvents          // events it played in its Event Phase
	MItems           // items it placed
	MKept            // Characters it kept in Result Steps
	MDrawn           // cards it drew
	NumMetrics
)

var metricNames = [NumMetrics]string{"first", "deck_left", "turns", "attacks", "damage", "milled", "backlash", "counters", "events", "items", "kept", "drawn"}

// MetricNames returns the names of the per-seat metrics.
func MetricNames(*Setup) []string { return metricNames[:] }

// SeatNames returns the seats' names: their decks' names, with "#2" on the
// second when both seats play the same deck.
func SeatNames(s *Setup) []string {
	a, b := s.Decks[0].Name, s.Decks[1].Name
	if a == b {
		b += "#2"
	}
	return []string{a, b}
}

// FirstPlayer says who goes first (TCG rules, Getting Started (1)).
type FirstPlayer uint8

// The choices of who goes first.
const (
	FirstRandom FirstPlayer = iota // decided per game by the game's RNG (the coin toss)
	FirstSeat0
	FirstSeat1
)

// Options are the rule options of a Setup.
type Options struct {
	First    FirstPlayer
	MaxTurns int // 0: DefaultMaxTurns
}

// A CardID indexes Setup.Cards.
type CardID uint16

// A Deck is a named list of 40 cards of a card set.
type Deck struct {
	Name         string
	Cards        []CardID
	Illustrative bool
}

// A Setup is everything a game is played from, immutable once built and
// shared read-only by every Game.
type Setup struct {
	Cards []Card
	Decks [MaxSeats]Deck
	Opt   Options
	// cardOf is the card of each instance: seat*DeckSize + position in the
	// seat's deck list.
	cardOf [MaxSeats * DeckSize]*Card
	// titles are the distinct titles of each seat's deck, in deck-list
	// order; titleOf is each instance's index among its seat's titles, its
	// bit in Game.Drawn.
	titles  [MaxSeats][]CardID
	titleOf [MaxSeats * DeckSize]uint8
}

// Titles returns the distinct card titles of seat's deck, in the order of
// its deck list: bit i of Game.Drawn(seat) is titles[i]. The slice is the
// Setup's: read it, never change it.
func (s *Setup) Titles(seat int) []CardID { return s.titles[seat] }

// ValidateDeck checks the deck-building rules (TCG rules, How to Build Your
// Own Deck): exactly 40 cards, at most 3 copies of a title.
func ValidateDeck(cards []Card, d *Deck) error {
	if len(d.Cards) != DeckSize {
		return fmt.Errorf("deck %s has %d cards; a deck must be exactly %d", d.Name, len(d.Cards), DeckSize)
	}
	count := map[string]int{}
	for _, id := range d.Cards {
		if int(id) >= len(cards) {
			return fmt.Errorf("deck %s: card %d is not in the card set", d.Name, id)
		}
		t := cards[id].Title
		count[t]++
		if count[t] == MaxCopies+1 {
			return fmt.Errorf("deck %s has more than %d copies of %q", d.Name, MaxCopies, t)
		}
	}
	return nil
}

// NewSetup builds a Setup from a card set and two decks.
func NewSetup(cards []Card, decks [MaxSeats]Deck, opt Options) (*Setup, error) {
	s := &Setup{Cards: cards, Decks: decks, Opt: opt}
	if s.Opt.MaxTurns == 0 {
		s.Opt.MaxTurns = DefaultMaxTurns
	}
	if s.Opt.First > FirstSeat1 {
		return nil, errors.New("tcg: first player must be random, seat 0 or seat 1")
	}
	for seat := range MaxSeats {
		if err := ValidateDeck(cards, &decks[seat]); err != nil {
			return nil, err
		}
		for i, id := range decks[seat].Cards {
			s.cardOf[seat*DeckSize+i] = &s.Cards[id]
			t := slices.Index(s.titles[seat], id)
			if t < 0 {
				t = len(s.titles[seat])
				s.titles[seat] = append(s.titles[seat], id)
			}
			s.titleOf[seat*DeckSize+i] = uint8(t)
		}
	}
	return s, nil
}

// A player is one seat's zones. Card instances are numbered seat*40+i.
type player struct {
	deck   [DeckSize]uint8 // deck[nDeck-1] is the top
	hand   [DeckSize]uint8
	trash  [DeckSize]uint8 // trash[nTrash-1] is the top
	items  [DeckSize]uint8
	block  [Blocks]uint8 // NoCard when empty
	up     [Blocks]bool  // face up
	atk    [MaxAttackCards]uint8
	nDeck  uint8
	nHand  uint8
	nTrash uint8
	nItems uint8
	nAtk   uint8
	milled bool // sent a card from its deck to its trash in this Forward Step
	// limbo is the card being played, face up, between the hand and its
	// zone (an event while its text resolves, an item while its cost is
	// chosen), or NoCard.
	limbo uint8
}

// A Policy chooses for one seat. Choose returns an index into opts; it sees
// only v, its seat's view. Policies allocate nothing in Reset and Choose.
type Policy interface {
	Reset(v *View)
	Choose(v *View, d Decision, opts []Option) int
}

// An Option is a card instance the decision is about, or Pass.
type Option uint8

// Pass is the option of doing nothing (no event, no item, no more attacks,
// no counter, keep no Character).
const Pass Option = NoCard

// A Decision is the kind of choice a policy is asked.
type Decision uint8

// The decisions.
const (
	DAdjustDiscard Decision = iota // Adjust Phase: a hand card to discard down to 5
	DSet                           // Set Phase: a hand card for the next empty Block Zone
	DEvent                         // Event Phase: an event to play, or Pass
	DItem                          // Item Phase: an item to place, or Pass
	DItemCost                      // Item Phase: a card of the item's attribute to discard
	DAttack                        // Attack Step: an attack card to place, or Pass to stop
	DCounter                       // Counter Step: a counter card to place, or Pass
	DKeep                          // Result Step: a Character to keep, or Pass
	DDiscard                       // a discard effect: a hand card to discard
	DOrder                         // simultaneous "when" cards: which of own resolves next
	NumDecisions
)

var decisionNames = [NumDecisions]string{"adjust-discard", "set", "event", "item", "item-cost", "attack", "counter", "keep", "discard", "order"}

func (d Decision) String() string { return decisionNames[d] }

// A Game plays games of one Setup, one at a time, reusing its memory. It is
// not safe for concurrent use.
type Game struct {
	S        *Setup
	cards    [256]*Card // the Setup's cardOf, indexed by a uint8 without bounds checks
	titleOf  [256]uint8 // the Setup's titleOf, likewise
	pol      [MaxSeats]Policy
	pcg      rand.PCG
	rng      *rand.Rand
	p        [MaxSeats]player
	view     [MaxSeats]View
	res      *sim.Record
	opts     []Option
	count    []uint8          // per CardID, for View.Unseen
	drawn    [MaxSeats]uint64 // per seat, the bits (Setup.Titles) of the titles that entered its hand
	pend     [MaxSeats][DeckSize]uint8
	nPend    [MaxSeats]int
	seed     uint64
	index    uint64
	turn     int
	active   int
	first    int
	attacker int // the seat attacking in this Attack Phase, or -1
	forward  bool
	over     bool
	check    bool
	err      error
	placed   [3]int32 // with check: the active seat's MEvents, MItems and MAttacks at the start of its turn
	// The decisions of the game so far (option indexes, single-option
	// decisions left out), for Rollout; nLog counts past MaxLog.
	log  [MaxLog]uint8
	nLog int
	// A rollout replays src's decisions, then deals the unseen cards of
	// branchSeat at random and takes option branchK (Rollout).
	src        *Game
	replaying  bool
	branchK    int
	branchSeat int
	det        rand.PCG
	detSeed    uint64
	noDeal     bool // tests: branch without dealing the unseen cards
}

// MaxLog is the most decisions of a game Rollout can replay.
const MaxLog = 2048

// NewGame returns a Game for setup with one policy per seat.
func NewGame(setup *Setup, policies []Policy) *Game {
	if len(policies) != MaxSeats {
		panic("tcg: NewGame needs one policy per seat")
	}
	g := &Game{S: setup, opts: make([]Option, 0, 2*DeckSize), count: make([]uint8, len(setup.Cards))}
	g.rng = rand.New(&g.pcg)
	copy(g.cards[:], setup.cardOf[:])
	copy(g.titleOf[:], setup.titleOf[:])
	copy(g.pol[:], policies)
	for s := range MaxSeats {
		g.view[s] = View{g: g, Seat: s}
	}
	return g
}

// SetCheck turns on the invariant checks after every phase; Err reports the
// first violation.
func (g *Game) SetCheck(on bool) { g.check = on }

// Err returns the first invariant violation of the last game played with
// SetCheck(true).
func (g *Game) Err() error { return g.err }

// Violation is Err: a Game is a sim.Checker, and a run of a match made
// with Match.Check ends at the first game that breaks an invariant.
func (g *Game) Violation() error { return g.err }

// card returns the card of instance id.
func (g *Game) card(id uint8) *Card { return g.cards[id] }

// Play plays one whole game from the RNG seeded by (seed, index) and fills
// res: each seat's Outcome, the Reason (ReasonNames), the Turns played and
// each seat's metrics as entity s (MetricNames). It implements sim.Game.
func (g *Game) Play(seed, index uint64, res *sim.Record) {
	g.pcg.Seed(seed, index)
	g.seed, g.index = seed, index
	*res = sim.Record{}
	g.res = res
	g.err = nil
	g.over = false
	g.drawn = [MaxSeats]uint64{}
	g.turn = 0
	g.nLog = 0
	g.attacker = -1
	g.forward = false
	g.getStarted()
	for s := range MaxSeats {
		g.pol[s].Reset(&g.view[s])
	}
	for !g.over {
		if g.turn >= g.S.Opt.MaxTurns {
			g.end(-1, ReasonTurnLimit)
			break
		}
		g.playTurn()
	}
	for s := range MaxSeats {
		res.Values[s][MDeckLeft] = int32(g.p[s].nDeck)
	}
	res.Turns = uint16(g.turn)
}

// Drawn returns, for the game last played, the titles that entered seat's
// hand at any time (the starting hand, draws, and search and return
// effects): bit i set means Setup.Titles(seat)[i] did. It is what the
// "win rate when drawn" of a title is counted from (WhenDrawn); it is
// kept outside the sim.Record, which has no room for a deck's titles.
func (g *Game) Drawn(seat int) uint64 { return g.drawn[seat] }

// end ends the game: loser loses (the other seat wins), or a draw when
// loser is -1.
func (g *Game) end(loser int, reason uint8) {
	if g.over {
		return
	}
	g.over = true
	g.res.Reason = reason
	for s := range MaxSeats {
		switch {
		case loser < 0:
			g.res.Outcome[s] = sim.Drew
		case s == loser:
			g.res.Outcome[s] = sim.Lost
		default:
			g.res.Outcome[s] = sim.Won
		}
	}
}

// choose asks seat's policy to pick among g.opts and returns the option.
// A single option is taken without asking.
func (g *Game) choose(seat int, d Decision) Option {
	if len(g.opts) == 1 {
		return g.opts[0]
	}
	var i int
	switch {
	case g.replaying && g.nLog < g.src.nLog:
		i = int(g.src.log[g.nLog])
	case g.replaying:
		g.replaying = false
		g.determinize(g.branchSeat)
		i = g.branchK
	default:
		i = g.pol[seat].Choose(&g.view[seat], d, g.opts)
	}
	if i < 0 || i >= len(g.opts) {
		i = 0
	}
	if g.nLog < MaxLog {
		g.log[g.nLog] = uint8(i)
	}
	g.nLog++
	return g.opts[i]
}
