package adventures

import (
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// TestStoppedSearchServesItsMoveAlone checks a move named with no search
// kept: CheckAction's search stops at the space named, gives its cost as
// the whole search does, serves that move, and the option list or a policy
// asking afterwards gets the whole search.
func TestStoppedSearchServesItsMoveAlone(t *testing.T) {
	b := brawl(t)
	for _, to := range []string{"b2", "d5", "g1"} {
		g := newTestGame(t, b, nil)
		h := 0
		g.mp = 6
		var all grid.Reach
		g.heroReachInto(h, g.mp, &all)
		o := Option{Kind: OptMoveTo, Cell: cell(t, to)}
		err := g.CheckAction(h, &o)
		if all.End.Has(o.Cell) != (err == nil) || err == nil && int(o.Arg) != int(all.Cost[o.Cell]) {
			t.Fatalf("move to %s: got %v, cost %d; want reachable %v, cost %d", to, err, o.Arg, all.End.Has(o.Cell), all.Cost[o.Cell])
		}
		if r := g.moveReach(h); r.End != all.End || r.Cost != all.Cost {
			t.Errorf("move to %s: the search asked after the check is not the whole search", to)
		}
		if err != nil {
			continue
		}
		g.reachFor = -1
		if err := g.CheckAction(h, &o); err != nil || !g.reachPart {
			t.Fatalf("move to %s: got %v, stopped %v; want a search stopped at it", to, err, g.reachPart)
		}
		g.doAction(h, o)
		if g.Figs[h].Cell != o.Cell || g.mp != 6-int(all.Cost[o.Cell]) {
			t.Errorf("move to %s: got the hero on %s with %d MP left, want %s with %d", to, g.Figs[h].Cell.Label(), g.mp, to, 6-int(all.Cost[o.Cell]))
		}
	}
}
