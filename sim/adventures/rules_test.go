package adventures

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

func openMap() grid.Map {
	return testMap(
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
		"..........",
	)
}

// Spawning half of a 5/2/1 pool gives 3/1/1 (Adventures, "Spawning New
// Minions", example).
func TestSpawnHalfPool(t *testing.T) {
	m := openMap()
	b := &Battle{Name: "spawn", Map: m,
		Heroes: []HeroSpec{turtle("Leonardo", grid.At(0, 0))},
		Villains: []VillainSpec{
			{Name: "Foot Ninja", Move: 4, Hit: 2, Block: 1, Life: 2, Figures: 5},
			{Name: "Foot Bruiser", Move: 3, Hit: 3, Block: 2, Life: 4, Figures: 2},
			{Name: "Foot Elite", Move: 4, Hit: 3, Block: 2, Life: 4, Figures: 1},
		},
	}
	for x := 0; x < 10; x++ {
		b.Spawns = append(b.Spawns, grid.At(x, 7))
	}
	g := newTestGame(t, b, nil)
	g.spawn()
	want := []int32{3, 1, 1}
	for tp, w := range want {
		if got := g.rec.Values[1+tp][VSpawned]; got != w {
			t.Errorf("type %s spawned %d, want %d", b.Villains[tp].Name, got, w)
		}
	}
}

// The villain cannot spawn more figures than there are empty spawning
// spaces, and places 1 of each type before a second of any (Adventures,
// "Cooperative Mode Spawning").
func TestSpawnCapacity(t *testing.T) {
	m := openMap()
	b := &Battle{Name: "spawn", Map: m,
		Heroes: []HeroSpec{turtle("Leonardo", grid.At(0, 0))},
		Villains: []VillainSpec{
			{Name: "Foot Ninja", Move: 4, Hit: 2, Block: 1, Life: 2, Figures: 6, Start: []grid.Cell{grid.At(2, 7)}},
			{Name: "Foot Bruiser", Move: 3, Hit: 3, Block: 2, Life: 4, Figures: 2},
		},
		// Three spawn spaces, one of them taken by a Foot Ninja.
		Spawns: []grid.Cell{grid.At(0, 7), grid.At(1, 7), grid.At(2, 7)},
	}
	g := newTestGame(t, b, nil)
	g.spawn()
	ninja, bruiser := g.rec.Values[1][VSpawned], g.rec.Values[2][VSpawned]
	if ninja != 1 || bruiser != 1 {
		t.Errorf("spawned %d ninja and %d bruisers into 2 free spaces, want 1 and 1", ninja, bruiser)
	}
	var dist spawnDistances
	g.spawnDistances(&dist)
	if g.spawnCell(0, &dist) != grid.NoCell {
		t.Errorf("a spawn space is still free after filling them all")
	}
}

// Wounds are hits less blocks, never below 0 (Adventures, "Defense Roll",
// examples 1 and 2).
func TestWounds(t *testing.T) {
	for _, c := range []struct{ hits, blocks, want int }{{5, 2, 3}, {2, 3, 0}, {3, 3, 0}, {0, 0, 0}} {
		g := newTestGame(t, &Battle{Name: "w", Map: openMap(),
			Heroes:   []HeroSpec{turtle("Leonardo", grid.At(0, 0))},
			Villains: []VillainSpec{{Name: "Foot Ninja", Hit: 2, Block: int8(c.blocks), Life: 20, Figures: 1, Start: []grid.Cell{grid.At(1, 1)}}}}, nil)
		// Battle dice that always score one hit.
		g.setDie([]dice.Face{{Hits: 1}})
		w := g.heroStrike(0, 1, c.hits, 0, false, false)
		if w != c.want {
			t.Errorf("%d hits against %d blocks: %d wounds, want %d", c.hits, c.blocks, w, c.want)
		}
	}
}

// Leo spending 3 katana (a double and a single) rolls 4 Battle dice, his
// Attack being 1 (Adventures, "Melee Strikes" and "Combining ... Action
// Icons", example 1).
func TestMeleeDiceCount(t *testing.T) {
	leo := turtle("Leonardo", grid.At(0, 0), dieOf(MakeFace(IconMelee, 2, false)), dieOf(MakeFace(IconMelee, 1, false)), dieOf(MakeFace(IconMove, 1, false)))
	b := &Battle{Name: "m", Map: openMap(), Heroes: []HeroSpec{leo},
		Villains: []VillainSpec{footNinja(1, grid.At(1, 1))}}
	g := newTestGame(t, b, nil)
	g.rollActionDice()
	var log bytes.Buffer
	g.SetLog(&log)
	opts := g.heroOptions(0)
	found := false
	for _, o := range opts {
		if o.Kind == OptMelee && o.Dice == 0b011 {
			found = true
			g.doAction(0, o)
		}
		if o.Kind == OptMelee && o.Dice&0b100 != 0 {
			t.Errorf("a move die offered for a melee strike: %+v", o)
		}
	}
	if !found {
		t.Fatalf("no melee strike spending both katana dice among %+v", opts)
	}
	mustContain(t, log.String(), "rolls 4 dice")
}

