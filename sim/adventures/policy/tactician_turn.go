package policy

import (
	"math"
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// Weights of the tactician's goals, in wounds dealt per move point nearer.
const (
	objectiveWeight = 0.9  // a hero with an objective to reach (exit, item, computer, door)
	escortWeight    = 0.15 // a hero keeping near the one who carries or hacks
	fightWeight     = 0.2  // a hero closing in on the villains to strike
)

// mixer hashes words into a key (FNV-1a style, a word at a time).
type mixer uint64

func (k *mixer) mix(x uint64) { *k = (*k ^ mixer(x)) * 0x100000001b3 }

// newMixer starts a key with x mixed in as every later word is. A key
// started at x itself takes the next word XORed straight into x, so two
// keys whose first two words differ alike collide: hero 0 and hero 1 side
// by side on spaces one apart had one threat key.
func newMixer(x uint64) mixer {
	k := mixer(0xcbf29ce484222325)
	k.mix(x)
	return k
}

// threatKey returns a hash of what the danger and sight of each space for
// hero h depend on: the round, the other figures, h's Life, Focus and
// defence (def, its defence roll now: DefendDice is def.DiceAt of its
// space), the doors open, the objects gone and the alerts so far.
func threatKey(g adventures.View, h int, def *adventures.Defense) uint64 {
	k := newMixer(uint64(g.Round())<<8 | uint64(h) | 1<<63)
	for id, n := 0, g.NumFigures(); id < n; id++ {
		if id == h {
			continue
		}
		f := g.Fig(id)
		x := uint64(uint16(f.Cell)) | uint64(uint8(f.Stun))<<24
		if f.Standing() {
			x |= 1 << 40
		}
		if f.Aware {
			x |= 1 << 41
		}
		k.mix(x)
	}
	f := g.Fig(h)
	k.mix(uint64(uint8(f.Life)) | uint64(def.DiceAt(f.Cell))<<8 | uint64(min(g.Focus(h), 1))<<16 |
		uint64(g.DoorsOpened())<<24 | uint64(g.Alerts())<<32)
	gone := &g.State().Gone
	for i, x := range gone[:mapWords(g)] {
		if x != 0 {
			k.mix(uint64(i)<<58 ^ x) // thrown objects and destroyed cameras see and hide no more
		}
	}
	return uint64(k)
}

// goalKey returns a hash of hero h's goal: the spaces it heads for, their
// weight, and the doors open.
func goalKey(g adventures.View, h int, targets *grid.Set, w float64) uint64 {
	k := newMixer(uint64(h) | uint64(w*1000)<<8)
	open := &g.State().Open
	for i := range mapWords(g) {
		k.mix(targets[i])
		k.mix(open[i])
	}
	return uint64(k)
}

// mapWords returns how many words of a grid.Set hold the spaces of the
// map of g: those of the rows past its last are empty in every set of
// figures, doors, objects and goals, whatever happens.
func mapWords(g adventures.View) int {
	return min((g.Battle().Map.H+1)/2, len(grid.Set{}))
}

// prepare does the tactician's per-turn work for hero h, unless it is done
// for this position: where h is headed, who the villains would strike.
func (t *Tactician) prepare(g adventures.View, h int) {
	targets, w := t.role(g, h)
	if !t.gkey.same(goalKey(g, h, &targets, w)) {
		t.goalGen++
		t.planGoal(g, h, &targets, w)
	}
	t.prepareThreat(g, h)
}

// prepareDanger does the work of prepare that dangerAt needs, for a
// decision that weighs no space but hero h's own (defence): the threat,
// and in a battle won by carrying an item the role (which keeps the team's
// choice of fetcher as prepare would; elsewhere the role changes nothing),
// not the goal field, which is left as the last action planned it.
func (t *Tactician) prepareDanger(g adventures.View, h int) {
	if t.br.carry >= 0 {
		t.role(g, h)
	}
	t.prepareThreat(g, h)
}

// neighbourSteps are the cell offsets of the steps to the eight
// neighbours of a space.
var neighbourSteps = [8]grid.Cell{-grid.MaxSide - 1, -grid.MaxSide, -grid.MaxSide + 1, -1, 1, grid.MaxSide - 1, grid.MaxSide, grid.MaxSide + 1}

// prepareThreat does the per-turn work dangerAt and seenAt need for hero
// h, unless it is done for this position.
func (t *Tactician) prepareThreat(g adventures.View, h int) {
	t.threatCosts(g, h)
	if t.key.same(t.dangerV.key(g, h, threatKey(g, h, &t.def))) {
		return
	}
	t.buildThreat(g, h)
}

// threatCosts reads what dangerWith weighs the threats of hero h by, on
// any table: its defence, whether it may reroll, and the costs of wounds
// and of a knock-down.
func (t *Tactician) threatCosts(g adventures.View, h int) {
	t.def = g.DefenseOf(h)
	t.reroll = g.Focus(h) > 0
	caution := t.caution()
	t.costMean, t.costKO = 0.1+0.5*caution, 2+14*caution
}

// buildThreat builds hero h's threat table (prepareThreat), whatever the
// key.
func (t *Tactician) buildThreat(g adventures.View, h int) {
	if bump(&t.stamp) {
		t.dStamp, t.sStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
	}
	g.Sight(&t.sight)
	kept := &t.dangerV.kept // threat_kept.go
	keep := kept.renew(g, kept.heroesSig(g, h, &t.sight))
	t.nextTo = grid.Set{}
	if !keep {
		t.nearFriend = grid.Set{}
	}
	m := &g.Battle().Map
	t.watched = len(m.Cameras) > 0
	for id := 0; id < g.NumFigures(); id++ {
		f := g.Fig(id)
		if id < g.NumHeroes() {
			if id != h && f.OnMap() && !keep {
				// m.AdjacentSet(f.Cell), added without a set between: the
				// step to itself and off the map is not Adjacent.
				for _, d := range neighbourSteps {
					if n := f.Cell + d; m.Adjacent(f.Cell, n) {
						t.nearFriend.Add(n)
					}
				}
			}
			continue
		}
		if f.OnMap() && !f.Aware && g.Battle().Villains[f.Type].Wake == adventures.WakeOnSight {
			t.watched = true
		}
		if !f.Standing() {
			continue
		}
		x, y := f.Cell.X(), f.Cell.Y()
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if m.Inside(x+dx, y+dy) {
					t.nextTo.Add(grid.At(x+dx, y+dy))
				}
			}
		}
	}
	// The villains that will act, with the nearest hero other than h each
	// sees: it is struck instead of h unless h comes nearer.
	t.nThreats = 0
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if !v.Standing() || !v.Aware {
			continue
		}
		th := newThreat(g, id)
		if t.byPriority != 0 {
			th.nearestOther(g, h)
			th.rivals(g, h, t.byPriority)
		} else {
			kept.nearestOther(g, &th, h)
		}
		if t.tie {
			th.tieOf(g, h) // the planner's tie (planner_walk.go)
		}
		t.threats[t.nThreats] = th
		t.nThreats++
	}
	if len(g.Battle().Map.Cameras) > 0 { // their facings next round, for seenAt
		t.cams = *g.State()
		g.Battle().Map.RotateCameras(&t.cams)
	}
	if t.dangerV.v >= 2 {
		t.dangerV.prepare(g, h)
		t.struckDown(g, h) // version 4 (danger.go)
		if t.leadW > 0 {
			t.leadActs(g) // the planner's lead (planner_lead.go)
		}
	}
	t.dangerV.side = mapSide(g)
	t.threatIndex() // danger.go
}

