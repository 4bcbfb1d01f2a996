package adventures

import (
	"fmt"
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
	"github.com/tmntsim/tmntsim/sim/adventures/villaindeck"
)

// villainOccupied returns the spaces player-controlled villain figure id
// may not enter on a move: those of the standing figures but its own. A
// tiny figure may also enter, and end on, a space of tiny figures of its
// type holding fewer than 3: "The villain player may move individual tiny
// figures into the same space (not to exceed 3 tiny figures in a single
// space)"; "Tiny figures of the same minion type may share a single
// space" (Adventures, Tiny Characters: Space Sharing, Competitive Mode,
// p. 34; docs/RULES.md).
func (g *Game) villainOccupied(id int) grid.Set {
	f := &g.Figs[id]
	occ := g.occ
	occ.Remove(f.Cell)
	if !g.B.Villains[f.Type].Tiny {
		return occ
	}
	t := int(f.Type)
	for o := g.vStart[t]; o < g.vStart[t+1]; o++ {
		if of := &g.Figs[o]; of.Standing() && of.Cell != f.Cell && g.tiny[of.Cell] < 3 {
			occ.Remove(of.Cell)
		}
	}
	return occ
}

// tinyStruck reports whether villain figure id is a tiny figure that may
// not strike now: "tiny figures do so as a space together, making a
// single melee or ranged strike for the group, rather than individual
// ones" (Adventures, Tiny Characters: Attacking, p. 34). A space of tiny
// figures strikes once a villain turn, and a tiny figure takes part in
// one strike: it may not strike after its space struck by another
// figure's activation, nor from a space that struck this turn, unless it
// made that strike itself (its activation's other strike icons; docs/RULES.md).
func (g *Game) tinyStruck(id int) bool {
	c := &g.comp
	if !g.B.Villains[g.Figs[id].Type].Tiny {
		return false
	}
	bit := uint64(1) << (id - g.nh)
	return c.struck&bit != 0 || c.struckAt.Has(g.Figs[id].Cell) && c.strikers&bit == 0
}

// tinyStrike records the strike of tiny villain figure id as its space's
// strike (tinyStruck).
func (g *Game) tinyStrike(id int) {
	f := &g.Figs[id]
	if !g.B.Villains[f.Type].Tiny {
		return
	}
	c := &g.comp
	c.strikers |= 1 << (id - g.nh)
	c.struckAt.Add(f.Cell)
	t := int(f.Type)
	for o := g.vStart[t]; o < g.vStart[t+1]; o++ {
		if of := &g.Figs[o]; o != id && of.Standing() && of.Cell == f.Cell {
			c.struck |= 1 << (o - g.nh)
		}
	}
}

// tinyMayDesperate reports whether desperation play d is offered for
// villain figure id: a space of tiny figures is offered once, by its
// first figure that may activate (tinyBehind), and not for a strike when
// the space may not strike (tinyStruck).
func (g *Game) tinyMayDesperate(d villaindeck.Desperation, id int) bool {
	if (d == villaindeck.DesperateMelee || d == villaindeck.DesperateRanged) && g.tinyStruck(id) {
		return false
	}
	return !g.tinyBehind(d, id)
}

// tinyBehind reports whether villain figure id is a tiny figure with a
// figure of its space before it that may take desperation play d: a
// desperation play activates "one space of tiny figures", offered once,
// by its first figure (Adventures, Tiny Characters: Competitive Mode,
// p. 34).
func (g *Game) tinyBehind(d villaindeck.Desperation, id int) bool {
	f := &g.Figs[id]
	if !g.B.Villains[f.Type].Tiny {
		return false
	}
	for o := g.vStart[f.Type]; o < id; o++ {
		if g.Figs[o].Cell == f.Cell && g.mayDesperate(d, o) {
			return true
		}
	}
	return false
}

