package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// StrikeOf answers with the dice and range penalty the engine rolls, on
// the rulebook's examples (Adventures, "Melee Strikes", "Ranged Strikes",
// "Obscuring Terrain", "Covered Terrain", "Using Special Moves", "Doors").
func TestStrikeOf(t *testing.T) {
	katana3 := MakeFace(IconMelee, 3, false)
	shuriken1 := MakeFace(IconRanged, 1, false)
	m := testMap(
		"..........",
		"....O.....",
		"..........",
		"...^......",
		"......C...",
		"..........",
	)
	m.Terrain[cell(t, "j1")] |= grid.Door
	m.Prepare()
	chuck := Special{Name: "Double Chuck", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AttackBonus: 2, PerExtra: true, FreeReroll: true}
	spin := Special{Name: "Spin", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AllAdjacent: true, Stun: true}
	cases := []struct {
		name     string
		hero     string // the hero's space
		villain  string // the Foot Ninja's space
		down     bool   // the ninja is knocked down
		o        Option
		ok       bool
		dice     int
		penalty  int
		target   int
		free     bool
		from, to string
	}{
		// "If Leo spends 3 katana to make a melee strike, he will roll 4
		// Battle dice (since his Attack attribute is 1)."
		{name: "3 katana", hero: "c3", villain: "d4", o: Option{Kind: OptMelee, Target: 1, Dice: 0b001},
			ok: true, dice: 4, target: 1, from: "c3", to: "d4"},
		// Into obscuring terrain a strike costs twice the icons: 3 katana
		// buy 1 die.
		{name: "into smoke", hero: "d2", villain: "e2", o: Option{Kind: OptMelee, Target: 1, Dice: 0b001},
			ok: true, dice: 2, target: 1, from: "d2", to: "e2"},
		{name: "out of smoke", hero: "e2", villain: "f3", o: Option{Kind: OptMelee, Target: 1, Dice: 0b011},
			ok: true, dice: 3, target: 1, from: "e2", to: "f3"},
		// Ranged example 1: a target 6 spaces away, hits reduced by 4.
		{name: "6 spaces", hero: "a6", villain: "g6", o: Option{Kind: OptRanged, Target: 1, Dice: 0b100},
			ok: true, dice: 2, penalty: 4, target: 1, from: "a6", to: "g6"},
		// Ranged example 3: 3 spaces away in elevated terrain from low
		// terrain, 2 spaces more: hits reduced by 3.
		{name: "into elevated", hero: "a4", villain: "d4", o: Option{Kind: OptRanged, Target: 1, Dice: 0b100},
			ok: true, dice: 2, penalty: 3, target: 1, from: "a4", to: "d4"},
		// Covered terrain: 1 space farther for ranged strikes.
		{name: "into cover", hero: "c5", villain: "g5", o: Option{Kind: OptRanged, Target: 1, Dice: 0b100},
			ok: true, dice: 2, penalty: 3, target: 1, from: "c5", to: "g5"},
		// Double Chuck paid with a triple katana: Attack 1 + 2 + 2 extra.
		{name: "per extra icon", hero: "c3", villain: "d4", o: Option{Kind: OptUseSpecial, Arg: 0, Target: 1, Dice: 0b001},
			ok: true, dice: 5, target: 1, free: true, from: "c3", to: "d4"},
		{name: "every adjacent", hero: "c3", villain: "d4", o: Option{Kind: OptUseSpecial, Arg: 1, Target: 1, Dice: 0b001},
			ok: true, dice: 1, target: AllAdjacent, from: "c3", to: "c3"},
		// A ranged strike at a door 6 spaces away.
		{name: "door", hero: "d1", villain: "a6", o: Option{Kind: OptStrikeDoor, Arg: 1, Cell: cell(t, "j1"), Dice: 0b100},
			ok: true, dice: 2, penalty: 4, target: NoFigure, from: "d1", to: "j1"},
		// Knocked-down figures cannot be struck: an option kept from
		// before the knock-down strikes nothing.
		{name: "knocked down", hero: "c3", villain: "d4", down: true, o: Option{Kind: OptMelee, Target: 1, Dice: 0b001}},
		{name: "no strike", hero: "c3", villain: "d4", o: Option{Kind: OptMoveDice, Dice: 0b010}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			leo := turtle("Leonardo", cell(t, c.hero), dieOf(katana3), dieOf(MakeFace(IconMelee, 1, false)), dieOf(shuriken1))
			leo.Specials = []Special{chuck, spin}
			g := newTestGame(t, &Battle{Name: "s", Map: m, Heroes: []HeroSpec{leo},
				Villains: []VillainSpec{footNinja(1, cell(t, c.villain))}}, nil)
			g.rollActionDice()
			g.Figs[1].Down = c.down
			s, ok := g.StrikeOf(0, &c.o)
			if ok != c.ok {
				t.Fatalf("got ok %v, want %v", ok, c.ok)
			}
			if !ok {
				return
			}
			want := Strike{Target: c.target, From: cell(t, c.from), To: cell(t, c.to), Dice: c.dice,
				Penalty: c.penalty, FreeReroll: c.free, Stun: c.o.Kind == OptUseSpecial && c.o.Arg == 1}
			if s != want {
				t.Errorf("got %+v, want %+v", s, want)
			}
		})
	}
}

