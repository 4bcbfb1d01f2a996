package adventures

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Breaking away: "if Leonardo is next to 2 Foot Clan Ninja, it costs him 3
// move points to move 1 space (1 point for the actual move, plus 1 extra
// move point per adjacent enemy)" (Adventures, "Breaking Away from
// Enemies"); giant figures "count as 2 figures when breaking away"
// ("Giant"); figures on obscuring terrain "do not need to be broken away
// from" ("Obscuring Terrain"), a machine there too (docs/RULES.md); an
// enemy on another level is not adjacent ("Elevated Terrain").
func TestBreakAwayExample(t *testing.T) {
	for _, c := range []struct {
		name    string
		enemies []string
		giant   bool
		want    int // move points to step from c3 to c4
	}{
		{"alone", nil, false, 1},
		{"one Foot Ninja", []string{"b2"}, false, 2},
		{"two Foot Ninja (the example)", []string{"b2", "d2"}, false, 3},
		{"a giant", []string{"b2"}, true, 3},
		{"a Foot Ninja on obscuring terrain", []string{"a2"}, false, 1},
		{"a Foot Ninja on elevated terrain", []string{"e2"}, false, 1},
		{"a machine on obscuring terrain", []string{"a2"}, false, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := testMap(
				"......",
				"O...^.",
				"....^.",
				"......",
				"......",
			)
			// Leo on c3; on a3 next to the obscuring a2; on d3 below the
			// elevated e2.
			at, to := "c3", "c4"
			if c.name == "a Foot Ninja on obscuring terrain" || c.name == "a machine on obscuring terrain" {
				at, to = "a3", "a4"
			}
			if c.name == "a Foot Ninja on elevated terrain" {
				at, to = "d3", "d4"
			}
			var starts []grid.Cell
			for _, e := range c.enemies {
				starts = append(starts, cell(t, e))
			}
			v := footNinja(len(starts), starts...)
			v.Giant = c.giant
			v.Machine = c.name == "a machine on obscuring terrain"
			leo := turtle("Leonardo", cell(t, at), dieOf(MakeFace(IconMove, 1, false)))
			g := newTestGame(t, &Battle{Name: "break", Map: m, Heroes: []HeroSpec{leo}, Villains: []VillainSpec{v}}, nil)
			g.rollActionDice()
			g.mp = 5
			got := -1
			for _, o := range g.heroOptions(0) {
				if o.Kind == OptMoveTo && o.Cell == cell(t, to) {
					got = int(o.Arg)
				}
			}
			if got != c.want {
				t.Errorf("stepping %s -> %s costs %d move points, want %d", at, to, got, c.want)
			}
		})
	}
}

// "Leo only has one Action die left for the turn, a double katana. He
// wants to split it up to make 2 separate melee strikes with 1 katana each.
// However, this is not allowed, and he is forced to make a single melee
// strike using the double katana icon" (Adventures, "Combining and Dividing
// up Action Icons", example 2): the only melee strike spends the whole die
// and rolls Attack + 2 dice, and no die is left for a second.
func TestNoChangeFromADie(t *testing.T) {
	leo := turtle("Leonardo", cell(t, "c3"), dieOf(MakeFace(IconMelee, 2, false)))
	b := &Battle{Name: "split", Map: openMap(), Heroes: []HeroSpec{leo},
		Villains: []VillainSpec{{Name: "Foot Ninja", Move: 4, Hit: 3, Block: 0, Life: 20, Attack: Melee, Figures: 1, Start: []grid.Cell{cell(t, "c4")}}}}
	g := newTestGame(t, b, nil)
	g.rollActionDice()
	var melee []Option
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptMelee {
			melee = append(melee, o)
		}
	}
	if len(melee) != 1 {
		t.Fatalf("%d melee strikes offered, want 1: %v", len(melee), melee)
	}
	s, ok := g.StrikeOf(0, &melee[0])
	if !ok || s.Dice != 1+2 {
		t.Errorf("the strike rolls %d dice, want 3 (Attack 1 + 2 katana)", s.Dice)
	}
	g.doAction(0, melee[0])
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptMelee {
			t.Errorf("a second melee strike is offered after spending the double katana: %+v", o)
		}
	}
}

// A knocked-down hero rolls "Battle dice equal to their Defend attribute"
// modified only by the rulebook's list: shells on its Action dice, +2 per
// adjacent standing hero, −3 per adjacent standing leader, −1 per adjacent
// minion (Adventures, "Awakening Heroes"). Covered terrain's Defend +1 is
// not on the list and does not add (docs/RULES.md).
func TestAwakenDiceOnCover(t *testing.T) {
	for _, c := range []struct {
		name   string
		at     string
		shells int
		want   int
	}{
		{"open", "b2", 0, 2},
		{"covered", "c2", 0, 2},
		{"covered, two shells", "c2", 2, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := testMap("....", "..C.", "....")
			dice := [][6]Face{dieOf(MakeFace(IconMove, 1, false)), dieOf(MakeFace(IconMove, 1, false))}
			for i := 0; i < c.shells; i++ {
				dice[i] = dieOf(ShellFace)
			}
			leo := turtle("Leonardo", cell(t, c.at), dice...)
			g := newTestGame(t, &Battle{Name: "a", Map: m, Heroes: []HeroSpec{leo, turtle("Raphael", cell(t, "a4"))}}, nil)
			g.rollActionDice()
			g.knockDownHero(0)
			if got := g.AwakenDice(0); got != c.want {
				t.Errorf("awaken dice %d, want %d", got, c.want)
			}
		})
	}
}

// "Grinding figures may make an Attack +2 melee strike against each enemy
// figure adjacent to the rail as they move" (Adventures, Terrain Moves:
// Grind): Attack + 2 dice, with the hero's passive Attack bonus as on any
// strike ("Attack/Hit +X"; an ally's or a sheet's "passive: attack N").
func TestGrindStrikeDice(t *testing.T) {
	for _, c := range []struct {
		name string
		ab   Ability
		want string
	}{
		{"Attack 1", Ability{}, "rolls 3 dice"},
		{"Attack 1 and passive attack 1", Ability{When: Passive, Effect: EffectAttack, N: 1}, "rolls 4 dice"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := openMap()
			for x := 0; x < 8; x++ {
				m.South[grid.At(x, 1)] |= grid.LineGrind
				m.GrindDir[grid.At(x, 1)] |= 3 << 2
			}
			m.Prepare()
			g := abilityGame(t, m, c.ab, VillainSpec{Name: "Foot Ninja", Move: 4, Hit: 3, Block: 0, Life: 20, Attack: Melee, Figures: 1, Start: []grid.Cell{cell(t, "d2")}})
			g.relocate(0, cell(t, "a2"))
			var log bytes.Buffer
			g.SetLog(&log)
			g.grind(0, cell(t, "h2"))
			if g.Figs[0].Cell != cell(t, "h2") {
				t.Fatalf("the grind ended on %s, want h2:\n%s", g.Figs[0].Cell.Label(), log.String())
			}
			mustContain(t, log.String(), c.want)
		})
	}
}
