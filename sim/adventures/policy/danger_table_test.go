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

// sumsCheck plays as the planner and, at every decision of an action,
// compares a fast sum of the danger with its direct reference (sums gives
// both: mean and variance of each) at every space of the map, with the
// defence dice of the space and one and two more, bit for bit.
type sumsCheck struct {
	*Planner
	sums                   func(t *Tactician, g adventures.View, c grid.Cell, extra int) (m1, v1, m2, v2 float64)
	asked, nonzero, differ int
}

func (c *sumsCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction {
		t := &c.Tactician
		t.prepare(g, h)
		m := &g.Battle().Map
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				for extra := 0; extra <= 2; extra++ {
					m1, v1, m2, v2 := c.sums(t, g, grid.At(x, y), extra)
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

// checkSums plays battles of every example (n of each, by w workers) with
// the planner of version v of the danger model, its sums checked as sums
// says, and fails t where a fast sum differs from its reference, or where
// none was asked or every reference was 0.
func checkSums(t *testing.T, what string, v, n, w int, sums func(t *Tactician, g adventures.View, c grid.Cell, extra int) (m1, v1, m2, v2 float64)) {
	t.Helper()
	asked, nonzero := 0, 0
	var c *sumsCheck
	playExamples(t, n, w, func() adventures.Policy {
		c = &sumsCheck{Planner: NewPlanner(0.9, 1), sums: sums}
		if v > 0 {
			c.dangerV.v = v
		}
		return c
	}, func(name string) {
		if c.differ != 0 {
			t.Errorf("version %d, %s: %d of %d %s differ", c.dangerV.v, name, c.differ, c.asked, what)
		}
		asked += c.asked
		nonzero += c.nonzero
	})
	if asked == 0 || nonzero == 0 {
		t.Errorf("version %d: got %d %s asked, %d of them nonzero; want some of each", v, asked, what, nonzero)
	}
}

// TestSpawnDangerTable checks that the spawns' danger read through the
// per-position tables is the direct sum's, bit for bit, at every space of
// every decision of battles of every example.
func TestSpawnDangerTable(t *testing.T) {
	checkSums(t, "spawn dangers", 0, 6, 2, func(t *Tactician, g adventures.View, c grid.Cell, extra int) (m1, v1, m2, v2 float64) {
		nDef := t.def.DiceAt(c) + extra
		m1, v1 = t.spawnDanger(g, c, nDef)
		m2, v2 = t.spawnDangerDirect(g, c, nDef)
		return
	})
}

// dangerSumsDirect is dangerSums with every threat weighed at every space
// and the spawns' part worked out in full (spawnDangerDirect): what the
// fast paths of dangerSums must give, bit for bit.
func (t *Tactician) dangerSumsDirect(g adventures.View, c grid.Cell, extra int, behind grid.Cell) (mean, m2 float64) {
	nDef := t.def.DiceAt(c) + extra
	acts, actsVar := t.dangerV.activations()
	for i := range t.threats[:t.nThreats] {
		v := &t.threats[i]
		if grid.Chebyshev(v.cell, c) > v.maxD {
			if t.dangerV.v == 3 {
				sm2, sv2 := t.secondReach(g, v, c, behind, nDef, acts)
				mean += sm2
				m2 += sv2
			}
			continue
		}
		strikes, share, _ := t.strikesOn(g, v, c, behind)
		if share == 0 {
			continue
		}
		sm, s2 := t.br.odds.defendMoments(v.hit, nDef, t.reroll)
		x := share * strikes * sm
		xm, xv := acts*x, acts*share*strikes*(s2-sm*sm)+actsVar*x*x
		if v.gone > 0 {
			xm, xv = standing(v.gone, xm, xv)
		}
		mean += xm
		m2 += xv
	}
	if t.dangerV.nSp > 0 && t.dangerV.v >= 2 {
		sm, sv := t.spawnDangerDirect(g, c, nDef)
		mean += sm
		m2 += sv
	}
	return mean, m2
}

// TestDangerSumsDirect checks that the danger's sums with their fast paths
// (the spaces out of every threat's and every spawning space's reach, the
// spawns' per-position tables) are the direct sums, bit for bit, at every
// space of every decision of battles of every example, in every version of
// the danger model.
func TestDangerSumsDirect(t *testing.T) {
	for v := 1; v <= 4; v++ {
		checkSums(t, "danger sums", v, 4, 1, func(t *Tactician, g adventures.View, c grid.Cell, extra int) (m1, v1, m2, v2 float64) {
			m1, v1 = t.dangerSums(g, c, extra, grid.NoCell)
			m2, v2 = t.dangerSumsDirect(g, c, extra, grid.NoCell)
			return
		})
	}
}
