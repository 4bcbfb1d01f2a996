package adventures

import (
	"slices"
	"strings"
	"testing"

	"github.com/tmntsim/tmntsim/sim"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// testVillainDeck builds a 25-card deck for villain types foot-ninja (type
// 0) and karai (type 1): 5 Foot Ninja groups whose cards activate 2 Foot
// Ninja with a move icon and a melee icon with a shell (1 defense icon),
// 1 Karai group, and the Regroup card.
func testVillainDeck(t testing.TB) *villaindeck.Deck {
	t.Helper()
	var cards []villaindeck.Card
	colours := []string{"red", "blue", "green", "yellow", "purple"}
	for _, col := range colours {
		for k := 0; k < villaindeck.GroupSize; k++ {
			c := villaindeck.Card{Name: "Ninja " + col, Villain: "foot-ninja", Colour: col, Figures: 2, NIcons: 2}
			c.Icons[0] = villaindeck.MakeIcon(villaindeck.KindMove, 1, false)
			c.Icons[1] = villaindeck.MakeIcon(villaindeck.KindMelee, 1, true)
			cards = append(cards, c)
		}
	}
	for k := 0; k < villaindeck.GroupSize; k++ {
		c := villaindeck.Card{Name: "Karai", Villain: "karai", Colour: "red", Figures: 1, NIcons: 2}
		c.Icons[0] = villaindeck.MakeIcon(villaindeck.KindMove, 1, false)
		c.Icons[1] = villaindeck.MakeIcon(villaindeck.KindMelee, 2, false)
		cards = append(cards, c)
	}
	regroup := villaindeck.Card{Name: "Regroup", Regroup: true, NAbilities: 1}
	regroup.Abilities[0] = villaindeck.Ability{When: villaindeck.WhenPlayed, Effect: villaindeck.ReshuffleDiscards, N: 1}
	cards = append(cards, regroup)
	d, err := villaindeck.Build(cards, []string{"foot-ninja", "karai"})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// competitiveBattle returns a battle of 4 heroes against Foot Ninja and
// Karai (2 figures, for the leader next to a leader) in Competitive Mode.
func competitiveBattle(t testing.TB) *Battle {
	m := testMap(
		"S......S",
		"........",
		"..HHHH..",
		"........",
		"C.......",
		"S......S",
	)
	karai := VillainSpec{Name: "Karai", Leader: true, Move: 4, Hit: 4, Block: 2, Life: 10, Attack: Melee,
		Figures: 2, Start: []grid.Cell{cell(t, "d6"), cell(t, "e6")}}
	b := &Battle{Name: "competitive test", Map: m,
		Heroes:      []HeroSpec{turtle("Leo", grid.NoCell), turtle("Raph", grid.NoCell), turtle("Donnie", grid.NoCell), turtle("Mikey", grid.NoCell)},
		Villains:    []VillainSpec{footNinja(6, cell(t, "a1"), cell(t, "h1"), cell(t, "a5")), karai},
		Spawns:      []grid.Cell{cell(t, "a1"), cell(t, "h1"), cell(t, "a6"), cell(t, "h6")},
		Win:         []Condition{{Kind: DefeatFigures, N: 99, Type: -1}},
		LimitWinner: uint8(NoSide), LeadersAwaken: true,
	}
	b.Competitive = &Competitive{Deck: testVillainDeck(t), Rules: villaindeck.Adventures, Focus: 3}
	b.Competitive.Sheets[0] = CompetitiveSheet{Attack: 1, Defend: 2}            // the rulebook's Foot Ninja: Defend 2
	b.Competitive.Sheets[1] = CompetitiveSheet{Attack: 2, Defend: 3, Awaken: 7} // the rulebook's Karai: Awaken 7
	return b
}

// newCompetitiveGame builds a game of competitiveBattle set up for its
// first round.
func newCompetitiveGame(t testing.TB, p Policy, vp VillainPolicy) *Game {
	g := newTestGame(t, competitiveBattle(t), p)
	g.SetVillainPolicy(vp)
	g.setupCompetitive()
	return g
}

// playShells plays, in a villain turn, n Foot Ninja cards of the hand
// face up (each with 1 defense icon) without activating anyone.
func playShells(t *testing.T, g *Game, n int) {
	t.Helper()
	c := &g.comp
	c.deck.StartTurn(nil)
	for k := 0; k < n; k++ {
		played := false
		for _, id := range c.deck.Hand() {
			if g.B.Competitive.Deck.Cards[id].Type == 0 {
				c.deck.Play(id)
				played = true
				break
			}
		}
		if !played {
			t.Fatal("no Foot Ninja card in the hand")
		}
	}
}

// TestVillainDefendDice is the rulebook's example (Adventures, Defense
// Roll, p. 18): "a Foot Ninja has a Defend attribute of 2, and there are 2
// defense icons for Foot Ninja on villain ability cards in play, so the
// villain player rolls 4 Battle dice"; the icons count for every figure
// of the type, not only those activated (Defense Icons, p. 21), and
// covered terrain adds 1.
func TestVillainDefendDice(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cards int
		fig   string // the Foot Ninja's space
		want  int
	}{
		{"Defend 2, no card", 0, "a1", 2},
		{"1 defense icon in play", 1, "a1", 3},
		{"2 defense icons in play (rulebook)", 2, "a1", 4},
		{"2 defense icons, covered terrain", 2, "a5", 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newCompetitiveGame(t, nil, FirstVillain{})
			playShells(t, g, tt.cards)
			id := -1
			for f := g.vStart[0]; f < g.vStart[1]; f++ {
				if g.Figs[f].Where == onMap && g.Figs[f].Cell == cell(t, tt.fig) {
					id = f
				}
			}
			if got := g.villainDefendDice(id); got != tt.want {
				t.Errorf("got %d dice, want %d", got, tt.want)
			}
			// Karai's defense is not raised by Foot Ninja cards.
			if got := g.villainDefendDice(g.vStart[1]); got != 3 {
				t.Errorf("Karai: got %d dice, want 3", got)
			}
		})
	}
}

