package adventures

import (
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// testMap builds a map from text rows: '.' open, '#' blocking, '^'
// elevated, '~' slow, 'S' spawn, 'H' hero start, 'E' exit, 'C' covered,
// 'O' obscuring, 'F' fire escape, 'X' harmful, 'R' rough.
func testMap(rows ...string) grid.Map {
	var m grid.Map
	m.H = len(rows)
	m.W = len(rows[0])
	for y, r := range rows {
		for x, ch := range r {
			c := grid.At(x, y)
			switch ch {
			case '#':
				m.Terrain[c] |= grid.Blocking
			case '^':
				m.Terrain[c] |= grid.Elevated
			case '~':
				m.Terrain[c] |= grid.Slow
			case 'S':
				m.Terrain[c] |= grid.Spawn
			case 'H':
				m.Terrain[c] |= grid.HeroStart
			case 'E':
				m.Terrain[c] |= grid.Exit
			case 'C':
				m.Terrain[c] |= grid.Covered
			case 'O':
				m.Terrain[c] |= grid.Obscuring
			case 'F':
				m.Terrain[c] |= grid.FireEscape | grid.Slow
			case 'X':
				m.Terrain[c] |= grid.Harmful
			case 'R':
				m.Terrain[c] |= grid.Rough
			}
		}
	}
	m.Prepare()
	return m
}

// cell parses a chess-like label such as "c4".
func cell(t testing.TB, label string) grid.Cell {
	t.Helper()
	x := int(label[0] - 'a')
	y := 0
	for _, ch := range label[1:] {
		y = y*10 + int(ch-'0')
	}
	return grid.At(x, y-1)
}

// dieOf returns six copies of face.
func dieOf(f Face) [6]Face { return [6]Face{f, f, f, f, f, f} }

// turtle returns a hero sheet with illustrative values and dice of the
// given faces.
func turtle(name string, start grid.Cell, dice ...[6]Face) HeroSpec {
	h := HeroSpec{Name: name, Move: 3, Attack: 1, Defend: 2, Skill: 2, Focus: 2, Life: 10, Awaken: 8, Start: start}
	if len(dice) == 0 {
		dice = [][6]Face{
			{MakeFace(IconMove, 1, false), MakeFace(IconMove, 2, false), MakeFace(IconMelee, 1, false), MakeFace(IconMelee, 2, false), MakeFace(IconRanged, 1, false), ChiFace},
			{MakeFace(IconMove, 1, false), MakeFace(IconMelee, 1, true), MakeFace(IconMelee, 1, false), MakeFace(IconMelee, 2, false), ShellFace, ChiFace},
			{MakeFace(IconMove, 1, true), MakeFace(IconMove, 2, false), MakeFace(IconMelee, 1, false), MakeFace(IconRanged, 2, false), ShellFace, ChiFace},
		}
	}
	h.NDice = len(dice)
	copy(h.Dice[:], dice)
	return h
}

func footNinja(figures int, start ...grid.Cell) VillainSpec {
	return VillainSpec{Name: "Foot Ninja", Move: 4, Hit: 3, Block: 1, Life: 2, Attack: Melee,
		Priority: HighestLife, Figures: figures, Start: start}
}

func thugGunner(figures int, start ...grid.Cell) VillainSpec {
	return VillainSpec{Name: "Thug Gunner", Move: 3, Hit: 4, Block: 1, Life: 3, Attack: Ranged,
		Priority: HighestLife, Figures: figures, Start: start}
}

// policyFunc adapts a function to a Policy.
type policyFunc func(g *Game, d Decision, opts []Option) int

func (policyFunc) Reset(View)                                     {}
func (p policyFunc) Choose(v View, d Decision, opts []Option) int { return p(v.g, d, opts) }

// newTestGame builds a game of b, places everything and returns it ready
// for a round, with a fresh record.
func newTestGame(t testing.TB, b *Battle, p Policy) *Game {
	t.Helper()
	if p == nil {
		p = FirstPolicy{}
	}
	g := NewGame(b, p)
	g.pcg.Seed(1, 2)
	g.rec = &sim.Record{}
	g.setup()
	return g
}

func mustContain(t *testing.T, log, want string) {
	t.Helper()
	if !strings.Contains(log, want) {
		t.Errorf("log lacks %q:\n%s", want, log)
	}
}
