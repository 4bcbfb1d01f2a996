package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// Each test below plays one field of the Ruleset in the engine, under the
// rulesets whose books differ on it (docs/RULES.md, "Shadows of the
// Past"). A Battle's zero Ruleset plays Adventures (TestZeroRulesetPlaysAdventures).

// rulesetCompetitiveGame is newCompetitiveGame under ruleset r.
func rulesetCompetitiveGame(t *testing.T, r *Ruleset) *Game {
	b := competitiveBattle(t)
	b.Ruleset = *r
	g := newTestGame(t, b, nil)
	g.SetVillainPolicy(FirstVillain{})
	g.setupCompetitive()
	return g
}

// TestRulesetVillainFocusCap: the clean-up's +1 Focus stops at the starting
// Focus (Adventures, Clean-up Phase, p. 15; Shadows of the Past, Focus,
// p. 17), except in the partly Korean edition: "The Villain player has no
// limit to how much focus they can accumulate."
func TestRulesetVillainFocusCap(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want int
	}{
		{&Adventures, 3},
		{&ShadowsOfThePast, 3},
		{&ShadowsOfThePastKorean, 4},
	} {
		g := rulesetCompetitiveGame(t, c.r)
		if g.comp.focus != 3 {
			t.Fatalf("%s: starting Focus %d, want 3", c.r.Name, g.comp.focus)
		}
		g.competitiveCleanUp()
		if g.comp.focus != c.want {
			t.Errorf("%s: Focus after the clean-up %d, want %d", c.r.Name, g.comp.focus, c.want)
		}
	}
}

// TestRulesetIdleLeaderKO: a knocked-down leader idle for a round takes a
// KO token (Adventures, Awakening Player-Controlled Villain Leaders,
// p. 36); in Shadows of the Past only a failed attempt gives one
// (Awakening Villain Leaders).
func TestRulesetIdleLeaderKO(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want int8
	}{
		{&Adventures, 1},
		{&ShadowsOfThePast, 0},
	} {
		g := rulesetCompetitiveGame(t, c.r)
		k := g.vStart[1]
		g.woundVillain(k, 99, 0)
		g.idleLeaderKO()
		if g.comp.ko[k] != c.want {
			t.Errorf("%s: after an idle round %d KO tokens, want %d", c.r.Name, g.comp.ko[k], c.want)
		}
	}
}

// TestRulesetGoDefensive: a hero wounded by a strike may go on the
// defensive (Adventures, Going on the Defensive, p. 19); Shadows of the
// Past has no such rule.
func TestRulesetGoDefensive(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want bool
	}{
		{&Adventures, true},
		{&ShadowsOfThePast, false},
	} {
		asked := false
		p := policyFunc(func(g *Game, d Decision, opts []Option) int {
			asked = asked || d.Kind == DecideDefensive
			return 0
		})
		b := &Battle{Name: "def", Map: openMap(), Heroes: []HeroSpec{turtle("Leonardo", cell(t, "c3"))},
			Villains: []VillainSpec{footNinja(1, cell(t, "d3"))}, Ruleset: *c.r}
		g := newTestGame(t, b, p)
		g.rollActionDice()
		g.villainStrike(g.nh, 0, 9)
		if g.Figs[0].Life >= 10 || g.Figs[0].Down {
			t.Fatalf("%s: the hero is not wounded and standing (Life %d)", c.r.Name, g.Figs[0].Life)
		}
		if asked != c.want {
			t.Errorf("%s: offered to go on the defensive: %v, want %v", c.r.Name, asked, c.want)
		}
	}
}

// TestRulesetKnockDownSpecial: a knocked-down hero's active special move
// returns to its hand at once (Adventures, Using Special Moves, p. 20); in
// Shadows of the Past it stays face up "until the start of that hero's
// next turn" (Using Special Moves, p. 14), where both rulesets clear it.
func TestRulesetKnockDownSpecial(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want int8
	}{
		{&Adventures, -1},
		{&ShadowsOfThePast, 0},
	} {
		b := &Battle{Name: "ko", Map: openMap(),
			Heroes:   []HeroSpec{turtle("Leonardo", cell(t, "c3")), turtle("Raphael", cell(t, "h8"))},
			Villains: []VillainSpec{footNinja(1, cell(t, "d3"))}, Ruleset: *c.r}
		g := newTestGame(t, b, nil)
		g.heroes[0].special = 0
		g.woundHero(0, 99, true)
		if !g.Figs[0].Down {
			t.Fatalf("%s: the hero is not knocked down", c.r.Name)
		}
		if g.heroes[0].special != c.want {
			t.Errorf("%s: active special move %d after the knock-down, want %d", c.r.Name, g.heroes[0].special, c.want)
		}
		g.heroTurn(0)
		if g.heroes[0].special != -1 {
			t.Errorf("%s: active special move %d at the hero's next turn, want -1", c.r.Name, g.heroes[0].special)
		}
	}
}

// TestRulesetStun: a special move that stuns gives a wounded target a stun
// token (Adventures, Stun, p. 35); Shadows of the Past has no stun.
func TestRulesetStun(t *testing.T) {
	for _, c := range []struct {
		r    *Ruleset
		want int8
	}{
		{&Adventures, 1},
		{&ShadowsOfThePast, 0},
	} {
		b := &Battle{Name: "stun", Map: openMap(), Heroes: []HeroSpec{turtle("Raphael", cell(t, "c3"))},
			Villains: []VillainSpec{footNinja(1, cell(t, "d3"))}, Ruleset: *c.r}
		b.Villains[0].Life = 20
		g := newTestGame(t, b, nil)
		g.setDie([]dice.Face{{Hits: 1}}) // every die a hit
		if w := g.heroStrike(0, g.nh, 4, 0, false, true); w == 0 {
			t.Fatalf("%s: the strike wounds nobody", c.r.Name)
		}
		if got := g.Figs[g.nh].Stun; got != c.want {
			t.Errorf("%s: %d stun tokens, want %d", c.r.Name, got, c.want)
		}
	}
}

// TestRulesetElevationRange: "Raph targets a Foot Ninja 3 spaces away in
// elevated terrain ... the Foot Ninja is considered to be 5 spaces away"
// (Adventures, Ranged Strikes, example 3, p. 19: hits reduced by 3), as in
// Shadows of the Past; in its partly Korean edition "elevations do not
// affect ranged strikes" (Ranged Strikes, p. 13: reduced by 1).
func TestRulesetElevationRange(t *testing.T) {
	m := testMap(
		"...^..",
		"......",
	)
	for _, c := range []struct {
		r    *Ruleset
		want int
	}{
		{&Adventures, 3},
		{&ShadowsOfThePast, 3},
		{&ShadowsOfThePastKorean, 1},
	} {
		g := NewGame(&Battle{Name: "range", Map: m, Ruleset: *c.r}, FirstPolicy{})
		if got := g.RangePenalty(grid.At(0, 0), grid.At(3, 0)); got != c.want {
			t.Errorf("%s: range penalty %d, want %d", c.r.Name, got, c.want)
		}
	}
}

// TestZeroRulesetPlaysAdventures: a Battle built without a file has the
// zero Ruleset, and plays Adventures.
func TestZeroRulesetPlaysAdventures(t *testing.T) {
	g := NewGame(&Battle{Name: "zero", Map: openMap()}, FirstPolicy{})
	if g.rs != Adventures {
		t.Errorf("the zero Ruleset plays %+v, want Adventures", g.rs)
	}
}
