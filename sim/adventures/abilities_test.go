package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// abilityGame returns a test game of one hero (Leonardo at a1) and the
// given villain types, with the hero's sheet ability ha and the abilities
// gathered as at the start of a battle.
func abilityGame(t *testing.T, m grid.Map, ha Ability, vs ...VillainSpec) *Game {
	t.Helper()
	leo := turtle("Leonardo", grid.At(0, 0))
	leo.Ability = ha
	g := newTestGame(t, &Battle{Name: "a", Map: m, Heroes: []HeroSpec{leo}, Villains: vs}, nil)
	g.initAbilities(-1, -1)
	return g
}

// "If a hero or villain leader is knocked down or there are no figures of
// their type on the board, the ability is no longer active" (Adventures,
// Hero and Villain Basic Abilities).
func TestAbilityActive(t *testing.T) {
	leader := footNinja(1, grid.At(3, 3))
	leader.Name, leader.Leader = "Karai", true
	for _, c := range []struct {
		name string
		set  func(g *Game)
		o    int
		want bool
	}{
		{"standing hero", func(*Game) {}, 0, true},
		{"knocked-down hero", func(g *Game) { g.knockDownHero(0) }, 0, false},
		{"minions on the board", func(*Game) {}, 1, true},
		{"one minion KO'ed, one left", func(g *Game) { g.woundVillain(2, 9, 0) }, 1, true},
		{"no minion on the board", func(g *Game) { g.woundVillain(1, 9, 0); g.woundVillain(2, 9, 0) }, 1, false},
		{"standing leader", func(*Game) {}, 2, true},
		{"knocked-down leader", func(g *Game) { g.B.LeadersAwaken = true; g.woundVillain(4, 99, 0) }, 2, false},
	} {
		g := abilityGame(t, openMap(), Ability{}, footNinja(3, grid.At(5, 5), grid.At(6, 6)), leader)
		c.set(g)
		if got := g.abilityActive(c.o); got != c.want {
			t.Errorf("%s: active %v, want %v", c.name, got, c.want)
		}
	}
}

// Passive bonuses add to the attribute they name while the ability is
// active, on their terrain if they name one; a battle without abilities
// adds nothing.
func TestPassiveBonuses(t *testing.T) {
	m := testMap("C.........", "..........", "..........", "..........", "..........", "..........", "..........", "..........")
	ninja := footNinja(1, grid.At(1, 1))
	for _, c := range []struct {
		name       string
		a          Ability
		defend     int // Leonardo's defence dice at a1 (covered)
		strike     int // his dice for a strike spending 1 icon
		move       int // his move points per move icon
		freeReroll bool
	}{
		{"none", Ability{}, 3, 2, 3, false},
		{"defend 2", Ability{When: Passive, Effect: EffectDefend, N: 2}, 5, 2, 3, false},
		{"defend 1 on covered", Ability{When: Passive, Effect: EffectDefend, N: 1, On: grid.Covered}, 4, 2, 3, false},
		{"defend 1 on elevated", Ability{When: Passive, Effect: EffectDefend, N: 1, On: grid.Elevated}, 3, 2, 3, false},
		{"attack 2", Ability{When: Passive, Effect: EffectAttack, N: 2}, 3, 4, 3, false},
		{"move 1", Ability{When: Passive, Effect: EffectMove, N: 1}, 3, 2, 4, false},
		{"free reroll", Ability{When: Passive, Effect: EffectFreeReroll, N: 1}, 3, 2, 3, true},
		{"a round-start heal is no bonus", Ability{When: RoundStart, Effect: EffectHeal, N: 2}, 3, 2, 3, false},
	} {
		g := abilityGame(t, m, c.a, ninja)
		if got := g.DefendDice(0); got != c.defend {
			t.Errorf("%s: defend dice %d, want %d", c.name, got, c.defend)
		}
		if got := g.StrikeDice(0, 1, grid.At(0, 0), grid.At(1, 1)); got != c.strike {
			t.Errorf("%s: strike dice %d, want %d", c.name, got, c.strike)
		}
		if got := int(g.B.Heroes[0].Move) + g.bonus(0, EffectMove, g.Figs[0].Cell); got != c.move {
			t.Errorf("%s: move points per icon %d, want %d", c.name, got, c.move)
		}
		if got := g.bonus(0, EffectFreeReroll, g.Figs[0].Cell) > 0; got != c.freeReroll {
			t.Errorf("%s: free reroll %v, want %v", c.name, got, c.freeReroll)
		}
	}
}

