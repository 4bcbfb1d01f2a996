package policy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// A brain is what the policies of this package know of the battle they
// play, worked out once per battle: the odds of its Battle die and what
// its win conditions ask of the heroes.
type brain struct {
	b    *adventures.Battle
	odds odds

	fight     bool     // a defeat-leaders or defeat-figures win: the heroes must strike
	survive   int      // rounds to survive for a win (0: no such win)
	exitN     int      // heroes that must leave by an exit (0: no such win)
	exits     grid.Set // the exit spaces of that win
	doorsN    int      // doors to open for a win (0: no such win)
	dataN     int      // data to download for a win (0: no such win)
	carry     int      // carriable to carry home for a win, or -1
	carryZone grid.Set // where it must go
	doors     grid.Set // door spaces
	computers grid.Set // computer spaces

	tmp [grid.MaxCells]uint8 // scratch of fieldTo
}

// reset prepares br for the battle of g; the work is done once per Battle.
func (br *brain) reset(g *adventures.Game) {
	if br.b == g.B {
		return
	}
	b := g.B
	br.b = b
	die := b.BattleDie
	if len(die) == 0 {
		die = adventures.DefaultBattleDie
	}
	br.odds.init(die)
	br.fight, br.survive, br.exitN, br.doorsN, br.dataN, br.carry = false, 0, 0, 0, 0, -1
	br.exits, br.carryZone, br.doors, br.computers = grid.Set{}, grid.Set{}, grid.Set{}, grid.Set{}
	m := &b.Map
	for c := grid.Cell(0); int(c) < grid.MaxCells; c++ {
		if !m.On.Has(c) {
			continue
		}
		if m.Terrain[c]&grid.Door != 0 {
			br.doors.Add(c)
		}
		if m.Terrain[c]&grid.Computer != 0 {
			br.computers.Add(c)
		}
	}
	for i := range b.Win {
		w := &b.Win[i]
		switch w.Kind {
		case adventures.DefeatLeaders, adventures.DefeatFigures:
			br.fight = true
		case adventures.SurviveRounds:
			br.survive = w.N
		case adventures.ReachExit:
			br.exitN = max(w.N, 1)
			br.exits = zoneOrExits(m, w)
		case adventures.OpenDoors:
			br.doorsN = w.N
		case adventures.DownloadData:
			br.dataN = w.N
		case adventures.CarryTo:
			br.carry = max(w.Type, 0)
			br.carryZone = zoneOrExits(m, w)
		}
	}
}

// zoneOrExits returns the zone of condition w, or the map's exit spaces
// when it names none.
func zoneOrExits(m *grid.Map, w *adventures.Condition) grid.Set {
	if w.HasZone {
		return w.Zone
	}
	var s grid.Set
	for c := grid.Cell(0); int(c) < grid.MaxCells; c++ {
		if m.On.Has(c) && m.Terrain[c]&grid.Exit != 0 {
			s.Add(c)
		}
	}
	return s
}