// A hero's defence roll, asked of spaces: Defend + defense icons in play,
// +1 on covered terrain, +2 in the space it took cover in, which it loses
// by moving (Adventures, "Defense Roll", "Covered Terrain", "Take Cover").
func TestDefenseDiceAt(t *testing.T) {
	shell := dieOf(ShellFace)
	m := testMap("....", ".CC.", "....")
	cases := []struct {
		name  string
		cover bool // Donatello took cover on b2
		at    string
		want  int
	}{
		{name: "open", at: "a1", want: 4},
		{name: "covered", at: "b2", want: 5},
		{name: "other covered", at: "c2", want: 5},
		{name: "in cover", cover: true, at: "b2", want: 7},
		{name: "left cover", cover: true, at: "a1", want: 4},
		{name: "left cover for covered", cover: true, at: "c2", want: 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Defend 2 and 2 shells in play: 4 dice (the rulebook's Foot
			// Ninja example, "Defense Roll").
			donnie := turtle("Donatello", cell(t, "b2"), shell, dieOf(MakeFace(IconMelee, 1, true)), dieOf(MakeFace(IconMove, 1, false)))
			g := newTestGame(t, &Battle{Name: "d", Map: m, Heroes: []HeroSpec{donnie}}, nil)
			g.rollActionDice()
			g.Figs[0].Cover = c.cover
			d := g.DefenseOf(0)
			if got := d.DiceAt(cell(t, c.at)); got != c.want {
				t.Errorf("got %d dice on %s, want %d", got, c.at, c.want)
			}
			if got, want := g.DefendDice(0), d.DiceAt(g.Figs[0].Cell); got != want {
				t.Errorf("DefendDice %d, DiceAt its own space %d", got, want)
			}
		})
	}
}

// A giant figure's space blocks line of sight while it stands; other
// figures never block it (Adventures, "Line of Sight", "Giant").
func TestSees(t *testing.T) {
	cases := []struct {
		name        string
		giant, down bool
		from, to    string
		want        bool
	}{
		{name: "past a giant", giant: true, from: "a1", to: "e1", want: false},
		{name: "past a fallen giant", giant: true, down: true, from: "a1", to: "e1", want: true},
		{name: "past a figure", from: "a1", to: "e1", want: true},
		{name: "beside a giant", giant: true, from: "a2", to: "e2", want: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := footNinja(1, cell(t, "c1"))
			v.Giant = c.giant
			g := newTestGame(t, &Battle{Name: "g", Map: openMap(), Heroes: []HeroSpec{turtle("Leonardo", cell(t, "h8"))},
				Villains: []VillainSpec{v}}, nil)
			g.Figs[1].Down = c.down
			var s Sight
			g.Sight(&s)
			if got := g.Sees(&s, cell(t, c.from), cell(t, c.to)); got != c.want {
				t.Errorf("%s sees %s: got %v, want %v", c.from, c.to, got, c.want)
			}
			if got := g.Sees(&s, cell(t, c.to), cell(t, c.from)); got != c.want {
				t.Errorf("%s sees %s: got %v, want %v", c.to, c.from, got, c.want)
			}
		})
	}
}

// A Focus check at a door or computer needs its difficulty in hits; a
// strike opens a door with its difficulty + 3 hits and destroys a camera
// with 3 (Adventures, "Focus Checks", "Doors", "Hacking Computers",
// "Cameras").
func TestCheckDifficultyAndBreakHits(t *testing.T) {
	m := openMap()
	door, computer, camera := cell(t, "c3"), cell(t, "e5"), cell(t, "g2")
	m.Terrain[door] |= grid.Door
	m.DoorDifficulty[door] = 2
	m.Terrain[computer] |= grid.Computer
	m.ComputerDifficulty[computer] = 4
	m.Terrain[camera] |= grid.Camera
	m.Cameras = append(m.Cameras, grid.CameraSpec{Cell: camera})
	m.Prepare()
	g := newTestGame(t, &Battle{Name: "objects", Map: m, Heroes: []HeroSpec{turtle("Donatello", cell(t, "a1"))}}, nil)
	cases := []struct {
		name        string
		c           grid.Cell
		check, hits int
	}{
		{name: "door", c: door, check: 2, hits: 5},
		{name: "computer", c: computer, check: 4},
		{name: "camera", c: camera, hits: 3},
	}
	for _, c := range cases {
		if c.check > 0 {
			if got := g.CheckDifficulty(c.c); got != c.check {
				t.Errorf("%s: check difficulty %d, want %d", c.name, got, c.check)
			}
		}
		if c.hits > 0 {
			if got := g.BreakHits(c.c); got != c.hits {
				t.Errorf("%s: hits to break %d, want %d", c.name, got, c.hits)
			}
		}
	}
}

// A leader takes 3 actions when its card is drawn, a minion 2 (Adventures,
// "Leaders and Minions").
func TestActions(t *testing.T) {
	leader := footNinja(1, cell(t, "e5"))
	leader.Name, leader.Leader = "Shredder", true
	g := newTestGame(t, &Battle{Name: "a", Map: openMap(), Heroes: []HeroSpec{turtle("Leonardo", cell(t, "a1"))},
		Villains: []VillainSpec{footNinja(1, cell(t, "c3")), leader}}, nil)
	for typ, want := range []int{2, 3} {
		if got := g.Actions(typ); got != want {
			t.Errorf("villain type %d: %d actions, want %d", typ, got, want)
		}
	}
}
