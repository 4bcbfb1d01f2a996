package adventures

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// activateType activates every figure of villain type t when its initiative
// card is drawn: each aware, standing figure that has a hero in line of
// sight (unless the battle says it needs none) takes its whole activation,
// leaders 3 actions and minions 2, in the rulebook's activation order
// (Adventures, "Villain Turns", "Leaders and Minions", "Minion Activation",
// "Activation Order").
func (g *Game) activateType(t int) {
	v := &g.B.Villains[t]
	if g.log != nil {
		g.logf("activate: %s", v.Name)
	}
	if v.Leader && g.B.LeadersAwaken {
		g.awakenLeaders(t)
	}
	g.noteSight(t)
	defer g.forgetSight()
	if v.Tiny {
		g.activateTiny(t)
		return
	}
	n := 0
	var dist [MaxFigures]int
	var group [MaxFigures]int
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		f := &g.Figs[id]
		if !f.Standing() || !f.Aware || (!v.NoSightNeeded && !g.seesHero(id)) {
			continue
		}
		tgt, in := g.aiTarget(id, -1)
		d := 1 << 20
		grp := 2
		if tgt >= 0 {
			d = grid.Chebyshev(f.Cell, g.Figs[tgt].Cell)
			if in {
				grp = 0
				if v.Attack == Ranged {
					grp = 1
				}
			}
		}
		// Insertion by (group, distance); ties keep figure order and are
		// offered to the players below.
		i := n
		for i > 0 && (group[i-1] > grp || group[i-1] == grp && dist[i-1] > d) {
			g.order[i], group[i], dist[i] = g.order[i-1], group[i-1], dist[i-1]
			i--
		}
		g.order[i], group[i], dist[i] = id, grp, d
		n++
	}
	actions := g.Actions(t)
	for i := 0; i < n && !g.over; i++ {
		// The players choose the order among figures tied on group and
		// distance (Adventures, "Minion Activation").
		j := i
		for j+1 < n && group[j+1] == group[i] && dist[j+1] == dist[i] {
			j++
		}
		if j > i {
			opts := g.opts[:0]
			for k := i; k <= j; k++ {
				opts = g.add(opts, Option{Kind: OptChoose, Target: int16(g.order[k])})
			}
			c := i + g.ask(Decision{DecideTieBreak, -1}, opts)
			g.order[i], g.order[c] = g.order[c], g.order[i]
		}
		g.actNext, g.actN = i+1, n
		g.activateFigure(g.order[i], actions)
	}
	g.actNext, g.actN = 0, 0
}

// A sightMemo keeps, during the activation of one villain type, which
// heroes each of its figures was found to see or not from the space it
// stood on. The heroes do not move while villains act, doors and objects
// stay as they are, and only giants block sight among figures, so without
// giants a figure's sight changes only when it moves; its targeting asks
// the same question before every action.
type sightMemo struct {
	on          bool
	at          [MaxFigs]grid.Cell // the figure's space when known was started
	known, seen [MaxFigs]uint8     // bit h: hero h's sight looked at, seen
}

// noteSight starts keeping the sight of the figures of villain type t, in
// battles without giants.
func (g *Game) noteSight(t int) {
	sm := &g.sight
	sm.on = !g.hasGiants
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		sm.at[id], sm.known[id], sm.seen[id] = grid.NoCell, 0, 0
	}
}

// forgetSight stops keeping sight, at the end of an activation.
func (g *Game) forgetSight() { g.sight.on = false }

// villainSees reports whether villain figure id can draw line of sight to
// hero h, as CanSee does, from the sight memo while an activation keeps
// one.
func (g *Game) villainSees(id, h int) bool {
	sm := &g.sight
	if !sm.on {
		return g.CanSee(id, h)
	}
	if c := g.Figs[id].Cell; sm.at[id] != c {
		sm.at[id], sm.known[id], sm.seen[id] = c, 0, 0
	}
	bit := uint8(1) << h
	if sm.known[id]&bit == 0 {
		sm.known[id] |= bit
		if g.CanSee(id, h) {
			sm.seen[id] |= bit
		}
	}
	return sm.seen[id]&bit != 0
}

