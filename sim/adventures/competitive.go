package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// Competitive is what a battle in Competitive Mode adds to a Battle
// (Adventures, Competitive Mode Setup, pp. 12–13): the villain deck built
// from the battle's colour groups, the ruleset that plays it, the villain
// player's starting Focus and each villain type's Competitive Mode villain
// sheet. A Battle with a nil Competitive is played in Cooperative Mode.
type Competitive struct {
	Deck   *villaindeck.Deck
	Rules  villaindeck.Rules
	Focus  int                               // the villain player's starting (and greatest) Focus
	Sheets [MaxVillainTypes]CompetitiveSheet // by villain type
}

// A CompetitiveSheet is the part of a Competitive Mode villain sheet the
// Cooperative one lacks (Adventures, Card Anatomy, "Competitive Mode
// Villain Sheet", p. 10): Attack (Battle dice added to a strike), Defend
// (Battle dice of a defense roll) and, for leaders, Awaken.
type CompetitiveSheet struct {
	Attack, Defend, Awaken int8
}

// VillainDecisionKind names a point of a battle where the villain player
// chooses.
type VillainDecisionKind uint8

// The villain player's decisions.
const (
	// VDecideCard: the next card of the villain's turn, face up or face
	// down for a desperation play (Villain Turns, Desperation Activation).
	VDecideCard VillainDecisionKind = iota
	// VDecideFigure: the next figure a card activates, or stop.
	VDecideFigure
	// VDecideAction: the next action of the activated figure: an icon
	// spent on a move or a strike, a stun token cleared, or end its turn.
	VDecideAction
	// VDecideReroll: spend 1 villain Focus to reroll a strike's dice that
	// show no hit, or a defense roll's that show no block.
	VDecideReroll
	// VDecideSpawn: which minion spawns next, and on which empty spawning
	// location space (Competitive Mode Spawning).
	VDecideSpawn
)

// A VillainDecision says what the villain decides and for which figure
// (-1 when none).
type VillainDecision struct {
	Kind VillainDecisionKind
	Fig  int
}

// VillainOptionKind is the kind of one of the villain player's options.
type VillainOptionKind uint8

// The kinds of villain options; the fields that matter are listed with each.
const (
	VOptNone      VillainOptionKind = iota // stop / end the figure's turn / no reroll
	VOptPlay                               // Card played face up
	VOptFaceDown                           // Card played face down: Desp for figure Fig
	VOptFigure                             // Fig activates
	VOptMove                               // Icon (and the icons of With) spent to move Fig to Cell
	VOptMelee                              // Icon (and the icons of With) spent on a melee strike at hero Fig
	VOptRanged                             // Icon (and the icons of With) spent on a ranged strike at hero Fig
	VOptClearStun                          // Icon spent to clear a stun token
	VOptReroll                             // reroll for 1 Focus
	VOptSpawn                              // a minion of villain type Type spawns on Cell
	VOptClimb                              // Icon (and Icon2, unless -1) spent to climb Fig to Cell
	VOptTakeCover                          // move icons from Icon (VillainSeat.Spends) spent for Fig to take cover
	VOptCrouch                             // move icons from Icon (VillainSeat.Spends) spent for Fig to crouch
	VOptLeap                               // move icons from Icon (VillainSeat.Spends) spent to leap Fig to Cell
	VOptGrind                              // move icons from Icon (VillainSeat.Spends) spent to grind Fig to Cell
	VOptThrow                              // melee or ranged Icon spent to throw the small object on Cell at hero Fig
)

// A VillainOption is one legal choice of the villain player.
type VillainOption struct {
	Kind  VillainOptionKind
	Card  villaindeck.CardID
	Desp  villaindeck.Desperation
	Icon  int8 // index of the icon spent among the activation's icons
	Icon2 int8 // VOptClimb: a second icon spent (two single move icons), or -1
	// With: VOptMove, VOptMelee, VOptRanged: the further icons of Icon's
	// kind (bit i: icon i, each after Icon) spent with it on the one
	// action, "multiple icons may be combined" (Combining and Dividing Up
	// Action Icons, p. 17); 0 for Icon alone.
	With uint8
	Fig  int16 // a figure: the villain figure activated, or the hero struck
	Cell grid.Cell
	Type int8 // a villain type (VOptSpawn)
}

