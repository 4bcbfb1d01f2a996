package munchkin

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// first always takes the first option.
type first struct{}

func (first) Reset(*View)                          {}
func (first) Choose(*View, Decision, []Option) int { return 0 }

// testDeck is a small deck with one card of each test name, padded with
// plain monsters and Items so that four of each deck can be dealt.
func testDeck() *Deck {
	d := &Deck{Characters: []Character{
		{Name: "Leo", Race: Mutant, TeamBonus: 2},
		{Name: "April", Race: Human, TeamTreasure: 1},
		{Name: "Raph", Race: Mutant, TeamBonus: 3},
		{Name: "Casey", Race: Human, TeamRun: 1},
	}}
	add := func(c Card) { d.Cards = append(d.Cards, c) }
	add(Card{Name: "Mouser", Kind: Monster, Level: 1, Treasures: 1, Reward: 1, BadStuff: Effect{Levels: 1}})
	add(Card{Name: "Bebop", Kind: Monster, Level: 6, Treasures: 2, Reward: 1, VsRace: Mutant, VsBonus: 2, BadStuff: Effect{Item: LoseBest}})
	add(Card{Name: "Shredder", Kind: Monster, Level: 16, Treasures: 4, Reward: 2, Run: -1, BadStuff: Effect{Death: true}})
	add(Card{Name: "Net", Kind: Trap, Trap: Effect{Penalty: 3}})
	add(Card{Name: "Aggressive", Kind: Stance, Bonus: 2, Run: -1})
	add(Card{Name: "Technical", Kind: Stance, Run: 2})
	add(Card{Name: "Aggressive", Kind: Stance, Bonus: 2, Run: -1})
	add(Card{Name: "Technical", Kind: Stance, Run: 2})
	add(Card{Name: "Focus", Kind: Kata, Rank: 1, Bonus: 1})
	add(Card{Name: "Flurry", Kind: Kata, Rank: 2, Bonus: 2})
	add(Card{Name: "Splinter", Kind: Ally, Bonus: 3})
	add(Card{Name: "Mutated", Kind: Enhancer, Bonus: 5, Extra: 1})
	add(Card{Name: "Wandering", Kind: WanderingMonster})
	add(Card{Name: "Katana", Kind: Item, Slot: SlotHand, Bonus: 3, Gold: 600})
	add(Card{Name: "Sai", Kind: Item, Slot: SlotHand, Bonus: 2, Gold: 400})
	add(Card{Name: "Bat", Kind: Item, Slot: SlotHand, Bonus: 1, Gold: 200})
	add(Card{Name: "Bo", Kind: Item, Slot: SlotTwoHands, Bonus: 4, Gold: 600})
	add(Card{Name: "Mask", Kind: Item, Slot: SlotHeadgear, Bonus: 1, Gold: 200})
	add(Card{Name: "Helmet", Kind: Item, Slot: SlotHeadgear, Bonus: 3, Gold: 600})
	add(Card{Name: "Hoodie", Kind: Item, Slot: SlotArmor, Bonus: 2, Gold: 500, Only: Human})
	add(Card{Name: "Tabi", Kind: Item, Slot: SlotFootgear, Bonus: 1, Run: 2, Gold: 300})
	add(Card{Name: "Stars", Kind: OneShot, Bonus: 2, Gold: 200})
	add(Card{Name: "GUAL", Kind: GoUpLevel})
	for i := 0; i < 24; i++ {
		add(Card{Name: "Foot", Kind: Monster, Level: 2, Treasures: 1, Reward: 1, BadStuff: Effect{Levels: 1}})
		add(Card{Name: "Nothing", Kind: Item, Slot: SlotNone})
	}
	return d
}

// testGame returns a game of n players (characters Leo, April, Raph, Casey
// in seat order) dealt and then emptied: every card back in its deck, all at
// Level 1, nothing in play.
func testGame(t *testing.T, n int) *Game {
	t.Helper()
	return testGameOf(t, n, testDeck())
}