// seesHero reports whether villain figure id has a standing hero in line of
// sight.
func (g *Game) seesHero(id int) bool {
	for h := 0; h < g.nh; h++ {
		if g.Figs[h].Standing() && g.villainSees(id, h) {
			return true
		}
	}
	return false
}

// inStrikeRange reports whether villain figure id can strike hero h from
// where it stands: a melee figure when adjacent, a ranged figure when not
// adjacent and in line of sight (Adventures, "Strike Range").
func (g *Game) inStrikeRange(id, h int) bool {
	f, t := &g.Figs[id], &g.Figs[h]
	if g.B.Villains[f.Type].Attack == Ranged {
		return !g.B.Map.Adjacent(f.Cell, t.Cell) && g.villainSees(id, h)
	}
	return g.B.Map.Adjacent(f.Cell, t.Cell)
}

// aiTarget picks villain figure id's target: the closest standing hero in
// line of sight, ties broken by the sheet's secondary targeting priority on
// current values, then by the players; a ranged figure compares every hero
// within its strike range instead, if any. With no hero in sight it keeps
// the remembered target. It returns the hero (or -1) and whether the hero is
// within strike range (Adventures, "Targeting Priority").
func (g *Game) aiTarget(id, remembered int) (int, bool) {
	var cand [MaxHeroes]int
	n, inRange := g.targetCandidates(id, &cand)
	switch {
	case inRange:
		return g.pickTarget(id, cand[:n], false), true
	case n == 0:
		if remembered >= 0 && g.Figs[remembered].Standing() {
			return remembered, g.inStrikeRange(id, remembered)
		}
		return -1, false
	}
	h := g.pickTarget(id, cand[:n], true)
	return h, g.inStrikeRange(id, h)
}

// targetCandidates lists in cand the heroes villain figure id's targeting
// compares (Adventures, "Targeting Priority"): for a ranged figure those
// within its strike range, if any (inRange), else the closest standing
// heroes in its line of sight. It returns how many.
func (g *Game) targetCandidates(id int, cand *[MaxHeroes]int) (n int, inRange bool) {
	f := &g.Figs[id]
	if g.B.Villains[f.Type].Attack == Ranged {
		for h := 0; h < g.nh; h++ {
			if g.Figs[h].Standing() && g.inStrikeRange(id, h) {
				cand[n] = h
				n++
			}
		}
		if n > 0 {
			return n, true
		}
	}
	best := 1 << 20
	for h := 0; h < g.nh; h++ {
		if !g.Figs[h].Standing() || !g.villainSees(id, h) {
			continue
		}
		d := grid.Chebyshev(f.Cell, g.Figs[h].Cell)
		if d < best {
			best, n = d, 0
		}
		if d == best {
			cand[n] = h
			n++
		}
	}
	return n, false
}

// pickTarget breaks a targeting tie among heroes by the secondary targeting
// priority, then (for ranged comparisons) by distance, then by the players.
func (g *Game) pickTarget(id int, cand []int, sameDistance bool) int {
	if len(cand) == 1 {
		return cand[0]
	}
	f := &g.Figs[id]
	pr := g.B.Villains[f.Type].Priority
	bestV := 0
	n := 0
	for i, h := range cand {
		val := g.priorityValue(h, pr)
		if i == 0 || val > bestV {
			bestV, n = val, 0
		}
		if val == bestV {
			cand[n] = h
			n++
		}
	}
	cand = cand[:n]
	if !sameDistance && len(cand) > 1 {
		best := 1 << 20
		n = 0
		for _, h := range cand {
			d := grid.Chebyshev(f.Cell, g.Figs[h].Cell)
			if d < best {
				best, n = d, 0
			}
			if d == best {
				cand[n] = h
				n++
			}
		}
		cand = cand[:n]
	}
	if len(cand) == 1 {
		return cand[0]
	}
	opts := g.opts[:0]
	for _, h := range cand {
		opts = g.add(opts, Option{Kind: OptChoose, Target: int16(h)})
	}
	return int(opts[g.ask(Decision{DecideTieBreak, -1}, opts)].Target)
}

