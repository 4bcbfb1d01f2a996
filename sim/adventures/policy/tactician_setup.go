package policy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Icon kinds of iconValues, and the shell.
const (
	valMove = iota
	valMelee
	valRanged
	valShell
)

// iconValues returns what one move, melee and ranged icon and one shell are
// worth to hero h this round: moves when it has a way to go, strikes when
// villains are near or in sight, shells when they threaten it. A
// knocked-down hero only has use for shells, which help it awaken. The
// values are kept for the position iconKey hashes (tactician_icons.go).
func (t *Tactician) iconValues(g adventures.View, h int) [4]float64 {
	if h < 0 || h >= len(t.icons.e) {
		return t.iconValuesCalc(g, h)
	}
	e := &t.icons.e[h]
	k := iconKey(g, h, t.br.carry, t.team.fetcher)
	if e.valid && e.k == k && e.view == g {
		t.team.fetcher = e.fetcher // as iconValuesCalc leaves it (role may choose a fetcher)
		return e.v
	}
	v := t.iconValuesCalc(g, h)
	*e = iconEntry{k: k, valid: true, view: g, v: v, fetcher: t.team.fetcher}
	return v
}

// iconValuesCalc is iconValues, not kept.
func (t *Tactician) iconValuesCalc(g adventures.View, h int) [4]float64 {
	f := g.Fig(h)
	var v [4]float64
	if g.Escaped(h) || !f.OnMap() {
		return v
	}
	if f.Down {
		v[valShell] = 1
		return v
	}
	near, seen := 1<<20, false
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		e := g.Fig(id)
		if !e.Standing() {
			continue
		}
		d := grid.Chebyshev(f.Cell, e.Cell)
		near = min(near, d)
		if !seen && d > 1 && d <= 6 && g.CanSee(h, id) {
			seen = true
		}
	}
	mv := int(g.Battle().Heroes[h].Move)
	// A move icon is worth the move points it brings nearer the goal.
	targets, w := t.role(g, h)
	far := 0
	if w > 0 {
		far = 1 << 20
		forEach(&targets, func(c grid.Cell) { far = min(far, grid.Chebyshev(f.Cell, c)) })
	}
	v[valMove] = 0.35
	if near > 1 {
		v[valMove] = 0.5
	}
	if far > 1 {
		v[valMove] = max(v[valMove], w*float64(min(far-1, mv)))
	}
	if t.leave.w > 0 && w == objectiveWeight && targets == t.br.exits {
		v[valMove] = max(v[valMove], t.leave.moveValue(g, &t.br, h))
	}
	v[valMelee] = 0.3
	if near <= mv+1 {
		v[valMelee] = 1
	}
	v[valRanged] = 0.15
	if seen {
		v[valRanged] = 0.7
	}
	v[valShell] = 0.15
	if near <= mv+2 {
		v[valShell] = 0.35
	}
	return v
}

// faceValue returns the value of face x to a hero whose icons are worth v.
func faceValue(v *[4]float64, x adventures.Face) float64 {
	val := 0.0
	switch x.Kind() {
	case adventures.IconMove:
		val = v[valMove] * float64(x.Count())
	case adventures.IconMelee:
		val = v[valMelee] * float64(x.Count())
	case adventures.IconRanged:
		val = v[valRanged] * float64(x.Count())
	}
	if x.Shell() {
		val += v[valShell]
	}
	return val
}

// dieValue returns the value of die d of hero h showing face x: a chi
// icon is worth Focus, a heal and the best face of the die (Adventures,
// "Chi Icon").
func (t *Tactician) dieValue(g adventures.View, h, d int, v *[4]float64, x adventures.Face) float64 {
	if !x.Chi() {
		return faceValue(v, x)
	}
	best := 0.0
	for _, y := range g.Battle().Heroes[h].Dice[d] {
		if !y.Chi() {
			best = max(best, faceValue(v, y))
		}
	}
	bonus := 0.3
	if g.Focus(h) < int(g.Battle().Heroes[h].Focus) {
		bonus += t.focusValue
	}
	return best + bonus
}

// setupReroll spends Focus to reroll the dice whose expected value beats
// their face by more than the Focus is worth (Adventures, "Rolling Action
// Dice").
func (t *Tactician) setupReroll(g adventures.View, h int, opts []adventures.Option) int {
	v := t.iconValues(g, h)
	spec := &g.Battle().Heroes[h]
	var mask uint8
	gain := 0.0
	for d := 0; d < spec.NDice; d++ {
		x, _ := g.Slot(h, d)
		mean := 0.0
		for _, y := range spec.Dice[d] {
			mean += t.dieValue(g, h, d, &v, y) / 6
		}
		if dv := mean - t.dieValue(g, h, d, &v, x); dv > 0.05 {
			mask |= 1 << d
			gain += dv
		}
	}
	if gain < 0.8*t.focusCost(g, h, 1) {
		return 0
	}
	for i := range opts {
		if opts[i].Kind == adventures.OptReroll && opts[i].Dice == mask {
			return i
		}
	}
	return 0
}

