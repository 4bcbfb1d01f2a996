package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// tinyGame returns competitiveBattle with its Foot Ninja made 6 tiny
// Mousers (Move 3), all in the pool, and the heroes out of the way at
// e6, f6, g6 and b6 (hero 0 at b6), for a test to place them.
func tinyGame(t *testing.T, vp VillainPolicy) *Game {
	t.Helper()
	b := competitiveBattle(t)
	b.Villains[0] = VillainSpec{Name: "Mouser", Move: 3, Hit: 1, Life: 1, Attack: Melee, Tiny: true,
		Figures: 6, Start: []grid.Cell{cell(t, "a1"), cell(t, "a1"), cell(t, "h1")}}
	g := newTestGame(t, b, nil)
	if vp == nil {
		vp = FirstVillain{}
	}
	g.SetVillainPolicy(vp)
	g.setupCompetitive()
	for id := g.vStart[0]; id < g.vStart[1]; id++ {
		if f := &g.Figs[id]; f.Where == onMap {
			g.unplace(f)
			f.Where, f.Cell = inPool, grid.NoCell
		}
	}
	g.relocate(g.vStart[1], cell(t, "h4"))
	g.relocate(g.vStart[1]+1, cell(t, "h5"))
	for h, s := range []string{"b6", "e6", "f6", "g6"} {
		g.relocate(h, cell(t, s))
	}
	if g.checkInvariants(); g.err != nil {
		t.Fatal(g.err)
	}
	g.comp.deck.StartTurn(nil)
	return g
}

// putTiny puts Mouser k (0-based) on space s.
func putTiny(t *testing.T, g *Game, k int, s string) int {
	t.Helper()
	id := g.vStart[0] + k
	f := &g.Figs[id]
	if f.Where == onMap {
		g.relocate(id, cell(t, s))
		return id
	}
	f.Where, f.Cell, f.Life = onMap, cell(t, s), 1
	g.place(f)
	return id
}

// TestTinyMoveIntoSharedSpace: "The villain player may move individual
// tiny figures into the same space (not to exceed 3 tiny figures in a
// single space)"; "Tiny figures of the same minion type may share a
// single space. Tiny figures may not share spaces with any other figures"
// (Adventures, Tiny Characters: Competitive Mode, Space Sharing, p. 34).
func TestTinyMoveIntoSharedSpace(t *testing.T) {
	for _, tt := range []struct {
		name  string
		setup func(t *testing.T, g *Game) // what stands on d1
		want  bool
	}{
		{"an empty space", func(*testing.T, *Game) {}, true},
		{"1 Mouser there", func(t *testing.T, g *Game) { putTiny(t, g, 1, "d1") }, true},
		{"2 Mousers there", func(t *testing.T, g *Game) { putTiny(t, g, 1, "d1"); putTiny(t, g, 2, "d1") }, true},
		{"3 Mousers there: not to exceed 3", func(t *testing.T, g *Game) {
			putTiny(t, g, 1, "d1")
			putTiny(t, g, 2, "d1")
			putTiny(t, g, 3, "d1")
		}, false},
		{"a hero there", func(t *testing.T, g *Game) { g.relocate(1, cell(t, "d1")) }, false},
		{"a villain leader there", func(t *testing.T, g *Game) { g.relocate(g.vStart[1], cell(t, "d1")) }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := tinyGame(t, nil)
			id := putTiny(t, g, 0, "b1")
			tt.setup(t, g)
			g.villainReachMP(id, 3)
			if got := g.reach.End.Has(cell(t, "d1")); got != tt.want {
				t.Fatalf("d1 reachable: got %v, want %v", got, tt.want)
			}
			if !tt.want {
				return
			}
			n := g.tiny[cell(t, "d1")]
			g.villainMove(id, 3, cell(t, "d1"))
			if got := g.tiny[cell(t, "d1")]; g.Figs[id].Cell != cell(t, "d1") || got != n+1 {
				t.Errorf("after the move: at %s, %d Mousers on d1; want d1 and %d", g.Figs[id].Cell.Label(), got, n+1)
			}
			if g.checkInvariants(); g.err != nil {
				t.Error(g.err)
			}
		})
	}
}

