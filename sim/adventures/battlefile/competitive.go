package battlefile

import (
	"slices"
	"strings"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck/cardfile"
)

// DefaultVillainFocus is the villain player's starting Focus when a
// competitive battle gives none (illustrative: the books leave it to the
// battle description).
const DefaultVillainFocus = 3

// compileCompetitive builds the villain player's side of a competitive
// battle (Adventures, Competitive Mode Setup, pp. 12–13, and Building the
// Villain Deck): the deck from a named deck or 6 colour groups of the
// embedded card set, the villain's starting Focus and the Competitive
// sheets. The competitive keys of a cooperative battle are errors.
func (c *compiler) compileCompetitive() {
	f := c.f
	if f.Mode == nil || f.Mode.V != "competitive" {
		switch {
		case f.VillainDeck != nil:
			c.errorf(f.VillainDeck.Pos, "villain_deck: only a competitive battle has a villain deck (add mode: competitive)")
		case f.VillainGroups != nil:
			c.errorf(f.VillainGroups[0].Pos, "villain_groups: only a competitive battle has a villain deck (add mode: competitive)")
		case f.VillainFocus != nil:
			c.errorf(f.VillainFocus.Pos, "villain_focus: only a competitive battle has a villain player (add mode: competitive)")
		}
		return
	}
	comp := &adventures.Competitive{Rules: villaindeck.Adventures, Focus: DefaultVillainFocus}
	if f.VillainFocus != nil {
		comp.Focus = f.VillainFocus.V
	}
	types := make([]string, len(c.b.Villains))
	for _, v := range f.Villains {
		i, ok := c.villainIdx[v.Villain.V]
		if !ok {
			continue
		}
		types[i] = v.Villain.V
		fields := c.r.villains[v.Villain.V].f
		overlay(&fields, &v.villainFields)
		comp.Sheets[i] = competitiveSheet(&c.b.Villains[i], &fields)
	}
	comp.Deck = c.villainDeck(types)
	// A knocked-down player-controlled leader stays on the map and
	// attempts to awaken (Awakening Player-Controlled Villain Leaders).
	c.b.LeadersAwaken = true
	c.b.Competitive = comp
}

// competitiveSheet returns a villain type's Competitive sheet: the sheet's
// strike_dice, defend and awaken where given, else illustrative values
// derived from the Cooperative sheet (docs/RULES.md): Attack half the Hit
// rounded up, Defend the Block + 1 (a Foot Ninja's Block 1 gives the
// Defend 2 the rulebook states), Awaken half the Life rounded up.
func competitiveSheet(v *adventures.VillainSpec, f *villainFields) adventures.CompetitiveSheet {
	s := adventures.CompetitiveSheet{Attack: (v.Hit + 1) / 2, Defend: v.Block + 1, Awaken: (v.Life + 1) / 2}
	if f.StrikeDice != nil {
		s.Attack = int8(f.StrikeDice.V)
	}
	if f.Defend != nil {
		s.Defend = int8(f.Defend.V)
	}
	if f.Awaken != nil {
		s.Awaken = int8(f.Awaken.V)
	}
	return s
}

// villainDeck builds the battle's villain deck for the villain types
// types (roster names by battle index), reporting what is wrong at the key
// that names it.
func (c *compiler) villainDeck(types []string) *villaindeck.Deck {
	f := c.f
	set, err := cardfile.Embedded()
	if err != nil {
		c.errorf(f.Mode.Pos, "mode: the embedded villain card set: %v", err)
		return nil
	}
	var d *villaindeck.Deck
	var at scenarios.Pos
	switch {
	case f.VillainDeck != nil && f.VillainGroups != nil:
		c.errorf(f.VillainGroups[0].Pos, "villain_groups: give villain_deck or villain_groups, not both")
		return nil
	case f.VillainDeck != nil:
		at = f.VillainDeck.Pos
		for _, nd := range set.Decks {
			if nd.Name == f.VillainDeck.V && !c.deckTypesIn(at, "villain_deck: deck "+nd.Name, nd.Groups, types) {
				return nil
			}
		}
		d, err = set.NamedDeck(f.VillainDeck.V, types)
	case f.VillainGroups != nil:
		at = f.VillainGroups[0].Pos
		var groups []cardfile.Group
		for _, g := range f.VillainGroups {
			villain, colour, ok := strings.Cut(strings.TrimSpace(g.V), " ")
			if !ok {
				c.errorf(g.Pos, "villain_groups: %q is not a colour group; write 'villain colour' (foot-ninja red)", scenarios.Clip(g.V))
				return nil
			}
			groups = append(groups, cardfile.Group{Villain: villain, Colour: strings.TrimSpace(colour)})
		}
		if !c.deckTypesIn(at, "villain_groups", groups, types) {
			return nil
		}
		d, err = set.Deck(groups, types)
	default:
		c.errorf(f.Mode.Pos, "mode: a competitive battle needs a villain deck: add villain_deck (a named deck) or villain_groups (6 colour groups)")
		return nil
	}
	if err != nil {
		msg := strings.ReplaceAll(err.Error(), "\n", "; ")
		if key := "villain_deck"; !strings.HasPrefix(msg, "villain deck:") {
			if f.VillainDeck == nil {
				key = "villain_groups"
			}
			msg = key + ": " + msg
		}
		c.errorf(at, "%s", msg)
		return nil
	}
	return d
}

// deckTypesIn reports whether every colour group of groups is of a
// villain type of the battle, reporting at p the types that are not.
func (c *compiler) deckTypesIn(p scenarios.Pos, what string, groups []cardfile.Group, types []string) bool {
	var missing []string
	for _, g := range groups {
		if !slices.Contains(types, g.Villain) && !slices.Contains(missing, g.Villain) {
			missing = append(missing, g.Villain)
		}
	}
	if len(missing) == 0 {
		return true
	}
	c.errorf(p, "%s has colour groups of %s, which the battle has no figures of (it has %s); add them to villains, or choose other groups",
		what, strings.Join(missing, ", "), strings.Join(types, ", "))
	return false
}

// checkLeaderKOInARow checks a leader-ko-in-a-row win: only leaders that
// awaken take KO tokens, player-controlled ones (Adventures, Awakening
// Player-Controlled Villain Leaders, p. 36) and AI-controlled ones under the
// optional rule (Awakening AI-Controlled Villain Leaders, p. 36), so the
// battle is in Competitive Mode or has ai_leaders_awaken, and has a villain
// leader.
func (c *compiler) checkLeaderKOInARow(cs condSpec) bool {
	awaken := c.f.Rules != nil && c.f.Rules.AILeadersAwaken != nil && c.f.Rules.AILeadersAwaken.V
	if (c.f.Mode == nil || c.f.Mode.V != "competitive") && !awaken {
		c.errorf(cs.Kind.Pos, "leader-ko-in-a-row: only leaders that awaken take KO tokens; add mode: competitive or rules: {ai_leaders_awaken: true}, or use defeat-leaders")
		return false
	}
	for _, v := range c.b.Villains {
		if v.Leader {
			return true
		}
	}
	if !c.badType {
		c.errorf(cs.Kind.Pos, "leader-ko-in-a-row: the battle has no villain leader")
	}
	return false
}
