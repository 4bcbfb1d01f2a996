package adventures

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// fieldSlots is the number of distance fields a Game keeps.
const fieldSlots = 4

// A fieldCache keeps the distance fields a Game computed last, each with
// what it depends on: its target space, whether slow terrain was ignored,
// and the doors opened and objects gone when it was computed (figures do
// not count). The villains of one activation mostly head for the same
// hero, who does not move meanwhile, so most requests are served from it.
type fieldCache struct {
	to    [fieldSlots]grid.Cell
	slow  [fieldSlots]bool // slow terrain ignored
	open  [fieldSlots]grid.Set
	gone  [fieldSlots]grid.Set
	valid [fieldSlots]bool
	next  int                   // the slot to replace next
	cur   *[grid.MaxCells]uint8 // the field in use
	field [fieldSlots][grid.MaxCells]uint8
}

// useField makes the distance field to space to (ignoring slow terrain if
// ignoreSlow) the one distanceTo reads: the map's own while no door is
// open and no blocking object gone (grid.Map.StaticField), else a kept
// one, computed unless it is kept.
func (g *Game) useField(to grid.Cell, ignoreSlow bool) {
	fc := &g.fields
	if f := g.B.Map.StaticField(&g.Map, to, ignoreSlow); f != nil {
		fc.cur = f
		g.ctr.FieldsKept++
		return
	}
	for i := range fc.valid {
		if fc.valid[i] && fc.to[i] == to && fc.slow[i] == ignoreSlow &&
			fc.open[i] == g.Map.Open && fc.gone[i] == g.Map.Gone {
			fc.cur = &fc.field[i]
			g.ctr.FieldsKept++
			return
		}
	}
	i := fc.next
	fc.next = (i + 1) % fieldSlots
	fc.to[i], fc.slow[i], fc.open[i], fc.gone[i], fc.valid[i] = to, ignoreSlow, g.Map.Open, g.Map.Gone, true
	fc.cur = &fc.field[i]
	g.ctr.DistanceField++
	g.B.Map.DistanceField(&g.Map, to, ignoreSlow, &fc.field[i])
}

// distanceTo returns the move distance from c to the target cell tc in the
// distance field in use (useField), falling back to the straight distance
// where the field has no route (e.g. across levels with no fire escape).
func (g *Game) distanceTo(c, tc grid.Cell) int {
	if d := g.fields.cur[c]; d != grid.Unreachable {
		return int(d)
	}
	return 200 + grid.Chebyshev(c, tc)
}