// testGameOf is testGame with deck d.
func testGameOf(t *testing.T, n int, d *Deck) *Game {
	t.Helper()
	opt := Options{Players: n}
	for i := range opt.Characters {
		opt.Characters[i] = -1
	}
	for i := 0; i < n; i++ {
		opt.Characters[i] = int8(i)
	}
	s, err := NewSetup(d, opt)
	if err != nil {
		t.Fatal(err)
	}
	pols := make([]Policy, n)
	for i := range pols {
		pols[i] = first{}
	}
	g := NewGame(s, pols)
	g.res = &sim.Record{}
	g.pcg.Seed(1, 2)
	g.setup()
	g.doorDeck.n, g.treDeck.n = 0, 0
	for i := 0; i < n; i++ {
		g.pl[i].hand.n = 0
	}
	for _, c := range s.doors {
		g.doorDeck.push(c)
	}
	for _, c := range s.treasures {
		g.treDeck.push(c)
	}
	return g
}

// take removes the first card named name from the decks.
func (g *Game) take(t *testing.T, name string) uint8 {
	t.Helper()
	for _, d := range []*pile{&g.doorDeck, &g.treDeck} {
		for i, c := range d.cards() {
			if g.S.Cards[c].Name == name {
				return d.removeAt(i)
			}
		}
	}
	t.Fatalf("no %s left in the decks", name)
	return noCard
}

// give puts cards into player p's hand.
func (g *Game) give(t *testing.T, p int, names ...string) {
	for _, n := range names {
		g.pl[p].hand.push(g.take(t, n))
	}
}

// put puts cards from the decks into play for player p.
func (g *Game) put(t *testing.T, p int, names ...string) {
	for _, n := range names {
		c := g.take(t, n)
		g.pl[p].hand.push(c)
		g.playCard(p, c)
	}
}

// Combat: strength is Level plus bonuses; the monster's is its Level plus
// enhancers; ties lose (Combat).
func TestCombatStrengthAndTies(t *testing.T) {
	for _, tc := range []struct {
		name    string
		level   int8
		play    []string
		seat    int // 0 Leo (Mutant), 1 April (Human)
		monster string
		enh     int8
		win     bool
	}{
		{"level 1 beats a Level 0 monster? no: Mouser is 1, tie loses", 1, nil, 0, "Mouser", 0, false},
		{"level 2 beats Mouser", 2, nil, 0, "Mouser", 0, true},
		{"Katana +3 beats Foot", 1, []string{"Katana"}, 0, "Foot", 0, true},
		{"Katana +3 ties Foot enhanced by +2", 1, []string{"Katana"}, 0, "Foot", 2, false},
		{"Bebop 6 +2 against a Mutant: 8 vs Leo 7", 3, []string{"Katana", "Aggressive"}, 0, "Bebop", 0, false},
		{"Bebop 6 against a Human: 6 vs April 7", 3, []string{"Katana", "Aggressive"}, 1, "Bebop", 0, true},
		{"Hoodie counts for a Human only: Leo 1+0 vs Mouser", 1, []string{"Hoodie"}, 0, "Mouser", 0, false},
		{"Hoodie counts for April: 1+2 vs Mouser", 1, []string{"Hoodie"}, 1, "Mouser", 0, true},
		{"Katas, Ally, two hands: 2+1+3+3+2 = 11 vs Shredder 16", 2, []string{"Focus", "Splinter", "Katana", "Sai"}, 0, "Shredder", 0, false},
		{"... and a -6 enhancer: 11 vs 10", 2, []string{"Focus", "Splinter", "Katana", "Sai"}, 0, "Shredder", -6, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			p := tc.seat
			g.pl[p].level = tc.level
			g.put(t, p, tc.play...)
			g.cb = combat{active: true, fighter: p, helper: -1, nmon: 1}
			g.cb.mon[0] = g.take(t, tc.monster)
			g.cb.monBonus[0] = tc.enh
			if got := g.playerSide() > g.monsterSide(); got != tc.win {
				t.Errorf("players %d vs monster %d: win %v, want %v", g.playerSide(), g.monsterSide(), got, tc.win)
			}
		})
	}
}

