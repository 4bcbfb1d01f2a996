package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// dangerModel is the version of the danger model a tactician weighs
// (dangerMoments) and what version 2 reads once per position of the
// threat table. Version 1, the tactician's, counts one activation of every
// aware villain standing now. Version 2 (the planner's parameter danger)
// counts the activations the initiative deck promises before the hero's
// next turn (dangerActivations), with their spread in the chance of a
// knock-down, and the minions that spawn at the round's end and may strike
// before it (spawnDanger). Version 3 (danger=3) also counts a villain out
// of reach of its first activation in its second (secondReach). Checked
// against the battles it plays in
// docs/strength.md, "The danger model, checked".
type dangerModel struct {
	v         int
	acts      float64 // activations of each villain type expected before the hero's next turn
	actsVar   float64 // their variance
	nextRound bool    // the hero's next turn is in the next round: the round ends before it

	// the minions to spawn at the round's end, where nextRound: want of
	// them, of the types of kinds, on the empty spawning spaces sp (other:
	// the distance of each to the nearest other hero)
	want   int
	nKinds int
	reach  int // the farthest a spawned minion strikes from (threat.maxD)
	kinds  [adventures.MaxVillainTypes]spawnKind
	nSp    int
	sp     [maxSpawnSpaces]grid.Cell
	other  [maxSpawnSpaces]int
	// per spawning space, where it is, and the threat of a minion of each
	// type spawned there (spawnDanger)
	spAt [maxSpawnSpaces]spawnAt
	spTh [maxSpawnSpaces][adventures.MaxVillainTypes]threat
}

// dangerDefault is the planner's version of the danger model
// (plannerParams, NewPlanner).
const dangerDefault = 2

// maxSpawnSpaces is the most spawning spaces spawnDanger weighs; a
// battle's others are left out.
const maxSpawnSpaces = 32

// A spawnAt is a spawning space as spawnDanger reads it: its column and
// row, the distance to the nearest other hero (127: none), and d.reach.
type spawnAt struct{ x, y, other, reach int8 }

// A spawnKind is a minion type that spawns at the round's end: its
// figures' threat, and the share of the spawns that are of it.
type spawnKind struct {
	th    threat
	share float64
}

// dangerActivations returns how many times a villain type is expected to
// activate before hero h plays again, and the variance of that count, and
// whether the round ends first: each card still to come this round comes
// before h's with chance 1/2 when h's is still to come too, else surely,
// and then once in the next round before h's card with chance 1/2; the
// players know of each type only the count of villain cards left
// (Adventures, "Initiative Deck", Cooperative Mode Round Sequence). In
// Competitive Mode, once.
func dangerActivations(g adventures.View, h int) (acts, variance float64, nextRound bool) {
	n := len(g.Battle().Villains)
	if g.Battle().Competitive != nil || n == 0 {
		return 1, 0, false
	}
	left := float64(g.VillainCardsLeft())
	if before := g.ExpectedVillainCardsBefore(h); before < left {
		p := before / float64(n)
		return p, p * (1 - p), false
	}
	p := left / float64(n)
	return p + 0.5, p*(1-p) + 0.25, true
}

