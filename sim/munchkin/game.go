package munchkin

import (
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/sim"
)

// pile is a fixed-size list of card ids. A deck's top is its last card.
type pile struct {
	n int
	c [MaxCards]uint8
}

func (p *pile) push(c uint8)   { p.c[p.n] = c; p.n++ }
func (p *pile) cards() []uint8 { return p.c[:p.n] }
func (p *pile) pop() uint8     { p.n--; return p.c[p.n] }
func (p *pile) removeAt(i int) uint8 {
	c := p.c[i]
	copy(p.c[i:p.n-1], p.c[i+1:p.n])
	p.n--
	return c
}

// index returns the position of card c in p, or -1.
func (p *pile) index(c uint8) int {
	for i := 0; i < p.n; i++ {
		if p.c[i] == c {
			return i
		}
	}
	return -1
}

// player is one seat's state.
type player struct {
	char     uint8
	level    int8
	stance   uint8 // noCard if none
	ally     uint8 // noCard if none
	katas    [MaxKatas]uint8
	nkatas   int
	penalty  int8 // Trap penalty to the next combat
	curse    int8 // penalty of the persistent Traps kept, in every combat
	kept     [MaxKept]uint8
	nkept    int // Trap cards kept in front of the player (trapHits)
	dead     bool
	redraw   bool // died: draws four of each deck at the start of its turn
	hand     pile
	items    pile  // Items in play (carried); equipped[] says which give bonuses
	teamUsed bool  // Team-up ability active in the current combat
	bonus    int16 // combat bonus of the cards in play (recalc)
	run      int16 // Run Away bonus of the cards in play (recalc)
	cheat    uint8 // a Cheat! card in play, or noCard
	cheated  uint8 // the Item the Cheat! card is attached to
}

// combat is the state of the current fight.
type combat struct {
	active      bool
	fighter     int
	helper      int  // -1 if none
	share       int  // Treasures promised to the helper
	helperFirst bool // the helper has first pick of the Treasures
	nmon        int
	mon         [MaxMonsters]uint8
	monBonus    [MaxMonsters]int8   // enhancers and One-Shots on each monster
	monExtra    [MaxMonsters]int8   // Treasures added by enhancers
	sideBonus   int8                // One-Shots on the players' side
	played      pile                // One-Shots, enhancers, Wandering Monsters and eliminated monsters
	gone        int8                // levels the eliminated monsters would have given
	katas       [2 * MaxKatas]uint8 // Katas whose discard ability was used in this combat
	nkatas      int
	loot        int8 // Treasures of eliminated monsters kept by a Loot card
	asked       [MaxSeats]bool
	offer       int             // the share offered to the player being asked
	first       bool            // ... with first pick
	bribe       [MaxBribe]uint8 // the cards offered to the player being asked: Items in play, Go Up a Level cards in hand
	nbribe      int
	against     [MaxSeats]uint8 // cards each seat played against the fight while it would win the game
	round, k    int             // where interfere asks: the round, the k-th player from the fighter
	passed      bool            // ... and whether that round has passed so far
}

// Game plays games of one Setup. It is reused for every game of a worker.
type Game struct {
	S    *Setup
	pols []Policy
	n    int

	pcg rand.PCG
	rng *rand.Rand

	doorDeck, doorDisc pile
	treDeck, treDisc   pile
	pl                 [MaxSeats]player
	equipped           [MaxCards]bool
	body               pile // a dead character's cards being looted
	spoils             pile // Treasures drawn face up, being picked (pickTreasures)
	cb                 combat
	trade              trade // the trade being offered (anytime.go)

	turn     int // seat whose turn it is
	turns    int
	over     bool
	res      *sim.Record
	views    [MaxSeats]View
	seeds    [MaxSeats]uint64
	opts     []Option
	check    bool
	checkErr error
	log      io.Writer

	dec      int         // decisions asked of the policies so far this game
	divertAt int         // in a replay: the decision whose option is replaced (-1: none)
	divertTo int         // ... by this one
	rp       *replay     // the kingmaking replays (nil: not measured)
	arrange  func(*Game) // tests: stacks the decks after the deal
}