// Equipment limits (Treasures, Items): two Hands or one two-Hands Item, one
// Headgear; the best set is equipped.
func TestEquipLimits(t *testing.T) {
	for _, tc := range []struct {
		items []string
		want  int // strength at Level 1
	}{
		{[]string{"Katana", "Sai", "Bat"}, 1 + 3 + 2},
		{[]string{"Bo", "Bat"}, 1 + 4},
		{[]string{"Bo", "Katana", "Sai"}, 1 + 5},
		{[]string{"Mask", "Helmet"}, 1 + 3},
		{[]string{"Tabi", "Nothing", "Nothing"}, 1 + 1},
	} {
		g := testGame(t, 3)
		g.put(t, 0, tc.items...)
		if got := g.strength(0); got != tc.want {
			t.Errorf("%v: strength %d, want %d", tc.items, got, tc.want)
		}
	}
}

// Run Away: a die of 5 or more escapes, with the player's and the
// monster's modifiers (Running Away and Bad Stuff).
func TestRunAwayThresholds(t *testing.T) {
	for _, tc := range []struct {
		die     int
		play    []string
		monster string
		want    bool
	}{
		{4, nil, "Mouser", false},
		{5, nil, "Mouser", true},
		{6, nil, "Mouser", true},
		{3, []string{"Technical"}, "Mouser", true},
		{2, []string{"Technical"}, "Mouser", false},
		{5, []string{"Aggressive"}, "Mouser", false},
		{5, nil, "Shredder", false},
		{6, nil, "Shredder", true},
		{3, []string{"Tabi"}, "Mouser", true},
	} {
		g := testGame(t, 3)
		g.put(t, 0, tc.play...)
		m := &g.S.Cards[g.take(t, tc.monster)]
		if got := g.escapes(0, m, tc.die); got != tc.want {
			t.Errorf("die %d with %v against %s: escapes %v, want %v", tc.die, tc.play, tc.monster, got, tc.want)
		}
	}
}

// Charity (Turn phases): the excess over five goes to the lowest Level,
// split as evenly as possible among ties; the lowest discards it.
func TestCharity(t *testing.T) {
	for _, tc := range []struct {
		name   string
		levels []int8
		hand   int
		want   []int // hand sizes after
		disc   int   // cards discarded
	}{
		{"all to the lowest", []int8{3, 1, 2, 2}, 8, []int{5, 3, 0, 0}, 0},
		{"ties split, the first after the giver gets more", []int8{3, 1, 2, 1}, 8, []int{5, 2, 0, 1}, 0},
		{"the giver is lowest: discard", []int8{1, 2, 2, 3}, 8, []int{5, 0, 0, 0}, 3},
		{"tied for lowest: discard", []int8{2, 2, 3, 3}, 7, []int{5, 0, 0, 0}, 2},
		{"five or fewer: nothing", []int8{3, 1, 1, 1}, 5, []int{5, 0, 0, 0}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 4)
			for i, l := range tc.levels {
				g.pl[i].level = l
			}
			for i := 0; i < tc.hand; i++ {
				g.give(t, 0, "Nothing")
			}
			g.charity(0)
			for i, w := range tc.want {
				if got := g.pl[i].hand.n; got != w {
					t.Errorf("seat %d: %d cards, want %d", i+1, got, w)
				}
			}
			if g.treDisc.n != tc.disc {
				t.Errorf("discarded %d, want %d", g.treDisc.n, tc.disc)
			}
		})
	}
}