// A VillainPolicy plays the villain's seat of a competitive battle. It
// sees the battle through a VillainSeat: the board, as every player does,
// and the villain's own hand. Choose returns the index of its choice (out
// of range counts as 0) and must not allocate.
type VillainPolicy interface {
	Reset(s *VillainSeat)
	Choose(s *VillainSeat, d VillainDecision, opts []VillainOption) int
}

// A VillainSeat is what the villain player sees: the board, the
// villain's hand and Focus. Only the villain's policy is handed one: the
// heroes' policies get the Game, whose exported API has no way to the
// villain's hand or the order of the villain deck.
type VillainSeat struct{ g *Game }

// Battle returns the battle being played.
func (s *VillainSeat) Battle() *Battle { return s.g.B }

// Fig returns figure id (heroes first, then villain figures).
func (s *VillainSeat) Fig(id int) *Figure { return &s.g.Figs[id] }

// State returns the map's state (doors, objects) for line of sight.
func (s *VillainSeat) State() *grid.State { return &s.g.Map }

// NumHeroes returns the number of heroes.
func (s *VillainSeat) NumHeroes() int { return s.g.nh }

// NumFigures returns the number of figures, heroes and villain figures.
func (s *VillainSeat) NumFigures() int { return s.g.nf }

// HeroDefendDice returns the Battle dice hero h rolls to defend now.
func (s *VillainSeat) HeroDefendDice(h int) int { return s.g.defendDice(h) }

// RangePenalty returns the hits a ranged strike from space from at space
// to loses under the battle's ruleset (Game.RangePenalty).
func (s *VillainSeat) RangePenalty(from, to grid.Cell) int { return s.g.RangePenalty(from, to) }

// PeekRand returns the next number the battle's random source would give,
// without drawing it: a per-battle seed for a policy's own numbers.
func (s *VillainSeat) PeekRand() uint64 {
	p := s.g.pcg
	return p.Uint64()
}

// Hand returns the villain's hand (the engine's slice: read it during the
// call only).
func (s *VillainSeat) Hand() []villaindeck.CardID { return s.g.comp.deck.Hand() }

// Card returns card c of the villain deck.
func (s *VillainSeat) Card(c villaindeck.CardID) *villaindeck.Card {
	return &s.g.B.Competitive.Deck.Cards[c]
}

// Deck returns the villain deck in play; its hidden parts are the
// villain's to know only as a player does (the hand, not the order).
func (s *VillainSeat) Deck() *villaindeck.State { return &s.g.comp.deck }

// Focus returns the villain player's Focus.
func (s *VillainSeat) Focus() int { return s.g.comp.focus }

// Activated reports whether villain figure id has activated this turn.
func (s *VillainSeat) Activated(id int) bool { return s.g.comp.deck.Activated(id) }

// Icons returns the icons of the activation being played and which of
// them are spent (bit i: icon i).
func (s *VillainSeat) Icons() ([]villaindeck.Icon, uint8) {
	c := &s.g.comp
	return c.icons[:c.nIcons], c.spent
}

// ActiveFigure returns the villain figure being activated, -1 outside the
// villain's turns.
func (s *VillainSeat) ActiveFigure() int { return s.g.comp.active }

// DefendDice returns the Battle dice villain figure id rolls to defend now.
func (s *VillainSeat) DefendDice(id int) int { return s.g.villainDefendDice(id) }

// AwakenDice returns the Battle dice knocked-down villain leader id would
// roll to awaken now.
func (s *VillainSeat) AwakenDice(id int) int { return s.g.villainAwakenDice(id) }

// StrikeDice returns the Battle dice villain figure id rolls on a strike
// at hero h spending icon ic.
func (s *VillainSeat) StrikeDice(id, h int, ic villaindeck.Icon) int {
	return s.g.villainStrikeDice(id, h, ic.Count())
}

