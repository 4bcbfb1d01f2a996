package policy

import (
	"math/bits"

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
// of reach of its first activation in its second (secondReach). Version 4
// (danger=4) is version 2 with each villain's strikes counted only if it
// still stands when its card comes (struckDown). Checked against the
// battles it plays in docs/strength.md, "The danger model, checked", and
// "The danger model: version 4".
type dangerModel struct {
	v          int
	byPriority bool    // the key reads the heroes' Life and Focus (the planner's target; planner_shield.go)
	acts       float64 // activations of each villain type expected before the hero's next turn
	actsVar    float64 // their variance
	nextRound  bool    // the hero's next turn is in the next round: the round ends before it

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
	// per spawning space, where it is, and its index in the battle's
	// spawning spaces (spawnDanger)
	spAt  [maxSpawnSpaces]spawnAt
	spIdx [maxSpawnSpaces]int
	// what a minion spawned on each spawning space of the battle reads of
	// the spaces it may strike, kept from one decision to the next
	// (danger_geo.go)
	geo spawnGeo
	// the parts of the threat table kept from one table to the next
	// (threat_kept.go)
	kept threatKept
	// the spawning spaces of sp (by their bit in sp's order) within their
	// lim of each column (colNear) and of each row (rowNear): those of
	// both a space's column and row are within their lim of it; the
	// spaces of sp; and how many of them are nearer another hero than k
	// (oLess[k]) and as near as k (oEq[k]) (spawnDanger)
	colNear, rowNear [grid.MaxSide]uint32
	spSet            grid.Set
	oLess, oEq       [grid.MaxSide]uint8
	// the threats of the table (by their bit in its order) within their
	// maxD of each column and of each row (dangerSums)
	colV, rowV [grid.MaxSide]uint64
	// the columns and rows of the map the tables above are filled for:
	// the larger of its width and height (no space is asked past them,
	// and no distance on the map is as large)
	side int

	// version 4 (survivalPrep): the weights of a villain's activations
	// before the hero's next turn (this round's, the next round's), the
	// chance each hero's turn comes before each, and the villains in
	// each hero's reach (0: the hero strikes none before them)
	actW   [2]float64
	before [2][adventures.MaxHeroes]float64
	nReach [adventures.MaxHeroes]int
}

// dangerDefault is the planner's version of the danger model
// (plannerParams, NewPlanner).
const dangerDefault = 2

// maxSpawnSpaces is the most spawning spaces spawnDanger weighs; a
// battle's others are left out.
const maxSpawnSpaces = 32

// A spawnAt is a spawning space as spawnDanger reads it: its column and
// row, the distance to the nearest other hero (127: none), and the
// farthest a minion spawned there strikes h from (the nearer of other
// and d.reach).
type spawnAt struct{ x, y, other, lim int8 }

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
	d.side = mapSide(g)
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
	for j, c := range b.Spawns {
		if d.nSp == maxSpawnSpaces || occ.Has(c) && c != g.Fig(h).Cell || down.Has(c) {
			continue
		}
		o := 127
		for k := 0; k < g.NumHeroes(); k++ {
			if f := g.Fig(k); k != h && f.OnMap() {
				o = min(o, grid.Chebyshev(c, f.Cell))
			}
		}
		d.sp[d.nSp], d.other[d.nSp], d.spIdx[d.nSp] = c, o, j
		d.spAt[d.nSp] = spawnAt{x: int8(c.X()), y: int8(c.Y()), other: int8(o), lim: int8(min(o, d.reach, 127))}
		d.nSp++
	}
	d.spawnIndex()
	if d.nSp > 0 {
		d.geo.check(g)
	}
}

// mapSide returns the larger of the width and height of the map of g.
func mapSide(g adventures.View) int {
	m := &g.Battle().Map
	return min(max(m.W, m.H), grid.MaxSide)
}

// threatIndex fills the tables of the threats within reach of each
// column and row that dangerSums reads, as spawnIndex does those of the
// spawning spaces.
func (t *Tactician) threatIndex() {
	var col, row [grid.MaxSide + 1]uint64
	for i := range t.threats[:t.nThreats] {
		v, bit := &t.threats[i], uint64(1)<<i
		if v.maxD < 0 {
			continue
		}
		col[max(v.x-v.maxD, 0)] ^= bit
		col[min(v.x+v.maxD, grid.MaxSide-1)+1] ^= bit
		row[max(v.y-v.maxD, 0)] ^= bit
		row[min(v.y+v.maxD, grid.MaxSide-1)+1] ^= bit
	}
	d := &t.dangerV
	var cm, rm uint64
	for k := range d.side {
		cm, rm = cm^col[k], rm^row[k]
		d.colV[k], d.rowV[k] = cm, rm
	}
}