// Selling Items for levels: 1,000 Gold a level, no change, never to Level
// 10.
func TestSelling(t *testing.T) {
	for _, tc := range []struct {
		name     string
		level    int8
		hand     []string
		max      int
		sell     int
		level2   int8
		leftGold int
	}{
		{"1,100 Gold buys one level, no change", 1, []string{"Katana", "Hoodie"}, 1, 1, 2, 0},
		{"2,100 Gold buys two", 1, []string{"Katana", "Bo", "Sai", "Hoodie"}, 2, 2, 3, 0},
		{"lowest bonus sold first: the Katana stays", 1, []string{"Katana", "Sai", "Stars", "Bat", "Hoodie"}, 1, 1, 2, 600},
		{"999 Gold buys nothing", 1, []string{"Katana", "Stars"}, 0, 0, 1, 800},
		{"not to Level 10 from 9", 9, []string{"Katana", "Bo"}, 0, 0, 9, 1200},
		{"from 8, only to 9", 8, []string{"Katana", "Bo", "Helmet", "Sai"}, 1, 1, 9, 1200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			g.pl[0].level = tc.level
			g.give(t, 0, tc.hand...)
			if got := g.maxSale(0); got != tc.max {
				t.Fatalf("can sell for %d levels, want %d", got, tc.max)
			}
			if tc.sell > 0 {
				g.sell(0, tc.sell)
			}
			if g.pl[0].level != tc.level2 || g.sellable(0) != tc.leftGold {
				t.Errorf("Level %d with %d Gold left, want %d with %d", g.pl[0].level, g.sellable(0), tc.level2, tc.leftGold)
			}
		})
	}
}

// Levels: never below 1 (Conflicts, 1); Level 10 only by a kill (Conflicts,
// 4; Go Up a Level: not the winning level; Selling: not to Level 10).
func TestLevels(t *testing.T) {
	g := testGame(t, 3)
	g.pl[0].level = 2
	g.loseLevels(0, 3)
	if g.pl[0].level != 1 {
		t.Errorf("Level 2 losing 3: %d, want 1", g.pl[0].level)
	}
	g.pl[0].level = 9
	g.give(t, 1, "GUAL")
	g.goUpALevel(1, 0, g.pl[1].hand.c[0])
	if g.pl[0].level != 9 {
		t.Errorf("Go Up a Level at 9: %d, want 9", g.pl[0].level)
	}
	g.gainLevels(0, 2, false)
	if g.pl[0].level != 9 {
		t.Errorf("two levels not by a kill at 9: %d, want 9", g.pl[0].level)
	}
	g.gainLevels(0, 2, true)
	if g.pl[0].level != 10 {
		t.Errorf("a kill at 9: %d, want 10", g.pl[0].level)
	}
	// Go Up a Level is not offered on a player at Level 9.
	g = testGame(t, 3)
	g.pl[1].level = 9
	g.give(t, 0, "GUAL")
	g.opts = g.opts[:0]
	g.ownTurnPlays(0) // first{} takes "done"; look at the options it had
	for _, o := range g.opts {
		if o.Kind == OptPlay && o.Target == 1 {
			t.Errorf("Go Up a Level offered on a Level 9 player")
		}
	}
}

// Katas: total Rank at most the Level; a falling Level discards Katas
// (Character stats, Katas).
func TestKataRanks(t *testing.T) {
	g := testGame(t, 3)
	g.give(t, 0, "Focus", "Flurry")
	var played [2]bool
	if !g.canPlay(0, g.pl[0].hand.c[0], false, &played) || g.canPlay(0, g.pl[0].hand.c[1], false, &played) {
		t.Fatalf("at Level 1: Rank 1 playable, Rank 2 not")
	}
	g.pl[0].level = 3
	g.playCard(0, g.pl[0].hand.c[0])
	g.playCard(0, g.pl[0].hand.c[0])
	if g.kataRanks(0) != 3 {
		t.Fatalf("Ranks %d, want 3", g.kataRanks(0))
	}
	// The player chooses which to discard ("you must discard some
	// Katas"): first{} discards the first offered, Focus (Rank 1), and
	// Flurry (Rank 2) fits Level 2.
	g.loseLevels(0, 1)
	if g.kataRanks(0) != 2 || g.pl[0].nkatas != 1 || !named(g, g.pl[0].katas[0], "Flurry") {
		t.Errorf("at Level 2: Ranks %d in %d Katas, want Flurry (Rank 2) kept", g.kataRanks(0), g.pl[0].nkatas)
	}
	// At Level 1 Flurry no longer fits: discarded, the only choice.
	g.loseLevels(0, 1)
	if g.pl[0].nkatas != 0 {
		t.Errorf("at Level 1: %d Katas, want none", g.pl[0].nkatas)
	}
}

