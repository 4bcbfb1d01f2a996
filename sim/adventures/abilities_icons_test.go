package adventures

import "testing"

// Extra action icons of a kind count with the icons an action spends of
// that kind: more strike dice (halved with the others into obscuring
// terrain), more move points, and, added to the bonus "if that icon
// matches the requirement of the bonus", a special's per-extra-icon bonus
// (Adventures, Attack/Hit +X and its Double Chuck example: "the extra
// katana is not lost but instead boosts the attack"; Move Icon; Obscuring
// Terrain).
func TestExtraIcons(t *testing.T) {
	m := testMap(
		"......",
		"......",
		"...O..",
		"......",
	)
	chuck := Special{Name: "Double Chuck", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AttackBonus: 2, PerExtra: true}
	slash := Special{Name: "Slash", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AttackBonus: 2}
	icons := func(e AbilityEffect, n int8) Ability { return Ability{When: Passive, Effect: e, N: n} }
	melee := Option{Kind: OptMelee, Target: 1, Dice: 0b001}
	for _, c := range []struct {
		name    string
		a       Ability
		hero    string // Leonardo's space (Attack 1, Move 3)
		villain string // the Foot Ninja's
		o       Option
		dice    int // the strike's dice, or the move points of a move
	}{
		{"1 katana", Ability{}, "b2", "c2", melee, 2},
		{"1 katana and 1 extra", icons(EffectMeleeIcons, 1), "b2", "c2", melee, 3},
		{"1 katana and 2 extra", icons(EffectMeleeIcons, 2), "b2", "c2", melee, 4},
		{"extra shuriken do not strike in melee", icons(EffectRangedIcons, 2), "b2", "c2", melee, 2},
		{"1 shuriken and 2 extra", icons(EffectRangedIcons, 2), "a1", "c3", Option{Kind: OptRanged, Target: 1, Dice: 0b010}, 4},
		// Into obscuring terrain the strike costs twice the icons: 1
		// katana buys no die, 1 katana and 1 extra buy 1.
		{"into smoke", Ability{}, "c3", "d3", melee, 1},
		{"into smoke, 1 extra", icons(EffectMeleeIcons, 1), "c3", "d3", melee, 2},
		// Double Chuck, cost 1 katana, Attack +2, +1 die per extra katana.
		{"Double Chuck", Ability{}, "b2", "c2", Option{Kind: OptUseSpecial, Arg: 0, Target: 1, Dice: 0b001}, 3},
		{"Double Chuck, 1 extra katana", icons(EffectMeleeIcons, 1), "b2", "c2", Option{Kind: OptUseSpecial, Arg: 0, Target: 1, Dice: 0b001}, 4},
		{"Double Chuck, extra shuriken", icons(EffectRangedIcons, 1), "b2", "c2", Option{Kind: OptUseSpecial, Arg: 0, Target: 1, Dice: 0b001}, 3},
		{"no per-extra bonus", icons(EffectMeleeIcons, 1), "b2", "c2", Option{Kind: OptUseSpecial, Arg: 1, Target: 1, Dice: 0b001}, 3},
		// "If a character's Move is 3, and they spend 1 move icon, they
		// receive 3 move points."
		{"1 move icon", Ability{}, "b2", "e4", Option{Kind: OptMoveDice, Dice: 0b100}, 3},
		{"1 move icon and 1 extra", icons(EffectMoveIcons, 1), "b2", "e4", Option{Kind: OptMoveDice, Dice: 0b100}, 6},
		{"extra katana do not move", icons(EffectMeleeIcons, 1), "b2", "e4", Option{Kind: OptMoveDice, Dice: 0b100}, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			leo := turtle("Leonardo", cell(t, c.hero), dieOf(MakeFace(IconMelee, 1, false)), dieOf(MakeFace(IconRanged, 1, false)), dieOf(MakeFace(IconMove, 1, false)))
			leo.Specials = []Special{chuck, slash}
			leo.Ability = c.a
			g := newTestGame(t, &Battle{Name: "x", Map: m, Heroes: []HeroSpec{leo},
				Villains: []VillainSpec{footNinja(1, cell(t, c.villain))}}, nil)
			g.initAbilities(-1, -1)
			g.rollActionDice()
			got := 0
			if c.o.Kind == OptMoveDice {
				g.mp = 0
				g.doAction(0, c.o)
				got = g.mp
			} else {
				s, ok := g.StrikeOf(0, &c.o)
				if !ok {
					t.Fatalf("no strike")
				}
				got = s.Dice
			}
			if got != c.dice {
				t.Errorf("got %d, want %d", got, c.dice)
			}
		})
	}
}
