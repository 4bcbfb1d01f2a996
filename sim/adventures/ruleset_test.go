package adventures

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// rulesetFields pins every field of the three rulesets to the sentences of
// the books it comes from (docs/RULES.md, "Shadows of the Past"). want is
// {Adventures, ShadowsOfThePast, ShadowsOfThePastKorean}.
var rulesetFields = []struct {
	field string
	get   func(r *Ruleset) any
	want  [3]any
	// adventures, shadows and korean quote the books; "" where a book is
	// silent (the reason is then in the other quotes).
	adventures, shadows, korean string
}{
	{"Name", func(r *Ruleset) any { return r.Name },
		[3]any{"adventures", "shadows-of-the-past", "shadows-of-the-past-ko"},
		"TMNT Adventures rulebook, \"Change is Constant\"",
		"Shadows of the Past rulebook",
		"Shadows of the Past rulebook, partly Korean edition"},
	{"Cooperative", func(r *Ruleset) any { return r.Cooperative },
		[3]any{true, false, false},
		"In Cooperative Mode, players create an initiative deck by combining the initiative cards for each hero and villain type in the selected battle. (Overview, p. 3)",
		"up to four players take on the roles of the Ninja Turtles, while one other player takes on the role of the villain, controlling all of the enemies that the Ninja Turtles will face. (Introduction)",
		"악당의 역할을 맡으면서 (Introduction: one player takes the villain's role)"},
	{"TurtleActionDice", func(r *Ruleset) any { return r.TurtleActionDice },
		[3]any{0, 3, 3},
		"This typically gives each hero a total of 5 actions to spend on their turn. (Sharing Action Dice, p. 14: no count, the hero sheet's dice)",
		"every Hero player rolls their Turtle's three Action dice (six for Raphael). (Rolling the Action Dice)",
		"모든 영웅 플레이어는 거북이의 세가지 액션 주사위를 굴린다. (Rolling the Action Dice: the Turtle's three Action dice)"},
	{"RaphaelActionDice", func(r *Ruleset) any { return r.RaphaelActionDice },
		[3]any{0, 6, 6},
		"",
		"every Hero player rolls their Turtle's three Action dice (six for Raphael). (Rolling the Action Dice) This gives each Turtle a total of five Action dice to use on their turn (except for Raph, see his ability). (Sharing Action Dice)",
		"(the parenthesis is left out; Raphael's ability is on his sheet, the same card: docs/RULES.md)"},
	{"Deck.Line", func(r *Ruleset) any { return r.Deck.Line },
		[3]any{false, true, true},
		"At the start of the villain's turn, any cards in Active Zone 2 are discarded (and cease to be active), and any cards in Active Zone 1 are moved to Active Zone 2. (Active Villain Ability Cards, p. 15)",
		"If, at the start of the villain's turn, there are four Villain Ability cards active in front of them, the two oldest Villain Ability cards (the two on the left) are discarded and cease being active. (Active Villain Ability Cards)",
		"악당의 차례가 시작될 때 그 앞에 네개의 악당 능력 카드가 있으면 두개의 오래된 악당 능력 카드(왼쪽에 있는 두개)가 폐기되고 (Active Villain Ability Cards)"},
	{"Deck.ThisTurnEndsAtNextCard", func(r *Ruleset) any { return r.Deck.ThisTurnEndsAtNextCard },
		[3]any{false, false, true},
		"This Turn: This ability is active from the moment the card is played until the villain's turn ends. (Special Abilities, p. 21)",
		"This Turn: The ability is active from the moment the card is played until the villain's turn ends. (Villain Card Special Abilities, p. 14)",
		"This Turn: The ability is active from the moment the card is played until either the next Villain Ability card is played or until the villain's turn ends, whichever comes first. (Villain Card Special Abilities)"},
	{"Deck.DesperationAwakens", func(r *Ruleset) any { return r.Deck.DesperationAwakens },
		[3]any{true, false, false},
		"The villain player may also use desperation to attempt to awaken a knocked down villain leader. (Desperation Activation, p. 21)",
		"Important: Note that you cannot use desperation activation to activate a KO'ed villain leader! (Desperation Activation, p. 14)",
		"Important: Note that you cannot use desperation activation to activate a KO'ed villain leader! (Desperation Activation)"},
	{"Deck.FaceDownUnstuns", func(r *Ruleset) any { return r.Deck.FaceDownUnstuns },
		[3]any{true, false, false},
		"VILLAIN [PLAYER-CONTROLLED]: Spend 1 non-shell action icon; Play a villain ability card face down (Stun, p. 35)",
		"", ""},
	{"Deck.Name", func(r *Ruleset) any { return r.Deck.Name },
		[3]any{"adventures", "shadows-of-the-past", "shadows-of-the-past"},
		"(villaindeck.Adventures)", "(villaindeck.ShadowsOfThePast)", "(villaindeck.ShadowsOfThePast with its option)"},
	{"VillainFocusCapped", func(r *Ruleset) any { return r.VillainFocusCapped },
		[3]any{true, true, false},
		"The villain player may never exceed their starting Focus. (Focus, p. 37)",
		"The Villain player may never have more focus than they started the battle with. (Focus, p. 17)",
		"The Villain player has no limit to how much focus they can accumulate. (Focus, p. 17)"},
	{"GoDefensive", func(r *Ruleset) any { return r.GoDefensive },
		[3]any{true, false, false},
		"Each time a hero suffers 1 or more wounds from an attack, they may choose to go on the defensive by turning 1 or more of their action dice to a side showing a defense icon and nothing else. (Going on the Defensive, p. 19)",
		"", ""},
	{"KnockDownReturnsSpecial", func(r *Ruleset) any { return r.KnockDownReturnsSpecial },
		[3]any{true, false, false},
		"IMPORTANT: If a hero is ever knocked down, if that hero has a special move card currently active, that card is immediately returned to the player's hand (unless stated otherwise). (Using Special Moves, p. 20)",
		"The special move is then placed face-up in front of the player until the start of that hero's next turn. (Using Special Moves, p. 14)",
		"The special move is then placed face-up in front of the player until the start of that hero's next turn. (Using Special Moves)"},
	{"IdleLeaderKOToken", func(r *Ruleset) any { return r.IdleLeaderKOToken },
		[3]any{true, false, false},
		"However if a knocked down villain leader does not activate for a full round they automatically receive a KO token. (Awakening Player-Controlled Villain Leaders, p. 36)",
		"However, if the leader has not regained enough life yet, put a KO'ed token on the leader's sheet, and their activation immediately ends. (Awakening Villain Leaders)",
		"However, if the leader has not regained enough life yet, put a KO'ed token on the leader's sheet, and their activation immediately ends. (Awakening Villain Leaders)"},
	{"LeaderAwakensEachTurn", func(r *Ruleset) any { return r.LeaderAwakensEachTurn },
		[3]any{false, true, true},
		"Villains continue receiving KO tokens every turn they attempt to awaken (any KO tokens received remain on their villain sheet even after awakening). (Awakening Player-Controlled Villain Leaders, p. 36: an attempt when a card or desperation activates the leader)",
		"KO'ed tokens are given to characters if they have been KO'ed and then failed to awaken on their turn. (Tokens); The Villain player will have to attempt to awaken again on their next turn. (Awakening Villain Leaders)",
		"KO'ed tokens are given to characters if they have been KO'ed and then failed to awaken on their turn. (Tokens); The Villain player will have to attempt to awaken again on their next turn. (Awakening Villain Leaders)"},
	{"Stun", func(r *Ruleset) any { return r.Stun },
		[3]any{true, false, false},
		"Some abilities can cause a figure to become stunned. (Stun, p. 35)",
		"", ""},
	{"MixedIcons", func(r *Ruleset) any { return r.MixedIcons },
		[3]any{true, false, false},
		"MIXED ICON: This is a combination of a melee, ranged, or move icon and a defense icon. (p. 16)",
		"Active Defense Icon: This icon is a combination of a melee icon and a defense icon. (Actions, p. 10)",
		"Active Defense Icon: 이 아이콘은 근접 아이콘과 수비 아이콘의 조합입니다. (Actions: a melee icon and a defense icon)"},
	{"FigureAttributes", func(r *Ruleset) any { return r.FigureAttributes },
		[3]any{true, false, false},
		"Figures do not block line of sight unless they are giant, in which case the space they occupy counts as blocking terrain (Line of Sight, p. 32; Character Attributes, p. 34)",
		"Figures on the map do not block line of sight. (Line of Sight)",
		"Figures on the map do not block line of sight. (Line of Sight)"},
	{"ElevationRange", func(r *Ruleset) any { return r.ElevationRange },
		[3]any{true, true, false},
		"Figures on spaces of elevated terrain are considered to be 2 additional spaces away when targeted by ranged strikes from figures in spaces of low terrain. (Elevated Terrain, p. 28)",
		"If the target is more than two spaces away from the attacker (calculated by the shortest route possible), then the strike's damage is reduced by one for every space beyond the second space. (Ranged Strikes, p. 13: elevation is left to the Elevated Terrain card)",
		"(calculated by the shortest route possible, elevations do not affect ranged strikes) (Ranged Strikes, p. 13)"},
}

