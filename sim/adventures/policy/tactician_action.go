package policy

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Values of the tactician, in wounds dealt to villains.
const (
	awakenHelp   = 2.5 // standing next to a knocked-down friend: +2 dice to awaken
	togetherness = 0.2 // standing next to a standing friend, up to two
	minGain      = 0.02
	winValue     = 30 // the battle won
	rangedTop    = 8  // candidate spaces whose ranged strikes are weighed
)

// pool is what hero h has left to spend this turn.
type pool struct {
	melee, ranged, move int   // icons of each kind on available slots
	meleeN, rangedN     int   // icons a strike spending every melee, ranged slot counts (with ExtraIcons)
	moveMP              int   // move points all move icons and those left give
	moveMask            uint8 // slots with move icons
	meleeMask           uint8 // slots with melee icons
	rangedMask          uint8 // slots with ranged icons
}

// poolOf returns hero h's available icons.
func poolOf(g adventures.View, h int) pool {
	var p pool
	for s := 0; s < g.NumSlots(h); s++ {
		f, ok := g.Slot(h, s)
		if !ok {
			continue
		}
		switch f.Kind() {
		case adventures.IconMelee:
			p.melee += f.Count()
			p.meleeMask |= 1 << s
		case adventures.IconRanged:
			p.ranged += f.Count()
			p.rangedMask |= 1 << s
		case adventures.IconMove:
			p.move += f.Count()
			p.moveMask |= 1 << s
		}
	}
	p.meleeN, p.rangedN = p.melee, p.ranged
	moveN := p.move
	if p.melee > 0 {
		p.meleeN += g.ExtraIcons(h, adventures.IconMelee)
	}
	if p.ranged > 0 {
		p.rangedN += g.ExtraIcons(h, adventures.IconRanged)
	}
	if p.move > 0 {
		moveN += g.ExtraIcons(h, adventures.IconMove)
	}
	p.moveMP = g.MovePoints() + g.MovePointsFor(h, moveN)
	return p
}

// action chooses hero h's next action (Adventures, "Hero Turns").
func (t *Tactician) action(g adventures.View, h int, opts []adventures.Option) int {
	return t.score(g, h, opts, nil)
}

// score returns the index of hero h's best action in opts and, when gains
// is not nil, fills gains[i] with what option i adds to the team (0 for
// ending the turn). Ending the turn is best when no option adds at least
// minGain.
func (t *Tactician) score(g adventures.View, h int, opts []adventures.Option, gains []float64) int {
	t.prepare(g, h)
	t.newDecision(g, h)
	f := g.Fig(h)
	if f.Stun > 0 {
		i := t.cheapest(g, h, opts, adventures.OptClearStun)
		for k := range gains {
			gains[k] = -1
		}
		if gains != nil {
			gains[i] = 1
		}
		return i
	}
	p := poolOf(g, h)
	pl := t.planTurn(g, h, &p, gains == nil)
	return t.pick(g, h, opts, gains, &p, &pl)
}

// A turnPlan is where hero h means to end its turn, and how.
type turnPlan struct {
	target      grid.Cell // the space to end the turn on
	strikeFirst bool      // strike from here before moving
	gainMove    float64   // what moving to target adds
	followCur   float64   // the best strike from where the hero stood, ranged ones too (follow), when planned
}

// plan works out hero h's plan with pool p: the best space to end the
// turn on, with the strikes it allows, reached by moving first (A) or
// after striking from here (B). With prune, spaces whose bound cannot
// change the plan are not weighed (the plan is the same).
func (t *Tactician) plan(g adventures.View, h int, p *pool, prune bool) turnPlan {
	cur := g.Fig(h).Cell
	if t.specialW > 0 {
		t.specialPrep(g, h, p) // the planner's alone (planner_special.go)
	}

	// The plan: the best space to end the turn on, with the strikes it
	// allows, reached by moving first (A) or after striking from here (B).
	followCur := t.follow(g, h, cur, p, true)
	baseCur := t.base(g, h, cur)
	stayA := baseCur + followCur // staying, with the strike from here
	if t.spStrikes.n > 0 {
		stayA = baseCur + t.withSpecial(g, h, cur, p, followCur) // the planner's alone (planner_special.go)
	}
	bestA, cellA := stayA, cur
	bestP, cellP := baseCur, cur
	// The best space to end the turn on after striking from here (B) is
	// read only when there is a strike from here: else no space need be
	// weighed for it.
	needP := followCur > 0
	switch {
	case p.moveMP <= 0:
	case p.ranged > 0 && prune:
		t.heroReach(g, h, p.moveMP)
		bestA, cellA, bestP, cellP = t.planRanged(g, h, p, cur, needP, bestA, cellA, bestP, cellP)
	default:
		t.heroReach(g, h, p.moveMP)
		// With ranged icons the most promising spaces are weighed again
		// for ranged strikes: every space is a candidate, in scan order.
		ranged := p.ranged > 0
		special := t.spStrikes.n > 0
		n := 0
		var top topValues
		forEach(&t.reach.End, func(c grid.Cell) {
			if c == cur {
				return
			}
			strike, fv := false, 0.0
			if special {
				strike, fv = t.strikeAfterSpecial(g, h, c, p) // the planner's alone (planner_special.go)
			} else {
				strike, fv = t.strikeAfter(g, h, c, p)
			}
			if prune {
				// Danger and sight only lower a space's value, so its value
				// without them bounds it: a space whose bound cannot change
				// the plan is not weighed, and the plan is the same (without
				// ranged icons: planRanged prunes the plans with them).
				bb := t.planBound(g, h, c)
				bv := bb
				if strike {
					bv += fv // else no strike: 0
				}
				if (!needP || bb <= bestP+minGain) && bv <= bestA+minGain {
					return
				}
			}
			b := t.base(g, h, c)
			v := b
			if strike {
				v += fv
			}
			if ranged {
				t.cand[n], t.candV[n] = c, v
				n++
				top.add(v)
			} else if v > bestA+minGain {
				bestA, cellA = v, c
			}
			if b > bestP+minGain {
				bestP, cellP = b, c
			}
		})
		// Ranged strikes after the move, for the most promising spaces.
		if ranged {
			bestA, cellA = t.rankedBest(g, h, p, n, &top, bestA, cellA)
		}
	}
	strikeFirst := followCur > 0 && followCur+bestP >= bestA
	target, gainMove := cellA, bestA-stayA
	if strikeFirst {
		target, gainMove = cellP, bestP-baseCur
	}
	return turnPlan{target: target, strikeFirst: strikeFirst, gainMove: gainMove, followCur: followCur}
}

