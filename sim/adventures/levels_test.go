package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Elevated terrain is not adjacent to low terrain (Adventures, "Elevated
// Terrain"), for every rule that asks for adjacency: a hero on a roof edge
// does not open or hack the door or computer in the street below ("Doors",
// "Focus Checks", "Hacking Computers"), throw the garbage can below it
// ("Throw Small Object": "While adjacent to or in the same space as an
// object"), or crouch behind the car below it ("Crouch": "While adjacent to
// a car, dumpster, or road block"). The same hero in the street beside the
// object may.
func TestAdjacencyKeepsLevels(t *testing.T) {
	for _, c := range []struct {
		name   string
		object grid.Terrain
		want   OptionKind
	}{
		{"door", grid.Door | grid.Blocking, OptFocusCheck},
		{"computer", grid.Computer | grid.Blocking, OptFocusCheck},
		{"small object", grid.SmallObject | grid.Covered, OptThrow},
		{"crouch object", grid.CrouchBehind | grid.Slow, OptCrouch},
	} {
		for _, hero := range []struct {
			at      string
			offered bool
		}{{"c1", false}, {"e1", true}} {
			t.Run(c.name+" from "+hero.at, func(t *testing.T) {
				m := testMap(
					"^^^.....",
					"^^^.....",
					"........",
				)
				obj := cell(t, "d1")
				m.Terrain[obj] |= c.object
				m.DoorDifficulty[obj] = 2
				m.Prepare()
				leo := turtle("Leonardo", cell(t, hero.at), dieOf(MakeFace(IconMelee, 1, false)), dieOf(MakeFace(IconMove, 2, false)))
				b := &Battle{Name: "levels", Map: m, Heroes: []HeroSpec{leo},
					Villains: []VillainSpec{footNinja(1, cell(t, "h3"))}}
				g := newTestGame(t, b, nil)
				g.rollActionDice()
				got := false
				for _, o := range g.heroOptions(0) {
					if o.Kind == c.want {
						got = true
					}
				}
				if got != hero.offered {
					t.Errorf("%v offered: %v, want %v", c.want, got, hero.offered)
				}
				if c.want == OptCrouch {
					want := grid.NoCell
					if hero.offered {
						want = obj
					}
					if o := g.crouchObject(g.Figs[0].Cell); o != want {
						t.Errorf("crouches behind %s, want %s", o.Label(), want.Label())
					}
				}
			})
		}
	}
}