// newThreat returns the threat of standing villain figure id, but for
// the other hero it would strike instead (nearestOther): its maxD is
// the farthest it strikes any hero from.
func newThreat(g adventures.View, id int) threat {
	v := g.Fig(id)
	spec := &g.Battle().Villains[v.Type]
	// Its Move and Hit with its passive bonuses where it stands, asked
	// once per figure: the table is built once per position.
	th := threat{id: int16(id), cell: v.Cell, x: v.Cell.X(), y: v.Cell.Y(), move: g.VillainMoveAt(id, v.Cell), hit: g.VillainHitAt(id, v.Cell), actions: g.Actions(int(v.Type)) - int(v.Stun),
		ranged: spec.Attack == adventures.Ranged, noSight: spec.NoSightNeeded, other: 127}
	// A melee figure strikes after its move from next to the hero; a
	// ranged one from where the range penalty is at most its move + 1
	// (dangerWith), and the ranged distance is at least the distance.
	th.maxD = th.move + 1
	if th.ranged {
		th.maxD = th.move + 3
	}
	return th
}

// nearestOther sets th's other, the nearest hero but h it sees: it is
// struck instead of h unless h comes nearer; farther than that hero, th
// strikes h in no case (dangerWith).
func (th *threat) nearestOther(g adventures.View, h int) {
	id := int(th.id)
	for o := 0; o < g.NumHeroes(); o++ {
		if o == h || !g.Fig(o).Standing() {
			continue
		}
		if d := grid.Chebyshev(th.cell, g.Fig(o).Cell); d < th.other && g.CanSee(id, o) {
			th.other = d
		}
	}
	th.maxD = min(th.maxD, th.other)
}