// Effects of the vocabulary, one by one (Running Away and Bad Stuff; Best
// Item; Traps).
func TestEffects(t *testing.T) {
	g := testGame(t, 3)
	g.put(t, 0, "Katana", "Sai", "Helmet", "Splinter")
	g.give(t, 0, "Stars", "GUAL")
	g.loseItem(0, LoseBest)
	if g.strength(0) != 1+2+3+3 {
		t.Errorf("lost the best Item: strength %d, want 9 (Katana gone)", g.strength(0))
	}
	g.loseItem(0, LoseHeadgear)
	if g.strength(0) != 1+2+3 {
		t.Errorf("lost the Headgear: strength %d, want 6", g.strength(0))
	}
	g.loseItem(0, LoseFootgear) // nothing to lose: nothing happens
	if g.pl[0].items.n != 1 {
		t.Errorf("lost Footgear it had not: %d Items, want 1", g.pl[0].items.n)
	}
	g.loseAlly(0)
	if g.pl[0].ally != noCard || g.strength(0) != 3 {
		t.Errorf("lost the Ally: strength %d, want 3", g.strength(0))
	}
	g.addPenalty(0, 3)
	if g.strength(0) != 0 {
		t.Errorf("penalty 3: strength %d, want 0", g.strength(0))
	}
	g.discardHand(0)
	if g.pl[0].hand.n != 0 {
		t.Errorf("discarded the hand: %d cards left", g.pl[0].hand.n)
	}
}

// Death and looting the body: the dead keep Level, Stance and Katas; the
// others, highest Level first, each take one card; the rest is discarded.
func TestDeathAndLooting(t *testing.T) {
	g := testGame(t, 4)
	g.pl[0].level = 3
	g.put(t, 0, "Aggressive", "Focus", "Katana", "Splinter")
	g.give(t, 0, "GUAL", "Stars", "Sai")
	g.pl[1].level, g.pl[2].level, g.pl[3].level = 2, 5, 4
	g.die(0)
	p := &g.pl[0]
	if p.level != 3 || p.stance == noCard || p.nkatas != 1 {
		t.Errorf("dead: Level %d, Stance %v, %d Katas; want 3, kept, 1", p.level, p.stance != noCard, p.nkatas)
	}
	if p.hand.n != 0 || p.items.n != 0 || p.ally != noCard || !p.dead {
		t.Errorf("dead: %d cards in hand, %d Items, Ally %v; want nothing", p.hand.n, p.items.n, p.ally != noCard)
	}
	// first{} takes the first card left of the body.
	// Body: Sai, Stars, GUAL, Katana, Splinter; looters by Level: seat 3
	// (5), seat 4 (4), seat 2 (2).
	for _, tc := range []struct {
		seat int
		card string
	}{{2, "Sai"}, {3, "Stars"}, {1, "GUAL"}} {
		if h := &g.pl[tc.seat].hand; h.n != 1 || g.S.Cards[h.c[0]].Name != tc.card {
			t.Errorf("seat %d looted %d cards, want one: %s", tc.seat+1, h.n, tc.card)
		}
	}
	if g.doorDisc.n+g.treDisc.n != 2 {
		t.Errorf("discarded %d cards of the body, want 2", g.doorDisc.n+g.treDisc.n)
	}
	// Dead players receive nothing, not even Charity.
	for i := 0; i < 7; i++ {
		g.give(t, 1, "Nothing")
	}
	g.pl[1].level = 6
	g.charity(1)
	if p.hand.n != 0 {
		t.Errorf("the dead received %d cards of Charity", p.hand.n)
	}
}