// Mikey's Double Chuck costs 1 katana with +1 die per extra katana: paid
// with a double katana it gets +1 die (Adventures, "Using Special Moves",
// example 1).
func TestSpecialPerExtraIcon(t *testing.T) {
	mikey := turtle("Michelangelo", grid.At(0, 0), dieOf(MakeFace(IconMelee, 2, false)), dieOf(MakeFace(IconMove, 1, false)), dieOf(MakeFace(IconMove, 1, false)))
	mikey.Specials = []Special{{Name: "Double Chuck", CostKind: IconMelee, CostIcons: 1, Strike: Melee, AttackBonus: 2, PerExtra: true}}
	b := &Battle{Name: "m", Map: openMap(), Heroes: []HeroSpec{mikey},
		Villains: []VillainSpec{footNinja(1, grid.At(1, 1))}}
	g := newTestGame(t, b, nil)
	g.heroes[0].hand[0] = true
	g.rollActionDice()
	var log bytes.Buffer
	g.SetLog(&log)
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptUseSpecial {
			g.doAction(0, o)
			// Attack 1 + 2 (the card) + 1 (the extra katana).
			mustContain(t, log.String(), "rolls 4 dice")
			return
		}
	}
	t.Fatal("Double Chuck not offered")
}

// A figure with Defend 2 and 2 defense icons in play rolls 4 dice
// (Adventures, "Defense Roll"); covered terrain adds 1, taking cover 2.
func TestDefendDice(t *testing.T) {
	shell := dieOf(ShellFace)
	donnie := turtle("Donatello", grid.At(1, 1), shell, dieOf(MakeFace(IconMelee, 1, true)), dieOf(MakeFace(IconMove, 1, false)))
	m := testMap("....", ".C..", "....")
	g := newTestGame(t, &Battle{Name: "d", Map: m, Heroes: []HeroSpec{donnie}}, nil)
	g.rollActionDice()
	if got := g.DefendDice(0); got != 2+2+1 {
		t.Errorf("defend dice on covered terrain with 2 shells: %d, want 5", got)
	}
	g.Figs[0].Cover = true
	if got := g.DefendDice(0); got != 7 {
		t.Errorf("after taking cover: %d, want 7", got)
	}
}

// Awakening rolls Defend + shells + 2 per adjacent standing hero − 3 per
// adjacent standing leader − 1 per adjacent minion space, never below 0
// (Adventures, "Awakening Heroes").
func TestAwakenDice(t *testing.T) {
	for _, c := range []struct {
		name            string
		heroes, minions int
		leader          bool
		want            int
	}{
		{"alone", 0, 0, false, 2},
		{"one friend", 1, 0, false, 4},
		{"friend and two minions", 1, 2, false, 2},
		{"leader", 0, 0, true, 0},
		{"leader and friend", 1, 0, true, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			heroes := []HeroSpec{turtle("Leonardo", cell(t, "c3"), dieOf(MakeFace(IconMove, 1, false)))}
			heroes[0].NDice = 1
			if c.heroes > 0 {
				heroes = append(heroes, turtle("Raphael", cell(t, "b2")))
			} else {
				heroes = append(heroes, turtle("Raphael", cell(t, "h8")))
			}
			var starts []grid.Cell
			for _, l := range []string{"d4", "b4"}[:c.minions] {
				starts = append(starts, cell(t, l))
			}
			vs := []VillainSpec{footNinja(2, starts...)}
			if c.leader {
				vs = append(vs, VillainSpec{Name: "Karai", Leader: true, Move: 4, Hit: 4, Block: 2, Life: 8, Figures: 1, Start: []grid.Cell{cell(t, "c4")}})
			}
			g := newTestGame(t, &Battle{Name: "a", Map: openMap(), Heroes: heroes, Villains: vs}, nil)
			g.knockDownHero(0)
			if got := g.AwakenDice(0); got != c.want {
				t.Errorf("awaken dice %d, want %d", got, c.want)
			}
		})
	}
}

// A rolled chi gives 1 Focus (not above the start), a Battle die of healing,
// then the die is turned to another face of the hero's choice (Adventures,
// "Chi Icon").
func TestChi(t *testing.T) {
	leo := turtle("Leonardo", grid.At(0, 0), dieOf(ChiFace), dieOf(ChiFace), dieOf(MakeFace(IconMove, 1, false)))
	leo.Dice[0][5] = MakeFace(IconMelee, 2, false)
	leo.Dice[1][5] = MakeFace(IconRanged, 1, false)
	g := newTestGame(t, &Battle{Name: "c", Map: openMap(), Heroes: []HeroSpec{leo}}, nil)
	g.setDie([]dice.Face{{Hits: 1}}) // each healing die heals 1
	// Roll until both chi dice show chi (each does with probability 5/6).
	for try := 0; ; try++ {
		if try == 100 {
			t.Fatal("never rolled two chi")
		}
		g.heroes[0].focus = 0
		g.Figs[0].Life = 5
		var log bytes.Buffer
		g.SetLog(&log)
		g.rollActionDice()
		if bytes.Count(log.Bytes(), []byte("rolls chi")) == 2 {
			break
		}
	}
	if f := g.heroes[0].focus; f != 2 {
		t.Errorf("Focus after two chi: %d, want 2", f)
	}
	if l := g.Figs[0].Life; l != 7 {
		t.Errorf("Life after two chi heals: %d, want 7", l)
	}
	if g.heroes[0].face[0] != MakeFace(IconMelee, 2, false) || g.heroes[0].face[1] != MakeFace(IconRanged, 1, false) {
		t.Errorf("chi dice turned to %v and %v, want the only other faces", g.heroes[0].face[0], g.heroes[0].face[1])
	}
}

