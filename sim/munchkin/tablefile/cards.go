package tablefile

import (
	_ "embed"
	"github.com/tmntsim/tmntsim/internal/plural"
	"github.com/tmntsim/tmntsim/scenarios"

	"github.com/tmntsim/tmntsim/sim/munchkin"
	"go.yaml.in/yaml/v3"
)

//go:embed cards.yaml
var defaultCards []byte

// DefaultDeckName is the name of the shipped, illustrative card set.
const DefaultDeckName = "default"

// DefaultDeck returns the shipped card set: 168 cards and six Character
// cards, ILLUSTRATIVE (the rulesheet prints no card values).
func DefaultDeck() *munchkin.Deck {
	d, err := LoadDeck("cards.yaml", defaultCards)
	if err != nil {
		panic("tablefile: the shipped cards do not load: " + err.Error())
	}
	return d
}

// DefaultDeckYAML returns the text of the shipped card set.
func DefaultDeckYAML() []byte { return defaultCards }

// Keys of each card kind, beyond name, kind and count.
var kindKeys = map[munchkin.Kind][]string{
	munchkin.Monster:          {"level", "treasures", "levels", "run", "vs", "bad_stuff"},
	munchkin.Trap:             {"effect", "persistent"},
	munchkin.Stance:           {"bonus", "run"},
	munchkin.Kata:             {"rank", "bonus", "run", "discard_bonus"},
	munchkin.Ally:             {"bonus", "run"},
	munchkin.Enhancer:         {"bonus", "treasures"},
	munchkin.WanderingMonster: {},
	munchkin.Item:             {"slot", "bonus", "run", "gold", "only"},
	munchkin.OneShot:          {"bonus", "gold", "eliminate", "loot"},
	munchkin.GoUpLevel:        {},
	munchkin.Cheat:            {},
}

var effectKeys = []string{"levels", "item", "ally", "discard_hand", "penalty", "death"}

// LoadDeck reads a card file (format: docs/RULES.md, Munchkin TMNT, and the
// shipped cards.yaml). Every problem is reported with FILE:LINE:COL.
func LoadDeck(name string, data []byte) (*munchkin.Deck, error) {
	s := newSrc(name, data)
	root := s.parse(data)
	if root == nil {
		return nil, s.err()
	}
	d := &munchkin.Deck{}
	var cards, chars *yaml.Node
	s.fields(root, "card file", []string{"illustrative", "characters", "cards"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "illustrative":
			s.boolean(v, key)
		case "characters":
			chars = v
		case "cards":
			cards = v
		}
	})
	var charNodes []*yaml.Node
	if chars == nil {
		s.errorf(root, "card file: want a list of characters")
	} else if chars.Kind != yaml.SequenceNode {
		s.errorf(chars, "characters: want a list of Character cards, got %s", scenarios.Describe(chars))
	} else {
		charNodes = s.list(chars)
		for _, c := range charNodes {
			d.Characters = append(d.Characters, s.character(c))
		}
	}
	if cards == nil {
		s.errorf(root, "card file: want a list of cards")
	} else if cards.Kind != yaml.SequenceNode {
		s.errorf(cards, "cards: want a list of cards, each {name, kind, count, ...}, got %s", scenarios.Describe(cards))
	} else {
		total := 0
		named := map[string]bool{}
		for _, c := range s.list(cards) {
			card, n := s.card(c)
			if n > 0 && card.Name != "" {
				// A card's name is its identity (variants replace or blank a
				// card by name): each card is listed once, with its count.
				if named[card.Name] {
					s.errorf(c, "card %q given twice; list a card once, with its count", card.Name)
				}
				named[card.Name] = true
			}
			total += n
			for i := 0; i < n && len(d.Cards) < munchkin.MaxCards; i++ {
				d.Cards = append(d.Cards, card)
			}
		}
		if total > munchkin.MaxCards {
			s.errorf(cards, "card file: %d cards, want at most %d", total, munchkin.MaxCards)
		}
	}
	if len(d.Characters) < munchkin.MinSeats && charNodes != nil {
		s.errorf(chars, "card file: %s, want at least %d", plural.Of(len(d.Characters), "Character card"), munchkin.MinSeats)
	}
	if len(d.Characters) > munchkin.MaxCharacters {
		s.errorf(chars, "card file: %d Character cards, want at most %d", len(d.Characters), munchkin.MaxCharacters)
	}
	seen := map[string]bool{}
	for i, c := range d.Characters {
		if seen[c.Name] {
			s.errorf(charNodes[i], "character %q given twice", c.Name)
		}
		seen[c.Name] = true
	}
	if err := s.err(); err != nil {
		return nil, err
	}
	return d, nil
}

func (s *src) character(n *yaml.Node) munchkin.Character {
	var c munchkin.Character
	s.fields(n, "character", []string{"name", "race", "team_up"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "name":
			c.Name = s.str(v, key)
		case "race":
			c.Race = munchkin.Race(s.enum(v, key, munchkin.RaceNames()[1:]) + 1)
		case "team_up":
			s.fields(v, key, []string{"bonus", "run", "treasure"}, func(key string, k, v *yaml.Node) {
				x := int8(s.integer(v, key, -10, 10))
				switch key {
				case "bonus":
					c.TeamBonus = x
				case "run":
					c.TeamRun = x
				case "treasure":
					c.TeamTreasure = x
				}
			})
		}
	})
	if c.Name == "" {
		s.errorf(n, "character: no name")
	}
	if c.Race == munchkin.RaceAny {
		s.errorf(n, "character %s: no race; want human or mutant", c.Name)
	}
	return c
}

