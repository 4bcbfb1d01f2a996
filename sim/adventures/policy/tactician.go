package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

func init() {
	register("tactician", factory{
		help:   "plays as a team: the battle's objective, strikes by exact odds, dice shared where they are needed, defence, awakening help, cover and terrain moves",
		params: tacticianParams,
		new:    func(p params) adventures.Policy { return NewTactician(p["aggression"], p["focus"]) },
	})
}

// tacticianParams are the parameters of the tactician and of the
// policies built on its judgment.
var tacticianParams = []param{
	{name: "aggression", def: 0.9, min: 0, max: 1, help: "0 keeps heroes out of harm's way, 1 trades blows freely"},
	{name: "focus", def: 1, min: 0, max: 10, help: "value of 1 Focus, in wounds dealt: the higher, the fewer rerolls"},
}

// Tactician plays the heroes as a good team would. At each action it
// weighs every legal option by its value to the team: strikes by the exact
// chance to wound and knock out (the stronger the villain and the closer to
// the win, the more), moves by where they lead (toward the battle's
// objective, next to a knocked-down friend so that it awakens with 2 dice
// more, out of the villains' reach and sight when the hero is weak, onto
// cover), objective actions (doors, computers, data, carrying, exits) by
// what they bring toward the win, terrain moves and special moves by what
// they add. Moving then striking and striking then moving are compared
// before the first action. In the setup phase it rerolls and turns dice by
// expected value, and arranges its dice so that each neighbour gets the
// icons it needs; struck, it turns dice it will not use into shells. It
// spends Focus on a reroll (strike, defence, heal, Focus check) when the
// value it expects to add is worth the Focus.
//
// Its per-battle work (odds, objective) is done at the first Reset of a
// battle, its per-turn work (where the hero is headed, the danger of each
// space) once per turn; it allocates nothing while it plays.
type Tactician struct {
	br         brain
	aggression float64
	focusValue float64
	shield     float64 // the weight of the wounds a hero spares the others (the planner's shield; planner_shield.go)
	byPriority int     // the villains' targets by the targeting priorities (the planner's target; planner_shield.go)
	spared     float64 // the wounds spared the other heroes on the space dangerSums weighed last (shield)
	tie        bool    // a tie in distance decided as the villains' AI and the heroes' tie-break decide it (the planner's tie; planner_walk.go)
	walk       bool    // a melee villain's strikes after its move counted only where it walks to the hero (the planner's walk; planner_walk.go)

	last adventures.Option // the last action chosen, to read its strike at a reroll
	team teamMemory        // choices the team keeps from turn to turn
	next nextPlan          // the plan of the hero nextHero chose (tactician_next.go)

	// per-turn state, keyed by threatKey and goalKey
	key      memo
	gkey     memo
	goal     [grid.MaxCells]uint8 // move points to the hero's goal
	goalW    float64              // value of one move point nearer the goal
	hasGoal  bool
	nTargets int                           // goal spaces measured in straight lines (at most adventures.MaxFigs), or 0
	goalD    [grid.MaxCells]int32          // straight-line distance to the nearest of them, when nTargets > 0
	nextTo   grid.Set                      // spaces next to (or of) a standing villain
	threats  [adventures.MaxFigures]threat // the villains that will act
	nThreats int
	sight    adventures.Sight // the standing giants, which block line of sight
	stamp    uint32
	dStamp   [grid.MaxCells]uint32 // danger[c] is valid when dStamp[c] == stamp
	danger   [grid.MaxCells]float64
	seen     [grid.MaxCells]float64 // cost of being seen at c (cameras, sleepers)
	sStamp   [grid.MaxCells]uint32
	cams     grid.State // camera facings of the next round
	watched  bool       // cameras or sleepers that wake on sight: seenAt has work

	// the spaces goalD measures from, when kingValid: the distances depend
	// on the spaces alone, and are kept from one hero's goal to the next
	kingFor   grid.Set
	kingValid bool

	def        adventures.Defense // hero h's defence, read at each prepareThreat
	reroll     bool               // hero h has Focus to reroll a defence, read at each prepareThreat
	costMean   float64            // the cost of a wound expected, by caution (dangerWith), read at each prepareThreat
	costKO     float64            // the cost of a knock-down, by caution (dangerWith), read at each prepareThreat
	dangerV    dangerModel        // the danger model's version and its per-position reading (danger.go)
	nearFriend grid.Set           // spaces next to (or of) a hero other than h on the map

	// the value of ending the turn on each space, valid where bStamp[c] ==
	// bGen: bGen changes with what base depends on (bSig)
	bGen    uint32
	bSig    baseSig
	goalGen uint32 // counts the goals planned
	bStamp  [grid.MaxCells]uint32
	baseV   [grid.MaxCells]float64
	uStamp  [grid.MaxCells]uint32 // the bound of base, valid where uStamp[c] == bGen
	boundV  [grid.MaxCells]float64

	// a term of the planner's in base: spawnGain more on the spaces of
	// spawnOn (planner_spawn.go); empty for the tactician
	spawnOn   grid.Set
	spawnGain float64

	// a term of the planner's in base: farW of the goal's weight a space
	// farther, on average, from every fight target kept in farCells, not
	// the nearest alone (planner_far.go); 0 for the tactician
	farW     float64
	farN     int
	farCells [adventures.MaxFigs]grid.Cell

	// a term of the planner's in the goal: with fetchW > 0, the hero who
	// fetches the character to carry (fetching) counts a space next to it
	// as reached, and values such a space fetchW of the goal's weight less
	// for each space it lies from the nearest of the carry zone
	// (planner_fetch.go); 0 for the tactician
	fetchW   float64
	fetching bool

	// a term of the planner's in base: apartW a space the hero ends
	// farther than next to the nearest other standing hero, where holding
	// out is the only win (planner_apart.go); 0 for the tactician
	apartW float64

	// a term of the planner's in base: stillW a space the hero ends
	// away from the space it stands on, where holding out is the only
	// win (planner_still.go); 0 for the tactician
	stillW float64

	// a term of the planner's in the plan: specialW of what the best
	// strike special move paid with move icons or Life is worth beyond
	// the strike after the move, listed per plan in spStrikes
	// (planner_special.go); 0 for the tactician
	specialW  float64
	spStrikes specialStrikes
	// a term of the planner's in a special move's price: fullW of the
	// Focus it costs is not counted when the hero's Focus is at its cap
	// (planner_full.go); 0 for the tactician
	fullW float64
	// a term of the planner's in the danger: leadW of the strikes of each
	// villain leader taken off, where a win is to defeat the leaders
	// (planner_lead.go); 0 for the tactician
	leadW float64

	// a term of the planner's in the dice: a move icon's worth to a hero
	// a round's move icons from leaving by an exit (planner_leave.go); off
	// for the tactician
	leave leaveDice

	// a term of the planner's in base: pushW for each pushing villain
	// that may push the hero off the space, where the heroes win by
	// leaving by the exits (planner_push.go); 0 for the tactician
	pushW    float64
	pushNear grid.Set // the spaces next to an exit space: the only ones a push may land on one from

	// the value of the best strike after a move to each space, for the
	// decision dec: fStamp[c][ranged] == dec
	dec     uint32
	fStamp  [grid.MaxCells][2]uint32
	followV [grid.MaxCells][2]float64

	// where the hero can move, for the position of reachKey in the battle of reachView
	reach     grid.Reach
	reachKey  memo
	reachView adventures.View
	reachPos  uint64 // reachPosKey of the position searched

	// the worth of knocking out a villain of each type (villainWorth), for
	// the battle worthFor
	worth    [adventures.MaxVillainTypes]float64
	worthFor *adventures.Battle

	// strikeValue of a strike without penalty by the hero at villain figure
	// id with n dice, for the decision svDec[id][n] (strikeValueOf)
	svDec [adventures.MaxFigs][maxDice + 1]uint32
	svV   [adventures.MaxFigs][maxDice + 1]float64

	// diceCost of each mask, moving or not, for the decision dcDec[mask][moving]
	dcDec [256][2]uint32
	dcV   [256][2]float64

	// what diceCostCalc adds for each slot of the hero beyond 0.03,
	// moving or not (for the slots in slotIcon), for the decision slotDec
	slotDec  uint32
	slotN    int
	slotIcon uint8
	slotTerm [8][2]float64

	// scratch
	brk    [grid.MaxCells]uint8
	open   [grid.MaxCells]uint8
	cand   [grid.MaxCells]grid.Cell
	candV  [grid.MaxCells]float64
	candB  [grid.MaxCells]float64 // the bound of the value of each candidate of planRanged
	candF  [grid.MaxCells]float64 // the value of its melee strike after the move
	candS  [grid.MaxCells]uint8   // its flags (planStrike, planWeighed)
	candO  [grid.MaxCells]int16   // candidates of planRanged in the order they are weighed
	rank   [grid.MaxCells]int16   // candidates rankRanged may bring forward
	opened grid.State

	icons iconMemo // iconValues of each hero (tactician_icons.go)

	// the terms of the danger on a hero's own space, which defensive
	// weighs with each number of shells (tactician_shells.go); noShells
	// asks dangerWith for each instead: the reference TestShellDanger
	// plays against
	shells   shellTerms
	noShells bool

	// rbV[atk] is rangedBound's bound for atk dice before the icons, for
	// the decision rbDec[atk].
	rbDec [maxDice + 1]uint32
	rbV   [maxDice + 1]float64

	// rangedEager weighs the ranged strikes of every candidate planRanged
	// brings forward (rankedBest, not rankedBestLazy), and of the space of
	// a terrain move for its bound (terrainMoveGain, not followBound), and
	// lists every candidate planRanged may weigh at once: the reference
	// TestRangedLazy plays against.
	rangedEager bool
}

