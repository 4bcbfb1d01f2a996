package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// prepareOwnSpace does the work of prepareDanger for a decision that
// weighs hero h's own space alone (defensive): unless the threat table
// is kept for this position, or the model is version 3 or 4 (which weigh
// every villain of the table: secondReach, struckDown), it lists only the
// villains within reach of that space, in the table's order, as the
// whole table would weigh them there (dangerSums): what dangerWith then
// returns on that space is the table's, bit for bit (TestOwnSpaceDanger).
// The list is no table for other spaces: the kept table is forgotten, and
// the next prepareThreat builds it again. Call dangerWith on h's space
// only, not dangerAt, whose cache would keep the list's values.
func (t *Tactician) prepareOwnSpace(g adventures.View, h int) {
	if t.br.carry >= 0 {
		t.role(g, h) // as prepareDanger: the team's choice of fetcher
	}
	t.threatCosts(g, h)
	k := t.dangerV.key(g, h, threatKey(g, h, &t.def))
	if t.dangerV.v >= 3 || t.key.valid && t.key.k == k {
		if !t.key.same(k) {
			t.buildThreat(g, h)
		}
		return
	}
	t.key.clear()
	g.Sight(&t.sight)
	c := g.Fig(h).Cell
	t.nThreats = 0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := g.Fig(id); !v.Standing() || !v.Aware {
			continue
		}
		// Out of its reach of any hero, a villain is not weighed on c
		// whoever else it sees (dangerSums: d > maxD).
		th := newThreat(g, id)
		if grid.Chebyshev(th.cell, c) > th.maxD {
			continue
		}
		th.nearestOther(g, h)
		t.threats[t.nThreats] = th
		t.nThreats++
	}
	if t.dangerV.v >= 2 {
		t.dangerV.prepare(g, h)
	}
	// Every villain listed is looked at on c (dangerSums: threatIndex).
	d := &t.dangerV
	d.colV[c.X()&(grid.MaxSide-1)] = uint64(1)<<t.nThreats - 1
	d.rowV[c.Y()&(grid.MaxSide-1)] = ^uint64(0)
}
