package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// "one side will be given the opportunity to call upon an ally ... choose
// one of them, then receive the benefits listed on that ally card"
// (Adventures, Allies): the heroes' policy chooses theirs, the villain
// takes the one of most value, and every figure of the side receives it.
func TestAllies(t *testing.T) {
	allies := []Ally{
		{Name: "Casey", Side: Heroes, Ability: Ability{When: Passive, Effect: EffectAttack, N: 1}},
		{Name: "April", Side: Heroes, Ability: Ability{When: Passive, Effect: EffectDefend, N: 2}},
		{Name: "Tiger Claw", Side: Villain, Ability: Ability{When: Passive, Effect: EffectMove, N: 1}},
		{Name: "Baxter", Side: Villain, Ability: Ability{When: Passive, Effect: EffectDefend, N: 1}},
	}
	for _, c := range []struct {
		name           string
		pick           int // the heroes' policy's option
		hero, villain  int
		attack, defend int // Leonardo's strike dice for 1 icon and defence dice
		block          int // the Foot Ninja's Block
	}{
		{"first", 0, 0, 3, 2 + 1, 2, 1 + 1},
		{"second", 1, 1, 3, 1 + 1, 4, 1 + 1},
	} {
		b := &Battle{Name: "a", Map: openMap(), Allies: allies,
			Heroes:   []HeroSpec{turtle("Leonardo", grid.At(0, 0)), turtle("Raphael", grid.At(0, 1))},
			Villains: []VillainSpec{footNinja(1, grid.At(5, 5))}}
		g := newTestGame(t, b, policyFunc(func(_ *Game, d Decision, opts []Option) int {
			if d.Kind != DecideAlly || len(opts) != 2 {
				t.Fatalf("%s: decision %s with %d options, want ally with 2", c.name, d.Kind, len(opts))
			}
			return c.pick
		}))
		g.chooseAllies()
		if g.Ally(Heroes) != c.hero || g.Ally(Villain) != c.villain {
			t.Errorf("%s: allies %d, %d; want %d, %d", c.name, g.Ally(Heroes), g.Ally(Villain), c.hero, c.villain)
		}
		for h := 0; h < 2; h++ {
			if got := g.StrikeDice(h, 1, g.Figs[h].Cell, grid.At(5, 5)); got != c.attack {
				t.Errorf("%s: hero %d strike dice %d, want %d", c.name, h, got, c.attack)
			}
			if got := g.DefendDice(h); got != c.defend {
				t.Errorf("%s: hero %d defend dice %d, want %d", c.name, h, got, c.defend)
			}
		}
		if got := g.VillainBlock(2); got != c.block {
			t.Errorf("%s: block %d, want %d", c.name, got, c.block)
		}
	}
}

// AllyValue weighs effects and amounts, halving what may never act.
func TestAllyValue(t *testing.T) {
	for _, c := range []struct {
		a    Ability
		want int
	}{
		{Ability{}, 0},
		{Ability{When: Passive, Effect: EffectDefend, N: 2}, 8},
		{Ability{When: Passive, Effect: EffectDefend, N: 2, On: grid.Covered}, 4},
		{Ability{When: WhenStruck, Effect: EffectHeal, N: 2}, 3},
		{Ability{When: RoundStart, Effect: EffectFocus, N: 1}, 2},
		{Ability{When: Passive, Effect: EffectFreeReroll, N: 1}, 3},
	} {
		if got := AllyValue(c.a); got != c.want {
			t.Errorf("%s: value %d, want %d", c.a, got, c.want)
		}
	}
}