// SetLog makes Play write a readable account of each game to w (nil: none,
// the default; logging allocates).
func (g *Game) SetLog(w io.Writer) { g.log = w }

func (g *Game) logf(format string, args ...any) {
	fmt.Fprintf(g.log, format+"\n", args...)
}

// name is card c's name, for the log.
func (g *Game) name(c uint8) string { return g.S.Cards[c].Name }

// NewGame builds a Game for setup with one policy per seat.
func NewGame(setup *Setup, policies []Policy) *Game {
	if len(policies) != setup.Opt.Players {
		panic("munchkin: one policy per seat")
	}
	g := &Game{S: setup, pols: policies, n: setup.Opt.Players, divertAt: -1}
	g.rng = rand.New(&g.pcg)
	g.opts = make([]Option, 0, 4*MaxCards)
	for i := range g.views {
		g.views[i] = View{g: g, seat: i}
	}
	return g
}

// SetCheck turns the invariant checker on or off: when on, Play checks card
// conservation and Levels after every turn; CheckErr reports the first
// violation.
func (g *Game) SetCheck(on bool) { g.check = on }

// CheckErr returns the first invariant violation of the last game played
// with SetCheck(true).
func (g *Game) CheckErr() error { return g.checkErr }

// Violation is CheckErr: a Game is a sim.Checker, and a run of a table
// made with Table.Check ends at the first game that breaks an invariant.
func (g *Game) Violation() error { return g.checkErr }

// Play plays one whole game from the RNG seeded by (seed, index) and fills
// res: each seat's outcome, the end reason (Setup.ReasonNames), the turns,
// seat s's metrics (Setup.MetricNames) as entity s and the Characters
// dealt and won as the two entities after the seats. It allocates
// nothing; a Game is a sim.Game.
func (g *Game) Play(seed, index uint64, res *sim.Record) {
	g.pcg.Seed(seed, index)
	*res = sim.Record{}
	g.res = res
	g.dec = 0
	g.checkErr = nil
	if g.rp != nil {
		g.rp.n = 0
	}
	g.setup()
	if g.arrange != nil {
		g.arrange(g)
	}
	for i := 0; i < g.n; i++ {
		g.pols[i].Reset(&g.views[i])
	}
	for i := 0; i < g.n; i++ {
		g.startingPlays(i)
	}
	for !g.over {
		g.playTurn()
		g.nextTurn()
	}
	g.finish()
	if g.rp != nil {
		g.kingmaking(seed, index)
	}
}

// nextTurn ends the current turn: the turn limit, the invariant checks,
// the next seat.
func (g *Game) nextTurn() {
	g.turns++
	if g.check {
		g.verify()
	}
	if !g.over && g.turns >= g.S.Opt.MaxTurns {
		g.over = true
		g.res.Reason = ReasonTurnCap
	}
	g.turn = (g.turn + 1) % g.n
}

// finish fills the record of a finished game: turns, final Levels, and
// every seat that did not win lost (unless the game was cut short).
func (g *Game) finish() {
	res := g.res
	res.Turns = uint16(min(g.turns, 65535))
	for i := 0; i < g.n; i++ {
		res.Values[i][MetLevel] = int32(g.pl[i].level)
		if res.Reason != ReasonTurnCap && res.Outcome[i] != sim.Won {
			res.Outcome[i] = sim.Lost
		}
	}
	g.countCharacters()
}

// countCharacters fills the Character entities after the seats' (Table's
// schema): entity n counts the seats dealt each Character card at the
// start of the game, entity n+1 those of them who won. A Character is
// credited with the win of the seat it was dealt to, even if a card
// swapped it during the game.
func (g *Game) countCharacters() {
	res := g.res
	for i := 0; i < g.n; i++ {
		c := res.Values[i][MetCharacter]
		res.Values[g.n][c]++
		if res.Outcome[i] == sim.Won {
			res.Values[g.n+1][c]++
		}
	}
}