// priorityValue returns hero h's value under priority pr, higher preferred.
func (g *Game) priorityValue(h int, pr Priority) int {
	switch pr {
	case HighestLife:
		return int(g.Figs[h].Life)
	case LowestLife:
		return -int(g.Figs[h].Life)
	case HighestFocus:
		return int(g.heroes[h].focus)
	case LowestFocus:
		return -int(g.heroes[h].focus)
	case HighestSkill:
		return int(g.B.Heroes[h].Skill)
	case LowestSkill:
		return -int(g.B.Heroes[h].Skill)
	}
	return 0
}

// activateFigure plays one AI figure's activation of n actions: before each
// action it re-evaluates its target; it strikes when in strike range, makes
// its one move action otherwise (a ranged figure adjacent to its only target
// steps away first), climbs (2 actions) toward a target on another level,
// and forfeits the rest once it has moved and is out of range; a stunned
// figure spends an action per stun token (Adventures, "Cooperative Mode
// Actions and Icons": "Movement", "Climbing", "Attacking"; "Stun"). The
// activation is the figure's turn for harmful terrain.
func (g *Game) activateFigure(id, n int) {
	start := g.onHarm(id)
	g.figureActions(id, n)
	g.lingerHarm(id, start)
}

// figureActions plays the n actions of activateFigure.
func (g *Game) figureActions(id, n int) {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	moved := false
	remembered := -1
	for a := 0; a < n && !g.over && f.Standing(); a++ {
		if f.Stun > 0 {
			f.Stun--
			if g.log != nil {
				g.logf("stun: %s spends an action to clear a stun token", g.figName(id))
			}
			continue
		}
		tgt, in := g.aiTarget(id, remembered)
		if tgt < 0 {
			return
		}
		remembered = tgt
		if in && v.Attack == Ranged && !moved && !g.optimalRange(id, tgt) {
			// Ranged figures not in optimal strike range move toward the
			// closest space of optimal range first.
			g.aiMove(id, tgt, false)
			moved = true
			continue
		}
		if in {
			k := g.aiStrikeActions(id, tgt)
			if k > n-a {
				if g.log != nil {
					g.logf("forfeit: %s has too few actions left to strike", g.figName(id))
				}
				return
			}
			a += k - 1
			g.aiStrike(id, tgt)
			continue
		}
		if moved {
			if g.log != nil {
				g.logf("forfeit: %s is out of strike range after moving", g.figName(id))
			}
			return
		}
		if n-a >= 2 && g.aiShouldClimb(id, tgt) {
			a++
			continue
		}
		if v.Attack == Ranged && g.B.Map.Adjacent(f.Cell, g.Figs[tgt].Cell) {
			g.aiMove(id, tgt, true)
		} else {
			g.aiMove(id, tgt, false)
		}
		moved = true
	}
}

// aiStrikeActions returns the actions villain figure id spends on a strike
// at hero h: 2 into or out of obscuring terrain, which "costs twice as many
// action icons" (an AI figure's action stands for an icon, as its 2-action
// climb stands for the climb's 2 move icons), else 1; machines are not
// affected by obscuring terrain. A figure with 1 action left cannot make
// such a strike (Adventures, "Obscuring Terrain", "Climbing", "Machine";
// docs/RULES.md).
func (g *Game) aiStrikeActions(id, h int) int {
	if !g.B.Villains[g.Figs[id].Type].Machine && g.Obscured(g.Figs[id].Cell, g.Figs[h].Cell) {
		return 2
	}
	return 1
}

