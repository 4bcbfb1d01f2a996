package munchkin

import "testing"

// picker takes the Treasure of the highest combat bonus at a first pick,
// and the first option at any other decision; it counts its picks.
type picker struct {
	g     *Game
	picks *int
}

func (picker) Reset(*View) {}
func (p picker) Choose(v *View, d Decision, opts []Option) int {
	if d != DecPick {
		return 0
	}
	*p.picks++
	best := 0
	for i, o := range opts {
		if p.g.S.Cards[o.Card].Bonus > p.g.S.Cards[opts[best].Card].Bonus {
			best = i
		}
	}
	return best
}

// Who picks first (Teaming-up: "If you offer your helper part of the
// monster's Treasure, you must agree which of you gets first pick";
// Rewards: "face up, so the whole party can see what you got, if someone
// helped you"): Leo kills Shredder (4 Treasures) with Raph's help; the
// Treasure deck is stacked with the Bat (+1), the Sai (+2), the Katana
// (+3) and the Bo (+4). The player with first pick takes all its cards,
// the best first; the other gets the rest. A share of none or of all is
// not picked.
func TestFirstPick(t *testing.T) {
	for _, tc := range []struct {
		name          string
		share         int
		helperFirst   bool
		helper, fight []string // the cards each gets
		picks         int      // first picks asked
	}{
		{"helper picks one of four", 1, true, []string{"Bo"}, []string{"Bat", "Sai", "Katana"}, 1},
		{"fighter picks three of four", 1, false, []string{"Bat"}, []string{"Bo", "Katana", "Sai"}, 3},
		{"helper picks two", 2, true, []string{"Bo", "Katana"}, []string{"Bat", "Sai"}, 2},
		{"fighter picks two", 2, false, []string{"Bat", "Sai"}, []string{"Bo", "Katana"}, 2},
		{"no share", 0, true, nil, []string{"Bat", "Sai", "Katana", "Bo"}, 0},
		{"all of it", 4, false, []string{"Bat", "Sai", "Katana", "Bo"}, nil, 0},
		{"more than all, cut", 6, false, []string{"Bat", "Sai", "Katana", "Bo"}, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := testGame(t, 3)
			picks := 0
			g.pols[0], g.pols[1] = picker{g, &picks}, picker{g, &picks}
			g.cb = combat{active: true, fighter: 0, helper: 1, share: tc.share, helperFirst: tc.helperFirst, nmon: 1}
			g.cb.mon[0] = g.take(t, "Shredder")
			for _, n := range []string{"Bo", "Katana", "Sai", "Bat"} { // the Bat on top
				g.treDeck.push(g.take(t, n))
			}
			g.rewards()
			for _, side := range []struct {
				p    int
				want []string
			}{{1, tc.helper}, {0, tc.fight}} {
				got := map[string]bool{}
				for _, c := range g.pl[side.p].hand.cards() {
					got[g.S.Cards[c].Name] = true
				}
				if len(got) != len(side.want) {
					t.Errorf("seat %d: %d Treasures, want %v", side.p+1, len(got), side.want)
				}
				for _, n := range side.want {
					if !got[n] {
						t.Errorf("seat %d: no %s, want %v", side.p+1, n, side.want)
					}
				}
				if int(g.res.Values[side.p][MetTreasures]) != len(side.want) {
					t.Errorf("seat %d: treasures metric %d, want %d", side.p+1, g.res.Values[side.p][MetTreasures], len(side.want))
				}
			}
			if picks != tc.picks {
				t.Errorf("%d first picks asked, want %d", picks, tc.picks)
			}
		})
	}
}

// The fighter offers first pick as a term of a share that is part of the
// Treasure, and the helper sees it (Teaming-up): Bebop is worth 2
// Treasures, so a share of 1 comes with first pick to either side, a
// share of 0 or 2 with none.
func TestOfferFirstPick(t *testing.T) {
	g := testGame(t, 3)
	var offers []Option
	seen := false
	g.pols[0] = spy{func(d Decision, opts []Option) {
		if d == DecAskHelp && offers == nil {
			for _, o := range opts {
				if o.Kind == OptAsk && o.Target == 2 && o.Card == noCard {
					offers = append(offers, o)
				}
			}
		}
	}, script{g, func(g *Game, d Decision, o Option) bool {
		return d == DecAskHelp && o.Kind == OptAsk && o.Target == 2 && o.Arg == 1 && o.First
	}}}
	g.pols[2] = script{g, func(g *Game, d Decision, o Option) bool {
		if d == DecHelp {
			seen = g.views[2].OfferFirst()
		}
		return o.Kind == OptAccept
	}}
	g.pl[2].level = 4
	g.fight(0, g.take(t, "Bebop"))
	want := []Option{
		{Kind: OptAsk, Card: noCard, Target: 2, Arg: 0},
		{Kind: OptAsk, Card: noCard, Target: 2, Arg: 1},
		{Kind: OptAsk, Card: noCard, Target: 2, Arg: 1, First: true},
		{Kind: OptAsk, Card: noCard, Target: 2, Arg: 2},
	}
	if len(offers) < len(want) {
		t.Fatalf("offers %v, want %v", offers, want)
	}
	for i, o := range want {
		if offers[i] != o {
			t.Errorf("offer %d: %+v, want %+v", i, offers[i], o)
		}
	}
	if !seen {
		t.Errorf("the helper saw first pick %v, want true", seen)
	}
}

// spy shows a policy's options to see before it chooses.
type spy struct {
	see func(d Decision, opts []Option)
	Policy
}

func (s spy) Choose(v *View, d Decision, opts []Option) int {
	s.see(d, opts)
	return s.Policy.Choose(v, d, opts)
}
