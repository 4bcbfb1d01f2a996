package adventures

import (
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// Limits of a battle. Every array of a Game is sized by these, so that
// playing a battle allocates nothing; the battle-file loader rejects a battle
// that exceeds one of them with a message naming the limit.
const (
	MaxHeroes       = 6  // heroes in a battle
	MaxVillainTypes = 8  // villain figure types in a battle
	MaxFigures      = 64 // villain figures, on the map and in the pool together
	MaxActionDice   = 6  // Action dice of one hero (Raphael has 6 in Shadows of the Past)
	MaxSlots        = MaxActionDice + 2
	MaxSpecials     = 8  // special move cards of one hero
	MaxBattleFaces  = 12 // faces of the Battle die
	MaxCarriables   = 4  // carriable characters and items
	MaxConditions   = 8  // win plus loss conditions
	MaxRounds       = 200
)

// A Face is one side of an Action die (Adventures rulebook, "Player-Controlled
// Actions and Icons"): a number (0–3) of move, melee or ranged icons, an
// optional shell (defense) icon, or a chi icon. A face with a shell and
// another icon is a mixed icon.
type Face uint8

// Icon kinds of a Face.
const (
	IconNone   = 0
	IconMove   = 1
	IconMelee  = 2
	IconRanged = 3
)

const (
	faceCountMask = 0x03
	faceKindShift = 2
	faceKindMask  = 0x0c
	faceShell     = 0x10
	faceChi       = 0x20
)

// MakeFace returns the face with n icons of kind (IconMove, IconMelee,
// IconRanged or IconNone), plus a shell if shell is true.
func MakeFace(kind, n int, shell bool) Face {
	f := Face(n&faceCountMask) | Face(kind<<faceKindShift)
	if shell {
		f |= faceShell
	}
	return f
}

// ChiFace is the chi icon.
const ChiFace Face = faceChi

// ShellFace is a face with a shell icon and nothing else.
const ShellFace Face = faceShell

// Kind returns the icon kind of f (IconNone for shell-only, chi and blank).
func (f Face) Kind() int { return int(f&faceKindMask) >> faceKindShift }

// Count returns the number of icons of f's kind.
func (f Face) Count() int {
	if f.Kind() == IconNone {
		return 0
	}
	return int(f & faceCountMask)
}

// Shell reports whether f carries a shell (defense) icon.
func (f Face) Shell() bool { return f&faceShell != 0 }

// Chi reports whether f is the chi icon.
func (f Face) Chi() bool { return f&faceChi != 0 }

// NonShell reports whether f has at least one non-shell action icon, as a
// Focus check, clearing a stun or downloading data requires.
func (f Face) NonShell() bool { return f.Count() > 0 }

// DefaultBattleDie is the Battle die tmntsim assumes when a battle does not
// give one. The rulebook names the three scoring faces (hit, double hit,
// block) but not how many of each the die has; this die has two blanks, two
// hits, one double hit and one block (docs/RULES.md).
var DefaultBattleDie = []dice.Face{{}, {}, {Hits: 1}, {Hits: 1}, {Hits: 2}, {Blocks: 1}}

// Priority is an AI villain's secondary targeting priority (Adventures
// rulebook, "Targeting Priority").
type Priority uint8

// Secondary targeting priorities.
const (
	HighestLife Priority = iota
	LowestLife
	HighestFocus
	LowestFocus
	HighestSkill
	LowestSkill
)

// StrikeKind says whether a strike is melee or ranged.
type StrikeKind uint8

// Strike kinds.
const (
	NoStrike StrikeKind = iota
	Melee
	Ranged
)

// A Special is a hero's special move card as data (Adventures rulebook,
// "Using Special Moves"): a cost and an effect drawn from a small vocabulary
// that covers the rulebook's examples.
type Special struct {
	Name string

	// Cost.
	CostKind  int  // icon kind paid (IconMove, IconMelee, IconRanged), IconNone for no icons
	CostIcons int8 // icons of CostKind to spend
	CostFocus int8
	CostLife  int8

	// Effect.
	Strike      StrikeKind // the special is an Attack +X strike of this kind
	AttackBonus int8       // X
	PerExtra    bool       // +1 die per extra icon of CostKind spent
	AllAdjacent bool       // strike every adjacent enemy
	Stun        bool       // a target that suffers a wound is stunned
	FreeReroll  bool       // the strike may be rerolled for free (counts as the Focus reroll)
	HealDice    int8       // roll this many Battle dice and heal the hero
	Leap        bool       // leap up to 3 spaces in a straight line
	DefendBonus int8       // Defend +X while the card is active
	Throw       int8       // a melee strike's target, still standing, is thrown up to this many spaces away (specials.go)
	ThrowObject bool       // a ranged strike made by throwing a small object on or next to the hero, which is destroyed
	ThrowLarge  bool       // a ranged strike made by throwing a large object on or next to the hero, which is removed from the map (largethrow.go)
	Unchosen    bool       // while in the hand, the hero may use its unchosen special move cards ("Party Dude!")
}

// A HeroSpec is a hero sheet with the battle's overrides applied.
type HeroSpec struct {
	Name, Faction                                    string
	Move, Attack, Defend, Skill, Focus, Life, Awaken int8
	NDice                                            int
	Dice                                             [MaxActionDice][6]Face
	Specials                                         []Special // len <= MaxSpecials
	Ability                                          Ability   // the sheet ability (abilities.go)
	Start                                            grid.Cell // NoCell: first free hero start space
}

// Wake triggers for unaware villain figures (Adventures rulebook,
// "Unaware Figures"); the battle states which applies.
type Wake uint8

// Wake triggers.
const (
	Aware        Wake = iota // aware from the start
	WakeOnSight              // a hero ends a move in its line of sight
	WakeOnAlarm              // a camera is alerted
	WakeOnAttack             // it or a figure of its type is struck
	WakeOnRound              // at the start of round VillainSpec.WakeRound
)

// A VillainSpec is an AI villain sheet (Cooperative Mode) and its figures in
// one battle.
type VillainSpec struct {
	Name, Faction          string
	Leader                 bool
	Move, Hit, Block, Life int8
	Attack                 StrikeKind // Melee or Ranged attack type
	Priority               Priority
	Giant, Tiny, Machine   bool
	Ability                Ability     // the sheet ability (abilities.go)
	Figures                int         // figures of this type in the battle, on the map and in the pool
	Start                  []grid.Cell // spaces of the figures on the map at setup (tiny: a cell may repeat up to 3 times)
	Wake                   Wake
	WakeRound              int
	NoSightNeeded          bool // activates even with no hero in line of sight
}

// CondKind is a kind of win or loss condition.
type CondKind uint8

// Win and loss conditions (Adventures rulebook, "Winning the Game",
// "Additional Rules").
const (
	DefeatLeaders CondKind = iota // every villain leader is KO'ed
	DefeatFigures                 // N villain figures (of Type, or any when Type < 0) are KO'ed
	SurviveRounds                 // N rounds end with the heroes not beaten
	ReachExit                     // N heroes stand on Exit spaces (or Zone)
	DownloadData                  // N data downloaded from hacked computers
	CarryTo                       // carriable Type is carried (or dropped) into Zone
	OpenDoors                     // N doors opened
	KOInARow                      // loss: a hero receives N KO tokens in a row
	CameraAlerts                  // loss: cameras are alerted N times
	HeroesDown                    // loss: N heroes knocked down at once (total party KO is always a loss)
	// LeaderKOInARow is a win in Competitive Mode: a knocked-down villain
	// leader receives N KO tokens in a row.
	LeaderKOInARow
)

// A Condition is one win or loss condition of a battle.
type Condition struct {
	Kind CondKind
	N    int
	Type int // villain type or carriable index; -1 for any
	Zone grid.Set
	// HasZone says Zone is used (ReachExit defaults to the Exit spaces).
	HasZone bool
}

// A Carriable is a character or item token that heroes can pick up and carry
// (Adventures rulebook, "Carrying Characters", "Carrying Items").
type Carriable struct {
	Name      string
	Character bool // a character (costs all move points to pick up, +1 move point per space)
	Cell      grid.Cell
}

// A Battle is one arcade battle, compiled and validated. It is immutable and
// shared by every worker of a run.
type Battle struct {
	Name, Description string
	Map               grid.Map
	Heroes            []HeroSpec    // len 1..MaxHeroes, in seating order (dice are shared with neighbours)
	Villains          []VillainSpec // len 0..MaxVillainTypes
	Spawns            []grid.Cell   // spawning location spaces
	Carriables        []Carriable
	Win, Lose         []Condition
	SkillModifier     int
	// RoundLimit ends the battle after this many rounds (0: none); LimitWinner
	// says who wins then (NoSide: a draw recorded as a timeout).
	RoundLimit  int
	LimitWinner uint8
	BattleDie   []dice.Face // nil: DefaultBattleDie
	// LeadersAwaken turns on the optional rule "Awakening AI-controlled villain leaders".
	LeadersAwaken bool
	// MakeRoom has an AI figure that would end its move in (optimal) strike
	// range move on to another space in range when that lets figures of
	// the same activation into strike range (Adventures, "AI Movement";
	// makeroom.go). Off, a figure ends on its usual space.
	MakeRoom bool
	// Competitive is the villain player's side of a Competitive Mode
	// battle; nil for Cooperative Mode.
	Competitive *Competitive
	// Allies are the ally cards the battle gives the sides (allies.go).
	Allies []Ally
	// Ruleset is the rulebook the battle is played by (ruleset.go); the
	// zero Ruleset, of a Battle built without a file, plays Adventures.
	Ruleset Ruleset
}