// optimalRange reports whether ranged villain figure id can strike hero h
// without a range penalty (Adventures, "Strike Range").
func (g *Game) optimalRange(id, h int) bool {
	return g.RangePenalty(g.Figs[id].Cell, g.Figs[h].Cell) == 0
}

// aiStrike makes villain figure id strike hero h: its Hit attribute less the
// range penalty of a ranged strike (Adventures, "Attacking").
func (g *Game) aiStrike(id, h int) {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	hits := int(v.Hit) + g.bonus(id, EffectAttack, f.Cell)
	if v.Attack == Ranged {
		hits -= g.RangePenalty(f.Cell, g.Figs[h].Cell)
	}
	if hits <= 0 {
		if g.log != nil {
			g.logf("strike: %s shoots at %s: out of reach, 0 hits", g.figName(id), g.B.Heroes[h].Name)
		}
		return
	}
	g.villainStrike(id, h, hits)
}

// villainReach fills g.reach with where villain figure id can move with its
// Move attribute: heroes are the enemies it breaks away from, unless it
// carries an item (Adventures, "AI Villain Figures and Carried Items"). It
// returns the break-away costs it used. With stopAt the search ends at the
// least cost of a space of stopAt the move may end on
// (grid.MoveQuery.StopAt).
func (g *Game) villainReach(id int, stopAt *grid.Set) *[grid.MaxCells]uint8 {
	brk := g.villainReachInto(id, stopAt, &g.reach)
	g.reachFor = -1
	return brk
}

// villainReachInto is villainReach filling dst.
func (g *Game) villainReachInto(id int, stopAt *grid.Set, dst *grid.Reach) *[grid.MaxCells]uint8 {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	var enemies grid.Set
	if f.Carry < 0 {
		for h := 0; h < g.nh; h++ {
			if g.Figs[h].Standing() {
				enemies.Add(g.Figs[h].Cell)
			}
		}
	}
	brk := g.breakAway(&g.villainBrk, &enemies, &grid.Set{}) // every hero weighs 1
	occ := g.occ
	occ.Remove(f.Cell)
	q := grid.MoveQuery{From: f.Cell, MP: int(v.Move) + g.bonus(id, EffectMove, f.Cell), Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
		BreakAwayAt: &g.villainBrk.at, StopAt: stopAt, IgnoreSlow: v.Giant || v.Tiny, Carrying: g.carryingCharacter(id)}
	g.ctr.Reach++
	g.B.Map.Reach(&g.Map, &q, dst)
	return brk
}