// TestVillainAwakenDice is the awakening roll of a player-controlled
// villain leader (Adventures, Awakening Player-Controlled Villain Leaders,
// p. 36): Defend, +1 per defense icon on active cards of its type, −2 per
// adjacent standing hero, +3 per adjacent standing villain leader, +1 per
// adjacent minion, never below 0.
func TestVillainAwakenDice(t *testing.T) {
	for _, tt := range []struct {
		name    string
		heroes  []string // spaces of heroes next to Karai at d4
		minions []string
		leader  bool // the other Karai stands next to it
		want    int
	}{
		{"alone: Defend 3", nil, nil, false, 3},
		{"one hero adjacent", []string{"d3"}, nil, false, 1},
		{"two heroes adjacent: not below 0", []string{"d3", "e3"}, nil, false, 0},
		{"a minion adjacent", nil, []string{"c4"}, false, 4},
		{"a leader adjacent", nil, nil, true, 6},
		{"a leader and a hero", []string{"c3"}, nil, true, 4},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newCompetitiveGame(t, nil, FirstVillain{})
			for h := 0; h < g.nh; h++ { // heroes out of the way
				g.relocate(h, grid.At(h, 5))
			}
			for id := g.vStart[0]; id < g.vStart[1]; id++ {
				if g.Figs[id].Where == onMap {
					g.unplace(&g.Figs[id])
					g.Figs[id].Where, g.Figs[id].Cell = inPool, grid.NoCell
				}
			}
			k := g.vStart[1]
			g.relocate(k, cell(t, "d4"))
			g.woundVillain(k, 99, 0)
			if !g.Figs[k].Down {
				t.Fatal("Karai is not knocked down")
			}
			other := k + 1
			if tt.leader {
				g.relocate(other, cell(t, "e5"))
			} else {
				g.relocate(other, cell(t, "h4"))
			}
			for i, s := range tt.heroes {
				g.relocate(i, cell(t, s))
			}
			for _, s := range tt.minions {
				id := g.vStart[0]
				f := &g.Figs[id]
				f.Where, f.Cell = onMap, cell(t, s)
				g.place(f)
			}
			if got := g.villainAwakenDice(k); got != tt.want {
				t.Errorf("got %d dice, want %d", got, tt.want)
			}
		})
	}
}

// TestVillainTurnAfterEveryHeroTurn plays one round: the heroes choose
// which hero goes next among those who have not had a turn (Hero Turns,
// p. 14), the villain takes a turn after every hero turn, 4 in a round of
// 4 heroes, each of 2 cards (Villain Turns, p. 15), and clean-up gives the
// villain 1 Focus back, never above its starting Focus (Clean-up Phase).
func TestVillainTurnAfterEveryHeroTurn(t *testing.T) {
	var asked []int
	p := policyFunc(func(g *Game, d Decision, opts []Option) int {
		if d.Kind == DecideNextHero {
			asked = append(asked, len(opts))
			return len(opts) - 1 // the last hero first
		}
		if d.Kind == DecideAction {
			return len(opts) - 1 // end the turn where that is last; any legal action otherwise
		}
		return 0
	})
	g := newCompetitiveGame(t, p, FirstVillain{})
	g.comp.focus = 1
	g.playCompetitiveRound()
	if g.over {
		t.Fatal("the battle ended in round 1")
	}
	if got := g.comp.deck.Turn(); got != 4 {
		t.Errorf("villain turns: got %d, want 4", got)
	}
	if want := []int{4, 3, 2}; len(asked) != len(want) || asked[0] != 4 || asked[1] != 3 || asked[2] != 2 {
		t.Errorf("next-hero choices offered: got %v, want %v (the last hero is not asked)", asked, want)
	}
	if got := len(g.comp.deck.Active()); got != 4 {
		// Zone 2 holds the 2 cards of turn 3 and zone 1 those of turn 4.
		t.Errorf("active cards after the round: got %d, want 4", got)
	}
	if g.comp.focus != 2 {
		t.Errorf("villain Focus after clean-up: got %d, want 2 (1 + 1)", g.comp.focus)
	}
	active, discards, hand, deck := g.VillainTable()
	if hand != villaindeck.HandSize || len(active) != 4 || hand+deck+len(active)+len(discards) != villaindeck.DeckSize {
		t.Errorf("VillainTable: %d active, %d discarded, hand %d, deck %d; want 4 active, a hand of 5, 25 cards in all",
			len(active), len(discards), hand, deck)
	}
	g.comp.focus = 3
	g.competitiveCleanUp()
	if g.comp.focus != 3 {
		t.Errorf("villain Focus at its start after clean-up: got %d, want 3 (not above the starting Focus)", g.comp.focus)
	}
}

