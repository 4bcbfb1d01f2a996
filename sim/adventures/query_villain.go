package adventures

import (
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// This file holds the rule questions a policy asks about what a villain
// figure can do, its passive ability bonuses included: the heroes weigh
// what an AI villain threatens, the villain player weighs its strikes.

// VillainMoveAt returns the move points AI villain figure id receives for
// a move action begun on c: its Move with its passive Move bonus there
// (Adventures, "Movement"; docs/RULES.md, the policies' estimates).
func (g *Game) VillainMoveAt(id int, c grid.Cell) int {
	return int(g.B.Villains[g.Figs[id].Type].Move) + g.bonus(id, EffectMove, c)
}

// VillainHitAt returns the hits of AI villain figure id's strike made from
// c, before the range penalty and the hero's defence: its Hit with its
// passive Attack bonus there (Adventures, "Attacking"; aiStrike).
func (g *Game) VillainHitAt(id int, c grid.Cell) int {
	return int(g.B.Villains[g.Figs[id].Type].Hit) + g.bonus(id, EffectAttack, c)
}

// VillainTypeHit returns the hits an AI villain of type t strikes with
// anywhere: its Hit with its sheet's passive Attack bonus that needs no
// terrain (VillainHitAt). It reads the battle alone, not the ally a battle
// chooses after its policies' Reset, so it may be asked there.
func (g *Game) VillainTypeHit(t int) int {
	v := &g.B.Villains[t]
	n := int(v.Hit)
	if a := v.Ability; a.When == Passive && a.Effect == EffectAttack && a.On == 0 {
		n += int(a.N)
	}
	return n
}

// strikeDiceFrom returns the Battle dice Competitive villain figure id
// rolls on a strike from c whose icons count n: the Attack of its sheet
// plus n, plus the attack bonus of its type's active cards and of its
// sheet's passive ability on c (Melee Strikes, p. 18; Ranged Strikes,
// p. 19; villainStrikeDice).
func (g *Game) strikeDiceFrom(id int, c grid.Cell, n int) int {
	t := g.Figs[id].Type
	return int(g.B.Competitive.Sheets[t].Attack) + n + g.comp.deck.Bonus(villaindeck.TypeID(t), villaindeck.Attack) + g.bonus(id, EffectAttack, c)
}

// VillainMoveAt returns the move points AI villain figure id receives for
// a move action begun on c (Game.VillainMoveAt).
func (v View) VillainMoveAt(id int, c grid.Cell) int { return v.g.VillainMoveAt(id, c) }

// VillainHitAt returns the hits of AI villain figure id's strike from c
// (Game.VillainHitAt).
func (v View) VillainHitAt(id int, c grid.Cell) int { return v.g.VillainHitAt(id, c) }

// VillainTypeHit returns the hits an AI villain of type t strikes with
// anywhere (Game.VillainTypeHit).
func (v View) VillainTypeHit(t int) int { return v.g.VillainTypeHit(t) }

// StrikeDiceFrom returns the Battle dice villain figure id would roll on
// a strike from c whose icons count n, its sheet's passive Attack bonus
// there included.
func (s *VillainSeat) StrikeDiceFrom(id int, c grid.Cell, n int) int {
	return s.g.strikeDiceFrom(id, c, n)
}