// role returns the spaces hero h heads for and the value of each move
// point nearer them: the objective it plays for, by the role the team
// gives it, else the villains to strike (Adventures, "Winning the Game").
func (t *Tactician) role(g adventures.View, h int) (targets grid.Set, w float64) {
	br := &t.br
	t.fetching = false
	if d := t.rescue(g, h); d >= 0 {
		targets.Add(g.Fig(d).Cell)
		return targets, objectiveWeight
	}
	switch t.objective(g) {
	case objCarry:
		t.carryGoal(g, h, &targets, &w)
	case objExit:
		targets, w = br.exits, objectiveWeight
	case objData:
		t.dataGoal(g, h, &targets, &w)
	case objDoors:
		forEach(&br.doors, func(c grid.Cell) {
			if !g.State().Open.Has(c) {
				targets.Add(c)
			}
		})
		w = objectiveWeight
	}
	if w == 0 && br.fight {
		t.fightTargets(g, &targets)
		w = fightWeight
	}
	return targets, w
}

// planGoal fills the goal field of hero h from the targets and weight of
// its role; when closed doors are in the way, the goal is the door to open
// first. With many targets (villains to fight) the goal is measured in
// straight-line distance instead.
func (t *Tactician) planGoal(g adventures.View, h int, targets *grid.Set, w float64) {
	br := &t.br
	f := g.Fig(h)
	n := count(targets)
	t.hasGoal = w > 0 && n > 0
	t.goalW = w
	t.nTargets = 0
	t.farN = 0
	if !t.hasGoal {
		return
	}
	if n > maxFieldTargets || t.objective(g) == objNone {
		var kept grid.Set
		forEach(targets, func(c grid.Cell) {
			if t.nTargets < adventures.MaxFigs {
				t.farCells[t.nTargets] = c
				t.nTargets++
				kept.Add(c)
			}
		})
		t.farN = t.nTargets
		if !t.kingValid || kept != t.kingFor {
			// The distances depend on the spaces alone, not on the hero.
			g.Battle().Map.KingDistances(&kept, &t.goalD)
			t.kingFor, t.kingValid = kept, true
		}
		return
	}
	br.fieldTo(g, g.State(), targets, &t.goal)
	if t.fetching {
		t.fetchGoal()
	}
	if t.goal[f.Cell] != grid.Unreachable || count(&br.doors) == 0 {
		return
	}
	// Closed doors are in the way: head for the door on the way to the goal.
	t.opened = *g.State()
	forEach(&br.doors, func(c grid.Cell) { t.opened.Open.Add(c) })
	br.fieldTo(g, &t.opened, targets, &t.open)
	best, bestD := grid.NoCell, 1<<20
	forEach(&br.doors, func(c grid.Cell) {
		if g.State().Open.Has(c) || t.open[c] == grid.Unreachable {
			return
		}
		if d := grid.Chebyshev(f.Cell, c) + int(t.open[c]); d < bestD {
			best, bestD = c, d
		}
	})
	if best == grid.NoCell {
		return
	}
	var door grid.Set
	door.Add(best)
	br.fieldTo(g, g.State(), &door, &t.goal)
}