// An AI villain's passive bonuses: Defend adds to its Block, Attack to its
// Hit, Move to its Move (docs/RULES.md, Abilities).
func TestVillainPassives(t *testing.T) {
	for _, c := range []struct {
		name       string
		a          Ability
		block, hit int
	}{
		{"none", Ability{}, 1, 3},
		{"defend 1", Ability{When: Passive, Effect: EffectDefend, N: 1}, 2, 3},
		{"attack 2", Ability{When: Passive, Effect: EffectAttack, N: 2}, 1, 5},
	} {
		ninja := footNinja(1, grid.At(1, 1))
		ninja.Ability = c.a
		g := abilityGame(t, openMap(), Ability{}, ninja)
		if got := g.VillainBlock(1); got != c.block {
			t.Errorf("%s: block %d, want %d", c.name, got, c.block)
		}
		if got := int(ninja.Hit) + g.bonus(1, EffectAttack, g.Figs[1].Cell); got != c.hit {
			t.Errorf("%s: hit %d, want %d", c.name, got, c.hit)
		}
	}
}

// Reactions: struck, a figure heals, gains Focus or stuns its striker;
// knocked down, a hero's ability acts although it is no longer active.
func TestReactions(t *testing.T) {
	for _, c := range []struct {
		name                 string
		a                    Ability
		life, focus, stunned int
		knockDown            bool
	}{
		{"struck: heal 2", Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, 10 - 3 + 2, 2, 0, false},
		{"struck: focus 1 (never above the start)", Ability{When: WhenStruck, Effect: EffectFocus, N: 1}, 7, 2, 0, false},
		{"struck: stun 1", Ability{When: WhenStruck, Effect: EffectStun, N: 1}, 7, 2, 1, false},
		{"knocked-down: heal 2", Ability{When: WhenKnockedDown, Effect: EffectHeal, N: 2}, 2, 2, 0, true},
		{"struck: heal 2 does not act knocked down", Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, 0, 2, 0, true},
	} {
		ninja := footNinja(1, grid.At(1, 1))
		g := abilityGame(t, openMap(), c.a, ninja)
		g.heroes[0].focus = 1
		if c.a.Effect == EffectFocus {
			g.heroes[0].focus = 2
		}
		g.setDie([]dice.Face{{Hits: 1}}) // every die a hit, and no block
		hits := 3
		if c.knockDown {
			hits = 10
		}
		g.villainStrike(1, 0, hits)
		if got := int(g.Figs[0].Life); got != c.life {
			t.Errorf("%s: life %d, want %d", c.name, got, c.life)
		}
		if c.a.Effect == EffectFocus && int(g.heroes[0].focus) != c.focus {
			t.Errorf("%s: focus %d, want %d", c.name, g.heroes[0].focus, c.focus)
		}
		if got := int(g.Figs[1].Stun); got != c.stunned {
			t.Errorf("%s: striker's stun tokens %d, want %d", c.name, got, c.stunned)
		}
	}
}

// Round start: a minion type's spawn brings figures from the pool; a
// hero's Focus grows, never above its starting Focus.
func TestRoundStartAbilities(t *testing.T) {
	ninja := footNinja(4, grid.At(5, 5))
	ninja.Ability = Ability{When: RoundStart, Effect: EffectSpawn, N: 2}
	g := abilityGame(t, openMap(), Ability{When: RoundStart, Effect: EffectFocus, N: 1}, ninja)
	g.B.Spawns = []grid.Cell{grid.At(7, 7), grid.At(6, 7), grid.At(5, 7)}
	g.heroes[0].focus = 1
	g.roundAbilities()
	if got := g.rec.Values[1][VSpawned]; got != 2 {
		t.Errorf("spawned %d, want 2", got)
	}
	if got := g.heroes[0].focus; got != 2 {
		t.Errorf("focus %d, want 2", got)
	}
	g.roundAbilities()
	if got := g.rec.Values[1][VSpawned]; got != 3 {
		t.Errorf("spawned %d after the pool ran out, want 3", got)
	}
	if got := g.heroes[0].focus; got != 2 {
		t.Errorf("focus %d, want 2 (the starting Focus)", got)
	}
}