// forEach calls f for every cell of s, in order.
func forEach(s *grid.Set, f func(c grid.Cell)) {
	for i, w := range s {
		for w != 0 {
			f(grid.Cell(i*64 + bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
}

// count returns the number of cells in s.
func count(s *grid.Set) int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// fieldTo fills out with the move points from each space to the nearest
// space of targets, as grid.DistanceField measures them on state st.
func (br *brain) fieldTo(g *adventures.Game, st *grid.State, targets *grid.Set, out *[grid.MaxCells]uint8) {
	*out = [grid.MaxCells]uint8{}
	for i := range out {
		out[i] = grid.Unreachable
	}
	for i, w := range targets {
		for w != 0 {
			c := grid.Cell(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
			br.b.Map.DistanceField(st, c, false, &br.tmp)
			for k, d := range br.tmp[:br.b.Map.H*grid.MaxSide] {
				if d < out[k] {
					out[k] = d
				}
			}
		}
	}
}

// icons returns the icons on hero h's slots in mask.
func icons(g *adventures.Game, h int, mask uint8) int {
	n := 0
	for s := 0; s < g.NumSlots(h); s++ {
		if mask&(1<<s) != 0 {
			f, _ := g.Slot(h, s)
			n += f.Count()
		}
	}
	return n
}

// A strikeEst is a strike an option makes, as the engine will roll it.
type strikeEst struct {
	target int       // figure struck, -1 for every adjacent enemy
	from   grid.Cell // the striker's space (a leaping special's landing)
	dice   int       // Battle dice rolled
	pen    int       // range penalty
	free   bool      // the reroll is free
	stun   bool      // a wounded target is stunned
}

// strikeOf returns the strike option o of hero h makes, and false when o
// strikes no villain (Adventures, "Melee Strikes", "Ranged Strikes",
// "Obscuring Terrain", "Using Special Moves").
func strikeOf(g *adventures.Game, h int, o *adventures.Option) (strikeEst, bool) {
	spec := &g.B.Heroes[h]
	m := &g.B.Map
	from := g.Figs[h].Cell
	switch o.Kind {
	case adventures.OptMelee, adventures.OptRanged, adventures.OptThrow:
		t := int(o.Target)
		if !struckVillain(g, t) {
			return strikeEst{}, false
		}
		to := g.Figs[t].Cell
		n := icons(g, h, o.Dice)
		if (m.Terrain[from]|m.Terrain[to])&grid.Obscuring != 0 {
			n /= 2
		}
		s := strikeEst{target: t, dice: int(spec.Attack) + n, from: from}
		if o.Kind != adventures.OptMelee {
			s.pen = grid.RangePenalty(m.RangedDistance(from, to))
		}
		return s, true
	case adventures.OptUseSpecial:
		sp := &spec.Specials[o.Arg]
		if sp.Strike == adventures.NoStrike {
			return strikeEst{}, false
		}
		extra := 0
		if sp.PerExtra {
			extra = icons(g, h, o.Dice) - int(sp.CostIcons)
		}
		if sp.Leap {
			from = o.Cell // it strikes from where it lands
		}
		s := strikeEst{target: int(o.Target), dice: int(spec.Attack) + int(sp.AttackBonus) + extra,
			free: sp.FreeReroll, stun: sp.Stun, from: from}
		if sp.AllAdjacent {
			s.target = -1
		} else if !struckVillain(g, s.target) {
			return strikeEst{}, false
		} else if sp.Strike == adventures.Ranged {
			s.pen = grid.RangePenalty(m.RangedDistance(from, g.Figs[s.target].Cell))
		}
		return s, true
	}
	return strikeEst{}, false
}

// objectStrikeDice returns the Battle dice hero h rolls for strike o at a
// door or camera: Attack + icons, half the icons into or out of obscuring
// terrain (Adventures, "Doors", "Obscuring Terrain").
func objectStrikeDice(g *adventures.Game, h int, o *adventures.Option) int {
	n := icons(g, h, o.Dice)
	if (g.B.Map.Terrain[g.Figs[h].Cell]|g.B.Map.Terrain[o.Cell])&grid.Obscuring != 0 {
		n /= 2
	}
	return int(g.B.Heroes[h].Attack) + n
}

// struckVillain reports whether figure id is a standing villain: the
// target of a strike being made (an option remembered from an earlier
// position may name another).
func struckVillain(g *adventures.Game, id int) bool {
	return id >= g.NumHeroes() && id < g.NumFigures() && g.Figs[id].Standing()
}

// strikeOdds returns the mean wounds (up to the target's Life) and the
// chance to knock out villain figure t of a strike s by hero h, who
// rerolls when it has Focus or the reroll is free.
func (br *brain) strikeOdds(g *adventures.Game, h int, s *strikeEst, t int) (mean, ko float64) {
	f := &g.Figs[t]
	return br.odds.strike(s.dice, s.free || g.Focus(h) > 0, s.pen+g.VillainBlock(t), int(f.Life))
}

// adjacentVillains calls f for every standing villain figure adjacent to c.
func adjacentVillains(g *adventures.Game, c grid.Cell, f func(id int)) {
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := &g.Figs[id]; v.Standing() && g.B.Map.Adjacent(c, v.Cell) {
			f(id)
		}
	}
}