// chiFace turns a rolled chi icon to the die's most valuable face.
func (t *Tactician) chiFace(g adventures.View, h int, opts []adventures.Option) int {
	spec := &g.Battle().Heroes[h]
	d := 0
	for ; d < spec.NDice; d++ {
		if x, _ := g.Slot(h, d); x.Chi() {
			break
		}
	}
	if d == spec.NDice {
		return 0
	}
	v := t.iconValues(g, h)
	best, bestV := 0, -1.0
	for i := range opts {
		if x := faceValue(&v, spec.Dice[d][opts[i].Arg]); x > bestV {
			best, bestV = i, x
		}
	}
	return best
}

// arrange shares with each neighbour the die it needs most: the leftmost
// die goes to the left neighbour, the rightmost to the right one
// (Adventures, "Sharing Action Dice").
func (t *Tactician) arrange(g adventures.View, h int, opts []adventures.Option) int {
	n := g.NumHeroes()
	left, right := (h+n-1)%n, (h+1)%n
	vl, vr := t.iconValues(g, left), t.iconValues(g, right)
	best, bestV := 0, -1.0
	for i := range opts {
		fl, _ := g.Slot(h, int(opts[i].Arg))
		fr, _ := g.Slot(h, int(opts[i].Arg2))
		if x := faceValue(&vl, fl) + faceValue(&vr, fr); x > bestV {
			best, bestV = i, x
		}
	}
	return best
}

// rolledHits returns the hits of the first n dice of the last roll, and
// how many of them scored none.
func rolledHits(g adventures.View, n int) (hits, misses int) {
	for i := 0; i < n && i < 64; i++ {
		x := int(g.RolledFace(i).Hits)
		hits += x
		if x == 0 {
			misses++
		}
	}
	return hits, misses
}

// strikeReroll rerolls the misses of a strike when the value it expects
// to add is worth the Focus (Adventures, "Spending Focus on a Strike or
// Defense Roll").
func (t *Tactician) strikeReroll(g adventures.View, h int, opts []adventures.Option) int {
	o := &t.last
	cost := t.focusCost(g, h, 1)
	var hits, misses int
	var val func(hits int) float64
	switch o.Kind {
	case adventures.OptMelee, adventures.OptRanged, adventures.OptThrow, adventures.OptUseSpecial:
		s, ok := g.StrikeOf(h, o)
		if !ok {
			return 0
		}
		if s.FreeReroll {
			cost = 0
		}
		id := s.Target
		if id < 0 {
			// One of several strikes at adjacent villains: reroll when it
			// is free or plenty of Focus is left.
			_, misses = rolledHits(g, s.Dice)
			if misses >= 2 && (s.FreeReroll || g.Focus(h) >= 2) {
				return 1
			}
			return 0
		}
		hits, misses = rolledHits(g, s.Dice)
		kill, wound := t.villainWorth(g, id)
		tt := s.Penalty + g.VillainBlock(id)
		life := int(g.Fig(id).Life)
		val = func(x int) float64 {
			w := min(max(x-tt, 0), life)
			v := wound * float64(w)
			if w >= life {
				v += kill
			}
			return v
		}
	case adventures.OptStrikeDoor:
		s, _ := g.StrikeOf(h, o)
		need := g.BreakHits(o.Cell) + s.Penalty
		hits, misses = rolledHits(g, s.Dice)
		worth := t.cameraValue(g)
		if t.br.doors.Has(o.Cell) {
			worth = t.checkValue(g, h, o.Cell)
		}
		val = func(x int) float64 {
			if x >= need {
				return worth
			}
			return 0
		}
	default:
		return 0
	}
	if misses == 0 {
		return 0
	}
	now := val(hits)
	ge := &t.br.odds.hitGE[0][clampDice(misses)]
	exp := 0.0
	for x := 0; x <= maxScore; x++ {
		p := ge[x] - ge[x+1]
		if p > 0 {
			exp += p * val(hits+x)
		}
	}
	if exp-now > cost {
		return 1
	}
	return 0
}

