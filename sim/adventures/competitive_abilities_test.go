package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// compAbilityGame returns competitiveBattle set up for its first round,
// with sheet ability ninja for the Foot Ninja, karai for Karai and leo for
// the first hero, and every Battle die a hit that blocks nothing.
func compAbilityGame(t *testing.T, ninja, karai, leo Ability) *Game {
	t.Helper()
	b := competitiveBattle(t)
	b.Villains[0].Ability, b.Villains[1].Ability, b.Heroes[0].Ability = ninja, karai, leo
	b.Villains[0].Life = 5
	g := newTestGame(t, b, nil)
	g.SetVillainPolicy(FirstVillain{})
	g.setupCompetitive()
	g.setDie([]dice.Face{{Hits: 1}})
	return g
}

// figAt returns the villain figure on space s.
func figAt(t *testing.T, g *Game, s string) int {
	t.Helper()
	for id := g.nh; id < g.nf; id++ {
		if g.Figs[id].Where == onMap && g.Figs[id].Cell == cell(t, s) {
			return id
		}
	}
	t.Fatalf("no villain figure at %s", s)
	return -1
}

// Passive abilities of a player-controlled villain's sheet add to its
// defense roll, its strike's Battle dice and its move points per move
// icon, on their terrain if they name one, while the ability is active:
// "If a hero or villain leader is knocked down ... the ability is no
// longer active" (Adventures, Hero and Villain Basic Abilities).
func TestCompetitivePassiveAbilities(t *testing.T) {
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 1, false)
	move := villaindeck.MakeIcon(villaindeck.KindMove, 1, false)
	for _, c := range []struct {
		name                string
		ninja, karai        Ability
		fig                 string // the figure's space: a1 open, a5 covered, d6 Karai
		down                bool   // Karai knocked down first
		defend, strike, mps int
	}{
		{"none", Ability{}, Ability{}, "a1", false, 2, 2, 4},
		{"none, covered", Ability{}, Ability{}, "a5", false, 3, 2, 4},
		{"defend 1", Ability{When: Passive, Effect: EffectDefend, N: 1}, Ability{}, "a1", false, 3, 2, 4},
		{"defend 1 on covered, off it", Ability{When: Passive, Effect: EffectDefend, N: 1, On: grid.Covered}, Ability{}, "a1", false, 2, 2, 4},
		{"defend 1 on covered, on it", Ability{When: Passive, Effect: EffectDefend, N: 1, On: grid.Covered}, Ability{}, "a5", false, 4, 2, 4},
		{"attack 2", Ability{When: Passive, Effect: EffectAttack, N: 2}, Ability{}, "a1", false, 2, 4, 4},
		{"move 1", Ability{When: Passive, Effect: EffectMove, N: 1}, Ability{}, "a1", false, 2, 2, 5},
		{"Karai's defend 2, standing", Ability{}, Ability{When: Passive, Effect: EffectDefend, N: 2}, "d6", false, 5, 3, 4},
		{"Karai's attack 1, knocked down: not active", Ability{}, Ability{When: Passive, Effect: EffectAttack, N: 1}, "d6", true, 3, 3, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := compAbilityGame(t, c.ninja, c.karai, Ability{})
			id := figAt(t, g, c.fig)
			if c.down {
				g.woundVillain(id, 99, 0)
			}
			if got := g.villainDefendDice(id); got != c.defend {
				t.Errorf("defend dice %d, want %d", got, c.defend)
			}
			if got := g.villainStrikeDice(id, 0, melee.Count()); got != c.strike {
				t.Errorf("strike dice %d, want %d", got, c.strike)
			}
			if got := g.villainMP(id, move.Count()); got != c.mps {
				t.Errorf("move points %d, want %d", got, c.mps)
			}
		})
	}
}

// A player-controlled villain's strike that wounds a hero applies its
// sheet's passive stun and push, as an AI villain's does; a hero struck
// reacts by its own sheet.
func TestCompetitiveStrikeAbilities(t *testing.T) {
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 1, false)
	for _, c := range []struct {
		name        string
		ninja, leo  Ability
		heroStun    int
		heroAt      string
		ninjaStun   int
		heroLifeMax bool
	}{
		{"none", Ability{}, Ability{}, 0, "b1", 0, false},
		{"passive stun 1", Ability{When: Passive, Effect: EffectStun, N: 1}, Ability{}, 1, "b1", 0, false},
		{"passive push 1", Ability{When: Passive, Effect: EffectPush, N: 1}, Ability{}, 0, "c1", 0, false},
		{"the hero's struck: stun 1", Ability{}, Ability{When: WhenStruck, Effect: EffectStun, N: 1}, 0, "b1", 1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := compAbilityGame(t, c.ninja, Ability{}, c.leo)
			id := figAt(t, g, "a1")
			g.relocate(0, cell(t, "b1"))
			g.villainCardStrike(id, 0, melee.Count(), false)
			if got := int(g.Figs[0].Stun); got != c.heroStun {
				t.Errorf("hero's stun tokens %d, want %d", got, c.heroStun)
			}
			if got := g.Figs[0].Cell; got != cell(t, c.heroAt) {
				t.Errorf("hero at %s, want %s", got.Label(), c.heroAt)
			}
			if got := int(g.Figs[id].Stun); got != c.ninjaStun {
				t.Errorf("Foot Ninja's stun tokens %d, want %d", got, c.ninjaStun)
			}
		})
	}
}

