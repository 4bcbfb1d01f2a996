package adventures

import (
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/dice"
)

// This file holds read-only views of a battle in play, for policies: none
// of these methods changes the battle or draws from its random source.

// OnMap reports whether f is on the map, standing or knocked down (not in
// the figure pool, not KO'ed from the battle, not gone by an exit).
func (f *Figure) OnMap() bool { return f.Where == onMap }

// PeekRand returns the next number g's random source would give, drawn
// from a copy of the source so that the battle's own draws are unchanged.
// Called from Policy.Reset, it depends on the battle's (seed, index) alone,
// which makes it a per-battle seed for a policy's own random numbers.
func (g *Game) PeekRand() uint64 {
	p := g.pcg
	return p.Uint64()
}

// Escaped reports whether hero h has left the battle by an exit.
func (g *Game) Escaped(h int) bool { return g.heroes[h].escaped }

// InHand reports whether special move sp of hero h is in h's hand (chosen
// at setup).
func (g *Game) InHand(h, sp int) bool { return g.heroes[h].hand[sp] }

// SpecialUsed reports whether hero h has used a special move this turn.
func (g *Game) SpecialUsed(h int) bool { return g.heroes[h].usedSp }

// ActiveSpecial returns the special move of hero h active since its last
// turn, or -1.
func (g *Game) ActiveSpecial(h int) int { return int(g.heroes[h].special) }

// Hacked returns the computer hero h has hacked, or grid.NoCell.
func (g *Game) Hacked(h int) grid.Cell { return g.heroes[h].hacked }

// KOTokens returns the KO tokens hero h has received, and how many of them
// on consecutive turns.
func (g *Game) KOTokens(h int) (total, inARow int) {
	return int(g.heroes[h].ko), int(g.heroes[h].koRow)
}

// Shared returns which of hero h's own dice it shares this round: left
// with its left neighbour (its leftmost die) and right with its right
// neighbour (its rightmost die).
func (g *Game) Shared(h int) (left, right int) {
	return int(g.heroes[h].leftmost), int(g.heroes[h].rightmst)
}

// VillainFigures returns the figure ids of villain type t: first up to,
// not including, end.
func (g *Game) VillainFigures(t int) (first, end int) { return g.vStart[t], g.vStart[t+1] }

// KnockedOut returns the villain figures of type t KO'ed so far, of every
// type when t < 0.
func (g *Game) KnockedOut(t int) int {
	if t < 0 {
		return g.koAll
	}
	return g.koType[t]
}

// Data returns the data downloaded so far.
func (g *Game) Data() int { return g.data }

// DoorsOpened returns the doors opened so far.
func (g *Game) DoorsOpened() int { return g.doors }

// Alerts returns the camera alerts so far.
func (g *Game) Alerts() int { return g.alerts }

// EscapedHeroes returns the number of heroes who left by an exit.
func (g *Game) EscapedHeroes() int { return g.escaped }

// Carriable returns where carriable i is and the figure carrying it (-1
// when none).
func (g *Game) Carriable(i int) (cell grid.Cell, carrier int) {
	return g.carry[i].cell, int(g.carry[i].carrier)
}

// Occupied returns the spaces of standing figures.
func (g *Game) Occupied() grid.Set { return g.occ }

// DownSpaces returns the spaces of knocked-down figures.
func (g *Game) DownSpaces() grid.Set { return g.down }

// Acted reports whether hero h's initiative card was played earlier in the
// round: its turn is over. It is meaningful in the battle phase only (the
// deck is shuffled after the setup phase).
func (g *Game) Acted(h int) bool {
	for i := 0; i < g.deckPos && i < g.nDeck; i++ {
		if int(g.deck[i]) == h {
			return true
		}
	}
	return false
}

// VillainCardsLeft returns how many villain initiative cards are still to
// be drawn in this round, after the card being played. Players know which
// cards were drawn, not the order of the rest: no view tells it. It is
// meaningful in the battle phase only.
func (g *Game) VillainCardsLeft() int {
	n := 0
	for i := g.deckPos + 1; i < g.nDeck; i++ {
		if int(g.deck[i]) >= g.nh {
			n++
		}
	}
	return n
}

// ExpectedVillainCardsBefore returns how many villain initiative cards a
// player expects to be played in this round before hero h's card, the
// cards not yet drawn being in a uniformly random order: half of them
// (each is as likely to come before h's card as after it), or all of them
// when h's card is drawn. It is meaningful in the battle phase only.
func (g *Game) ExpectedVillainCardsBefore(h int) float64 {
	v := g.VillainCardsLeft()
	for i := g.deckPos + 1; i < g.nDeck; i++ {
		if int(g.deck[i]) == h {
			return float64(v) / 2
		}
	}
	return float64(v)
}

// DefendHits returns the hits the defence roll being decided must block,
// which the players see before they roll: the striking AI villain's Hit
// less its range penalty, or the hits a fall rolled. It is meaningful at
// a DecideDefendReroll.
func (g *Game) DefendHits() int { return g.defHits }

// HeroReach fills r with where hero h could move now with mp move points,
// as its move action would: standing figures block, villains are broken
// away from (Adventures, "Breaking Away from Enemies"), a carried character
// slows. brk is the caller's scratch space. Asked while choosing an action
// with the move points left, it copies the search the option list was
// built from instead of searching again.
func (g *Game) HeroReach(h, mp int, r *grid.Reach, brk *[grid.MaxCells]uint8) {
	if mp == g.mp && g.reachKept(h) {
		r.CopyResult(&g.reach)
		*brk = g.heroBrk.cost
		return
	}
	*brk = *g.heroReachInto(h, mp, r)
}

// RolledFace returns the face of die i of the Battle dice rolled last (a
// strike, defence or check): a policy asked whether to reroll reads the
// roll with it, for i below the number of dice it knows were rolled.
func (g *Game) RolledFace(i int) dice.Face { return g.die[g.faces[i]] }
