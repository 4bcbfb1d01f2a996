package deckfile

import (
	"slices"

	"github.com/tmntsim/tmntsim/scenarios"
	"github.com/tmntsim/tmntsim/sim/tcg"
)

// MaxCards is the most card titles a card set holds.
const MaxCards = 1024

// LoadCards reads a card set file (see data/cards.yaml for the format). It
// reports every problem with FILE:LINE:COL.
func LoadCards(name string, b []byte) (*CardSet, error) {
	var errs scenarios.ErrorList
	var f cardSetFile
	src, ok := decode(name, "the card set", b, &errs, &f)
	if !ok {
		return nil, errOf(errs)
	}
	cs := &CardSet{byName: map[string]tcg.CardID{}}
	for i := range f.Cards {
		cf := &f.Cards[i].cardFile
		if f.Cards[i].bad {
			continue
		}
		c, ok := card(src, cf)
		if !ok {
			continue
		}
		if _, dup := cs.byName[c.Title]; dup {
			src.Errorf(cf.At, "card %q defined twice", c.Title)
			continue
		}
		if len(cs.Cards) == MaxCards {
			src.Errorf(cf.At, "more than %d cards", MaxCards)
			break
		}
		cs.byName[c.Title] = tcg.CardID(len(cs.Cards))
		cs.Cards = append(cs.Cards, c)
	}
	if len(cs.Cards) == 0 && len(errs) == 0 {
		src.Errorf(scenarios.Pos{Line: 1, Col: 1}, "no cards")
	}
	if err := errOf(errs); err != nil {
		return nil, err
	}
	return cs, nil
}

// card builds one card definition and checks it against the rules of
// cards (docs/RULES.md, TMNT Trading Card Game, "Card files"); ok is false
// when the card has a problem.
func card(src *scenarios.Source, f *cardFile) (c tcg.Card, ok bool) {
	before := len(*src.Errs)
	c = tcg.Card{
		Title:   f.Title.V,
		Type:    tcg.CardType(index(tcg.CardTypeNames(), f.Type.V)),
		Attr:    tcg.NoAttr,
		Power:   int8(f.Power.V),
		Mark:    tcg.Mark(index(tcg.MarkNames(), f.Mark.V)),
		Timing:  tcg.Timing(index(tcg.TimingNames(), f.Timing.V)),
		Trigger: tcg.NoTrigger,
		Text:    f.Text.V,
	}
	if i := slices.Index(tcg.AttrNames(), f.Attribute.V); i >= 0 {
		c.Attr = tcg.Attr(i)
	}
	if f.When.V != "" {
		c.Trigger = tcg.Trigger(index(tcg.TriggerNames(), f.When.V) + 1)
	}
	if len(f.Effects) > tcg.MaxEffects {
		src.Errorf(f.Effects[tcg.MaxEffects].At, "more than %d effects", tcg.MaxEffects)
	}
	for i := range min(len(f.Effects), tcg.MaxEffects) {
		c.Effects[i] = effect(src, &f.Effects[i])
		c.NEff++
	}
	if len(*src.Errs) > before {
		return c, false
	}
	switch {
	case c.Type == tcg.Event && c.Attr != tcg.NoAttr:
		src.Errorf(f.Attribute.Pos, "event %q has an attribute; event cards have none", c.Title)
	case c.Type != tcg.Event && c.Attr == tcg.NoAttr:
		src.Errorf(f.At, "card %q needs an attribute (%v)", c.Title, tcg.AttrNames())
	case !f.Mark.Pos.IsZero() && c.Type != tcg.Attack:
		src.Errorf(f.Mark.Pos, "card %q: only attack cards have a mark", c.Title)
	case c.Timing == tcg.When && (c.Type != tcg.Item || f.When.Pos.IsZero()):
		src.Errorf(f.At, "card %q: timing when needs an item card and a when: moment", c.Title)
	case !f.When.Pos.IsZero() && c.Timing != tcg.When:
		src.Errorf(f.When.Pos, "card %q: when: needs timing: when", c.Title)
	case c.Type == tcg.Event && (c.Timing == tcg.Always || c.Timing == tcg.When):
		src.Errorf(f.At, "event %q needs timing play, flip or play-flip", c.Title)
	}
	for i, e := range c.Fx() {
		if (e.Op == tcg.OpPower) != (c.Timing == tcg.Always) {
			src.Errorf(f.At, "card %q effect %d: power modifiers need timing always, and only they", c.Title, i+1)
		}
	}
	return c, len(*src.Errs) == before
}

// effect builds one effect of a card.
func effect(src *scenarios.Source, f *effectFile) tcg.Effect {
	e := tcg.Effect{
		Op:    tcg.Op(index(tcg.OpNames(), f.Op.V)),
		N:     1,
		Who:   tcg.Who(index(tcg.WhoNames(), f.Who.V)),
		While: tcg.Cond(index(tcg.CondNames(), f.While.V)),
		Type:  tcg.NumCardTypes,
		Attr:  tcg.NoAttr,
	}
	if f.N != nil {
		e.N = int8(f.N.V)
	}
	if f.Type.V != "" {
		e.Type = tcg.CardType(index(tcg.CardTypeNames(), f.Type.V))
	}
	if f.Attribute.V != "" {
		e.Attr = tcg.Attr(index(tcg.AttrNames(), f.Attribute.V))
	}
	if e.While == tcg.CondCharAttr && e.Attr == tcg.NoAttr {
		src.Errorf(f.At, "while: character-attribute needs an attribute")
	}
	return e
}

// index returns the index of word among names, 0 (the default) when it is
// not one of them: the decoder has reported a word outside its list.
func index(names []string, word string) int { return max(0, slices.Index(names, word)) }