// TestActivateOncePerTurn: "The villain player may only activate a given
// figure once per turn" (Playing Villain Ability Cards, p. 21): a figure
// activated is offered neither to a card nor to a desperation play until
// the next villain turn.
func TestActivateOncePerTurn(t *testing.T) {
	g := newCompetitiveGame(t, nil, FirstVillain{})
	c := &g.comp
	c.deck.StartTurn(nil)
	id := g.vStart[0]
	if !g.canActivate(id) {
		t.Fatal("a Foot Ninja on the map cannot activate")
	}
	c.nIcons = 0
	g.activateVillain(id)
	if g.canActivate(id) {
		t.Error("the Foot Ninja may activate twice in one turn")
	}
	for _, o := range g.desperationOptions(c.deck.Hand()[0], nil) {
		if int(o.Fig) == id {
			t.Errorf("desperation offers the activated figure: %+v", o)
		}
	}
	c.deck.EndTurn()
	c.deck.StartTurn(nil)
	if !g.canActivate(id) {
		t.Error("the Foot Ninja cannot activate in the next villain turn")
	}
}

// TestCompetitiveRecordSeats plays whole battles: each ends with one
// outcome per seat.
func TestCompetitiveRecordSeats(t *testing.T) {
	g := NewGame(competitiveBattle(t), FirstPolicy{})
	g.SetCheck(true)
	for i := range uint64(10) {
		var rec sim.Record
		g.Play(5, i, &rec)
		if err := g.Violation(); err != nil {
			t.Fatalf("battle %d: %v", i, err)
		}
		if rec.Outcome[SeatHeroes] == rec.Outcome[SeatVillain] && rec.Outcome[SeatHeroes] == sim.Won {
			t.Errorf("battle %d: both seats won", i)
		}
	}
}

// villainFunc adapts a function to a VillainPolicy.
type villainFunc func(s *VillainSeat, d VillainDecision, opts []VillainOption) int

func (villainFunc) Reset(*VillainSeat) {}
func (f villainFunc) Choose(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
	return f(s, d, opts)
}

// TestCompetitiveSpawn: half of the pool (rounded up) spawns, on empty
// spawning location spaces the villain chooses, never more than there are
// (Competitive Mode Spawning, p. 35).
func TestCompetitiveSpawn(t *testing.T) {
	for _, tt := range []struct {
		name    string
		blocked []string // spawning spaces a hero stands on
		want    int
	}{
		{"2 empty spaces: half the pool of 3, rounded up", nil, 2},
		{"1 empty space: 1 of the 2 spawns", []string{"h6"}, 1},
		{"no empty space", []string{"h6", "a6"}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var offered []VillainOption
			vp := villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
				if d.Kind == VDecideSpawn {
					offered = append(offered, opts...)
					return len(opts) - 1 // the villain's choice: the last space
				}
				return 0
			})
			g := newCompetitiveGame(t, nil, vp)
			for i, s := range tt.blocked {
				g.relocate(i, cell(t, s))
			}
			g.competitiveSpawn()
			if got := int(g.rec.Values[g.nh][VSpawned]); got != tt.want {
				t.Errorf("spawned %d, want %d", got, tt.want)
			}
			for _, o := range offered {
				if o.Kind != VOptSpawn || o.Type != 0 || o.Cell == cell(t, "a1") || o.Cell == cell(t, "h1") {
					t.Errorf("offered %+v: want a Foot Ninja on an empty spawning space", o)
				}
			}
			if tt.want == 2 && (len(offered) != 2 || g.occ.Has(cell(t, "a6")) != true || g.occ.Has(cell(t, "h6")) != true) {
				t.Errorf("offered %d options, a6 and h6 filled %v %v; want 2 options (the last space is not asked) and both filled", len(offered), g.occ.Has(cell(t, "a6")), g.occ.Has(cell(t, "h6")))
			}
		})
	}
}

