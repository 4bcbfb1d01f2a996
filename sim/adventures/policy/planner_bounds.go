package policy

import (
	"math"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds how the planner weighs the actions of kinds other than
// a move without listing every one: a kind whose upper bound cannot beat
// the best action met is left out of the engine's list and never weighed,
// and the action named is the one pick would choose from the whole list.
//
// pick keeps the first action whose value beats the best met by more than
// 1e-9. An action whose value is at most the best met before it (plus
// 1e-9) never becomes the best, and leaving it out changes nothing. And
// when the move to the plan's space, weighed after every other kind, beats
// by more than 1e-9 the largest value any action before it may have, it
// becomes the best whatever came before, so what came before may be left
// out too.

// Kinds the planner never lists: optionGain weighs them -1, below ending
// the turn (0), so they never become the best.
const neverKinds = 1<<adventures.OptClearStun | 1<<adventures.OptDrop | 1<<adventures.OptHandOff | 1<<adventures.OptThrowItem

// specialKinds are the special moves, listed on their own (after the
// strikes, before the terrain moves in the engine's order) when their
// bound may beat the best action met before them.
const specialKinds = 1 << adventures.OptUseSpecial

// boundSlack is added to a bound worked out otherwise than the value it
// bounds: more than the rounding of either.
const boundSlack = 1e-9

// actionScratch is the planner's room for the special moves it lists and
// for the bounds of the actions listed after them.
type actionScratch struct {
	special [adventures.MaxOptions]adventures.Option
	upper   [adventures.MaxOptions]float64 // the value, or a bound of it, of each action after the special moves
	exact   [adventures.MaxOptions]bool    // upper is the value
	listed  bool                           // the last action named listed the special moves
}

// record follows pick's best action: the first whose value beats the best
// met by more than 1e-9.
type record struct {
	o    adventures.Option
	v    float64
	some bool
}

// see weighs in action o of value v.
func (r *record) see(o *adventures.Option, v float64) {
	if v > r.v+1e-9 {
		r.o, r.v, r.some = *o, v, true
	}
}

// beforeSpecials reports whether the engine lists actions of kind k before
// the special moves.
func beforeSpecials(k adventures.OptionKind) bool {
	switch k {
	case adventures.OptMoveDice, adventures.OptMelee, adventures.OptRanged, adventures.OptThrow:
		return true
	}
	return false
}

// pickBounded returns hero h's best action for plan pl, as pick would
// choose it from the engine's list of every action but the moves followed
// by moves (the move to the plan's space first when planMove), and false
// when that is ending the turn. It lists the special moves only when their
// bound may make one the best (specialBound).
func (p *Planner) pickBounded(g adventures.View, h int, pool *pool, pl *turnPlan, moves []adventures.Option, planMove bool) (adventures.Option, bool) {
	t := &p.Tactician
	sc := p.scratch
	target, strikeFirst, gainMove := pl.target, pl.strikeFirst, pl.gainMove
	die := t.moveDie(g, h, pool, target)
	var r record
	sc.listed = false
	head := g.ActionsBut(h, moveKinds|neverKinds|specialKinds)
	split := 1
	for split < len(head) && beforeSpecials(head[split].Kind) {
		split++
	}
	most := 0.0 // the largest value met (ending the turn: 0)
	var sm strikeMemo
	for i := 1; i < split; i++ {
		o := &head[i]
		v := 0.0
		if o.Kind == adventures.OptMoveDice {
			v = t.optionGain(g, h, o, pool, strikeFirst, target, gainMove, die)
		} else {
			v = t.strikeGainOf(g, h, o, pl, &sm)
		}
		most = max(most, v)
		r.see(o, v)
	}
	post := head[split:]
	known, skipPost := false, false
	if b := t.specialBound(g, h, pool, target != g.Fig(h).Cell); !(b <= r.v+1e-9) {
		if planMove {
			m := max(most, b)
			p.upperAfter(g, h, pool, pl, die, post)
			for i := range post {
				m = max(m, sc.upper[i])
			}
			known, skipPost = true, m+1e-9 < gainMove
		}
		if !skipPost {
			sc.listed = true
			sp := g.ActionsOf(h, specialKinds, sc.special[:])
			var mm specialMemo
			for i := 1; i < len(sp); i++ {
				r.see(&sp[i], t.specialGainOf(g, h, &sp[i], pool, pl, &mm))
			}
		}
	}
	for i := 0; i < len(post) && !skipPost; i++ {
		o := &post[i]
		switch {
		case known && sc.exact[i]:
			r.see(o, sc.upper[i])
			continue
		case isTerrainMove(o.Kind):
			i = p.terrainRun(g, h, pool, pl, die, post, i, known, &r) - 1
			continue
		}
		r.see(o, t.optionGain(g, h, o, pool, strikeFirst, target, gainMove, die))
	}
	for i := range moves {
		o := &moves[i]
		if !t.skips(g, h, o, pool, pl, r.v) {
			r.see(o, t.optionGain(g, h, o, pool, strikeFirst, target, gainMove, die))
		}
	}
	if r.v < minGain || !r.some {
		return adventures.Option{}, false
	}
	return r.o, true
}

// A strikeMemo holds the values of the strikes of a run of strike
// options of the same kind at the same target, by the icons they count:
// the options of a run that count as many icons make the same strike.
type strikeMemo struct {
	kind   adventures.OptionKind
	target int16
	set    uint16 // icons whose strike is held
	v      [16]float64
}

// strikeGainOf returns optionGain of strike option o of hero h for plan
// pl, with the value of its strike read from m when held.
func (t *Tactician) strikeGainOf(g adventures.View, h int, o *adventures.Option, pl *turnPlan, m *strikeMemo) float64 {
	if o.Kind != m.kind || o.Target != m.target {
		m.kind, m.target, m.set = o.Kind, o.Target, 0
	}
	moving := pl.target != g.Fig(h).Cell
	cost := t.diceCost(g, h, o.Dice, moving)
	n := g.ActionIcons(h, o.Dice)
	if n < 0 || n >= len(m.v) {
		s, _ := g.StrikeOf(h, o)
		return strikeGain(t.strikeValue(g, h, &s, s.Target), pl.strikeFirst, moving, cost)
	}
	if m.set&(1<<n) == 0 {
		s, _ := g.StrikeOf(h, o)
		m.v[n] = t.strikeValue(g, h, &s, s.Target)
		m.set |= 1 << n
	}
	return strikeGain(m.v[n], pl.strikeFirst, moving, cost)
}

// A specialMemo holds the values (specialGain) of the special move
// options weighed at a decision, by card, target, space and icons paid:
// the options that differ only in the dice paying as many icons are
// worth as much but for the dice.
type specialMemo struct {
	n   int
	key [32]specialKey
	v   [32]float64
}

// A specialKey is what specialGain depends on in a special move option.
type specialKey struct {
	arg    int8
	target int16
	cell   grid.Cell
	icons  int
}

// specialGainOf returns optionGain of special move option o of hero h for
// plan pl, with its specialGain read from m when held.
func (t *Tactician) specialGainOf(g adventures.View, h int, o *adventures.Option, p *pool, pl *turnPlan, m *specialMemo) float64 {
	cost := t.diceCost(g, h, o.Dice, pl.target != g.Fig(h).Cell)
	k := specialKey{arg: o.Arg, target: o.Target, cell: o.Cell, icons: g.Icons(h, o.Dice)}
	for i := 0; i < m.n; i++ {
		if m.key[i] == k {
			return m.v[i] - cost
		}
	}
	v := t.specialGain(g, h, o, p)
	if m.n < len(m.key) {
		m.key[m.n], m.v[m.n] = k, v
		m.n++
	}
	return v - cost
}

// isTerrainMove reports whether k is a climb, a leap or a grind.
func isTerrainMove(k adventures.OptionKind) bool {
	return k == adventures.OptClimb || k == adventures.OptLeap || k == adventures.OptGrind
}

// terrainRun weighs into r the run of terrain moves of post from i, those
// of the same kind to the same space, and returns where the run ends. The
// run is left out when the bound of its moves with their dice free (read
// from the scratch when known) cannot beat the best met; else each move
// is weighed as pick weighs it.
func (p *Planner) terrainRun(g adventures.View, h int, pool *pool, pl *turnPlan, die int, post []adventures.Option, i int, known bool, r *record) int {
	t, sc := &p.Tactician, p.scratch
	o := &post[i]
	j := i + 1
	for j < len(post) && post[j].Kind == o.Kind && post[j].Cell == o.Cell {
		j++
	}
	u := 0.0
	if known {
		u = sc.upper[i]
	} else {
		u = t.terrainMoveGain(g, h, o, pool, 0, false)
	}
	if u <= r.v+1e-9 {
		return j
	}
	for k := i; k < j; k++ {
		if o := &post[k]; !t.skips(g, h, o, pool, pl, r.v) {
			r.see(o, t.optionGain(g, h, o, pool, pl.strikeFirst, pl.target, pl.gainMove, die))
		}
	}
	return j
}

// upperAfter fills the scratch's upper and exact for the actions of post,
// those listed after the special moves: the value of each, or for a
// terrain move a bound of it (terrainMoveGain's, its dice free), worked
// out once for a run of the same kind and space.
func (p *Planner) upperAfter(g adventures.View, h int, pool *pool, pl *turnPlan, die int, post []adventures.Option) {
	t, sc := &p.Tactician, p.scratch
	for i := range post {
		o := &post[i]
		switch {
		case isTerrainMove(o.Kind):
			if i > 0 && post[i-1].Kind == o.Kind && post[i-1].Cell == o.Cell {
				sc.upper[i] = sc.upper[i-1]
			} else {
				sc.upper[i] = t.terrainMoveGain(g, h, o, pool, 0, false)
			}
			sc.exact[i] = false
		default:
			sc.upper[i] = t.optionGain(g, h, o, pool, pl.strikeFirst, pl.target, pl.gainMove, die)
			sc.exact[i] = true
		}
	}
}

// specialBound returns a bound of the value (optionGain) of every special
// move hero h may use now, -Inf when it may use none: for each card it
// may use and pay for, its costs with the best strike it allows at the
// most dice its slots pay (strikeBound), or its heal and defence as
// specialGain weighs them; +Inf for a leap, whose landing spaces it does
// not look for.
func (t *Tactician) specialBound(g adventures.View, h int, p *pool, moving bool) float64 {
	best := math.Inf(-1)
	if g.SpecialUsed(h) {
		return best
	}
	spec := &g.Battle().Heroes[h]
	f := g.Fig(h)
	unchosen := unchosenInHand(g, h, spec) // a card in the hand lets the hero use the others
	for sp := range spec.Specials {
		s := &spec.Specials[sp]
		if !unchosen && !g.InHand(h, sp) || g.Focus(h) < int(s.CostFocus) || f.Life <= s.CostLife {
			continue
		}
		cost := 0.0 // the least the dice paying for it may cost (diceCost)
		if s.CostKind != adventures.IconNone && s.CostIcons != 0 {
			if icons, _ := p.kind(s.CostKind); s.CostKind > adventures.IconRanged || icons < int(s.CostIcons) {
				continue // the dice cannot pay
			}
			cost = leastDiceCost(s.CostKind, int(s.CostIcons), moving)
		}
		v := -t.focusCost(g, h, int(s.CostFocus)) - 0.6*float64(s.CostLife)
		switch {
		case s.Leap:
			if s.Strike != adventures.NoStrike && s.Strike != adventures.Melee && s.Strike != adventures.Ranged {
				return math.Inf(1)
			}
			best = max(best, t.leapBound(g, h, sp, p, moving, v, cost))
			continue
		case s.Strike == adventures.Melee || s.Strike == adventures.Ranged:
			v += t.specialStrikeBound(g, h, sp, p, moving, f.Cell)
			cost = 0 // counted there
		case s.Strike != adventures.NoStrike:
			return math.Inf(1)
		default:
			v = t.careBound(g, h, s, v)
		}
		best = max(best, v-cost+boundSlack)
	}
	return best
}

// leapBound returns a bound of the value of hero h's special move sp, a
// leap, whose costs are worth pre (and its dice at least cost): the best
// landing space's value without its danger and sight (baseOrBound) less
// that of the hero's space, with the strike from there (or the heal and
// defence) the card allows; a fall is not counted.
func (t *Tactician) leapBound(g adventures.View, h, sp int, p *pool, moving bool, pre, cost float64) float64 {
	s := &g.Battle().Heroes[h].Specials[sp]
	f := g.Fig(h)
	var buf [24]grid.Cell
	best := math.Inf(-1)
	baseCur := t.base(g, h, f.Cell)
	for _, c := range g.LeapTargets(h, buf[:0]) {
		v := pre + (t.baseOrBound(g, h, c, false) - baseCur)
		if s.Strike != adventures.NoStrike {
			best = max(best, v+t.specialStrikeBound(g, h, sp, p, moving, c)+boundSlack)
			continue
		}
		best = max(best, t.careBound(g, h, s, v)-cost+boundSlack)
	}
	return best
}

// careBound returns v with what special move s's heal adds to hero h, and
// a bound of what its defence adds (defendBound), as specialGain adds them.
func (t *Tactician) careBound(g adventures.View, h int, s *adventures.Special, v float64) float64 {
	if s.HealDice > 0 {
		missing := int(g.Battle().Heroes[h].Life) - int(g.Fig(h).Life)
		v += 0.5 * min(float64(s.HealDice)*0.67, float64(missing))
	}
	if s.DefendBonus > 0 {
		v += t.defendBound(g, h, int(s.DefendBonus))
	}
	return v
}

// defendBound returns a bound of what Defend +bonus adds to hero h where
// it stands (specialGain): the danger there, when the danger weights are
// not negative (a danger is then never below 0), else the gain itself.
func (t *Tactician) defendBound(g adventures.View, h, bonus int) float64 {
	c := g.Fig(h).Cell
	if t.costMean >= 0 && t.costKO >= 0 {
		return t.dangerAt(g, h, c)
	}
	return t.dangerAt(g, h, c) - t.dangerWith(g, h, c, bonus, grid.NoCell)
}

// leastDiceCost returns a bound below diceCost of any slots paying icons
// icons of kind k: at least one slot, and the icons.
func leastDiceCost(k, icons int, moving bool) float64 {
	rate := 0.0
	switch k {
	case adventures.IconMelee:
		rate = 0.25
	case adventures.IconRanged:
		rate = 0.2
	case adventures.IconMove:
		rate = 0.05
		if moving {
			rate = 0.3
		}
	}
	return 0.03 + rate*float64(icons)
}

// specialStrikeBound returns a bound of the strike from space from (where
// the hero stands, or lands from a leap) of hero h's special move sp less
// the dice paying for it (leastDiceCost), at every villain adjacent to
// from when it strikes them all, else at the best villain it may target
// (adjacent for a melee strike, not adjacent for a ranged one); -Inf when
// there is none. A card that adds a die per icon paid beyond its cost is
// bounded for each number of icons its slots may pay.
func (t *Tactician) specialStrikeBound(g adventures.View, h, sp int, p *pool, moving bool, from grid.Cell) float64 {
	s := &g.Battle().Heroes[h].Specials[sp]
	cur := from
	m := &g.Battle().Map
	// Icons paid: lo to hi; the strike of the most (all the slots of the
	// kind) rolls hi-n dice more than that of n when it adds a die per icon.
	var mask uint8
	lo, hi := 0, 0
	if s.CostKind != adventures.IconNone && s.CostIcons != 0 {
		var icons int
		icons, mask = p.kind(s.CostKind)
		lo, hi = int(s.CostIcons), int(s.CostIcons)
		if s.PerExtra {
			hi = icons
		}
	}
	near := s.AllAdjacent || s.Strike == adventures.Melee
	if near && !t.nextTo.Has(cur) {
		return math.Inf(-1) // no villain next to it
	}
	var vals [maxBoundIcons]float64
	least := lo // the icons whose cost is the least
	if hi-lo >= len(vals) {
		lo = hi // far too many icons: the most dice at the least cost
	}
	o := adventures.Option{Kind: adventures.OptUseSpecial, Arg: int8(sp), Dice: mask, Target: -1, Cell: from}
	n := 0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if !v.Standing() || m.Adjacent(cur, v.Cell) != near {
			continue
		}
		if !s.AllAdjacent {
			o.Target = int16(id)
		}
		st, ok := g.StrikeOf(h, &o)
		if !ok {
			continue
		}
		most := st.Dice
		for k := lo; k <= hi; k++ {
			st.Dice = most - (hi - k)
			b := t.strikeBound(g, h, &st, id)
			switch {
			case s.AllAdjacent:
				vals[k-lo] += b
			case n == 0:
				vals[k-lo] = b
			default:
				vals[k-lo] = max(vals[k-lo], b)
			}
		}
		n++
	}
	best := math.Inf(-1)
	if n == 0 {
		return best
	}
	for k := lo; k <= hi; k++ {
		paid := k
		if lo != least {
			paid = least // far too many icons: the least cost
		}
		cost := 0.0
		if paid > 0 {
			cost = leastDiceCost(s.CostKind, paid, moving)
		}
		best = max(best, vals[k-lo]-cost)
	}
	return best
}

