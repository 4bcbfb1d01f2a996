package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// DecisionKind names a point in a battle where the heroes' players choose.
type DecisionKind uint8

// Decision points. At each the engine fills a buffer of legal Options and
// asks the Policy for the index of one.
const (
	DecideSpecials     DecisionKind = iota // setup: add one special move card to a hero's hand (or stop)
	DecideSetupReroll                      // setup phase: spend Focus to reroll some of a hero's Action dice
	DecideChiFace                          // turn a rolled chi die to another face
	DecideArrange                          // choose a hero's leftmost and rightmost Action dice
	DecideAction                           // the next action of a hero's turn (or end the turn)
	DecideStrikeReroll                     // reroll the hero's strike dice that show no hit
	DecideDefendReroll                     // reroll the hero's defence dice that show no block
	DecideDefensive                        // after wounds: turn unspent own dice to shells
	DecideTieBreak                         // "the players choose": a tie in villain targeting, ordering or spawning
	DecideCarryDrop                        // where a failed hand-off or throw lands, and other free placements
	DecideChiReroll                        // reroll the die of a chi heal that shows no hit (Game.PendingRoll)
	DecideHealReroll                       // reroll the dice of a special move's heal that show no hit (Game.PendingRoll)
	DecideCheckReroll                      // reroll the dice of a failed Focus check that show no hit (Game.PendingRoll)
	DecideNextHero                         // Competitive Mode: which hero takes the next turn (OptChoose, Target hero)
	DecideAlly                             // setup: the heroes' ally card (OptChoose, Arg: index into Battle.Allies)
)

var decisionNames = [...]string{"specials", "setup-reroll", "chi-face", "arrange", "action",
	"strike-reroll", "defend-reroll", "defensive", "tie-break", "carry-drop",
	"chi-reroll", "heal-reroll", "check-reroll", "next-hero", "ally"}

// String returns the decision's name.
func (k DecisionKind) String() string {
	if int(k) < len(decisionNames) {
		return decisionNames[k]
	}
	return "decision?"
}

// A Decision says what is being decided, and for whom.
type Decision struct {
	Kind DecisionKind
	Hero int // the hero deciding (index into Battle.Heroes), -1 when none
}

// OptionKind is the kind of a legal option.
type OptionKind uint8

// Option kinds. The fields of an Option that matter for each kind are listed
// with it.
const (
	OptNone       OptionKind = iota // stop / keep / pass (end turn, keep dice, no reroll)
	OptReroll                       // Dice: mask of dice to reroll or turn
	OptFace                         // Arg: the face index to turn a die to
	OptArrange                      // Arg: leftmost die, Arg2: rightmost die
	OptSpecial                      // Arg: special index (setup choice)
	OptMoveDice                     // Dice: move dice spent for move points
	OptMoveTo                       // Cell: destination (costs Arg move points)
	OptMelee                        // Target figure, Dice spent
	OptRanged                       // Target figure, Dice spent
	OptThrow                        // Target figure, Dice spent (melee as ranged), Cell: object thrown
	OptUseSpecial                   // Arg: special, Target figure or Cell, Dice spent
	OptTakeCover                    // Dice spent
	OptClimb                        // Cell: destination, Dice spent
	OptCrouch                       // Dice spent
	OptLeap                         // Cell: landing, Dice spent
	OptGrind                        // Cell: end space, Dice spent
	OptFocusCheck                   // Cell: door or computer, Dice: the die spent
	OptStrikeDoor                   // Cell: door or camera struck, Dice spent, Arg: melee(0)/ranged(1)
	OptClearStun                    // Dice: the die spent
	OptDownload                     // Dice spent (one data per non-shell icon)
	OptPickUp                       // Arg: carriable
	OptDrop                         // Arg: carriable, Cell: where
	OptHandOff                      // Arg: carriable, Target hero, Dice spent
	OptThrowItem                    // Arg: carriable, Target hero, Dice spent
	OptChoose                       // tie-breaks: Target figure/hero, Cell, or Arg
)

// An Option is one legal choice. Which fields are set depends on Kind.
type Option struct {
	Kind   OptionKind
	Arg    int8
	Arg2   int8
	Dice   uint8     // mask over the deciding hero's action slots
	Target int16     // figure id (heroes are figures 0..len(Heroes)-1)
	Cell   grid.Cell // a space
}

// A Policy makes the heroes' players' decisions. The engine calls Reset at
// the start of every battle and Choose at every decision point, passing the
// heroes' View of the battle (never the Game) and the legal options in a
// buffer the engine owns (valid only during the call).
// Choose returns the index of its choice; an index out of range is treated
// as 0. A Policy belongs to one Game and must not allocate in Choose.
type Policy interface {
	Reset(v View)
	Choose(v View, d Decision, opts []Option) int
}

// FirstPolicy always takes the first legal option. It is deterministic and
// trivial, for tests of the engine.
type FirstPolicy struct{}

// Reset does nothing.
func (FirstPolicy) Reset(View) {}

// Choose returns 0.
func (FirstPolicy) Choose(View, Decision, []Option) int { return 0 }