// Objectives a tactician plays for, besides fighting.
const (
	objNone = iota
	objCarry
	objExit
	objData
	objDoors
)

// objective returns the objective the heroes play for: of the battle's
// wins by carrying, exits, data and doors, the one that looks the least
// work from where the heroes stand (straight-line move points).
func (t *Tactician) objective(g adventures.View) int {
	br := &t.br
	best, bestE := objNone, 1<<30
	try := func(obj, effort int) {
		if effort < bestE {
			best, bestE = obj, effort
		}
	}
	near := func(c grid.Cell) int {
		d := 1 << 20
		for o := 0; o < g.NumHeroes(); o++ {
			if f := g.Fig(o); f.Standing() {
				d = min(d, grid.Chebyshev(f.Cell, c))
			}
		}
		return d
	}
	if br.carry >= 0 {
		cell, carrier := g.Carriable(br.carry)
		e := 0
		if carrier < 0 || carrier >= g.NumHeroes() {
			e = near(cell)
		}
		z := 1 << 20
		forEach(&br.carryZone, func(c grid.Cell) { z = min(z, grid.Chebyshev(cell, c)) })
		try(objCarry, e+2*z)
	}
	if br.exitN > 0 {
		try(objExit, 0)
	}
	if br.dataN > 0 {
		e := 1 << 20
		forEach(&br.computers, func(c grid.Cell) { e = min(e, near(c)) })
		try(objData, e+3*(br.dataN-g.Data()))
	}
	if br.doorsN > 0 {
		e := 0
		forEach(&br.doors, func(c grid.Cell) {
			if !g.State().Open.Has(c) {
				e += near(c) + 3
			}
		})
		try(objDoors, e)
	}
	return best
}

// carryGoal sets the goal of hero h in a battle won by carrying an item
// home: the hero carrying it takes it home, the hero nearest the item
// fetches it, the others keep near it. It reports whether h has a goal.
func (t *Tactician) carryGoal(g adventures.View, h int, targets *grid.Set, w *float64) bool {
	br := &t.br
	cell, carrier := g.Carriable(br.carry)
	switch {
	case carrier == h:
		*targets, *w = br.carryZone, objectiveWeight
		return true
	case carrier >= 0 && carrier < g.NumHeroes():
		targets.Add(g.Fig(carrier).Cell)
		*w = escortWeight
		return true
	}
	if carrier >= 0 {
		cell = g.Fig(carrier).Cell
	}
	targets.Add(cell)
	*w = escortWeight
	if t.fetcher(g, cell) == h {
		*w = objectiveWeight
		t.fetching = t.fetchW > 0
	}
	return true
}

// fetcher returns the hero who fetches the item on cell: the one the team
// chose before while it stands, unless another is nearer by two turns of
// moving; else the one nearest in turns of moving.
func (t *Tactician) fetcher(g adventures.View, cell grid.Cell) int {
	turns := func(o int) float64 {
		return float64(grid.Chebyshev(g.Fig(o).Cell, cell)) / float64(max(g.Battle().Heroes[o].Move, 1))
	}
	best, bestT := -1, 1e9
	for o := 0; o < g.NumHeroes(); o++ {
		if g.Fig(o).Standing() {
			if x := turns(o); x < bestT {
				best, bestT = o, x
			}
		}
	}
	if f := t.team.fetcher; f >= 0 && f < g.NumHeroes() && g.Fig(f).Standing() && turns(f) < bestT+2 {
		return f
	}
	t.team.fetcher = best
	return best
}