// TestDesperationOptions lists what a card played face down may do
// (Adventures, Desperation Activation, p. 21; Stun, p. 35): any 1 figure
// with 1 move icon, a melee icon toward an adjacent hero, a ranged icon
// (even for a figure that normally cannot), an attempt to awaken a
// knocked-down leader, alone or with the 1 icon of a play ("the next time
// that villain is activated (including desperation), they roll ... The
// awakened figure may now continue their turn as normal", Awakening
// Player-Controlled Villain Leaders, p. 36), the removal of a stun token;
// under Shadows of the Past no awakening and no stun. The Regroup card is
// never played face down (docs/RULES.md).
func TestDesperationOptions(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules villaindeck.Rules
		setup func(t *testing.T, g *Game)
		fig   func(g *Game) int
		want  []villaindeck.Desperation
	}{
		{"a Foot Ninja away from the heroes", villaindeck.Adventures, nil,
			func(g *Game) int { return g.vStart[0] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateRanged}},
		{"a Foot Ninja next to a hero", villaindeck.Adventures,
			func(t *testing.T, g *Game) { g.relocate(0, cell(t, "b2")) },
			func(g *Game) int { return g.vStart[0] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateMelee, villaindeck.DesperateRanged}},
		{"a stunned Foot Ninja", villaindeck.Adventures,
			func(t *testing.T, g *Game) { g.Figs[g.vStart[0]].Stun = 1 },
			func(g *Game) int { return g.vStart[0] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateRanged, villaindeck.DesperateUnstun}},
		{"a knocked-down Karai", villaindeck.Adventures,
			func(t *testing.T, g *Game) { g.woundVillain(g.vStart[1], 99, 0) },
			func(g *Game) int { return g.vStart[1] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateRanged, villaindeck.DesperateAwaken}},
		{"a knocked-down Karai next to a hero", villaindeck.Adventures,
			func(t *testing.T, g *Game) { g.woundVillain(g.vStart[1], 99, 0); g.relocate(0, cell(t, "d5")) },
			func(g *Game) int { return g.vStart[1] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateMelee, villaindeck.DesperateRanged, villaindeck.DesperateAwaken}},
		{"a knocked-down Karai, Shadows of the Past", villaindeck.ShadowsOfThePast,
			func(t *testing.T, g *Game) { g.woundVillain(g.vStart[1], 99, 0) },
			func(g *Game) int { return g.vStart[1] },
			nil},
		{"a stunned Foot Ninja, Shadows of the Past", villaindeck.ShadowsOfThePast,
			func(t *testing.T, g *Game) { g.Figs[g.vStart[0]].Stun = 1 },
			func(g *Game) int { return g.vStart[0] },
			[]villaindeck.Desperation{villaindeck.DesperateMove, villaindeck.DesperateRanged}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Competitive.Rules = tt.rules
			g := newTestGame(t, b, nil)
			g.setupCompetitive()
			if tt.setup != nil {
				tt.setup(t, g)
			}
			g.comp.deck.StartTurn(nil)
			id := tt.fig(g)
			var got []villaindeck.Desperation
			for _, o := range g.desperationOptions(g.comp.deck.Hand()[0], nil) {
				if int(o.Fig) == id {
					got = append(got, o.Desp)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
}

// TestDesperateAwakeningContinues: a knocked-down leader activated by
// desperation attempts to awaken, and one that stands "may now continue
// their turn as normal" (Awakening Player-Controlled Villain Leaders,
// p. 36) with the play's 1 icon (Desperation Activation, p. 21): Karai,
// 1 Life short of her Awaken 7 and helped by the other Karai (+3 dice),
// stands and moves with the move icon; one that stays down takes a KO
// token and spends nothing.
func TestDesperateAwakeningContinues(t *testing.T) {
	for _, tt := range []struct {
		name  string
		life  int8
		hero  bool // a hero stands next to her (−2 dice each: c5, d5, c6)
		stand bool
	}{
		{"she stands and moves", 6, false, true},
		{"she stays down", 0, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			moved := false
			g := newCompetitiveGame(t, nil, villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
				for i, o := range opts {
					if o.Kind == VOptMove {
						moved = true
						return i
					}
				}
				return 0
			}))
			k := g.vStart[1]
			g.relocate(k+1, cell(t, "e5"))
			g.woundVillain(k, 99, 0)
			if tt.hero {
				for h, s := range []string{"c5", "d5", "c6"} {
					g.relocate(h, cell(t, s))
				}
			}
			g.Figs[k].Life = tt.life
			from := g.Figs[k].Cell
			g.comp.deck.StartTurn(nil)
			card := g.comp.deck.Hand()[0]
			g.comp.deck.PlayFaceDown(card)
			g.desperate(VillainOption{Kind: VOptFaceDown, Card: card, Desp: villaindeck.DesperateMove, Fig: int16(k)})
			f := &g.Figs[k]
			if f.Down == tt.stand || moved != tt.stand || (f.Cell != from) != tt.stand {
				t.Errorf("down %v, moved %v (%s -> %s); want standing and moved %v", f.Down, moved, from.Label(), f.Cell.Label(), tt.stand)
			}
			if ko := g.VillainKOTokens(k); (ko == 0) != tt.stand {
				t.Errorf("%d KO tokens", ko)
			}
		})
	}
}

// TestIdleLeaderKO: "if a knocked down villain leader does not activate
// for a full round they automatically receive a KO token" (Awakening
// Player-Controlled Villain Leaders, p. 36); one that attempted to awaken
// took its token from the attempt instead.
func TestIdleLeaderKO(t *testing.T) {
	g := newCompetitiveGame(t, nil, FirstVillain{})
	k := g.vStart[1]
	g.woundVillain(k, 99, 0)
	g.idleLeaderKO()
	if g.comp.ko[k] != 1 {
		t.Errorf("after an idle round: %d KO tokens, want 1", g.comp.ko[k])
	}
	g.comp.deck.StartTurn(nil)
	g.comp.nIcons = 0
	g.activateVillain(k) // attempts to awaken: Defend 3 dice cannot reach Awaken 7
	if g.Figs[k].Down != true || g.comp.ko[k] != 2 {
		t.Fatalf("after a failed attempt: down %v, %d KO tokens; want down, 2", g.Figs[k].Down, g.comp.ko[k])
	}
	g.idleLeaderKO()
	if g.comp.ko[k] != 2 {
		t.Errorf("a round with an attempt: %d KO tokens, want 2 (no automatic token)", g.comp.ko[k])
	}
}

