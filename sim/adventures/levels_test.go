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

// Under the optional rule "Awakening AI-Controlled Villain Leaders" a
// knocked-down leader regains Life equal to its Block each time its
// initiative card is drawn and stands at half its Life rounded up;
// otherwise it takes a KO token, and the tokens stay after it stands.
// Receiving them turn after turn wins a leader-ko-in-a-row battle
// (Adventures, Awakening AI-Controlled Villain Leaders, and Awakening
// Player-Controlled Villain Leaders, p. 36).
func TestAILeaderKOTokens(t *testing.T) {
	for _, c := range []struct {
		name        string
		life, block int8
		row         int  // leader-ko-in-a-row n
		draws       int  // cards drawn
		stands      bool // standing after the draws
		ko, inARow  int
		won         bool
	}{
		{"stands at half, rounded up", 7, 4, 3, 1, true, 0, 0, false},
		{"one short of half", 8, 3, 3, 1, false, 1, 1, false},
		{"stands on the second draw", 8, 2, 3, 2, true, 1, 0, false},
		{"two tokens in a row win", 9, 1, 2, 2, false, 2, 2, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			karai := VillainSpec{Name: "Karai", Leader: true, Move: 4, Hit: 4, Block: c.block, Life: c.life, Attack: Melee,
				Figures: 1, Start: []grid.Cell{cell(t, "h8")}}
			b := &Battle{Name: "ko", Map: openMap(), LeadersAwaken: true,
				Heroes:   []HeroSpec{turtle("Leonardo", cell(t, "a1"))},
				Villains: []VillainSpec{karai},
				Win:      []Condition{{Kind: LeaderKOInARow, N: c.row}},
			}
			g := newTestGame(t, b, nil)
			id := g.vStart[0]
			g.woundVillain(id, int(c.life), 0)
			if !g.Figs[id].Down {
				t.Fatal("the leader is not knocked down")
			}
			for i := 0; i < c.draws; i++ {
				g.awakenLeaders(0)
				g.checkEnd()
			}
			if got := g.Figs[id].Standing(); got != c.stands {
				t.Errorf("standing %v, want %v", got, c.stands)
			}
			if got := g.VillainKOTokens(id); got != c.ko {
				t.Errorf("%d KO tokens, want %d", got, c.ko)
			}
			if got := g.VillainKOInARow(id); got != c.inARow {
				t.Errorf("%d KO tokens in a row, want %d", got, c.inARow)
			}
			if g.over != c.won {
				t.Errorf("battle over %v, want %v", g.over, c.won)
			}
		})
	}
}

// Strike range across levels (Adventures, "Strike Range", "Attack Type",
// "Ranged Strikes" example 2, "Elevated Terrain"; docs/RULES.md): a figure
// on elevated terrain is not adjacent to the low space beside it, so a
// ranged AI villain on a roof edge has the hero just below in (optimal)
// strike range, at distance 1 and no penalty, and a melee one does not.
// From the street, the roof edge is 3 spaces away for a ranged strike.
func TestStrikeRangeAcrossLevels(t *testing.T) {
	for _, c := range []struct {
		name          string
		villain, hero string
		ranged        bool
		in, optimal   bool
	}{
		{"ranged on the roof edge, hero below", "c1", "d1", true, true, true},
		{"melee on the roof edge, hero below", "c1", "d1", false, false, false},
		{"ranged below the roof edge, hero on it", "d1", "c1", true, true, false},
		{"ranged on the street beside the hero", "e1", "d1", true, false, false},
		{"melee on the street beside the hero", "e1", "d1", false, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := testMap(
				"^^^.....",
				"^^^.....",
				"........",
			)
			v := footNinja(1, cell(t, c.villain))
			if c.ranged {
				v = thugGunner(1, cell(t, c.villain))
			}
			b := &Battle{Name: "range", Map: m, Heroes: []HeroSpec{turtle("Leonardo", cell(t, c.hero))}, Villains: []VillainSpec{v}}
			g := newTestGame(t, b, nil)
			id := g.vStart[0]
			if got := g.inStrikeRange(id, 0); got != c.in {
				t.Errorf("in strike range %v, want %v", got, c.in)
			}
			if c.ranged && c.in {
				if got := g.optimalRange(id, 0); got != c.optimal {
					t.Errorf("in optimal strike range %v, want %v", got, c.optimal)
				}
			}
		})
	}
}