// strikeAfter reports whether hero h with pool p has a melee strike after
// its move to c, and its value, read from this decision's values when it
// holds them (follow, written out: the plan asks it of every space).
func (t *Tactician) strikeAfter(g adventures.View, h int, c grid.Cell, p *pool) (strike bool, fv float64) {
	if p.melee == 0 || !t.nextTo.Has(c) {
		return false, 0
	}
	if t.fStamp[c][0] == t.dec {
		return true, t.followV[c][0]
	}
	return true, t.followNew(g, h, c, p, false)
}

// planBound returns the bound of the value of hero h ending its turn on c
// that the plan prunes with (baseOrBound with harm false, written out).
func (t *Tactician) planBound(g adventures.View, h int, c grid.Cell) float64 {
	switch {
	case t.bStamp[c] == t.bGen:
		return t.baseV[c]
	case t.uStamp[c] == t.bGen:
		return t.boundV[c]
	}
	return t.boundNew(g, h, c)
}

// planRanged is plan's search of the spaces hero h with pool p, on cur,
// may move to when it has ranged icons, pruned; it returns the best value
// and space of moving first (A, from bestA on cellA) and of striking from
// here first (B, from bestP on cellP, only when needP).
//
// Every space is a candidate, in scan order, and the rangedTop of them
// whose value with the melee strike after the move is largest are weighed
// again with their ranged strikes (rankedBest). Only the candidates whose
// value reaches the least of those rangedTop values take part in that:
// the others are never brought forward, and none of them beats the best
// of the rangedTop by more than minGain. So a candidate whose bound (its
// value without danger and sight) is below the least of rangedTop values
// weighed so far is left with its bound, and the plan is the same as with
// every candidate weighed. The candidates with the largest bounds are
// weighed first, and then the others whose bound reaches the least value
// met, largest bound first: the least of the rangedTop values rises
// sooner than with the spaces in scan order, and leaves more out. B is
// then the scan of plan, in scan order, over the spaces whose bound may
// beat the best met.
func (t *Tactician) planRanged(g adventures.View, h int, p *pool, cur grid.Cell, needP bool, bestA float64, cellA grid.Cell, bestP float64, cellP grid.Cell) (float64, grid.Cell, float64, grid.Cell) {
	n := 0
	var first rankedIdx // the candidates of the rangedTop largest bounds
	special := t.spStrikes.n > 0
	forEach(&t.reach.End, func(c grid.Cell) {
		if c == cur {
			return
		}
		strike, fv := false, 0.0
		if special {
			strike, fv = t.strikeAfterSpecial(g, h, c, p) // the planner's alone (planner_special.go)
		} else {
			strike, fv = t.strikeAfter(g, h, c, p)
		}
		bb := t.planBound(g, h, c)
		bv := bb
		if strike {
			bv += fv
		}
		t.cand[n], t.candV[n], t.candB[n], t.candF[n], t.candS[n] = c, bv, bb, fv, planStrike*b2u8(strike)
		first.add(int16(n), bv)
		n++
	})
	var top topValues
	weigh := func(i int) {
		v := t.base(g, h, t.cand[i])
		if t.candS[i]&planStrike != 0 {
			v += t.candF[i]
		}
		t.candV[i] = v
		t.candS[i] |= planWeighed
		top.add(v)
	}
	for _, i := range first.i[:first.n] {
		weigh(int(i))
	}
	// The others whose bound reaches the least of the values met, largest
	// bound first: the least value rises as they are weighed, and the first
	// below it ends the list. Few are weighed: the list keeps the runCap
	// largest bounds, and is made again of those left when every one of it
	// is weighed and some were left out. The weighed are the same as with
	// every one listed at once: a candidate is weighed unless its bound is
	// below the least value met, which never exceeds the least of the
	// rangedTop largest values (their candidates' bounds reach it), and the
	// weighing ends only when every candidate left is below that least:
	// those whose bound reaches the least of the rangedTop largest values
	// are weighed, and no other, in whatever order.
	runCap := 2 * rangedTop
	if t.rangedEager {
		runCap = n // every one listed at once
	}
	for more := true; more; {
		m := 0
		more = false
		for i := 0; i < n; i++ {
			v := t.candV[i]
			if t.candS[i]&planWeighed != 0 || top.below(v) {
				continue
			}
			if m == runCap {
				more = true
				if t.candV[t.candO[m-1]] >= v {
					continue
				}
				m-- // the least listed is left out
			}
			k := m
			for ; k > 0 && t.candV[t.candO[k-1]] < v; k-- {
				t.candO[k] = t.candO[k-1]
			}
			t.candO[k] = int16(i)
			m++
		}
		for _, i := range t.candO[:m] {
			if top.below(t.candV[i]) {
				more = false
				break
			}
			weigh(int(i))
		}
	}
	if needP {
		for i := 0; i < n; i++ {
			if t.candB[i] <= bestP+minGain {
				continue // its bound cannot beat the best: neither can it
			}
			if b := t.base(g, h, t.cand[i]); b > bestP+minGain {
				bestP, cellP = b, t.cand[i]
			}
		}
	}
	if t.rangedEager || t.spStrikes.n > 0 {
		// planner:special's strikes are no part of followBound: with
		// them, every candidate brought forward is weighed.
		bestA, cellA = t.rankedBest(g, h, p, n, &top, bestA, cellA)
	} else {
		bestA, cellA = t.rankedBestLazy(g, h, p, n, &top, bestA, cellA)
	}
	return bestA, cellA, bestP, cellP
}

