package munchkin

import "testing"

// script chooses the first option that its rule accepts, else the first.
type script struct {
	g    *Game
	rule func(g *Game, d Decision, o Option) bool
}

func (s script) Reset(*View) {}
func (s script) Choose(v *View, d Decision, opts []Option) int {
	for i, o := range opts {
		if s.rule(s.g, d, o) {
			return i
		}
	}
	return 0
}

func named(g *Game, c uint8, name string) bool { return g.S.Cards[c].Name == name }

// A fight won with a helper (Teaming-up; Team-up abilities; Rewards): Leo
// (Level 1, Katana) cannot beat Bebop (6, +2 against Mutants) alone, asks
// Raph for one Treasure; both Team-up bonuses apply; Leo goes up one level
// and draws the Treasures, Raph gets one and no level.
func TestFightWithHelp(t *testing.T) {
	g := testGame(t, 3)
	g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecAskHelp && o.Kind == OptAsk && o.Target == 2 && o.Arg == 1
	}}
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool { return o.Kind == OptAccept }}
	g.put(t, 0, "Katana")
	g.pl[2].level = 4
	g.put(t, 2, "Splinter")
	g.fight(0, g.take(t, "Bebop"))
	if g.pl[0].level != 2 || g.pl[2].level != 4 {
		t.Errorf("Levels %d and %d, want 2 and 4", g.pl[0].level, g.pl[2].level)
	}
	if g.pl[0].hand.n != 1 || g.pl[2].hand.n != 1 {
		t.Errorf("Treasures: fighter %d, helper %d, want 1 and 1", g.pl[0].hand.n, g.pl[2].hand.n)
	}
	if g.res.Values[0][MetKills] != 1 || g.res.Values[2][MetHelps] != 1 {
		t.Errorf("kills %d, helps %d, want 1 and 1", g.res.Values[0][MetKills], g.res.Values[2][MetHelps])
	}
	if g.doorDisc.n != 1 || g.cb.active || g.pl[0].teamUsed {
		t.Errorf("after the fight: %d Door cards discarded, combat %v, Team-up %v; want 1, over, off", g.doorDisc.n, g.cb.active, g.pl[0].teamUsed)
	}
}

// Interference (Interfering with combat; Fighting multiple monsters;
// Running Away): April would beat Mouser, April's rival adds a monster with
// a Wandering Monster and enhances it; April loses and rolls to escape each
// monster separately.
func TestInterferenceAndRunAway(t *testing.T) {
	g := testGame(t, 3)
	g.put(t, 1, "Katana")
	g.give(t, 2, "Wandering", "Foot", "Mutated")
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecCombat && o.Kind == OptPlay && (named(g, o.Card, "Wandering") || named(g, o.Card, "Mutated"))
	}}
	g.fight(1, g.take(t, "Mouser"))
	rolls := g.res.Values[1][MetEscapes] + g.res.Values[1][MetCaught]
	if g.res.Values[1][MetKills] != 0 || rolls != 2 {
		t.Errorf("kills %d, Run Away rolls %d; want 0 and 2", g.res.Values[1][MetKills], rolls)
	}
	if g.res.Values[2][MetInterfered] != 2 {
		t.Errorf("interfered %d, want 2", g.res.Values[2][MetInterfered])
	}
	if g.pl[2].hand.n != 0 || g.doorDisc.n != 4 {
		t.Errorf("rival's hand %d, Door discards %d; want 0 and 4 (two monsters, two cards)", g.pl[2].hand.n, g.doorDisc.n)
	}
}

// Discarding an Ally for the Team-up ability (Allies; Team-up abilities):
// Raph discards Splinter (+3) in a fight to use his Team-up ability (+3).
func TestTeamUpByAlly(t *testing.T) {
	g := testGame(t, 3)
	g.put(t, 2, "Splinter", "Katana")
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool { return o.Kind == OptTeamUp }}
	g.cb = combat{active: true, fighter: 2, helper: -1, nmon: 1}
	g.cb.mon[0] = g.take(t, "Mouser")
	before := g.strength(2)
	g.combatOptions(2)
	o := g.ask(2, DecCombat)
	g.combatPlay(2, o)
	if o.Kind != OptTeamUp || g.pl[2].ally != noCard || !g.pl[2].teamUsed {
		t.Fatalf("option %+v: Ally %v, Team-up %v; want the Ally discarded for the Team-up", o, g.pl[2].ally, g.pl[2].teamUsed)
	}
	if got := g.strength(2); got != before-3+3 {
		t.Errorf("strength %d, want %d (Splinter's +3 traded for Raph's +3)", got, before)
	}
}

