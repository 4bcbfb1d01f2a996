package battlefile

import "github.com/tmntsim/tmntsim/sim/adventures/grid"

// findReach fills c.reach with the spaces heroes can walk to from their
// start spaces, for the loader's "cannot be reached" checks. It is generous
// on purpose: closed doors can be opened, elevated terrain and climbable
// lines can be climbed, so only blocking terrain, computers and blocking
// lines stop a hero (Adventures rulebook, "Movement": diagonal moves are
// allowed even squeezing between two obstacles, but not across a blocking
// line on both ways round the corner).
func (c *compiler) findReach() {
	m := &c.b.Map
	open := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < m.W && y < m.H && m.Terrain[grid.At(x, y)]&(grid.Blocking|grid.Computer) == 0
	}
	// crossE reports whether the edge between (x,y) and (x+1,y) can be
	// crossed; crossS the edge between (x,y) and (x,y+1).
	crossE := func(x, y int) bool { return m.East[grid.At(x, y)]&grid.LineBlocking == 0 }
	crossS := func(x, y int) bool { return m.South[grid.At(x, y)]&grid.LineBlocking == 0 }
	step := func(x, y, dx, dy int) bool {
		ex, ey := min(x, x+dx), min(y, y+dy)
		switch {
		case dy == 0:
			return crossE(ex, y)
		case dx == 0:
			return crossS(x, ey)
		}
		// Diagonal: round the corner one way or the other.
		viaX := crossE(ex, y) && crossS(x+dx, ey)
		viaY := crossS(x, ey) && crossE(ex, y+dy)
		return viaX || viaY
	}
	var queue []grid.Cell
	c.reach = grid.Set{}
	for y := 0; y < m.H; y++ {
		for x := 0; x < m.W; x++ {
			cell := grid.At(x, y)
			if (c.heroStarts.Has(cell) || m.Terrain[cell]&grid.HeroStart != 0) && open(x, y) {
				c.reach.Add(cell)
				queue = append(queue, cell)
			}
		}
	}
	for len(queue) > 0 {
		cell := queue[0]
		queue = queue[1:]
		x, y := cell.X(), cell.Y()
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if (dx == 0 && dy == 0) || !open(nx, ny) {
					continue
				}
				n := grid.At(nx, ny)
				if c.reach.Has(n) || !step(x, y, dx, dy) {
					continue
				}
				c.reach.Add(n)
				queue = append(queue, n)
			}
		}
	}
}