// StrikeIcons returns how many of n melee or ranged icons spent together
// count toward a strike by villain figure id at hero h now (half into or
// out of obscuring terrain); 0 means they cannot pay for it.
func (s *VillainSeat) StrikeIcons(id, h, n int) int { return s.g.strikeIcons(id, h, n) }

// OptionIcons returns how many icons of its kind option o of the
// activated figure spends on its action: the count of its Icon plus
// those of the icons of With (Combining and Dividing Up Action Icons,
// p. 17).
func (s *VillainSeat) OptionIcons(o *VillainOption) int { return s.g.comp.optionIcons(o) }

// OptionStrikeDice returns the Battle dice of strike option o (VOptMelee,
// VOptRanged) of the activated figure: its icons combined.
func (s *VillainSeat) OptionStrikeDice(o *VillainOption) int {
	return s.g.villainStrikeDice(s.g.comp.active, int(o.Fig), s.g.comp.optionIcons(o))
}

// Scratch copies the battle as it stands into a scratch Game kept for
// the seat, its villain played by p and its heroes by FirstPolicy (which
// rerolls nothing), and returns it: a villain policy plays a card out on
// it (VillainRollout) to weigh it, without touching the battle. Each call
// overwrites the scratch game of the last. The first call allocates the
// scratch game: a policy that searches calls Scratch once in Reset, so
// that Choose allocates nothing.
func (s *VillainSeat) Scratch(p VillainPolicy) *Game {
	g := s.g
	if g.comp.scratch == nil {
		g.comp.scratch = NewGame(g.sharedBattle(), FirstPolicy{})
	}
	sc := g.comp.scratch
	sc.CopyFrom(g)
	sc.comp.pol, sc.comp.scratch = p, nil
	return sc
}

// VillainRollout continues a scratch copy of a battle (VillainSeat.Scratch)
// stopped at the villain's choice of a card: it reseeds the copy's random
// source with (seed, index), deals the villain deck's order again (the
// villain does not know it), plays card option o and the rest of the
// villain's turn as the copy's villain policy chooses, and stops at the
// end of that turn.
func (g *Game) VillainRollout(seed, index uint64, o VillainOption) {
	g.Reseed(seed, index)
	g.comp.deck.Determinize(villaindeck.VillainSeat, &g.roll)
	g.resolveVillainCard(o)
	g.checkEnd()
	g.finishVillainTurn()
}

// FirstVillain always takes the first legal option (for tests).
type FirstVillain struct{}

// Reset does nothing.
func (FirstVillain) Reset(*VillainSeat) {}

// Choose returns 0.
func (FirstVillain) Choose(*VillainSeat, VillainDecision, []VillainOption) int { return 0 }

// competitive is the Competitive Mode state of a Game.
type competitive struct {
	deck  villaindeck.State
	pol   VillainPolicy
	seat  VillainSeat
	focus int
	took  [MaxHeroes]bool // heroes who took their turn this round
	// the activation being played: its icons and which are spent
	icons  [villaindeck.MaxIcons]villaindeck.Icon
	nIcons int
	spent  uint8
	active int  // the figure activated
	free   bool // the activated figure used its free or Focus reroll
	// the tiny figures that took part in a strike this villain turn and
	// those that made it (bit id-nh), and the spaces whose tiny figures
	// struck: a space of them makes a single strike (tinyStruck)
	struck, strikers uint64
	struckAt         grid.Set
	disc             [villaindeck.DeckSize]villaindeck.CardID
	desp             [villaindeck.NumDesperations]villaindeck.Desperation
	// the leaders' activations this round, for the automatic KO token
	leaderActed [MaxFigs]bool
	ko          [MaxFigs]int8 // KO tokens of the villain leaders
	// the turns in a row the knocked-down leaders received KO tokens, and
	// the villain turn of each one's last (-1: a round's end)
	koRow [MaxFigs]int8
	koAt  [MaxFigs]int16
	opts  [512]VillainOption
	want  [MaxVillainTypes]int // minions to spawn, by type
	// the scratch game of VillainSeat.Scratch, made at its first call
	scratch *Game
}