// Flags of a candidate of planRanged.
const (
	planStrike  = 1 << iota // a melee strike after the move: candF is its value
	planWeighed             // candV is its value, not its bound
)

// b2u8 returns 1 for true, 0 for false.
func b2u8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// rankedIdx keeps the indices of the rangedTop candidates of the largest
// values added to it.
type rankedIdx struct {
	i [rangedTop]int16
	v [rangedTop]float64 // ascending
	n int
}

// add adds candidate i of value x.
func (r *rankedIdx) add(i int16, x float64) {
	k := r.n
	if r.n < len(r.v) {
		r.n++
	} else {
		if x <= r.v[0] {
			return
		}
		// Drop the least: shift the ones below x down.
		k = 0
		for ; k+1 < len(r.v) && r.v[k+1] < x; k++ {
			r.v[k], r.i[k] = r.v[k+1], r.i[k+1]
		}
		r.v[k], r.i[k] = x, i
		return
	}
	for ; k > 0 && r.v[k-1] > x; k-- {
		r.v[k], r.i[k] = r.v[k-1], r.i[k-1]
	}
	r.v[k], r.i[k] = x, i
}

// rankedBest brings the rangedTop most promising of the n candidates of a
// ranged plan forward, weighs them with their ranged strikes (rankRanged),
// and returns the best of every candidate from bestA on cellA.
func (t *Tactician) rankedBest(g adventures.View, h int, p *pool, n int, top *topValues, bestA float64, cellA grid.Cell) (float64, grid.Cell) {
	t.rankRanged(g, h, p, n, top)
	for i := 0; i < n; i++ {
		if v := t.candV[i]; v > bestA+minGain {
			bestA, cellA = v, t.cand[i]
		}
	}
	return bestA, cellA
}

// rankedBestLazy is rankedBest, with the ranged strikes of a candidate
// brought forward weighed only when a bound of them (followBound) may make
// it the best: a value that does not beat the best met by more than
// minGain changes nothing (rankedBest's fold), and neither does one whose
// bound does not. The candidates left are never the best either: every one
// holds a value (or a bound of it) no larger than those brought forward
// had before their ranged strikes, which only raise them, and a value no
// larger than one met before never beats the best by more than minGain.
func (t *Tactician) rankedBestLazy(g adventures.View, h int, p *pool, n int, top *topValues, bestA float64, cellA grid.Cell) (float64, grid.Cell) {
	rankTop(t.cand[:n], t.candV[:n], t.rank[:n], top, func(int) {})
	for k := 0; k < min(n, rangedTop); k++ {
		c := t.cand[k]
		b := t.base(g, h, c)
		if b+t.followBound(g, h, c, p) <= bestA+minGain {
			continue
		}
		if v := b + t.follow(g, h, c, p, true); v > bestA+minGain {
			bestA, cellA = v, c
		}
	}
	return bestA, cellA
}

// followBound returns a bound of follow(g, h, c, p, true) for hero h with
// ranged icons: its melee strikes (follow without ranged ones), or the
// best ranged strike from c (rangedBound) counted at every standing
// villain, seen or not, in range or not.
func (t *Tactician) followBound(g adventures.View, h int, c grid.Cell, p *pool) float64 {
	return max(t.follow(g, h, c, p, false), t.rangedBound(g, h, g.StrikeDice(h, 0, c, c), p))
}

// rangedBound returns, for hero h with pool p, a bound of the value
// followCalc gives a ranged strike from a space where a strike before its
// icons rolls atk dice, read from this decision's bounds by atk: the
// largest, over the standing villains, of followCalc's value of a strike
// with every ranged icon, or half of them (into or out of obscuring
// terrain, on a map that has some: Adventures, "Obscuring Terrain"), at
// no range penalty ("Ranged Strikes"). Those are the dice followCalc's
// strike rolls (the passive bonus of the space is in atk and in the
// strike alike), and with fewer hits lost the odds of each wound are no
// smaller (the tables' tails are sums of the same terms from the top), so
// its value is no smaller when the worth of a wound and of a knock-out
// (villainWorth) is not negative; +Inf when one is, or atk is beyond the
// tables.
func (t *Tactician) rangedBound(g adventures.View, h, atk int, p *pool) float64 {
	if atk < 0 || atk > maxDice {
		return math.Inf(1)
	}
	if t.rbDec[atk] == t.dec {
		return t.rbV[atk]
	}
	best := 0.0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if !v.Standing() {
			continue
		}
		if kill, wound := t.villainWorth(g, id); kill < 0 || wound < 0 {
			best = math.Inf(1)
			break
		}
		s := adventures.Strike{Target: id, From: v.Cell, To: v.Cell, Dice: atk + p.rangedN}
		best = max(best, t.strikeValueOf(g, h, &s)-0.25*float64(p.rangedN))
		if t.br.obscuring {
			s.Dice = atk + p.rangedN/2
			best = max(best, t.strikeValueOf(g, h, &s)-0.25*float64(p.rangedN/2))
		}
	}
	t.rbV[atk], t.rbDec[atk] = best, t.dec
	return best
}