// rescue returns the knocked-down hero that hero h goes to help awaken, or
// -1: each knocked-down hero is helped by the two standing heroes nearest
// it, when they are within two moves (Adventures, "Awakening Heroes": +2
// dice per adjacent standing hero).
func (t *Tactician) rescue(g adventures.View, h int) int {
	f := g.Fig(h)
	if !f.Standing() {
		return -1
	}
	best, bestD := -1, 1<<20
	reach := 2*int(g.Battle().Heroes[h].Move) + 1
	for d := 0; d < g.NumHeroes(); d++ {
		fd := g.Fig(d)
		if d == h || !fd.OnMap() || !fd.Down {
			continue
		}
		dist := grid.Chebyshev(f.Cell, fd.Cell)
		if dist > reach || dist >= bestD {
			continue
		}
		// h is among the two standing heroes nearest d.
		nearer := 0
		for o := 0; o < g.NumHeroes(); o++ {
			if fo := g.Fig(o); o != h && fo.Standing() && grid.Chebyshev(fo.Cell, fd.Cell) < dist {
				nearer++
			}
		}
		if nearer < 2 {
			best, bestD = d, dist
		}
	}
	return best
}

// dataGoal sets the goal of hero h in a battle won by downloading data:
// every hero hacks a computer and downloads from it, since each hero
// downloads with its own dice (Adventures, "Hacking Computers",
// "Downloading Data"). It reports whether h has a goal.
func (t *Tactician) dataGoal(g adventures.View, h int, targets *grid.Set, w *float64) bool {
	if c := g.Hacked(h); c != grid.NoCell {
		targets.Add(c)
	} else {
		*targets = t.br.computers
	}
	*w = objectiveWeight
	return true
}

// fightTargets adds the villains to close in on: the leaders when the
// battle is won by defeating them and one stands, else every standing
// villain.
func (t *Tactician) fightTargets(g adventures.View, targets *grid.Set) {
	leaders := false
	for i := range g.Battle().Win {
		k := g.Battle().Win[i].Kind
		leaders = leaders || k == adventures.DefeatLeaders || k == adventures.LeaderKOInARow
	}
	add := func(leadersOnly bool) {
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			v := g.Fig(id)
			if v.Standing() && (!leadersOnly || g.Battle().Villains[v.Type].Leader) {
				targets.Add(v.Cell)
			}
		}
	}
	add(leaders)
	if leaders && count(targets) == 0 {
		add(false)
	}
}

// maxFieldTargets is the most goal spaces measured by move points; more
// are measured in straight-line distance.
const maxFieldTargets = 4

// goalDist returns the move points from c to the hero's goal.
func (t *Tactician) goalDist(c grid.Cell) int {
	if !t.hasGoal {
		return 0
	}
	if t.nTargets > 0 {
		return max(int(t.goalD[c])-1, 0)
	}
	return int(t.goal[c])
}

// dangerAt returns the cost of hero h ending its turn on c: the wounds the
// villains are expected to deal it before its next turn, and the chance
// they knock it down, weighed by the tactician's caution. A villain strikes
// h when h is the nearest hero it sees (Adventures, "Targeting Priority"),
// from where it stands or after its move (Cooperative Mode "Movement",
// "Attacking").
func (t *Tactician) dangerAt(g adventures.View, h int, c grid.Cell) float64 {
	if t.dStamp[c] == t.stamp {
		return t.danger[c]
	}
	v := t.dangerWith(g, h, c, 0, grid.NoCell)
	t.danger[c], t.dStamp[c] = v, t.stamp
	return v
}