// aiMove is villain figure id's move action toward hero h, spending its
// move points: a melee figure to the reachable space nearest h (adjacent
// when it can); a ranged figure to the closest reachable space of optimal
// strike range, else of strike range with the smallest penalty, else toward
// h. away is a ranged figure stepping away from an adjacent hero, which
// spends all its move points if it can (Adventures, "Movement").
func (g *Game) aiMove(id, h int, away bool) {
	f := &g.Figs[id]
	v := &g.B.Villains[f.Type]
	m := &g.B.Map
	tc := g.Figs[h].Cell
	near := m.AdjacentSet(tc)
	// A melee figure that can end next to the target moves to the
	// cheapest such space: the search need not look further.
	var stopAt *grid.Set
	if v.Attack != Ranged {
		stopAt = &near
	}
	brk := g.villainReach(id, stopAt)
	var gs grid.Set
	giants := g.giants(&gs)
	best, bestKey := f.Cell, 1<<30
	// The spaces the move may end on, and staying put, in cell order: the
	// first of equal keys wins. near are those adjacent to the target.
	end := g.reach.End
	end.Add(f.Cell)
	anyNear := false
	for i := range near {
		near[i] &= end[i]
		anyNear = anyNear || near[i] != 0
	}
	if v.Attack != Ranged && anyNear && !end.Has(tc) {
		// A melee figure's key is the cost on a space next to the target
		// and more than any cost elsewhere: only those spaces compete.
		end = near
	} else {
		// The keys measure the way to the target from spaces not next to
		// it.
		g.useField(tc, v.Giant || v.Tiny)
	}
	for i, w := range end {
		for ; w != 0; w &= w - 1 {
			c := grid.Cell(i<<6 | bits.TrailingZeros64(w))
			cost := int(g.reach.Cost[c])
			if c == f.Cell {
				cost = 0
			}
			var key int
			if v.Attack == Ranged {
				adj := near.Has(c)
				switch {
				case !adj && g.countLOS() && m.LOS(&g.Map, c, tc, giants):
					pen := g.RangePenalty(c, tc)
					key = pen << 10
				default:
					key = 1<<20 + g.distanceTo(c, tc)<<10
					if adj {
						key += 1 << 19
					}
				}
				if away {
					key += 255 - cost
				} else {
					key += cost
				}
			} else {
				if near.Has(c) {
					key = cost
				} else {
					key = g.distanceTo(c, tc)<<10 + cost
				}
			}
			if key < bestKey {
				best, bestKey = c, key
			}
		}
	}
	if g.B.MakeRoom && g.actN > g.actNext && (v.Attack == Ranged && bestKey < 1<<10 || v.Attack != Ranged && near.Has(best)) {
		// The figure ends in (optimal) strike range: it moves on if that
		// lets figures activated after it into strike range.
		best, brk = g.makeRoom(id, h, best, stopAt, brk)
	}
	if best == f.Cell {
		return
	}
	from := f.Cell
	var path []grid.Cell
	if reachedAny(&g.reach, &g.harmful) {
		occ := g.occ
		occ.Remove(f.Cell)
		q := grid.MoveQuery{From: f.Cell, MP: int(v.Move) + g.bonus(id, EffectMove, f.Cell), Occupied: &occ, Down: &g.down, SlowFigures: g.slowFigures(), BreakAway: brk,
			IgnoreSlow: v.Giant || v.Tiny}
		g.ctr.Paths++
		path = m.Path(&g.Map, &q, &g.reach, best, g.path[:0])
	}
	if g.log != nil {
		g.logf("move: %s moves %s -> %s toward %s", g.figName(id), from.Label(), best.Label(), g.B.Heroes[h].Name)
	}
	for i, c := range path {
		if i == 0 && c == from {
			continue
		}
		if m.Terrain[c]&grid.Harmful != 0 {
			g.relocateThrough(id, c)
			g.harm(id)
			if !f.Standing() {
				return
			}
		}
	}
	g.relocate(id, best)
}

// aiShouldClimb climbs villain figure id toward hero h when h is in line of
// sight, not within strike range, and on the other level; giant and tiny
// figures make no terrain moves. It lands on the space from which it can
// strike h if any, else the one nearest h (plain distance, then straight
// line), and reports whether it climbed (2 actions; Adventures, "Climbing";
// "Giant"; "Tiny Characters").
func (g *Game) aiShouldClimb(id, h int) bool {
	f := &g.Figs[id]
	m := &g.B.Map
	if v := &g.B.Villains[f.Type]; v.Giant || v.Tiny {
		return false
	}
	if g.inStrikeRange(id, h) || !g.villainSees(id, h) {
		return false
	}
	const lv = grid.Elevated | grid.FireEscape
	tc := g.Figs[h].Cell
	a, b := m.Terrain[f.Cell]&lv, m.Terrain[tc]&lv
	if a == b || a&grid.FireEscape != 0 || b&grid.FireEscape != 0 {
		return false
	}
	figs := g.figureCells()
	cl := m.ClimbTargets(&g.Map, f.Cell, &figs, g.cells[:0])
	if len(cl) == 0 {
		return false
	}
	best, bk := cl[0], 1<<30
	for _, c := range cl {
		dx, dy := c.X()-tc.X(), c.Y()-tc.Y()
		k := grid.Chebyshev(c, tc)<<16 + dx*dx + dy*dy
		if g.B.Villains[f.Type].Attack == Melee && m.Adjacent(c, tc) {
			k = 0
		}
		if k < bk {
			best, bk = c, k
		}
	}
	if g.log != nil {
		g.logf("climb: %s climbs %s -> %s", g.figName(id), f.Cell.Label(), best.Label())
	}
	g.relocate(id, best)
	g.enteredHarm(id)
	return true
}

