package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// specialStrikes are the melee strike special moves paid with move icons
// (Skate Smash) that hero h may still use this turn (planner:special=W,
// specialAt): the plan's strikes after the move (follow) count melee and
// ranged icons alone. They are listed per plan (specialPrep); n is 0 when
// the term is off or the hero has none.
type specialStrikes struct {
	n     int
	sp    [adventures.MaxSpecials]int8
	moves [adventures.MaxActionDice]int // the move icons of each die that shows them, largest first
	nMove int
}

// specialPrep lists hero h's melee strike special moves paid with move
// icons that pool p and its Focus and Life still pay (Adventures, "Using
// Special Moves": one a turn, from the hand), for the plan made now, when
// planner:special is on.
func (t *Tactician) specialPrep(g adventures.View, h int, p *pool) {
	s := &t.spStrikes
	s.n = 0
	if g.SpecialUsed(h) || p.move == 0 {
		return
	}
	spec := &g.Battle().Heroes[h]
	f := g.Fig(h)
	unchosen := unchosenInHand(g, h, spec) // a card in the hand lets the hero use the others
	for sp := range spec.Specials {
		x := &spec.Specials[sp]
		if !unchosen && !g.InHand(h, sp) || g.Focus(h) < int(x.CostFocus) || f.Life <= x.CostLife {
			continue
		}
		if x.Leap || x.Strike != adventures.Melee || x.Throw > 0 || x.CostKind != adventures.IconMove || x.CostIcons <= 0 || p.move < int(x.CostIcons) {
			continue
		}
		s.sp[s.n] = int8(sp)
		s.n++
	}
	if s.n == 0 {
		return
	}
	s.nMove = 0
	for sl := 0; sl < g.NumSlots(h) && s.nMove < len(s.moves); sl++ {
		if p.moveMask&(1<<sl) == 0 {
			continue
		}
		fc, _ := g.Slot(h, sl)
		k := fc.Count()
		i := s.nMove
		for ; i > 0 && s.moves[i-1] < k; i-- {
			s.moves[i] = s.moves[i-1]
		}
		s.moves[i] = k
		s.nMove++
	}
}

// movesLeft returns the move icons hero h keeps on its dice after moving
// to a space need move points beyond those it holds: none spent when it
// holds enough, else the smallest die that gives them (moveDie), else the
// largest dice until they do.
func (t *Tactician) movesLeft(g adventures.View, h, need int, p *pool) int {
	if need <= 0 {
		return p.move
	}
	s := &t.spStrikes
	extra := g.ExtraIcons(h, adventures.IconMove)
	for i := s.nMove - 1; i >= 0; i-- {
		if g.MovePointsFor(h, s.moves[i]+extra) >= need {
			return p.move - s.moves[i]
		}
	}
	left, got := p.move, 0
	for i := 0; i < s.nMove && got < need; i++ {
		got += g.MovePointsFor(h, s.moves[i]+extra)
		left -= s.moves[i]
	}
	return left
}

// specialAt returns the value of the best strike special move of hero h
// (specialPrep) it can make on c, next to a villain, with the move icons
// the move there leaves (movesLeft), less its Focus and Life as
// specialGain values them: the strike a hero whose dice show moves alone
// makes on arriving.
func (t *Tactician) specialAt(g adventures.View, h int, c grid.Cell, p *pool) float64 {
	s := &t.spStrikes
	spec := &g.Battle().Heroes[h]
	m := &g.Battle().Map
	need := 0
	if c != g.Fig(h).Cell {
		need = int(t.reach.Cost[c]) - g.MovePoints()
	}
	left := t.movesLeft(g, h, need, p)
	best := 0.0
	for i := 0; i < s.n; i++ {
		x := &spec.Specials[s.sp[i]]
		if left < int(x.CostIcons) {
			continue
		}
		extra := 0
		if x.PerExtra {
			extra = left - int(x.CostIcons)
		}
		v := 0.0
		for id := g.NumHeroes(); id < g.NumFigures(); id++ {
			f := g.Fig(id)
			if !f.Standing() || !m.Adjacent(c, f.Cell) {
				continue
			}
			st := adventures.Strike{Target: id, From: c, To: f.Cell, Dice: g.StrikeDice(h, 0, c, f.Cell) + int(x.AttackBonus) + extra, FreeReroll: x.FreeReroll, Stun: x.Stun}
			sv := t.strikeValueOf(g, h, &st)
			if x.AllAdjacent {
				v += sv
			} else {
				v = max(v, sv)
			}
		}
		best = max(best, v-t.focusCost(g, h, int(x.CostFocus))-0.6*float64(x.CostLife))
	}
	return best
}

// withSpecial returns fv, the value of the strike hero h makes on c after
// its move (follow; on its own space, the strike from here), with
// specialW of what the best strike special move there (specialAt) is
// worth beyond it. With specialW at most 1 it never falls as fv rises,
// so the plan's bounds and its ranged candidates hold.
//
// The plan values a space by the strikes its melee (and ranged) icons
// allow, and a special move paid with move icons is no such strike: on
// rescue-april, in 12 of the 54 battles of seed 1 lookahead won and the
// planner lost, the planner's hero stopped one space short of Thug
// Brawler#1, where lookahead's went on next to him and struck with a
// special move: Skate Smash (2 move icons) in 9, most with no melee icon
// showing, Hothead (1 Life) in 3 (docs/strength.md, "Rescue-april, flip
// by flip"; "Strike special moves in the plan").
func (t *Tactician) withSpecial(g adventures.View, h int, c grid.Cell, p *pool, fv float64) float64 {
	if sv := t.specialAt(g, h, c, p); sv > fv {
		return fv + t.specialW*(sv-fv)
	}
	return fv
}

// strikeAfterSpecial is strikeAfter with the strike special moves
// (withSpecial), where planner:special lists some.
func (t *Tactician) strikeAfterSpecial(g adventures.View, h int, c grid.Cell, p *pool) (strike bool, fv float64) {
	if !t.nextTo.Has(c) {
		return false, 0
	}
	if p.melee > 0 {
		if t.fStamp[c][0] == t.dec {
			fv = t.followV[c][0]
		} else {
			fv = t.followNew(g, h, c, p, false)
		}
	}
	fv = t.withSpecial(g, h, c, p, fv)
	return p.melee > 0 || fv > 0, fv
}

// fightWin reports whether the heroes of battle b may win by defeating
// villains: figures, the leaders, or a leader knocked out turns in a row
// (Adventures, "Winning the Game"). There the heroes' goal is the villains
// already, and planner:special does not play: on intro-brawl it won 2.95
// and 2.10 points less on seeds 2 and 3 (p = 0.002, 0.035), its
// Michelangelo skating to ninjas in the corners by the spawning spaces.
func fightWin(b *adventures.Battle) bool {
	for i := range b.Win {
		switch b.Win[i].Kind {
		case adventures.DefeatFigures, adventures.DefeatLeaders, adventures.LeaderKOInARow:
			return true
		}
	}
	return false
}