// prepare reads what version 2 of the model needs for hero h's threat
// table: the activations, and the spawns of the round's end (Adventures,
// "Spawning New Minions", "Cooperative Mode Spawning": half of each minion
// type's pool, rounded up, on the empty spawning spaces nearest the
// heroes).
func (d *dangerModel) prepare(g adventures.View, h int) {
	d.acts, d.actsVar, d.nextRound = dangerActivations(g, h)
	d.want, d.nKinds, d.nSp, d.reach = 0, 0, 0, 0
	b := g.Battle()
	if !d.nextRound || len(b.Spawns) == 0 {
		return
	}
	for k := range b.Villains {
		spec := &b.Villains[k]
		if spec.Leader {
			continue
		}
		pool := offMap(g, k)
		if w := (pool + 1) / 2; w > 0 {
			d.kinds[d.nKinds] = spawnKind{share: float64(w), th: threat{id: -1, move: int(spec.Move), hit: int(spec.Hit),
				actions: g.Actions(k), ranged: spec.Attack == adventures.Ranged, noSight: spec.NoSightNeeded}}
			th := &d.kinds[d.nKinds].th
			th.maxD = th.move + 1
			if th.ranged {
				th.maxD = th.move + 3
			}
			d.reach = max(d.reach, th.maxD)
			d.nKinds++
			d.want += w
		}
	}
	if d.want == 0 {
		return
	}
	for i := range d.kinds[:d.nKinds] {
		d.kinds[i].share /= float64(d.want)
	}
	occ, down := g.Occupied(), g.DownSpaces()
	for _, c := range b.Spawns {
		if d.nSp == maxSpawnSpaces || occ.Has(c) && c != g.Fig(h).Cell || down.Has(c) {
			continue
		}
		o := 127
		for k := 0; k < g.NumHeroes(); k++ {
			if f := g.Fig(k); k != h && f.OnMap() {
				o = min(o, grid.Chebyshev(c, f.Cell))
			}
		}
		d.sp[d.nSp], d.other[d.nSp] = c, o
		d.spAt[d.nSp] = spawnAt{x: int8(c.X()), y: int8(c.Y()), other: int8(o), reach: int8(min(d.reach, 127))}
		for k := range d.kinds[:d.nKinds] {
			th := &d.spTh[d.nSp][k]
			*th = d.kinds[k].th
			th.cell, th.other = c, o
			th.maxD = min(th.maxD, th.other)
		}
		d.nSp++
	}
}

// key mixes into k what version 2 reads besides the figures: the villain
// cards left and whether h's card is among them.
func (d *dangerModel) key(g adventures.View, h int, k uint64) uint64 {
	if d.v < 2 {
		return k
	}
	m := mixer(k)
	m.mix(uint64(g.VillainCardsLeft()) | uint64(2*g.ExpectedVillainCardsBefore(h))<<8)
	return uint64(m)
}

// spawnDanger returns the mean and variance of the wounds the minions
// that spawn at the round's end deal hero h on c before its next turn:
// the spawning spaces the spawns fill are the empty ones nearest the
// heroes, h on c among them; a minion there strikes h when h is the
// nearest hero, as a threat of its type would from there (strikesOn), if
// its card comes before h's in the next round (chance 1/2).
//
// The spaces nearer the heroes than a space s, and those as near, are
// counted by their distance in one pass (dist); the sums run over the
// spaces in the order of d.sp and the types in the order of d.kinds, each
// term as spawnDangerDirect (danger_table_test.go) works it out, so the
// sums are bit for bit the direct ones.
func (t *Tactician) spawnDanger(g adventures.View, c grid.Cell, nDef int) (mean, variance float64) {
	d := &t.dangerV
	// dist[k]: the spawning spaces other than c whose distance to the
	// nearest hero, h on c, is k (at most grid.MaxSide-1, the farthest
	// two spaces are); the spaces a minion spawned there strikes h from
	// (near), with their distance to c.
	var dist [grid.MaxSide]uint8
	var near, nearD [maxSpawnSpaces]int8
	nNear := 0
	cx, cy := int32(c.X()), int32(c.Y())
	for i := range d.spAt[:d.nSp] {
		a := &d.spAt[i]
		dx, dy := int32(a.x)-cx, int32(a.y)-cy
		if dx < 0 {
			dx = -dx
		}
		if dy < 0 {
			dy = -dy
		}
		ds := max(dx, dy) // grid.Chebyshev(d.sp[i], c)
		if ds == 0 {
			continue // c itself: h stands there
		}
		o := int32(a.other)
		dist[min(ds, o)&(grid.MaxSide-1)]++ // no distance is MaxSide or more
		if ds <= min(o, int32(a.reach)) {
			near[nNear], nearD[nNear] = int8(i), int8(ds)
			nNear++
		}
	}
	var sm, s2 [adventures.MaxVillainTypes]float64
	var known uint
	for n, i := range near[:nNear] {
		// The chance a spawn fills s: the spaces nearer the heroes fill
		// first, those as near share what is left.
		key := int(nearD[n])
		less, same := 0, int(dist[key])
		for _, x := range dist[:key] {
			less += int(x)
		}
		p := min(max(float64(d.want-less)/float64(same), 0), 1)
		if p == 0 {
			continue
		}
		for k := range d.kinds[:d.nKinds] {
			th := &d.spTh[i][k]
			strikes, share, _ := t.strikesOn(g, th, c, grid.NoCell)
			if share == 0 {
				continue
			}
			if known&(1<<k) == 0 {
				known |= 1 << k
				sm[k], s2[k] = t.br.odds.defendMoments(th.hit, nDef, t.reroll)
			}
			m, m2 := sm[k], s2[k]
			q := p * d.kinds[k].share * 0.5 * share
			mean += q * strikes * m
			variance += q*strikes*(m2-m*m) + q*(1-q)*strikes*strikes*m*m
		}
	}
	return mean, variance
}

