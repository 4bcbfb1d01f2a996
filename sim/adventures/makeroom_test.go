package adventures

import (
	"bytes"
	"testing"
)

// TestMakeRoom plays one activation of two Foot Ninjas toward a hero, with
// and without Battle.MakeRoom (Adventures, "AI Movement"): the first
// ninja, activated first as the closer, moves on from a space in strike
// range when it would shut the second out of strike range and another
// space in range lets it in; it stays when no other space in range is
// free; nothing changes when nobody is blocked.
func TestMakeRoom(t *testing.T) {
	for _, tt := range []struct {
		name   string
		rows   []string
		hero   string
		ninjas [2]string
		// the ninjas' spaces after the activation, without and with the
		// rule
		off, on [2]string
	}{
		{
			// The corridor's mouth d3 is the first ninja's usual space;
			// it moves on to c2, and the second ninja takes d3.
			name: "corridor",
			rows: []string{
				"########",
				"#..#####",
				"#.......",
				"########",
			},
			hero:   "c3",
			ninjas: [2]string{"e3", "g3"},
			off:    [2]string{"d3", "e3"},
			on:     [2]string{"c2", "d3"},
		},
		{
			// d3 is the only space next to the hero: the first ninja
			// stays on it.
			name: "no other space",
			rows: []string{
				"########",
				"########",
				"##......",
				"########",
			},
			hero:   "c3",
			ninjas: [2]string{"e3", "g3"},
			off:    [2]string{"d3", "e3"},
			on:     [2]string{"d3", "e3"},
		},
		{
			// Open ground: both reach the hero whatever the first does.
			name: "nobody blocked",
			rows: []string{
				"........",
				"........",
				"........",
				"........",
			},
			hero:   "c3",
			ninjas: [2]string{"e3", "g3"},
			off:    [2]string{"d2", "d3"},
			on:     [2]string{"d2", "d3"},
		},
	} {
		for _, on := range []bool{false, true} {
			want := tt.off
			if on {
				want = tt.on
			}
			nj := footNinja(2, cell(t, tt.ninjas[0]), cell(t, tt.ninjas[1]))
			nj.Wake = Aware
			hero := turtle("Leonardo", cell(t, tt.hero))
			hero.Life, hero.Defend = 99, 20
			b := &Battle{Name: tt.name, Map: testMap(tt.rows...), Heroes: []HeroSpec{hero},
				Villains: []VillainSpec{nj}, MakeRoom: on}
			g := newTestGame(t, b, nil)
			var log bytes.Buffer
			g.SetLog(&log)
			g.activateType(0)
			for k := range 2 {
				if c := g.Figs[1+k].Cell; c != cell(t, want[k]) {
					t.Errorf("%s, rule %v: ninja %d on %s, want %s\n%s", tt.name, on, k+1, c.Label(), want[k], log.String())
				}
			}
			if moved := bytes.Contains(log.Bytes(), []byte("make room:")); moved != (want != tt.off) {
				t.Errorf("%s, rule %v: make room logged %v\n%s", tt.name, on, moved, log.String())
			}
			if g.actN != 0 {
				t.Errorf("%s: actN %d after the activation", tt.name, g.actN)
			}
		}
	}
}

// TestMakeRoomRanged: two Thug Gunners (5 move points) come up a corridor
// toward a hero 2 spaces beyond its end. The corridor's end c3 is the only
// space in optimal strike range of the hero (2 spaces) the second gunner
// can reach; the first would stop there. With the rule it moves on to
// another space in optimal range and the second takes c3 (Adventures, "AI
// Movement": "(Optimal) strike range").
func TestMakeRoomRanged(t *testing.T) {
	rows := []string{
		".....",
		".....",
		".#.#.",
		"##.##",
		"##.##",
		"##.##",
		"##.##",
	}
	for _, on := range []bool{false, true} {
		gun := thugGunner(2, cell(t, "c5"), cell(t, "c6"))
		gun.Move = 5
		hero := turtle("Leonardo", cell(t, "c1"))
		hero.Life, hero.Defend = 99, 20
		b := &Battle{Name: "ranged", Map: testMap(rows...), Heroes: []HeroSpec{hero},
			Villains: []VillainSpec{gun}, MakeRoom: on}
		g := newTestGame(t, b, nil)
		var log bytes.Buffer
		g.SetLog(&log)
		g.activateType(0)
		g1, g2 := g.Figs[1].Cell, g.Figs[2].Cell
		if !on {
			if g1 != cell(t, "c3") || g2 != cell(t, "c4") {
				t.Errorf("rule off: gunners on %s, %s, want c3, c4\n%s", g1.Label(), g2.Label(), log.String())
			}
			continue
		}
		if g2 != cell(t, "c3") || g1 == cell(t, "c3") || !g.inStrikeRange(1, 0) || !g.optimalRange(1, 0) {
			t.Errorf("rule on: gunners on %s, %s, want the second on c3 and the first in optimal range\n%s", g1.Label(), g2.Label(), log.String())
		}
	}
}