// Traps (Kick Open the Door; Traps): a Trap drawn face up applies to the
// player; a "next combat" penalty counts in the next fight and then ends.
func TestTrapPenalty(t *testing.T) {
	g := testGame(t, 3)
	g.pl[0].level = 3
	g.doorDeck.push(g.take(t, "Net"))
	if g.kickOpenTheDoor(0) {
		t.Fatal("a Trap is not a fight")
	}
	if g.strength(0) != 0 {
		t.Fatalf("strength %d after Net (penalty 3), want 0", g.strength(0))
	}
	g.fight(0, g.take(t, "Mouser"))
	if g.res.Values[0][MetKills] != 0 || g.pl[0].penalty != 0 || g.strength(0) != int(g.pl[0].level) {
		t.Errorf("kills %d, penalty %d, strength %d at Level %d; want 0, 0, the Level", g.res.Values[0][MetKills], g.pl[0].penalty, g.strength(0), g.pl[0].level)
	}
}

// A bribe with an Item (Trading: give Items to bribe; Teaming-up): the
// Item goes to the helper's play at once, unequipped until the fight ends,
// and the helper gets no share of the Treasure.
func TestBribeWithItem(t *testing.T) {
	g := testGame(t, 3)
	g.put(t, 0, "Katana", "Bat")
	bat := g.pl[0].items.c[1]
	g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecAskHelp && o.Kind == OptAsk && o.Target == 2 && o.Card == bat
	}}
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool { return o.Kind == OptAccept }}
	g.pl[2].level = 5
	g.fight(0, g.take(t, "Bebop"))
	if g.pl[2].items.index(bat) < 0 || !g.equipped[bat] || g.pl[0].items.index(bat) >= 0 {
		t.Fatalf("the Bat is not in the helper's play, equipped after the fight")
	}
	if g.pl[0].level != 2 || g.pl[0].hand.n != 2 || g.pl[2].hand.n != 0 {
		t.Errorf("Level %d, Treasures %d and %d; want 2, 2 to the fighter, none to the helper", g.pl[0].level, g.pl[0].hand.n, g.pl[2].hand.n)
	}
}

// The same Stance on both Team-up partners counts once (Teaming-up).
func TestSameStance(t *testing.T) {
	for _, tc := range []struct {
		f, h string
		want int
	}{
		{"Aggressive", "Aggressive", 1 + 2 + 1},
		{"Aggressive", "Technical", 1 + 2 + 1 + 0},
		{"Technical", "Technical", 1 + 1},
	} {
		g := testGame(t, 3)
		g.put(t, 0, tc.f)
		g.put(t, 1, tc.h)
		g.cb = combat{active: true, fighter: 0, helper: 1, nmon: 1}
		if got := g.playerSide(); got != tc.want {
			t.Errorf("%s with %s: %d, want %d", tc.f, tc.h, got, tc.want)
		}
	}
}

// A helper may play the Treasures it gets at once, outside its turn
// (Rewards: "even if you are the helper"); it may not sell then.
func TestHelperPlaysShare(t *testing.T) {
	g := testGame(t, 3)
	g.pols[0] = script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecAskHelp && o.Kind == OptAsk && o.Target == 2 && o.Arg == 1 && o.Card == noCard
	}}
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
		if d == DecReceived && o.Kind == OptSell {
			t.Errorf("selling offered outside the own turn")
		}
		return o.Kind == OptAccept || d == DecReceived && o.Kind == OptPlay
	}}
	g.put(t, 0, "Katana")
	g.pl[2].level = 4
	g.put(t, 2, "Splinter")
	g.fight(0, g.take(t, "Bebop"))
	if g.pl[2].hand.n != 0 || g.pl[2].items.n != 1 {
		t.Errorf("helper: %d cards in hand, %d Items in play; want its share played", g.pl[2].hand.n, g.pl[2].items.n)
	}
}
