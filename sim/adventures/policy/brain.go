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
	obscuring bool     // some space of the map obscures (a strike into or out of it counts half its icons)

	tmp [grid.MaxCells]uint8 // scratch of fieldTo
}

// reset prepares br for the battle of g; the work is done once per Battle.
func (br *brain) reset(g adventures.View) {
	if br.b == g.Battle() {
		return
	}
	b := g.Battle()
	br.b = b
	die := b.BattleDie
	if len(die) == 0 {
		die = adventures.DefaultBattleDie
	}
	br.odds.init(die)
	br.fight, br.survive, br.exitN, br.doorsN, br.dataN, br.carry = false, 0, 0, 0, 0, -1
	br.exits, br.carryZone, br.doors, br.computers = grid.Set{}, grid.Set{}, grid.Set{}, grid.Set{}
	br.obscuring = false
	m := &b.Map
	for c := grid.Cell(0); int(c) < grid.MaxCells; c++ {
		if m.Terrain[c]&grid.Obscuring != 0 {
			br.obscuring = true
		}
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
		case adventures.DefeatLeaders, adventures.DefeatFigures, adventures.LeaderKOInARow:
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
func (br *brain) fieldTo(g adventures.View, st *grid.State, targets *grid.Set, out *[grid.MaxCells]uint8) {
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

// strikeOdds returns the mean wounds (up to the target's Life) and the
// chance to knock out villain figure t of a strike s by hero h, who
// rerolls when it has Focus or the reroll is free.
func (br *brain) strikeOdds(g adventures.View, h int, s *adventures.Strike, t int) (mean, ko float64) {
	f := g.Fig(t)
	return br.odds.strike(s.Dice, s.FreeReroll || g.Focus(h) > 0, s.Penalty+g.VillainBlock(t), int(f.Life))
}

// adjacentVillains calls f for every standing villain figure adjacent to c.
func adjacentVillains(g adventures.View, c grid.Cell, f func(id int)) {
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := g.Fig(id); v.Standing() && g.Battle().Map.Adjacent(c, v.Cell) {
			f(id)
		}
	}
}
