package adventures

import (
	"fmt"
	"io"
	"math/rand/v2"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// MaxFigs is the number of figures a Game tracks: heroes first (figure id =
// hero index), then villain figures.
const MaxFigs = MaxHeroes + MaxFigures

// Where a figure is.
type place uint8

const (
	onMap   place = iota // standing or knocked down on the map
	inPool               // a minion in the figure pool
	removed              // an AI leader KO'ed, or a hero who left by an exit
)

// A Figure is the state of one figure during a battle.
type Figure struct {
	Cell   grid.Cell
	Type   int8 // hero index for heroes, villain type for villains
	Hero   bool
	Where  place
	Down   bool // knocked down (heroes; AI leaders under the optional rule)
	Aware  bool
	Life   int8
	Stun   int8
	Cover  bool      // took cover in Cell (Defend +2 until it leaves)
	Crouch grid.Cell // the object it crouches behind, or NoCell
	Carry  int8      // carriable index carried, or -1
}

// Standing reports whether f is on the map and not knocked down.
func (f *Figure) Standing() bool { return f.Where == onMap && !f.Down }

// heroState is what a hero has beyond its figure.
type heroState struct {
	focus     int8
	ko        int8 // KO tokens received
	koRow     int8 // KO tokens received on consecutive turns
	special   int8 // special move active since the hero's last turn, or -1
	usedSp    bool // a special move was used this turn
	unchosen  bool // a card in the hand lets the hero use its unchosen cards (specials.go)
	startHarm bool // the hero started its turn on harmful terrain
	hand      [MaxSpecials]bool
	escaped   bool
	hacked    grid.Cell // computer hacked by this hero, or NoCell
	dataRun   int       // data downloaded since the last disruption
	// Action dice: faces and whether the owner spent them.
	face  [MaxActionDice]Face
	spent [MaxActionDice]bool
	// Placeholders received from neighbours: slot n is the left neighbour's
	// rightmost die, slot n+1 the right neighbour's leftmost die.
	phFace   [2]Face
	phSpent  [2]bool
	phValid  [2]bool
	leftmost int8 // own die shared to the left neighbour
	rightmst int8 // own die shared to the right neighbour
}

// A Game plays battles of one Battle, one at a time, reusing its memory: a
// worker builds one Game and calls Play for each battle. A Game is not safe
// for concurrent use.
type Game struct {
	B      *Battle
	policy Policy
	actor  Actor // policy, when it names actions (an Actor); else nil
	pcg    rand.PCG
	roll   dice.Roller
	bdie   dice.Die
	check  bool
	err    error
	log    io.Writer
	rec    *sim.Record
	die    []dice.Face
	// rs is the ruleset the battle is played by: B.Ruleset, Adventures
	// for the zero Ruleset.
	rs Ruleset

	nh, nf int
	Figs   [MaxFigs]Figure
	heroes [MaxHeroes]heroState
	// villain figure ids of each type are vStart[t] .. vStart[t+1]-1
	vStart [MaxVillainTypes + 1]int

	Map   grid.State
	occ   grid.Set // cells of standing figures
	down  grid.Set // cells of knocked-down figures
	tiny  [grid.MaxCells]uint8
	Round int
	over  bool

	deck    [MaxHeroes + MaxVillainTypes]int8 // initiative cards: hero i is i, villain type t is nh+t
	nDeck   int
	deckPos int // the card being played
	defHits int // the hits the defence roll being made must block
	ownRec  sim.Record

	// progress toward win and loss conditions
	koType  [MaxVillainTypes]int
	koAll   int
	data    int // progress toward download-data: see downloaded
	doors   int
	alerts  int
	escaped int
	carry   [MaxCarriables]carriableState

	// the roll a heal or Focus-check reroll decision is about (PendingRoll)
	pendDice, pendHits, pendNeed int

	// per-turn hero state
	mp int // move points left from the current move action
	// reachFor is the hero whose move with the move points left g.reach
	// holds, searched for the option list being decided on, or -1.
	// reachPart marks a search CheckAction stopped once it found the
	// space reachTo named (grid.MoveQuery.StopAt): good for that move
	// alone.
	reachFor  int
	reachPart bool
	reachTo   grid.Cell

	ctr Counters

	comp competitive // the villain player's side (Competitive Mode)
	ab   abilities   // the character and ally abilities of the battle (abilities.go)

	// scratch, reused
	opts   *optionBuf // the options of a decision (a Game's own: CopyFrom keeps it)
	chk    *optionBuf // CheckAction's list of one kind of action
	reach  grid.Reach
	fields fieldCache
	wgt    [grid.MaxCells]uint8 // break-away weights, when giants stand
	path   [grid.MaxCells]grid.Cell
	cells  [grid.MaxCells]grid.Cell
	order  [MaxFigures]int
	faces  [64]uint8
	runs   [32]grid.GrindRun
	subs   [numSubs]subsetBuf // slot masks listed by heroOptions
	subT   subsetTables       // the scratch space of listing them
	gbuf   grid.Set           // standing giants, for CanSee
	slow   grid.Set           // knocked-down giants, for moves

	// the break-away costs of the villains, for heroes' moves, and of the
	// heroes, for villains' moves
	heroBrk, villainBrk breakAwayCache
	sight               sightMemo

	// actNext and actN: while activateType activates the figures of
	// g.order, those not activated yet are g.order[actNext:actN]
	// (makeRoom); 0 and 0 otherwise.
	actNext, actN int
	// roomReach is makeRoom's search of the other figures' moves, kept
	// apart from g.reach, which holds the moving figure's (made at its
	// first use, a Game's own: CopyFrom keeps it).
	roomReach *grid.Reach

	scratch *Game // the scratch game of View.Scratch, made at its first call

	// static facts of the battle, found by NewGame
	hasGrind, hasDoors, hasCameras, hasGiants, hasComputers bool
	hasTiny                                                 bool        // a villain type of tiny figures (competitive_tiny.go)
	large                                                   *largeThrow // the battle of its own where heroes may throw a large object (largethrow.go), or nil
	// nearObject holds the spaces with a small throwing object on or next
	// to them at the start: objects go but never come back, so throwable
	// need not look around the other spaces.
	nearObject grid.Set
	// doorSet holds the spaces of the battle's doors, open or closed.
	doorSet grid.Set
	// harmful holds the spaces of harmful terrain, stops those of harmful
	// or rough terrain: what a villain's and a hero's move apply on the way.
	harmful, stops grid.Set
}

type carriableState struct {
	cell    grid.Cell
	carrier int8 // figure id, or -1
}

// NewGame returns a Game of b whose heroes are played by p.
func NewGame(b *Battle, p Policy) *Game {
	g := &Game{B: b, rs: b.Ruleset, opts: new(optionBuf), chk: new(optionBuf)}
	g.SetPolicy(p)
	if g.rs.Name == "" {
		g.rs = Adventures
	}
	g.roll.Init(&g.pcg)
	g.setDie(b.BattleDie)
	g.nh = len(b.Heroes)
	n := g.nh
	for t, v := range b.Villains {
		g.vStart[t] = n
		n += v.Figures
	}
	g.vStart[len(b.Villains)] = n
	g.nf = n
	for c := 0; c < grid.MaxCells; c++ {
		g.hasGrind = g.hasGrind || (b.Map.East[c]|b.Map.South[c])&grid.LineGrind != 0
		if b.Map.Terrain[c]&grid.Door != 0 {
			g.hasDoors = true
			g.doorSet.Add(grid.Cell(c))
		}
		g.hasComputers = g.hasComputers || b.Map.Terrain[c]&grid.Computer != 0
		if t := b.Map.Terrain[c]; t&grid.Harmful != 0 {
			g.harmful.Add(grid.Cell(c))
			g.stops.Add(grid.Cell(c))
		} else if t&grid.Rough != 0 {
			g.stops.Add(grid.Cell(c))
		}
	}
	g.hasCameras = len(b.Map.Cameras) > 0
	for c := grid.Cell(0); c < grid.MaxCells; c++ {
		if b.Map.Terrain[c]&grid.SmallObject == 0 {
			continue
		}
		g.nearObject.Add(c)
		for _, d := range g.adjacentCells(c) {
			if b.Map.Adjacent(c, d) {
				g.nearObject.Add(d)
			}
		}
	}
	for _, v := range b.Villains {
		g.hasGiants = g.hasGiants || v.Giant
		g.hasTiny = g.hasTiny || v.Tiny
	}
	g.initAbilities(-1, -1) // the sheets' abilities, for every battle of b; chooseAllies adds the allies'
	g.initLargeThrow()
	return g
}

// setDie makes faces the Battle die (the default die when faces is empty or
// not a valid die; the loader rejects invalid dice).
func (g *Game) setDie(faces []dice.Face) {
	if len(faces) == 0 {
		faces = DefaultBattleDie
	}
	d, err := dice.NewDie(faces)
	if err != nil {
		g.setDie(nil)
		return
	}
	g.die = faces
	g.bdie = d
}

// SetCheck turns invariant checking on or off (off by default).
func (g *Game) SetCheck(on bool) { g.check = on }

// SetLog makes the Game write a line for every event of the battles it plays
// (setup, rolls, moves, strikes, spawns, end) to w; nil turns logging off.
// Logging allocates; it is for reading one battle, not for runs.
func (g *Game) SetLog(w io.Writer) { g.log = w }

// Violation returns the first invariant violation of the last battle played
// with checking on, or nil.
func (g *Game) Violation() error { return g.err }

// Rec returns the record of the battle being played.
func (g *Game) Rec() *sim.Record { return g.rec }

// NumHeroes returns the number of heroes.
func (g *Game) NumHeroes() int { return g.nh }

// NumFigures returns the number of figure slots (heroes and villain figures).
func (g *Game) NumFigures() int { return g.nf }

// Focus returns hero h's current Focus.
func (g *Game) Focus(h int) int { return int(g.heroes[h].focus) }

// MovePoints returns the move points left to the hero whose turn it is.
func (g *Game) MovePoints() int { return g.mp }

// Slot returns the face of hero h's action slot s and whether it can still
// be spent by h. Slots 0..NumDice-1 are h's own dice, the next two the dice
// shared by its left and right neighbours.
func (g *Game) Slot(h, s int) (Face, bool) {
	hs := &g.heroes[h]
	n := g.B.Heroes[h].NDice
	if s < n {
		return hs.face[s], !hs.spent[s]
	}
	i := s - n
	return hs.phFace[i], hs.phValid[i] && !hs.phSpent[i]
}

// NumSlots returns the number of action slots of hero h.
func (g *Game) NumSlots(h int) int { return g.B.Heroes[h].NDice + 2 }

// Play plays one battle from the RNG state seeded by (seed, index) and fills
// rec with its outcome.
func (g *Game) Play(seed, index uint64, rec *sim.Record) {
	g.pcg.Seed(seed, index)
	g.roll.Init(&g.pcg)
	g.ctr.Battles++
	*rec = sim.Record{}
	g.rec = rec
	g.err = nil
	g.restoreMap()
	g.setup()
	if g.B.Competitive != nil {
		g.setupCompetitive()
	}
	g.policy.Reset(View{g})
	g.chooseSpecials()
	g.chooseAllies()
	for !g.over {
		if g.B.Competitive != nil {
			g.playCompetitiveRound()
		} else {
			g.playRound()
		}
	}
	if g.check && g.err == nil {
		g.checkInvariants()
	}
}

func (g *Game) logf(format string, args ...any) {
	fmt.Fprintf(g.log, format+"\n", args...)
}

// CopyFrom makes g a copy of src in the middle of its battle, for a policy
// that plays a position out (lookahead). g keeps its own policy and record,
// logs nothing and rolls from its own source, which Reseed sets; it must
// have been built by NewGame for the same Battle. It allocates nothing.
func (g *Game) CopyFrom(src *Game) {
	pol, actor, scratch, opts, chk, large, room := g.policy, g.actor, g.scratch, g.opts, g.chk, g.large, g.roomReach
	*g = *src
	g.policy, g.actor, g.scratch, g.opts, g.chk, g.roomReach = pol, actor, scratch, opts, chk, room
	g.keepLargeThrow(src, large)
	g.log = nil
	g.check = false
	g.ownRec = *src.rec
	g.rec = &g.ownRec
	g.fields.cur = nil // src's field, which useField replaces before any read
	g.roll.Init(&g.pcg)
	g.rebindCompetitive()
}

// Reseed reseeds g's random source, so that copies of one position play out
// different futures.
func (g *Game) Reseed(seed, index uint64) {
	g.pcg.Seed(seed, index)
	g.roll.Init(&g.pcg)
}

// ShuffleUndrawn shuffles the initiative cards not yet drawn this round
// with g's own random source: a copy of a battle that plays its future out
// draws from the cards no player has seen, in an order no player knows,
// rather than from the battle's real deck (determinization). The cards are
// put in order first, so that the order drawn depends on the source alone,
// not on the real one. Call it after Reseed. In Competitive Mode the
// villain's hand and deck are dealt again from the cards the heroes cannot
// see (villaindeck.State.Determinize).
func (g *Game) ShuffleUndrawn() {
	if g.B.Competitive != nil {
		g.comp.deck.Determinize(villaindeck.HeroSeat, &g.roll)
	}
	if g.deckPos+1 >= g.nDeck {
		return
	}
	rest := g.deck[g.deckPos+1 : g.nDeck]
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && rest[j] < rest[j-1]; j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	for i := g.nDeck - 1; i > g.deckPos+1; i-- {
		j := g.deckPos + 1 + g.roll.IntN(i-g.deckPos)
		g.deck[i], g.deck[j] = g.deck[j], g.deck[i]
	}
}

// SetPolicy replaces g's policy.
func (g *Game) SetPolicy(p Policy) {
	g.policy = p
	g.actor, _ = p.(Actor)
}

// Over reports whether the battle has ended.
func (g *Game) Over() bool { return g.over }

// Rollout continues a copy of a battle stopped at hero h's choice of an
// action: it performs o, lets g's policy finish the turn and the round, then
// plays up to rounds more rounds (or to the end of the battle).
func (g *Game) Rollout(h int, o Option, rounds int) {
	if o.Kind != OptNone {
		g.doAction(h, o)
		g.turnLoop(h)
	}
	g.endTurn(h)
	if g.B.Competitive != nil {
		g.competitiveRollout(rounds)
		return
	}
	g.checkEnd()
	g.deckPos++
	g.finishRound()
	for r := 0; r < rounds && !g.over; r++ {
		g.playRound()
	}
}

// fig returns figure id's label for the log.
func (g *Game) figName(id int) string {
	f := &g.Figs[id]
	if f.Hero {
		return g.B.Heroes[f.Type].Name
	}
	return fmt.Sprintf("%s#%d", g.B.Villains[f.Type].Name, id-g.vStart[f.Type]+1)
}
