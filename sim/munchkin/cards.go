package munchkin

import (
	"fmt"

	"github.com/tmntsim/tmntsim/internal/plural"
)

// Limits of the engine. They size the fixed arrays of a Game.
const (
	MinSeats    = 3   // fewest players (Munchkin TMNT, Setup)
	MaxSeats    = 6   // most players (Munchkin TMNT, Setup)
	MaxCards    = 255 // most cards in a deck file, Door and Treasure together
	MaxMonsters = 4   // most monsters in one combat (Wandering Monster adds them)
	MaxBribe    = 8   // most cards offered in one bribe
	MaxKept     = 8   // most Trap cards kept in front of one player
	MaxKatas    = 16  // most Katas in play for one player
	MaxMetrics  = 16  // per-seat metrics of a record (at most sim.MaxMetrics)
	WinLevel    = 10  // the winning Level (Starting and finishing the game)
	StartCards  = 4   // cards dealt from each deck (Setup)
	// MaxCharacters is the most Character cards a deck may have: one
	// metric each of the record's Character entities (at most
	// sim.MaxMetrics).
	MaxCharacters = 16
	HandLimit     = 5 // cards kept in hand after Charity (Turn phases, Charity)
	RunTarget     = 5 // a Run Away roll escapes on this or more (Running Away)
	GoldPerLvl    = 1000
	noCard        = NoCard
	// NoCard is "no card" in an Option's Card field.
	NoCard = 0xff
)

// Kind is the kind of a card.
type Kind uint8

// The card kinds of the effect vocabulary (docs/RULES.md, Munchkin TMNT).
const (
	Monster Kind = iota
	Trap
	Stance
	Kata
	Ally
	Enhancer
	WanderingMonster
	Item
	OneShot
	GoUpLevel
	Cheat
	numKinds
)

var kindNames = [numKinds]string{"monster", "trap", "stance", "kata", "ally", "enhancer", "wandering_monster", "item", "one_shot", "go_up_a_level", "cheat"}

// KindNames returns the YAML names of the kinds, in Kind order.
func KindNames() []string { return kindNames[:] }

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// IsTreasure reports whether cards of kind k belong to the Treasure deck.
func (k Kind) IsTreasure() bool { return k >= Item }

// Slot is where an Item is equipped (Treasures, Items: the equipment limits).
type Slot uint8

// Slots. A character equips at most one Headgear, one Armor, one Footgear,
// one Big Item and either two one-Hand Items or one two-Hands Item; Items of
// slot None have no limit.
const (
	SlotNone Slot = iota
	SlotHeadgear
	SlotArmor
	SlotFootgear
	SlotHand
	SlotTwoHands
	SlotBig
	numSlots
)

var slotNames = [numSlots]string{"none", "headgear", "armor", "footgear", "hand", "two_hands", "big"}

// SlotNames returns the YAML names of the slots, in Slot order.
func SlotNames() []string { return slotNames[:] }

func (s Slot) String() string {
	if s < numSlots {
		return slotNames[s]
	}
	return fmt.Sprintf("slot(%d)", uint8(s))
}

// Race is a character's race (Character creation).
type Race uint8

// Races. RaceAny on an Item means anyone may use it; on a monster's
// modifier it means no modifier.
const (
	RaceAny Race = iota
	Human
	Mutant
	numRaces
)

var raceNames = [numRaces]string{"any", "human", "mutant"}

// RaceNames returns the YAML names of the races, in Race order.
func RaceNames() []string { return raceNames[:] }

func (r Race) String() string {
	if r < numRaces {
		return raceNames[r]
	}
	return fmt.Sprintf("race(%d)", uint8(r))
}

// LoseItem says which Item a Bad Stuff or Trap takes away.
type LoseItem uint8

// Items lost: none, the best Item (Running Away and Bad Stuff, Best Item),
// or the equipped Item(s) of one slot.
const (
	LoseNone LoseItem = iota
	LoseBest
	LoseHeadgear
	LoseArmor
	LoseFootgear
	LoseHands
	numLoseItems
)