// A shared die is a copy: the owner and the neighbour can each spend it
// (Adventures, "Sharing Action Dice").
func TestSharedDieSpentTwice(t *testing.T) {
	melee := dieOf(MakeFace(IconMelee, 1, false))
	move := dieOf(MakeFace(IconMove, 1, false))
	leo := turtle("Leonardo", cell(t, "a1"), melee, move, move)
	raph := turtle("Raphael", cell(t, "c1"), move, move, move)
	g := newTestGame(t, &Battle{Name: "s", Map: openMap(), Heroes: []HeroSpec{leo, raph}}, nil)
	g.rollActionDice()
	// Leo arranged die 2 (melee) rightmost or leftmost: with two heroes, Raph
	// holds both of Leo's end dice. Find Raph's melee placeholder.
	ph := -1
	for s := 3; s < 5; s++ {
		if f, ok := g.Slot(1, s); ok && f.Kind() == IconMelee {
			ph = s
		}
	}
	if ph < 0 {
		t.Fatalf("Raphael holds no placeholder of Leo's melee die: %s", g.diceString(1))
	}
	g.spendSlots(0, 1<<0)
	if _, ok := g.Slot(0, 0); ok {
		t.Fatal("Leo's spent die still available to Leo")
	}
	if _, ok := g.Slot(1, ph); !ok {
		t.Fatal("Leo spending his die spent Raphael's copy")
	}
	g.spendSlots(1, 1<<ph)
	if _, ok := g.Slot(1, ph); ok {
		t.Fatal("Raphael's copy not spent")
	}
}

// Thug Gunner example 1: adjacent to Leo with Mikey and Raph within strike
// range, the Gunner stays and shoots Mikey, who has more Life (Adventures,
// "Cooperative Mode Actions and Icons", "Defending" examples).
func TestGunnerExample1(t *testing.T) {
	leo := turtle("Leonardo", cell(t, "d5"))
	mikey := turtle("Michelangelo", cell(t, "f6"))
	raph := turtle("Raphael", cell(t, "b4"))
	raph.Life = 8
	b := &Battle{Name: "g1", Map: openMap(), Heroes: []HeroSpec{leo, mikey, raph},
		Villains: []VillainSpec{thugGunner(1, cell(t, "d4"))}}
	g := newTestGame(t, b, nil)
	g.Figs[2].Life = 6
	var log bytes.Buffer
	g.SetLog(&log)
	g.activateType(0)
	if c := g.Figs[3].Cell; c != cell(t, "d4") {
		t.Errorf("Gunner moved to %s", c.Label())
	}
	mustContain(t, log.String(), "Thug Gunner#1 hits Michelangelo")
	if bytes.Contains(log.Bytes(), []byte("hits Leonardo")) || bytes.Contains(log.Bytes(), []byte("hits Raphael")) {
		t.Errorf("Gunner shot someone other than Mikey:\n%s", log.String())
	}
}

// Thug Gunner example 2: adjacent to Raph, the Gunner knocks Donnie down
// with its first strike, then spends its second action moving away from Raph
// so that Raph is within strike range.
func TestGunnerExample2(t *testing.T) {
	raph := turtle("Raphael", cell(t, "d5"))
	donnie := turtle("Donatello", cell(t, "d2"))
	donnie.Defend = 0
	b := &Battle{Name: "g2", Map: openMap(), Heroes: []HeroSpec{raph, donnie},
		Villains: []VillainSpec{thugGunner(1, cell(t, "d4"))}}
	g := newTestGame(t, b, nil)
	g.Figs[1].Life = 1
	g.Figs[0].Life = 5 // Donnie must be the target: Highest Life? make him the only one in range anyway
	g.activateType(0)
	if !g.Figs[1].Down {
		t.Fatal("Donnie not knocked down by the first strike")
	}
	gc := g.Figs[2].Cell
	if gc == cell(t, "d4") {
		t.Fatal("Gunner did not move away")
	}
	if g.B.Map.Adjacent(gc, g.Figs[0].Cell) || !g.inStrikeRange(2, 0) {
		t.Errorf("Gunner moved to %s, which does not put Raph in strike range", gc.Label())
	}
}

