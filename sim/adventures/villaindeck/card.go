package villaindeck

import (
	"strconv"
	"strings"
)

// Limits of a card.
const (
	MaxIcons     = 4 // action icons of one card
	MaxAbilities = 3 // special abilities of one card
	MaxFigures   = 9 // figures one card activates
	MaxIconCount = 3 // icons of one kind on one action icon (move3)
	MaxAmount    = 9 // the N of an ability
)

// An Icon is one action icon of a villain ability card (Adventures,
// "Player-Controlled Actions and Icons"): 1 to 3 move, melee or ranged
// icons that are spent together ("characters cannot make change from a
// single icon, whether it comes from a die or a card"), a shell (defense)
// icon, or a mixed icon, both. Cards are read "as though you had rolled
// those symbols on Action dice" (Shadows of the Past, Playing Villain
// Ability Cards), so an Icon is spelled like an Action-die face: move,
// melee2, ranged+shell, shell.
type Icon uint8

// Icon kinds.
const (
	KindNone   = 0 // a shell alone
	KindMove   = 1
	KindMelee  = 2
	KindRanged = 3
)

const (
	iconCountMask = 0x03
	iconKindShift = 2
	iconKindMask  = 0x0c
	iconShell     = 0x10
)

var kindNames = [4]string{"", "move", "melee", "ranged"}

// MakeIcon returns the icon of n icons of kind (KindMove, KindMelee,
// KindRanged; n 1 to 3), with a shell if shell is true; MakeIcon(KindNone,
// 0, true) is the shell icon.
func MakeIcon(kind, n int, shell bool) Icon {
	i := Icon(n&iconCountMask) | Icon(kind<<iconKindShift)
	if shell {
		i |= iconShell
	}
	return i
}

// ShellIcon is the defense icon alone.
const ShellIcon Icon = iconShell

// Kind returns the action kind of i (KindNone for a shell alone).
func (i Icon) Kind() int { return int(i&iconKindMask) >> iconKindShift }

// Count returns how many icons of its kind i carries (0 for a shell alone).
func (i Icon) Count() int {
	if i.Kind() == KindNone {
		return 0
	}
	return int(i & iconCountMask)
}

// Shell reports whether i carries a shell (defense) icon.
func (i Icon) Shell() bool { return i&iconShell != 0 }

// String returns the icon's word: "move", "melee2", "ranged+shell",
// "shell".
func (i Icon) String() string {
	if i.Kind() == KindNone {
		return "shell"
	}
	s := kindNames[i.Kind()]
	if i.Count() > 1 {
		s += strconv.Itoa(i.Count())
	}
	if i.Shell() {
		s += "+shell"
	}
	return s
}

// IconWords returns every icon word, as card files spell them.
func IconWords() []string {
	w := []string{"shell"}
	for k := KindMove; k <= KindRanged; k++ {
		for n := 1; n <= MaxIconCount; n++ {
			w = append(w, MakeIcon(k, n, false).String(), MakeIcon(k, n, true).String())
		}
	}
	return w
}

// ParseIcon returns the icon a word names.
func ParseIcon(w string) (Icon, bool) {
	if w == "shell" {
		return ShellIcon, true
	}
	base, shell := strings.CutSuffix(w, "+shell")
	for k := KindMove; k <= KindRanged; k++ {
		rest, ok := strings.CutPrefix(base, kindNames[k])
		if !ok {
			continue
		}
		n := 1
		if rest != "" {
			var err error
			if n, err = strconv.Atoi(rest); err != nil || n < 2 || n > MaxIconCount || rest[0] == '+' {
				return 0, false
			}
		}
		return MakeIcon(k, n, shell), true
	}
	return 0, false
}

// A Timing is when a special ability of a card triggers or lasts
// (Adventures, Playing Villain Ability Cards, p. 21, "Special Abilities").
type Timing uint8

// The timings.
const (
	// WhenPlayed: the ability occurs when the card is played, before any
	// of its action icons may be spent.
	WhenPlayed Timing = iota
	// WhenDiscarded: the ability occurs when the card is discarded from
	// Active Zone 2 (the line, in Shadows of the Past).
	WhenDiscarded
	// ThisTurn: the ability lasts from the card's play until the villain's
	// turn ends (or until the next card is played, under
	// Rules.ThisTurnEndsAtNextCard).
	ThisTurn
	// WhileActive: the ability lasts from the card's play until it is
	// discarded.
	WhileActive
	NumTimings
)

var timingNames = [NumTimings]string{"played", "discarded", "this-turn", "while-active"}

func (t Timing) String() string { return timingNames[t] }

// Lasting reports whether abilities of timing t last (ThisTurn,
// WhileActive) rather than occur once (WhenPlayed, WhenDiscarded).
func (t Timing) Lasting() bool { return t == ThisTurn || t == WhileActive }

// TimingNames returns the timings as card files spell them.
func TimingNames() []string { return timingNames[:] }