// activateTiny activates the tiny figures of type t: every one not within
// strike range moves, then every space of them in range makes a single
// strike together; they never strike twice in a turn. A stunned tiny
// figure spends its move action on a stun token, and its attack action on
// a second one: with one token it may still join its space's strike
// (Adventures, "Tiny Characters: Cooperative Mode", "Stun"; docs/RULES.md).
func (g *Game) activateTiny(t int) {
	v := &g.B.Villains[t]
	var active, onHarm uint64 // the figures activated, and those on harmful terrain then
	for id := g.vStart[t]; id < g.vStart[t+1] && !g.over; id++ {
		f := &g.Figs[id]
		if !f.Standing() || !f.Aware || (!v.NoSightNeeded && !g.seesHero(id)) {
			continue
		}
		active |= 1 << (id - g.vStart[t])
		if g.onHarm(id) {
			onHarm |= 1 << (id - g.vStart[t])
		}
		if f.Stun > 0 {
			f.Stun--
			continue
		}
		if tgt, in := g.aiTarget(id, -1); tgt >= 0 && !in {
			g.aiMove(id, tgt, false)
		}
	}
	var struck grid.Set
	for id := g.vStart[t]; id < g.vStart[t+1] && !g.over; id++ {
		f := &g.Figs[id]
		if !f.Standing() || active&(1<<(id-g.vStart[t])) == 0 || struck.Has(f.Cell) {
			continue
		}
		if f.Stun > 0 {
			// A second stun token takes its attack action too.
			f.Stun--
			continue
		}
		if tgt, in := g.aiTarget(id, -1); tgt >= 0 && in {
			struck.Add(f.Cell)
			g.aiStrike(id, tgt)
		}
	}
	for id := g.vStart[t]; id < g.vStart[t+1] && !g.over; id++ {
		if active&(1<<(id-g.vStart[t])) != 0 {
			g.lingerHarm(id, onHarm&(1<<(id-g.vStart[t])) != 0)
		}
	}
}

// awakenLeaders applies the optional rule for AI leaders of type t: a
// knocked-down leader regains Life equal to its Block each time its card is
// drawn and stands once it has half its Life (rounded up); otherwise it
// takes a KO token, which stays after it stands; the tokens in a row count
// for a leader-ko-in-a-row win (Adventures, "Awakening AI-Controlled
// Villain Leaders": "Each time its initiative card is drawn and it does NOT
// regain enough Life to stand up yet, place a KO token on its villain
// sheet").
func (g *Game) awakenLeaders(t int) {
	v := &g.B.Villains[t]
	for id := g.vStart[t]; id < g.vStart[t+1]; id++ {
		f := &g.Figs[id]
		if f.Where != onMap || !f.Down {
			continue
		}
		f.Life = int8(min(int(f.Life)+int(v.Block), int(v.Life)))
		if int(f.Life) >= (int(v.Life)+1)/2 && !g.occ.Has(f.Cell) {
			f.Down = false
			g.down.Remove(f.Cell)
			g.place(f)
			g.comp.koRow[id] = 0
			if g.log != nil {
				g.logf("awaken: %s stands with %d Life", g.figName(id), f.Life)
			}
			continue
		}
		g.comp.ko[id]++
		g.comp.koRow[id]++
		if g.log != nil {
			g.logf("awaken: %s stays down (%d Life): KO token %d", g.figName(id), f.Life, g.comp.ko[id])
		}
	}
}
