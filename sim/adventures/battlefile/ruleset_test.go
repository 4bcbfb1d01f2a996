package battlefile

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// rulesetBase is base with what Shadows of the Past lacks: Leonardo's
// move+shell face (die 2 of the built-in roster), Raphael's Shell Shock,
// which stuns, and the tiny Mousers. Its lines, for the expected positions:
//
//	 1 name: Test
//	 2 heroes: [leonardo, raphael]
//	 …
//	13   - {villain: foot-ninja, figures: 2, start: [d1]}
//	14   - {villain: mouser, figures: 3, start: [c1]}
//	 …
//	17 ruleset: adventures
var rulesetBase = strings.NewReplacer(
	"heroes: [leonardo]", "heroes: [leonardo, raphael]",
	"    ..#.\n", "    H.#.\n",
	"win:\n", "  - {villain: mouser, figures: 3, start: [c1]}\nwin:\n",
).Replace(base) + "ruleset: adventures\n"

// The warnings of rulesetBase under a ruleset named %s of Shadows of the
// Past.
const shadowsWarnings = `t.yaml:2:10: hero Leonardo: Action die 2 has a move+shell face, and in ruleset %s the only mixed icon is melee+shell
t.yaml:2:20: hero Raphael: special move "Shell Shock" stuns, and ruleset %s has no stun
t.yaml:14:5: villain Mouser: tiny figures are not in ruleset %s`

// compileRulesetOf compiles text, a battle file that loads under the
// Adventures rules, then sets its `ruleset:` node (keeping its position)
// to name and its `mode:` to mode ("" leaves it out), and returns what
// compileRuleset reports: errors, warnings, and each hero's Action dice.
func compileRulesetOf(t *testing.T, text, name, mode string) (errs, warns string, dice []int) {
	t.Helper()
	if mode != "" {
		text += "mode: " + mode + "\n"
	}
	l, err := LoadBytes("t.yaml", []byte(strings.Replace(text, "mode: competitive\n", "", 1)), WithFS(fstest.MapFS{}, "."))
	if err != nil {
		t.Fatalf("the battle does not load: %v", err)
	}
	var list scenarios.ErrorList
	src := scenarios.NewSource("t.yaml", []byte(text), &list)
	var f battleFile
	d := &scenarios.Decoder{Src: src, Enums: enumLists}
	d.Decode(scenarios.ParseYAML(src, []byte(text)), reflectValue(&f), scenarios.Tags{})
	if len(list) > 0 {
		t.Fatalf("decoding: %v", list)
	}
	f.Ruleset.V = name
	c := &compiler{src: src, f: &f, b: l.Battle}
	c.compileRuleset()
	var e, w []string
	for _, x := range list {
		e = append(e, x.Error())
	}
	for _, x := range c.warns {
		w = append(w, x.Error())
	}
	for _, h := range c.b.Heroes {
		dice = append(dice, h.NDice)
	}
	return strings.Join(e, "\n"), strings.Join(w, "\n"), dice
}

// TestCompileRuleset: Shadows of the Past has a villain player only
// (Introduction), no stun, no mixed icon but melee+shell (Actions), no
// giant, tiny or machine figures (Line of Sight: "Figures on the map do not
// block line of sight"), and gives Raphael six Action dice and each other
// Turtle three (Rolling the Action Dice).
func TestCompileRuleset(t *testing.T) {
	warnsFor := func(name string) string { return strings.ReplaceAll(shadowsWarnings, "%s", name) }
	for _, c := range []struct {
		name, mode  string
		errs, warns string
		leo, raph   int
	}{
		{name: "adventures", leo: 3, raph: 3},
		{name: "adventures", mode: "cooperative", leo: 3, raph: 3},
		{name: "shadows-of-the-past",
			errs:  `t.yaml:17:10: ruleset: shadows-of-the-past has no Cooperative Mode (a villain player only), and the mode is cooperative when left out; add mode: competitive`,
			warns: warnsFor("shadows-of-the-past"), leo: 3, raph: 6},
		{name: "shadows-of-the-past", mode: "cooperative",
			errs:  `t.yaml:18:7: mode: ruleset shadows-of-the-past has no Cooperative Mode (a villain player only); use mode: competitive`,
			warns: warnsFor("shadows-of-the-past"), leo: 3, raph: 6},
		{name: "shadows-of-the-past", mode: "competitive",
			warns: warnsFor("shadows-of-the-past"), leo: 3, raph: 6},
		{name: "shadows-of-the-past-ko", mode: "competitive",
			warns: warnsFor("shadows-of-the-past-ko"), leo: 3, raph: 6},
		// An unknown name is the decoder's error (TestRulesetName).
		{name: "shadows-of-the-pats", leo: 3, raph: 3},
	} {
		errs, warns, dice := compileRulesetOf(t, rulesetBase, c.name, c.mode)
		if errs != c.errs {
			t.Errorf("%s, mode %q: got errors\n%s\nwant\n%s", c.name, c.mode, errs, c.errs)
		}
		if warns != c.warns {
			t.Errorf("%s, mode %q: got warnings\n%s\nwant\n%s", c.name, c.mode, warns, c.warns)
		}
		if len(dice) != 2 || dice[0] != c.leo || dice[1] != c.raph {
			t.Errorf("%s: Action dice of Leonardo and Raphael %v, want [%d %d]", c.name, dice, c.leo, c.raph)
		}
	}
}

