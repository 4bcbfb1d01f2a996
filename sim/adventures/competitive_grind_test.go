package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// grindGame returns competitiveBattle with a rail along the south edge of
// row 2, ridden both ways, and a small throwing object on g1; the heroes
// stand on c3-f3, the Foot Ninja on a1, h1 and a5, the first of them
// moved to a2; every Battle die is a hit that blocks nothing.
func grindGame(t *testing.T) *Game {
	t.Helper()
	b := competitiveBattle(t)
	for x := 0; x < 8; x++ {
		c := grid.At(x, 1)
		b.Map.South[c] |= grid.LineGrind
		b.Map.GrindDir[c] |= 3 << 2
	}
	b.Map.Terrain[cell(t, "g1")] |= grid.SmallObject
	b.Map.Prepare()
	g := newTestGame(t, b, nil)
	g.setupCompetitive()
	g.relocate(figAt(t, g, "a1"), cell(t, "a2"))
	g.setDie([]dice.Face{{Hits: 1}})
	return g
}

func meleeIcon(n int) villaindeck.Icon { return villaindeck.MakeIcon(villaindeck.KindMelee, n, false) }
func rangedIcon(n int) villaindeck.Icon {
	return villaindeck.MakeIcon(villaindeck.KindRanged, n, false)
}

// "GRIND. COST: 3 Move Icons. While adjacent to a grindable line, figures
// may use this action to move along the line"; "THROW SMALL OBJECT ...
// While adjacent to or in the same space as an object that can be thrown,
// make a ranged strike as normal, except that katana may be spent as
// though they were shuriken" (Adventures, Terrain Moves, p. 31): a villain
// figure's card pays them as a hero's dice do; giant and tiny figures and
// a figure carrying a character make no terrain moves (Character
// Attributes, p. 34; Carrying Characters).
func TestVillainGrindThrowOptions(t *testing.T) {
	const ends = 11 // b2-h2 and a3, b3, g3, h3: the empty spaces beside the rail, but a2
	for _, tt := range []struct {
		name                  string
		fig                   string
		icons                 []villaindeck.Icon
		tiny, giant, carrying bool
		grind, throw          int // options of each kind
	}{
		{"a move icon of 2: no grind", "a2", []villaindeck.Icon{moveIcon(2)}, false, false, false, 0, 0},
		{"a move icon of 3: grind to every end", "a2", []villaindeck.Icon{moveIcon(3)}, false, false, false, ends, 0},
		{"three single move icons: grind, once", "a2", []villaindeck.Icon{moveIcon(1), moveIcon(1), moveIcon(1)}, false, false, false, ends, 0},
		{"not beside the rail: no grind", "a5", []villaindeck.Icon{moveIcon(3)}, false, false, false, 0, 0},
		{"a melee icon next to the object: a throw at each hero", "h1", []villaindeck.Icon{meleeIcon(1)}, false, false, false, 0, 4},
		{"a ranged icon next to the object: a throw at each hero", "h1", []villaindeck.Icon{rangedIcon(1)}, false, false, false, 0, 4},
		{"a move icon throws nothing", "h1", []villaindeck.Icon{moveIcon(1)}, false, false, false, 0, 0},
		{"no object near: no throw", "a5", []villaindeck.Icon{meleeIcon(2)}, false, false, false, 0, 0},
		{"tiny figures neither grind nor throw", "a2", []villaindeck.Icon{moveIcon(3), meleeIcon(1)}, true, false, false, 0, 0},
		{"tiny figures neither grind nor throw (object)", "h1", []villaindeck.Icon{meleeIcon(1)}, true, false, false, 0, 0},
		{"giant figures neither grind nor throw", "a2", []villaindeck.Icon{moveIcon(3)}, false, true, false, 0, 0},
		{"giant figures neither grind nor throw (object)", "h1", []villaindeck.Icon{rangedIcon(1)}, false, true, false, 0, 0},
		{"a figure carrying a character does not grind", "a2", []villaindeck.Icon{moveIcon(3)}, false, false, true, 0, 0},
		{"a figure carrying a character does not throw", "h1", []villaindeck.Icon{rangedIcon(1)}, false, false, true, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := grindGame(t)
			id := figAt(t, g, tt.fig)
			g.B.Villains[0].Tiny = tt.tiny
			g.B.Villains[0].Giant = tt.giant
			if tt.carrying {
				g.B.Carriables = append(g.B.Carriables, Carriable{Character: true})
				g.Figs[id].Carry = int8(len(g.B.Carriables) - 1)
			}
			activation(g, id, tt.icons...)
			var n [VOptThrow + 1]int
			for _, o := range g.villainActions(id, g.comp.opts[:0]) {
				n[o.Kind]++
				if o.Kind == VOptThrow && o.Cell != cell(t, "g1") {
					t.Errorf("throws the object on %s, want g1", o.Cell.Label())
				}
			}
			if n[VOptGrind] != tt.grind || n[VOptThrow] != tt.throw {
				t.Errorf("grind %d, throw %d options; want %d, %d", n[VOptGrind], n[VOptThrow], tt.grind, tt.throw)
			}
		})
	}
}