// rankRanged brings the rangedTop most promising of the n candidates of a
// ranged plan to the front and weighs them with their ranged strikes
// (rankTop).
func (t *Tactician) rankRanged(g adventures.View, h int, p *pool, n int, top *topValues) {
	rankTop(t.cand[:n], t.candV[:n], t.rank[:n], top, func(k int) {
		c := t.cand[k]
		fv := t.follow(g, h, c, p, true)
		if t.spStrikes.n > 0 {
			fv = t.withSpecial(g, h, c, p, fv)
		}
		t.candV[k] = t.base(g, h, c) + fv
	})
}

// rankTop brings the rangedTop most promising candidates (cells cand,
// values v) to the front, one at a time, each the first of the largest
// left (a selection sort, its swaps included), and calls weigh(k) for the
// one brought to k, which may change v[k]. top holds the rangedTop largest
// values met and every value left out of it is below them (plan): then
// only the candidates whose value reaches the least of top can be brought
// forward, and they are listed once (in rank, scratch) and searched alone,
// which brings forward the same candidates in the same order and leaves
// the others where the full sort would.
func rankTop(cand []grid.Cell, v []float64, rank []int16, top *topValues, weigh func(k int)) {
	n := len(cand)
	swap := func(k, j int) {
		cand[k], cand[j] = cand[j], cand[k]
		v[k], v[j] = v[j], v[k]
		weigh(k)
	}
	if top.n < len(top.v) || n <= 2*rangedTop {
		for k := 0; k < rangedTop && k < n; k++ {
			j := k
			for i := k + 1; i < n; i++ {
				if v[i] > v[j] {
					j = i
				}
			}
			swap(k, j)
		}
		return
	}
	least, m := top.v[0], 0
	for i := range v {
		if v[i] >= least {
			rank[m] = int16(i)
			m++
		}
	}
	for k := 0; k < rangedTop; k++ {
		b := -1
		for q := 0; q < m; q++ {
			i := int(rank[q])
			if i < k {
				continue // brought forward already
			}
			if b < 0 {
				b = q
			} else if j := int(rank[b]); v[i] > v[j] || v[i] == v[j] && i < j {
				b = q
			}
		}
		j := int(rank[b])
		for q := 0; q < m; q++ {
			if int(rank[q]) == k {
				rank[q] = int16(j) // the candidate on k goes where j was
				break
			}
		}
		rank[b] = int16(k)
		swap(k, j)
	}
}

// pick returns the index of hero h's best action in opts for plan pl, as
// score does.
func (t *Tactician) pick(g adventures.View, h int, opts []adventures.Option, gains []float64, p *pool, pl *turnPlan) int {
	target, strikeFirst, gainMove := pl.target, pl.strikeFirst, pl.gainMove
	best, bestV := 0, 0.0
	die := t.moveDie(g, h, p, target)
	for i := range opts {
		o := &opts[i]
		if gains == nil && t.skips(g, h, o, p, pl, bestV) {
			continue
		}
		v := t.optionGain(g, h, o, p, strikeFirst, target, gainMove, die)
		if gains != nil {
			gains[i] = v
		}
		if v > bestV+1e-9 {
			best, bestV = i, v
		}
	}
	if bestV < minGain {
		return 0
	}
	return best
}

// skips reports whether option o of hero h, a move elsewhere than plan
// pl's space or a terrain move, has a bound (its value without the danger
// and sight of where it ends) that cannot beat bestV, the best value met:
// then neither can its value, and pick does not weigh it.
func (t *Tactician) skips(g adventures.View, h int, o *adventures.Option, p *pool, pl *turnPlan, bestV float64) bool {
	switch o.Kind {
	case adventures.OptMoveTo:
		return o.Cell != pl.target && t.moveGain(g, h, o.Cell, p, pl.strikeFirst, false) <= bestV+1e-9
	case adventures.OptClimb, adventures.OptLeap, adventures.OptGrind:
		return t.terrainMoveGain(g, h, o, p, t.diceCost(g, h, o.Dice, pl.target != g.Fig(h).Cell), false) <= bestV+1e-9
	}
	return false
}

// heroReach fills t.reach with where hero h can move with mp move points,
// unless it holds that already: the spaces reached depend on h's space,
// the move points, what h carries, the figures (the villains for breaking
// away) and the doors and objects.
func (t *Tactician) heroReach(g adventures.View, h, mp int) {
	pos := reachPosKey(g, h)
	k := newMixer(pos)
	k.mix(uint64(mp))
	if t.reachKey.same(uint64(k)) && g == t.reachView {
		return
	}
	t.reachView, t.reachPos = g, pos
	g.HeroReach(h, mp, &t.reach, &t.brk)
}

// reachPosKey returns a hash of what the spaces hero h reaches depend on
// besides the move points: h's space, what it carries, the figures (the
// villains for breaking away) and the doors and objects.
func reachPosKey(g adventures.View, h int) uint64 {
	f := g.Fig(h)
	k := newMixer(uint64(uint16(f.Cell)) | uint64(uint8(f.Carry+1))<<32 | uint64(h)<<40)
	occ, down := g.Occupied(), g.DownSpaces()
	st := g.State()
	for i := range mapWords(g) {
		k.mix(occ[i])
		k.mix(down[i])
		k.mix(st.Open[i] ^ st.Gone[i]<<1)
	}
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := g.Fig(id); v.Standing() {
			k.mix(uint64(uint16(v.Cell)))
		}
	}
	return uint64(k)
}

