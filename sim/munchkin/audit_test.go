package munchkin

import "testing"

// Setup (Setup; Character creation): every player is dealt four cards of
// each deck and a Character card of its own, at Level 1.
func TestSetupDeal(t *testing.T) {
	g := testGame(t, 4)
	g.setup()
	var chars [16]bool
	for i := 0; i < g.n; i++ {
		p := &g.pl[i]
		doors, treasures := 0, 0
		for _, c := range p.hand.cards() {
			if g.S.Cards[c].Kind.IsTreasure() {
				treasures++
			} else {
				doors++
			}
		}
		if doors != StartCards || treasures != StartCards || p.level != 1 {
			t.Errorf("seat %d: %d Door and %d Treasure cards, Level %d; want 4, 4, 1", i+1, doors, treasures, p.level)
		}
		if chars[p.char] {
			t.Errorf("seat %d: Character %d dealt twice", i+1, p.char)
		}
		chars[p.char] = true
	}
}

// Character creation: from the starting eight a player may play one
// Stance and one Rank 1 Kata ("one of each card type"), and any usable
// Items and Allies; later, on its own turn, a new Stance replaces the old
// one (Stance: "You may not have more than one Stance in play at a time")
// and a new Ally the old one (Allies: "only one Ally ... at a time").
func TestStartingPlays(t *testing.T) {
	d := testDeck()
	d.Cards = append(d.Cards, Card{Name: "Alopex", Kind: Ally, Bonus: 2})
	g := testGameOf(t, 3, d)
	g.pl[0].level = 3 // a Rank 2 Kata would fit the Level, but not the start
	g.give(t, 0, "Aggressive", "Technical", "Focus", "Flurry", "Splinter", "Katana", "Hoodie", "GUAL")
	playAll := script{g, func(g *Game, d Decision, o Option) bool { return o.Kind == OptPlay }}
	g.pols[0] = playAll
	g.startingPlays(0)
	p := &g.pl[0]
	if p.stance == noCard || p.nkatas != 1 || g.S.Cards[p.katas[0]].Rank != 1 || p.ally == noCard {
		t.Fatalf("start: Stance %v, %d Katas, Ally %v; want one Stance, the Rank 1 Kata, the Ally", p.stance != noCard, p.nkatas, p.ally != noCard)
	}
	if p.items.n != 1 || !named(g, p.items.c[0], "Katana") {
		t.Errorf("start: %d Items in play, want the Katana alone (the Hoodie is for Humans)", p.items.n)
	}
	if p.hand.n != 4 { // Technical, Flurry, Hoodie, GUAL
		t.Errorf("start: %d cards left in hand, want 4", p.hand.n)
	}
	// On its own turn: the second Stance replaces the first, the Rank 2
	// Kata joins (1 + 2 = 3, the Level); a second Ally replaces the first.
	first := p.stance
	g.give(t, 0, "Alopex")
	g.ownTurnPlays(0)
	if p.stance == first || p.stance == noCard || p.nkatas != 2 {
		t.Errorf("own turn: Stance replaced %v, %d Katas; want the other Stance and 2 Katas", p.stance != first, p.nkatas)
	}
	discards := 0
	for _, c := range g.doorDisc.cards() {
		if named(g, c, "Aggressive") || named(g, c, "Splinter") {
			discards++
		}
	}
	if discards != 2 || p.ally == noCard {
		t.Errorf("the old Stance and Ally discarded: %d, want 2; an Ally in play: %v", discards, p.ally != noCard)
	}
}

// Door and Treasure decks (Card management): a deck that runs out is made
// anew from its shuffled discards; with both empty there is no card.
func TestDecksReshuffle(t *testing.T) {
	g := testGame(t, 3)
	for g.doorDeck.n > 0 {
		g.discard(g.doorDeck.pop())
	}
	n := g.doorDisc.n
	if c := g.nextDoor(); c == noCard || g.doorDeck.n != n-1 || g.doorDisc.n != 0 {
		t.Errorf("after the reshuffle: deck %d, discards %d; want %d and 0", g.doorDeck.n, g.doorDisc.n, n-1)
	}
	g.treDeck.n, g.treDisc.n = 0, 0
	if c := g.nextTreasure(); c != noCard {
		t.Errorf("both Treasure piles empty: got card %d, want none", c)
	}
}

// Death (Running Away and Bad Stuff; Death): "Once you have died, you
// don't have to Run Away from any remaining monsters": caught by Shredder
// (Death), Leo rolls no more and keeps his Level, the Foot's Bad Stuff
// (a level) never comes.
func TestDeadRunNoMore(t *testing.T) {
	g := testGame(t, 3)
	g.pl[0].level = 3
	g.give(t, 2, "Wandering", "Foot")
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecCombat && o.Kind == OptPlay && named(g, o.Card, "Wandering")
	}}
	g.pl[0].run = -20 // every roll fails
	g.fight(0, g.take(t, "Shredder"))
	if g.res.Values[0][MetCaught] != 1 || g.res.Values[0][MetDeaths] != 1 || g.pl[0].level != 3 {
		t.Errorf("caught %d times, %d deaths, Level %d; want 1, 1, 3", g.res.Values[0][MetCaught], g.res.Values[0][MetDeaths], g.pl[0].level)
	}
}