// TestStrikeIconsObscuring: "Any strike made into or out of obscuring
// terrain costs twice as many action icons ... this does not stack"
// (Adventures, Obscuring Terrain, p. 28); machines are not affected.
func TestStrikeIconsObscuring(t *testing.T) {
	melee := func(n int) villaindeck.Icon { return villaindeck.MakeIcon(villaindeck.KindMelee, n, false) }
	for _, tt := range []struct {
		name              string
		from, to          string // the figure's and the hero's space; b2 and c2 are obscuring
		icon              villaindeck.Icon
		machine           bool
		wantIcons, wantDn int
	}{
		{"open ground", "a1", "b1", melee(2), false, 2, 3},
		{"into obscuring terrain", "a1", "b2", melee(2), false, 1, 2},
		{"out of obscuring terrain", "b2", "a1", melee(2), false, 1, 2},
		{"out of and into: not doubled again", "b2", "c2", melee(2), false, 1, 2},
		{"a single icon cannot pay", "a1", "b2", melee(1), false, 0, 1},
		{"a machine is not affected", "a1", "b2", melee(2), true, 2, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Map = testMap(
				"S......S",
				".OO.....",
				"..HHHH..",
				"........",
				"C.......",
				"S......S",
			)
			b.Villains[0].Machine = tt.machine
			g := newTestGame(t, b, nil)
			g.setupCompetitive()
			id := g.vStart[0]
			g.relocate(id, cell(t, tt.from))
			g.relocate(0, cell(t, tt.to))
			if got := g.strikeIcons(id, 0, tt.icon.Count()); got != tt.wantIcons {
				t.Errorf("icons that count: got %d, want %d", got, tt.wantIcons)
			}
			if got := g.villainStrikeDice(id, 0, tt.icon.Count()); got != tt.wantDn {
				t.Errorf("dice (Attack 1 + icons): got %d, want %d", got, tt.wantDn)
			}
		})
	}
}

// downedLeaderGame returns a game of competitiveBattle won by win, set up,
// with its first Karai (id k) knocked down.
func downedLeaderGame(t *testing.T, win Condition) (g *Game, k int) {
	b := competitiveBattle(t)
	b.Win = []Condition{win}
	g = newTestGame(t, b, nil)
	g.setupCompetitive()
	k = g.vStart[1]
	g.woundVillain(k, 99, 0)
	return g, k
}

// TestLeaderKOInARow: "Villains continue receiving KO tokens every turn
// they attempt to awaken ... However if a knocked down villain leader does
// not activate for a full round they automatically receive a KO token. In
// some battles, if a leader remains knocked down and keeps receiving KO
// tokens for multiple turns in a row, the heroes win!" (Awakening
// Player-Controlled Villain Leaders, p. 36). The tokens in a row count
// turns: a second failed attempt in one villain turn adds a token, not a
// turn (docs/RULES.md).
func TestLeaderKOInARow(t *testing.T) {
	g, k := downedLeaderGame(t, Condition{Kind: LeaderKOInARow, N: 3, Type: -1})
	for h, s := range []string{"c5", "d5", "c6"} { // −2 dice each: every attempt fails
		g.relocate(h, cell(t, s))
	}
	if n := g.villainAwakenDice(k); n != 0 {
		t.Fatalf("Karai rolls %d dice to awaken, want 0", n)
	}
	g.checkEnd()
	if g.over {
		t.Fatal("the battle ends at the knock-down; want it on: the leader awakens")
	}
	steps := []struct {
		name      string
		do        func()
		ko, inRow int
		over      bool
	}{
		{"an idle round", g.idleLeaderKO, 1, 1, false},
		{"a failed attempt in a villain turn", func() { g.comp.deck.StartTurn(nil); g.activateVillain(k) }, 2, 2, false},
		{"a second failed attempt in the same turn", func() { g.activateVillain(k) }, 3, 2, false},
		{"the end of that round: she activated, no token", g.idleLeaderKO, 3, 2, false},
		{"a full round without activation", g.idleLeaderKO, 4, 3, true},
	}
	for _, s := range steps {
		g.comp.nIcons = 0
		s.do()
		if got, gotRow := g.VillainKOTokens(k), g.VillainKOInARow(k); got != s.ko || gotRow != s.inRow {
			t.Errorf("%s: got %d KO tokens, %d turns in a row; want %d, %d", s.name, got, gotRow, s.ko, s.inRow)
		}
		if g.over != s.over {
			t.Errorf("%s: over %v, want %v", s.name, g.over, s.over)
		}
	}
	if g.rec.Reason != EndLeadersDefeated || Winner(g.rec) != Heroes {
		t.Errorf("got reason %d, winner %v; want leaders_defeated, heroes", g.rec.Reason, Winner(g.rec))
	}
}

// TestLeaderKOInARowResets: a leader who stands up starts its tokens in a
// row over; the tokens stay on its sheet ("any KO tokens received remain
// on their villain sheet even after awakening", p. 36).
func TestLeaderKOInARowResets(t *testing.T) {
	g, k := downedLeaderGame(t, Condition{Kind: LeaderKOInARow, N: 99, Type: -1})
	for i := 0; g.Figs[k].Down; i++ {
		if i == 200 {
			t.Fatal("Karai never stands")
		}
		g.comp.deck.StartTurn(nil)
		g.comp.nIcons = 0
		g.activateVillain(k)
	}
	if g.VillainKOInARow(k) != 0 || g.VillainKOTokens(k) == 0 {
		t.Errorf("standing: got %d KO tokens, %d in a row; want some, 0", g.VillainKOTokens(k), g.VillainKOInARow(k))
	}
}

// TestDefeatLeadersCompetitive: in Competitive Mode a knocked-down leader
// awakens, so defeat-leaders is met only when every leader lies knocked
// down with a KO token received since it fell, as the Cooperative leader
// knocked out "is considered to have received a KO token" (p. 36;
// docs/RULES.md).
func TestDefeatLeadersCompetitive(t *testing.T) {
	g, k := downedLeaderGame(t, Condition{Kind: DefeatLeaders, Type: -1})
	g.woundVillain(k+1, 99, 0)
	g.checkEnd()
	if g.over {
		t.Fatal("both leaders knocked down: the battle ends; want it on until they take a KO token")
	}
	g.idleLeaderKO()
	if !g.over || g.rec.Reason != EndLeadersDefeated {
		t.Errorf("both leaders down with a KO token: over %v, reason %d; want over, leaders_defeated", g.over, g.rec.Reason)
	}
}

