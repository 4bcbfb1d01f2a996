package battlefile

import (
	"errors"
	"fmt"
	"github.com/tmntsim/tmntsim/internal/plural"
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A RosterHero is a hero of the built-in roster.
type RosterHero struct {
	ID   string // roster name, as battle files write it
	Spec adventures.HeroSpec
}

// A RosterVillain is an AI villain of the built-in roster.
type RosterVillain struct {
	ID   string
	Spec adventures.VillainSpec
}

// Roster returns the heroes and villains of the built-in roster, in the
// order the roster file lists them. It panics if the embedded roster is
// broken (a test keeps it whole).
func Roster() ([]RosterHero, []RosterVillain) {
	var errs scenarios.ErrorList
	rf, lines := builtinRoster()
	src := &scenarios.Source{Name: builtinName, Lines: lines, Errs: &errs}
	r := newRoster()
	r.add(src, rf)
	c := &compiler{src: src, b: &adventures.Battle{}}
	var hs []RosterHero
	for _, id := range r.heroIDs {
		def := r.heroes[id]
		spec, _ := c.heroSpec(def, &def.f, &heroFields{})
		hs = append(hs, RosterHero{id, spec})
	}
	var vs []RosterVillain
	for _, id := range r.villainIDs {
		def := r.villains[id]
		spec := c.villainSpec(def, &def.f)
		spec.Ability = c.villainAbility(def, &villainEntry{}, &def.f, spec.Leader)
		vs = append(vs, RosterVillain{id, spec})
	}
	if len(errs) > 0 {
		panic("battlefile: the built-in roster is broken: " + errs.Error())
	}
	return hs, vs
}

// Starter returns a starter arcade battle for the given number of heroes,
// built as the rulebook's FAQ advises ("Can I create my own Arcade
// Battles?"): one villain leader and one minion type for every two heroes,
// and spawnsPerType spawn points (2 to 4) for every minion type. The battle
// is a valid battle file, meant to be edited.
func Starter(heroes, spawnsPerType int) ([]byte, error) {
	rh, _ := Roster()
	if heroes < 1 || heroes > min(len(rh), adventures.MaxHeroes) {
		return nil, fmt.Errorf("heroes: want 1 to %d (the built-in roster has %d heroes), got %d", min(len(rh), adventures.MaxHeroes), len(rh), heroes)
	}
	return StarterFor(ids(rh[:heroes]), spawnsPerType)
}

// StarterFor is Starter for the named heroes of the built-in roster, in
// seating order, as a battle file's heroes list names them.
func StarterFor(names []string, spawnsPerType int) ([]byte, error) {
	if err := checkStarterNames(names); err != nil {
		return nil, err
	}
	_, rv := Roster()
	heroes := len(names)
	if spawnsPerType < 2 || spawnsPerType > 4 {
		return nil, fmt.Errorf("spawns: want 2 to 4 spawn points per minion type, got %d", spawnsPerType)
	}
	var leaders, minions []string
	for _, v := range rv {
		if !v.Spec.Leader && !v.Spec.Tiny {
			minions = append(minions, v.ID)
		}
	}
	for _, id := range starterLeaders {
		if slices.ContainsFunc(rv, func(v RosterVillain) bool { return v.ID == id && v.Spec.Leader }) {
			leaders = append(leaders, id)
		}
	}
	pairs := (heroes + 1) / 2 // one leader and one minion type per two heroes
	pairs = min(pairs, len(leaders), len(minions))
	// Alternate melee and ranged minions so a starter battle has both.
	minions = alternate(minions, rv)

	grid2 := starterMap(pairs * spawnsPerType)

	tu := StarterTuned(heroes, spawnsPerType)
	var b strings.Builder
	fmt.Fprintf(&b, `# A starter arcade battle for %s, made by "tmntsim new". Edit it, then
# check it with "tmntsim validate FILE" and look at it with "tmntsim show FILE".
#
# It follows the rulebook's advice ("Can I create my own Arcade Battles?"):
# one villain leader and one minion type for every two heroes, and %d spawn
# points per minion type. %s's Life is set to %d (the sheet says %d) so
# that the heroes win about half of the battles under the default policy:
# %.1f%% of %d battles with the first %s of the roster (tmntsim run,
# seed 1). Play it: if it is too easy, raise her Life or add figures to the
# pool or spawn points; if too hard, take some away. tmntsim run tells you
# which, and tmntsim tune finds the number for a win rate you choose.
name: Starter Battle
description: >
  A starter battle for %s: defeat the villain %s before
  round 12. Edit me.
mode: cooperative
ruleset: adventures
heroes: [%s]
skill_modifier: 0

map:
  rows: |
`, plural.Of(heroes, "hero"), spawnsPerType, tu.leaderName, tu.Life, tu.sheetLife, 100*tu.WinRate, tu.Battles, plural.Of(heroes, "hero"),
		plural.Of(heroes, "hero"), plural.Noun(pairs, "leader"), strings.Join(names, ", "))
	writeStarterMap(&b, grid2)
	b.WriteString("villains:\n")
	leaderStarts := []string{"l2", "k6"}
	minionStarts := [][]string{{"j2", "m3"}, {"g5", "l8"}}
	for i := 0; i < pairs; i++ {
		fmt.Fprintf(&b, "  - villain: %s\n    figures: 1\n    start: [%s]\n", leaders[i], leaderStarts[i])
		if leaders[i] == tu.Leader {
			fmt.Fprintf(&b, "    life: %d             # tuned (the sheet says %d): raise it for a harder battle\n", tu.Life, tu.sheetLife)
		}
		fmt.Fprintf(&b, "  - villain: %s\n    figures: %d          # the figure pool: on the map plus waiting to spawn\n    start: [%s]\n",
			minions[i], 4+spawnsPerType, strings.Join(minionStarts[i], ", "))
	}
	b.WriteString(`
win:
  - {kind: defeat-leaders}
lose:
  - {kind: ko-in-a-row, n: 2}
round_limit: 12
at_round_limit: villain
`)
	return []byte(b.String()), nil
}

// checkStarterNames checks a starter's party: 1 to 4 distinct heroes of
// the built-in roster, in seating order.
func checkStarterNames(names []string) error {
	rh, _ := Roster()
	known := ids(rh)
	if len(names) < 1 || len(names) > min(len(rh), adventures.MaxHeroes) {
		return fmt.Errorf("heroes: want 1 to %s, got %d", plural.Of(min(len(rh), adventures.MaxHeroes), "hero"), len(names))
	}
	seen := map[string]bool{}
	for _, n := range names {
		if !slices.Contains(known, n) {
			msg := fmt.Sprintf("heroes: no hero %q in the built-in roster", n)
			if c := scenarios.Closest(n, known); c != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", c)
			}
			return errors.New(msg + "; known: " + strings.Join(known, ", "))
		}
		if seen[n] {
			return fmt.Errorf("heroes: %q is named twice", n)
		}
		seen[n] = true
	}
	return nil
}