var threeRulesets = [3]*Ruleset{&Adventures, &ShadowsOfThePast, &ShadowsOfThePastKorean}

// TestRulesetFieldsByTheBooks checks each field of each ruleset against the
// sentence it comes from.
func TestRulesetFieldsByTheBooks(t *testing.T) {
	for _, c := range rulesetFields {
		for i, r := range threeRulesets {
			if got := c.get(r); got != c.want[i] {
				quote := [3]string{c.adventures, c.shadows, c.korean}[i]
				t.Errorf("%s.%s = %v, want %v: %q", r.Name, c.field, got, c.want[i], quote)
			}
		}
		if c.adventures == "" && c.shadows == "" {
			t.Errorf("%s: no sentence of either book", c.field)
		}
	}
}

// TestRulesetFieldsAllPinned fails when a field of Ruleset or of
// villaindeck.Rules has no row in rulesetFields, so that no difference
// goes without its sentence.
func TestRulesetFieldsAllPinned(t *testing.T) {
	var pinned []string
	for _, c := range rulesetFields {
		pinned = append(pinned, c.field)
	}
	var fields []string
	for _, f := range reflect.VisibleFields(reflect.TypeFor[Ruleset]()) {
		if f.Name != "Deck" {
			fields = append(fields, f.Name)
		}
	}
	for _, f := range reflect.VisibleFields(reflect.TypeFor[villaindeck.Rules]()) {
		fields = append(fields, "Deck."+f.Name)
	}
	for _, f := range fields {
		if !slices.Contains(pinned, f) {
			t.Errorf("field %s has no row in rulesetFields", f)
		}
	}
}