// A threat is a villain figure that will act, as dangerWith weighs it.
type threat struct {
	id                 int16 // its figure
	cell               grid.Cell
	x, y               int // cell's column and row
	move, hit, actions int
	other              int // distance to the nearest other hero it sees (127: none)
	maxD               int // the farthest it strikes h from, in spaces: move+1 in melee, move+3 at range, and no farther than other
	ranged, noSight    bool
	gone               float64 // the chance it is struck down before its card comes: version 4 (struckDown, danger.go), else 0
	hp, rPrio, rDist   int     // h's priority to it, and its best rival's priority and distance (rivals: the planner's target)
	tieSet             bool    // tieShare is read (the planner's tie; planner_walk.go)
	tieShare           float64 // the share h takes at a tie in distance with the nearest other heroes, as the targeting rules and the heroes' tie-break decide
}

// dangerWith is dangerAt with extra defence dice, and crouching behind the
// object on behind unless it is NoCell (Adventures, "Crouch"); not cached.
// With the planner's shield, the cost of the wounds the other heroes are
// spared is taken off (shieldOpts, planner_shield.go).
func (t *Tactician) dangerWith(g adventures.View, h int, c grid.Cell, extra int, behind grid.Cell) float64 {
	mean, ko := t.dangerMoments(g, h, c, extra, behind)
	cost := t.costMean*mean + t.costKO*ko
	if t.shield > 0 && t.spared > 0 {
		cost = max(cost-t.shield*t.costMean*t.spared, 0)
	}
	if g.Battle().Map.Terrain[c]&grid.Harmful != 0 {
		cost += 1.5
	}
	return cost
}

// dangerMoments returns the wounds the villains are expected to deal hero
// h on c before its next turn, and the chance they knock it down (a
// normal approximation, its variance widened in version 2: koSpread), as
// dangerWith weighs them (Adventures, "Targeting Priority", "Attacking").
func (t *Tactician) dangerMoments(g adventures.View, h int, c grid.Cell, extra int, behind grid.Cell) (mean, ko float64) {
	mean, m2 := t.dangerSums(g, c, extra, behind)
	if mean > 0 {
		ko = normalTail((float64(g.Fig(h).Life) - 0.5 - mean) / math.Sqrt(t.dangerV.koSpread(m2)+0.25))
	}
	return mean, ko
}

// dangerSums returns the mean and the variance of the wounds the villains
// deal hero h on c before its next turn (dangerMoments).
func (t *Tactician) dangerSums(g adventures.View, c grid.Cell, extra int, behind grid.Cell) (mean, m2 float64) {
	nDef := t.def.DiceAt(c) + extra
	reroll := t.reroll
	acts, actsVar := t.dangerV.activations()
	lastHits, sm, s2 := -1, 0.0, 0.0 // defendMoments of lastHits: the villains of a type hit alike
	t.spared = 0
	cx, cy := c.X(), c.Y()
	// The threats within reach of c (threatIndex), in the table's order;
	// version 3 weighs every one.
	w := t.dangerV.colV[cx&(grid.MaxSide-1)] & t.dangerV.rowV[cy&(grid.MaxSide-1)]
	if t.dangerV.v == 3 {
		w = uint64(1)<<t.nThreats - 1 // all 64 bits when there are 64
	}
	for ; w != 0; w &= w - 1 {
		v := &t.threats[bits.TrailingZeros64(w)]
		d := max(abs(v.x-cx), abs(v.y-cy)) // grid.Chebyshev(v.cell, c)
		if d > v.maxD {
			if t.dangerV.v == 3 { // version 3 (danger.go); not a call a far villain pays otherwise
				sm2, sv2 := t.secondReach(g, v, c, behind, nDef, acts)
				mean += sm2
				m2 += sv2
			}
			continue
		}
		strikes, share, _ := t.strikesAt(g, v, c, d, behind)
		if share == 0 {
			continue
		}
		if v.hit != lastHits {
			lastHits = v.hit
			sm, s2 = t.br.odds.defendMoments(v.hit, nDef, reroll)
		}
		x := share * strikes * sm
		xm, xv := acts*x, acts*share*strikes*(s2-sm*sm)+actsVar*x*x
		if t.shield > 0 && v.other < 127 { // the wounds the nearest other hero is spared (planner_shield.go)
			t.spared += share * acts * sm * v.strikesFrom(v.other, v.other == 1, 0, true)
		}
		if v.gone > 0 { // version 4 (danger.go)
			xm, xv = standing(v.gone, xm, xv)
		}
		mean += xm
		m2 += xv
	}
	if t.dangerV.nSp > 0 && t.dangerV.v >= 2 {
		sm, sv := t.spawnDanger(g, c, nDef)
		mean += sm
		m2 += sv
	}
	return mean, m2
}