// TestRulesetLeaderAwakensEachTurn: under Shadows of the Past a
// knocked-down leader attempts to awaken on every villain turn, activated
// or not, and a failed attempt is a KO'ed token ("failed to awaken on
// their turn", Tokens; "will have to attempt to awaken again on their next
// turn", Awakening Villain Leaders); under the Adventures rules it attempts
// only when activated (p. 36).
func TestRulesetLeaderAwakensEachTurn(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want int
	}{
		{&Adventures, 0},
		{&ShadowsOfThePast, 2},
		{&ShadowsOfThePastKorean, 2},
	} {
		b := competitiveBattle(t)
		b.Ruleset = *c.r
		b.Win = []Condition{{Kind: LeaderKOInARow, N: 99, Type: -1}}
		g := newTestGame(t, b, nil)
		g.setupCompetitive()
		k := g.vStart[1]
		g.woundVillain(k, 99, 0)
		for h, s := range []string{"c5", "d5", "c6"} { // −2 dice each: every attempt fails
			g.relocate(h, cell(t, s))
		}
		for range 2 {
			g.comp.deck.StartTurn(nil)
			g.turnAwakenings()
		}
		if got := g.VillainKOTokens(k); got != c.want || g.VillainKOInARow(k) != c.want {
			t.Errorf("%s: after 2 villain turns Karai has %d KO tokens, %d in a row; want %d", c.r.Name, got, g.VillainKOInARow(k), c.want)
		}
	}
}

// TestShadowsOneAttemptATurn: under Shadows of the Past a knocked-down
// leader attempts to awaken at the start of the villain's turn, and a
// card played in that turn does not activate it for a second attempt:
// after a failed attempt "their activation immediately ends. The Villain
// player will have to attempt to awaken again on their next turn"
// (Awakening Villain Leaders). Under the Adventures rules the card's
// activation is the attempt (p. 36: "the next time that villain is
// activated").
func TestShadowsOneAttemptATurn(t *testing.T) {
	for _, c := range []struct {
		r       *Ruleset
		offered bool // the Karai card offers Karai
		ko      int  // her KO tokens after the turn
	}{
		{&Adventures, true, 1},
		{&ShadowsOfThePast, false, 1},
		{&ShadowsOfThePastKorean, false, 1},
	} {
		t.Run(c.r.Name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Ruleset = *c.r
			b.Win = []Condition{{Kind: LeaderKOInARow, N: 99, Type: -1}}
			offered := false
			g := newTestGame(t, b, nil)
			g.SetVillainPolicy(villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
				if d.Kind == VDecideFigure {
					offered = true
					return len(opts) - 1
				}
				return 0
			}))
			g.setupCompetitive()
			k := g.vStart[1]
			g.Figs[k+1].Where = inPool // one Karai: a leader next to her would add dice
			g.woundVillain(k, 99, 0)
			for h, s := range []string{"c5", "d5", "c6"} { // −2 dice each: every attempt fails
				g.relocate(h, cell(t, s))
			}
			g.comp.deck.StartTurn(nil)
			g.turnAwakenings()
			var karai *villaindeck.Card
			for i := range g.B.Competitive.Deck.Cards {
				if cd := &g.B.Competitive.Deck.Cards[i]; !cd.Regroup && cd.Type == 1 {
					karai = cd
				}
			}
			g.playCard(karai)
			if offered != c.offered || g.VillainKOTokens(k) != c.ko {
				t.Errorf("Karai offered %v, %d KO tokens; want %v, %d", offered, g.VillainKOTokens(k), c.offered, c.ko)
			}
		})
	}
}

// TestVillainAwakenOwnDefenseIcons: the awakening roll's "+1 die per
// defense icon on active villain ability cards" (Awakening
// Player-Controlled Villain Leaders, p. 36) counts the cards of the
// leader's own type, whose defense icons "add a bonus to the Defend
// attribute of that villain type" (Defense Icons, p. 21; Shadows of the
// Past: "Any bonus dice from their defense icons"; docs/RULES.md): 2 Foot
// Ninja cards with a defense icon each leave a knocked-down Karai's roll
// at her Defend 3, and raise a Foot Ninja's defense roll from 2 to 4.
func TestVillainAwakenOwnDefenseIcons(t *testing.T) {
	g := newCompetitiveGame(t, nil, FirstVillain{})
	for h := 0; h < g.nh; h++ { // heroes out of the way
		g.relocate(h, grid.At(h, 5))
	}
	k := g.vStart[1]
	g.relocate(k, cell(t, "d3"))
	g.relocate(k+1, cell(t, "h4"))
	g.woundVillain(k, 99, 0)
	playShells(t, g, 2)
	if got := g.villainAwakenDice(k); got != 3 {
		t.Errorf("Karai's awakening roll with 2 Foot Ninja defense icons active: %d dice, want 3", got)
	}
	if got := g.villainDefendDice(g.vStart[0]); got != 4 {
		t.Errorf("a Foot Ninja's defense roll: %d dice, want 4", got)
	}
}