// An Effect is what a special ability does: the vocabulary of card
// abilities (docs/RULES.md, "Adventures Competitive Mode"). The books print
// no card text; they say abilities give "ongoing bonuses to certain types
// of villain figures (or even more unusual effects!)" (Active Villain
// Ability Cards), heal (Healing Wounds), stun (Stun), and that a card or
// ability may raise the hand's size (Villain Turns). Instant effects
// occur once (WhenPlayed, WhenDiscarded); lasting ones hold for their
// timing (ThisTurn, WhileActive).
type Effect uint8

// The effects. A lasting effect applies to the figures of the card's
// villain type, or to every villain figure when the ability says all.
const (
	// Defend (lasting): +N Defend.
	Defend Effect = iota
	// Attack (lasting): +N Battle dice on strikes.
	Attack
	// Move (lasting): +N move points for each move icon spent.
	Move
	// FreeReroll (lasting): one free reroll of a strike, counted as the
	// figure's Focus reroll (Spending Focus on a Strike or Defense Roll).
	FreeReroll
	// Stun (lasting): a hero wounded by a strike gets N stun tokens
	// (Stun).
	Stun
	// HandBonus (lasting): the hand refills to N more cards (Villain
	// Turns: "unless a card or ability increases this number"). The State
	// applies it.
	HandBonus
	// Heal (instant): roll N Battle dice and heal one figure of the type
	// by the hits (Healing Wounds).
	Heal
	// Focus (instant): the villain gains N Focus, not above the battle's
	// starting Focus.
	Focus
	// Spawn (instant): up to N minions of the type spawn from the figure
	// pool at the battle's spawning locations (Competitive Mode Spawning).
	Spawn
	// Draw (instant): the villain draws N cards; the hand may exceed its
	// size ("There is no hand limit"). The State applies it.
	Draw
	// ReshuffleDiscards (instant): the card goes to the discard pile and
	// the discard pile is shuffled into the deck: the Regroup card. The
	// State applies it.
	ReshuffleDiscards
	NumEffects
)

var effectNames = [NumEffects]string{"defend", "attack", "move", "free-reroll", "stun", "hand-bonus",
	"heal", "focus", "spawn", "draw", "reshuffle-discards"}

func (e Effect) String() string { return effectNames[e] }

// Lasting reports whether e is a lasting effect (it needs a ThisTurn or
// WhileActive timing) rather than an instant one.
func (e Effect) Lasting() bool { return e <= HandBonus }

// OfDeck reports whether the State applies e itself (HandBonus, Draw,
// ReshuffleDiscards); the engine applies the others.
func (e Effect) OfDeck() bool { return e == HandBonus || e == Draw || e == ReshuffleDiscards }

// Counted reports whether e takes an amount N (all but FreeReroll and
// ReshuffleDiscards).
func (e Effect) Counted() bool { return e != FreeReroll && e != ReshuffleDiscards }

// EffectNames returns the effects as card files spell them.
func EffectNames() []string { return effectNames[:] }

// An Ability is one special ability of a card.
type Ability struct {
	When   Timing
	Effect Effect
	N      int8 // the amount (1 when the effect takes none)
	All    bool // a lasting effect for every villain figure, not only the card's type
}

// String returns the ability as a card file spells it: "while-active:
// defend 1", "played: reshuffle-discards".
func (a Ability) String() string {
	s := a.When.String() + ": " + a.Effect.String()
	if a.Effect.Counted() {
		s += " " + strconv.Itoa(int(a.N))
	}
	if a.All {
		s += " (all)"
	}
	return s
}

// A TypeID is a villain type of a battle: its index in the battle's list of
// villain types.
type TypeID uint8

// A Card is a villain ability card (Adventures, Card Anatomy: Villain
// Ability Cards): the villain type it activates, how many figures, the
// action icons each activated figure receives, its colour group, and its
// special abilities. A shell icon, alone or in a mixed icon, is a defense
// icon (Defense Icons). The Regroup card activates no figure.
type Card struct {
	Name    string
	Villain string // the villain type's roster name, as card files write it
	Type    TypeID // the villain type in the battle (set by Build)
	Colour  string // the colour group
	Figures int8   // figures activated, 1 to MaxFigures
	Regroup bool   // the Regroup card

	NIcons     int8
	Icons      [MaxIcons]Icon
	NAbilities int8
	Abilities  [MaxAbilities]Ability
}

// IconList returns the card's action icons.
func (c *Card) IconList() []Icon { return c.Icons[:c.NIcons] }

// AbilityList returns the card's special abilities.
func (c *Card) AbilityList() []Ability { return c.Abilities[:c.NAbilities] }

// DefenseIcons returns the card's defense icons: its shells, alone or in
// mixed icons (Adventures, "Defense Icon", "Mixed Icon": the +1 to Defend
// "does not go away when the other icon is spent").
func (c *Card) DefenseIcons() int {
	n := 0
	for _, i := range c.IconList() {
		if i.Shell() {
			n++
		}
	}
	return n
}
