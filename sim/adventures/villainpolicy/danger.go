package villainpolicy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// odds holds the means of one Battle die of the battle being played.
type odds struct {
	hit, block float64 // expected hits and blocks of one Battle die
}

// reset reads the battle's Battle die.
func (o *odds) reset(s *adventures.VillainSeat) {
	faces := s.Battle().BattleDie
	if len(faces) == 0 {
		faces = adventures.DefaultBattleDie
	}
	o.hit, o.block = 0, 0
	for _, f := range faces {
		o.hit += float64(f.Hits)
		o.block += float64(f.Blocks)
	}
	o.hit /= float64(len(faces))
	o.block /= float64(len(faces))
}

// guarded reports whether villain figure id is a leader whose knock-down
// wins the battle for the heroes (guardedBattle).
func guarded(s *adventures.VillainSeat, id int) bool {
	return s.Battle().Villains[s.Fig(id).Type].Leader && guardedBattle(s.Battle())
}

// guardedBattle reports whether the heroes of battle b win by knocking
// leaders down: by defeating the leaders or by a leader's KO tokens in a
// row. A leader of a battle won otherwise (by knock-outs of any figures)
// fights as the rest.
func guardedBattle(b *adventures.Battle) bool {
	for _, w := range b.Win {
		if w.Kind == adventures.DefeatLeaders || w.Kind == adventures.LeaderKOInARow {
			return true
		}
	}
	return false
}

// exposed reports whether a figure on space c is within a standing hero's
// reach on the hero's next turn (exposedOn).
func exposed(s *adventures.VillainSeat, c grid.Cell) bool {
	return exposedOn(s.Battle(), s.Fig, c)
}

// exposedOn reports whether a figure on space c of battle b, whose
// figures fig returns, is within the reach of one of the standing heroes:
// no farther than the hero's Move and one space more (a move action, then
// a melee strike), by Chebyshev distance, a change of level counting as
// the climb it takes (approach): a leader on a ledge is out of the reach
// of heroes below who would have to climb first. It is the villains'
// measure of danger for their leaders, whose knock-down is the heroes' way
// to win.
func exposedOn(b *adventures.Battle, fig func(int) *adventures.Figure, c grid.Cell) bool {
	for h := range b.Heroes {
		if hf := fig(h); hf.Standing() && approach(&b.Map, c, hf.Cell) <= int(b.Heroes[h].Move)+1 {
			return true
		}
	}
	return false
}

// knocksDown reports whether villain figure id, standing on space from,
// can expect to knock a hero down with the strike icons of icons not in
// spent: the expected wounds of those strikes at one standing hero it may
// strike from there (adjacent for melee, in sight and not adjacent for
// ranged) reach the hero's Life.
func (o *odds) knocksDown(s *adventures.VillainSeat, id int, from grid.Cell, icons []villaindeck.Icon, spent uint8) bool {
	t := s.Fig(id).Type
	base := int(s.Battle().Competitive.Sheets[t].Attack) + s.Deck().Bonus(villaindeck.TypeID(t), villaindeck.Attack)
	for h := 0; h < s.NumHeroes(); h++ {
		hf := s.Fig(h)
		if !hf.Standing() {
			continue
		}
		adj := s.Battle().Map.Adjacent(from, hf.Cell)
		w := 0.0
		for i, ic := range icons {
			k := ic.Kind()
			if spent&(1<<i) != 0 || k != villaindeck.KindMelee && k != villaindeck.KindRanged {
				continue
			}
			pen := 0
			if k == villaindeck.KindMelee && !adj {
				continue
			}
			if k == villaindeck.KindRanged {
				if adj || !s.Battle().Map.LOS(s.State(), from, hf.Cell, &grid.Set{}) {
					continue
				}
				pen = s.RangePenalty(from, hf.Cell)
			}
			w += max(0, float64(base+ic.Count())*o.hit-float64(pen)-float64(s.HeroDefendDice(h))*o.block)
		}
		if w > 0 && w >= float64(hf.Life) {
			return true
		}
	}
	return false
}

// leaderRisk reports whether villain leader id would stand on space c in a
// hero's reach (exposed) without the strike there that is worth it, one
// expected to knock a hero down with the icons left (knocksDown): the
// space a leader keeps out of. It is false for a figure not guarded.
func (o *odds) leaderRisk(s *adventures.VillainSeat, id int, c grid.Cell, spent uint8) bool {
	if !guarded(s, id) || !exposed(s, c) {
		return false
	}
	icons, _ := s.Icons()
	return !o.knocksDown(s, id, c, icons, spent)
}