// optionIcons returns how many icons of its kind option o spends: the
// count of icon o.Icon and of the icons of o.With.
func (c *competitive) optionIcons(o *VillainOption) int {
	n := c.icons[o.Icon].Count()
	for w := o.With; w != 0; w &= w - 1 {
		n += c.icons[bits.TrailingZeros8(w)].Count()
	}
	return n
}

// SetVillainPolicy makes p play the villain's seat of a competitive
// battle (FirstVillain when never set).
func (g *Game) SetVillainPolicy(p VillainPolicy) { g.comp.pol = p }

// Competitive reports whether g plays a Competitive Mode battle.
func (g *Game) Competitive() bool { return g.B.Competitive != nil }

// VillainFocus returns the villain player's Focus (open information).
func (g *Game) VillainFocus() int { return g.comp.focus }

// VillainTable returns what every player sees of the villain deck: the
// active cards (oldest first), the discard pile, and the sizes of the
// hand and of the deck (the engine's slices: read them during the call
// only). The hand itself is the villain's (VillainSeat).
func (g *Game) VillainTable() (active []villaindeck.ActiveCard, discards []villaindeck.CardID, hand, deck int) {
	d := &g.comp.deck
	return d.Active(), d.Discards(), len(d.Hand()), d.DeckLen()
}

// VillainKOTokens returns the KO tokens villain leader id has received.
func (g *Game) VillainKOTokens(id int) int { return int(g.comp.ko[id]) }

// VillainKOInARow returns the turns in a row knocked-down villain leader
// id has received KO tokens since it last stood.
func (g *Game) VillainKOInARow(id int) int { return int(g.comp.koRow[id]) }

// setupCompetitive starts the villain player's side of a battle: the
// villain deck shuffled and a hand of 5 dealt, the Regroup card shuffled
// back if drawn, and the starting Focus (Adventures, Competitive Mode
// Setup, p. 12, steps 8–9).
func (g *Game) setupCompetitive() {
	c := &g.comp
	cm := g.B.Competitive
	if c.pol == nil {
		c.pol = FirstVillain{}
	}
	c.seat.g = g
	c.deck.Reset(cm.Deck, cm.Rules, &g.roll)
	c.focus = cm.Focus
	c.active, c.free = -1, false // no villain figure activated yet
	c.leaderActed = [MaxFigs]bool{}
	c.ko = [MaxFigs]int8{}
	c.koRow = [MaxFigs]int8{}
	c.koAt = [MaxFigs]int16{}
	// Every figure is the villain player's: none is unaware.
	for id := g.nh; id < g.nf; id++ {
		g.Figs[id].Aware = true
	}
	c.pol.Reset(&c.seat)
}

// rebindCompetitive points a copied Game's villain state at the copy.
func (g *Game) rebindCompetitive() {
	g.comp.seat.g = g
	g.comp.deck.SetRand(&g.roll)
}

// askVillain asks the villain's policy to choose among opts.
func (g *Game) askVillain(d VillainDecision, opts []VillainOption) int {
	if len(opts) == 1 {
		return 0
	}
	i := g.comp.pol.Choose(&g.comp.seat, d, opts)
	if i < 0 || i >= len(opts) {
		i = 0
	}
	return i
}

// playCompetitiveRound plays one round of Competitive Mode: the setup
// phase (the heroes roll, reroll and arrange their Action dice and share
// them), the battle phase (the heroes choose which hero goes next, and
// after every hero turn the villain takes a turn) and the clean-up phase
// (Adventures, Competitive Mode Round Sequence, pp. 14–15).
func (g *Game) playCompetitiveRound() {
	g.Round++
	if g.log != nil {
		g.logf("round %d", g.Round)
	}
	g.roundAbilities()
	g.rollActionDice()
	g.comp.took = [MaxHeroes]bool{}
	g.finishCompetitiveRound()
}

// finishCompetitiveRound plays the rest of the battle phase, hero turn and
// villain turn by turn, then the clean-up phase.
func (g *Game) finishCompetitiveRound() {
	for k := 0; k < g.nh && !g.over; k++ {
		h := g.nextHero()
		if h < 0 {
			break
		}
		g.comp.took[h] = true
		g.heroTurn(h)
		g.afterHeroTurn()
	}
	if g.over {
		return
	}
	g.competitiveCleanUp()
}