// Why the danger model counts no strike of a villain at a hero on a space
// (strikesOn), for the model's calibration (danger_calib_test.go).
const (
	strikeCounted   = iota // it strikes: share > 0
	strikeTooFar           // out of its reach: no strike
	strikeUnseen           // it does not see the space
	strikeElsewhere        // another hero is nearer: it strikes that one
)

// strikesOn returns the strikes threat v makes at a hero on c before the
// hero's next turn, if it strikes that hero, and the share of them the
// hero takes: 1 when it is the nearest hero v sees, 0.5 at a tie
// (Adventures, "Targeting Priority"); from where v stands, or after its
// move (Cooperative Mode "Movement", "Attacking"); crouching behind the
// object on behind unless it is NoCell ("Crouch"). why says why share is 0.
func (t *Tactician) strikesOn(g adventures.View, v *threat, c, behind grid.Cell) (strikes, share float64, why int) {
	d := grid.Chebyshev(v.cell, c)
	if d > v.maxD {
		return 0, 0, strikeTooFar
	}
	return t.strikesAt(g, v, c, d, behind)
}

// strikesAt is strikesOn for a space c at distance d from v, within its
// reach (v.maxD).
func (t *Tactician) strikesAt(g adventures.View, v *threat, c grid.Cell, d int, behind grid.Cell) (strikes, share float64, why int) {
	m := &g.Battle().Map
	adjacent := d == 1 && m.Adjacent(v.cell, c)
	pen, level := 0, true
	if v.ranged {
		pen = g.RangePenalty(v.cell, c)
	} else {
		level = m.Elevated(v.cell) == m.Elevated(c)
	}
	strikes = v.strikesFrom(d, adjacent, pen, level)
	if strikes <= 0 {
		return 0, 0, strikeTooFar
	}
	if t.walk && !v.ranged && !adjacent && !t.walks(g, v, c) { // the planner's walk (planner_walk.go)
		return 0, 0, strikeTooFar
	}
	sees := adjacent || g.Sees(&t.sight, v.cell, c)
	if sees && behind != grid.NoCell && m.CrouchBlocked(g.State(), v.cell, c, behind) {
		sees = false
	}
	if t.byPriority != 0 {
		share, why = v.sharePrio(d, adjacent, sees, t.byPriority)
	} else {
		share, why = v.shareAt(d, v.other, adjacent, sees)
	}
	if t.tie && share == 0.5 && d == v.other && v.tieSet { // the planner's tie (planner_walk.go)
		if share = v.tieShare; share == 0 {
			return 0, 0, strikeElsewhere
		}
	}
	if share == 0 {
		return 0, 0, why
	}
	return strikes, share, why
}

// strikesFrom returns the strikes threat v makes at a hero on a space at
// distance d from it, adjacent or not, at the range penalty pen (ranged)
// or on its level or not (melee) (strikesAt): a melee figure strikes
// after its move from next to the hero, twice when it starts there; a
// ranged one where the range penalty is at most its move + 1
// (Cooperative Mode "Movement", "Attacking").
func (v *threat) strikesFrom(d int, adjacent bool, pen int, level bool) float64 {
	if v.ranged {
		switch {
		case adjacent:
			return float64(v.actions - 1)
		case pen == 0:
			return float64(v.actions)
		case pen <= v.move+1:
			return float64(v.actions - 1)
		}
		return 0
	}
	switch {
	case adjacent:
		return float64(v.actions)
	case d-1 <= v.move && level:
		return float64(v.actions - 1)
	case d-1 <= v.move:
		return 0.3
	}
	return 0
}