// Thug Gunner example 3: adjacent to Raph and with no hero in strike range,
// the Gunner first moves away from Raph (paying break-away), then shoots.
func TestGunnerExample3(t *testing.T) {
	raph := turtle("Raphael", cell(t, "d5"))
	b := &Battle{Name: "g3", Map: openMap(), Heroes: []HeroSpec{raph},
		Villains: []VillainSpec{thugGunner(1, cell(t, "d4"))}}
	g := newTestGame(t, b, nil)
	var log bytes.Buffer
	g.SetLog(&log)
	g.activateType(0)
	s := log.String()
	mi, si := bytes.Index([]byte(s), []byte("move: Thug Gunner#1")), bytes.Index([]byte(s), []byte("Thug Gunner#1 hits Raphael"))
	if mi < 0 || si < 0 || mi > si {
		t.Errorf("want a move then a strike on Raph:\n%s", s)
	}
	// 3 move points, 1 spent breaking away from Raph: at most 2 spaces.
	if d := grid.Chebyshev(g.Figs[1].Cell, cell(t, "d4")); d > 2 {
		t.Errorf("Gunner moved %d spaces with 3 move points and a break-away", d)
	}
}

// A villain card activates only the figures of that type with a hero in
// line of sight (Adventures, "Villain Turns").
func TestActivationNeedsSight(t *testing.T) {
	m := testMap(
		"..........",
		"..........",
		"######....",
		"..........",
	)
	leo := turtle("Leonardo", cell(t, "g1"))
	b := &Battle{Name: "los", Map: m, Heroes: []HeroSpec{leo},
		Villains: []VillainSpec{footNinja(2, cell(t, "a4"), cell(t, "h4"))}}
	g := newTestGame(t, b, nil)
	g.activateType(0)
	if c := g.Figs[1].Cell; c != cell(t, "a4") {
		t.Errorf("the ninja behind the wall moved to %s", c.Label())
	}
	if c := g.Figs[2].Cell; c == cell(t, "h4") {
		t.Errorf("the ninja in sight did not move")
	}
}

// If all heroes are knocked down at the same time the villain wins at once
// (Adventures, "Total Party Kill").
func TestTotalPartyKO(t *testing.T) {
	b := &Battle{Name: "tpk", Map: openMap(),
		Heroes:   []HeroSpec{turtle("Leonardo", cell(t, "a1")), turtle("Raphael", cell(t, "h8"))},
		Villains: []VillainSpec{footNinja(1, cell(t, "a2"))},
		Win:      []Condition{{Kind: SurviveRounds, N: 5}}}
	g := newTestGame(t, b, nil)
	g.knockDownHero(1)
	if g.over {
		t.Fatal("battle over with one hero standing")
	}
	g.knockDownHero(0)
	if !g.over || Winner(g.rec) != Villain || g.rec.Reason != EndTotalPartyKO {
		t.Errorf("after both heroes fell: over %v, winner %v, reason %d", g.over, Winner(g.rec), g.rec.Reason)
	}
}

// Handing off needs 1 hit plus 1 per enemy adjacent to the passer; a throw
// needs the distance plus 1 per enemy adjacent to the catcher (Adventures,
// "Handing Off Carried Items", "Throwing Carried Items" examples).
func TestPassNeed(t *testing.T) {
	b := &Battle{Name: "pass", Map: openMap(),
		Heroes: []HeroSpec{turtle("Leonardo", cell(t, "b2")), turtle("Raphael", cell(t, "c2")), turtle("Donatello", cell(t, "f6"))},
		// Two ninja next to Leo, two next to Donnie.
		Villains: []VillainSpec{footNinja(4, cell(t, "a1"), cell(t, "a2"), cell(t, "g7"), cell(t, "e7"))}}
	g := newTestGame(t, b, nil)
	if got := g.PassNeed(0, 1, false); got != 3 {
		t.Errorf("hand-off next to 2 enemies needs %d hits, want 3", got)
	}
	if got := g.PassNeed(0, 2, true); got != 6 {
		t.Errorf("throw 4 spaces to a catcher next to 2 enemies needs %d hits, want 6", got)
	}
}

// A wound disrupts a download: the hero keeps the hacked computer but
// starts the download over (Adventures, "Downloading Data").
func TestDownloadDisrupted(t *testing.T) {
	m := openMap()
	m.Terrain[cell(t, "c3")] |= grid.Computer | grid.Blocking
	m.ComputerDifficulty[cell(t, "c3")] = 1
	m.Prepare()
	donnie := turtle("Donatello", cell(t, "b2"), dieOf(MakeFace(IconMove, 2, false)), dieOf(MakeFace(IconMelee, 1, false)), dieOf(MakeFace(IconMove, 1, false)))
	b := &Battle{Name: "hack", Map: m, Heroes: []HeroSpec{donnie},
		Win: []Condition{{Kind: DownloadData, N: 5}}}
	g := newTestGame(t, b, nil)
	g.rollActionDice()
	g.heroes[0].hacked = cell(t, "c3")
	g.doAction(0, Option{Kind: OptDownload, Dice: 1 << 0})
	if g.data != 2 {
		t.Fatalf("downloaded %d data with a double icon, want 2", g.data)
	}
	g.woundHero(0, 1, true)
	if g.data != 0 || g.heroes[0].hacked != cell(t, "c3") {
		t.Errorf("after a wound: data %d (want 0), computer still hacked %v", g.data, g.heroes[0].hacked == cell(t, "c3"))
	}
	g.doAction(0, Option{Kind: OptDownload, Dice: 1 << 1})
	if g.data != 1 {
		t.Errorf("downloading again: %d data, want 1", g.data)
	}
}