// moveDie returns the move slot to spend to reach target, or -1: the
// smallest die that gives the points missing, else the biggest.
func (t *Tactician) moveDie(g adventures.View, h int, p *pool, target grid.Cell) int {
	f := g.Fig(h)
	if target == f.Cell || p.move == 0 {
		return -1
	}
	need := int(t.reach.Cost[target]) - g.MovePoints()
	if need <= 0 {
		return -1
	}
	extra := g.ExtraIcons(h, adventures.IconMove)
	small, big, smallN, bigN := -1, -1, 1<<20, 0
	for s := 0; s < g.NumSlots(h); s++ {
		if p.moveMask&(1<<s) == 0 {
			continue
		}
		fc, _ := g.Slot(h, s)
		k := fc.Count()
		if g.MovePointsFor(h, k+extra) >= need && k < smallN {
			small, smallN = s, k
		}
		if k > bigN {
			big, bigN = s, k
		}
	}
	if small >= 0 {
		return small
	}
	return big
}

// optionGain returns what option o of hero h adds to the team, less the
// dice it spends.
func (t *Tactician) optionGain(g adventures.View, h int, o *adventures.Option, p *pool, strikeFirst bool, target grid.Cell, gainMove float64, die int) float64 {
	br := &t.br
	f := g.Fig(h)
	cost := 0.0
	switch o.Kind {
	case adventures.OptNone, adventures.OptMoveTo, adventures.OptMoveDice, adventures.OptPickUp:
	default:
		cost = t.diceCost(g, h, o.Dice, target != f.Cell)
	}
	switch o.Kind {
	case adventures.OptNone:
		return 0
	case adventures.OptMelee, adventures.OptRanged, adventures.OptThrow:
		s, _ := g.StrikeOf(h, o)
		return strikeGain(t.strikeValue(g, h, &s, s.Target), strikeFirst, target != f.Cell, cost)
	case adventures.OptUseSpecial:
		return t.specialGain(g, h, o, p) - cost
	case adventures.OptMoveTo:
		if o.Cell == target {
			return gainMove
		}
		return t.moveGain(g, h, o.Cell, p, strikeFirst, true)
	case adventures.OptMoveDice:
		if die >= 0 && o.Dice == 1<<die && (!strikeFirst || t.follow(g, h, f.Cell, p, true) <= 0) {
			return gainMove - 0.01
		}
		return -1
	case adventures.OptTakeCover:
		if target != f.Cell {
			return -1
		}
		return t.dangerAt(g, h, f.Cell) - t.dangerWith(g, h, f.Cell, 2, grid.NoCell) - cost
	case adventures.OptCrouch:
		if target != f.Cell {
			return -1
		}
		var buf [8]grid.Cell
		objs := g.Battle().Map.CrouchObjects(g.State(), f.Cell, buf[:0])
		if len(objs) == 0 {
			return -1
		}
		return t.dangerAt(g, h, f.Cell) - t.dangerWith(g, h, f.Cell, 0, objs[0]) - cost
	case adventures.OptClimb, adventures.OptLeap, adventures.OptGrind:
		return t.terrainMoveGain(g, h, o, p, cost, true)
	case adventures.OptFocusCheck:
		p := br.odds.hitsAtLeast(int(g.Battle().Heroes[h].Focus), false, g.CheckDifficulty(o.Cell))
		return p*t.checkValue(g, h, o.Cell) - cost
	case adventures.OptStrikeDoor:
		s, _ := g.StrikeOf(h, o)
		p := br.odds.hitsAtLeast(s.Dice, g.Focus(h) > 0, g.BreakHits(o.Cell)+s.Penalty)
		if br.doors.Has(o.Cell) {
			return p*t.checkValue(g, h, o.Cell) - cost
		}
		return p*t.cameraValue(g) - cost
	case adventures.OptDownload:
		return float64(g.Icons(h, o.Dice))*t.dataValue() - cost
	case adventures.OptPickUp:
		if int(o.Arg) == br.carry {
			return 6
		}
		return -1
	}
	return -1
}

// strikeGain returns what a strike option adds: the value v of its strike
// (less when it comes after the move), less cost, the dice's value.
func strikeGain(v float64, strikeFirst, moving bool, cost float64) float64 {
	if !strikeFirst && moving {
		v -= 0.1 // strike after the move
	}
	return v - cost
}

// terrainMoveGain returns what climbing, leaping or grinding to o.Cell
// (option o) adds, less cost, the dice's value. With harm false it is a
// bound: the value of o.Cell without its danger and sight (baseOrBound),
// and with ranged icons a bound of its strikes (followBound) unless they
// are weighed already.
func (t *Tactician) terrainMoveGain(g adventures.View, h int, o *adventures.Option, p *pool, cost float64, harm bool) float64 {
	cur := g.Fig(h).Cell
	var f float64
	if harm || p.ranged == 0 || t.rangedEager || t.fStamp[o.Cell][1] == t.dec {
		f = t.follow(g, h, o.Cell, p, true)
	} else {
		f = t.followBound(g, h, o.Cell, p)
	}
	v := t.baseOrBound(g, h, o.Cell, harm) + f - t.base(g, h, cur) - t.follow(g, h, cur, p, true)
	if o.Kind == adventures.OptLeap && g.Battle().Map.LeapFalls(cur, o.Cell) {
		v -= 2
	}
	if o.Kind == adventures.OptGrind {
		v += 0.5
	}
	return v - cost - 0.1
}

