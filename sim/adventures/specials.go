package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// The special-move effects beyond an Attack +X strike, a leap, a heal and a
// Defend bonus (Adventures, Using Special Moves): throws of figures and
// objects, and cards that let a hero use its unchosen cards. A card stays
// active until the start of the hero's next turn and returns to the hand
// when the hero is knocked down (heroTurn in turn.go, knockDownHero in
// strike.go).

// throwFigure throws villain figure id, struck by hero h's special move,
// up to n spaces straight away from h when it still stands after the
// strike, as a push (abilities.go): a thrown figure stops before a space it
// could not end a move in ("I'll Throw You!", named in Shadows of the Past;
// the books print no card text, docs/RULES.md).
func (g *Game) throwFigure(h, id, n int) {
	if n > 0 && g.Figs[id].Standing() && !g.over {
		g.push(id, g.Figs[h].Cell, n)
	}
}

// throwObject destroys the small throwing object on c that hero h's
// special move s throws, when s throws one: "Once a small object has been
// thrown, remove it from the map (it is destroyed)" (Adventures, Small
// Throwing Objects). The special's strike is its ranged strike. A large
// object is thrown the same way and removed with its terrain (throwLarge).
func (g *Game) throwObject(h int, s *Special, c grid.Cell) {
	if !(s.ThrowObject || s.ThrowLarge) || c == grid.NoCell {
		return
	}
	if s.ThrowLarge && g.B.Map.Terrain[c]&grid.LargeObject != 0 {
		g.throwLarge(h, c)
		return
	}
	g.smallObjectThrown(c)
	if g.log != nil {
		g.logf("throw: %s throws the object at %s", g.B.Heroes[h].Name, c.Label())
	}
}

// usesUnchosen reports whether a special move card hero h chose lets it
// use its unchosen cards: "Unchosen special move cards cannot be used
// unless a game effect (such as Michelangelo's Party Dude!) says
// otherwise" (Adventures, Using Special Moves). Such a card does nothing
// else; the hero still uses one special move a turn.
func (g *Game) usesUnchosen(h int) bool {
	for i := range g.B.Heroes[h].Specials {
		if g.heroes[h].hand[i] && g.B.Heroes[h].Specials[i].Unchosen {
			return true
		}
	}
	return false
}

// onlyUnchosen reports whether s does nothing but let the unchosen cards
// be used, so that using it is no option.
func (s *Special) onlyUnchosen() bool {
	return s.Unchosen && s.Strike == NoStrike && !s.Leap && s.HealDice == 0 && s.DefendBonus == 0
}