// Climbing by AI figures (Adventures, "Climbing"; "Giant", "Tiny
// Characters"): a figure on a roof whose target stands in sight on the
// street climbs down toward it, the only terrain move AI figures make; giant
// and tiny figures make no terrain moves. A melee figure on the roof edge
// climbs down beside a target standing just below it.
func TestAIClimb(t *testing.T) {
	for _, c := range []struct {
		name        string
		giant, tiny bool
		hero        string
		want        string // the figure's space after its activation's first two actions
	}{
		{"minion, target two below", false, false, "c6", "c4"},
		{"minion, target just below", false, false, "a4", "b4"},
		{"giant", true, false, "c6", "c3"},
		{"tiny", false, true, "c6", "c3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := testMap(
				"^^^^^^^^",
				"^^^^^^^^",
				"^^^^^^^^",
				"........",
				"........",
				"........",
				"........",
			)
			start := "c3"
			if c.hero == "a4" {
				start = "a3"
			}
			v := footNinja(1, cell(t, start))
			v.Move = 0 // it cannot walk: only a climb moves it
			v.Giant, v.Tiny = c.giant, c.tiny
			b := &Battle{Name: "climb", Map: m,
				Heroes:   []HeroSpec{turtle("Leonardo", cell(t, c.hero))},
				Villains: []VillainSpec{v}}
			g := newTestGame(t, b, nil)
			id := g.nh
			g.Figs[id].Aware = true
			g.activateFigure(id, 2)
			if got := g.Figs[id].Cell.Label(); got != c.want {
				t.Errorf("the figure ends on %s, want %s", got, c.want)
			}
		})
	}
}

// Going on the defensive follows wounds "from an attack": a villain's
// strike offers it, harmful terrain and a fall do not (Adventures, "Going on
// the Defensive").
func TestDefensiveOnlyFromAttacks(t *testing.T) {
	m := openMap()
	m.Terrain[cell(t, "c3")] |= grid.Harmful
	m.Prepare()
	for _, c := range []struct {
		name  string
		wound func(g *Game)
		want  bool
	}{
		{"strike", func(g *Game) { g.villainStrike(g.nh, 0, 9) }, true},
		{"harmful terrain", func(g *Game) { g.harm(0) }, false},
		{"fall", func(g *Game) {
			g.setDie([]dice.Face{{Hits: 1}}) // every die a hit: the fall wounds
			g.fall(0)
		}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			asked := false
			p := policyFunc(func(g *Game, d Decision, opts []Option) int {
				asked = asked || d.Kind == DecideDefensive
				return 0
			})
			b := &Battle{Name: "def", Map: m, Heroes: []HeroSpec{turtle("Leonardo", cell(t, "c3"))},
				Villains: []VillainSpec{footNinja(1, cell(t, "d3"))}}
			g := newTestGame(t, b, p)
			g.rollActionDice()
			c.wound(g)
			if g.Figs[0].Life >= 10 {
				t.Fatalf("the hero took no wound")
			}
			if asked != c.want {
				t.Errorf("offered to go on the defensive: %v, want %v", asked, c.want)
			}
		})
	}
}

// Harmful terrain hurts every figure that starts its turn on it and does
// not leave it, villains too; an AI villain's turn is its activation
// (Adventures, "Harmful Terrain").
func TestHarmfulTerrainVillains(t *testing.T) {
	m := openMap()
	m.Terrain[cell(t, "c3")] |= grid.Harmful
	m.Prepare()
	for _, c := range []struct {
		name string
		tiny bool
		move int8
		want int8 // Life after the activation
	}{
		{"stays on it", false, 0, 1},
		{"tiny, stays on it", true, 0, 1},
		{"walks off", false, 4, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := footNinja(1, cell(t, "c3"))
			v.Move, v.Tiny = c.move, c.tiny
			b := &Battle{Name: "harm", Map: m, Heroes: []HeroSpec{turtle("Leonardo", cell(t, "h8"))},
				Villains: []VillainSpec{v}}
			g := newTestGame(t, b, nil)
			g.Figs[g.nh].Aware = true
			g.activateType(0)
			if got := g.Figs[g.nh].Life; got != c.want {
				t.Errorf("Life %d after the activation, want %d", got, c.want)
			}
		})
	}
}