// Running Away from several monsters (Running Away and Bad Stuff: "you
// roll separately to escape each one, in any order you choose, and
// suffer Bad Stuff from each as soon as you fail"): Leo (Level 3) faces a
// Foot (Bad Stuff: a level) and Shredder (Death), and fails every roll.
// Rolling first against Shredder, he dies and rolls no more, keeping
// Level 3; against the Foot first, he loses a level, then dies.
func TestRunAwayOrder(t *testing.T) {
	for _, tc := range []struct {
		first     string
		wantLevel int8
		wantRolls int32
	}{
		{"Shredder", 3, 1},
		{"Foot", 2, 2},
	} {
		t.Run(tc.first+" first", func(t *testing.T) {
			g := testGame(t, 3)
			g.pl[0].level = 3
			g.give(t, 2, "Wandering", "Shredder")
			g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
				return d == DecCombat && o.Kind == OptPlay && named(g, o.Card, "Wandering")
			}}
			var offered []int
			g.pols[0] = runner{script{g, func(g *Game, d Decision, o Option) bool {
				return d == DecRun && named(g, o.Card, tc.first)
			}}, &offered}
			g.pl[0].run = -20 // every roll fails
			g.fight(0, g.take(t, "Foot"))
			if len(offered) != 1 || offered[0] != 2 {
				t.Errorf("choices of the monster to run from: %v options, want one choice between 2", offered)
			}
			if g.pl[0].level != tc.wantLevel || g.res.Values[0][MetCaught] != tc.wantRolls || g.res.Values[0][MetDeaths] != 1 {
				t.Errorf("Level %d, caught %d, deaths %d; want %d, %d, 1", g.pl[0].level, g.res.Values[0][MetCaught], g.res.Values[0][MetDeaths], tc.wantLevel, tc.wantRolls)
			}
		})
	}
}

// runner is a script that notes how many options each DecRun offers.
type runner struct {
	script
	offered *[]int
}

func (r runner) Choose(v *View, d Decision, opts []Option) int {
	if d == DecRun {
		*r.offered = append(*r.offered, len(opts))
	}
	return r.script.Choose(v, d, opts)
}

// Best Item (Running Away and Bad Stuff, Best Item; Traps: "If a Trap can
// apply to more than one Item, the victim decides which Item is
// affected"): the best Item is the one giving the most strength now, an
// Item its character cannot use giving 0; among Items that tie, the
// victim chooses.
func TestLoseBestItemChoice(t *testing.T) {
	for _, tc := range []struct {
		name     string
		items    []string
		choose   string
		wantLeft []string
		wantAsk  bool
	}{
		{"the equipped Katana is best", []string{"Katana", "Sai", "Hoodie"}, "Hoodie", []string{"Sai", "Hoodie"}, false},
		{"Hoodie (Humans only) and Nothing tie at 0: the victim keeps the Hoodie", []string{"Hoodie", "Nothing"}, "Nothing", []string{"Hoodie"}, true},
		{"... or the Nothing", []string{"Hoodie", "Nothing"}, "Hoodie", []string{"Nothing"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			g.put(t, 0, tc.items...)
			asked := false
			g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
				asked = asked || d == DecLose
				return d == DecLose && named(g, o.Card, tc.choose)
			}}
			g.loseItem(0, LoseBest)
			var left []string
			for _, c := range g.pl[0].items.cards() {
				left = append(left, g.S.Cards[c].Name)
			}
			if len(left) != len(tc.wantLeft) {
				t.Fatalf("left %v, want %v", left, tc.wantLeft)
			}
			for i := range left {
				if left[i] != tc.wantLeft[i] {
					t.Errorf("left %v, want %v", left, tc.wantLeft)
				}
			}
			if asked != tc.wantAsk {
				t.Errorf("asked to choose: %v, want %v", asked, tc.wantAsk)
			}
		})
	}
}

// Looting the body ("Starting with the player with the highest Level,
// everyone else chooses one card. In case of ties in Level, roll a die"):
// players tied in Level loot first equally often, equal throws rolled
// again, not settled by seat order.
func TestLootTiesFair(t *testing.T) {
	g := testGame(t, 4)
	var firsts [4]int
	const n = 6000
	for range n {
		g.body.n = 0
		g.body.push(g.take(t, "Nothing"))
		g.lootTheBody(0)
		for s := 1; s < 4; s++ {
			if g.pl[s].hand.n > 0 {
				firsts[s]++
				g.discard(g.pl[s].hand.pop())
			}
		}
		for g.treDisc.n > 0 {
			g.treDeck.push(g.treDisc.pop())
		}
	}
	for s := 1; s < 4; s++ {
		if f := float64(firsts[s]) / n; f < 0.30 || f > 0.37 {
			t.Errorf("seat %d looted first in %.3f of the deaths, want about 1/3 (%v)", s+1, f, firsts)
		}
	}
}

// Charity to players tied for lowest ("divide the cards as evenly as
// possible, but it's up to you who gets the bigger set(s) of leftovers"):
// seat 1 gives 3 cards to seats 2 and 4, both at Level 1; the bigger set
// goes to the one it chooses.
func TestCharityBiggerSet(t *testing.T) {
	for _, tc := range []struct {
		bigger int
		want   [4]int
	}{
		{1, [4]int{5, 2, 0, 1}},
		{3, [4]int{5, 1, 0, 2}},
	} {
		g := testGame(t, 4)
		for i, l := range []int8{3, 1, 2, 1} {
			g.pl[i].level = l
		}
		for range 8 {
			g.give(t, 0, "Nothing")
		}
		g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
			return d == DecShares && int(o.Target) == tc.bigger
		}}
		g.charity(0)
		for i, w := range tc.want {
			if got := g.pl[i].hand.n; got != w {
				t.Errorf("bigger set to seat %d: seat %d has %d cards, want %d", tc.bigger+1, i+1, got, w)
			}
		}
	}
}