// shareAt returns the share of its strikes threat v makes at a hero on a
// space at distance d from it, adjacent or not, that it sees or not, when
// the nearest other hero it sees is other away (v.other, or a spawned
// minion's), and why it makes none there (strikesAt; Adventures,
// "Targeting Priority").
func (v *threat) shareAt(d, other int, adjacent, sees bool) (share float64, why int) {
	switch {
	case !sees && (other < 127 || !v.noSight || v.ranged):
		return 0, strikeUnseen
	case !sees:
		return 0.5, strikeCounted
	case v.ranged && other < 127 && adjacent:
		return 0.5, strikeCounted // it may step away and strike another hero
	case d < other:
		return 1, strikeCounted
	case d == other:
		return 0.5, strikeCounted
	}
	return 0, strikeElsewhere
}

// caution returns how much the tactician weighs the wounds its heroes
// take, from 0 to 1: 1 - aggression; in a battle won only by surviving,
// where every wound counts, twice that and at least one half.
func (t *Tactician) caution() float64 {
	c := 1 - t.aggression
	if t.br.survive > 0 && !t.br.fight && t.br.exitN == 0 && t.br.doorsN == 0 && t.br.dataN == 0 && t.br.carry < 0 {
		c = max(min(2*c, 1), 0.5)
	}
	return c
}

// normalTable holds P(Z >= x) for a standard normal Z at x = -4, -3.95,
// ..., 4.
var normalTable = func() (t [161]float32) {
	for i := range t {
		x := -4 + float64(i)*0.05
		t[i] = float32(0.5 * math.Erfc(x/math.Sqrt2))
	}
	return t
}()

// normalTail returns P(Z >= x) for a standard normal Z, to within a
// percent: a table, linearly interpolated.
func normalTail(x float64) float64 {
	if x <= -4 {
		return 1
	}
	if x >= 4 {
		return 0
	}
	f := (x + 4) / 0.05
	i := int(f)
	a := float64(normalTable[i])
	return a + (f-float64(i))*(float64(normalTable[min(i+1, len(normalTable)-1)])-a)
}

// seenAt returns the cost of hero h ending a move on c in the sight of a
// camera (now, or after the cameras turn at the next round) or of villains
// that wake when they see a hero (Adventures, "Cameras", "Unaware
// Figures").
func (t *Tactician) seenAt(g adventures.View, c grid.Cell) float64 {
	if !t.watched {
		return 0
	}
	if t.sStamp[c] == t.stamp {
		return t.seen[c]
	}
	cost := 0.0
	m := &g.Battle().Map
	if len(m.Cameras) > 0 {
		alert := 2.0
		for i := range g.Battle().Lose {
			if l := &g.Battle().Lose[i]; l.Kind == adventures.CameraAlerts {
				alert = 4 + 20*float64(g.Alerts()+1)/float64(max(l.N, 1))
				if g.Alerts()+1 >= l.N {
					alert = 60
				}
			}
		}
		gp := t.sight.Giants()
		for i := range m.Cameras {
			if m.CameraSees(g.State(), i, c, gp) {
				cost += alert
			}
			if m.CameraSees(&t.cams, i, c, gp) {
				cost += 0.8 * alert
			}
		}
	}
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		v := g.Fig(id)
		if v.OnMap() && !v.Aware && g.Battle().Villains[v.Type].Wake == adventures.WakeOnSight && g.Sees(&t.sight, v.Cell, c) {
			cost += 1.5
		}
	}
	t.seen[c], t.sStamp[c] = cost, t.stamp
	return cost
}
