package adventures

import (
	"strings"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// A Ruleset is the rulebook a battle is played by: the TMNT Adventures
// rulebook (Adventures), the Shadows of the Past rulebook
// (ShadowsOfThePast) or its partly Korean edition (ShadowsOfThePastKorean).
// Shadows of the Past is the same engine with other values, one field per
// difference between the books; docs/RULES.md, "Shadows of the Past",
// lists each difference with the page of each book.
//
// The zero Ruleset is not a ruleset (a Battle's zero Ruleset plays
// Adventures); use one of the three values, or set a field on a copy of
// one. A Ruleset is a small value, copied into a Battle
// and read-only while battles are played.
//
// # Where the engine reads each field
//
// battlefile's compileRuleset resolves a file's `ruleset:`, checks the
// battle against it and sets each hero's Action dice; compile stores its
// result in Battle.Ruleset. NewGame copies it into the Game (the zero
// Ruleset, of a Battle built without a file, plays Adventures), and:
//
//   - Cooperative, MixedIcons, FigureAttributes: not read by the engine;
//     compileRuleset refuses a cooperative battle under a ruleset without
//     Cooperative Mode, and warns of the faces and villain types the
//     ruleset lacks.
//   - TurtleActionDice, RaphaelActionDice: compileRuleset calls
//     SetActionDice for each hero; rollActionDice, setupReroll, resolveChi,
//     arrange, shells, spendSlots, goDefensive and NumSlots read
//     HeroSpec.NDice.
//   - Deck: compile sets Competitive.Rules from it, which the competitive
//     setup (setupCompetitive) passes to villaindeck.State.Reset.
//   - VillainFocusCapped: GainVillainFocus, called by the competitive
//     clean-up (competitiveCleanUp: +1 Focus each round) and by a villain
//     card's `focus` ability.
//   - GoDefensive: woundHero (strike.go) calls goDefensive only when set.
//   - KnockDownReturnsSpecial: knockDownHero (strike.go) clears the active
//     special move only when set; heroTurn clears it at the start of the
//     hero's next turn in both rulesets.
//   - IdleLeaderKOToken: idleLeaderKO (the competitive clean-up) gives the
//     token to each knocked-down leader that did not activate this round
//     only when set.
//   - LeaderAwakensEachTurn: villainTurn calls turnAwakenings, which has
//     each knocked-down leader attempt to awaken, only when set; when set,
//     canActivate offers no card's activation to a knocked-down leader.
//   - Stun: heroStrike (strike.go) and a villain card's `stun` ability
//     (villainCardStrike) add stun tokens only when set; compileRuleset
//     warns of special moves that stun.
//   - ElevationRange: Game.RangePenalty measures every strike's distance
//     with RangedDistance (the hero strikes, the AI villains, a villain
//     card's ranged strike, the policies through View and VillainSeat).
type Ruleset struct {
	// Name is the ruleset's name in battle files: adventures,
	// shadows-of-the-past or shadows-of-the-past-ko.
	Name string

	// Cooperative: the ruleset has Cooperative Mode, AI villains activated
	// by an initiative deck (Adventures, pp. 22–27). Shadows of the Past
	// has a villain player only (Introduction).
	Cooperative bool

	// TurtleActionDice is how many Action dice each of the four Turtles
	// rolls, RaphaelActionDice how many Raphael rolls: "every Hero player
	// rolls their Turtle's three Action dice (six for Raphael)" (Shadows of
	// the Past, Rolling the Action Dice). 0 means the hero sheet's dice: the
	// Adventures rulebook gives no count ("This typically gives each hero a
	// total of 5 actions", Sharing Action Dice, p. 14), and other heroes
	// always roll their sheet's dice.
	TurtleActionDice, RaphaelActionDice int

	// Deck is how the villain deck is played: the active line of four,
	// "this turn", desperation (package villaindeck).
	Deck villaindeck.Rules

	// VillainFocusCapped: the villain player's Focus never exceeds its
	// starting Focus (Adventures, Clean-up Phase, p. 15, and Focus, p. 37;
	// Shadows of the Past, End of Round and Focus, p. 17). The partly
	// Korean edition: "The Villain player has no limit to how much focus
	// they can accumulate."
	VillainFocusCapped bool

	// GoDefensive: a hero wounded by an attack may turn its own dice to a
	// shell-only face (Adventures, Going on the Defensive, p. 19). Shadows
	// of the Past has no such rule.
	GoDefensive bool

	// KnockDownReturnsSpecial: a knocked-down hero's active special move
	// returns to its hand (Adventures, Using Special Moves, p. 20). In
	// Shadows of the Past the card stays face up "until the start of that
	// hero's next turn" (Using Special Moves, p. 14).
	KnockDownReturnsSpecial bool

	// IdleLeaderKOToken: a knocked-down villain leader that does not
	// activate for a full round receives a KO token (Adventures, Awakening
	// Player-Controlled Villain Leaders, p. 36). Shadows of the Past gives
	// KO tokens only on a failed attempt.
	IdleLeaderKOToken bool

	// LeaderAwakensEachTurn: a knocked-down villain leader attempts to
	// awaken at the start of every villain turn, activated or not. Shadows
	// of the Past gives the KO'ed token to a figure that "failed to awaken
	// on their turn" (Tokens) and, after a failed attempt, "The Villain
	// player will have to attempt to awaken again on their next turn"
	// (Awakening Villain Leaders); without it, and with neither the idle
	// token nor desperation awakening, a leader never activated would never
	// take a token (docs/RULES.md). That is the turn's attempt: a card does
	// not activate a leader still down for another ("again on their next
	// turn"). The Adventures leader attempts only when a card or
	// desperation activates it (p. 36).
	LeaderAwakensEachTurn bool

	// Stun: stun tokens exist (Adventures, Stun, p. 35). Shadows of the Past
	// has none; Deck.FaceDownUnstuns, the face-down card that removes one,
	// goes with it.
	Stun bool

	// MixedIcons: a move, melee or ranged icon may carry a shell (Adventures,
	// Mixed Icon, p. 16). When false the only mixed icon is the "Active
	// Defense Icon … a combination of a melee icon and a defense icon"
	// (Shadows of the Past, Actions, p. 10).
	MixedIcons bool

	// FigureAttributes: giant, tiny and machine figures exist (Adventures,
	// Character Attributes, p. 34). Shadows of the Past has none of them:
	// "Figures on the map do not block line of sight" (Line of Sight).
	FigureAttributes bool

	// ElevationRange: a figure in elevated terrain is 2 spaces farther for
	// a ranged strike from low terrain (Adventures, Elevated Terrain, p. 28;
	// Ranged Strikes, example 3, p. 19). The partly Korean edition of
	// Shadows of the Past: "elevations do not affect ranged strikes"
	// (Ranged Strikes, p. 13).
	ElevationRange bool
}

// The rulesets.
var (
	// Adventures is the TMNT Adventures rulebook, "Change is Constant".
	Adventures = Ruleset{
		Name:                    "adventures",
		Cooperative:             true,
		Deck:                    villaindeck.Adventures,
		VillainFocusCapped:      true,
		GoDefensive:             true,
		KnockDownReturnsSpecial: true,
		IdleLeaderKOToken:       true,
		Stun:                    true,
		MixedIcons:              true,
		FigureAttributes:        true,
		ElevationRange:          true,
	}

	// ShadowsOfThePast is the Shadows of the Past rulebook (English).
	ShadowsOfThePast = Ruleset{
		Name:                  "shadows-of-the-past",
		TurtleActionDice:      3,
		RaphaelActionDice:     6,
		Deck:                  villaindeck.ShadowsOfThePast,
		VillainFocusCapped:    true,
		LeaderAwakensEachTurn: true,
		ElevationRange:        true,
	}

	// ShadowsOfThePastKorean is the partly Korean edition of Shadows of the
	// Past: the English ruleset with the villain's Focus not capped, "this
	// turn" ending at the next card played, and elevation not affecting
	// ranged strikes.
	ShadowsOfThePastKorean = korean(ShadowsOfThePast)
)

// korean returns r with the rules of the partly Korean edition of Shadows of
// the Past: Focus (no villain Focus cap), Villain Card Special Abilities
// ("This Turn" ends at the next card), Ranged Strikes ("elevations do not
// affect ranged strikes").
func korean(r Ruleset) Ruleset {
	r.Name = "shadows-of-the-past-ko"
	r.VillainFocusCapped = false
	r.Deck.ThisTurnEndsAtNextCard = true
	r.ElevationRange = false
	return r
}

// rulesets are the rulesets by name, in the order files list them.
var rulesets = [...]*Ruleset{&Adventures, &ShadowsOfThePast, &ShadowsOfThePastKorean}

// RulesetNames returns the names a battle file may give its `ruleset:`.
func RulesetNames() []string {
	names := make([]string, len(rulesets))
	for i, r := range rulesets {
		names[i] = r.Name
	}
	return names
}

// LookupRuleset returns the ruleset named name and whether there is one.
// A file's misspelt name gets its did-you-mean from battlefile's
// RulesetByName: the engine imports no file machinery.
func LookupRuleset(name string) (Ruleset, bool) {
	for _, r := range rulesets {
		if r.Name == name {
			return *r, true
		}
	}
	return Ruleset{}, false
}

// The Turtles by roster name (Shadows of the Past, Components List: "4 Ninja
// Turtles (Donatello, Leonardo, Michelangelo, and Raphael)").
const raphael = "raphael"

var turtles = [...]string{"donatello", "leonardo", "michelangelo", raphael}

// ActionDice returns how many Action dice the hero of roster name hero
// rolls, sheet being the number of dice on its sheet (Shadows of the Past,
// Rolling the Action Dice: "three Action dice (six for Raphael)";
// Adventures, Sharing Action Dice, p. 14: no count, the sheet's). The name
// is compared without case.
func (r *Ruleset) ActionDice(hero string, sheet int) int {
	n := 0
	switch {
	case strings.EqualFold(hero, raphael):
		n = r.RaphaelActionDice
	case isTurtle(hero):
		n = r.TurtleActionDice
	}
	if n == 0 {
		return sheet
	}
	return n
}

func isTurtle(hero string) bool {
	for _, t := range turtles {
		if strings.EqualFold(hero, t) {
			return true
		}
	}
	return false
}

// SetActionDice gives h, the sheet of the hero of roster name hero with
// its sheet's dice, the number of Action dice the ruleset rolls for it
// (ActionDice). Dice beyond the sheet's repeat its dice in order: the books
// print no faces, and Raphael's six dice in Shadows of the Past are his
// three sheet dice twice (docs/RULES.md, "Shadows of the Past"). A sheet
// with more dice than the ruleset's count keeps its first dice. It panics
// if h has no dice.
func (r *Ruleset) SetActionDice(h *HeroSpec, hero string) {
	if h.NDice <= 0 {
		panic("adventures: SetActionDice of a hero with no dice")
	}
	n := min(r.ActionDice(hero, h.NDice), MaxActionDice)
	for d := h.NDice; d < n; d++ {
		h.Dice[d] = h.Dice[d%h.NDice]
	}
	h.NDice = n
}

// GainVillainFocus returns the villain player's Focus after it gains n
// from focus, start being its starting Focus: not above start when the
// ruleset caps it (Adventures, Clean-up Phase, p. 15, and Focus, p. 37:
// "The villain player may never exceed their starting Focus"; Shadows of
// the Past, End of Round and Focus, p. 17), without limit in the partly
// Korean edition ("The Villain player has no limit to how much focus they
// can accumulate"). A Focus already above start (a battle's bonus) is not
// taken away.
func (r *Ruleset) GainVillainFocus(focus, n, start int) int {
	f := focus + n
	if r.VillainFocusCapped && f > start {
		f = max(start, focus)
	}
	return f
}

// RangedDistance returns the distance of a ranged strike from from to to
// on m (Adventures, Ranged Strikes, p. 19; Elevated Terrain and Covered
// Terrain, p. 28): Map.RangedDistance, less the 2 spaces of a target in
// elevated terrain struck from low terrain when the ruleset ignores
// elevation (the partly Korean edition of Shadows of the Past, Ranged
// Strikes: "calculated by the shortest route possible, elevations do not
// affect ranged strikes").
func (r *Ruleset) RangedDistance(m *grid.Map, from, to grid.Cell) int {
	d := m.RangedDistance(from, to)
	if !r.ElevationRange && m.Terrain[to]&grid.Elevated != 0 && m.Terrain[from]&grid.Elevated == 0 {
		d -= 2
	}
	return d
}
