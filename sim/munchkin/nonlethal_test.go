package munchkin

import "testing"

// Defeating a monster without killing it, and eliminating one monster of
// several (Combat: "Sometimes a card will let you defeat a monster without
// killing it. This is still winning, but you don't get a level. Unless the
// card says otherwise, you don't get the Treasures, either"; Fighting
// multiple monsters: "you can eliminate one monster from the combat and
// fight the other(s) normally ... If you eliminate one monster, but then
// run from the other(s), you don't get any levels or Treasure").
func TestEliminate(t *testing.T) {
	for _, tc := range []struct {
		name     string
		monsters []string // in combat, in order
		card     string   // played by the fighter on the first monster
		level    int8     // the fighter's Level (it has no bonus)
		wantLv   int8     // Level after the fight
		wantTr   int      // Treasures drawn
		wantKill int32
		wantRoll int32 // Run Away rolls
	}{
		{"the only monster, no loot: won, no level, no Treasure", []string{"Shredder"}, "Retro", 1, 1, 0, 0, 0},
		{"the only monster, loot: won, no level, its Treasures", []string{"Shredder"}, "Hook", 1, 1, 4, 0, 0},
		{"one of two, the other killed: its level and Treasures only", []string{"Shredder", "Mouser"}, "Retro", 3, 4, 1, 1, 0},
		{"one of two with loot, the other killed: both Treasures, one level", []string{"Shredder", "Mouser"}, "Hook", 3, 4, 5, 1, 0},
		{"one of two, run from the other: nothing, even with loot", []string{"Mouser", "Bebop"}, "Hook", 3, 3, 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGameOf(t, 3, eliminateDeck())
			g.pl[0].level = tc.level
			g.cb = combat{active: true, fighter: 0, helper: -1}
			for _, m := range tc.monsters {
				g.cb.mon[g.cb.nmon] = g.take(t, m)
				g.cb.nmon++
			}
			c := g.take(t, tc.card)
			g.pl[0].hand.push(c)
			g.combatOptions(0)
			var o Option
			for _, x := range g.opts {
				if x.Card == c {
					if x.Target == TargetPlayers {
						t.Fatalf("%s offered as a bonus to the players' side", tc.card)
					}
					if x.Target == 0 {
						o = x
					}
				}
			}
			if o.Card != c {
				t.Fatalf("%s not offered on the first monster: %+v", tc.card, g.opts)
			}
			g.combatPlay(0, o)
			g.resolveFight()
			rolls := g.res.Values[0][MetEscapes] + g.res.Values[0][MetCaught]
			if g.pl[0].level != tc.wantLv {
				t.Errorf("Level %d, want %d", g.pl[0].level, tc.wantLv)
			}
			if g.pl[0].hand.n != tc.wantTr || g.res.Values[0][MetKills] != tc.wantKill || rolls != tc.wantRoll {
				t.Errorf("Treasures %d, kills %d, Run Away rolls %d; want %d, %d, %d", g.pl[0].hand.n, g.res.Values[0][MetKills], rolls, tc.wantTr, tc.wantKill, tc.wantRoll)
			}
			if g.cb.active || g.cb.nmon != 0 || g.doorDisc.n != len(tc.monsters) {
				t.Errorf("after the fight: combat %v, %d Door cards discarded; want over, %d", g.cb.active, g.doorDisc.n, len(tc.monsters))
			}
		})
	}
}

// eliminateDeck is the test deck with two One-Shots that eliminate a
// monster, one of them keeping its Treasures.
func eliminateDeck() *Deck {
	d := testDeck()
	d.Cards = append(d.Cards,
		Card{Name: "Retro", Kind: OneShot, Eliminate: true, Gold: 400},
		Card{Name: "Hook", Kind: OneShot, Eliminate: true, Loot: true, Gold: 300})
	return d
}

// A rival who eliminates the only monster of a fight that would win the
// game stops the leader: the fight is won, without the level (Combat), and
// counts as a winning fight stopped by the table (docs/RULES.md,
// "Leader-bashing and kingmaking").
func TestEliminateStopsLeader(t *testing.T) {
	g := testGameOf(t, 3, eliminateDeck())
	g.pl[0].level = 9
	g.cb = combat{active: true, fighter: 0, helper: -1, nmon: 1}
	g.cb.mon[0] = g.take(t, "Mouser")
	c := g.take(t, "Retro")
	g.pl[1].hand.push(c)
	g.combatPlay(1, Option{Kind: OptPlay, Card: c, Target: 0})
	g.resolveFight()
	v := g.res.Values
	if g.pl[0].level != 9 || g.over {
		t.Errorf("Level %d, game over %v; want 9, not over", g.pl[0].level, g.over)
	}
	if v[0][MetWinFights] != 1 || v[0][MetStopped] != 1 || v[0][MetBashed] != 1 || v[1][MetBashes] != 1 || v[1][MetBashStops] != 1 {
		t.Errorf("win_fights %d, stopped %d, bashed %d, bashes %d, bash_stops %d; want 1 each", v[0][MetWinFights], v[0][MetStopped], v[0][MetBashed], v[1][MetBashes], v[1][MetBashStops])
	}
}