// TestRulesetDeckIsVillaindecks checks that the deck rules are villaindeck's
// own values, not a second copy of them.
func TestRulesetDeckIsVillaindecks(t *testing.T) {
	if Adventures.Deck != villaindeck.Adventures {
		t.Errorf("Adventures.Deck = %+v, want villaindeck.Adventures %+v", Adventures.Deck, villaindeck.Adventures)
	}
	if ShadowsOfThePast.Deck != villaindeck.ShadowsOfThePast {
		t.Errorf("ShadowsOfThePast.Deck = %+v, want villaindeck.ShadowsOfThePast %+v", ShadowsOfThePast.Deck, villaindeck.ShadowsOfThePast)
	}
	for _, r := range threeRulesets {
		if r.Stun != r.Deck.FaceDownUnstuns {
			t.Errorf("%s: Stun %v but Deck.FaceDownUnstuns %v: a face-down card removes a stun token only where stun exists", r.Name, r.Stun, r.Deck.FaceDownUnstuns)
		}
	}
}

func TestLookupRuleset(t *testing.T) {
	for _, r := range threeRulesets {
		got, ok := LookupRuleset(r.Name)
		if !ok || got != *r {
			t.Errorf("LookupRuleset(%q) = %+v, %v; want %+v", r.Name, got, ok, *r)
		}
	}
	for _, name := range []string{"", "shadows-of-the-pats", "Adventures", "chess"} {
		if _, ok := LookupRuleset(name); ok {
			t.Errorf("LookupRuleset(%q) found a ruleset", name)
		}
	}
	if got, want := strings.Join(RulesetNames(), " "), "adventures shadows-of-the-past shadows-of-the-past-ko"; got != want {
		t.Errorf("RulesetNames() = %s, want %s", got, want)
	}
}

// TestActionDice: "every Hero player rolls their Turtle's three Action dice
// (six for Raphael)" (Shadows of the Past, Rolling the Action Dice); the
// Adventures rulebook keeps the sheet's dice.
func TestActionDice(t *testing.T) {
	for _, c := range []struct {
		r           *Ruleset
		hero        string
		sheet, want int
	}{
		{&Adventures, "raphael", 3, 3},
		{&Adventures, "leonardo", 3, 3},
		{&Adventures, "leonardo", 2, 2}, // a battle's override stands
		{&ShadowsOfThePast, "raphael", 3, 6},
		{&ShadowsOfThePast, "Raphael", 3, 6}, // the display name
		{&ShadowsOfThePast, "leonardo", 3, 3},
		{&ShadowsOfThePast, "michelangelo", 2, 3},
		{&ShadowsOfThePast, "donatello", 4, 3},
		{&ShadowsOfThePast, "casey-jones", 2, 2}, // not a Turtle: the sheet's
		{&ShadowsOfThePastKorean, "raphael", 3, 6},
	} {
		if got := c.r.ActionDice(c.hero, c.sheet); got != c.want {
			t.Errorf("%s: ActionDice(%q, %d) = %d, want %d", c.r.Name, c.hero, c.sheet, got, c.want)
		}
	}
}