// teamMemory holds the choices the team keeps from turn to turn, so that
// heroes do not swap roles back and forth.
type teamMemory struct {
	fetcher int // the hero who fetches the item to carry, or -1
}

// NewTactician returns a tactician: aggression in [0, 1] trades safety for
// damage dealt, focusValue is the value of 1 Focus in wounds dealt.
func NewTactician(aggression, focusValue float64) *Tactician {
	return &Tactician{aggression: aggression, focusValue: focusValue, team: teamMemory{fetcher: -1}}
}

// Reset prepares the policy for the battle of g.
func (t *Tactician) Reset(g adventures.View) {
	t.br.reset(g)
	if t.worthFor != g.Battle() {
		t.worthFor = g.Battle()
		for k := range g.Battle().Villains {
			t.worth[k] = killWorth(g, k)
		}
	}
	t.forget()
	t.team = teamMemory{fetcher: -1}
	t.last = adventures.Option{}
}

// forget invalidates every cache the tactician keeps from one decision to
// the next, so that nothing worked out in a battle before can be read in
// the next: no key a new position hashes to, 0 included, matches an
// invalid memo, and every stamp's generation moves on.
func (t *Tactician) forget() {
	t.key.clear()
	t.gkey.clear()
	t.icons = iconMemo{}
	t.kingValid = false
	t.reachKey.clear()
	t.reachView = adventures.View{}
	t.bSig = baseSig{}
	if bump(&t.stamp) {
		t.dStamp, t.sStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
	}
	if bump(&t.bGen) {
		t.bStamp, t.uStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
	}
	if bump(&t.dec) {
		t.fStamp, t.dcDec = [grid.MaxCells][2]uint32{}, [256][2]uint32{}
		t.svDec = [adventures.MaxFigs][maxDice + 1]uint32{}
		t.rbDec = [maxDice + 1]uint32{}
		t.slotDec = 0
	}
	t.goalGen++
}