// TestVillainCombinesIcons: "A character may spend multiple icons of the
// same type on a single action in order to boost that action's effects.
// A character may NOT spend only part of an Action die's action icons on
// an action ... multiple icons may be combined, but characters cannot
// 'make change' from a single icon, whether it comes from a die or a
// card" (Adventures, Combining and Dividing Up Action Icons, p. 17;
// Shadows of the Past, Actions: a card's icons are treated "as though you
// had rolled those symbols on Action dice"). A villain figure may spend
// each icon alone or with other unspent icons of its kind (a mixed icon
// by its melee part, Mixed Icon, p. 16); a double icon is one icon. The
// Foot Ninja's Attack is 1, as Leonardo's in the book's example: 3 katana
// from a double and a single icon roll 4 Battle dice (Melee Strikes,
// p. 18, and Combining, example 1); 2 move icons give twice its Move
// (Move Icon, p. 16: "If they spend 2 move icons, they receive 6 move
// points"); into obscuring terrain a strike "costs twice as many action
// icons" (Obscuring Terrain, p. 28), so two single katana pay what one
// cannot.
func TestVillainCombinesIcons(t *testing.T) {
	mk := villaindeck.MakeIcon
	const mv, ml, rg = villaindeck.KindMove, villaindeck.KindMelee, villaindeck.KindRanged
	type combo struct {
		icon int8
		with uint8
		dice int // Battle dice of the strike at Leo; move points of a move
	}
	for _, tt := range []struct {
		name   string
		icons  []villaindeck.Icon
		leoAt  string // Leo's space; the Foot Ninja stands on d4, c3 is obscuring
		kind   VillainOptionKind
		combos []combo
	}{
		{"two katana: each alone or both", []villaindeck.Icon{mk(ml, 1, false), mk(ml, 1, false)}, "d3", VOptMelee,
			[]combo{{0, 0, 2}, {0, 0b10, 3}, {1, 0, 2}}},
		{"example 1: a double and a single katana, 4 dice", []villaindeck.Icon{mk(ml, 2, false), mk(ml, 1, false)}, "d3", VOptMelee,
			[]combo{{0, 0, 3}, {0, 0b10, 4}, {1, 0, 2}}},
		{"example 2: a double katana alone is one strike", []villaindeck.Icon{mk(ml, 2, false)}, "d3", VOptMelee,
			[]combo{{0, 0, 3}}},
		{"a mixed icon combines by its katana", []villaindeck.Icon{mk(ml, 1, true), mk(mv, 1, false), mk(ml, 1, false)}, "d3", VOptMelee,
			[]combo{{0, 0, 2}, {0, 0b100, 3}, {2, 0, 2}}},
		{"katana and shuriken do not combine", []villaindeck.Icon{mk(ml, 1, false), mk(rg, 1, false)}, "d3", VOptMelee,
			[]combo{{0, 0, 2}}},
		{"three shuriken: every combination, once", []villaindeck.Icon{mk(rg, 1, false), mk(rg, 1, false), mk(rg, 1, false)}, "d1", VOptRanged,
			[]combo{{0, 0, 2}, {0, 0b010, 3}, {0, 0b100, 3}, {0, 0b110, 4}, {1, 0, 2}, {1, 0b100, 3}, {2, 0, 2}}},
		{"into obscuring terrain: two single katana pay for one", []villaindeck.Icon{mk(ml, 1, false), mk(ml, 1, false)}, "c3", VOptMelee,
			[]combo{{0, 0b10, 2}}},
		{"two move icons: twice the Move", []villaindeck.Icon{mk(mv, 1, false), mk(mv, 1, false)}, "a6", VOptMove,
			[]combo{{0, 0, 4}, {0, 0b10, 8}, {1, 0, 4}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Map = testMap(
				"S......S",
				"........",
				"..O.....",
				"........",
				"..HHHH..",
				"S......S",
			)
			g := newTestGame(t, b, nil)
			g.setupCompetitive()
			id := g.vStart[0]
			g.relocate(id, cell(t, "d4"))
			for h := 1; h < g.nh; h++ {
				g.relocate(h, cell(t, []string{"h3", "h4", "h5"}[h-1]))
			}
			g.relocate(0, cell(t, tt.leoAt))
			c := &g.comp
			c.nIcons, c.spent, c.active = copy(c.icons[:], tt.icons), 0, id
			var got []combo
			for _, o := range g.villainActions(id, nil) {
				if o.Kind != tt.kind || (o.Kind != VOptMove && o.Fig != 0) {
					continue
				}
				if o.Kind == VOptMove {
					if o.Cell == cell(t, "e5") { // one space each combination reaches
						got = append(got, combo{o.Icon, o.With, g.villainMP(id, c.optionIcons(&o))})
					}
					continue
				}
				got = append(got, combo{o.Icon, o.With, c.seat.OptionStrikeDice(&o)})
			}
			if !slices.Equal(got, tt.combos) {
				t.Errorf("options (icon, with, dice or move points): got %v, want %v", got, tt.combos)
			}
		})
	}
}