// A villain figure grinding along the rail makes an Attack +2 melee
// strike against each hero beside the rail as it moves (Attack 1 + 2: 3
// dice, every one a wound here) and ends where it chose; it pays its 3
// move icons (Terrain Moves: Grind, p. 31).
func TestVillainGrind(t *testing.T) {
	for _, tt := range []struct {
		name, to string
		icons    []villaindeck.Icon
		spent    uint8
		wounded  []int // the heroes struck: Leo c3, Raph d3, Donnie e3, Mikey f3
	}{
		{"to b3: past no hero", "b3", []villaindeck.Icon{moveIcon(3)}, 0b1, nil},
		{"to c2: past Leo", "c2", []villaindeck.Icon{moveIcon(3)}, 0b1, []int{0}},
		{"to h2: past every hero", "h2", []villaindeck.Icon{moveIcon(1), moveIcon(2)}, 0b11, []int{0, 1, 2, 3}},
		{"to g3: past every hero", "g3", []villaindeck.Icon{moveIcon(1), moveIcon(1), moveIcon(1), moveIcon(1)}, 0b111, []int{0, 1, 2, 3}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := grindGame(t)
			id := figAt(t, g, "a2")
			activation(g, id, tt.icons...)
			var life [4]int8
			for h := range life {
				life[h] = g.Figs[h].Life
			}
			o := VillainOption{Kind: VOptGrind, Icon: 0, Icon2: -1, Fig: int16(id), Cell: cell(t, tt.to)}
			if got := g.comp.seat.Spends(&o); got != tt.spent {
				t.Errorf("Spends %04b, want %04b", got, tt.spent)
			}
			g.villainTerrainMove(id, o)
			if got := g.Figs[id].Cell; got != cell(t, tt.to) {
				t.Errorf("at %s, want %s", got.Label(), tt.to)
			}
			if g.comp.spent != tt.spent {
				t.Errorf("spent %04b, want %04b", g.comp.spent, tt.spent)
			}
			for h := range life {
				want := life[h]
				for _, w := range tt.wounded {
					if w == h {
						want -= 3
					}
				}
				if g.Figs[h].Life != want {
					t.Errorf("%s: Life %d, want %d", g.B.Heroes[h].Name, g.Figs[h].Life, want)
				}
			}
		})
	}
}

// A villain figure throwing a small object makes a ranged strike as
// normal with the icon it spends, a katana as a shuriken (Attack 1 + 2
// icons: 3 dice, every one a hit, less the range penalty), then "remove
// the thrown object from the map (it is destroyed)" (Terrain Moves: Throw
// Small Object, p. 31; Small Throwing Objects, p. 28): nothing is left to
// throw.
func TestVillainThrow(t *testing.T) {
	for _, ic := range []villaindeck.Icon{meleeIcon(2), rangedIcon(2)} {
		t.Run(ic.String(), func(t *testing.T) {
			g := grindGame(t)
			id := figAt(t, g, "h1")
			activation(g, id, ic, ic)
			const leo = 0
			life := g.Figs[leo].Life
			want := life - int8(3-g.RangePenalty(cell(t, "h1"), g.Figs[leo].Cell))
			o := VillainOption{Kind: VOptThrow, Icon: 0, Icon2: -1, Fig: leo, Cell: cell(t, "g1")}
			if got := g.comp.seat.Spends(&o); got != 1 {
				t.Errorf("Spends %02b, want 01", got)
			}
			g.comp.spent |= 1 // as activateVillain spends the option's icon
			g.villainTerrainMove(id, o)
			if g.Figs[leo].Life != want {
				t.Errorf("Leo's Life %d, want %d", g.Figs[leo].Life, want)
			}
			if !g.Map.Gone.Has(cell(t, "g1")) {
				t.Error("the object is still on the map")
			}
			for _, o := range g.villainActions(id, g.comp.opts[:0]) {
				if o.Kind == VOptThrow {
					t.Fatalf("a throw offered after the object is destroyed: %+v", o)
				}
			}
		})
	}
}