// A won fight with a helper: the fighter goes up a level per monster, the
// helper gets its share and no level; Level 10 only this way (Rewards;
// Teaming-up; Starting and finishing the game).
func TestRewardsAndWinning(t *testing.T) {
	for _, shared := range []bool{false, true} {
		g := testGame(t, 3)
		g.S.Opt.SharedVictories = shared
		g.pl[0].level, g.pl[1].level = 9, 4
		g.cb = combat{active: true, fighter: 0, helper: 1, share: 1, nmon: 1}
		g.cb.mon[0] = g.take(t, "Bebop")
		g.rewards()
		if g.pl[0].level != 10 || g.pl[1].level != 4 || !g.over {
			t.Fatalf("Levels %d and %d, over %v; want 10, 4, true", g.pl[0].level, g.pl[1].level, g.over)
		}
		if g.pl[0].hand.n != 1 || g.pl[1].hand.n != 1 {
			t.Errorf("Treasures: fighter %d, helper %d; want 1 and 1", g.pl[0].hand.n, g.pl[1].hand.n)
		}
		if want := map[bool]sim.Outcome{false: sim.Unfinished, true: sim.Won}[shared]; g.res.Outcome[1] != want {
			t.Errorf("shared victories %v: helper %v, want %v", shared, g.res.Outcome[1], want)
		}
	}
}

// At Death a player may swap its Character for one no player claims
// (Death).
func TestSwapCharacter(t *testing.T) {
	g := testGame(t, 3) // Leo, April, Raph; Casey is free
	g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool { return o.Kind == OptCharacter }}
	g.die(0)
	if got := g.S.Characters[g.pl[0].char].Name; got != "Casey" {
		t.Errorf("after Death: %s, want Casey (the only unclaimed Character)", got)
	}
	g.pols[1] = first{}
	g.die(1)
	if got := g.S.Characters[g.pl[1].char].Name; got != "April" {
		t.Errorf("kept: %s, want April", got)
	}
}

// Cheat! (Treasures, Items; Looting the body): the Item it is played on is
// equipped whatever its slot or race; when the Item goes, so does Cheat!;
// at Death they are separate cards of the body.
func TestCheat(t *testing.T) {
	g := testGame(t, 3)
	g.S = &Setup{Cards: append(append([]Card{}, g.S.Cards...), Card{Name: "Cheat", Kind: Cheat}), Characters: g.S.Characters, Opt: g.S.Opt}
	g.treDeck.push(uint8(len(g.S.Cards) - 1))
	g.put(t, 0, "Katana", "Sai", "Bat", "Hoodie") // Leo is a Mutant: the Hoodie is Human only
	if g.strength(0) != 1+3+2 {
		t.Fatalf("strength %d, want 6", g.strength(0))
	}
	bat := g.pl[0].items.c[2]
	g.give(t, 0, "Cheat")
	g.cheat(0, g.pl[0].hand.c[0], bat)
	if g.strength(0) != 1+3+2+1 {
		t.Errorf("Cheat! on a third Hand Item: strength %d, want 7", g.strength(0))
	}
	g.loseItem(0, LoseHands)
	if g.pl[0].cheat != noCard || g.treDisc.n != 4 {
		t.Errorf("lost the Hands: Cheat! %v, %d Treasures discarded; want it gone with the three", g.pl[0].cheat, g.treDisc.n)
	}
	g.treDeck.push(g.treDisc.pop())
	g.give(t, 0, "Cheat")
	hoodie := g.pl[0].items.c[0]
	g.cheat(0, g.pl[0].hand.c[0], hoodie)
	if g.strength(0) != 1+2 {
		t.Errorf("Cheat! on the Human-only Hoodie: strength %d, want 3", g.strength(0))
	}
	g.die(0)
	if g.pl[0].cheat != noCard || g.pl[1].hand.n+g.pl[2].hand.n != 2 {
		t.Errorf("Death: Cheat! %v, looted %d; want it in the body, two cards looted", g.pl[0].cheat, g.pl[1].hand.n+g.pl[2].hand.n)
	}
}