// defendReroll rerolls the misses of a defence roll when the wounds (and
// the knock-down) it expects to save are worth the Focus, against the
// hits to block, which the players see (the striker's Hit less the range
// penalty, or a fall's roll); never when the dice already block them all.
func (t *Tactician) defendReroll(g adventures.View, h int, opts []adventures.Option) int {
	f := g.Fig(h)
	hits := g.DefendHits()
	n := g.DefendDice(h)
	blocks, misses := 0, 0
	for i := 0; i < n && i < 64; i++ {
		x := int(g.RolledFace(i).Blocks)
		blocks += x
		if x == 0 {
			misses++
		}
	}
	if misses == 0 || blocks >= hits {
		return 0
	}
	life := int(f.Life)
	caution := t.caution()
	cost := func(w int) float64 {
		c := (0.3 + 0.5*caution) * float64(w)
		if w >= life {
			c += 3 + 10*caution
		}
		return c
	}
	now := cost(hits - blocks)
	ge := &t.br.odds.blockGE[0][clampDice(misses)]
	exp := 0.0
	for x := 0; x <= maxScore; x++ {
		if p := ge[x] - ge[x+1]; p > 0 {
			exp += p * cost(max(hits-blocks-x, 0))
		}
	}
	if now-exp > t.focusCost(g, h, 1) {
		return 1
	}
	return 0
}

// rollReroll rerolls the misses of a heal roll or of a failed Focus check
// when the value it expects to add is worth the Focus: the Life regained
// (worth more to a knocked-down hero, nearer to standing), or the chance
// that the check passes times what it opens (Adventures, "Healing Wounds",
// "Focus").
func (t *Tactician) rollReroll(g adventures.View, d adventures.Decision) int {
	n, hits, need := g.PendingRoll()
	_, misses := rolledHits(g, n)
	if misses == 0 || need <= hits {
		return 0
	}
	ge := &t.br.odds.hitGE[0][clampDice(misses)]
	gain := 0.0
	if d.Kind == adventures.DecideCheckReroll {
		if t.last.Kind != adventures.OptFocusCheck {
			return 0
		}
		gain = ge[min(need-hits, maxScore+1)] * t.checkValue(g, d.Hero, t.last.Cell)
	} else {
		life := 0.3 + 0.5*t.caution()
		if g.Fig(d.Hero).Down {
			life *= 2
		}
		for x := 1; x <= maxScore; x++ {
			if p := ge[x] - ge[x+1]; p > 0 {
				gain += p * life * float64(min(x, need-hits))
			}
		}
	}
	if gain > t.focusCost(g, d.Hero, 1) {
		return 1
	}
	return 0
}

// defensive turns unspent dice into shells when the defence they add this
// round is worth more than their actions: always for dice the hero (and
// the neighbour sharing them) will not use any more (Adventures, "Going
// on the Defensive").
func (t *Tactician) defensive(g adventures.View, h int, opts []adventures.Option) int {
	f := g.Fig(h)
	if !f.Standing() {
		return 0
	}
	acted := g.Acted(h)
	// The shells last this round only: count the villain activations
	// expected before the hero's turn (the order of the cards still to come
	// is unknown).
	rest := g.ExpectedVillainCardsBefore(h) / float64(max(len(g.Battle().Villains), 1))
	if acted {
		rest = 1
	}
	rest = max(min(rest, 1), 0.3)
	t.prepareOwnSpace(g, h)
	// The danger with k more defence dice, from the terms of the danger
	// there, read once (tactician_shells.go).
	terms := !t.noShells && t.shellsOK()
	if terms {
		t.readShells(g, f.Cell, &t.shells)
	}
	dangerK := func(k int) float64 {
		if terms {
			return t.shellDanger(g, h, &t.shells, k)
		}
		return t.dangerWith(g, h, f.Cell, k, grid.NoCell)
	}
	base := dangerK(0)
	// The danger saved by k more defence dice, for each k asked once.
	var gain [9]float64
	var known [9]bool
	gainOf := func(k int) float64 {
		if !known[k] {
			gain[k], known[k] = (base-dangerK(k))*rest, true
		}
		return gain[k]
	}
	// The dice cost what their faces are worth, so that no option beats
	// keeping the dice unless some saves danger; the costs are not asked
	// then (asking them settles the team's fetcher when an item is carried:
	// always asked there).
	worth := t.br.carry >= 0
	for i := range opts {
		if o := &opts[i]; o.Kind == adventures.OptReroll && gainOf(bits.OnesCount8(o.Dice)) > 1e-9 {
			worth = true
		}
	}
	if !worth {
		return 0
	}
	cost := t.diceWorth(g, h, acted)
	best, bestV := 0, 0.0
	for i := range opts {
		o := &opts[i]
		if o.Kind != adventures.OptReroll {
			continue
		}
		v := gainOf(bits.OnesCount8(o.Dice))
		for d := 0; d < len(cost); d++ {
			if o.Dice&(1<<d) != 0 {
				v -= cost[d]
			}
		}
		if v > bestV+1e-9 {
			best, bestV = i, v
		}
	}
	return best
}