// A memo remembers the key of the work a cache holds: a hash of what the
// work depends on. It matches no key until it is set, whatever the key.
type memo struct {
	k     uint64
	valid bool
}

// same reports whether the cache holds the work for key k; if not, it
// records k as the key of the work about to be done.
func (m *memo) same(k uint64) bool {
	if m.valid && m.k == k {
		return true
	}
	m.k, m.valid = k, true
	return false
}

// clear makes m match no key.
func (m *memo) clear() { *m = memo{} }

// Choose makes decision d.
func (t *Tactician) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	switch d.Kind {
	case adventures.DecideAction:
		i := t.action(g, d.Hero, opts)
		t.last = opts[i]
		return i
	case adventures.DecideSpecials:
		return t.special(g, d.Hero, opts)
	case adventures.DecideSetupReroll:
		return t.setupReroll(g, d.Hero, opts)
	case adventures.DecideChiFace:
		return t.chiFace(g, d.Hero, opts)
	case adventures.DecideArrange:
		return t.arrange(g, d.Hero, opts)
	case adventures.DecideStrikeReroll:
		return t.strikeReroll(g, d.Hero, opts)
	case adventures.DecideDefendReroll:
		return t.defendReroll(g, d.Hero, opts)
	case adventures.DecideDefensive:
		return t.defensive(g, d.Hero, opts)
	case adventures.DecideChiReroll, adventures.DecideHealReroll, adventures.DecideCheckReroll:
		return t.rollReroll(g, d)
	case adventures.DecideTieBreak:
		return t.tieBreak(g, opts)
	case adventures.DecideNextHero:
		return t.nextHero(g, opts)
	case adventures.DecideAlly:
		return bestAlly(g, opts)
	}
	return 0
}
