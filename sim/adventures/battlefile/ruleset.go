package battlefile

import (
	"fmt"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
)

// RulesetByName returns the ruleset named name (adventures.LookupRuleset),
// or an error that names the rulesets, with a did-you-mean when name is a
// likely typo of one: for a flag or a file that names a ruleset.
func RulesetByName(name string) (adventures.Ruleset, error) {
	if r, ok := adventures.LookupRuleset(name); ok {
		return r, nil
	}
	names := adventures.RulesetNames()
	return adventures.Ruleset{}, fmt.Errorf("unknown ruleset %q%s; rulesets: %s",
		scenarios.Clip(name), scenarios.Suggest(name, names), strings.Join(names, ", "))
}

// compileRuleset resolves the battle's `ruleset:` (default adventures),
// checks the battle compiled so far against it and applies it, and returns
// it (docs/RULES.md, "Shadows of the Past"):
//   - a ruleset without Cooperative Mode (Shadows of the Past: a villain
//     player only, Introduction) refuses a cooperative battle, at the
//     `mode:` node, or at the `ruleset:` node when the mode is left out;
//   - what the ruleset lacks gets a warning at the hero or villain entry:
//     special moves that stun (Adventures, Stun), move or ranged icons with
//     a shell (Shadows of the Past, Actions: the only mixed icon is the
//     "Active Defense Icon"), giant, tiny and machine villains (Adventures,
//     Character Attributes);
//   - each hero rolls the ruleset's Action dice (Ruleset.SetActionDice:
//     three per Turtle and six for Raphael in Shadows of the Past).
//
// An unknown name is the decoder's error (the field's enum, which lists
// adventures.RulesetNames() for the decoder and the JSON Schema, with a
// did-you-mean); compileRuleset then returns Adventures and adds nothing.
// It is called at the end of compile, when the heroes and villains are
// compiled.
func (c *compiler) compileRuleset() adventures.Ruleset {
	f := c.f
	rs, at := adventures.Adventures, scenarios.Pos{}
	if f.Ruleset != nil {
		r, ok := adventures.LookupRuleset(f.Ruleset.V)
		if !ok {
			return adventures.Adventures
		}
		rs, at = r, f.Ruleset.Pos
	}
	if !rs.Cooperative && (f.Mode == nil || f.Mode.V == "cooperative") {
		if f.Mode != nil {
			c.errorf(f.Mode.Pos, "mode: ruleset %s has no Cooperative Mode (a villain player only); use mode: competitive", rs.Name)
		} else {
			c.errorf(at, "ruleset: %s has no Cooperative Mode (a villain player only), and the mode is cooperative when left out; add mode: competitive", rs.Name)
		}
	}
	heroAt := func(i int) scenarios.Pos {
		if len(f.Heroes) == len(c.b.Heroes) {
			return f.Heroes[i].At
		}
		return at
	}
	for i := range c.b.Heroes {
		h := &c.b.Heroes[i]
		if !rs.Stun {
			for _, sp := range h.Specials {
				if sp.Stun {
					c.warnf(heroAt(i), "hero %s: special move %q stuns, and ruleset %s has no stun", h.Name, sp.Name, rs.Name)
				}
			}
		}
		if !rs.MixedIcons {
			if d, face, ok := mixedIcon(h); ok {
				c.warnf(heroAt(i), "hero %s: Action die %d has a %s face, and in ruleset %s the only mixed icon is melee+shell", h.Name, d+1, face, rs.Name)
			}
		}
		if len(f.Heroes) == len(c.b.Heroes) && h.NDice > 0 {
			rs.SetActionDice(h, f.Heroes[i].Hero.V)
		}
	}
	if !rs.FigureAttributes {
		for i := range c.b.Villains {
			v := &c.b.Villains[i]
			if what := figureAttribute(v); what != "" {
				p := at
				if len(f.Villains) == len(c.b.Villains) {
					p = f.Villains[i].At
				}
				c.warnf(p, "villain %s: %s figures are not in ruleset %s", v.Name, what, rs.Name)
			}
		}
	}
	return rs
}

// mixedIcon returns the first die of hero h with a move or ranged icon and
// a shell, and that face.
func mixedIcon(h *adventures.HeroSpec) (die int, face adventures.Face, ok bool) {
	for d := 0; d < h.NDice; d++ {
		for _, f := range h.Dice[d] {
			if f.Shell() && f.Count() > 0 && f.Kind() != adventures.IconMelee {
				return d, f, true
			}
		}
	}
	return 0, 0, false
}

// figureAttribute names the attribute of villain type v that only the
// Adventures rulebook has (Character Attributes), or "".
func figureAttribute(v *adventures.VillainSpec) string {
	switch {
	case v.Giant:
		return "giant"
	case v.Tiny:
		return "tiny"
	case v.Machine:
		return "machine"
	}
	return ""
}