// starterMap returns the starters' map, 14×10, heroes bottom left,
// villains top right, with nSpawns spawn points (at most 12).
func starterMap(nSpawns int) [][]byte {
	// The map: 14×10, heroes start bottom left, villains top right.
	rows := []string{
		"..............",
		"..............",
		"....##........",
		"....##....~~..",
		"..........~~..",
		"..g...........",
		"........##....",
		"........##..g.",
		"HH............",
		"HH............",
	}
	grid2 := make([][]byte, len(rows))
	for i := range rows {
		grid2[i] = []byte(rows[i])
	}
	// Spawn points, spread along the top and right edges, far from the heroes.
	spawnCands := []string{"n1", "h1", "n5", "c1", "k1", "n8", "e1", "n3", "a1", "l1", "n10", "j1"}
	for _, s := range spawnCands[:nSpawns] {
		cell, _ := parseCell(s)
		grid2[cell.Y()][cell.X()] = 'S'
	}
	return grid2
}

// writeStarterMap writes the rows of a starter's map and its legend.
func writeStarterMap(b *strings.Builder, rows [][]byte) {
	for _, r := range rows {
		fmt.Fprintf(b, "    %s\n", r)
	}
	b.WriteString(`  legend:
    "#": {terrain: [blocking], name: wall}
    "~": {terrain: [slow], name: puddle}
    g: {terrain: [garbage-can], name: garbage can}
    S: [spawn]
    H: [hero-start]

`)
}

