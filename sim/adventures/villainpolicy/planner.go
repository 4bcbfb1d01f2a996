package villainpolicy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// Planner plays the villain's hand as a player who counts would: it
// values each card of the hand by the wounds its figures can expect to
// deal this turn (each figure that can reach a hero with the card's move
// icons and strike it, the best figures first), with a bonus for a hero
// the strikes can knock down, and plays the best two; it goes desperate
// when a single icon on a figure already in reach beats every card; it
// activates the figures with the most to gain first, strikes the hero it
// can hurt most (the one nearest a knock-down first), moves a figure to
// the space from which it strikes best with the icons left (else nearer
// the weakest hero, a change of level counting as the climb it takes, so
// that it climbs to a hero on a ledge), spends
// Focus on strikes, and on defense rolls of leaders, and spawns its
// minions nearest the weakest hero.
//
// It sees what a villain player sees (adventures.VillainSeat): the board,
// its own hand and Focus.
type Planner struct {
	odds
}

// Reset reads the battle's Battle die.
func (p *Planner) Reset(s *adventures.VillainSeat) { p.odds.reset(s) }

// Choose makes decision d.
func (p *Planner) Choose(s *adventures.VillainSeat, d adventures.VillainDecision, opts []adventures.VillainOption) int {
	best, bestScore := 0, -1e18
	for i := range opts {
		var sc float64
		switch d.Kind {
		case adventures.VDecideCard:
			sc = p.cardScore(s, &opts[i])
		case adventures.VDecideFigure:
			if opts[i].Kind == adventures.VOptNone {
				sc = -1e9
			} else {
				sc = p.figureScore(s, int(opts[i].Fig))
			}
		case adventures.VDecideAction:
			sc = p.actionScore(s, &opts[i])
		case adventures.VDecideReroll:
			sc = p.rerollScore(s, d.Fig, &opts[i])
		case adventures.VDecideSpawn:
			// Nearest the weakest hero, the strongest minions first.
			v := &s.Battle().Villains[opts[i].Type]
			sc = -float64(p.toWeakest(s, opts[i].Cell)) + 0.01*float64(v.Life+s.Battle().Competitive.Sheets[opts[i].Type].Attack)
		}
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	return best
}

// wounds returns the wounds a strike of n dice can expect to deal hero
// h, with a bonus when they may knock h down.
func (p *Planner) wounds(s *adventures.VillainSeat, n, penalty, h int) float64 {
	w := float64(n)*p.hit - float64(penalty) - float64(s.HeroDefendDice(h))*p.block
	if w <= 0 {
		return 0.05 * float64(n) // a chance remains
	}
	if life := float64(s.Fig(h).Life); w >= life {
		return w + 4
	} else if w >= life/2 {
		return w + 1
	}
	return w
}

// strikeValue returns the best expected wounds figure id can deal from
// space from with a strike of kind (KindMelee, KindRanged) of n icons: its
// dice with its sheet's passive Attack bonus on from, against each hero's
// defence with its passive Defend bonus (StrikeDiceFrom, HeroDefendDice).
func (p *Planner) strikeValue(s *adventures.VillainSeat, id int, from grid.Cell, kind, n int) float64 {
	dice := s.StrikeDiceFrom(id, from, n)
	best := 0.0
	for h := 0; h < s.NumHeroes(); h++ {
		hf := s.Fig(h)
		if !hf.Standing() {
			continue
		}
		adj := s.Battle().Map.Adjacent(from, hf.Cell)
		pen := 0
		switch {
		case kind == villaindeck.KindMelee && !adj:
			continue
		case kind == villaindeck.KindRanged:
			if adj || !s.Battle().Map.LOS(s.State(), from, hf.Cell, &grid.Set{}) {
				continue
			}
			pen = s.RangePenalty(from, hf.Cell)
		}
		best = max(best, p.wounds(s, dice, pen, h))
	}
	return best
}

// figureScore is what figure id can expect from an activation with the
// card's icons (the seat's while the villain chooses the figure): move
// points from the move icons, then its strikes, judged by distance; a
// strike icon counts when a hero is within the move points (plus 1 for
// melee, or up to 3 spaces more for ranged).
func (p *Planner) figureScore(s *adventures.VillainSeat, id int) float64 {
	icons, spent := s.Icons()
	return p.iconsValue(s, id, icons, spent)
}

// iconsValue is figureScore for icons not yet spent.
func (p *Planner) iconsValue(s *adventures.VillainSeat, id int, icons []villaindeck.Icon, spent uint8) float64 {
	f := s.Fig(id)
	if f.Down {
		return p.awakenValue(s, id)
	}
	mp, moves := 0, 0
	move := int(s.Battle().Villains[f.Type].Move) + s.Deck().Bonus(villaindeck.TypeID(f.Type), villaindeck.Move)
	for i, ic := range icons {
		if spent&(1<<i) == 0 && ic.Kind() == villaindeck.KindMove {
			mp += ic.Count() * move
			moves += ic.Count()
		}
	}
	v := 0.0
	stun := int(f.Stun)
	for i, ic := range icons {
		k := ic.Kind()
		if spent&(1<<i) != 0 || (k != villaindeck.KindMelee && k != villaindeck.KindRanged) {
			continue
		}
		if stun > 0 {
			stun--
			continue
		}
		if p.nearHero(s, f.Cell, mp, moves, move, k) {
			dice := int(s.Battle().Competitive.Sheets[f.Type].Attack) + ic.Count() + s.Deck().Bonus(villaindeck.TypeID(f.Type), villaindeck.Attack)
			v += float64(dice)*p.hit - 0.5
		}
	}
	if v == 0 && mp > 0 {
		v = 0.1 // moving nearer is worth a little
	}
	return v
}

// awakenValue is what an attempt to awaken knocked-down leader id is
// worth: 6 when its expected hits could stand it up, less as they fall
// short, and -6, below any other play, when it rolls no die or when two
// attempts' expected hits would not reach its Awaken: a failed attempt
// only adds a KO token, a turn nearer the heroes' leader-ko-in-a-row win,
// where staying idle costs one token a round (Adventures, Awakening
// Player-Controlled Villain Leaders, p. 36), and the minions may come
// next to it (+1 die each) meanwhile.
func (p *Planner) awakenValue(s *adventures.VillainSeat, id int) float64 {
	n := s.AwakenDice(id)
	if n == 0 {
		return -6
	}
	f := s.Fig(id)
	need := float64(int(s.Battle().Competitive.Sheets[f.Type].Awaken) - int(f.Life))
	if 2*float64(n)*p.hit < need {
		return -6
	}
	return 6 * min(1, float64(n)*p.hit/max(need, 1))
}

// nearHero reports whether a standing hero is within a strike of kind from
// cell after mp move points (of moves move icons, move points each), by
// Chebyshev distance; with no move point, a ranged strike only at a hero
// in sight. A melee strike at a hero on another level takes the
// climb first, 2 of the move icons for one space (Adventures, Elevated
// Terrain, p. 28; Terrain Moves: Climb, p. 31; a fire escape between the
// levels is not looked for).
func (p *Planner) nearHero(s *adventures.VillainSeat, c grid.Cell, mp, moves, move, kind int) bool {
	for h := 0; h < s.NumHeroes(); h++ {
		hf := s.Fig(h)
		if !hf.Standing() {
			continue
		}
		d := grid.Chebyshev(c, hf.Cell)
		if kind == villaindeck.KindMelee && approach(&s.Battle().Map, c, hf.Cell) > d {
			if moves >= 2 && d-1 <= 1+mp-2*move {
				return true
			}
			continue
		}
		if kind == villaindeck.KindMelee && d-1 <= mp {
			return true
		}
		// With no move to bring it into sight, a ranged strike needs the
		// hero in sight now (looked at last: the costliest test).
		if kind == villaindeck.KindRanged && d > 1 && d <= 3+mp && (mp > 0 || s.Battle().Map.LOS(s.State(), c, hf.Cell, &grid.Set{})) {
			return true
		}
	}
	return false
}

// cardScore values playing a card: face up, the values of the best
// figures it activates plus its shells and abilities; face down, the
// single icon's value for the figure less what the card would be worth
// face up later.
func (p *Planner) cardScore(s *adventures.VillainSeat, o *adventures.VillainOption) float64 {
	c := s.Card(o.Card)
	if c.Regroup {
		st := s.Deck()
		if len(st.Discards()) >= 8 && st.DeckLen() < 6 {
			return 3
		}
		return -1
	}
	faceUp := p.faceUpValue(s, c)
	if o.Kind == adventures.VOptFaceDown {
		if o.Desp != villaindeck.DesperateAwaken && s.Fig(int(o.Fig)).Down {
			// An awakening attempt with an icon to spend if it stands.
			return p.awakenValue(s, int(o.Fig)) + 2.1 - 0.5*max(faceUp, 0)
		}
		switch o.Desp {
		case villaindeck.DesperateAwaken:
			return p.awakenValue(s, int(o.Fig)) + 2 - 0.5*max(faceUp, 0)
		case villaindeck.DesperateUnstun:
			return 0.5 - 0.5*faceUp
		}
		ic, _ := o.Desp.Icon()
		icons := [1]villaindeck.Icon{ic}
		return p.iconsValue(s, int(o.Fig), icons[:], 0) - 0.5*faceUp - 0.3
	}
	return faceUp
}

// faceUpValue is the value of card c played face up now.
func (p *Planner) faceUpValue(s *adventures.VillainSeat, c *villaindeck.Card) float64 {
	var top [villaindeck.MaxFigures]float64
	n := 0
	for id := s.NumHeroes(); id < s.NumFigures(); id++ {
		f := s.Fig(id)
		if int(f.Type) != int(c.Type) || !f.OnMap() || s.Activated(id) || f.Down && !s.Battle().Villains[f.Type].Leader {
			continue
		}
		v := p.iconsValue(s, id, c.IconList(), 0)
		// Keep the best c.Figures values, in descending order.
		i := min(n, int(c.Figures))
		if i < int(c.Figures) {
			n++
		} else if v <= top[i-1] {
			continue
		} else {
			i--
		}
		for i > 0 && top[i-1] < v {
			top[i] = top[i-1]
			i--
		}
		top[i] = v
	}
	v := 0.0
	for _, x := range top[:n] {
		v += x
	}
	return v + 0.3*float64(c.DefenseIcons()) + 0.5*float64(c.NAbilities)
}

// actionScore values an action of the activated figure.
func (p *Planner) actionScore(s *adventures.VillainSeat, o *adventures.VillainOption) float64 {
	id := s.ActiveFigure()
	icons, spent := s.Icons()
	switch o.Kind {
	case adventures.VOptMelee, adventures.VOptRanged:
		h := int(o.Fig)
		pen := 0
		if o.Kind == adventures.VOptRanged {
			pen = s.RangePenalty(s.Fig(id).Cell, s.Fig(h).Cell)
		}
		// Strike now rather than after a move that cannot improve it.
		v := p.wounds(s, s.OptionStrikeDice(o), pen, h)
		if o.With != 0 {
			// Icons combined: worth what the one strike adds to their
			// strikes one at a time, the first alone scoring its own.
			sep, first := 0.0, 0.0
			for m := uint8(1)<<o.Icon | o.With; m != 0; m &= m - 1 {
				j := bits.TrailingZeros8(m)
				if ic := icons[j]; s.StrikeIcons(id, h, ic.Count()) > 0 {
					w := p.wounds(s, s.StrikeDice(id, h, ic), pen, h)
					sep += w
					if j == int(o.Icon) {
						first = w
					}
				}
			}
			if v <= sep {
				return -100
			}
			v -= sep - first
		}
		return 10 + v
	case adventures.VOptMove, adventures.VOptClimb:
		// The strikes left, made from the space reached.
		left := spends(o, spent)
		if p.leaderRisk(s, id, o.Cell, left) {
			return -10 - 0.01*float64(grid.Chebyshev(s.Fig(id).Cell, o.Cell))
		}
		v := 0.0
		for i, ic := range icons {
			k := ic.Kind()
			if left&(1<<i) == 0 && (k == villaindeck.KindMelee || k == villaindeck.KindRanged) {
				v += p.strikeValue(s, id, o.Cell, k, ic.Count())
			}
		}
		if v > 0 {
			return 10 + v - 0.01*float64(grid.Chebyshev(s.Fig(id).Cell, o.Cell))
		}
		// No strike from there: come nearer the weakest hero (on its
		// level: toWeakest); no nearer, no better than staying.
		return 1 - 0.1*float64(p.toWeakest(s, o.Cell))
	case adventures.VOptClearStun:
		return 5
	case adventures.VOptTakeCover, adventures.VOptCrouch, adventures.VOptLeap, adventures.VOptGrind, adventures.VOptThrow:
		return p.terrainScore(s, o) // cover.go
	}
	// Ending the turn: worth what the strikes left can do from here; a
	// leader in danger would rather move out of it.
	if p.leaderRisk(s, id, s.Fig(id).Cell, spent) {
		return -5
	}
	v := 0.0
	for i, ic := range icons {
		k := ic.Kind()
		if spent&(1<<i) == 0 && (k == villaindeck.KindMelee || k == villaindeck.KindRanged) {
			v += p.strikeValue(s, id, s.Fig(id).Cell, k, ic.Count())
		}
	}
	if v > 0 {
		return 0 // a strike from here is on offer: it scores above
	}
	return 1 - 0.1*float64(p.toWeakest(s, s.Fig(id).Cell))
}

// toWeakest returns the distance from c to the standing hero of least
// Life, a change of level counting as the climb it takes (approach).
func (p *Planner) toWeakest(s *adventures.VillainSeat, c grid.Cell) int {
	best, d := 1<<10, 0
	for h := 0; h < s.NumHeroes(); h++ {
		if hf := s.Fig(h); hf.Standing() && int(hf.Life) < best {
			best, d = int(hf.Life), approach(&s.Battle().Map, c, hf.Cell)
		}
	}
	return d
}

// rerollScore spends Focus on every strike, and on the defense rolls of
// leaders; with 2 Focus or more on every roll.
func (p *Planner) rerollScore(s *adventures.VillainSeat, id int, o *adventures.VillainOption) float64 {
	if o.Kind != adventures.VOptReroll {
		return 0
	}
	if id == s.ActiveFigure() || s.Focus() >= 2 || s.Battle().Villains[s.Fig(id).Type].Leader {
		return 1
	}
	return -1
}
