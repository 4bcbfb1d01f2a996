package munchkin

import "testing"

// Trap cards kept on the table (Traps: a Trap "applies to you immediately
// and is discarded, unless it has a persistent effect or you keep the card
// as a reminder of an upcoming effect"; Death: "You keep ... any
// persistent Traps on you"): Net (-3 in the next combat) is kept until
// that combat ends; Mark (persistent, -2) stays through lost fights and
// Death until its victim kills a monster; Sewer (a level) is discarded.
func TestKeptTraps(t *testing.T) {
	for _, tc := range []struct {
		name     string
		trap     string
		then     []string // what happens next, in order: "lose" (a fight lost), "die", "kill"
		kept     int      // Trap cards in front of Leo at the end
		strength int      // Leo's strength at the end (Level 5 and nothing else)
	}{
		{"a Trap with no upcoming effect is discarded", "Sewer", nil, 0, 4},
		{"a next-combat Trap is kept", "Net", nil, 1, 5 - 3},
		{"... until that combat ends", "Net", []string{"lose"}, 0, 5},
		{"a persistent Trap is kept", "Mark", nil, 1, 5 - 2},
		{"... through a lost fight", "Mark", []string{"lose"}, 1, 5 - 2},
		{"... and Death", "Mark", []string{"die"}, 1, 5 - 2},
		{"... until its victim kills a monster", "Mark", []string{"lose", "kill"}, 0, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGameOf(t, 3, trapDeck())
			g.pl[0].level = 5
			g.give(t, 1, tc.trap)
			g.playTrap(1, 0, g.pl[1].hand.c[0])
			for _, step := range tc.then {
				switch step {
				case "lose":
					g.fight(0, g.take(t, "Shredder")) // Bad Stuff: Death, or nothing

					g.pl[0].dead = false
				case "die":
					g.die(0)
					g.pl[0].dead = false
				case "kill":
					g.fight(0, g.take(t, "Mouser"))
				}
			}
			if g.pl[0].nkept != tc.kept || g.strength(0) != tc.strength {
				t.Errorf("%d Traps kept, strength %d; want %d, %d", g.pl[0].nkept, g.strength(0), tc.kept, tc.strength)
			}
			if g.verify(); g.checkErr != nil {
				t.Error(g.checkErr)
			}
		})
	}
}

// trapDeck is the test deck with a persistent Trap and a Trap that costs a
// level.
func trapDeck() *Deck {
	d := testDeck()
	d.Cards = append(d.Cards,
		Card{Name: "Mark", Kind: Trap, Persistent: true, Trap: Effect{Penalty: 2}},
		Card{Name: "Sewer", Kind: Trap, Trap: Effect{Levels: 1}})
	return d
}