// TestTinyMoveApart: "Individual tiny figures move independently from one
// another, even when sharing the same space" (Movement): a Mouser leaves
// a space of 3, the 2 others stay.
func TestTinyMoveApart(t *testing.T) {
	g := tinyGame(t, nil)
	a := putTiny(t, g, 0, "d1")
	putTiny(t, g, 1, "d1")
	putTiny(t, g, 2, "d1")
	g.villainMove(a, 3, cell(t, "b1"))
	if g.Figs[a].Cell != cell(t, "b1") || g.tiny[cell(t, "d1")] != 2 || !g.occ.Has(cell(t, "d1")) {
		t.Errorf("Mouser at %s, %d left on d1 (occupied %v); want b1, 2, true", g.Figs[a].Cell.Label(), g.tiny[cell(t, "d1")], g.occ.Has(cell(t, "d1")))
	}
	if g.checkInvariants(); g.err != nil {
		t.Error(g.err)
	}
}

// meleeOptions returns how many melee strikes villain figure id is
// offered with the icons of the activation.
func meleeOptions(g *Game, id int) int {
	n := 0
	for _, o := range g.villainActions(id, nil) {
		if o.Kind == VOptMelee {
			n++
		}
	}
	return n
}

// TestTinySpaceStrikesOnce: "When attacking, tiny figures do so as a
// space together, making a single melee or ranged strike for the group,
// rather than individual ones" (Adventures, Tiny Characters: Attacking,
// p. 34): once a Mouser of a space strikes, no other Mouser strikes from
// that space this villain turn, whether it was there or came after, nor
// elsewhere after taking part in it; the striker keeps its activation's
// other strike icon, and a Mouser of another space strikes. Before, each
// Mouser has 3 melee options: each icon alone and the two combined
// (Combining and Dividing Up Action Icons, p. 17).
func TestTinySpaceStrikesOnce(t *testing.T) {
	struck := false // the policy strikes once, then ends the turn
	g := tinyGame(t, villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
		for i, o := range opts {
			if o.Kind == VOptMelee && o.With == 0 && !struck {
				struck = true
				return i
			}
		}
		return 0
	}))
	g.relocate(0, cell(t, "d3"))
	a := putTiny(t, g, 0, "d2")
	b := putTiny(t, g, 1, "d2")
	late := putTiny(t, g, 2, "b1")
	other := putTiny(t, g, 3, "e2")
	c := &g.comp
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 1, false)
	c.icons[0], c.icons[1], c.nIcons, c.spent = melee, melee, 2, 0
	for _, tt := range []struct {
		name string
		id   int
		want int
	}{
		{"before: the first Mouser, 2 icons", a, 3},
		{"before: the second Mouser", b, 3},
	} {
		if got := meleeOptions(g, tt.id); got != tt.want {
			t.Errorf("%s: %d melee options, want %d", tt.name, got, tt.want)
		}
	}
	g.activateVillain(a)
	if !struck || c.spent != 1 {
		t.Fatalf("the first Mouser did not strike (icons spent %b)", c.spent)
	}
	g.relocate(late, cell(t, "d2"))
	for _, tt := range []struct {
		name string
		id   int
		want int
	}{
		{"the striker, its other icon", a, 1},
		{"a Mouser of the space that struck", b, 0},
		{"a Mouser come into the space after", late, 0},
		{"a Mouser of another space", other, 1},
	} {
		if got := meleeOptions(g, tt.id); got != tt.want {
			t.Errorf("%s: %d melee options, want %d", tt.name, got, tt.want)
		}
	}
	// A Mouser takes part in one strike: gone to another space, it
	// still may not strike.
	g.relocate(b, cell(t, "c2"))
	if got := meleeOptions(g, b); got != 0 {
		t.Errorf("a Mouser of the space that struck, moved to c2: %d melee options, want 0", got)
	}
}