// setup deals a new game (Munchkin TMNT, Setup): both decks shuffled, four
// cards of each dealt to every player, one random Character card each,
// everyone at Level 1; the first player is seat 1.
func (g *Game) setup() {
	g.over, g.turns, g.turn = false, 0, 0
	g.doorDeck.n, g.doorDisc.n, g.treDeck.n, g.treDisc.n, g.body.n = 0, 0, 0, 0, 0
	g.cb = combat{helper: -1}
	for i := range g.equipped {
		g.equipped[i] = false
	}
	for _, c := range g.S.doors {
		g.doorDeck.push(c)
	}
	for _, c := range g.S.treasures {
		g.treDeck.push(c)
	}
	g.shuffle(&g.doorDeck)
	g.shuffle(&g.treDeck)
	g.dealCharacters()
	for i := 0; i < g.n; i++ {
		p := &g.pl[i]
		ch := p.char
		*p = player{char: ch, level: 1, stance: noCard, ally: noCard, cheat: noCard, cheated: noCard}
		g.seeds[i] = g.rng.Uint64()
	}
	for i := 0; i < g.n; i++ {
		g.res.Values[i][MetCharacter] = int32(g.pl[i].char)
		g.drawStart(i)
	}
}

// dealCharacters gives every seat its Character: the table's choice, else
// a random one not claimed by another seat (Setup).
func (g *Game) dealCharacters() {
	var free [256]uint8
	nf := 0
	var taken [256]bool
	for i := 0; i < g.n; i++ {
		if c := g.S.Opt.Characters[i]; c >= 0 {
			taken[c] = true
		}
	}
	for c := range g.S.Characters {
		if !taken[c] {
			free[nf] = uint8(c)
			nf++
		}
	}
	for i := 0; i < g.n; i++ {
		if c := g.S.Opt.Characters[i]; c >= 0 {
			g.pl[i].char = uint8(c)
			continue
		}
		k := g.rng.IntN(nf)
		g.pl[i].char = free[k]
		free[k] = free[nf-1]
		nf--
	}
}

// drawStart deals four cards of each deck to player i (Setup; Death: "At
// the start of your next turn, draw four face down cards from each deck").
func (g *Game) drawStart(i int) {
	for k := 0; k < StartCards; k++ {
		g.drawDoor(i)
		g.drawTreasure(i)
	}
}

func (g *Game) shuffle(p *pile) {
	for i := p.n - 1; i > 0; i-- {
		j := g.rng.IntN(i + 1)
		p.c[i], p.c[j] = p.c[j], p.c[i]
	}
}

// nextDoor takes the top Door card, reshuffling the discards into a new
// deck when it runs out (Card management, Door and Treasure decks). It
// returns noCard if both are empty.
func (g *Game) nextDoor() uint8 {
	if g.doorDeck.n == 0 {
		g.doorDeck, g.doorDisc.n = g.doorDisc, 0
		g.shuffle(&g.doorDeck)
		if g.doorDeck.n == 0 {
			return noCard
		}
	}
	return g.doorDeck.pop()
}

// nextTreasure is nextDoor for the Treasure deck.
func (g *Game) nextTreasure() uint8 {
	if g.treDeck.n == 0 {
		g.treDeck, g.treDisc.n = g.treDisc, 0
		g.shuffle(&g.treDeck)
		if g.treDeck.n == 0 {
			return noCard
		}
	}
	return g.treDeck.pop()
}

func (g *Game) drawDoor(i int) {
	if c := g.nextDoor(); c != noCard {
		g.pl[i].hand.push(c)
	}
}

func (g *Game) drawTreasure(i int) {
	if c := g.nextTreasure(); c != noCard {
		g.pl[i].hand.push(c)
	}
}

// discard puts card c on its deck's discard pile.
func (g *Game) discard(c uint8) {
	g.equipped[c] = false
	if g.S.Cards[c].Kind.IsTreasure() {
		g.treDisc.push(c)
	} else {
		g.doorDisc.push(c)
	}
}