var loseNames = [numLoseItems]string{"none", "best", "headgear", "armor", "footgear", "hands"}

// LoseItemNames returns the YAML names of LoseItem values, in order.
func LoseItemNames() []string { return loseNames[:] }

// Effect is a harmful effect: a monster's Bad Stuff or a Trap. Each field is
// applied by one function (effects.go); several fields combine.
type Effect struct {
	Levels      int8     // lose this many levels (never below Level 1)
	Item        LoseItem // lose an Item
	Ally        bool     // discard your Ally
	DiscardHand bool     // discard your whole hand
	Penalty     int8     // -Penalty to your combat strength in your next combat
	Death       bool     // you die (Death)
}

// Card is one card definition. Fields that do not apply to its Kind are 0.
type Card struct {
	Name string
	Kind Kind

	// Monsters.
	Level     int8   // combat strength before enhancers
	Treasures int8   // Treasures drawn when it is killed
	Reward    int8   // levels gained when it is killed (1 unless stated)
	VsRace    Race   // the monster gets VsBonus against this race
	VsBonus   int8   // bonus against VsRace
	BadStuff  Effect // what it does to a player who fails to Run Away

	// Traps. A Persistent Trap stays in front of its victim, its Penalty
	// counting in every combat until the victim kills a monster.
	Trap       Effect
	Persistent bool

	// Stances, Katas, Allies, Items, One-Shots, enhancers.
	Bonus int8 // combat bonus (to the monster, for enhancers)
	Run   int8 // Run Away modifier (on a monster: to every roll against it)
	Rank  int8 // Kata Rank (1-4)
	Slot  Slot // Items
	Gold  int16
	Only  Race // Items: only this race gets the bonus
	Extra int8 // enhancers: Treasures added to the monster (may be negative)

	// One-Shots that defeat a monster without killing it: Eliminate takes
	// one monster out of a combat (no level for it); Loot still gives its
	// Treasures if the fight is won.
	Eliminate, Loot bool

	// Katas whose ability is paid by discarding a card: DiscardBonus to
	// the fighting side, once a combat.
	DiscardBonus int8
}

// Character is a Character card (Character creation): a race and a Team-up
// ability, used by both players of a Team-up or by a player who discards an
// Ally (Combat, Team-up abilities).
type Character struct {
	Name string
	Race Race
	// The Team-up ability: a combat bonus, a Run Away bonus and extra
	// Treasures if the monster is killed.
	TeamBonus, TeamRun, TeamTreasure int8
}

// Deck is a whole card set: the Door and Treasure cards (one entry per
// physical card) and the Character cards.
type Deck struct {
	Cards      []Card
	Characters []Character
}

// Options are the table's options.
type Options struct {
	Players int
	// Characters[i] is seat i's Character (an index into Deck.Characters),
	// or -1 for a random one (Setup: "Deal one random Character card").
	Characters [MaxSeats]int8
	// ListenAtTheDoor adds phase 0 (Faster play rules).
	ListenAtTheDoor bool
	// SharedVictories lets the helper of a winning fight win too (Faster
	// play rules).
	SharedVictories bool
	// MaxTurns ends a game unfinished after this many turns (0: 1000).
	MaxTurns int
	// Kingmaking measures the kingmaking metric by replaying each game
	// once per alternative of its candidate decisions (kingmaking.go): a
	// game costs tens of games. Off, "kingmade" stays 0.
	Kingmaking bool
}

// Setup is a table built once from a Deck and Options, shared read-only by
// every Game.
type Setup struct {
	Cards      []Card
	Characters []Character
	Opt        Options
	doors      []uint8 // card ids of the Door deck
	treasures  []uint8
}

