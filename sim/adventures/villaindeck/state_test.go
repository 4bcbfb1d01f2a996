package villaindeck

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// arrange sets s's hand to the cards named by ids, in that order, the rest
// of the deck staying in the draw pile.
func arrange(s *State, ids ...CardID) {
	for _, c := range s.Hand() {
		s.draw[s.nDraw] = c
		s.nDraw++
	}
	s.nHand = 0
	for _, id := range ids {
		i := slices.Index(s.draw[:s.nDraw], id)
		if i < 0 {
			panic(fmt.Sprintf("card %d not in the deck", id))
		}
		copy(s.draw[i:], s.draw[i+1:s.nDraw])
		s.nDraw--
		s.hand[s.nHand] = id
		s.nHand++
	}
}

// activeString shows the active cards: "0@1 3@2 5v@1" (card@zone, v for
// face down; no zone in a line).
func activeString(s *State) string {
	var parts []string
	for _, a := range s.Active() {
		p := fmt.Sprint(a.Card)
		if a.FaceDown {
			p += "v"
		}
		if a.Zone != 0 {
			p += fmt.Sprintf("@%d", a.Zone)
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " ")
}

// A step of a scripted villain game: "start", "play N", "down N" (face
// down), "end"; then what must hold.
type step struct {
	do       string
	active   string // activeString after the step
	discards string // the discard pile after the step, or "-" for unchecked
}

func runSteps(t *testing.T, s *State, steps []step) {
	t.Helper()
	for i, st := range steps {
		var n int
		switch {
		case st.do == "start":
			s.StartTurn(nil)
		case st.do == "end":
			s.EndTurn()
		case strings.HasPrefix(st.do, "play "):
			fmt.Sscan(st.do[5:], &n)
			s.Play(CardID(n))
		case strings.HasPrefix(st.do, "down "):
			fmt.Sscan(st.do[5:], &n)
			s.PlayFaceDown(CardID(n))
		}
		if got := activeString(s); got != st.active {
			t.Errorf("step %d (%s): active %q, want %q", i, st.do, got, st.active)
		}
		if st.discards != "-" {
			if got := strings.Trim(fmt.Sprint(s.Discards()), "[]"); got != st.discards {
				t.Errorf("step %d (%s): discards %q, want %q", i, st.do, got, st.discards)
			}
		}
		checkConservation(t, s)
	}
}

// The active zones (Adventures, Active Villain Ability Cards) and the line
// of four (Shadows of the Past, Active Villain Ability Cards), turn by
// turn, with a face-down card taking its place like any other.
func TestActiveCards(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		steps []step
	}{
		{"adventures zones", Adventures, []step{
			{"start", "", ""},
			{"play 0", "0@1", ""},
			{"play 1", "0@1 1@1", ""},
			{"end", "0@1 1@1", ""},
			// "any cards in Active Zone 1 are moved to Active Zone 2"
			{"start", "0@2 1@2", ""},
			{"play 2", "0@2 1@2 2@1", ""},
			{"down 3", "0@2 1@2 2@1 3v@1", ""},
			{"end", "0@2 1@2 2@1 3v@1", ""},
			// "any cards in Active Zone 2 are discarded"
			{"start", "2@2 3v@2", "0 1"},
			{"play 4", "2@2 3v@2 4@1", "0 1"},
			{"end", "2@2 3v@2 4@1", "0 1"},
			{"start", "4@2", "0 1 2 3"},
			{"end", "4@2", "0 1 2 3"},
			{"start", "", "0 1 2 3 4"},
		}},
		{"shadows of the past line", ShadowsOfThePast, []step{
			{"start", "", ""},
			{"play 0", "0", ""},
			{"play 1", "0 1", ""},
			{"end", "0 1", ""},
			{"start", "0 1", ""},
			{"play 2", "0 1 2", ""},
			{"down 3", "0 1 2 3v", ""},
			{"end", "0 1 2 3v", ""},
			// "If, at the start of the villain's turn, there are four ...
			// cards active ..., the two oldest ... are discarded"
			{"start", "2 3v", "0 1"},
			{"play 4", "2 3v 4", "0 1"},
			{"end", "2 3v 4", "0 1"},
			// three active: nothing is discarded
			{"start", "2 3v 4", "0 1"},
			{"play 5", "2 3v 4 5", "0 1"},
			{"play 6", "2 3v 4 5 6", "0 1"},
			{"end", "2 3v 4 5 6", "0 1"},
			{"start", "4 5 6", "0 1 2 3"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s State
			s.Reset(mustBuild(t, testCards()), tc.rules, newRand(1))
			arrange(&s, 0, 1, 2, 3, 4, 5, 6)
			runSteps(t, &s, tc.steps)
		})
	}
}

// Setup step 9 (Adventures, Competitive Mode Setup): a hand of 5 from the
// shuffled deck, never the Regroup card, which goes back into the deck;
// every other card as likely as any to be in the hand.
func TestDeal(t *testing.T) {
	d := mustBuild(t, testCards())
	n := 20000
	if testing.Short() {
		n = 4000
	}
	var inHand [DeckSize]int
	var s State
	for seed := range uint64(n) {
		s.Reset(d, Adventures, newRand(seed))
		checkConservation(t, &s)
		if len(s.Hand()) != HandSize || s.DeckLen() != DeckSize-HandSize {
			t.Fatalf("seed %d: hand %d, deck %d; want %d and %d", seed, len(s.Hand()), s.DeckLen(), HandSize, DeckSize-HandSize)
		}
		for _, c := range s.Hand() {
			inHand[c]++
		}
	}
	if inHand[d.Regroup] != 0 {
		t.Errorf("the Regroup card was dealt %d times, want 0", inHand[d.Regroup])
	}
	// Each of the 24 other cards: in a hand with probability 5/24, the
	// count binomial; 5 standard deviations of tolerance.
	p := float64(HandSize) / float64(DeckSize-1)
	mean := p * float64(n)
	sd := math.Sqrt(mean * (1 - p))
	for c, k := range inHand {
		if CardID(c) != d.Regroup && math.Abs(float64(k)-mean) > 5*sd {
			t.Errorf("card %d dealt %d times in %d hands, want %.0f ±%.0f", c, k, n, mean, 5*sd)
		}
	}
}

// The Defense Icons rule and its examples (Adventures, Defense Roll and
// Playing Villain Ability Cards): defense icons on active cards count for
// every figure of the type, face-down cards count nothing.
func TestDefenseIcons(t *testing.T) {
	cs := testCards()
	// Foot Ninja cards 0-3: "a Foot Ninja card activates 2 Foot Ninja and
	// has 1 defense icon on it" (card 0); a mixed icon (card 1); a shell
	// and a move+shell (card 2). Karai card 8: two shells.
	cs[0] = mk("ninja shell", "foot-ninja", "red", 2, "move", "melee", "shell")
	cs[1] = mk("ninja mixed", "foot-ninja", "red", 1, "melee+shell")
	cs[2] = mk("ninja two", "foot-ninja", "red", 1, "shell", "move+shell")
	cs[8] = mk("karai shells", "karai", "red", 1, "shell", "shell")
	d := mustBuild(t, cs)
	const ninjaDefend = 2 // "a Foot Ninja has a Defend attribute of 2"
	for _, tc := range []struct {
		name       string
		play, down []CardID
		ninja      int // Defend dice of a Foot Ninja
		karai      int // Karai's defense icons
	}{
		{"none", nil, nil, ninjaDefend, 0},
		// "If a Foot Ninja card activates 2 Foot Ninja and has 1 defense
		// icon on it, all Foot Ninja in play receive a +1 bonus"
		{"example: one card, one icon", []CardID{0}, nil, ninjaDefend + 1, 0},
		// "there are 2 defense icons for Foot Ninja on villain ability
		// cards in play, so the villain player rolls 4 Battle dice"
		{"example: two icons, 4 dice", []CardID{0, 1}, nil, 4, 0},
		{"shell and mixed on one card", []CardID{2}, nil, ninjaDefend + 2, 0},
		{"another type's icons", []CardID{8}, nil, ninjaDefend, 2},
		{"face down counts nothing", nil, []CardID{0}, ninjaDefend, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s State
			s.Reset(d, Adventures, newRand(1))
			arrange(&s, append(slices.Clone(tc.play), tc.down...)...)
			s.StartTurn(nil)
			for _, c := range tc.play {
				s.Play(c)
			}
			for _, c := range tc.down {
				s.PlayFaceDown(c)
			}
			if got := ninjaDefend + s.DefenseIcons(0); got != tc.ninja {
				t.Errorf("Foot Ninja rolls %d Defend dice, want %d", got, tc.ninja)
			}
			if got := s.DefenseIcons(1); got != tc.karai {
				t.Errorf("Karai: %d defense icons, want %d", got, tc.karai)
			}
			// The icons last while the card is active: through the next
			// turn (Zone 2), gone the turn after.
			s.EndTurn()
			s.StartTurn(nil)
			if got := ninjaDefend + s.DefenseIcons(0); got != tc.ninja {
				t.Errorf("next turn: Foot Ninja rolls %d Defend dice, want %d", got, tc.ninja)
			}
			s.EndTurn()
			s.StartTurn(nil)
			if got := s.DefenseIcons(0) + s.DefenseIcons(1); got != 0 {
				t.Errorf("two turns later: %d defense icons, want 0", got)
			}
		})
	}
}