// moveGain returns what moving hero h to c, elsewhere than the plan's
// target, adds: the value of c (and of the strike it allows, unless the
// hero strikes first) less that of staying. With harm false it is a bound:
// the value of c without its danger and sight (baseOrBound).
func (t *Tactician) moveGain(g adventures.View, h int, c grid.Cell, p *pool, strikeFirst, harm bool) float64 {
	cur := g.Fig(h).Cell
	if strikeFirst {
		return t.baseOrBound(g, h, c, harm) - t.base(g, h, cur) - 0.05
	}
	return t.baseOrBound(g, h, c, harm) + t.follow(g, h, c, p, false) - t.base(g, h, cur) - t.follow(g, h, cur, p, false) - 0.05
}

// topValues keeps the rangedTop largest values added to it.
type topValues struct {
	v [rangedTop]float64 // ascending
	n int
}

// add adds x.
func (tv *topValues) add(x float64) {
	if tv.n < len(tv.v) {
		i := tv.n
		tv.n++
		for ; i > 0 && tv.v[i-1] > x; i-- {
			tv.v[i] = tv.v[i-1]
		}
		tv.v[i] = x
		return
	}
	if x <= tv.v[0] {
		return
	}
	i := 0
	for ; i+1 < len(tv.v) && tv.v[i+1] < x; i++ {
		tv.v[i] = tv.v[i+1]
	}
	tv.v[i] = x
}

// below reports whether rangedTop values were added and x is below the
// least of them.
func (tv *topValues) below(x float64) bool { return tv.n == len(tv.v) && x < tv.v[0] }

// diceCost returns the value of hero h's slots in mask for other actions
// this turn: a small price that makes the tactician spend the fewest and
// least useful dice for the same effect.
func (t *Tactician) diceCost(g adventures.View, h int, mask uint8, moving bool) float64 {
	if mask == 0 {
		return 0
	}
	mv := 0
	if moving {
		mv = 1
	}
	if t.dcDec[mask][mv] == t.dec {
		return t.dcV[mask][mv]
	}
	c := t.diceCostCalc(g, h, mask, moving)
	t.dcV[mask][mv], t.dcDec[mask][mv] = c, t.dec
	return c
}

// diceCostCalc is diceCost, not cached: 0.03 for each slot, and what its
// icons are worth (slotTerms), added in the order of the slots.
func (t *Tactician) diceCostCalc(g adventures.View, h int, mask uint8, moving bool) float64 {
	if t.slotDec != t.dec {
		t.slotTerms(g, h)
	}
	mv := b2i(moving)
	c := 0.0
	for s := 0; s < t.slotN; s++ {
		if mask&(1<<s) == 0 {
			continue
		}
		c += 0.03
		if t.slotIcon&(1<<s) != 0 {
			c += t.slotTerm[s][mv]
		}
	}
	return c
}

// slotTerms works out, for this decision of hero h, what each of its
// slots' icons add to diceCost, moving or not: 0.25 a melee icon, 0.2 a
// ranged one, 0.3 a move icon when the hero moves this turn, else 0.05.
func (t *Tactician) slotTerms(g adventures.View, h int) {
	t.slotDec, t.slotN, t.slotIcon = t.dec, min(g.NumSlots(h), len(t.slotTerm)), 0
	for s := 0; s < t.slotN; s++ {
		fc, _ := g.Slot(h, s)
		k := float64(fc.Count())
		switch fc.Kind() {
		case adventures.IconMelee:
			t.slotTerm[s] = [2]float64{0.25 * k, 0.25 * k}
		case adventures.IconRanged:
			t.slotTerm[s] = [2]float64{0.2 * k, 0.2 * k}
		case adventures.IconMove:
			t.slotTerm[s] = [2]float64{0.05 * k, 0.3 * k}
		default:
			continue
		}
		t.slotIcon |= 1 << s
	}
}

// cheapest returns the option of kind k whose dice are worth least.
func (t *Tactician) cheapest(g adventures.View, h int, opts []adventures.Option, k adventures.OptionKind) int {
	best, bestC := 0, 1e9
	for i := range opts {
		if opts[i].Kind != k {
			continue
		}
		if c := t.diceCost(g, h, opts[i].Dice, true); c < bestC {
			best, bestC = i, c
		}
	}
	return best
}

// baseSig is what the value of a space (base) depends on besides the
// space: the hero, the danger and sight of the position (the threat stamp),
// the goal planned, what the hero carries and where its friends are.
type baseSig struct {
	hero, stamp, goal uint32
	carry             int8
	friends           uint64
}

// newDecision starts a decision of hero h, after prepare: the values of
// follow are kept for this decision only, those of base for as long as
// what they depend on is unchanged, which spares most of their work from
// one action of a turn to the next.
func (t *Tactician) newDecision(g adventures.View, h int) {
	if bump(&t.dec) {
		t.fStamp, t.dcDec = [grid.MaxCells][2]uint32{}, [256][2]uint32{}
		t.svDec = [adventures.MaxFigs][maxDice + 1]uint32{}
		t.rbDec = [maxDice + 1]uint32{}
		t.slotDec = 0
	}
	friends := mixer(1)
	for o := 0; o < g.NumHeroes(); o++ {
		if f := g.Fig(o); o != h && f.OnMap() {
			x := uint64(uint16(f.Cell)) | 1<<16
			if f.Down {
				x |= 1 << 17
			}
			friends.mix(x)
		} else {
			friends.mix(0)
		}
	}
	sig := baseSig{hero: uint32(h), stamp: t.stamp, goal: t.goalGen, carry: g.Fig(h).Carry, friends: uint64(friends)}
	if sig == t.bSig {
		return
	}
	t.bSig = sig
	if bump(&t.bGen) {
		t.bStamp, t.uStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
	}
}