// desperateTiny resolves desperation play o for a space of tiny figures:
// "When performing a desperation activation, one space of tiny figures
// may activate" (Adventures, Tiny Characters: Competitive Mode, p. 34).
// Each standing figure of the space not yet activated this turn
// activates with the 1 icon, the named figure first; the space strikes
// once (tinyStrike), each figure moves on its own ("Individual tiny
// figures move independently from one another, even when sharing the
// same space", Movement). A face-down card that removes a stun token
// removes one from each stunned figure of the space (docs/RULES.md).
func (g *Game) desperateTiny(o VillainOption) {
	id := int(o.Fig)
	f := &g.Figs[id]
	t, cell := int(f.Type), f.Cell
	var space uint64
	for k := g.vStart[t]; k < g.vStart[t+1]; k++ {
		if kf := &g.Figs[k]; kf.Standing() && kf.Cell == cell && !g.comp.deck.Activated(k) {
			space |= 1 << (k - g.vStart[t])
		}
	}
	if o.Desp == villaindeck.DesperateUnstun {
		for ; space != 0; space &= space - 1 {
			if kf := &g.Figs[g.vStart[t]+bits.TrailingZeros64(space)]; kf.Stun > 0 {
				kf.Stun--
			}
		}
		return
	}
	space &^= 1 << (id - g.vStart[t])
	g.desperateIcon(o)
	g.activateVillain(id)
	for ; space != 0 && !g.over; space &= space - 1 {
		if k := g.vStart[t] + bits.TrailingZeros64(space); g.Figs[k].Standing() {
			g.desperateIcon(o)
			g.activateVillain(k)
		}
	}
}

// canSpawnOn reports whether a minion of villain type t may spawn on
// spawning location space c: an empty space, or for a tiny figure a space
// of fewer than 3 tiny figures of its type: "If three tiny figures already
// occupy a spawning location space, no new figures may spawn there"
// (Adventures, Tiny Characters: Spawning, p. 34; Competitive Mode
// Spawning, p. 35).
func (g *Game) canSpawnOn(t int, c grid.Cell) bool {
	switch {
	case g.down.Has(c):
		return false
	case !g.occ.Has(c):
		return true
	}
	return g.B.Villains[t].Tiny && g.tiny[c] > 0 && g.tiny[c] < 3 && g.tinyType(c) == t
}

// villainClimbs appends the climbs villain figure id may make spending
// move icon i of the activation: "COST: 2 Move Icons ... move from a space
// of low terrain to an adjacent, empty space of elevated terrain (or vice
// versa)" (Adventures, Terrain Moves: Climb, p. 31): icon i alone when it
// holds 2 moves or more, else with the next unspent single move icon.
// Giant and tiny figures "cannot perform terrain moves" (Character
// Attributes, p. 34), nor a figure carrying a character (as a hero).
func (g *Game) villainClimbs(id, i int, opts []VillainOption) []VillainOption {
	c := &g.comp
	f := &g.Figs[id]
	if !g.mayTerrainMove(id) {
		return opts
	}
	two := int8(-1)
	if c.icons[i].Count() < 2 {
		for j := i + 1; j < c.nIcons && two < 0; j++ {
			if ic := c.icons[j]; c.spent&(1<<j) == 0 && ic.Kind() == villaindeck.KindMove && ic.Count() == 1 {
				two = int8(j)
			}
		}
		if two < 0 {
			return opts
		}
	}
	figs := g.figureCells()
	for _, cell := range g.B.Map.ClimbTargets(&g.Map, f.Cell, &figs, g.cells[:0]) {
		if len(opts) < len(c.opts) {
			opts = append(opts, VillainOption{Kind: VOptClimb, Icon: int8(i), Icon2: two, Fig: int16(id), Cell: cell})
		}
	}
	return opts
}

// villainClimb resolves climb option o of villain figure id: the second
// icon is spent too, the figure moves to the space, without hits from
// falling, and takes the hit of harmful terrain it climbs onto (Terrain
// Moves: Climb, p. 31; Harmful Terrain).
func (g *Game) villainClimb(id int, o VillainOption) {
	if o.Icon2 >= 0 {
		g.comp.spent |= 1 << o.Icon2
	}
	if g.log != nil {
		g.logf("climb: %s climbs %s -> %s", g.figName(id), g.Figs[id].Cell.Label(), o.Cell.Label())
	}
	g.relocate(id, o.Cell)
	g.enteredHarm(id)
}

// checkTinySpaces keeps in g.err the first space where tiny figures share
// a space with another figure than a tiny one of their type ("Tiny
// figures may not share spaces with any other figures", Tiny Characters:
// Space Sharing, p. 34); checkInvariants counts them.
func (g *Game) checkTinySpaces() {
	if g.err != nil {
		return
	}
	for id := 0; id < g.nf; id++ {
		f := &g.Figs[id]
		if f.Where != onMap || f.Down || g.tiny[f.Cell] == 0 {
			continue
		}
		if f.Hero || !g.B.Villains[f.Type].Tiny || g.tinyType(f.Cell) != int(f.Type) {
			g.err = fmt.Errorf("round %d: %s shares %s with tiny figures", g.Round, g.figName(id), f.Cell.Label())
			return
		}
	}
}