// diceWorth returns what each die of hero h is worth to it unless it has
// acted, and to the neighbours holding it as a placeholder: what turning
// it into a shell loses (Adventures, "Sharing Action Dice").
func (t *Tactician) diceWorth(g adventures.View, h int, acted bool) (cost [adventures.MaxActionDice]float64) {
	n := g.NumHeroes()
	nd := g.Battle().Heroes[h].NDice
	left, right := g.Shared(h)
	vh := t.iconValues(g, h)
	for d := 0; d < nd; d++ {
		x, _ := g.Slot(h, d)
		if !acted {
			cost[d] = faceValue(&vh, x)
		}
		if n < 2 {
			continue
		}
		// The neighbours holding this die as a placeholder lose it too.
		if d == right {
			r := (h + 1) % n
			if _, ok := g.Slot(r, g.Battle().Heroes[r].NDice); ok && !g.Acted(r) {
				vr := t.iconValues(g, r)
				cost[d] += faceValue(&vr, x)
			}
		}
		if d == left {
			l := (h + n - 1) % n
			if _, ok := g.Slot(l, g.Battle().Heroes[l].NDice+1); ok && !g.Acted(l) {
				vl := t.iconValues(g, l)
				cost[d] += faceValue(&vl, x)
			}
		}
	}
	return cost
}

// tieValue is hero h's value to the heroes' tie-break of the villains'
// targets (tieBreak: the hero who suffers least from the strikes): its
// Life, 1.5 a defence die, 4 less when it carries or is hacked.
func tieValue(g adventures.View, h int) float64 {
	v := float64(g.Fig(h).Life) + 1.5*float64(g.DefendDice(h))
	if g.Fig(h).Carry >= 0 || g.Hacked(h) != grid.NoCell {
		v -= 4
	}
	return v
}

// tieBreak decides the ties "the players choose": the hero a villain
// strikes (the one who suffers least from it), the order of villain
// figures (any) and the space a minion spawns on (the one farthest from
// the heroes) (Adventures, "Targeting Priority", "Minion Activation",
// "Cooperative Mode Spawning").
func (t *Tactician) tieBreak(g adventures.View, opts []adventures.Option) int {
	cells := false
	for i := 1; i < len(opts); i++ {
		cells = cells || opts[i].Cell != opts[0].Cell
	}
	best, bestV := 0, -1e9
	for i := range opts {
		o := &opts[i]
		v := 0.0
		switch {
		case cells:
			d := 1 << 20
			for h := 0; h < g.NumHeroes(); h++ {
				if f := g.Fig(h); f.Standing() {
					d = min(d, grid.Chebyshev(f.Cell, o.Cell))
				}
			}
			v = float64(d)
		case int(o.Target) < g.NumHeroes():
			v = tieValue(g, int(o.Target))
		default:
			return 0
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// special picks the special move card worth most in this battle
// (Adventures, Cooperative Mode Setup, step 9).
func (t *Tactician) special(g adventures.View, h int, opts []adventures.Option) int {
	spec := &g.Battle().Heroes[h]
	br := &t.br
	best, bestV := 0, -1e9
	for i := range opts {
		sp := &spec.Specials[opts[i].Arg]
		v := -0.7*float64(sp.CostFocus) - 0.5*float64(sp.CostLife) - 0.15*float64(sp.CostIcons)
		if sp.Strike != adventures.NoStrike {
			s := 1 + float64(sp.AttackBonus)
			if sp.PerExtra {
				s += 0.8
			}
			if sp.FreeReroll {
				s += 0.8
			}
			if sp.Stun {
				s += 0.6
			}
			if sp.AllAdjacent {
				s += 1.2
			}
			if !br.fight {
				s *= 0.7
			}
			v += s
		}
		v += 0.7 * float64(sp.HealDice)
		if sp.DefendBonus > 0 {
			d := 0.5 * float64(sp.DefendBonus)
			if br.survive > 0 {
				d *= 1.6
			}
			v += d
		}
		if sp.Leap && sp.Strike == adventures.NoStrike {
			v += 0.8
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}