// Special abilities by timing (Adventures, Special Abilities): this turn
// (and the partly Korean edition's reading, until the next card), while
// active, for the card's type or for all.
func TestLastingAbilities(t *testing.T) {
	cs := testCards()
	cs[0] = with(cs[0], Ability{When: ThisTurn, Effect: Attack, N: 2})
	cs[1] = with(cs[1], Ability{When: WhileActive, Effect: Defend, N: 1})
	cs[2] = with(cs[2], Ability{When: WhileActive, Effect: Move, N: 1, All: true})
	d := mustBuild(t, cs)
	type want struct{ attack, defend, karaiMove int }
	for _, tc := range []struct {
		name  string
		rules Rules
		// after playing 0, after playing 1 as well, after playing 2 as
		// well, after the turn's end, next turn
		w [5]want
	}{
		{"adventures", Adventures, [5]want{{2, 0, 0}, {2, 1, 0}, {2, 1, 1}, {0, 1, 1}, {0, 1, 1}}},
		{"korean edition", func() Rules { r := ShadowsOfThePast; r.ThisTurnEndsAtNextCard = true; return r }(),
			[5]want{{2, 0, 0}, {0, 1, 0}, {0, 1, 1}, {0, 1, 1}, {0, 1, 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s State
			s.Reset(d, tc.rules, newRand(1))
			arrange(&s, 0, 1, 2)
			check := func(at int) {
				t.Helper()
				got := want{s.Bonus(0, Attack), s.Bonus(0, Defend), s.Bonus(1, Move)}
				if got != tc.w[at] {
					t.Errorf("moment %d: got %+v, want %+v", at, got, tc.w[at])
				}
			}
			s.StartTurn(nil)
			s.Play(0)
			check(0)
			s.Play(1)
			check(1)
			// a third card in a turn: only through the state, for the
			// test (PlaysPerTurn is 2)
			s.plays--
			s.Play(2)
			check(2)
			s.EndTurn()
			check(3)
			s.StartTurn(nil)
			check(4)
		})
	}
}

// The Regroup card (docs/RULES.md): played, it shuffles the discard pile
// and itself into the deck, takes no active place, and is one of the
// turn's two cards; an empty deck is not reshuffled otherwise, and the
// Regroup card can never be lost.
func TestRegroup(t *testing.T) {
	d := mustBuild(t, testCards())
	var s State
	s.Reset(d, Adventures, newRand(7))
	buf := make([]CardID, 0, DeckSize)
	sawShort := false
	for turn := 0; turn < 60; turn++ {
		if s.DeckLen() == 0 && len(s.Hand()) < HandSize {
			sawShort = true
		}
		buf = playTurn(&s, turn%5 == 4, buf)
		checkConservation(t, &s)
		where := "lost"
		switch {
		case slices.Contains(s.Hand(), d.Regroup):
			where = "hand"
		case slices.Contains(s.draw[:s.nDraw], d.Regroup):
			where = "deck"
		}
		if where == "lost" {
			t.Fatalf("turn %d: the Regroup card is in neither the deck nor the hand", turn)
		}
	}
	if !sawShort {
		t.Errorf("the deck never ran out in 60 turns: the test does not test the short hand")
	}

	// Played: discards and the card itself back in the deck, shuffled.
	s.Reset(d, Adventures, newRand(3))
	arrange(&s, 0, 1, 2, 3, 4)
	for range 2 {
		playTurn(&s, false, nil)
	}
	s.StartTurn(nil)
	arrange(&s, d.Regroup)
	before := s.DeckLen() + len(s.Discards())
	s.Play(d.Regroup)
	if len(s.Discards()) != 0 || s.DeckLen() != before+1 || s.PlaysLeft() != 1 {
		t.Errorf("after Regroup: %d discards, deck %d (want 0, %d), %d plays left (want 1)", len(s.Discards()), s.DeckLen(), before+1, s.PlaysLeft())
	}
	for _, a := range s.Active() {
		if a.Card == d.Regroup {
			t.Errorf("the Regroup card is active")
		}
	}
	if s.CanPlayFaceDown(d.Regroup) {
		t.Errorf("the Regroup card may be played face down")
	}
}

// Draw and HandBonus abilities, the deck's own: the hand may exceed 5 (no
// hand limit) and refills to more while a hand bonus holds (Adventures,
// Villain Turns).
func TestHandAbilities(t *testing.T) {
	cs := testCards()
	cs[0] = with(cs[0], Ability{When: WhenPlayed, Effect: Draw, N: 2})
	cs[1] = with(cs[1], Ability{When: WhileActive, Effect: HandBonus, N: 1})
	cs[2] = with(cs[2], Ability{When: WhenDiscarded, Effect: Draw, N: 1})
	d := mustBuild(t, cs)
	var s State
	s.Reset(d, Adventures, newRand(5))
	arrange(&s, 0, 1, 2, 3, 4)
	s.StartTurn(nil)
	s.Play(0)
	if got := len(s.Hand()); got != 6 {
		t.Errorf("after a draw 2: hand %d, want 6", got)
	}
	s.Play(1)
	s.EndTurn()
	if got := len(s.Hand()); got != 6 {
		t.Errorf("refilled with a hand bonus of 1: hand %d, want 6", got)
	}
	s.StartTurn(nil)
	arrange(&s, 2, 3, 4, 5, 6, 7)
	s.Play(2)
	s.Play(3)
	s.EndTurn()
	if got := len(s.Hand()); got != 6 {
		t.Errorf("refilled in Zone 2's hand bonus: hand %d, want 6", got)
	}
	s.StartTurn(nil) // cards 0 and 1 discarded
	s.Play(s.Hand()[0])
	s.Play(s.Hand()[0])
	s.EndTurn()
	if got := len(s.Hand()); got != HandSize {
		t.Errorf("refilled after the bonus is discarded: hand %d, want %d", got, HandSize)
	}
	n := len(s.Hand())
	s.StartTurn(nil) // card 2 discarded: draw 1
	if got := len(s.Hand()); got != n+1 {
		t.Errorf("when discarded, draw 1: hand %d, want %d", got, n+1)
	}
	checkConservation(t, &s)
}

// "The villain player may only activate a given figure once per turn"
// (Adventures, Playing Villain Ability Cards).
func TestActivateOnce(t *testing.T) {
	var s State
	s.Reset(mustBuild(t, testCards()), Adventures, newRand(1))
	s.StartTurn(nil)
	for _, tc := range []struct {
		fig  int
		want bool
	}{{3, true}, {3, false}, {70, true}, {4, true}, {70, false}} {
		if got := s.Activate(tc.fig); got != tc.want {
			t.Errorf("Activate(%d): got %v, want %v", tc.fig, got, tc.want)
		}
	}
	s.EndTurn()
	s.StartTurn(nil)
	if s.Activated(3) || !s.Activate(3) {
		t.Errorf("figure 3 still counted as activated next turn")
	}
}

// Desperation activation by ruleset (Adventures and Shadows of the Past,
// Desperation Activation; Adventures, Stun).
func TestDesperations(t *testing.T) {
	for _, tc := range []struct {
		rules Rules
		want  string
	}{
		{Adventures, "[move melee ranged awaken unstun]"},
		{ShadowsOfThePast, "[move melee ranged]"},
	} {
		if got := fmt.Sprint(tc.rules.Desperations(nil)); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.rules.Name, got, tc.want)
		}
	}
	for d, want := range map[Desperation]string{DesperateMove: "move", DesperateMelee: "melee", DesperateRanged: "ranged"} {
		if i, ok := d.Icon(); !ok || i.String() != want {
			t.Errorf("%v: icon %v, want %s", d, i, want)
		}
	}
	if _, ok := DesperateAwaken.Icon(); ok {
		t.Errorf("awaken gives an icon")
	}
}