// card decodes one card entry and its count.
func (s *src) card(n *yaml.Node) (munchkin.Card, int) {
	c := munchkin.Card{Reward: 1}
	count := 1
	if n = s.resolve(n); n == nil {
		return c, 0
	}
	if n.Kind != yaml.MappingNode {
		s.errorf(n, "card: want a mapping")
		return c, 0
	}
	kind := -1
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := s.resolve(n.Content[i]); k != nil && k.Value == "kind" {
			if v := s.resolve(n.Content[i+1]); v != nil {
				kind = s.enum(v, "kind", munchkin.KindNames())
			}
		}
	}
	if kind < 0 {
		s.errorf(n, "card: no kind; want one of %v", munchkin.KindNames())
		return c, 0
	}
	c.Kind = munchkin.Kind(kind)
	allowed := append([]string{"name", "kind", "count"}, kindKeys[c.Kind]...)
	leveled := false // a level given, even a wrong one (said once, there)
	s.fields(n, "card", allowed, func(key string, k, v *yaml.Node) {
		switch key {
		case "name":
			c.Name = s.str(v, key)
		case "count":
			count = s.integer(v, key, 1, munchkin.MaxCards)
		case "level":
			c.Level = int8(s.integer(v, key, 1, 100))
			leveled = true
		case "treasures":
			if c.Kind == munchkin.Enhancer {
				c.Extra = int8(s.integer(v, key, -10, 10))
			} else {
				c.Treasures = int8(s.integer(v, key, 0, 10))
			}
		case "levels":
			c.Reward = int8(s.integer(v, key, 1, 3))
		case "run":
			c.Run = int8(s.integer(v, key, -6, 6))
		case "bonus":
			c.Bonus = int8(s.integer(v, key, -20, 20))
		case "rank":
			c.Rank = int8(s.integer(v, key, 1, 4))
		case "slot":
			c.Slot = munchkin.Slot(s.enum(v, key, munchkin.SlotNames()))
		case "gold":
			c.Gold = int16(s.integer(v, key, 0, 10000))
		case "only":
			c.Only = munchkin.Race(s.enum(v, key, munchkin.RaceNames()))
		case "vs":
			s.fields(v, key, []string{"race", "bonus"}, func(key string, k, v *yaml.Node) {
				if key == "race" {
					c.VsRace = munchkin.Race(s.enum(v, key, munchkin.RaceNames()[1:]) + 1)
				} else {
					c.VsBonus = int8(s.integer(v, key, -20, 20))
				}
			})
		case "bad_stuff":
			c.BadStuff = s.effect(v, key)
		case "effect":
			c.Trap = s.effect(v, key)
		case "persistent":
			c.Persistent = s.boolean(v, key)
		case "discard_bonus":
			c.DiscardBonus = int8(s.integer(v, key, 1, 20))
		case "eliminate":
			c.Eliminate = s.boolean(v, key)
		case "loot":
			c.Loot = s.boolean(v, key)
		}
	})
	if c.Name == "" {
		s.errorf(n, "card: no name")
	}
	if c.Kind == munchkin.Kata && c.Rank == 0 {
		s.errorf(n, "kata %s: no rank; want 1 to 4", c.Name)
	}
	if c.Persistent && c.Trap.Penalty == 0 {
		s.errorf(n, "trap %s: persistent without a penalty; a persistent Trap keeps its effect's penalty in every combat", c.Name)
	}
	if c.Loot && !c.Eliminate {
		s.errorf(n, "one_shot %s: loot without eliminate; loot keeps the Treasures of the monster a card eliminates", c.Name)
	}
	if c.Eliminate && c.Bonus != 0 {
		s.errorf(n, "one_shot %s: eliminate with a bonus; a card that eliminates a monster gives no bonus", c.Name)
	}
	if c.Kind == munchkin.Monster && !leveled {
		s.errorf(n, "monster %s: no level; want 1 to 100", c.Name)
	}
	return c, count
}

// effect decodes a Bad Stuff or Trap effect (the vocabulary of
// munchkin.Effect).
func (s *src) effect(n *yaml.Node, what string) munchkin.Effect {
	var e munchkin.Effect
	s.fields(n, what, effectKeys, func(key string, k, v *yaml.Node) {
		switch key {
		case "levels":
			e.Levels = int8(s.integer(v, key, 1, 9))
		case "item":
			e.Item = munchkin.LoseItem(s.enum(v, key, munchkin.LoseItemNames()))
		case "ally":
			e.Ally = s.boolean(v, key)
		case "discard_hand":
			e.DiscardHand = s.boolean(v, key)
		case "penalty":
			e.Penalty = int8(s.integer(v, key, 1, 20))
		case "death":
			e.Death = s.boolean(v, key)
		}
	})
	return e
}