// maxBoundIcons is the most numbers of icons specialStrikeBound bounds a
// strike for one by one.
const maxBoundIcons = 16

// strikeBound returns a bound of the value (strikeValue) of strike s by
// hero h at villain id, and of every strike at it with fewer dice: the
// odds grow with the dice, and the stun's share is counted whole.
func (t *Tactician) strikeBound(g adventures.View, h int, s *adventures.Strike, id int) float64 {
	mean, ko := t.br.strikeOdds(g, h, s, id)
	kill, wound := t.villainWorth(g, id)
	v := max(kill, 0)*ko + max(wound, 0)*mean
	if s.Stun {
		v += 0.3 * min(mean, 1)
	}
	return v
}

// kind returns the icons of kind k on the pool's slots, and the mask of
// the slots showing them.
func (p *pool) kind(k int) (icons int, mask uint8) {
	switch k {
	case adventures.IconMelee:
		return p.melee, p.meleeMask
	case adventures.IconRanged:
		return p.ranged, p.rangedMask
	case adventures.IconMove:
		return p.move, p.moveMask
	}
	return 0, 0
}

// unchosenInHand reports whether hero h holds in its hand a special move
// card marked unchosen, which lets it use every special move of its sheet.
func unchosenInHand(g adventures.View, h int, spec *adventures.HeroSpec) bool {
	for sp := range spec.Specials {
		if spec.Specials[sp].Unchosen && g.InHand(h, sp) {
			return true
		}
	}
	return false
}