// A player-controlled villain figure struck by a hero reacts while it
// stands; knocked down, a leader's knocked-down ability acts although it
// is no longer active; a struck ability gives the villain player Focus,
// never above the starting Focus (Adventures, Hero and Villain Basic
// Abilities; Focus).
func TestCompetitiveReactions(t *testing.T) {
	for _, c := range []struct {
		name          string
		ninja, karai  Ability
		target        string
		dice          int // the hero's strike dice, every one a hit
		focus         int // the villain's Focus after, from 1
		heroStun      int
		targetLife    int
		otherKaraiHit bool // the other Karai was wounded by 4 first
		otherLife     int
	}{
		{"struck: stun 1", Ability{When: WhenStruck, Effect: EffectStun, N: 1}, Ability{}, "a1", 3, 1, 1, 5 - 3 + 0, false, 0},
		{"struck: stun 1, KO'ed by the strike", Ability{When: WhenStruck, Effect: EffectStun, N: 1}, Ability{}, "a1", 9, 1, 0, 0, false, 0},
		{"struck: focus 1", Ability{When: WhenStruck, Effect: EffectFocus, N: 1}, Ability{}, "a1", 3, 2, 0, 2, false, 0},
		{"struck: heal 2", Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, Ability{}, "a1", 3, 1, 0, 4, false, 0},
		{"Karai knocked-down: focus 5, capped", Ability{}, Ability{When: WhenKnockedDown, Effect: EffectFocus, N: 5}, "d6", 20, 3, 0, 0, false, 0},
		{"Karai knocked-down: heal 2, the other Karai", Ability{}, Ability{When: WhenKnockedDown, Effect: EffectHeal, N: 2}, "d6", 20, 1, 0, 0, true, 8},
		{"Karai struck: heal 2 does not act knocked down", Ability{}, Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, "d6", 20, 1, 0, 0, true, 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := compAbilityGame(t, c.ninja, c.karai, Ability{})
			g.comp.focus = 1
			id := figAt(t, g, c.target)
			other := figAt(t, g, "e6")
			if c.otherKaraiHit {
				g.Figs[other].Life -= 4
			}
			g.heroStrike(0, id, c.dice, 0, false, false)
			if got := g.comp.focus; got != c.focus {
				t.Errorf("villain Focus %d, want %d", got, c.focus)
			}
			if got := int(g.Figs[0].Stun); got != c.heroStun {
				t.Errorf("hero's stun tokens %d, want %d", got, c.heroStun)
			}
			if c.target == "a1" {
				if got := int(g.Figs[id].Life); g.Figs[id].Standing() && got != c.targetLife {
					t.Errorf("target's Life %d, want %d", got, c.targetLife)
				}
			}
			if c.otherKaraiHit {
				if got := int(g.Figs[other].Life); got != c.otherLife {
					t.Errorf("the other Karai's Life %d, want %d", got, c.otherLife)
				}
			}
		})
	}
}

// Round-start abilities of a player-controlled villain type act while a
// figure of the type stands on the board: a leader type whose figures are
// all knocked down has none (Hero and Villain Basic Abilities).
func TestCompetitiveRoundStartAbilities(t *testing.T) {
	focus := Ability{When: RoundStart, Effect: EffectFocus, N: 1}
	for _, c := range []struct {
		name  string
		down  int // Karai figures knocked down first
		focus int // the villain's Focus after, from 1
	}{
		{"both Karai stand", 0, 2},
		{"one Karai down", 1, 2},
		{"both Karai down", 2, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := compAbilityGame(t, Ability{}, focus, Ability{})
			for k := 0; k < c.down; k++ {
				g.woundVillain(g.vStart[1]+k, 99, 0)
			}
			g.comp.focus = 1
			g.roundAbilities()
			if got := g.comp.focus; got != c.focus {
				t.Errorf("villain Focus %d, want %d", got, c.focus)
			}
		})
	}
}
