package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// terrainGame returns competitiveBattle on a map where b1 and c1 are
// elevated, a5 covered and h2 an object to crouch behind, with the Foot
// Ninja at a1, h1 and a5 (Life 5), tiny when tiny is set, every Battle die
// a hit that blocks nothing.
func terrainGame(t *testing.T, tiny bool) *Game {
	t.Helper()
	b := competitiveBattle(t)
	b.Map = testMap(
		"S^^....S",
		"........",
		"..HHHH..",
		"........",
		"C.......",
		"S......S",
	)
	b.Map.Terrain[cell(t, "h2")] |= grid.CrouchBehind
	b.Map.Prepare()
	b.Villains[0].Tiny = tiny
	b.Villains[0].Life = 5
	g := newTestGame(t, b, nil)
	g.setupCompetitive()
	g.setDie([]dice.Face{{Hits: 1}})
	return g
}

// activation gives the activation being played icons ics, none spent, for
// villain figure id.
func activation(g *Game, id int, ics ...villaindeck.Icon) {
	c := &g.comp
	c.nIcons = copy(c.icons[:], ics)
	c.spent, c.active = 0, id
}

func moveIcon(n int) villaindeck.Icon { return villaindeck.MakeIcon(villaindeck.KindMove, n, false) }

// "Any player-controlled hero or villain may use any terrain move by
// spending the appropriate action icons": take cover and crouch for 2
// move icons, leap for 3 (Adventures, Terrain Moves, p. 31); tiny
// figures cannot (Character Attributes, p. 34).
func TestVillainTerrainMoveOptions(t *testing.T) {
	for _, tt := range []struct {
		name               string
		fig                string
		icons              []villaindeck.Icon
		tiny, covered      bool
		cover, crouch, lep int // options of each kind
	}{
		{"1 move icon: none", "a5", []villaindeck.Icon{moveIcon(1)}, false, false, 0, 0, 0},
		{"a move icon of 2: take cover", "a5", []villaindeck.Icon{moveIcon(2)}, false, false, 1, 0, 0},
		{"two single move icons: take cover, once", "a5", []villaindeck.Icon{moveIcon(1), moveIcon(1)}, false, false, 1, 0, 0},
		{"a move icon of 3: take cover and leap (a4-a2, a6, b5-d5, b4, d2 over c3, b6)", "a5", []villaindeck.Icon{moveIcon(3)}, false, false, 1, 0, 10},
		{"already in cover", "a5", []villaindeck.Icon{moveIcon(2)}, false, true, 0, 0, 0},
		{"next to an object: crouch", "h1", []villaindeck.Icon{moveIcon(2)}, false, false, 0, 1, 0},
		{"tiny figures make no terrain moves", "a5", []villaindeck.Icon{moveIcon(3)}, true, false, 0, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := terrainGame(t, tt.tiny)
			id := figAt(t, g, tt.fig)
			g.Figs[id].Cover = tt.covered
			activation(g, id, tt.icons...)
			var n [VOptLeap + 1]int
			for _, o := range g.villainActions(id, g.comp.opts[:0]) {
				n[o.Kind]++
			}
			if n[VOptTakeCover] != tt.cover || n[VOptCrouch] != tt.crouch || n[VOptLeap] != tt.lep {
				t.Errorf("cover %d, crouch %d, leap %d options; want %d, %d, %d",
					n[VOptTakeCover], n[VOptCrouch], n[VOptLeap], tt.cover, tt.crouch, tt.lep)
			}
		})
	}
}

// The move icons that pay a terrain move: the icon alone, or with the
// move icons after it, never with one to spare.
func TestVillainTerrainPay(t *testing.T) {
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 2, false)
	for _, tt := range []struct {
		name    string
		icons   []villaindeck.Icon
		i, need int
		want    uint8
	}{
		{"move 2 pays 2", []villaindeck.Icon{moveIcon(2)}, 0, 2, 0b1},
		{"move 1 cannot pay 2", []villaindeck.Icon{moveIcon(1), melee}, 0, 2, 0},
		{"move 1 and move 1 pay 2", []villaindeck.Icon{moveIcon(1), melee, moveIcon(1)}, 0, 2, 0b101},
		{"move 1 and move 2 would spare one for 2", []villaindeck.Icon{moveIcon(1), moveIcon(2)}, 0, 2, 0},
		{"move 1 and move 2 pay 3", []villaindeck.Icon{moveIcon(1), moveIcon(2)}, 0, 3, 0b11},
		{"three single icons pay 3", []villaindeck.Icon{moveIcon(1), moveIcon(1), moveIcon(1)}, 0, 3, 0b111},
		{"only the icons after it", []villaindeck.Icon{moveIcon(1), moveIcon(1)}, 1, 2, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := terrainGame(t, false)
			activation(g, g.vStart[0], tt.icons...)
			if got := g.villainTerrainPay(tt.i, tt.need); got != tt.want {
				t.Errorf("got %03b, want %03b", got, tt.want)
			}
		})
	}
}

