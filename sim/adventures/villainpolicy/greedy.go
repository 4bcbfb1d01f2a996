package villainpolicy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// Greedy plays each decision for the most it gives now: the card whose
// icons activate the most figures (a face-down card only to awaken a
// leader, or when no card activates anyone), the activatable figure
// nearest a hero, the strike of the most dice at the weakest hero, a move
// or a climb only when it brings the figure nearer a hero (a change of
// level counting as the climb it takes), and every reroll it can
// pay for; minions spawn nearest the heroes. A leader keeps out of the
// heroes' reach unless the strike there is expected to knock a hero down,
// and leaves it when it can.
type Greedy struct {
	odds
}

// Reset reads the battle's Battle die.
func (p *Greedy) Reset(s *adventures.VillainSeat) { p.odds.reset(s) }

// Choose makes decision d.
func (p *Greedy) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	best, bestScore := 0, -1<<30
	for i := range opts {
		var sc int
		switch d.Kind {
		case adventures.VDecideCard:
			sc = cardScore(s, &opts[i])
		case adventures.VDecideFigure:
			sc = figureScore(s, &opts[i])
		case adventures.VDecideAction:
			sc = p.actionScore(s, &opts[i])
		case adventures.VDecideReroll:
			sc = int(opts[i].Kind)
		case adventures.VDecideSpawn:
			sc = -nearestHero(s, opts[i].Cell)
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return best
}

// iconValue weighs an icon: strikes above moves, a shell the least.
func iconValue(ic villaindeck.Icon) int {
	v := 0
	switch ic.Kind() {
	case villaindeck.KindMove:
		v = 2 * ic.Count()
	case villaindeck.KindMelee, villaindeck.KindRanged:
		v = 3 * ic.Count()
	}
	if ic.Shell() {
		v++
	}
	return v
}

// cardScore scores playing a card: face up, the value of its icons for
// every figure it can activate, plus its shells and abilities; face down,
// an awakening leader highly (the more with an icon to spend if it
// stands), anything else below every useful card.
func cardScore(s *adventures.VillainSeat, o *adventures.VillainOption) int {
	c := s.Card(o.Card)
	if o.Kind == adventures.VOptFaceDown {
		if o.Desp != villaindeck.DesperateAwaken && s.Fig(int(o.Fig)).Down {
			// An awakening attempt with an icon to spend if it stands:
			// worth the attempt alone, and a little more.
			if s.AwakenDice(int(o.Fig)) == 0 {
				return -100
			}
			return 101
		}
		switch o.Desp {
		case villaindeck.DesperateAwaken:
			if s.AwakenDice(int(o.Fig)) == 0 {
				return -100 // no die to roll: only a KO token (figureScore)
			}
			return 100
		case villaindeck.DesperateUnstun:
			return 2
		case villaindeck.DesperateMelee:
			return 4 - cardValue(s, c)/8
		}
		return 1 - cardValue(s, c)/8
	}
	if c.Regroup {
		st := s.Deck()
		if len(st.Discards()) >= 8 && st.DeckLen() < 6 {
			return 40
		}
		return -10
	}
	return 10 * cardValue(s, c)
}

// cardValue is the value of card c played face up now.
func cardValue(s *adventures.VillainSeat, c *villaindeck.Card) int {
	per := 0
	for _, ic := range c.IconList() {
		per += iconValue(ic)
	}
	n := 0
	for id := s.NumHeroes(); id < s.NumFigures() && n < int(c.Figures); id++ {
		f := s.Fig(id)
		if int(f.Type) == int(c.Type) && f.OnMap() && !s.Activated(id) {
			n++
		}
	}
	return n*per + c.DefenseIcons() + int(c.NAbilities)
}

// nearestHero returns the distance from cell to the nearest standing
// hero, a change of level counting as the climb it takes (approach).
func nearestHero(s *adventures.VillainSeat, cell grid.Cell) int {
	d := 1 << 20
	m := &s.Battle().Map
	for h := 0; h < s.NumHeroes(); h++ {
		if f := s.Fig(h); f.Standing() {
			d = min(d, approach(m, cell, f.Cell))
		}
	}
	return d
}

// figureScore prefers a knocked-down leader (to awaken), then the figure
// nearest a hero; stopping scores below every figure but a knocked-down
// leader with no die to roll for awakening: its attempt fails for sure
// and gives it a KO token, a turn nearer the heroes' leader-ko-in-a-row
// win, where staying idle costs one token a round (Adventures, Awakening
// Player-Controlled Villain Leaders, p. 36).
func figureScore(s *adventures.VillainSeat, o *adventures.VillainOption) int {
	if o.Kind == adventures.VOptNone {
		return -1 << 20
	}
	f := s.Fig(int(o.Fig))
	if f.Down {
		if s.AwakenDice(int(o.Fig)) == 0 {
			return -1 << 21
		}
		return 1 << 10
	}
	return -nearestHero(s, f.Cell)
}

// actionScore scores an action of the activated figure: a strike by its
// dice, less the target's Life as a tie-break; a move or a climb by how
// much nearer a hero it ends, a climb onto a hero's level counting as the
// climb it saves (nearestHero; only one that comes nearer beats ending the
// turn);
// clearing a stun token above ending. A leader does not move into the
// heroes' reach without a strike there expected to knock a hero down, and
// moves out of it when it can (leaderRisk).
func (p *Greedy) actionScore(s *adventures.VillainSeat, o *adventures.VillainOption) int {
	switch o.Kind {
	case adventures.VOptMelee, adventures.VOptRanged:
		dice := s.OptionStrikeDice(o)
		if o.With != 0 && dice <= separateDice(s, o) {
			return -1000 // no more dice than its icons struck one at a time
		}
		return 1000 + 100*dice - int(s.Fig(int(o.Fig)).Life)
	case adventures.VOptMove, adventures.VOptClimb:
		id := int(o.Fig)
		_, spent := s.Icons()
		if p.leaderRisk(s, id, o.Cell, spends(o, spent)) {
			return -100
		}
		if p.leaderRisk(s, id, s.Fig(id).Cell, spent) {
			return 5 // out of danger
		}
		here := nearestHero(s, s.Fig(id).Cell)
		there := nearestHero(s, o.Cell)
		if there >= here {
			return -1
		}
		if there == 0 {
			return -1
		}
		return 10 * (here - there)
	case adventures.VOptClearStun:
		return 1
	case adventures.VOptTakeCover, adventures.VOptCrouch, adventures.VOptLeap, adventures.VOptGrind, adventures.VOptThrow:
		return p.terrainScore(s, o) // cover.go
	}
	return 0
}

// separateDice returns the Battle dice of the strikes the icons of strike
// option o (its Icon and those it combines with, With) would make one at
// a time at its hero, an icon that cannot pay for a strike alone counting
// none (VillainSeat.StrikeIcons).
func separateDice(s *adventures.VillainSeat, o *adventures.VillainOption) int {
	id, h := s.ActiveFigure(), int(o.Fig)
	icons, _ := s.Icons()
	n := 0
	for m := uint8(1)<<o.Icon | o.With; m != 0; m &= m - 1 {
		if ic := icons[bits.TrailingZeros8(m)]; s.StrikeIcons(id, h, ic.Count()) > 0 {
			n += s.StrikeDice(id, h, ic)
		}
	}
	return n
}

// spends returns the icons spent (bit i: icon i) once option o of the
// activated figure is taken, spent those spent before.
func spends(o *adventures.VillainOption, spent uint8) uint8 {
	spent |= 1<<o.Icon | o.With
	if o.Kind == adventures.VOptClimb && o.Icon2 >= 0 {
		spent |= 1 << o.Icon2
	}
	return spent
}
