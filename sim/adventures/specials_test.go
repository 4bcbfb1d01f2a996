package adventures

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// useFirstSpecial performs the first use of a special move hero 0 is
// offered for which ok holds, and reports whether there was one.
func useFirstSpecial(g *Game, ok func(Option) bool) bool {
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptUseSpecial && ok(o) {
			g.doAction(0, o)
			return true
		}
	}
	return false
}

// A special move that throws its target: the struck figure, still
// standing, is thrown straight away from the hero ("I'll Throw You!").
func TestSpecialThrowFigure(t *testing.T) {
	melee := dieOf(MakeFace(IconMelee, 1, false))
	mikey := turtle("Michelangelo", grid.At(0, 0), melee, melee, melee)
	mikey.Specials = []Special{{Name: "I'll Throw You!", CostKind: IconMelee, CostIcons: 1, Strike: Melee, Throw: 3}}
	ninja := footNinja(1, grid.At(1, 1))
	ninja.Life = 20
	g := newTestGame(t, &Battle{Name: "t", Map: openMap(), Heroes: []HeroSpec{mikey}, Villains: []VillainSpec{ninja}}, nil)
	g.heroes[0].hand[0] = true
	g.rollActionDice()
	g.setDie([]dice.Face{{Hits: 1}})
	if !useFirstSpecial(g, func(Option) bool { return true }) {
		t.Fatal("I'll Throw You! not offered")
	}
	if got, want := g.Figs[1].Cell, grid.At(4, 4); got != want {
		t.Errorf("the ninja at %s, want %s", got.Label(), want.Label())
	}
}

// A special move that throws an object is offered only next to a small
// throwing object, which the throw destroys (Adventures, Small Throwing
// Objects).
func TestSpecialThrowObject(t *testing.T) {
	for _, c := range []struct {
		name    string
		object  bool
		offered bool
	}{{"next to a manhole cover", true, true}, {"no object", false, false}} {
		m := openMap()
		if c.object {
			m.Terrain[grid.At(1, 0)] |= grid.SmallObject
		}
		ranged := dieOf(MakeFace(IconRanged, 1, false))
		leo := turtle("Leonardo", grid.At(0, 0), ranged, ranged, ranged)
		leo.Specials = []Special{{Name: "Manhole Toss", CostKind: IconRanged, CostIcons: 1, Strike: Ranged, AttackBonus: 1, ThrowObject: true}}
		g := newTestGame(t, &Battle{Name: "t", Map: m, Heroes: []HeroSpec{leo}, Villains: []VillainSpec{footNinja(1, grid.At(0, 3))}}, nil)
		g.heroes[0].hand[0] = true
		g.rollActionDice()
		var log bytes.Buffer
		g.SetLog(&log)
		got := useFirstSpecial(g, func(o Option) bool { return o.Cell == grid.At(1, 0) })
		if got != c.offered {
			t.Errorf("%s: offered %v, want %v", c.name, got, c.offered)
		}
		if c.offered {
			mustContain(t, log.String(), "throws the object at b1")
			if !g.Map.Gone.Has(grid.At(1, 0)) {
				t.Errorf("%s: the object is still there", c.name)
			}
		}
	}
}

// "Unchosen special move cards cannot be used unless a game effect (such
// as Michelangelo's Party Dude!) says otherwise" (Adventures, Using
// Special Moves): with Party Dude! chosen, the unchosen cards are offered;
// Party Dude! itself, which does nothing else, is not.
func TestSpecialUnchosen(t *testing.T) {
	for _, c := range []struct {
		name      string
		partyDude bool
		want      int // uses of Skate Smash offered (one per katana die that pays it)
	}{{"Party Dude! chosen", true, 3}, {"not chosen", false, 0}} {
		melee := dieOf(MakeFace(IconMelee, 1, false))
		mikey := turtle("Michelangelo", grid.At(0, 0), melee, melee, melee)
		mikey.Specials = []Special{{Name: "Party Dude!", Unchosen: true}, {Name: "Skate Smash", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AttackBonus: 2}}
		g := newTestGame(t, &Battle{Name: "t", Map: openMap(), Heroes: []HeroSpec{mikey}, Villains: []VillainSpec{footNinja(1, grid.At(1, 1))}}, nil)
		g.heroes[0].hand[0] = c.partyDude
		g.heroes[0].unchosen = g.usesUnchosen(0)
		g.rollActionDice()
		n := 0
		for _, o := range g.heroOptions(0) {
			if o.Kind == OptUseSpecial {
				if o.Arg == 0 {
					t.Errorf("%s: Party Dude! offered as a move", c.name)
				}
				n++
			}
		}
		if n != c.want {
			t.Errorf("%s: %d uses of unchosen cards offered, want %d", c.name, n, c.want)
		}
	}
}