// bump advances the generation counter *gen, which stamps tell valid
// entries by, and reports whether it wrapped round: then every stamp must
// be cleared, since a stale one could equal the counter again (which
// starts at 1 after the wrap).
func bump(gen *uint32) bool {
	*gen++
	if *gen == 0 {
		*gen = 1
		return true
	}
	return false
}

// base returns the value of hero h standing on c at the end of its turn:
// nearer its goal, out of harm's way and sight, next to its friends.
func (t *Tactician) base(g adventures.View, h int, c grid.Cell) float64 {
	if t.bStamp[c] == t.bGen {
		return t.baseV[c] // inlined
	}
	return t.baseNew(g, h, c)
}

// baseNew is base, worked out and kept.
func (t *Tactician) baseNew(g adventures.View, h int, c grid.Cell) float64 {
	v := t.baseCalc(g, h, c)
	t.baseV[c], t.bStamp[c] = v, t.bGen
	return v
}

// baseOrBound returns base(c) when harm is true, else an upper bound of
// it: base without the danger and sight of c, which only lower it. Floating
// point addition and subtraction are monotone, so the bound holds exactly.
// It is small enough to inline: the plan asks it of every space it weighs.
func (t *Tactician) baseOrBound(g adventures.View, h int, c grid.Cell, harm bool) float64 {
	if t.bStamp[c] == t.bGen {
		return t.baseV[c]
	}
	if harm {
		return t.baseNew(g, h, c)
	}
	if t.uStamp[c] == t.bGen {
		return t.boundV[c]
	}
	return t.boundNew(g, h, c)
}

// boundNew is the bound of baseOrBound, worked out and kept.
func (t *Tactician) boundNew(g adventures.View, h int, c grid.Cell) float64 {
	v := t.baseWith(g, h, c, false)
	t.boundV[c], t.uStamp[c] = v, t.bGen
	return v
}

// baseCalc is base, not cached.
func (t *Tactician) baseCalc(g adventures.View, h int, c grid.Cell) float64 {
	return t.baseWith(g, h, c, true)
}

// baseWith is baseCalc, without danger and sight when harm is false.
func (t *Tactician) baseWith(g adventures.View, h int, c grid.Cell, harm bool) float64 {
	br := &t.br
	v := -t.goalW * float64(t.goalDist(c))
	switch {
	case br.exitN > 0 && br.exits.Has(c):
		// The hero leaves the battle: out of harm's way, one exit nearer
		// the win.
		return v + winValue/float64(br.exitN)
	case br.carry >= 0 && g.Fig(h).Carry == int8(br.carry) && br.carryZone.Has(c):
		return v + 100 // carried home: the battle is won
	}
	if t.spawnOn.Has(c) {
		v += t.spawnGain // the planner's alone (planner_spawn.go)
	}
	if harm {
		v -= t.dangerAt(g, h, c)
		v -= t.seenAt(g, c)
		if t.farW > 0 && t.farN > 1 {
			v -= t.farGap(c)
		}
		if t.fetching && t.goal[c] == 0 {
			v -= t.fetchGap(g, c)
		}
		if t.apartW > 0 {
			v -= t.apartGap(g, h, c)
		}
		if t.stillW > 0 {
			v -= t.stillGap(g, h, c)
		}
		if t.pushW > 0 {
			v -= t.pushGap(g, h, c)
		}
	}
	if !t.nearFriend.Has(c) {
		return v
	}
	m := &g.Battle().Map
	friends := 0
	for o := 0; o < g.NumHeroes(); o++ {
		fo := g.Fig(o)
		if o == h || !fo.OnMap() || !m.Adjacent(c, fo.Cell) {
			continue
		}
		if fo.Down {
			v += awakenHelp
		} else if friends < 2 {
			friends++
			v += togetherness
		}
	}
	return v
}

// follow returns the value of the best strike hero h could make from c
// with all its melee icons (and, when ranged is true, all its ranged
// icons at a villain in sight). Within a decision p is h's pool, always.
// A value kept for this decision is read first (the pool, and so which
// spaces have no strike, is the same throughout the decision): that much
// inlines.
func (t *Tactician) follow(g adventures.View, h int, c grid.Cell, p *pool, ranged bool) float64 {
	if r := b2i(ranged); t.fStamp[c][r] == t.dec {
		return t.followV[c][r]
	}
	return t.followNew(g, h, c, p, ranged)
}

// followNew is follow, worked out (and kept when there is a strike to
// weigh).
func (t *Tactician) followNew(g adventures.View, h int, c grid.Cell, p *pool, ranged bool) float64 {
	if p.melee == 0 && (!ranged || p.ranged == 0) {
		return 0
	}
	// Without ranged icons the best strike is a melee strike, whether
	// ranged ones are asked for or not: from next to a villain only.
	if (!ranged || p.ranged == 0) && !t.nextTo.Has(c) {
		return 0
	}
	r := b2i(ranged)
	v := t.followCalc(g, h, c, p, ranged)
	t.followV[c][r], t.fStamp[c][r] = v, t.dec
	return v
}