// The same random source plays the same game; a reused State plays as a
// fresh one; every card stays in one zone.
func TestDeterminism(t *testing.T) {
	d := mustBuild(t, testCards())
	trace := func(s *State, seed uint64) string {
		s.Reset(d, ShadowsOfThePast, newRand(seed))
		var b strings.Builder
		for turn := range 40 {
			playTurn(s, turn%3 == 0, nil)
			checkConservation(t, s)
			fmt.Fprint(&b, s.Hand(), activeString(s), "|")
		}
		return b.String()
	}
	var fresh, reused State
	trace(&reused, 99)
	a, b := trace(&fresh, 5), trace(&reused, 5)
	if a != b {
		t.Errorf("a reused State plays differently from a fresh one")
	}
	if c := trace(&fresh, 6); c == a {
		t.Errorf("seeds 5 and 6 play alike")
	}
}

// A whole battle's villain turns allocate nothing.
func TestAllocs(t *testing.T) {
	d := mustBuild(t, testCards())
	var s State
	rng := newRand(1)
	buf := make([]CardID, 0, DeckSize)
	for _, r := range []Rules{Adventures, ShadowsOfThePast} {
		a := testing.AllocsPerRun(20, func() {
			s.Reset(d, r, rng)
			for turn := range 36 { // 9 rounds of 4 villain turns
				buf = playTurn(&s, turn%4 == 3, buf)
				_ = s.DefenseIcons(0) + s.Bonus(1, Defend) + s.HandLimit()
			}
		})
		if a != 0 {
			t.Errorf("%s: %v allocations per battle, want 0", r.Name, a)
		}
	}
}