// The Schema's names: one per seat, metric and reason, all distinct.
func TestNames(t *testing.T) {
	g := testGame(t, 4)
	s := g.S
	if got := s.SeatNames(); len(got) != 4 || got[0] != "seat1" || got[3] != "seat4" {
		t.Errorf("seat names %v", got)
	}
	if got := s.MetricNames(); len(got) != MaxMetrics || got[MetStopped] != "stopped" {
		t.Errorf("metric names %v", got)
	}
	if got := s.ReasonNames(); len(got) != ReasonTurnCap+1 || got[ReasonShared] != "shared-victory" {
		t.Errorf("reason names %v", got)
	}
	if got := s.CharacterNames(); len(got) != 4 || got[1] != "April" {
		t.Errorf("character names %v", got)
	}
	seen := map[string]bool{}
	for _, n := range append(s.MetricNames(), s.ReasonNames()...) {
		if n == "" || seen[n] {
			t.Errorf("name %q empty or given twice", n)
		}
		seen[n] = true
	}
	if Monster.String() != "monster" || SlotTwoHands.String() != "two_hands" || Mutant.String() != "mutant" || DecCombat.String() != "combat" {
		t.Errorf("kind, slot, race or decision names wrong")
	}
}

// NewSetup refuses tables the rules do not allow.
func TestNewSetupErrors(t *testing.T) {
	d := testDeck()
	for _, tc := range []struct {
		opt  Options
		want string
	}{
		{Options{Players: 2}, "players: 2, want 3 to 6"},
		{Options{Players: 7}, "players: 7, want 3 to 6"},
		{Options{Players: 5, Characters: [MaxSeats]int8{-1, -1, -1, -1, -1}}, "deck: 4 Character cards for 5 players"},
		{Options{Players: 3, Characters: [MaxSeats]int8{1, 1, -1}}, "seat 2: Character April is already another seat's"},
		{Options{Players: 3, Characters: [MaxSeats]int8{9, -1, -1}}, "seat 1: no Character 9"},
	} {
		_, err := NewSetup(d, tc.opt)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%+v: got %v, want %s", tc.opt.Players, err, tc.want)
		}
	}
	lone := &Deck{Characters: d.Characters[:1], Cards: d.Cards}
	_, err := NewSetup(lone, Options{Players: 3, Characters: [MaxSeats]int8{-1, -1, -1}})
	if want := "deck: 1 Character card for 3 players"; err == nil || err.Error() != want {
		t.Errorf("a deck of one Character: got %v, want %s", err, want)
	}
	small := &Deck{Characters: d.Characters, Cards: d.Cards[:10]}
	_, err = NewSetup(small, Options{Players: 3, Characters: [MaxSeats]int8{-1, -1, -1}})
	if want := "deck: 10 Door and 0 Treasure cards, too few to deal 4 of each to 3 players"; err == nil || err.Error() != want {
		t.Errorf("a 10-card deck: got %v, want %s", err, want)
	}
}

// Loot the Room draws a face-down Door card, a Treasure with Listen at the
// Door, which adds a face-down Door card before the turn (Turn phases;
// Faster play rules).
func TestLootAndListen(t *testing.T) {
	for _, listen := range []bool{false, true} {
		g := testGame(t, 3)
		g.S.Opt.ListenAtTheDoor = listen
		g.lookForTroubleOrLoot(0)
		if g.pl[0].hand.n != 1 || g.S.Cards[g.pl[0].hand.c[0]].Kind.IsTreasure() != listen {
			t.Errorf("listen %v: looted %s, want a Treasure only when listening", listen, g.S.Cards[g.pl[0].hand.c[0]].Kind)
		}
		if listen {
			g.listenAtTheDoor(1)
			if g.pl[1].hand.n != 1 || g.S.Cards[g.pl[1].hand.c[0]].Kind.IsTreasure() {
				t.Errorf("listening drew no Door card")
			}
		}
	}
}

// Look for Trouble fights a monster from the hand (Turn phases).
func TestLookForTrouble(t *testing.T) {
	g := testGame(t, 3)
	g.pl[0].level = 3
	g.give(t, 0, "Mouser")
	g.lookForTroubleOrLoot(0) // first{} takes the first option: the Mouser
	if g.pl[0].level != 4 || g.res.Values[0][MetKills] != 1 {
		t.Errorf("Level %d, kills %d; want 4 and 1", g.pl[0].level, g.res.Values[0][MetKills])
	}
}
