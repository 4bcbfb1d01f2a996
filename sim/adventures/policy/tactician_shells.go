package policy

import (
	"math"
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// shellTerms are the terms of hero h's danger on its own space c
// (dangerSums) with what of them does not depend on the defence dice it
// rolls: which villains strike it there, how often and with which share,
// and which spawning spaces' minions; defensive weighs that danger with
// each number of shells it may turn its dice into (Adventures, "Going on
// the Defensive"), and only the wounds each strike deals against the
// dice (odds.defendMoments) change from one number to the next. Summed
// term by term in dangerSums' order with dangerSums' expressions, the
// danger with extra dice is dangerWith's, bit for bit
// (TestShellDanger).
type shellTerms struct {
	c      grid.Cell
	nDef   int // the dice h rolls on c without shells
	n      int
	th     [adventures.MaxFigures]shellTerm
	nSpawn int
	spawn  [maxSpawnSpaces * adventures.MaxVillainTypes]spawnTerm
	hits   [adventures.MaxVillainTypes]int // the Hit of each kind of spawn
}

// A shellTerm is a threat's term of dangerSums on the space.
type shellTerm struct {
	hit            int
	share, strikes float64
	gone           float64
	spare          float64 // what the shield counts of the strikes at the nearest other hero, if any
	other          bool    // the threat sees another hero (shield)
}

// A spawnTerm is a spawn's term of spawnDanger on the space.
type spawnTerm struct {
	q, strikes float64
	kind       int
}

// shellsOK reports whether the terms stand for dangerWith on hero h's
// space: not in version 3, whose villains out of reach are weighed with
// the dice too (secondReach).
func (t *Tactician) shellsOK() bool { return t.dangerV.v != 3 }

// readShells reads the terms of the danger on c, after prepareOwnSpace
// (or a table), as dangerSums and spawnDanger weigh them without
// crouching.
func (t *Tactician) readShells(g adventures.View, c grid.Cell, s *shellTerms) {
	s.c, s.nDef, s.n, s.nSpawn = c, t.def.DiceAt(c), 0, 0
	cx, cy := c.X(), c.Y()
	w := t.dangerV.colV[cx&(grid.MaxSide-1)] & t.dangerV.rowV[cy&(grid.MaxSide-1)]
	for ; w != 0; w &= w - 1 {
		v := &t.threats[bits.TrailingZeros64(w)]
		d := max(abs(v.x-cx), abs(v.y-cy))
		if d > v.maxD {
			continue
		}
		strikes, share, _ := t.strikesAt(g, v, c, d, grid.NoCell)
		if share == 0 {
			continue
		}
		e := &s.th[s.n&(adventures.MaxFigures-1)]
		*e = shellTerm{hit: v.hit, share: share, strikes: strikes, gone: v.gone}
		if t.shield > 0 && v.other < 127 {
			e.other, e.spare = true, v.strikesFrom(v.other, v.other == 1, 0, true)
		}
		s.n++
	}
	if t.dangerV.nSp > 0 && t.dangerV.v >= 2 {
		t.readSpawns(g, c, s)
	}
}

// readSpawns reads the spawns' terms of spawnDanger on c into s.
func (t *Tactician) readSpawns(g adventures.View, c grid.Cell, s *shellTerms) {
	d := &t.dangerV
	var ns nearSpawns
	if !d.nearSpawns(c, &ns) {
		return
	}
	for k := range d.kinds[:d.nKinds] {
		s.hits[k] = d.kinds[k].th.hit
	}
	for n, i := range ns.i[:ns.n] {
		key, p := d.fillChance(&ns, n, c)
		if p == 0 {
			continue
		}
		e := d.geo.entry(g, d.spIdx[i], d.sp[i], c)
		adjacent, sees := e&geoAdjacent != 0, e&(geoAdjacent|geoSees) != 0
		pen, level := int(e>>geoPenShift&geoPenMax), e&geoLevel != 0
		other := d.other[i]
		for k := range d.kinds[:d.nKinds] {
			th := &d.kinds[k].th
			if key > min(th.maxD, other) {
				continue
			}
			strikes := th.strikesFrom(key, adjacent, pen, level)
			if strikes <= 0 {
				continue
			}
			share, _ := th.shareAt(key, other, adjacent, sees)
			if share == 0 {
				continue
			}
			s.spawn[s.nSpawn%len(s.spawn)] = spawnTerm{q: p * d.kinds[k].share * 0.5 * share, strikes: strikes, kind: k}
			s.nSpawn++
		}
	}
}

// shellDanger returns dangerWith of hero h on the terms' space with extra
// defence dice, from the terms (shellTerms).
func (t *Tactician) shellDanger(g adventures.View, h int, s *shellTerms, extra int) float64 {
	nDef := s.nDef + extra
	reroll := t.reroll
	acts, actsVar := t.dangerV.activations()
	lastHits, sm, s2 := -1, 0.0, 0.0
	t.spared = 0
	mean, m2 := 0.0, 0.0
	for i := range s.th[:s.n] {
		e := &s.th[i]
		if e.hit != lastHits {
			lastHits = e.hit
			sm, s2 = t.br.odds.defendMoments(e.hit, nDef, reroll)
		}
		share, strikes := e.share, e.strikes
		x := share * strikes * sm
		xm, xv := acts*x, acts*share*strikes*(s2-sm*sm)+actsVar*x*x
		if t.shield > 0 && e.other {
			t.spared += share * acts * sm * e.spare
		}
		if e.gone > 0 {
			xm, xv = standing(e.gone, xm, xv)
		}
		mean += xm
		m2 += xv
	}
	if t.dangerV.nSp > 0 && t.dangerV.v >= 2 {
		var ms, vs float64
		var km, k2 [adventures.MaxVillainTypes]float64
		var known uint
		for i := range s.spawn[:s.nSpawn] {
			e := &s.spawn[i]
			k := e.kind
			if known&(1<<k) == 0 {
				known |= 1 << k
				km[k], k2[k] = t.br.odds.defendMoments(s.hits[k], nDef, reroll)
			}
			m, mm := km[k], k2[k]
			q, strikes := e.q, e.strikes
			ms += q * strikes * m
			vs += q*strikes*(mm-m*m) + q*(1-q)*strikes*strikes*m*m
		}
		mean += ms
		m2 += vs
	}
	// dangerMoments and dangerWith.
	ko := 0.0
	if mean > 0 {
		ko = normalTail((float64(g.Fig(h).Life) - 0.5 - mean) / math.Sqrt(t.dangerV.koSpread(m2)+0.25))
	}
	cost := t.costMean*mean + t.costKO*ko
	if t.shield > 0 && t.spared > 0 {
		cost = max(cost-t.shield*t.costMean*t.spared, 0)
	}
	if g.Battle().Map.Terrain[s.c]&grid.Harmful != 0 {
		cost += 1.5
	}
	return cost
}
