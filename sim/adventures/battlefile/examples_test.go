package battlefile

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestExamplesCover checks that the example battles together use every
// terrain type, every line type, every win and loss condition, both villain
// attack types, every wake trigger and the optional rules, so that running
// the examples exercises the whole engine.
func TestExamplesCover(t *testing.T) {
	var terrain grid.Terrain
	var lines grid.Line
	conds := map[adventures.CondKind]bool{}
	attacks := map[adventures.StrikeKind]bool{}
	wakes := map[adventures.Wake]bool{}
	var giant, tiny, machine, awaken, die, override, carryChar, carryItem bool
	for _, name := range Embedded() {
		l, err := Open(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b := l.Battle
		for c := range grid.MaxCells {
			terrain |= b.Map.Terrain[c]
			lines |= b.Map.East[c] | b.Map.South[c]
		}
		for _, c := range append(append([]adventures.Condition{}, b.Win...), b.Lose...) {
			conds[c.Kind] = true
		}
		for _, v := range b.Villains {
			attacks[v.Attack] = true
			wakes[v.Wake] = true
			giant, tiny, machine = giant || v.Giant, tiny || v.Tiny, machine || v.Machine
		}
		for _, c := range b.Carriables {
			carryChar, carryItem = carryChar || c.Character, carryItem || !c.Character
		}
		awaken = awaken || b.LeadersAwaken
		die = die || b.BattleDie != nil
		override = override || b.SkillModifier != 0
	}
	for i, n := range terrainNames {
		if terrain&(1<<i) == 0 {
			t.Errorf("no example battle has %s terrain", n)
		}
	}
	for _, g := range lineGlyphs {
		if lines&g.l == 0 {
			t.Errorf("no example battle has a %s line", g.name)
		}
	}
	for name, k := range condKinds {
		if !conds[k] {
			t.Errorf("no example battle has the %s condition", name)
		}
	}
	for _, a := range []adventures.StrikeKind{adventures.Melee, adventures.Ranged} {
		if !attacks[a] {
			t.Errorf("no example battle has a villain with attack type %d", a)
		}
	}
	for _, w := range []adventures.Wake{adventures.Aware, adventures.WakeOnSight, adventures.WakeOnAlarm, adventures.WakeOnAttack, adventures.WakeOnRound} {
		if !wakes[w] {
			t.Errorf("no example battle has wake trigger %d", w)
		}
	}
	for what, ok := range map[string]bool{"a giant": giant, "a tiny figure": tiny, "a machine": machine,
		"AI leaders awakening": awaken, "a Battle-die override": die, "a skill modifier": override,
		"a carried character": carryChar, "a carried item": carryItem} {
		if !ok {
			t.Errorf("no example battle has %s", what)
		}
	}
}