// followCalc is follow, not cached.
func (t *Tactician) followCalc(g adventures.View, h int, c grid.Cell, p *pool, ranged bool) float64 {
	m := &g.Battle().Map
	atk := g.StrikeDice(h, 0, c, c) // the dice of a strike from c before its icons
	best := 0.0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if !v.Standing() {
			continue
		}
		var icons, pen int
		switch {
		case m.Adjacent(c, v.Cell):
			if p.melee == 0 {
				continue
			}
			icons = p.meleeN
		case ranged && p.ranged > 0:
			// The ranged distance is at least the distance in spaces: a
			// villain too far for that is too far.
			if grid.RangePenalty(grid.Chebyshev(c, v.Cell)) >= atk+2*p.rangedN {
				continue
			}
			pen = g.RangePenalty(c, v.Cell)
			if pen >= atk+2*p.rangedN || !g.Sees(&t.sight, c, v.Cell) {
				continue
			}
			icons = p.rangedN
		default:
			continue
		}
		s := adventures.Strike{Target: id, From: c, To: v.Cell, Dice: g.StrikeDice(h, icons, c, v.Cell), Penalty: pen}
		best = max(best, t.strikeValueOf(g, h, &s)-0.25*float64(s.Dice-atk))
	}
	return best
}

// strikeValue returns the value of strike s by hero h at villain id (every
// adjacent villain when id < 0): its chance to knock the villain out and
// its wounds, each weighed by what the villain is worth.
func (t *Tactician) strikeValue(g adventures.View, h int, s *adventures.Strike, id int) float64 {
	if id < 0 {
		sum := 0.0
		adjacentVillains(g, s.From, func(v int) { sum += t.strikeValue(g, h, s, v) })
		return sum
	}
	mean, ko := t.br.strikeOdds(g, h, s, id)
	kill, wound := t.villainWorth(g, id)
	v := kill*ko + wound*mean
	if s.Stun {
		v += 0.3 * (1 - ko) * min(mean, 1)
	}
	return v
}

// villainWorth returns the value of knocking villain figure id out, and of
// one wound to it: the strikes it will no longer make, and its part in the
// battle's win.
func (t *Tactician) villainWorth(g adventures.View, id int) (kill, wound float64) {
	v := g.Fig(id)
	kill = t.worth[v.Type]
	life := float64(max(v.Life, 1))
	share := 0.35
	if g.Battle().Villains[v.Type].Leader {
		share = 0.9
	}
	return kill, share * kill / life
}

// killWorth returns the worth of knocking out a villain of type k of the
// battle of g: 1, and the wounds its strikes would deal (its Hit with its
// passive Attack bonus), and its part in the battle's win (Adventures,
// "Winning the Game").
func killWorth(g adventures.View, k int) float64 {
	b := g.Battle()
	spec := &b.Villains[k]
	actions := float64(g.Actions(k))
	kill := 1 + 0.45*float64(g.VillainTypeHit(k))*actions
	for i := range b.Win {
		w := &b.Win[i]
		switch w.Kind {
		case adventures.DefeatLeaders, adventures.LeaderKOInARow:
			if spec.Leader {
				kill += 10
			}
		case adventures.DefeatFigures:
			if w.Type < 0 || w.Type == k {
				kill += 1.5
			}
		}
	}
	return kill
}

// specialGain returns what special move option o adds: a strike, a heal,
// a defence bonus or a leap (Adventures, "Using Special Moves").
func (t *Tactician) specialGain(g adventures.View, h int, o *adventures.Option, p *pool) float64 {
	spec := &g.Battle().Heroes[h]
	sp := &spec.Specials[o.Arg]
	f := g.Fig(h)
	v := -t.focusCost(g, h, int(sp.CostFocus)) - 0.6*float64(sp.CostLife)
	if sp.Leap {
		v += t.base(g, h, o.Cell) - t.base(g, h, f.Cell)
		if g.Battle().Map.LeapFalls(f.Cell, o.Cell) {
			v -= 2
		}
	}
	if s, ok := g.StrikeOf(h, o); ok {
		return v + t.strikeValue(g, h, &s, s.Target)
	}
	if sp.HealDice > 0 {
		missing := int(spec.Life) - int(f.Life)
		v += 0.5 * min(float64(sp.HealDice)*0.67, float64(missing))
	}
	if sp.DefendBonus > 0 {
		v += t.dangerAt(g, h, f.Cell) - t.dangerWith(g, h, f.Cell, int(sp.DefendBonus), grid.NoCell)
	}
	return v
}

// checkValue returns the value of opening the door, or hacking the
// computer, on c (Adventures, "Doors", "Hacking Computers").
func (t *Tactician) checkValue(g adventures.View, h int, c grid.Cell) float64 {
	br := &t.br
	if br.doors.Has(c) {
		v := 0.0
		if br.doorsN > 0 {
			v += winValue / float64(br.doorsN)
		}
		if t.hasGoal && t.goal[g.Fig(h).Cell] <= 2 && t.goal[c] == 0 {
			v += 6 // the door on the way to the goal
		}
		return v
	}
	if br.dataN > 0 && g.Hacked(h) == grid.NoCell {
		// The data the hero can download in the rounds left, about 5 a
		// round.
		left := br.dataN - g.Data()
		if r := g.Battle().RoundLimit; r > 0 {
			left = min(left, 5*(r-g.Round()+1))
		}
		return t.dataValue() * float64(max(left, 1))
	}
	return 0
}

// cameraValue returns the value of destroying a camera.
func (t *Tactician) cameraValue(g adventures.View) float64 {
	for i := range g.Battle().Lose {
		if g.Battle().Lose[i].Kind == adventures.CameraAlerts {
			return 3
		}
	}
	return 0.2
}

// dataValue returns the value of one data downloaded.
func (t *Tactician) dataValue() float64 {
	return winValue / float64(max(t.br.dataN, 1))
}
