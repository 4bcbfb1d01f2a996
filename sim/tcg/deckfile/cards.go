package deckfile

import (
	"go.yaml.in/yaml/v3"

	"github.com/tmntsim/tmntsim/sim/tcg"
)

// MaxCards is the most card titles a card set holds.
const MaxCards = 1024

var (
	cardKeys   = []string{"title", "type", "attribute", "power", "mark", "timing", "when", "effects", "text"}
	effectKeys = []string{"op", "n", "who", "while", "type", "attribute"}
)

// LoadCards reads a card set file (see data/cards.yaml for the format). It
// reports every problem with FILE:LINE:COL.
func LoadCards(name string, b []byte) (*CardSet, error) {
	s := newSource(name, b)
	root := s.parse(b)
	cs := &CardSet{byName: map[string]tcg.CardID{}}
	if root == nil {
		return nil, s.err()
	}
	s.fields(root, "the card set", []string{"cards"}, func(_ string, _, v *yaml.Node) {
		if v.Kind != yaml.SequenceNode {
			s.errorf(v, "cards must be a list of cards")
			return
		}
		for _, n := range v.Content {
			c, ok := s.card(n)
			if !ok {
				continue
			}
			if _, dup := cs.byName[c.Title]; dup {
				s.errorf(n, "card %q defined twice", c.Title)
				continue
			}
			if len(cs.Cards) == MaxCards {
				s.errorf(n, "more than %d cards", MaxCards)
				break
			}
			cs.byName[c.Title] = tcg.CardID(len(cs.Cards))
			cs.Cards = append(cs.Cards, c)
		}
	})
	if len(cs.Cards) == 0 && len(s.errs) == 0 {
		s.errorf(root, "no cards")
	}
	if err := s.err(); err != nil {
		return nil, err
	}
	return cs, nil
}

// card reads one card definition and checks it against the rules of cards
// (docs/RULES.md, TMNT Trading Card Game, "Card files").
func (s *source) card(n *yaml.Node) (tcg.Card, bool) {
	c := tcg.Card{Attr: tcg.NoAttr}
	before := len(s.errs)
	var hasAttr, hasMark, hasWhen *yaml.Node
	s.fields(n, "a card", cardKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "title":
			c.Title = s.str(v, "title")
		case "type":
			c.Type = tcg.CardType(s.enum(v, "type", tcg.CardTypeNames()))
		case "attribute":
			hasAttr = k
			if v.Value == "none" {
				c.Attr = tcg.NoAttr
			} else {
				c.Attr = tcg.Attr(s.enum(v, "attribute", tcg.AttrNames()))
			}
		case "power":
			c.Power = int8(s.integer(v, "power", 0, 20))
		case "mark":
			hasMark = k
			c.Mark = tcg.Mark(s.enum(v, "mark", tcg.MarkNames()))
		case "timing":
			c.Timing = tcg.Timing(s.enum(v, "timing", tcg.TimingNames()))
		case "when":
			hasWhen = k
			c.Trigger = tcg.Trigger(s.enum(v, "when", tcg.TriggerNames()) + 1)
		case "effects":
			s.effects(v, &c)
		case "text":
			c.Text = s.str(v, "text")
		}
	})
	if n.Kind != yaml.MappingNode {
		return c, false
	}
	switch {
	case c.Title == "":
		s.errorf(n, "a card needs a title")
	case c.Type == tcg.Event && c.Attr != tcg.NoAttr:
		s.errorf(hasAttr, "event %q has an attribute; event cards have none", c.Title)
	case c.Type != tcg.Event && c.Attr == tcg.NoAttr:
		s.errorf(n, "card %q needs an attribute (%v)", c.Title, tcg.AttrNames())
	case hasMark != nil && c.Type != tcg.Attack:
		s.errorf(hasMark, "card %q: only attack cards have a mark", c.Title)
	case c.Timing == tcg.When && (c.Type != tcg.Item || hasWhen == nil):
		s.errorf(n, "card %q: timing when needs an item card and a when: moment", c.Title)
	case hasWhen != nil && c.Timing != tcg.When:
		s.errorf(hasWhen, "card %q: when: needs timing: when", c.Title)
	case c.Type == tcg.Event && (c.Timing == tcg.Always || c.Timing == tcg.When):
		s.errorf(n, "event %q needs timing play, flip or play-flip", c.Title)
	}
	for i, e := range c.Fx() {
		if (e.Op == tcg.OpPower) != (c.Timing == tcg.Always) {
			s.errorf(n, "card %q effect %d: power modifiers need timing always, and only they", c.Title, i+1)
		}
	}
	return c, len(s.errs) == before
}

// effects reads a card's effect list.
func (s *source) effects(v *yaml.Node, c *tcg.Card) {
	if v.Kind != yaml.SequenceNode {
		s.errorf(v, "effects must be a list")
		return
	}
	for _, n := range v.Content {
		if int(c.NEff) == tcg.MaxEffects {
			s.errorf(n, "more than %d effects", tcg.MaxEffects)
			return
		}
		e := tcg.Effect{N: 1, Type: tcg.NumCardTypes, Attr: tcg.NoAttr}
		hasOp := false
		s.fields(n, "an effect", effectKeys, func(key string, _, v *yaml.Node) {
			switch key {
			case "op":
				hasOp = true
				e.Op = tcg.Op(s.enum(v, "op", tcg.OpNames()))
			case "n":
				e.N = int8(s.integer(v, "n", 1, 20))
			case "who":
				e.Who = tcg.Who(s.enum(v, "who", tcg.WhoNames()))
			case "while":
				e.While = tcg.Cond(s.enum(v, "while", tcg.CondNames()))
			case "type":
				e.Type = tcg.CardType(s.enum(v, "type", tcg.CardTypeNames()))
			case "attribute":
				e.Attr = tcg.Attr(s.enum(v, "attribute", tcg.AttrNames()))
			}
		})
		if n.Kind == yaml.MappingNode && !hasOp {
			s.errorf(n, "an effect needs an op (%v)", tcg.OpNames())
		}
		if e.While == tcg.CondCharAttr && e.Attr == tcg.NoAttr {
			s.errorf(n, "while: character-attribute needs an attribute")
		}
		c.Effects[c.NEff] = e
		c.NEff++
	}
}