// A minion type that finds no free spawning space does not stop the others:
// tiny figures still join a space of their type (Adventures, "Cooperative
// Mode Spawning", "Tiny Characters: Spawning").
func TestSpawnTinyAfterFullSpaces(t *testing.T) {
	mouser := VillainSpec{Name: "Mouser", Move: 3, Hit: 1, Block: 0, Life: 1, Tiny: true, Figures: 3, Start: []grid.Cell{grid.At(1, 7)}}
	b := &Battle{Name: "spawn", Map: openMap(),
		Heroes: []HeroSpec{turtle("Leonardo", grid.At(0, 0))},
		Villains: []VillainSpec{
			footNinja(3, grid.At(0, 7)),
			mouser,
		},
		// Two spawn spaces: one holds a Foot Ninja, the other a Mouser.
		Spawns: []grid.Cell{grid.At(0, 7), grid.At(1, 7)},
	}
	b.Villains[0].Figures = 3
	g := newTestGame(t, b, nil)
	// The ninja's card comes first in the deck.
	for i := 0; i < g.nDeck; i++ {
		if int(g.deck[i]) == g.nh+1 {
			g.deck[i], g.deck[g.nDeck-1] = g.deck[g.nDeck-1], g.deck[i]
		}
	}
	g.spawn()
	if got := g.rec.Values[2][VSpawned]; got != 1 {
		t.Errorf("spawned %d Mousers, want 1 (half of the 2 in the pool)", got)
	}
}

// A knocked-down giant is slow terrain while it lies there: passing its
// space costs 1 more (Adventures, "Giant").
func TestKnockedDownGiantIsSlow(t *testing.T) {
	m := testMap(
		"#####",
		".....",
		"#####",
	)
	giant := VillainSpec{Name: "Rocksteady", Move: 3, Hit: 4, Block: 2, Life: 12, Leader: true, Giant: true,
		Figures: 1, Start: []grid.Cell{cell(t, "b2")}}
	b := &Battle{Name: "giant", Map: m, LeadersAwaken: true,
		Heroes:   []HeroSpec{turtle("Leonardo", cell(t, "a2"))},
		Villains: []VillainSpec{giant}}
	g := newTestGame(t, b, nil)
	g.woundVillain(g.nh, 99, 0)
	if !g.Figs[g.nh].Down {
		t.Fatalf("the giant is not knocked down")
	}
	g.heroReach(0, 5)
	if got := g.reach.Cost[cell(t, "c2")]; got != 3 {
		t.Errorf("a2 -> c2 across a knocked-down giant costs %d, want 3", got)
	}
}

// Characters may make melee and ranged strikes against a door: a hero with
// ranged dice is offered a ranged strike at a closed door it sees across
// the street, none at a door behind a wall (Adventures, "Doors").
func TestRangedStrikeAtDoor(t *testing.T) {
	m := testMap(
		"........",
		"........",
		"......#.",
		"........",
	)
	for _, c := range []string{"f2", "h3"} {
		m.Terrain[cell(t, c)] |= grid.Door
		m.DoorDifficulty[cell(t, c)] = 2
	}
	m.Prepare()
	raph := turtle("Raphael", cell(t, "a3"), dieOf(MakeFace(IconRanged, 1, false)), dieOf(MakeFace(IconMove, 1, false)))
	g := newTestGame(t, &Battle{Name: "door", Map: m, Heroes: []HeroSpec{raph}}, nil)
	g.rollActionDice()
	var got []string
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptStrikeDoor {
			got = append(got, fmt.Sprintf("%s/%d", o.Cell.Label(), o.Arg))
		}
	}
	if want := []string{"f2/1"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("door strikes offered %v, want %v", got, want)
	}
}

// Heal rolls and Focus checks may be rerolled once for a Focus: the hero is
// asked only when it has Focus and a reroll could change the outcome
// (Adventures, "Healing Wounds", "Focus", "Focus Checks").
func TestHealAndCheckRerolls(t *testing.T) {
	door := cell(t, "c2")
	for _, c := range []struct {
		name  string
		life  int8 // the hero's Life (10 is full)
		focus int8
		hits  bool // every die a hit; else every die blank
		roll  func(g *Game)
		want  DecisionKind // the reroll asked, or DecideSpecials for none
	}{
		{"chi, wounded", 6, 1, false, func(g *Game) { g.chiHeal(0) }, DecideChiReroll},
		{"chi, knocked down", 0, 1, false, func(g *Game) { g.chiHeal(0) }, DecideChiReroll},
		{"chi, full Life", 10, 1, false, func(g *Game) { g.chiHeal(0) }, DecideSpecials},
		{"chi, no Focus", 6, 0, false, func(g *Game) { g.chiHeal(0) }, DecideSpecials},
		{"chi, a hit", 6, 1, true, func(g *Game) { g.chiHeal(0) }, DecideSpecials},
		{"healing special", 6, 1, false, func(g *Game) {
			g.useSpecial(0, Option{Kind: OptUseSpecial, Arg: 0, Target: -1})
		}, DecideHealReroll},
		{"failed Focus check", 10, 1, false, func(g *Game) { g.focusCheck(0, door) }, DecideCheckReroll},
		{"passed Focus check", 10, 1, true, func(g *Game) { g.focusCheck(0, door) }, DecideSpecials},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := openMap()
			m.Terrain[door] |= grid.Door
			m.DoorDifficulty[door] = 2
			m.Prepare()
			leo := turtle("Leonardo", cell(t, "b2"))
			leo.Focus = 2
			leo.Specials = []Special{{Name: "Meditate", HealDice: 2}}
			g := newTestGame(t, &Battle{Name: "reroll", Map: m, Heroes: []HeroSpec{leo}}, policyFunc(func(g *Game, d Decision, opts []Option) int {
				return 0
			}))
			asked := DecideSpecials
			g.policy = policyFunc(func(g *Game, d Decision, opts []Option) int {
				if d.Kind != DecideDefensive {
					asked = d.Kind
				}
				return 0
			})
			g.Figs[0].Life = c.life
			if c.life == 0 {
				g.knockDownHero(0)
			}
			g.heroes[0].focus = c.focus
			if c.hits {
				g.setDie([]dice.Face{{Hits: 1}})
			} else {
				g.setDie([]dice.Face{{}})
			}
			c.roll(g)
			if asked != c.want {
				t.Errorf("asked %v, want %v", asked, c.want)
			}
		})
	}
}