// spawnIndex fills the tables spawnDanger reads from the spawning spaces
// of sp: the spaces within their lim of each column and row (a bit turned
// on at the first column of a space's span and off past its last, the
// spans then summed up by exclusive or), and the counts by other.
func (d *dangerModel) spawnIndex() {
	var col, row [grid.MaxSide + 1]uint32
	d.spSet, d.oEq = grid.Set{}, [grid.MaxSide]uint8{}
	for i, c := range d.sp[:d.nSp] {
		a, bit := &d.spAt[i], uint32(1)<<i
		x, y, l := int(a.x), int(a.y), int(a.lim)
		col[max(x-l, 0)] ^= bit
		col[min(x+l, grid.MaxSide-1)+1] ^= bit
		row[max(y-l, 0)] ^= bit
		row[min(y+l, grid.MaxSide-1)+1] ^= bit
		d.spSet.Add(c)
		if o := d.other[i]; o < grid.MaxSide {
			d.oEq[o]++
		}
	}
	var cm, rm uint32
	var less uint8
	for k := range d.side {
		cm, rm = cm^col[k], rm^row[k]
		d.colNear[k], d.rowNear[k], d.oLess[k] = cm, rm, less
		less += d.oEq[k]
	}
}

// key mixes into k what the model reads besides what threatKey does: the
// space h took cover in, if it did (threatKey reads the dice h rolls where
// it stands, which stepping from its cover onto covered terrain where its
// sheet's passive Defend bonus holds may leave as they were, the space it
// left losing its +2: Adventures, "Take Cover", "Covered Terrain");
// from version 2, the villain cards left and whether h's card is among
// them; in version 4 also the heroes whose turn is over and the villains'
// Life (struckDown); with the planner's target, every hero's Life and
// Focus (the villains' secondary targeting priorities, planner_shield.go).
func (d *dangerModel) key(g adventures.View, h int, k uint64) uint64 {
	m := mixer(k)
	if f := g.Fig(h); f.Cover {
		m.mix(uint64(uint16(f.Cell)) | 1<<32)
	}
	if d.byPriority {
		for o := 0; o < g.NumHeroes(); o++ {
			m.mix(uint64(uint8(g.Fig(o).Life)) | uint64(g.Focus(o))<<8)
		}
	}
	if d.v < 2 {
		return uint64(m)
	}
	m.mix(uint64(g.VillainCardsLeft()) | uint64(2*g.ExpectedVillainCardsBefore(h))<<8)
	if d.v == 4 {
		var acted uint64
		for o := 0; o < g.NumHeroes(); o++ {
			if g.Acted(o) {
				acted |= 1 << o
			}
		}
		m.mix(acted)
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			m.mix(uint64(uint8(g.Fig(id).Life)))
		}
	}
	return uint64(m)
}