// NewSetup checks d and opt and builds a Setup.
func NewSetup(d *Deck, opt Options) (*Setup, error) {
	if opt.Players < MinSeats || opt.Players > MaxSeats {
		return nil, fmt.Errorf("players: %d, want %d to %d", opt.Players, MinSeats, MaxSeats)
	}
	if len(d.Cards) > MaxCards {
		return nil, fmt.Errorf("deck: %d cards, want at most %d", len(d.Cards), MaxCards)
	}
	if len(d.Characters) > MaxCharacters {
		return nil, fmt.Errorf("deck: %d Character cards, want at most %d", len(d.Characters), MaxCharacters)
	}
	if len(d.Characters) < opt.Players {
		return nil, fmt.Errorf("deck: %s for %d players", plural.Of(len(d.Characters), "Character card"), opt.Players)
	}
	var used [256]bool
	for i := 0; i < opt.Players; i++ {
		c := int(opt.Characters[i])
		if c < -1 || c >= len(d.Characters) {
			return nil, fmt.Errorf("seat %d: no Character %d", i+1, c)
		}
		if c >= 0 {
			if used[c] {
				return nil, fmt.Errorf("seat %d: Character %s is already another seat's", i+1, d.Characters[c].Name)
			}
			used[c] = true
		}
	}
	if opt.MaxTurns <= 0 {
		opt.MaxTurns = 1000
	}
	s := &Setup{Cards: d.Cards, Characters: d.Characters, Opt: opt}
	for i := range d.Cards {
		c := &d.Cards[i]
		if c.Kind >= numKinds {
			return nil, fmt.Errorf("card %s: bad kind", c.Name)
		}
		if c.Kind.IsTreasure() {
			s.treasures = append(s.treasures, uint8(i))
		} else {
			s.doors = append(s.doors, uint8(i))
		}
	}
	if len(s.doors) < StartCards*opt.Players+1 || len(s.treasures) < StartCards*opt.Players+1 {
		return nil, fmt.Errorf("deck: %d Door and %d Treasure cards, too few to deal %d of each to %d players", len(s.doors), len(s.treasures), StartCards, opt.Players)
	}
	return s, nil
}

// SeatNames returns the seats' names: seat1, seat2, ...
func (s *Setup) SeatNames() []string {
	out := make([]string, s.Opt.Players)
	for i := range out {
		out[i] = fmt.Sprintf("seat%d", i+1)
	}
	return out
}

// Metric indices of a record's per-seat Values.
const (
	MetLevel      = iota // final Level
	MetKills             // monsters killed as the fighter
	MetDeaths            // deaths
	MetHelps             // fights helped to a kill
	MetTreasures         // Treasure cards gained from fights (own and shares)
	MetSold              // levels bought by selling Items
	MetInterfered        // cards played against another player's fight
	MetEscapes           // Run Away rolls that escaped
	MetCaught            // Run Away rolls that failed (Bad Stuff)
	MetCharacter         // the seat's Character at the start (index into Setup.Characters)
	MetWinFights         // fights that would have won the game if won
	MetStopped           // ... of which lost (the leader stopped)
	MetBashes            // cards played against another player's fight that would win the game
	MetBashed            // fights that would have won the game, lost after others played against them
	MetBashStops         // such fights of another player this seat played against
	MetKingmade          // decisions that decided the winner when no choice let this seat win (kingmaking)
)

var metricNames = [MaxMetrics]string{"level", "kills", "deaths", "helps", "treasures", "levels_sold", "interfered", "escapes", "caught", "character", "win_fights", "stopped", "bashes", "bashed", "bash_stops", "kingmade"}

// MetricNames returns the names of the per-seat metrics, in index order.
func (s *Setup) MetricNames() []string { return metricNames[:] }

// Reasons a game ends (a record's Reason).
const (
	ReasonLevel10 = iota // a player reached Level 10 by killing a monster
	ReasonShared         // ... and the helper won with them (shared victories)
	ReasonTurnCap        // the game reached Options.MaxTurns
)

var reasonNames = []string{"level-10", "shared-victory", "turn-limit"}

// ReasonNames returns the names of the reasons, in index order.
func (s *Setup) ReasonNames() []string { return reasonNames }

// CharacterNames returns the Character cards' names, in the order of the
// "character" metric's values.
func (s *Setup) CharacterNames() []string {
	out := make([]string, len(s.Characters))
	for i, c := range s.Characters {
		out[i] = c.Name
	}
	return out
}
