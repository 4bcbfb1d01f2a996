package policy

import (
	"math"
	"testing"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// spawnDangerDirect is spawnDanger worked out from the spawning spaces
// alone, every space weighed in full: what the per-position tables of
// spawnDanger must give, bit for bit.
func (t *Tactician) spawnDangerDirect(g adventures.View, c grid.Cell, nDef int) (mean, variance float64) {
	d := &t.dangerV
	var key [maxSpawnSpaces]int
	var near [maxSpawnSpaces]int8
	nNear := 0
	for i := range d.sp[:d.nSp] {
		ds := grid.Chebyshev(d.sp[i], c)
		key[i] = min(ds, d.other[i])
		if ds > 0 && ds <= d.other[i] && ds <= d.reach {
			near[nNear] = int8(i)
			nNear++
		}
	}
	for _, i := range near[:nNear] {
		s := d.sp[i]
		less, same := 0, 0
		for j := range d.sp[:d.nSp] {
			switch {
			case d.sp[j] == c:
			case key[j] < key[i]:
				less++
			case key[j] == key[i]:
				same++
			}
		}
		p := min(max(float64(d.want-less)/float64(same), 0), 1)
		if p == 0 {
			continue
		}
		for k := range d.kinds[:d.nKinds] {
			th := d.kinds[k].th
			th.cell, th.other = s, d.other[i]
			th.maxD = min(th.maxD, th.other)
			strikes, share, _ := t.strikesOn(g, &th, c, grid.NoCell)
			if share == 0 {
				continue
			}
			sm, s2 := t.br.odds.defendMoments(th.hit, nDef, t.reroll)
			q := p * d.kinds[k].share * 0.5 * share
			mean += q * strikes * sm
			variance += q*strikes*(s2-sm*sm) + q*(1-q)*strikes*strikes*sm*sm
		}
	}
	return mean, variance
}

// spawnTableCheck plays as the planner and, at every decision of an
// action, compares the spawns' danger of every space of the map, with the
// defence dice of the space and one and two more, as spawnDanger gives it
// to the direct sum (spawnDangerDirect), bit for bit.
type spawnTableCheck struct {
	*Planner
	asked, nonzero, differ int
}

func (c *spawnTableCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction {
		t := &c.Tactician
		t.prepare(g, h)
		m := &g.Battle().Map
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				cell := grid.At(x, y)
				for extra := 0; extra <= 2; extra++ {
					nDef := t.def.DiceAt(cell) + extra
					m1, v1 := t.spawnDanger(g, cell, nDef)
					m2, v2 := t.spawnDangerDirect(g, cell, nDef)
					c.asked++
					if m2 != 0 {
						c.nonzero++
					}
					if math.Float64bits(m1) != math.Float64bits(m2) || math.Float64bits(v1) != math.Float64bits(v2) {
						c.differ++
					}
				}
			}
		}
	}
	return c.Planner.Act(g, d)
}

// TestSpawnDangerTable checks that the spawns' danger read through the
// per-position tables is the direct sum's, bit for bit, at every space of
// every decision of battles of every example.
func TestSpawnDangerTable(t *testing.T) {
	asked, nonzero := 0, 0
	var c *spawnTableCheck
	playExamples(t, 6, 2, func() adventures.Policy {
		c = &spawnTableCheck{Planner: NewPlanner(0.9, 1)}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("%s: %d of %d spawn dangers differ", name, c.differ, c.asked)
		}
		asked += c.asked
		nonzero += c.nonzero
	})
	if asked == 0 || nonzero == 0 {
		t.Errorf("got %d spawn dangers asked, %d of them nonzero; want some of each", asked, nonzero)
	}
}