// TestTinyDesperation: "When performing a desperation activation, one
// space of tiny figures may activate" (Adventures, Tiny Characters:
// Competitive Mode, p. 34): one option a space, and the play activates
// every Mouser of the space, not the others; a stun removed from a space
// removes one token from each stunned Mouser of it (docs/RULES.md).
func TestTinyDesperation(t *testing.T) {
	g := tinyGame(t, nil)
	space := []int{putTiny(t, g, 0, "d2"), putTiny(t, g, 1, "d2"), putTiny(t, g, 2, "d2")}
	alone := putTiny(t, g, 3, "b1")
	g.Figs[space[1]].Stun, g.Figs[space[2]].Stun = 1, 2
	count := func(d villaindeck.Desperation) (n int, by []int) {
		for _, o := range g.desperationOptions(g.comp.deck.Hand()[0], nil) {
			if o.Desp == d && int(o.Fig) >= g.vStart[0] && int(o.Fig) < g.vStart[1] {
				n++
				by = append(by, int(o.Fig))
			}
		}
		return n, by
	}
	if n, by := count(villaindeck.DesperateMove); n != 2 || by[0] != space[0] || by[1] != alone {
		t.Errorf("move: %d options by %v, want 2 by [%d %d]", n, by, space[0], alone)
	}
	n, by := count(villaindeck.DesperateUnstun)
	if n != 1 || by[0] != space[1] {
		t.Fatalf("unstun: %d options by %v, want 1 by %d", n, by, space[1])
	}
	g.desperate(VillainOption{Kind: VOptFaceDown, Desp: villaindeck.DesperateUnstun, Fig: int16(space[1])})
	if s1, s2 := g.Figs[space[1]].Stun, g.Figs[space[2]].Stun; s1 != 0 || s2 != 1 {
		t.Errorf("after unstun: stun tokens %d and %d, want 0 and 1", s1, s2)
	}
	g.desperate(VillainOption{Kind: VOptFaceDown, Desp: villaindeck.DesperateMove, Fig: int16(space[0])})
	for _, id := range space {
		if !g.comp.deck.Activated(id) {
			t.Errorf("Mouser %d of the space did not activate", id)
		}
	}
	if g.comp.deck.Activated(alone) {
		t.Error("the Mouser of another space activated")
	}
}

// TestTinySpawn: "If three tiny figures already occupy a spawning
// location space, no new figures may spawn there" (Adventures, Tiny
// Characters: Spawning, p. 34): a Mouser spawns onto a spawning space of
// 1 or 2 Mousers, not of 3, nor onto another figure's.
func TestTinySpawn(t *testing.T) {
	g := tinyGame(t, nil)
	putTiny(t, g, 0, "a1")
	putTiny(t, g, 1, "h1")
	putTiny(t, g, 2, "h1")
	putTiny(t, g, 3, "h1")
	g.relocate(0, cell(t, "h6"))
	for _, tt := range []struct {
		space string
		want  bool
	}{{"a1", true}, {"h1", false}, {"a6", true}, {"h6", false}} {
		if got := g.canSpawnOn(0, cell(t, tt.space)); got != tt.want {
			t.Errorf("a Mouser on %s: got %v, want %v", tt.space, got, tt.want)
		}
	}
	if g.canSpawnOn(1, cell(t, "a1")) {
		t.Error("Karai may spawn onto a Mouser's space")
	}
}

// TestTinyAwakenBySpace: "When calculating awakening or break away, tiny
// figures are counted by the spaces they occupy, not the individual
// figures within those spaces" (Adventures, Tiny Characters: Awakening
// and Break Away, p. 34): Karai's Defend 3, +1 per adjacent space of
// Mousers.
func TestTinyAwakenBySpace(t *testing.T) {
	for _, tt := range []struct {
		name   string
		spaces []string
		want   int
	}{
		{"3 Mousers on one space", []string{"c4", "c4", "c4"}, 4},
		{"2 Mousers on 2 spaces", []string{"c4", "c5"}, 5},
		{"3 Mousers on 2 spaces", []string{"c4", "c4", "c5"}, 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := tinyGame(t, nil)
			k := g.vStart[1]
			g.relocate(k, cell(t, "d4"))
			g.woundVillain(k, 99, 0)
			for i, s := range tt.spaces {
				putTiny(t, g, i, s)
			}
			if got := g.villainAwakenDice(k); got != tt.want {
				t.Errorf("got %d dice, want %d", got, tt.want)
			}
		})
	}
}