// activations returns the activations each villain is counted for, and
// their variance: once, surely, in version 1.
func (d *dangerModel) activations() (acts, variance float64) {
	if d.v < 2 {
		return 1, 0
	}
	return d.acts, d.actsVar
}

// koSpread returns the variance of the wounds dealt for the chance of a
// knock-down, from their variance m2 as the model sums it: m2 in version
// 1; in version 2 widened to spreadScale*m2 + spreadAdd, for what the
// model leaves out (villains that come from out of its reach, another
// hero's strikes that KO a villain first), fitted by likelihood to the
// knock-downs of the planner's battles (TestDangerCalibration).
func (d *dangerModel) koSpread(m2 float64) float64 {
	if d.v < 2 {
		return m2
	}
	return spreadScale*m2 + spreadAdd
}

// The widening of the variance of version 2 (koSpread).
var spreadScale, spreadAdd = 2.0, 4.0

// secondReach returns, in version 3, the mean and variance of the wounds
// threat v deals hero h on c in a second activation before h's next turn
// when c is out of the reach of its first (v.maxD): the first brings it
// its Move nearer, and the second strikes as strikesOn would from there,
// if h is still the nearest hero it sees (Cooperative Mode "Movement",
// "Attacking", "Targeting Priority"). The activations past the first are
// acts-1, as many as the deck promises beyond one (dangerActivations),
// counted as a chance when fewer than two, and of their strikes the share
// secondScale.
func (t *Tactician) secondReach(g adventures.View, v *threat, c, behind grid.Cell, nDef int, acts float64) (mean, variance float64) {
	w := acts - 1
	if w <= 0 {
		return 0, 0
	}
	far := *v
	far.maxD = v.move + 1
	if v.ranged {
		far.maxD = v.move + 3
	}
	far.maxD = min(far.maxD+v.move, v.other)
	far.move = 2 * v.move
	if grid.Chebyshev(v.cell, c) > far.maxD {
		return 0, 0
	}
	strikes, share, _ := t.strikesOn(g, &far, c, behind)
	if share == 0 {
		return 0, 0
	}
	sm, s2 := t.br.odds.defendMoments(v.hit, nDef, t.reroll)
	w *= secondScale
	x := share * strikes * sm
	q := min(w, 1)
	return w * x, w*share*strikes*(s2-sm*sm) + q*(1-q)*x*x
}

// secondScale is the share of the second activation's strikes version 3
// counts (secondReach): at 1 the calibration's villains in their second
// reach dealt 0.260 wounds each where 0.531 were predicted; at 1/2, 0.274
// and 0.271 (TestDangerCalibration, docs/strength.md "Version 3").
var secondScale = 0.5