// TestSetActionDice: Raphael's six dice in Shadows of the Past are his
// three sheet dice twice; a sheet of four dice keeps three.
func TestSetActionDice(t *testing.T) {
	die := func(n int) [6]Face { return [6]Face{MakeFace(IconMove, n, false)} }
	var raph HeroSpec
	raph.NDice = 3
	for d := range 3 {
		raph.Dice[d] = die(d + 1)
	}
	ShadowsOfThePast.SetActionDice(&raph, "raphael")
	if raph.NDice != 6 {
		t.Fatalf("Raphael NDice = %d, want 6", raph.NDice)
	}
	for d := range 6 {
		if got, want := raph.Dice[d], die(d%3+1); got != want {
			t.Errorf("Raphael die %d = %v, want %v (die %d again)", d+1, got, want, d%3+1)
		}
	}
	var donnie HeroSpec
	donnie.NDice = 4
	ShadowsOfThePast.SetActionDice(&donnie, "donatello")
	if donnie.NDice != 3 {
		t.Errorf("Donatello NDice = %d, want 3", donnie.NDice)
	}
	before := raph
	Adventures.SetActionDice(&raph, "raphael")
	if raph.NDice != before.NDice || raph.Dice != before.Dice {
		t.Errorf("Adventures.SetActionDice changed the sheet: NDice %d, want %d", raph.NDice, before.NDice)
	}
}

// TestGainVillainFocus: the clean-up's +1 Focus, "not to exceed their
// starting Focus for the battle" (Adventures, Clean-up Phase, p. 15;
// Shadows of the Past, End of Round), and "no limit" in the partly Korean
// edition (Focus, p. 17).
func TestGainVillainFocus(t *testing.T) {
	for _, c := range []struct {
		r                     *Ruleset
		focus, n, start, want int
	}{
		{&Adventures, 1, 1, 3, 2},
		{&Adventures, 3, 1, 3, 3},
		{&Adventures, 2, 3, 3, 3},
		{&Adventures, 5, 1, 3, 5}, // above start already: nothing gained, nothing lost
		{&ShadowsOfThePast, 3, 1, 3, 3},
		{&ShadowsOfThePastKorean, 3, 1, 3, 4},
		{&ShadowsOfThePastKorean, 9, 2, 3, 11},
	} {
		if got := c.r.GainVillainFocus(c.focus, c.n, c.start); got != c.want {
			t.Errorf("%s: GainVillainFocus(%d, %d, %d) = %d, want %d", c.r.Name, c.focus, c.n, c.start, got, c.want)
		}
	}
}

// TestRulesetRangedDistance: the Adventures rulebook's example 3 of Ranged
// Strikes ("Raph targets a Foot Ninja 3 spaces away in elevated terrain …
// the targeted Foot Ninja is considered to be an additional 2 spaces away.
// Raph subtracts 3 from his total Hits"), and the partly Korean edition,
// where "elevations do not affect ranged strikes" (1 hit, for 3 spaces).
func TestRulesetRangedDistance(t *testing.T) {
	var m grid.Map
	m.W, m.H = 5, 2
	up, covered := grid.At(3, 0), grid.At(3, 1)
	m.Terrain[up] |= grid.Elevated
	m.Terrain[grid.At(4, 0)] |= grid.Elevated
	m.Terrain[covered] |= grid.Covered
	m.Prepare()
	raph, high := grid.At(0, 0), grid.At(4, 0)
	for _, c := range []struct {
		r         *Ruleset
		from, to  grid.Cell
		dist, pen int
	}{
		{&Adventures, raph, up, 5, 3},
		{&ShadowsOfThePast, raph, up, 5, 3},
		{&ShadowsOfThePastKorean, raph, up, 3, 1},
		{&ShadowsOfThePastKorean, high, raph, 4, 2},    // from elevated to low: no change in any book
		{&ShadowsOfThePastKorean, raph, covered, 4, 2}, // covered terrain still adds 1
		{&Adventures, high, up, 1, 0},
	} {
		d := c.r.RangedDistance(&m, c.from, c.to)
		if d != c.dist || grid.RangePenalty(d) != c.pen {
			t.Errorf("%s: %s to %s: distance %d, penalty %d; want %d, %d", c.r.Name, c.from.Label(), c.to.Label(), d, grid.RangePenalty(d), c.dist, c.pen)
		}
	}
}

func ExampleLookupRuleset() {
	r, _ := LookupRuleset("shadows-of-the-past")
	fmt.Println(r.Name, r.ActionDice("raphael", 3), r.ActionDice("leonardo", 3), r.Deck.Line)
	ko, _ := LookupRuleset("shadows-of-the-past-ko")
	fmt.Println(ko.Name, ko.GainVillainFocus(3, 1, 3), ko.Deck.ThisTurnEndsAtNextCard)
	// Output:
	// shadows-of-the-past 6 3 true
	// shadows-of-the-past-ko 4 true
}