// afterHeroTurn ends a hero turn: the villain's turn follows, unless the
// battle is over.
func (g *Game) afterHeroTurn() {
	g.checkEnd()
	if g.over {
		return
	}
	g.villainTurn()
	g.checkEnd()
	if g.check {
		g.checkInvariants()
	}
}

// competitiveRollout is Game.Rollout in Competitive Mode: the hero's turn
// ended, the villain's turn, the rest of the round and up to rounds more.
func (g *Game) competitiveRollout(rounds int) {
	g.afterHeroTurn()
	if !g.over {
		g.finishCompetitiveRound()
	}
	for r := 0; r < rounds && !g.over; r++ {
		g.playCompetitiveRound()
	}
}

// nextHero asks the heroes which hero takes the next turn, among those
// that have not had one this round: "the hero players choose a hero to go
// first ... choosing a new hero at the start of each hero turn"
// (Adventures, Hero Turns, p. 14). A hero who left by an exit has no turn.
// It returns -1 when none is left.
func (g *Game) nextHero() int {
	opts := g.opts[:0]
	for h := 0; h < g.nh; h++ {
		if !g.comp.took[h] && !g.heroes[h].escaped {
			opts = append(opts, Option{Kind: OptChoose, Target: int16(h)})
		}
	}
	if len(opts) == 0 {
		return -1
	}
	return int(opts[g.ask(Decision{DecideNextHero, -1}, opts)].Target)
}

// competitiveCleanUp is the clean-up phase: "the villain regains 1 Focus
// token from the pool (not to exceed their starting Focus for the
// battle), and new minions are spawned ... Then, the round tracker is
// moved" (Adventures, Clean-up Phase, p. 15); a knocked-down leader that
// did not activate this round takes a KO token (Awakening Player-Controlled
// Villain Leaders, p. 36).
func (g *Game) competitiveCleanUp() {
	c := &g.comp
	c.focus = g.rs.GainVillainFocus(c.focus, 1, g.B.Competitive.Focus) // uncapped in Shadows of the Past's partly Korean edition (Focus, p. 17)
	g.idleLeaderKO()
	g.competitiveSpawn()
	g.endOfRound()
}

// leaderKOToken places a KO token on knocked-down villain leader id, at
// the end of a round (idle) or on a failed awakening in a villain turn.
// "Villains continue receiving KO tokens every turn they attempt to
// awaken ... if a leader remains knocked down and keeps receiving KO
// tokens for multiple turns in a row, the heroes win!" (Adventures,
// Awakening Player-Controlled Villain Leaders, p. 36): the tokens in a row
// count turns, so a second failed attempt in the same villain turn (a
// second card activating the leader) adds a token but not a turn
// (docs/RULES.md).
func (g *Game) leaderKOToken(id int, idle bool) {
	c := &g.comp
	c.ko[id]++
	turn := int16(-1)
	if !idle {
		turn = int16(c.deck.Turn())
	}
	if idle || c.koRow[id] == 0 || c.koAt[id] != turn {
		c.koRow[id]++
	}
	c.koAt[id] = turn
}

// idleLeaderKO gives a KO token to every knocked-down villain leader that
// did not activate this round: "if a knocked down villain leader does not
// activate for a full round they automatically receive a KO token"
// (Adventures, Awakening Player-Controlled Villain Leaders, p. 36).
func (g *Game) idleLeaderKO() {
	c := &g.comp
	for id := g.nh; id < g.nf; id++ {
		f := &g.Figs[id]
		// Shadows of the Past gives KO tokens only on a failed attempt (Awakening Villain Leaders).
		if f.Where == onMap && f.Down && !c.leaderActed[id] && g.rs.IdleLeaderKOToken {
			g.leaderKOToken(id, true)
			if g.log != nil {
				g.logf("ko-token: %s did not activate this round", g.figName(id))
			}
		}
		c.leaderActed[id] = false
	}
	g.checkEnd()
}