// spawnDanger returns the mean and variance of the wounds the minions
// that spawn at the round's end deal hero h on c before its next turn:
// the spawning spaces the spawns fill are the empty ones nearest the
// heroes, h on c among them; a minion there strikes h when h is the
// nearest hero, as a threat of its type would from there (strikesOn), if
// its card comes before h's in the next round (chance 1/2).
//
// A spawning space s is counted at its distance to the nearest hero: to
// the nearest other hero (its other) unless h on c is nearer. A minion
// on s strikes h only when c is within s's lim (near: colNear, rowNear),
// so the spaces nearer the heroes than a near space, and those as near,
// are counted from the table's counts by other (oLess, oEq) and the near
// spaces alone, but c itself when it is a spawning space: h stands there.
// The sums run over the spaces in the order of d.sp and the types in the
// order of d.kinds, each term as spawnDangerDirect (danger_table_test.go)
// works it out, so the sums are bit for bit the direct ones.
func (t *Tactician) spawnDanger(g adventures.View, c grid.Cell, nDef int) (mean, variance float64) {
	d := &t.dangerV
	var ns nearSpawns
	if !d.nearSpawns(c, &ns) {
		return 0, 0
	}
	var sm, s2 [adventures.MaxVillainTypes]float64
	var known uint
	for n, i := range ns.i[:ns.n] {
		key, p := d.fillChance(&ns, n, c)
		if p == 0 {
			continue
		}
		// What a minion on s reads of c (strikesAt).
		e := d.geo.entry(g, d.spIdx[i], d.sp[i], c)
		adjacent, sees := e&geoAdjacent != 0, e&(geoAdjacent|geoSees) != 0
		pen, level := int(e>>geoPenShift&geoPenMax), e&geoLevel != 0
		other := d.other[i]
		for k := range d.kinds[:d.nKinds] {
			// The threat of a minion of type k spawned on s: its kind's,
			// with s's other.
			th := &d.kinds[k].th
			if key > min(th.maxD, other) {
				continue // strikesOn: too far
			}
			strikes := th.strikesFrom(key, adjacent, pen, level)
			if strikes <= 0 {
				continue
			}
			share, _ := th.shareAt(key, other, adjacent, sees)
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

// spawnsOn returns the spawning spaces of sp on c, by their bit.
func (d *dangerModel) spawnsOn(c grid.Cell) uint32 {
	var on uint32
	for j, s := range d.sp[:d.nSp] {
		if s == c {
			on |= 1 << j
		}
	}
	return on
}

// nearSpawns are the spawning spaces within reach of a space c (colNear,
// rowNear), in the order of d.sp (i), with their distance to c (d), and
// whether c is one itself (self; a hero stands there, so it is left out).
type nearSpawns struct {
	i, d [maxSpawnSpaces]int8
	n    int
	self bool
}

// nearSpawns lists in ns the spawning spaces near c; false when there is
// none.
func (d *dangerModel) nearSpawns(c grid.Cell, ns *nearSpawns) bool {
	cx, cy := c.X(), c.Y()
	m := d.colNear[cx&(grid.MaxSide-1)] & d.rowNear[cy&(grid.MaxSide-1)]
	if m == 0 {
		return false
	}
	ns.self = d.spSet.Has(c)
	if ns.self {
		m &^= d.spawnsOn(c) // h stands there
	}
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(m)
		a := &d.spAt[i&(maxSpawnSpaces-1)]
		ns.i[ns.n], ns.d[ns.n] = int8(i), int8(max(abs(int(a.x)-cx), abs(int(a.y)-cy)))
		ns.n++
	}
	return true
}

// fillChance returns the distance the n-th of the spawning spaces near c
// is counted at (key) and the chance a spawn fills it (p): the spaces
// nearer the heroes fill first, those as near share what is left. A space
// is counted at the nearer of its other (the table's counts) and its
// distance to c when c is nearer: a near space then.
func (d *dangerModel) fillChance(ns *nearSpawns, n int, c grid.Cell) (key int, p float64) {
	key = int(ns.d[n]) & (grid.MaxSide - 1) // no distance is MaxSide or more
	less, same := int(d.oLess[key]), int(d.oEq[key])
	for n2, j := range ns.i[:ns.n] {
		ds, o := int(ns.d[n2]), int(d.spAt[j].other)
		switch {
		case ds < key && key <= o:
			less++
			if o == key {
				same--
			}
		case ds == key && o > key:
			same++
		}
	}
	if ns.self {
		less, same = d.notSelf(c, key, less, same)
	}
	return key, min(max(float64(d.want-less)/float64(same), 0), 1)
}

// notSelf returns the counts less and same of spaces nearer the heroes
// than key and as near, less the spawning spaces on c, which the table's
// counts by other hold: h stands there (spawnDanger).
func (d *dangerModel) notSelf(c grid.Cell, key, less, same int) (int, int) {
	for j, s := range d.sp[:d.nSp] {
		switch o := d.other[j]; {
		case s != c:
		case o < key:
			less--
		case o == key:
			same--
		}
	}
	return less, same
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

// struckDown sets, in version 4, the chance each villain of hero h's
// threat table is struck down before its card comes (threat.gone): the
// heroes whose turns come before it may knock it out first (Adventures,
// "Initiative Deck", "Melee Strikes"; stands). It reads the activations
// prepare found.
func (t *Tactician) struckDown(g adventures.View, h int) {
	if t.dangerV.v != 4 || !t.survivalPrep(g, h) {
		return
	}
	for i := range t.threats[:t.nThreats] {
		v := &t.threats[i]
		v.gone = 1 - t.stands(g, v, standScale)
	}
}

// survivalPrep reads what stands needs for hero h's table, from the
// activations prepare found (d.acts, d.nextRound): when the round ends
// before h's next turn, a villain's card still to come this round (its
// share of the activations less the next round's 1/2) comes after a hero
// still to play with chance 1/2, and its card in the next round (1/2)
// after every hero still to play this round and, with chance 1/3, after a
// hero who played (given it comes before h's card); when h's card is
// still to come, a villain's card before it comes after a hero still to
// play with chance 1/3 (Adventures, "Initiative Deck", Cooperative Mode
// Round Sequence). The players know which heroes played (View.Acted), not
// the order of the cards left. It reports false where no hero strikes a
// villain first (Competitive Mode: the deck is another).
func (t *Tactician) survivalPrep(g adventures.View, h int) bool {
	d := &t.dangerV
	b := g.Battle()
	if b.Competitive != nil || d.acts <= 0 {
		return false
	}
	d.actW = [2]float64{d.acts, 0}
	if d.nextRound {
		d.actW = [2]float64{d.acts - 0.5, 0.5}
	}
	some := false
	for o := 0; o < g.NumHeroes(); o++ {
		d.before[0][o], d.before[1][o], d.nReach[o] = 0, 0, 0
		f := g.Fig(o)
		if o == h || !f.Standing() {
			continue
		}
		switch acted := g.Acted(o); {
		case d.nextRound && acted:
			d.before[1][o] = 1.0 / 3
		case d.nextRound:
			d.before[0][o], d.before[1][o] = 0.5, 1
		case !acted:
			d.before[0][o] = 1.0 / 3
		default:
			continue
		}
		reach := heroReach(b, o)
		for i := range t.threats[:t.nThreats] {
			if grid.Chebyshev(f.Cell, t.threats[i].cell) <= reach {
				d.nReach[o]++
			}
		}
		some = some || d.nReach[o] > 0
	}
	return some
}

// heroReach is the farthest hero o is counted to strike a villain from in
// its turn (stands): two moves and a step.
func heroReach(b *adventures.Battle, o int) int { return 2*int(b.Heroes[o].Move) + 1 }

// stands returns the chance threat v still stands at its activations
// before the hero's next turn, their mean over the two (survivalPrep):
// each hero whose turn comes before it and who reaches it knocks it out
// with the chance of a strike of its Attack + 2 dice against v's Block and
// Life left (odds.strike), shared among the villains it reaches, times
// scale (at most 1 a hero) (Adventures, "Melee Strikes", Cooperative Mode
// "Defending").
func (t *Tactician) stands(g adventures.View, v *threat, scale float64) float64 {
	d := &t.dangerV
	b := g.Battle()
	var life, block int
	s0, s1 := 1.0, 1.0
	for o := 0; o < g.NumHeroes(); o++ {
		if d.nReach[o] == 0 || grid.Chebyshev(g.Fig(o).Cell, v.cell) > heroReach(b, o) {
			continue
		}
		if life == 0 {
			life, block = max(int(g.Fig(int(v.id)).Life), 1), g.VillainBlock(int(v.id))
		}
		_, ko := t.br.odds.strike(int(b.Heroes[o].Attack)+2, g.Focus(o) > 0, block, life)
		k := scale * ko / float64(d.nReach[o])
		s0 *= 1 - min(d.before[0][o]*k, 1)
		s1 *= 1 - min(d.before[1][o]*k, 1)
	}
	return (d.actW[0]*s0 + d.actW[1]*s1) / (d.actW[0] + d.actW[1])
}

// standing returns the mean and variance of a villain's wounds, mean m
// and variance v if it stands, when it is struck down first with chance
// gone (a mixture with 0).
func standing(gone, m, v float64) (mean, variance float64) {
	p := 1 - gone
	return p * m, p*v + p*gone*m*m
}

// standScale is the share of a hero's knock-out chance stands counts:
// fitted to the calibration (TestDangerCalibration, docs/strength.md
// "The danger model: version 4").
var standScale = 1.5

// abs returns |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