// TestVillainClimb: "CLIMB. COST: 2 Move Icons. EFFECT: A figure may use
// this action to move from a space of low terrain to an adjacent, empty
// space of elevated terrain (or vice versa). When climbing from elevated
// terrain to low terrain, figures do not receive hits from falling"
// (Adventures, Terrain Moves, p. 31); giant and tiny figures "cannot
// perform terrain moves" (Character Attributes, p. 34). A Foot Ninja on
// a5, below the elevated row 4.
func TestVillainClimb(t *testing.T) {
	move := villaindeck.MakeIcon(villaindeck.KindMove, 1, false)
	move2 := villaindeck.MakeIcon(villaindeck.KindMove, 2, false)
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 1, false)
	for _, tt := range []struct {
		name        string
		icons       []villaindeck.Icon
		giant, tiny bool
		want        int  // climbs offered: a4 and b4 are elevated
		icon2       int8 // the second icon of the climbs
	}{
		{"2 single move icons", []villaindeck.Icon{move, move}, false, false, 2, 1},
		{"a double move icon", []villaindeck.Icon{move2}, false, false, 2, -1},
		{"1 move icon: too few", []villaindeck.Icon{move}, false, false, 0, 0},
		{"a move and a melee icon", []villaindeck.Icon{move, melee}, false, false, 0, 0},
		{"a giant", []villaindeck.Icon{move2}, true, false, 0, 0},
		{"a tiny figure", []villaindeck.Icon{move2}, false, true, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Map = testMap(
				"S......S",
				"........",
				"..HHHH..",
				"^^^^^^^^",
				"C.......",
				"S......S",
			)
			b.Villains[0].Giant, b.Villains[0].Tiny = tt.giant, tt.tiny
			g := newTestGame(t, b, nil)
			g.setupCompetitive()
			id := -1
			for f := g.vStart[0]; f < g.vStart[1]; f++ {
				if g.Figs[f].Where == onMap && g.Figs[f].Cell == cell(t, "a5") {
					id = f
				}
			}
			c := &g.comp
			c.nIcons, c.spent = copy(c.icons[:], tt.icons), 0
			var climbs []VillainOption
			for _, o := range g.villainActions(id, nil) {
				if o.Kind == VOptClimb {
					climbs = append(climbs, o)
				}
			}
			if len(climbs) != tt.want {
				t.Fatalf("got %d climbs %v, want %d", len(climbs), climbs, tt.want)
			}
			if tt.want == 0 {
				return
			}
			o := climbs[0]
			if o.Icon != 0 || o.Icon2 != tt.icon2 || o.Cell != cell(t, "a4") {
				t.Fatalf("got climb %+v, want icons 0 and %d to a4", o, tt.icon2)
			}
			c.spent |= 1 << o.Icon
			g.villainClimb(id, o)
			if want := uint8(1<<len(tt.icons) - 1); g.Figs[id].Cell != cell(t, "a4") || c.spent != want {
				t.Errorf("after the climb: on %s, icons spent %b; want a4, %b", g.Figs[id].Cell.Label(), c.spent, want)
			}
			// Down again: no hits from falling.
			life := g.Figs[id].Life
			g.villainClimb(id, VillainOption{Kind: VOptClimb, Icon: 0, Icon2: -1, Fig: int16(id), Cell: cell(t, "a5")})
			if g.Figs[id].Cell != cell(t, "a5") || g.Figs[id].Life != life {
				t.Errorf("climbing down: on %s with Life %d; want a5 with %d", g.Figs[id].Cell.Label(), g.Figs[id].Life, life)
			}
			if g.checkInvariants(); g.err != nil {
				t.Error(g.err)
			}
		})
	}
}

// TestCheckTinySpaces: the invariant checks catch a figure other than a
// tiny one of the type sharing a space with tiny figures ("Tiny figures
// may not share spaces with any other figures", Space Sharing, p. 34).
func TestCheckTinySpaces(t *testing.T) {
	for _, tt := range []struct {
		name string
		hero bool // a hero stands on the Mousers' space
		want bool
	}{
		{"2 Mousers on a space", false, false},
		{"a hero with the Mousers", true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := tinyGame(t, nil)
			for k := 0; k < 2; k++ {
				putTiny(t, g, k, "d2")
			}
			if tt.hero {
				g.Figs[0].Cell = cell(t, "d2") // as a faulty move would leave it
				g.occ = grid.Set{}
				for id := 0; id < g.nf; id++ {
					if f := &g.Figs[id]; f.Where == onMap && !f.Down {
						g.occ.Add(f.Cell)
					}
				}
			}
			g.checkInvariants()
			if got := g.err != nil; got != tt.want {
				t.Errorf("violation %v (%v), want %v", got, g.err, tt.want)
			}
		})
	}
}