// playTurn plays one turn of the current player (Turn phases).
func (g *Game) playTurn() {
	t := g.turn
	if g.log != nil {
		g.logf("turn %d: seat %d (%s, Level %d, strength %d, %s in hand)", g.turns+1, t+1, g.S.Characters[g.pl[t].char].Name, g.pl[t].level, g.strength(t), plural.Of(g.pl[t].hand.n, "card"))
	}
	// Death: at the beginning of the next player's turn, the dead are back.
	for i := 0; i < g.n; i++ {
		g.pl[i].dead = false
	}
	if g.pl[t].redraw {
		g.pl[t].redraw = false
		g.drawStart(t)
		g.startingPlays(t)
	}
	if g.S.Opt.ListenAtTheDoor {
		g.listenAtTheDoor(t)
	}
	g.ownTurnPlays(t)
	fought := g.kickOpenTheDoor(t)
	if g.over {
		return
	}
	if !fought && !g.pl[t].dead {
		g.lookForTroubleOrLoot(t)
	}
	g.afterFight(t)
}

// afterFight is the rest of player t's turn once phases 1 and 2 are over
// (Turn phases): cards played, then Charity, unless the game is won.
func (g *Game) afterFight(t int) {
	if g.over {
		return
	}
	if !g.pl[t].dead {
		g.ownTurnPlays(t)
	}
	g.charity(t)
	g.betweenTurns(t)
}

// listenAtTheDoor draws a face-down Door card into the hand before the turn
// (Faster play rules, phase 0).
func (g *Game) listenAtTheDoor(t int) { g.drawDoor(t) }

// kickOpenTheDoor is phase 1 (Turn phases, Kick Open the Door): the top
// Door card is turned face up; a monster is fought, a Trap applies to the
// player, any other card goes to the hand and the player may play it (and
// any other card) at once. It
// reports whether a monster was fought.
func (g *Game) kickOpenTheDoor(t int) bool {
	c := g.nextDoor()
	if c == noCard {
		return false
	}
	if g.log != nil {
		g.logf("  kicks open the door: %s (%s)", g.name(c), g.S.Cards[c].Kind)
	}
	switch g.S.Cards[c].Kind {
	case Monster:
		g.fight(t, c)
		return true
	case Trap:
		g.trapHits(t, c)
	default:
		g.pl[t].hand.push(c)
		g.ownTurnPlays(t)
	}
	return false
}

// lookForTroubleOrLoot is phase 2 (Turn phases, Look for Trouble or Loot
// the Room): fight a monster from the hand, or draw a face-down Door card
// (a Treasure with Listen at the Door).
func (g *Game) lookForTroubleOrLoot(t int) {
	p := &g.pl[t]
	g.opts = g.opts[:0]
	for _, c := range p.hand.cards() {
		if g.S.Cards[c].Kind == Monster {
			g.opts = append(g.opts, Option{Kind: OptTrouble, Card: c})
		}
	}
	g.opts = append(g.opts, Option{Kind: OptLoot})
	g.troubleOrLoot(t, g.ask(t, DecTrouble))
}

// troubleOrLoot plays player t's phase 2 choice o: fight monster o.Card
// from the hand, or Loot the Room.
func (g *Game) troubleOrLoot(t int, o Option) {
	p := &g.pl[t]
	if o.Kind == OptTrouble {
		p.hand.removeAt(p.hand.index(o.Card))
		g.fight(t, o.Card)
		return
	}
	if g.S.Opt.ListenAtTheDoor {
		g.drawTreasure(t)
	} else {
		g.drawDoor(t)
	}
}

// ask asks seat s's policy to choose among g.opts and returns the choice.
func (g *Game) ask(s int, d Decision) Option {
	if len(g.opts) == 1 {
		return g.opts[0]
	}
	k := g.pols[s].Choose(&g.views[s], d, g.opts)
	if k < 0 || k >= len(g.opts) {
		k = 0
	}
	if g.dec == g.divertAt && g.divertTo < len(g.opts) {
		k = g.divertTo
	}
	if g.rp != nil {
		g.noteCandidate(s, d, k, len(g.opts))
	}
	g.dec++
	return g.opts[k]
}

// win ends the game with player w the winner (Starting and finishing the
// game); with shared victories, helper h (or -1) wins too.
func (g *Game) win(w, h int) {
	if g.log != nil {
		g.logf("seat %d reaches Level 10 and wins", w+1)
	}
	g.over = true
	g.res.Outcome[w] = sim.Won
	g.res.Reason = ReasonLevel10
	if h >= 0 && g.S.Opt.SharedVictories {
		g.res.Outcome[h] = sim.Won
		g.res.Reason = ReasonShared
	}
}
