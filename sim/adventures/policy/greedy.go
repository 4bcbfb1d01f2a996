package policy

import (
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

func init() {
	register("greedy", factory{
		help: "the strike with the most expected wounds now, else the objective at hand, else toward the nearest enemy or objective; Focus on every strike reroll that can add wounds, every heal or check reroll offered, and a defence reroll that can save a knock-down",
		new:  func(params) adventures.Policy { return &Greedy{} },
	})
}

// Greedy plays one action at a time for the most immediate gain: stunned,
// it clears its stun tokens with its dice of fewest icons first; then the
// strike with the most expected wounds (exact odds), else an objective action at
// hand (a Focus check on a door or computer, downloading, picking up or
// dropping what the battle asks to carry), else a move toward the nearest
// enemy or objective (the nearest closed door when doors are in the way),
// never ending a move where a camera sees it (an alert at once). It spends
// Focus on every strike reroll that can add wounds, on every heal or
// Focus-check reroll offered (each can add Life or pass the check), and on a
// defence reroll that can save the hero from a knock-down (the hits to block
// are seen before the roll), and makes no other choice: its setup choices
// are the first offered. It is deterministic.
type Greedy struct {
	br    brain
	last  adventures.Option // the last action chosen, to read its strike at a reroll
	field [grid.MaxCells]uint8
}

// Reset prepares the policy for the battle of g.
func (p *Greedy) Reset(g adventures.View) {
	p.br.reset(g)
	p.last = adventures.Option{}
}

// Choose makes decision d.
func (p *Greedy) Choose(g adventures.View, d adventures.Decision, opts []adventures.Option) int {
	switch d.Kind {
	case adventures.DecideAction:
		i := p.action(g, d.Hero, opts)
		p.last = opts[i]
		return i
	case adventures.DecideStrikeReroll:
		if p.rerollAdds(g, d.Hero) {
			return 1
		}
	case adventures.DecideChiReroll, adventures.DecideHealReroll, adventures.DecideCheckReroll:
		// Offered only when the reroll can add Life or pass the check.
		return 1
	case adventures.DecideDefendReroll:
		if p.rerollBlocks(g, d.Hero) {
			return 1
		}
	case adventures.DecideAlly:
		return bestAlly(g, opts)
	}
	return 0
}

// rerollBlocks reports whether rerolling the misses of hero h's defence
// roll can save hero h from being knocked down: the hits the dice do not
// block would take its last Life. Focus is kept for strikes otherwise.
func (p *Greedy) rerollBlocks(g adventures.View, h int) bool {
	blocks := 0
	for i := 0; i < g.DefendDice(h); i++ {
		blocks += int(g.RolledFace(i).Blocks)
	}
	return g.DefendHits()-blocks >= int(g.Fig(h).Life)
}

// action chooses hero h's next action.
func (p *Greedy) action(g adventures.View, h int, opts []adventures.Option) int {
	if g.Fig(h).Stun > 0 {
		return clearStun(g, h, opts)
	}
	best, bestV := -1, 0.0
	for i := range opts {
		o := &opts[i]
		s, ok := g.StrikeOf(h, o)
		if !ok || s.Target == adventures.NoFigure {
			continue
		}
		v := p.expectedWounds(g, h, &s)
		// The most wounds; among equals, the fewest dice spent.
		if v > bestV+1e-9 || best >= 0 && v > bestV-1e-9 && bits.OnesCount8(o.Dice) < bits.OnesCount8(opts[best].Dice) {
			best, bestV = i, max(v, bestV)
		}
	}
	if best >= 0 {
		return best
	}
	if i := p.objective(g, h, opts); i >= 0 {
		return i
	}
	return p.move(g, h, opts)
}

// clearStun returns the option of opts that clears one of stunned hero
// h's stun tokens with the die of fewest icons, or 0 (the end of the turn)
// when none is offered: a stunned hero must spend a non-shell icon per
// stun token before any other action (Adventures, Stun, p. 35), and a
// hero that ends its turns instead stays stunned for good.
func clearStun(g adventures.View, h int, opts []adventures.Option) int {
	best, bestN := 0, 1<<10
	for i := range opts {
		if o := &opts[i]; o.Kind == adventures.OptClearStun {
			if n := g.Icons(h, o.Dice); n < bestN {
				best, bestN = i, n
			}
		}
	}
	return best
}

// expectedWounds returns the mean wounds of strike s, up to each target's
// Life.
func (p *Greedy) expectedWounds(g adventures.View, h int, s *adventures.Strike) float64 {
	if s.Target >= 0 {
		m, _ := p.br.strikeOdds(g, h, s, s.Target)
		return m
	}
	var sum float64
	adjacentVillains(g, g.Fig(h).Cell, func(id int) {
		m, _ := p.br.strikeOdds(g, h, s, id)
		sum += m
	})
	return sum
}

// objective returns an objective action of opts, or -1: the likeliest
// Focus check on a door or computer the battle asks for, downloading with
// the most icons, picking up or dropping what the battle asks to carry.
func (p *Greedy) objective(g adventures.View, h int, opts []adventures.Option) int {
	br := &p.br
	best, bestV := -1, 0.0
	for i := range opts {
		o := &opts[i]
		v := 0.0
		switch o.Kind {
		case adventures.OptFocusCheck:
			door := br.doors.Has(o.Cell)
			if door && br.doorsN == 0 && br.dataN == 0 && br.carry < 0 && br.exitN == 0 || !door && br.dataN == 0 {
				continue
			}
			v = br.odds.hitsAtLeast(int(g.Battle().Heroes[h].Focus), false, g.CheckDifficulty(o.Cell)) - 0.01*float64(g.Icons(h, o.Dice))
		case adventures.OptDownload:
			v = float64(g.Icons(h, o.Dice))
		case adventures.OptPickUp:
			if int(o.Arg) != br.carry {
				continue
			}
			v = 1
		case adventures.OptDrop:
			if int(o.Arg) != br.carry || !br.carryZone.Has(o.Cell) {
				continue
			}
			v = 1
		default:
			continue
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// move returns the move toward the nearest enemy or objective: the space
// of opts closest to it, else a move die to spend, else the end of the
// turn.
func (p *Greedy) move(g adventures.View, h int, opts []adventures.Option) int {
	f := g.Fig(h)
	goal := p.goal(g, h)
	if goal == grid.NoCell || g.Battle().Map.Adjacent(f.Cell, goal) && !p.enter(goal) {
		return 0
	}
	g.Battle().Map.DistanceField(g.State(), goal, false, &p.field)
	if p.field[f.Cell] == grid.Unreachable {
		// Closed doors in the way: head for the nearest one.
		goal = p.nearestDoor(g, f.Cell)
		if goal == grid.NoCell || g.Battle().Map.Adjacent(f.Cell, goal) {
			return 0
		}
		g.Battle().Map.DistanceField(g.State(), goal, false, &p.field)
	}
	best, bestD := 0, int(p.field[f.Cell])
	die, dieIcons := -1, 0
	for i := range opts {
		o := &opts[i]
		switch o.Kind {
		case adventures.OptMoveTo:
			if p.watched(g, o.Cell) {
				continue // an alert now
			}
			if d := int(p.field[o.Cell]); d < bestD || d == bestD && best > 0 && o.Arg < opts[best].Arg {
				best, bestD = i, d
			}
		case adventures.OptMoveDice:
			if n := g.Icons(h, o.Dice); n > dieIcons {
				die, dieIcons = i, n
			}
		}
	}
	if best > 0 {
		return best
	}
	if die >= 0 {
		return die
	}
	return 0
}

// watched reports whether a camera sees c now, past the standing giants
// (Adventures, "Cameras", "Giant").
func (p *Greedy) watched(g adventures.View, c grid.Cell) bool {
	m := &g.Battle().Map
	var s adventures.Sight
	g.Sight(&s)
	for i := range m.Cameras {
		if m.CameraSees(g.State(), i, c, s.Giants()) {
			return true
		}
	}
	return false
}

// nearestDoor returns the closed door nearest c (straight-line), or
// NoCell.
func (p *Greedy) nearestDoor(g adventures.View, c grid.Cell) grid.Cell {
	best, bestD := grid.NoCell, 1<<20
	forEach(&p.br.doors, func(d grid.Cell) {
		if k := grid.Chebyshev(c, d); !g.State().Open.Has(d) && k < bestD {
			best, bestD = d, k
		}
	})
	return best
}

// enter reports whether the goal is a space to stand on (an exit) rather
// than a figure or object to stand next to.
func (p *Greedy) enter(goal grid.Cell) bool {
	return p.br.exits.Has(goal) || p.br.carryZone.Has(goal)
}

// goal returns the space hero h heads for: where the carried item goes, the
// item to carry, the nearest exit, door or computer the battle asks for, or
// else the nearest standing villain (straight-line distance).
func (p *Greedy) goal(g adventures.View, h int) grid.Cell {
	br := &p.br
	f := g.Fig(h)
	best, bestD := grid.NoCell, 1<<20
	try := func(c grid.Cell) {
		if d := grid.Chebyshev(f.Cell, c); d < bestD {
			best, bestD = c, d
		}
	}
	if br.carry >= 0 {
		cell, carrier := g.Carriable(br.carry)
		switch {
		case carrier == h:
			forEach(&br.carryZone, try)
			return best
		case carrier < 0:
			try(cell)
		}
	}
	if br.exitN > 0 {
		forEach(&br.exits, try)
	}
	if br.doorsN > 0 {
		forEach(&br.doors, func(c grid.Cell) {
			if !g.State().Open.Has(c) {
				try(c)
			}
		})
	}
	if br.dataN > 0 {
		if c := g.Hacked(h); c != grid.NoCell {
			return c
		}
		forEach(&br.computers, try)
	}
	if best != grid.NoCell {
		return best
	}
	for id := g.NumHeroes(); id < g.NumFigures(); id++ {
		if v := g.Fig(id); v.Standing() {
			try(v.Cell)
		}
	}
	return best
}

// rerollAdds reports whether rerolling the misses of hero h's strike, just
// rolled, can add wounds: some target could still suffer more.
func (p *Greedy) rerollAdds(g adventures.View, h int) bool {
	s, ok := g.StrikeOf(h, &p.last)
	if !ok || s.Target < 0 {
		return ok && s.Target == adventures.AllAdjacent
	}
	hits := 0
	for i := 0; i < s.Dice && i < 64; i++ {
		hits += int(g.RolledFace(i).Hits)
	}
	t := g.Fig(s.Target)
	return hits-s.Penalty-g.VillainBlock(s.Target) < int(t.Life)
}