// starterLeaders are the villain leaders of the starters, one per two
// heroes: Karai, then Alopex, the two leaders a party of the default policy
// can beat in an open brawl once Karai's Life is tuned (with Shredder, the
// roster's next leader, four heroes won 1.5% of starter battles).
var starterLeaders = []string{"karai", "alopex"}

// A StarterTuning is the tuned number of one starter battle and the
// heroes' win rate it gives.
type StarterTuning struct {
	Leader  string  // the leader whose Life is tuned (roster name)
	Life    int     // its Life in the starter
	WinRate float64 // the heroes' win rate measured with it: default policy, the first heroes of the roster, seed 1
	Battles int     // battles of that measure

	leaderName string // the leader's name, for the starter's comment
	sheetLife  int    // its Life on the sheet
}

// starterTunings holds, for each number of heroes (1 to 4) and of spawn
// points per minion type (2 to 4), Karai's Life as tmntsim tune found it
// for a 50% win rate (tmntsim tune STARTER --vary villains.karai.life=1..16
// --target 50%, the tactician, seed 1) and the win rate measured once with
// tmntsim run -n 20000 under the default policy (the planner; measured
// again when it became the default, the Life kept, and when its danger
// model became version 2: one hero and 4 spawn points then won 60.39% at
// Life 1, hence Life 2, 42.70%; and when its shield became the default,
// the Life kept: two heroes or more win 0.1 to 3.9 points more, one
// hero as before; and when its far became the default, the Life kept:
// three and four heroes, who meet two leaders, win −0.09 to +0.42 points
// more, one and two heroes, one leader, as before; and when the AI figures
// made room for the later figures of their activation (Adventures, "AI
// Movement"), the Life kept: every starter −0.19 to −0.65 points).
// TestStarterWinRates replays a few thousand battles of each and checks
// the rate.
var starterTunings = [4][3]StarterTuning{
	{{"karai", 2, 0.5466, 20000, "", 0}, {"karai", 2, 0.5205, 20000, "", 0}, {"karai", 2, 0.4243, 20000, "", 0}},
	{{"karai", 10, 0.5705, 20000, "", 0}, {"karai", 10, 0.5423, 20000, "", 0}, {"karai", 9, 0.5672, 20000, "", 0}},
	{{"karai", 4, 0.5715, 20000, "", 0}, {"karai", 3, 0.5430, 20000, "", 0}, {"karai", 2, 0.5669, 20000, "", 0}},
	{{"karai", 8, 0.5634, 20000, "", 0}, {"karai", 7, 0.5532, 20000, "", 0}, {"karai", 6, 0.5850, 20000, "", 0}},
}

// StarterTuned returns the tuning of the starter battle for the given
// number of heroes (1 to 4) and spawn points per minion type (2 to 4).
func StarterTuned(heroes, spawnsPerType int) StarterTuning {
	tu := starterTunings[heroes-1][spawnsPerType-2]
	_, rv := Roster()
	for _, v := range rv {
		if v.ID == tu.Leader {
			tu.leaderName, tu.sheetLife = v.Spec.Name, int(v.Spec.Life)
		}
	}
	return tu
}

// alternate orders minion ids melee, ranged, melee, ... (keeping the
// roster's order within each kind).
func alternate(ids []string, rv []RosterVillain) []string {
	kind := map[string]adventures.StrikeKind{}
	for _, v := range rv {
		kind[v.ID] = v.Spec.Attack
	}
	var melee, ranged []string
	for _, id := range ids {
		if kind[id] == adventures.Ranged {
			ranged = append(ranged, id)
		} else {
			melee = append(melee, id)
		}
	}
	var out []string
	for len(melee) > 0 || len(ranged) > 0 {
		if len(melee) > 0 {
			out, melee = append(out, melee[0]), melee[1:]
		}
		if len(ranged) > 0 {
			out, ranged = append(out, ranged[0]), ranged[1:]
		}
	}
	return out
}

func ids(hs []RosterHero) []string {
	s := make([]string, len(hs))
	for i, h := range hs {
		s[i] = h.ID
	}
	return s
}