// A villain figure that takes cover defends with 2 more dice until it
// leaves the space (Take Cover); one that crouches is hidden behind the
// object from a figure beyond it until it begins a new action (Crouch);
// one that leaps from elevated to low terrain falls: 4 Battle dice of
// hits, defended as normal (Leap; Elevated Terrain: Falling).
func TestVillainTerrainMoves(t *testing.T) {
	t.Run("take cover", func(t *testing.T) {
		g := terrainGame(t, false)
		id := figAt(t, g, "a5")
		before := g.villainDefendDice(id)
		activation(g, id, moveIcon(2))
		g.villainTerrainMove(id, VillainOption{Kind: VOptTakeCover, Icon: 0, Icon2: -1, Fig: int16(id)})
		if got := g.villainDefendDice(id); got != before+2 {
			t.Errorf("defend dice %d, want %d", got, before+2)
		}
		g.relocate(id, cell(t, "b5"))
		if g.Figs[id].Cover {
			t.Error("still in cover after leaving the space")
		}
	})
	t.Run("crouch, then a new action", func(t *testing.T) {
		g := terrainGame(t, false)
		id := figAt(t, g, "h1")
		g.relocate(0, cell(t, "h4")) // Leo sees h1 past h2 only if no one crouches there
		g.SetVillainPolicy(villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
			for i, o := range opts {
				if o.Kind == VOptMove {
					return i
				}
			}
			return 0
		}))
		activation(g, id, moveIcon(2), moveIcon(1))
		g.comp.deck.StartTurn(nil)
		if !g.CanSee(0, id) {
			t.Fatal("Leo cannot see the Foot Ninja before it crouches")
		}
		g.villainTerrainMove(id, VillainOption{Kind: VOptCrouch, Icon: 0, Icon2: -1, Fig: int16(id)})
		if g.Figs[id].Crouch != cell(t, "h2") || g.CanSee(0, id) {
			t.Errorf("crouching behind %s, seen %v; want h2, false", g.Figs[id].Crouch.Label(), g.CanSee(0, id))
		}
		g.activateVillain(id)
		if g.Figs[id].Crouch != grid.NoCell {
			t.Error("still crouching after a new action")
		}
	})
	for _, tt := range []struct {
		name, from, to string
		life           int
	}{
		{"leap on open ground", "a4", "d4", 5},
		{"leap from elevated to elevated", "b1", "c1", 5},
		{"leap from elevated to low: a fall of 4 hits", "b1", "b4", 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := terrainGame(t, false)
			id := figAt(t, g, "a5")
			g.relocate(id, cell(t, tt.from))
			activation(g, id, moveIcon(3))
			var leaps []grid.Cell
			for _, o := range g.villainActions(id, g.comp.opts[:0]) {
				if o.Kind == VOptLeap {
					leaps = append(leaps, o.Cell)
				}
			}
			found := false
			for _, c := range leaps {
				found = found || c == cell(t, tt.to)
			}
			if !found {
				t.Fatalf("no leap to %s among %v", tt.to, leaps)
			}
			g.villainTerrainMove(id, VillainOption{Kind: VOptLeap, Icon: 0, Icon2: -1, Fig: int16(id), Cell: cell(t, tt.to)})
			if got := g.Figs[id].Cell; got != cell(t, tt.to) {
				t.Errorf("at %s, want %s", got.Label(), tt.to)
			}
			if got := int(g.Figs[id].Life); got != tt.life {
				t.Errorf("Life %d, want %d", got, tt.life)
			}
			if g.comp.spent != 1 {
				t.Errorf("spent %b, want 1", g.comp.spent)
			}
		})
	}
}
