package adventures

import (
	"bytes"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// "Cars, dumpsters, and benches may be thrown by some figures. Once a large
// object has been thrown, remove it from the map (it is destroyed)"
// (Adventures, Terrain Types: Large Throwing Objects): a hero whose special
// move throws a large object throws one on or next to it, and its spaces
// lose the cover, elevation and slow it gave them; a hero whose card does
// not say so, or next to an object another figure stands on, may not.
func TestThrowLargeObject(t *testing.T) {
	const (
		dumpster = grid.Covered | grid.Elevated | grid.LargeObject | grid.SoftLanding | grid.CrouchBehind
		car      = grid.Slow | grid.LargeObject | grid.CrouchBehind
		bench    = grid.Slow | grid.LargeObject
	)
	b1, c1, a1, e1 := grid.At(1, 0), grid.At(2, 0), grid.At(0, 0), grid.At(4, 0)
	for _, c := range []struct {
		name    string
		object  grid.Terrain
		large   bool      // the special throws a large object
		on      grid.Cell // a villain stands here, or NoCell
		offered bool
	}{
		{"dumpster", dumpster, true, grid.NoCell, true},
		{"car", car, true, grid.NoCell, true},
		{"bench", bench, true, grid.NoCell, true},
		{"a card that throws small objects only", car, false, grid.NoCell, false},
		{"a figure on the car", car, true, c1, false},
	} {
		m := openMap()
		m.Terrain[b1] |= c.object
		m.Terrain[c1] |= c.object
		m.Prepare()
		shared := m.Terrain
		ranged := dieOf(MakeFace(IconRanged, 1, false))
		leo := turtle("Leonardo", a1, ranged, ranged, ranged)
		leo.Specials = []Special{{Name: "Car Toss", CostKind: IconRanged, CostIcons: 1, Strike: Ranged, AttackBonus: 1, ThrowObject: !c.large, ThrowLarge: c.large}}
		starts := []grid.Cell{grid.At(0, 3)}
		if c.on != grid.NoCell {
			starts = append(starts, c.on)
		}
		b := &Battle{Name: "t", Map: m, Heroes: []HeroSpec{leo}, Villains: []VillainSpec{footNinja(len(starts), starts...)}}
		g := newTestGame(t, b, nil)
		if (g.large != nil) != c.large {
			t.Errorf("%s: own map %v, want %v", c.name, g.large != nil, c.large)
		}
		g.heroes[0].hand[0] = true
		g.rollActionDice()
		var log bytes.Buffer
		g.SetLog(&log)
		got := useFirstSpecial(g, func(o Option) bool { return o.Cell == b1 })
		if got != c.offered {
			t.Fatalf("%s: offered %v, want %v", c.name, got, c.offered)
		}
		if !c.offered {
			continue
		}
		mustContain(t, log.String(), "throws the large object at b1")
		gm := &g.B.Map
		for _, d := range []grid.Cell{b1, c1} {
			if !g.Map.Gone.Has(d) || gm.Terrain[d]&grid.LargeObjectTerrain != 0 {
				t.Errorf("%s: %s still holds the object: terrain %b", c.name, d.Label(), gm.Terrain[d])
			}
		}
		if gm.CanTakeCover(b1) || gm.Elevated(b1) || !gm.Adjacent(a1, b1) {
			t.Errorf("%s: b1 still gives cover %v or elevation %v", c.name, gm.CanTakeCover(b1), gm.Elevated(b1))
		}
		if !gm.LOS(&g.Map, a1, e1, nil) {
			t.Errorf("%s: a1 does not see e1 across the object's spaces", c.name)
		}
		var field [grid.MaxCells]uint8
		gm.DistanceField(&g.Map, b1, false, &field)
		if got := field[a1]; got != 1 {
			t.Errorf("%s: a1 is %d move points from b1, want 1 (no slow terrain left)", c.name, got)
		}
		if b.Map.Terrain != shared {
			t.Errorf("%s: the shared map changed", c.name)
		}
		g.restoreMap()
		if gm.Terrain != shared {
			t.Errorf("%s: the next battle's map lacks the object", c.name)
		}
	}
}

// throwingBattle is a battle whose hero may throw the dumpster beside it.
func throwingBattle() *Battle {
	m := openMap()
	for _, c := range []grid.Cell{grid.At(1, 0), grid.At(2, 0)} {
		m.Terrain[c] |= grid.Covered | grid.Elevated | grid.LargeObject | grid.SoftLanding | grid.CrouchBehind
	}
	m.Prepare()
	ranged := dieOf(MakeFace(IconRanged, 1, false))
	leo := turtle("Leonardo", grid.At(0, 0), ranged, ranged, ranged)
	leo.Specials = []Special{{Name: "Dumpster Toss", CostKind: IconRanged, CostIcons: 1, Strike: Ranged, AttackBonus: 1, ThrowLarge: true}}
	return &Battle{Name: "t", Map: m, Heroes: []HeroSpec{leo}, Villains: []VillainSpec{footNinja(1, grid.At(0, 5))}, RoundLimit: 3}
}

// A battle whose heroes throw large objects plays without allocating, and
// each battle starts with the objects the last one threw back on the map.
func TestThrowLargeObjectPlay(t *testing.T) {
	b := throwingBattle()
	thrower := policyFunc(func(g *Game, d Decision, opts []Option) int {
		for i, o := range opts {
			if o.Kind == OptUseSpecial && o.Cell != grid.NoCell {
				return i
			}
		}
		return 0
	})
	g := NewGame(b, thrower)
	var rec sim.Record
	i, throws := uint64(0), 0
	allocs := testing.AllocsPerRun(50, func() {
		g.Play(1, i, &rec)
		if g.Map.Gone.Has(grid.At(1, 0)) {
			throws++
		}
		i++
	})
	if allocs != 0 {
		t.Errorf("Play allocates %.1f times per battle, want 0", allocs)
	}
	if throws == 0 {
		t.Fatal("no battle threw the dumpster")
	}
	g.Play(1, 0, &rec)
	g.restoreMap()
	if g.B.Map.Terrain != b.Map.Terrain {
		t.Error("the map was not restored for the next battle")
	}
}

// A scratch game throws on its own map: the battle it was copied from keeps
// its objects, and a later copy takes the battle's map as it stands.
func TestThrowLargeObjectScratch(t *testing.T) {
	b := throwingBattle()
	b1 := grid.At(1, 0)
	g := newTestGame(t, b, nil)
	g.heroes[0].hand[0] = true
	g.rollActionDice()
	v := View{g}
	s := v.Scratch(FirstPolicy{})
	if !useFirstSpecial(s, func(o Option) bool { return o.Cell == b1 }) {
		t.Fatal("the scratch game may not throw the dumpster")
	}
	if s.B.Map.Terrain[b1]&grid.LargeObject != 0 {
		t.Error("the scratch game's dumpster is still there")
	}
	if g.B.Map.Terrain[b1]&grid.LargeObject == 0 || b.Map.Terrain[b1]&grid.LargeObject == 0 {
		t.Error("the scratch game's throw removed the battle's dumpster")
	}
	v.Scratch(FirstPolicy{})
	if s.B.Map.Terrain[b1]&grid.LargeObject == 0 {
		t.Error("a new copy kept the thrown dumpster's removal")
	}
	if !useFirstSpecial(g, func(o Option) bool { return o.Cell == b1 }) {
		t.Fatal("the hero may not throw the dumpster")
	}
	v.Scratch(FirstPolicy{})
	if s.B.Map.Terrain[b1]&grid.LargeObject != 0 || s.B == g.B {
		t.Error("a copy after the throw does not take the battle's map as it stands")
	}
}
