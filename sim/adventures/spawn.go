package adventures

import (
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// spawn places new minions at the end of a round: half (rounded up) of each
// minion type's figures in the pool, one of each type before a second of
// any (types in this round's initiative order), on empty spawning spaces
// closest to the heroes first, never more than the empty spaces; tiny
// figures may fill a space up to three; a type with no space left stops,
// the others go on (Adventures, "Spawning New Minions",
// "Cooperative Mode Spawning", "Tiny Characters: Spawning"). Among spaces at
// equal distance the players choose.
func (g *Game) spawn() {
	if len(g.B.Spawns) == 0 {
		return
	}
	var want [MaxVillainTypes]int
	total := 0
	for t := range g.B.Villains {
		if g.B.Villains[t].Leader {
			continue
		}
		p := 0
		for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
			if g.Figs[id].Where == inPool {
				p++
			}
		}
		want[t] = (p + 1) / 2
		total += want[t]
	}
	if total == 0 {
		return
	}
	var dist spawnDistances // the heroes stay where they are while minions spawn
	g.spawnDistances(&dist)
	for pass := 0; total > 0; pass++ {
		placed := false
		for i := 0; i < g.nDeck && total > 0; i++ {
			t := int(g.deck[i]) - g.nh
			if t < 0 || want[t] == 0 {
				continue
			}
			c := g.spawnCell(t, &dist)
			if c == grid.NoCell {
				// No space for this type; others (tiny figures
				// joining their own) may still have one.
				total -= want[t]
				want[t] = 0
				continue
			}
			g.spawnFigure(t, c)
			want[t]--
			total--
			placed = true
		}
		if !placed {
			return
		}
	}
}

// spawnFigure places a figure of type t from the figure pool on c, fresh
// and aware (Adventures, Spawning New Minions).
func (g *Game) spawnFigure(t int, c grid.Cell) {
	id := g.poolFigure(t)
	f := &g.Figs[id]
	f.Where, f.Cell, f.Down, f.Life, f.Aware = onMap, c, false, g.B.Villains[t].Life, true
	f.Stun, f.Cover, f.Crouch, f.Carry = 0, false, grid.NoCell, -1
	g.place(f)
	g.rec.Values[g.nh+t][VSpawned]++
	if g.log != nil {
		g.logf("spawn: %s at %s", g.figName(id), c.Label())
	}
}

// poolFigure returns a figure of type t in the figure pool.
func (g *Game) poolFigure(t int) int {
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		if g.Figs[id].Where == inPool {
			return id
		}
	}
	panic("sim: spawning from an empty pool")
}

// spawnCell returns the empty spawning space for a figure of type t closest
// to a standing hero, or NoCell when none is left; dist holds the spaces'
// distances to the heroes (spawnDistances).
func (g *Game) spawnCell(t int, dist *spawnDistances) grid.Cell {
	tiny := g.B.Villains[t].Tiny
	best := 1 << 20
	n := 0
	for i, c := range g.B.Spawns {
		free := !g.occ.Has(c) && !g.down.Has(c)
		if tiny && g.tiny[c] > 0 && g.tiny[c] < 3 && g.tinyType(c) == t {
			free = true
		}
		if !free {
			continue
		}
		d := int(dist[i&(grid.MaxCells-1)])
		if d < best {
			best, n = d, 0
		}
		if d == best {
			g.cells[n] = c
			n++
		}
	}
	if n == 0 {
		return grid.NoCell
	}
	if n == 1 {
		return g.cells[0]
	}
	opts := g.opts[:0]
	for i := 0; i < n; i++ {
		opts = g.add(opts, Option{Kind: OptChoose, Cell: g.cells[i]})
	}
	return opts[g.ask(Decision{DecideTieBreak, -1}, opts)].Cell
}

// spawnDistances holds, for each spawning space of the battle in order, its
// distance (grid.Chebyshev) to the closest hero on the map, or 255 when no
// hero is on the map: a battle has fewer spawning spaces than spaces.
type spawnDistances [grid.MaxCells]uint8

// spawnDistances fills dist with the spawning spaces' distances to the
// heroes on the map now, standing or not.
func (g *Game) spawnDistances(dist *spawnDistances) {
	heroes := g.heroSpaces()
	for i, c := range g.B.Spawns {
		dist[i&(grid.MaxCells-1)] = uint8(min(heroes.distance(c), 255))
	}
}

// tinyType returns the type of the tiny figures on c.
func (g *Game) tinyType(c grid.Cell) int {
	for id := g.nh; id < g.nf; id++ {
		if f := &g.Figs[id]; f.Where == onMap && f.Cell == c {
			return int(f.Type)
		}
	}
	return -1
}

// heroSpaces holds the columns and rows of the heroes on the map.
type heroSpaces struct {
	x, y [MaxHeroes]int
	n    int
}

// heroSpaces returns the spaces of the heroes on the map, standing or not.
func (g *Game) heroSpaces() heroSpaces {
	var s heroSpaces
	for h := 0; h < g.nh; h++ {
		if f := &g.Figs[h]; f.Where == onMap {
			s.x[s.n], s.y[s.n] = f.Cell.X(), f.Cell.Y()
			s.n++
		}
	}
	return s
}

// distance returns the distance (grid.Chebyshev) from c to the closest
// of the heroes' spaces, 1<<20 when there is none.
func (s *heroSpaces) distance(c grid.Cell) int {
	best := 1 << 20
	x, y := c.X(), c.Y()
	for i := 0; i < s.n; i++ {
		dx, dy := s.x[i]-x, s.y[i]-y
		best = min(best, max(dx, -dx, dy, -dy))
	}
	return best
}