// A special move that leaps and strikes (Leonardo's Leaping Strike) leaps,
// then makes its melee strike from the landing space: it is offered for a
// villain out of reach now but next to a landing space, and the hero lands
// there and strikes (Adventures, "Using Special Moves", "Leap").
func TestLeapingStrike(t *testing.T) {
	leo := turtle("Leonardo", cell(t, "a1"), dieOf(MakeFace(IconMove, 2, false)), dieOf(MakeFace(IconMelee, 1, false)))
	leo.Specials = []Special{{Name: "Leaping Strike", CostKind: IconMove, CostIcons: 2, Leap: true, Strike: Melee, AttackBonus: 1}}
	b := &Battle{Name: "leap", Map: openMap(), Heroes: []HeroSpec{leo},
		Villains: []VillainSpec{footNinja(1, cell(t, "e1"))}}
	g := newTestGame(t, b, nil)
	g.heroes[0].hand[0] = true
	g.rollActionDice()
	var log bytes.Buffer
	g.SetLog(&log)
	var use *Option
	for _, o := range g.heroOptions(0) {
		if o.Kind == OptUseSpecial {
			if o.Target != int16(g.nh) || !g.B.Map.Adjacent(o.Cell, cell(t, "e1")) {
				t.Errorf("leaping strike offered landing on %s at figure %d", o.Cell.Label(), o.Target)
			}
			if o.Cell == cell(t, "d1") {
				use = &o
			}
		}
	}
	if use == nil {
		t.Fatalf("no leaping strike landing on d1 among the options")
	}
	g.doAction(0, *use)
	if got := g.Figs[0].Cell.Label(); got != "d1" {
		t.Errorf("the hero ends on %s, want d1", got)
	}
	mustContain(t, log.String(), "leap: Leonardo leaps a1 -> d1")
	mustContain(t, log.String(), "rolls 2 dice") // Attack 1, +1
}

// An AI strike into or out of obscuring terrain costs 2 actions, as it
// costs a hero twice the icons; a figure left with 1 action forfeits it
// (Adventures, "Obscuring Terrain"; docs/RULES.md).
func TestAIStrikeObscuring(t *testing.T) {
	for _, c := range []struct {
		name    string
		obscure bool
		actions int
		want    int // strikes made
	}{
		{"minion, open ground", false, 2, 2},
		{"minion, obscuring", true, 2, 1},
		{"leader, obscuring", true, 3, 1},
		{"leader, open ground", false, 3, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := openMap()
			if c.obscure {
				m.Terrain[cell(t, "c3")] |= grid.Obscuring
				m.Prepare()
			}
			leo := turtle("Leonardo", cell(t, "b3"))
			leo.Life = 100
			b := &Battle{Name: "obscure", Map: m, Heroes: []HeroSpec{leo},
				Villains: []VillainSpec{footNinja(1, cell(t, "c3"))}}
			g := newTestGame(t, b, nil)
			g.Figs[g.nh].Aware = true
			var log bytes.Buffer
			g.SetLog(&log)
			g.activateFigure(g.nh, c.actions)
			if got := strings.Count(log.String(), "strike: Foot Ninja#1 hits"); got != c.want {
				t.Errorf("%d strikes, want %d:\n%s", got, c.want, log.String())
			}
		})
	}
}

// A stunned tiny figure spends its move action on a stun token and its
// attack action on a second one: with one token it still strikes, with two
// it does not (Adventures, "Tiny Characters: Cooperative Mode", "Stun";
// docs/RULES.md).
func TestStunnedTiny(t *testing.T) {
	for _, c := range []struct {
		stun       int8
		wantStrike bool
		wantStun   int8
	}{{0, true, 0}, {1, true, 0}, {2, false, 0}, {3, false, 1}} {
		mouser := VillainSpec{Name: "Mouser", Move: 3, Hit: 2, Life: 1, Tiny: true, Attack: Melee, Figures: 1, Start: []grid.Cell{cell(t, "c3")}}
		leo := turtle("Leonardo", cell(t, "b3"))
		g := newTestGame(t, &Battle{Name: "tiny", Map: openMap(), Heroes: []HeroSpec{leo}, Villains: []VillainSpec{mouser}}, nil)
		g.Figs[g.nh].Aware = true
		g.Figs[g.nh].Stun = c.stun
		var log bytes.Buffer
		g.SetLog(&log)
		g.activateType(0)
		if got := strings.Contains(log.String(), "strike: Mouser#1"); got != c.wantStrike {
			t.Errorf("%d stun tokens: struck %v, want %v", c.stun, got, c.wantStrike)
		}
		if got := g.Figs[g.nh].Stun; got != c.wantStun {
			t.Errorf("%d stun tokens: %d left, want %d", c.stun, got, c.wantStun)
		}
	}
}

