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

// dangerSumsCheck plays as the planner with version v of the danger model
// and, at every decision of an action, compares dangerSums at every space
// of the map, with the defence dice of the space and one and two more, to
// the direct sums (dangerSumsDirect), bit for bit.
type dangerSumsCheck struct {
	*Planner
	asked, nonzero, differ int
}

func (c *dangerSumsCheck) Act(g adventures.View, d adventures.Decision) (adventures.Option, bool) {
	if h := d.Hero; d.Kind == adventures.DecideAction {
		t := &c.Tactician
		t.prepare(g, h)
		m := &g.Battle().Map
		for y := 0; y < m.H; y++ {
			for x := 0; x < m.W; x++ {
				cell := grid.At(x, y)
				for extra := 0; extra <= 2; extra++ {
					m1, v1 := t.dangerSums(g, cell, extra, grid.NoCell)
					m2, v2 := t.dangerSumsDirect(g, cell, extra, grid.NoCell)
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

// TestDangerSumsDirect checks that the danger's sums with their fast paths
// (the spaces out of every threat's and every spawning space's reach, the
// spawns' per-position tables) are the direct sums, bit for bit, at every
// space of every decision of battles of every example, in every version of
// the danger model.
func TestDangerSumsDirect(t *testing.T) {
	for v := 1; v <= 4; v++ {
		asked, nonzero := 0, 0
		var c *dangerSumsCheck
		playExamples(t, 4, 1, func() adventures.Policy {
			c = &dangerSumsCheck{Planner: NewPlanner(0.9, 1)}
			c.dangerV.v = v
			return c
		}, func(name string) {
			if c.differ != 0 {
				t.Errorf("version %d, %s: %d of %d danger sums differ", v, name, c.differ, c.asked)
			}
			asked += c.asked
			nonzero += c.nonzero
		})
		if asked == 0 || nonzero == 0 {
			t.Errorf("version %d: got %d danger sums asked, %d of them nonzero; want some of each", v, asked, nonzero)
		}
	}
}