// BenchmarkBattle deals a deck and plays 36 villain turns (9 rounds), a
// face-down card every fourth turn.
func BenchmarkBattle(b *testing.B) {
	d := mustBuild(b, testCards())
	var s State
	rng := newRand(1)
	buf := make([]CardID, 0, DeckSize)
	b.ReportAllocs()
	for b.Loop() {
		s.Reset(d, Adventures, rng)
		for turn := range 36 {
			buf = playTurn(&s, turn%4 == 3, buf)
		}
	}
}

// Random legal play, both rulesets: every card in one zone, the hand
// refilled to its limit while the deck lasts, the active cards no more
// than the rules allow, the Regroup card never active nor discarded.
func TestRandomPlayInvariants(t *testing.T) {
	cs := testCards()
	cs[0] = with(cs[0], Ability{When: WhenPlayed, Effect: Draw, N: 2})
	cs[5] = with(cs[5], Ability{When: ThisTurn, Effect: HandBonus, N: 1})
	cs[9] = with(cs[9], Ability{When: WhenDiscarded, Effect: Draw, N: 1})
	d := mustBuild(t, cs)
	seeds := 300
	if testing.Short() {
		seeds = 50
	}
	for _, r := range []Rules{Adventures, ShadowsOfThePast} {
		maxActive := 4 // Zones 1 and 2, 2 cards each
		if r.Line {
			maxActive = 5 // 3 kept, 2 played
		}
		for seed := range uint64(seeds) {
			var s State
			choose := newRand(seed + 1000)
			s.Reset(d, r, newRand(seed))
			for turn := range 60 {
				s.StartTurn(nil)
				for s.PlaysLeft() > 0 && len(s.Hand()) > 0 && choose.IntN(10) > 0 {
					h := s.Hand()
					c := h[choose.IntN(len(h))]
					if s.CanPlayFaceDown(c) && choose.IntN(4) == 0 {
						s.PlayFaceDown(c)
					} else {
						s.Play(c)
					}
				}
				s.EndTurn()
				checkConservation(t, &s)
				if s.DeckLen() > 0 && len(s.Hand()) < HandSize {
					t.Fatalf("%s seed %d turn %d: hand %d with %d cards in the deck", r.Name, seed, turn, len(s.Hand()), s.DeckLen())
				}
				if len(s.Active()) > maxActive {
					t.Fatalf("%s seed %d turn %d: %d active cards, want at most %d", r.Name, seed, turn, len(s.Active()), maxActive)
				}
				for _, a := range s.Active() {
					if a.Card == d.Regroup {
						t.Fatalf("%s seed %d turn %d: the Regroup card is active", r.Name, seed, turn)
					}
				}
				if slices.Contains(s.Discards(), d.Regroup) {
					t.Fatalf("%s seed %d turn %d: the Regroup card is discarded", r.Name, seed, turn)
				}
			}
		}
	}
}