// Passive stun and push act on a figure the strike wounds.
func TestStrikeEffects(t *testing.T) {
	for _, c := range []struct {
		name string
		a    Ability
		stun int
		cell grid.Cell
	}{
		{"none", Ability{}, 0, grid.At(1, 1)},
		{"stun 1", Ability{When: Passive, Effect: EffectStun, N: 1}, 1, grid.At(1, 1)},
		{"push 2", Ability{When: Passive, Effect: EffectPush, N: 2}, 0, grid.At(3, 3)},
	} {
		ninja := footNinja(1, grid.At(1, 1))
		ninja.Life = 20
		g := abilityGame(t, openMap(), c.a, ninja)
		g.setDie([]dice.Face{{Hits: 1}})
		g.heroStrike(0, 1, 3, 0, false, false)
		if got := int(g.Figs[1].Stun); got != c.stun {
			t.Errorf("%s: stun %d, want %d", c.name, got, c.stun)
		}
		if got := g.Figs[1].Cell; got != c.cell {
			t.Errorf("%s: the target at %s, want %s", c.name, got.Label(), c.cell.Label())
		}
	}
}

// A push is a move: it stops before a blocking or climbable line as a
// step of a move would (Adventures, "Terrain Types - Lines"); a slow line
// does not stop it. The ninja on b1, struck from a1, is pushed east.
func TestPushStopsAtLines(t *testing.T) {
	for _, c := range []struct {
		name string
		line grid.Line
		want grid.Cell
	}{
		{"no line", 0, grid.At(3, 0)},
		{"blocking", grid.LineBlocking, grid.At(2, 0)},
		{"climbable", grid.LineClimbable, grid.At(2, 0)},
		{"slow", grid.LineSlow, grid.At(3, 0)},
	} {
		m := openMap()
		m.East[grid.At(2, 0)] = c.line // between c1 and d1
		ninja := footNinja(1, grid.At(1, 0))
		ninja.Life = 20
		g := abilityGame(t, m, Ability{When: Passive, Effect: EffectPush, N: 2}, ninja)
		g.setDie([]dice.Face{{Hits: 1}})
		g.heroStrike(0, 1, 3, 0, false, false)
		if got := g.Figs[1].Cell; got != c.want {
			t.Errorf("%s: the target at %s, want %s", c.name, got.Label(), c.want.Label())
		}
	}
}

// The grind discount: grinding costs Mikey 1 move icon less (Adventures,
// Terrain Moves, example 2).
func TestGrindDiscountAbility(t *testing.T) {
	g := abilityGame(t, openMap(), Ability{When: Passive, Effect: EffectGrindDiscount, N: 1})
	if got := 3 - min(g.bonus(0, EffectGrindDiscount, g.Figs[0].Cell), 1); got != 2 {
		t.Errorf("grind cost %d, want 2", got)
	}
}

// Abilities read back as roster files spell them.
func TestAbilityString(t *testing.T) {
	for _, c := range []struct {
		a    Ability
		want string
	}{
		{Ability{}, "none"},
		{Ability{When: Passive, Effect: EffectDefend, N: 1, On: grid.Covered}, "passive: defend 1 on covered"},
		{Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, "struck: heal 2"},
		{Ability{When: Passive, Effect: EffectGrindDiscount, N: 1}, "passive: grind-discount"},
		{Ability{When: RoundStart, Effect: EffectSpawn, N: 1}, "round-start: spawn 1"},
	} {
		if got := c.a.String(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// A minion struck reacts only if the strike leaves it standing: a KO'ed
// Foot Ninja does not stun its striker, though its type's ability stays
// active while another stands.
func TestStruckMinionReacts(t *testing.T) {
	for _, c := range []struct {
		name string
		life int8
		stun int
	}{{"wounded", 9, 1}, {"KO'ed", 1, 0}} {
		ninja := footNinja(2, grid.At(1, 1), grid.At(5, 5))
		ninja.Ability = Ability{When: WhenStruck, Effect: EffectStun, N: 1}
		g := abilityGame(t, openMap(), Ability{}, ninja)
		g.Figs[1].Life = c.life
		g.setDie([]dice.Face{{Hits: 1}})
		g.heroStrike(0, 1, 3, 0, false, false)
		if got := int(g.Figs[0].Stun); got != c.stun {
			t.Errorf("%s: the striker's stun tokens %d, want %d", c.name, got, c.stun)
		}
	}
}
