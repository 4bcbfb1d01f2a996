package munchkin

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim"
)

// spoiler plays the first card it may play against seat victim's fights,
// and otherwise takes the first option.
type spoiler struct{ victim int }

func (spoiler) Reset(*View) {}
func (p spoiler) Choose(v *View, d Decision, opts []Option) int {
	if f, _ := v.Fighter(); d == DecCombat && f == p.victim {
		for i, o := range opts {
			if o.Kind == OptPlay && o.Target != TargetPlayers {
				return i
			}
		}
	}
	return 0
}

// stack returns an arrange function for a 3-player test game: hands back
// into the decks, the given Levels, cards in play and in hand, and the
// Door cards kicked open on the first turns, in turn order.
func stack(t *testing.T, levels [3]int8, inPlay, inHand [3][]string, kicks ...string) func(*Game) {
	return func(g *Game) {
		for i := 0; i < g.n; i++ {
			for g.pl[i].hand.n > 0 {
				c := g.pl[i].hand.pop()
				if g.S.Cards[c].Kind.IsTreasure() {
					g.treDeck.push(c)
				} else {
					g.doorDeck.push(c)
				}
			}
		}
		for i := 0; i < g.n; i++ {
			g.pl[i].level = levels[i]
			g.put(t, i, inPlay[i]...)
			g.give(t, i, inHand[i]...)
		}
		for k := len(kicks) - 1; k >= 0; k-- {
			g.doorDeck.push(g.take(t, kicks[k]))
		}
	}
}

// Leader-bashing and kingmaking (docs/RULES.md, Munchkin TMNT), on games
// whose answer is known: Leo and April at Level 9, Raph at Level 1 holding
// one card; Leo kicks open Bebop (6, +2 against Mutants), April then a
// Mouser (1) she beats and wins, unless the table stops her.
func TestLeaderBashingAndKingmaking(t *testing.T) {
	for _, tc := range []struct {
		name    string
		raph    Policy
		levels  [3]int8
		inPlay  [3][]string
		hand    string
		kicks   []string
		winner  int
		bashed  int32 // Leo's fights stopped by the table
		stops   int32 // Raph's part in stopping them
		bashes  int32 // Raph's cards against a winning fight
		kingmad int32 // Raph's kingmaking decisions
	}{
		// Raph enhances Bebop (+5): Leo (9) loses to 13; April wins on her
		// turn. Had Raph passed, Leo would have won: Raph, who wins in
		// neither game, chose the winner.
		{"stops the leader and makes a king", spoiler{0}, [3]int8{9, 9, 1}, [3][]string{}, "Mutated",
			[]string{"Bebop", "Mouser"}, 1, 1, 1, 1, 1},
		// With a Katana (+3) Leo (12) still beats Bebop with a One-Shot
		// on it (10): the card was spent for nothing, no one was stopped,
		// and passing would have changed nothing.
		{"bashes in vain", spoiler{0}, [3]int8{9, 9, 1}, [3][]string{{"Katana"}}, "Stars",
			[]string{"Bebop", "Mouser"}, 0, 0, 0, 1, 0},
		// Raph (Level 9 now) passes on April's winning fight against
		// Bebop, and she wins; had he stopped her, he would have won on
		// his own turn: his choice decided the winner, but he could win,
		// so it is not kingmaking.
		{"a rival who could still win", first{}, [3]int8{1, 9, 9}, [3][]string{}, "Mutated",
			[]string{"Foot", "Bebop", "Mouser"}, 1, 0, 0, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			g.pols = []Policy{first{}, first{}, tc.raph}
			hands := [3][]string{2: {tc.hand}}
			g.arrange = stack(t, tc.levels, tc.inPlay, hands, tc.kicks...)
			g.MeasureKingmaking([]Policy{first{}, first{}, tc.raph})
			var rec sim.Record
			g.Play(1, 0, &rec)
			if rec.Outcome[tc.winner] != sim.Won || rec.Turns > uint16(len(tc.kicks)) {
				t.Fatalf("outcomes %v after %d turns, want seat %d to win in %d", rec.Outcome[:3], rec.Turns, tc.winner+1, len(tc.kicks))
			}
			for _, m := range []struct {
				seat, met int
				want      int32
			}{
				{0, MetBashed, tc.bashed}, {2, MetBashStops, tc.stops}, {2, MetBashes, tc.bashes},
				{2, MetKingmade, tc.kingmad}, {0, MetKingmade, 0}, {1, MetKingmade, 0},
			} {
				if got := rec.Values[m.seat][m.met]; got != m.want {
					t.Errorf("seat %d %s: got %d, want %d", m.seat+1, metricNames[m.met], got, m.want)
				}
			}
		})
	}
}