// A ranged villain compares every hero within strike range by its
// secondary priority; among heroes tied on it, the closest is its target,
// and only a tie in distance too goes to the players (Adventures,
// "Targeting Priority"; docs/RULES.md).
func TestRangedTargetTies(t *testing.T) {
	for _, c := range []struct {
		name          string
		lifeA, lifeB  int8
		cellB         string
		want          string
		wantTieBroken bool
	}{
		{"priority beats distance", 8, 10, "a7", "Raphael", false},
		{"tie on priority: the closer", 10, 10, "a7", "Leonardo", false},
		{"tie on both: the players", 10, 10, "d4", "Leonardo", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			asked := false
			p := policyFunc(func(g *Game, d Decision, opts []Option) int {
				asked = asked || d.Kind == DecideTieBreak
				return 0
			})
			b := &Battle{Name: "ranged", Map: openMap(),
				Heroes:   []HeroSpec{turtle("Leonardo", cell(t, "a4")), turtle("Raphael", cell(t, c.cellB))},
				Villains: []VillainSpec{thugGunner(1, cell(t, "a1"))}}
			g := newTestGame(t, b, p)
			g.Figs[0].Life, g.Figs[1].Life = c.lifeA, c.lifeB
			h, in := g.aiTarget(g.nh, -1)
			if !in || h < 0 || g.B.Heroes[h].Name != c.want {
				t.Errorf("target %d (in range %v), want %s", h, in, c.want)
			}
			if asked != c.wantTieBroken {
				t.Errorf("players asked to break a tie: %v, want %v", asked, c.wantTieBroken)
			}
		})
	}
}

// A figure that climbs onto harmful terrain enters it and suffers 1
// unblockable hit, as when walking or leaping (Adventures, "Harmful
// Terrain").
func TestClimbOntoHarmful(t *testing.T) {
	m := testMap(
		"^^^^^",
		"^^^^^",
		".....",
		".....",
	)
	m.Terrain[cell(t, "c2")] |= grid.Harmful
	m.Prepare()
	leo := turtle("Leonardo", cell(t, "c3"), dieOf(MakeFace(IconMove, 2, false)))
	g := newTestGame(t, &Battle{Name: "climb", Map: m, Heroes: []HeroSpec{leo}}, nil)
	g.rollActionDice()
	g.doAction(0, Option{Kind: OptClimb, Cell: cell(t, "c2"), Dice: 1})
	if got := g.Figs[0].Life; got != 9 {
		t.Errorf("Life %d after climbing onto fire, want 9", got)
	}
}

// A strike at a door out of obscuring terrain costs twice the icons, as a
// strike at a figure does: one single katana cannot pay it (Adventures,
// "Obscuring Terrain", "Doors").
func TestDoorStrikeObscuring(t *testing.T) {
	for _, c := range []struct {
		obscure bool
		want    int // melee strikes at the door offered
	}{{false, 3}, {true, 1}} {
		m := openMap()
		m.Terrain[cell(t, "c2")] |= grid.Door
		m.DoorDifficulty[cell(t, "c2")] = 2
		if c.obscure {
			m.Terrain[cell(t, "b2")] |= grid.Obscuring
		}
		m.Prepare()
		leo := turtle("Leonardo", cell(t, "b2"), dieOf(MakeFace(IconMelee, 1, false)), dieOf(MakeFace(IconMelee, 1, false)))
		g := newTestGame(t, &Battle{Name: "door", Map: m, Heroes: []HeroSpec{leo}}, nil)
		g.rollActionDice()
		n := 0
		for _, o := range g.heroOptions(0) {
			if o.Kind == OptStrikeDoor {
				n++
			}
		}
		if n != c.want {
			t.Errorf("obscuring %v: %d door strikes offered, want %d", c.obscure, n, c.want)
		}
	}
}

// Once the battle has ended nothing more is suffered: a hero ending the
// turn that won or lost it on harmful terrain takes no hit (Adventures,
// "Harmful Terrain", "Winning the Game").
func TestNoHarmAfterTheEnd(t *testing.T) {
	m := openMap()
	m.Terrain[cell(t, "c3")] |= grid.Harmful
	m.Prepare()
	g := newTestGame(t, &Battle{Name: "end", Map: m, Heroes: []HeroSpec{turtle("Leonardo", cell(t, "c3"))}}, nil)
	g.heroes[0].startHarm = true
	g.over = true
	g.endTurn(0)
	if got := g.Figs[0].Life; got != 10 {
		t.Errorf("Life %d after the battle ended, want 10", got)
	}
}