// TestRulesetName: a misspelt ruleset is refused where it stands, with a
// did-you-mean.
func TestRulesetName(t *testing.T) {
	text := strings.Replace(rulesetBase, "ruleset: adventures", "ruleset: shadows-of-the-pats", 1)
	_, err := LoadBytes("t.yaml", []byte(text), WithFS(fstest.MapFS{}, "."))
	const want = `t.yaml:17:10: ruleset: unknown value "shadows-of-the-pats" (did you mean "shadows-of-the-past"?); want one of adventures, shadows-of-the-past, shadows-of-the-past-ko`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want %s…", err, want)
	}
}

// TestRulesetCompiled: a competitive battle loads under each ruleset, and
// the Battle carries the ruleset, its deck rules (Shadows of the Past,
// Active Villain Ability Cards: an active line of four) and its Action dice
// (Rolling the Action Dice: six for Raphael).
func TestRulesetCompiled(t *testing.T) {
	data, err := EmbeddedData("foot-clan-ambush")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []adventures.Ruleset{adventures.Adventures, adventures.ShadowsOfThePast, adventures.ShadowsOfThePastKorean} {
		text := strings.Replace(string(data), "ruleset: adventures", "ruleset: "+r.Name, 1)
		l, err := LoadBytes("foot-clan-ambush.yaml", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", r.Name, err)
		}
		b := l.Battle
		if b.Ruleset != r {
			t.Errorf("%s: Battle.Ruleset = %+v, want %+v", r.Name, b.Ruleset, r)
		}
		if b.Competitive == nil || b.Competitive.Rules != r.Deck {
			t.Errorf("%s: the villain deck's rules are not the ruleset's %+v", r.Name, r.Deck)
		}
		for _, h := range b.Heroes {
			if want := r.ActionDice(h.Name, 3); h.NDice != want {
				t.Errorf("%s: %s rolls %d Action dice, want %d", r.Name, h.Name, h.NDice, want)
			}
		}
	}
}

// TestSixActionDicePlay: Raphael's six Action dice of Shadows of the Past
// (Ruleset.SetActionDice) are within the engine's limits: a battle with
// them plays by its invariants, Raphael has his six dice and the two he
// receives (eight slots), and playing allocates nothing.
func TestSixActionDicePlay(t *testing.T) {
	data, err := EmbeddedData("intro-brawl")
	if err != nil {
		t.Fatal(err)
	}
	l, err := LoadBytes("intro-brawl.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	b := l.Battle
	raph := -1
	for i := range b.Heroes {
		adventures.ShadowsOfThePast.SetActionDice(&b.Heroes[i], b.Heroes[i].Name)
		if b.Heroes[i].Name == "Raphael" {
			raph = i
		}
	}
	if raph < 0 {
		t.Fatal("intro-brawl has no Raphael")
	}
	g := adventures.NewGame(b, adventures.FirstPolicy{})
	if got := g.NumSlots(raph); got != 8 {
		t.Errorf("Raphael has %d slots, want 8", got)
	}
	g.SetCheck(true)
	rec := newRecord(g.Play)
	n := 200
	if testing.Short() {
		n = 20
	}
	for i := range n {
		g.Play(1, uint64(i), rec)
		if err := g.Violation(); err != nil {
			t.Fatalf("battle %d: %v", i, err)
		}
	}
	g.SetCheck(false)
	i := uint64(0)
	if allocs := testing.AllocsPerRun(50, func() { g.Play(2, i, rec); i++ }); allocs != 0 {
		t.Errorf("a battle allocates %v times, want 0", allocs)
	}
}

// newRecord returns a record of the type play fills.
func newRecord[R any](play func(seed, index uint64, rec *R)) *R { return new(R) }

func TestRulesetByName(t *testing.T) {
	for _, name := range adventures.RulesetNames() {
		if r, err := RulesetByName(name); err != nil || r.Name != name {
			t.Errorf("RulesetByName(%q) = %s, %v", name, r.Name, err)
		}
	}
	const names = "rulesets: adventures, shadows-of-the-past, shadows-of-the-past-ko"
	for _, c := range []struct{ name, want string }{
		{"shadows-of-the-pats", `unknown ruleset "shadows-of-the-pats" (did you mean "shadows-of-the-past"?); ` + names},
		{"adventure", `unknown ruleset "adventure" (did you mean "adventures"?); ` + names},
		{"Shadows-of-the-Past", `unknown ruleset "Shadows-of-the-Past" (did you mean "shadows-of-the-past"?); ` + names},
		{"chess", `unknown ruleset "chess"; ` + names},
		{"", `unknown ruleset ""; ` + names},
	} {
		_, err := RulesetByName(c.name)
		if err == nil || err.Error() != c.want {
			t.Errorf("RulesetByName(%q) error = %v, want %s", c.name, err, c.want)
		}
	}
}