// TestVillainCombinedStrike: a strike of icons combined spends them all
// and rolls one strike of their dice (Combining and Dividing Up Action
// Icons, p. 17); the figure has no strike left.
func TestVillainCombinedStrike(t *testing.T) {
	g := newCompetitiveGame(t, nil, villainFunc(func(s *VillainSeat, d VillainDecision, opts []VillainOption) int {
		for i, o := range opts {
			if o.Kind == VOptMelee && o.With != 0 {
				return i
			}
		}
		return 0
	}))
	id := g.vStart[0]
	g.relocate(id, cell(t, "d4"))
	g.relocate(0, cell(t, "d3"))
	c := &g.comp
	melee := villaindeck.MakeIcon(villaindeck.KindMelee, 1, false)
	c.deck.StartTurn(nil)
	c.icons[0], c.icons[1], c.nIcons = melee, melee, 2
	var buf strings.Builder
	g.SetLog(&buf)
	g.activateVillain(id)
	log := strings.Split(buf.String(), "\n")
	if c.spent != 0b11 {
		t.Errorf("icons spent %b, want 11", c.spent)
	}
	strikes := 0
	for _, l := range log {
		if strings.HasPrefix(l, "strike: ") {
			strikes++
			if !strings.Contains(l, "rolls 3 dice") {
				t.Errorf("the strike: %q; want 3 dice (Attack 1 + 2 katana)", l)
			}
		}
	}
	if strikes != 1 {
		t.Errorf("%d strikes, want 1: %q", strikes, log)
	}
}

// TestCompetitiveSpawnExample is the book's example: "There are 5 Foot
// Clan Ninja, 2 Foot Clan Bruisers, and 1 Foot Clan Elite in the figure
// pool. The villain spawns 3 Ninja, 1 Bruiser, and 1 Elite" (Spawning New
// Minions, p. 35; Shadows of the Past, Spawning New Minions, p. 15), with
// spawning spaces to spare, and with fewer spaces than figures: "The
// villain cannot spawn more figures in a given round than there are empty
// spawning location spaces" (Competitive Mode Spawning, p. 35). A leader
// never spawns.
func TestCompetitiveSpawnExample(t *testing.T) {
	for _, tt := range []struct {
		name   string
		spawns int // empty spawning location spaces
		want   [4]int
	}{
		{"spaces to spare: 3 Ninja, 1 Bruiser, 1 Elite", 8, [4]int{3, 0, 1, 1}},
		{"3 empty spaces: 3 figures, the villain choosing which", 3, [4]int{3, 0, 0, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := competitiveBattle(t)
			b.Map = testMap(
				"SSSSSSSS",
				"........",
				"..HHHH..",
				"........",
				"........",
				"........",
			)
			b.Spawns = nil
			for x := 0; x < tt.spawns; x++ {
				b.Spawns = append(b.Spawns, grid.At(x, 0))
			}
			ninja := footNinja(6, cell(t, "a5")) // 5 in the pool
			bruiser := footNinja(2)              // 2 in the pool
			elite := footNinja(1)                // 1 in the pool
			bruiser.Name, elite.Name = "Foot Bruiser", "Foot Elite"
			karai := b.Villains[1]
			karai.Start, karai.Figures = karai.Start[:0], 1 // in the pool: never spawns
			b.Villains = []VillainSpec{ninja, karai, bruiser, elite}
			b.Competitive.Sheets[2] = CompetitiveSheet{Attack: 1, Defend: 2}
			b.Competitive.Sheets[3] = CompetitiveSheet{Attack: 1, Defend: 2}
			g := newTestGame(t, b, nil)
			g.SetVillainPolicy(FirstVillain{}) // the first type wanted, the first space
			g.setupCompetitive()
			g.competitiveSpawn()
			var got [4]int
			for ty := range got {
				got[ty] = int(g.rec.Values[g.nh+ty][VSpawned])
			}
			if got != tt.want {
				t.Errorf("spawned by type (Ninja, Karai, Bruiser, Elite): got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestVillainBreakAway: "If a hero or villain is adjacent to any enemy
// figures (even diagonally) when attempting to move to another space,
// they must spend 1 extra move point for each adjacent enemy to break
// away. Thus, if Leonardo is next to 2 Foot Clan Ninja, it costs him 3
// move points to move 1 space ... Characters do not have to break away
// from Knocked down enemies" (Breaking Away from Enemies, p. 17; Shadows
// of the Past, Movement, p. 11): a Foot Ninja next to 2 heroes moves 1
// space for 3 move points, not 2; next to a knocked-down hero, for 1.
func TestVillainBreakAway(t *testing.T) {
	for _, tt := range []struct {
		name   string
		heroes []string // heroes next to the Foot Ninja on d4
		down   bool     // the first of them knocked down
		mp     int
		reach  bool // d5, 1 space away (and next to neither hero), reached
	}{
		{"no enemy: 1 point", nil, false, 1, true},
		{"2 adjacent heroes: 3 points", []string{"c3", "e3"}, false, 3, true},
		{"2 adjacent heroes: 2 points are not enough", []string{"c3", "e3"}, false, 2, false},
		{"a knocked-down hero is not broken away from", []string{"c3"}, true, 1, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newCompetitiveGame(t, nil, FirstVillain{})
			id := g.vStart[0]
			g.relocate(id, cell(t, "d4"))
			for h, s := range []string{"h1", "h2", "h3", "h4"} {
				g.relocate(h, cell(t, s))
			}
			for h, s := range tt.heroes {
				g.relocate(h, cell(t, s))
			}
			if tt.down {
				g.woundHero(0, 99, false)
			}
			g.villainReachMP(id, tt.mp)
			if got := g.reach.End.Has(cell(t, "d5")); got != tt.reach {
				t.Errorf("d5 reached with %d move points: %v, want %v", tt.mp, got, tt.reach)
			}
		})
	}
}
