package battlefile

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// A whom says whose sheet or card an ability is on, for the effects that
// only fit some.
type whom uint8

const (
	forHero whom = iota
	forLeader
	forMinion
	forSide // an ally card: every hero, or every villain type, of its side
)

// abilityOf parses an `ability:` value of the character-ability vocabulary
// (sim/adventures/abilities.go): "none", a passive effect that takes no
// amount by its word alone ("grind-discount"), or "WHEN: EFFECT [N] [on
// TERRAIN]". Problems are reported at s, with the words that would be
// right; ok is false then.
func abilityOf(src *scenarios.Source, s *scenarios.Str, what string, w whom) (a adventures.Ability, ok bool) {
	if s == nil {
		return a, true
	}
	v := strings.TrimSpace(s.V)
	if v == "none" || v == "" {
		return a, true
	}
	bad := func(format string, args ...any) (adventures.Ability, bool) {
		src.Errorf(s.Pos, "%s: ability %q: "+format, append([]any{what, scenarios.Clip(v)}, args...)...)
		return adventures.Ability{}, false
	}
	when, rest, found := strings.Cut(v, ":")
	if !found {
		when, rest = "passive", v
	}
	when = strings.TrimSpace(when)
	t := slices.Index(adventures.TriggerNames(), when)
	if t < 0 {
		return bad("unknown timing %q%s; want one of %s", scenarios.Clip(when), scenarios.Suggest(when, adventures.TriggerNames()), strings.Join(adventures.TriggerNames(), ", "))
	}
	a.When = adventures.Trigger(t + 1)
	words := strings.Fields(rest)
	if len(words) == 0 {
		return bad("no effect after %q; want one of %s", when+":", strings.Join(adventures.AbilityEffectNames(), ", "))
	}
	e, known := adventures.ParseAbilityEffect(words[0])
	if !known {
		return bad("unknown effect %q%s; want one of %s", scenarios.Clip(words[0]), scenarios.Suggest(words[0], adventures.AbilityEffectNames()), strings.Join(adventures.AbilityEffectNames(), ", "))
	}
	a.Effect, a.N = e, 1
	words = words[1:]
	if len(words) > 0 && words[0] != "on" {
		n, err := strconv.Atoi(words[0])
		switch {
		case !e.Counted():
			return bad("effect %s takes no amount", e)
		case err != nil || n < 1 || n > 9:
			return bad("the amount of %s is a number from 1 to 9, got %q", e, scenarios.Clip(words[0]))
		}
		a.N = int8(n)
		words = words[1:]
	}
	if len(words) > 0 {
		if words[0] != "on" || len(words) != 2 {
			return bad("after the effect and its amount only 'on TERRAIN' may follow")
		}
		i := slices.Index(adventures.AbilityTerrainNames, words[1])
		if i < 0 {
			return bad("unknown terrain %q%s; want one of %s", scenarios.Clip(words[1]), scenarios.Suggest(words[1], adventures.AbilityTerrainNames), strings.Join(adventures.AbilityTerrainNames, ", "))
		}
		if a.When != adventures.Passive || e != adventures.EffectDefend && e != adventures.EffectAttack {
			return bad("only a passive defend or attack bonus may need a terrain (passive: defend N on TERRAIN, passive: attack N on TERRAIN)")
		}
		a.On = adventures.AbilityTerrains[i]
	}
	ts, hero, leader, minion := e.Triggers()
	if !slices.Contains(ts, a.When) {
		var names []string
		for _, x := range ts {
			names = append(names, x.String())
		}
		return bad("effect %s is not %s; give it as %s", e, a.When, strings.Join(names, " or "))
	}
	switch {
	case w == forHero && !hero:
		return bad("effect %s is not for heroes", e)
	case w == forLeader && !leader:
		return bad("effect %s is not for villain leaders", e)
	case w == forMinion && !minion:
		return bad("effect %s is not for minions", e)
	}
	return a, true
}

// villainAbility parses the ability of villain type def in a battle, from
// the battle's entry v when it overrides the sheet's.
func (c *compiler) villainAbility(def *villainDef, v *villainEntry, f *villainFields, leader bool) adventures.Ability {
	src, w := def.src, forMinion
	if v.Ability != nil {
		src = c.src
	}
	if leader {
		w = forLeader
	}
	a, _ := abilityOf(src, f.Ability, "villain "+def.id, w)
	return a
}

// compileAllies builds the battle's ally cards (Adventures, Allies): at
// most adventures.MaxAllies, names not repeated, abilities of the
// vocabulary; a villain ally helps leaders and minions alike, so an effect
// for minions alone (spawn) helps the minion types.
func (c *compiler) compileAllies() {
	seen := map[string]bool{}
	for i := range c.f.Allies {
		s := &c.f.Allies[i]
		if i == adventures.MaxAllies {
			c.errorf(s.At, "allies: at most %d ally cards, got %d", adventures.MaxAllies, len(c.f.Allies))
			return
		}
		if seen[s.Name.V] {
			c.errorf(s.Name.Pos, "allies: ally %q given twice", s.Name.V)
		}
		seen[s.Name.V] = true
		w, side := forHero, adventures.Heroes
		if s.Side.V == "villain" {
			w, side = forMinion, adventures.Villain
		}
		a, ok := abilityOf(c.src, &s.Ability, "ally "+strconv.Quote(s.Name.V), w)
		if ok && a.When == adventures.NoTrigger {
			c.errorf(s.Ability.Pos, "ally %q: an ally card has an ability; got none", s.Name.V)
		}
		c.b.Allies = append(c.b.Allies, adventures.Ally{Name: s.Name.V, Side: side, Ability: a})
	}
}

// checkThrows reports a special move's throw without the strike it needs:
// a thrown figure is a melee strike's target; a thrown object, small or
// large, makes a ranged strike from where the hero stands (not after a
// leap), as the Throw Small Object terrain move does (Adventures, Terrain
// Moves; Terrain Types: Large Throwing Objects, p. 28; docs/RULES.md).
func checkThrows(src *scenarios.Source, hero string, sp *specialSpec, s *adventures.Special) bool {
	switch {
	case s.ThrowLarge && (s.Strike != adventures.Ranged || s.Leap):
		src.Errorf(sp.ThrowLarge.Pos, "hero %s, special %q: throw_large_object needs strike: ranged and no leap (the car, dumpster or bench is thrown from where the hero stands, as a small object is)", hero, sp.Name.V)
	case s.Throw > 0 && s.Strike != adventures.Melee:
		src.Errorf(sp.Throw.Pos, "hero %s, special %q: throw needs strike: melee (the target thrown is the one struck)", hero, sp.Name.V)
	case s.ThrowObject && (s.Strike != adventures.Ranged || s.Leap):
		src.Errorf(sp.ThrowObject.Pos, "hero %s, special %q: throw_object needs strike: ranged and no leap (the object is thrown from where the hero stands)", hero, sp.Name.V)
	default:
		return true
	}
	return false
}
