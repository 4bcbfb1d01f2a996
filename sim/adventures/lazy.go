package adventures

import (
	"errors"
	"math/bits"

	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// This file holds the lazy action interface: a policy that names a hero's
// action instead of choosing it from a list, and the check the engine
// applies to every action named.

// An Actor is a Policy that may name a hero's action itself. At a
// DecideAction the engine first asks Act; when it names an action (ok),
// the engine checks it with CheckAction and performs it, listing nothing.
// When Act declines, or names an action CheckAction refuses, the engine
// lists the legal options and asks Choose as for any Policy. Every other
// decision (rerolls, arranging dice, tie-breaks...) goes to Choose with
// its list. Act must not allocate.
type Actor interface {
	Policy
	Act(v View, d Decision) (o Option, ok bool)
}

// Why CheckAction refuses an action.
var (
	ErrNotAnAction  = errors.New("not an action of a hero's turn")
	ErrStunned      = errors.New("stunned: a stun token must be cleared first")
	ErrNoSlot       = errors.New("no such unspent action slot")
	ErrNoMovePoints = errors.New("no move points left")
	ErrBlocked      = errors.New("the space is off the map or taken by a figure")
	ErrOutOfReach   = errors.New("out of reach with the move points left")
	ErrWrongTarget  = errors.New("wrong target: not a standing villain figure")
	ErrNotAdjacent  = errors.New("melee target not adjacent")
	ErrAdjacent     = errors.New("adjacent target: strike it in melee")
	ErrNoSight      = errors.New("no line of sight to the target")
	ErrCannotPay    = errors.New("the dice named cannot pay for it")
	ErrNotLegal     = errors.New("not a legal action now")
)

// CheckAction reports why hero h, at its DecideAction now, may not take
// action o, or nil when it may. The move points, slots, targets and sight
// are checked first, each with its reason; then o must be one of the
// actions listActions lists for its kind (and target), so that "legal"
// means the same to a policy that names its action and to one that chooses
// from the list. A move's Arg (its cost) is not checked but set. The
// check lists into a buffer of its own: the options of a Choose under way
// stay valid.
func (g *Game) CheckAction(h int, o *Option) error {
	f := &g.Figs[h]
	switch {
	case *o == Option{}:
		return nil // end the turn
	case o.Kind == OptNone:
		return ErrNotLegal
	case o.Kind < OptMoveDice || o.Kind >= OptChoose:
		return ErrNotAnAction
	case f.Stun > 0 && o.Kind != OptClearStun:
		return ErrStunned
	}
	for d := uint(o.Dice); d != 0; d &= d - 1 {
		k := bits.TrailingZeros(d)
		if k >= g.NumSlots(h) {
			return ErrNoSlot
		}
		if _, ok := g.Slot(h, k); !ok {
			return ErrNoSlot
		}
	}
	m := &g.B.Map
	switch o.Kind {
	case OptMoveTo:
		switch {
		case g.mp <= 0:
			return ErrNoMovePoints
		case !m.Inside(o.Cell.X(), o.Cell.Y()) || o.Cell == f.Cell || g.occ.Has(o.Cell) || g.down.Has(o.Cell):
			return ErrBlocked
		case o.Dice != 0 || o.Target != 0 || o.Arg2 != 0:
			return ErrNotLegal
		}
		r := g.moveReachTo(h, o.Cell)
		if !r.End.Has(o.Cell) {
			return ErrOutOfReach
		}
		o.Arg = int8(min(int(r.Cost[o.Cell]), 127))
		return nil
	case OptMelee, OptRanged, OptThrow:
		id := int(o.Target)
		if id < g.nh || id >= g.nf || !g.Figs[id].Standing() {
			return ErrWrongTarget
		}
		adj := m.Adjacent(f.Cell, g.Figs[id].Cell)
		switch {
		case o.Kind == OptMelee && !adj:
			return ErrNotAdjacent
		case o.Kind != OptMelee && adj:
			return ErrAdjacent
		case o.Kind != OptMelee && !g.CanSee(h, id):
			return ErrNoSight
		}
		if g.strikeListed(h, o) {
			return nil
		}
		return ErrCannotPay
	case OptMoveDice:
		// One die of move icons spent for its move points, as listActions
		// lists them (Adventures, "Movement").
		sl := g.heroSlots(h)
		if (*o == Option{Kind: OptMoveDice, Dice: o.Dice}) && bits.OnesCount8(o.Dice) == 1 && pays(&sl.kind[IconMove], o.Dice, 1) {
			return nil
		}
		return ErrCannotPay
	case OptClearStun, OptDownload:
		if g.listed(h, o, -1) {
			return nil
		}
		return ErrCannotPay
	}
	if g.listed(h, o, -1) {
		return nil
	}
	return ErrNotLegal
}

// strikeListed reports whether strike o of hero h (a melee strike at an
// adjacent villain standing, a ranged strike or a throw at one it sees
// and is not adjacent to) is among the actions listActions lists, without
// listing them (TestStrikeListedIsListed): dice of the slots of its kind
// paying its need, 1 icon or 2 into or out of obscuring terrain, and for
// a throw the object next to the hero and at least one die of melee
// icons (Adventures, "Melee Strikes", "Ranged Strikes", "Throwing
// Objects").
func (g *Game) strikeListed(h int, o *Option) bool {
	if o.Dice == 0 || o.Arg != 0 || o.Arg2 != 0 {
		return false
	}
	f, t := &g.Figs[h], &g.Figs[o.Target]
	need := 1
	if g.Obscured(f.Cell, t.Cell) {
		need = 2
	}
	sl := g.heroSlots(h)
	switch o.Kind {
	case OptMelee:
		return o.Cell == 0 && pays(&sl.kind[IconMelee], o.Dice, need)
	case OptRanged:
		return o.Cell == 0 && pays(&sl.kind[IconRanged], o.Dice, need)
	}
	obj := g.throwable(f.Cell)
	return obj != grid.NoCell && o.Cell == obj && o.Dice&^g.maskOf(&sl.kind[IconRanged]) != 0 && pays(&sl.both, o.Dice, need)
}

// pays reports whether the slots of mask are all in s and their icons
// number need or more: a mask subsetsWith lists (not minimal).
func pays(s *slotSet, mask uint8, need int) bool {
	icons := 0
	for i := 0; i < s.n; i++ {
		if b := uint8(1) << s.slot[i]; mask&b != 0 {
			mask &^= b
			icons += int(s.icons[i])
		}
	}
	return mask == 0 && icons >= need
}

// listed reports whether o is among the actions of its kind hero h may
// take now (at target only, when only >= 0).
func (g *Game) listed(h int, o *Option, only int16) bool {
	for _, l := range g.listActions(h, 1<<o.Kind, only, g.chk[:0]) {
		if l == *o {
			return true
		}
	}
	return false
}

// moveReach returns where hero h can move now with the move points left:
// g.reach, searched again only when it holds another hero's, space's or
// number of points' search. The search is shared by the option list, a
// policy that asks (View.MoveReach), CheckAction and the move itself.
func (g *Game) moveReach(h int) *grid.Reach {
	if !g.reachKept(h) {
		g.heroReach(h, g.mp)
		g.reachFor, g.reachPart = h, false
	}
	return &g.reach
}

// moveReachTo returns a search of where hero h can move now that holds
// space to's cost, for checking a move there: the whole search when it is
// kept, else one toward to stopped at its cost (grid.MoveQuery.Toward,
// StopAt), which holds every space a cheapest path to it crosses and
// serves that move alone.
func (g *Game) moveReachTo(h int, to grid.Cell) *grid.Reach {
	if g.reachKept(h) || g.reachPartKept(h, to) {
		return &g.reach
	}
	var stop grid.Set
	stop.Add(to)
	g.heroReachToward(h, g.mp, &g.reach, &stop, &to)
	g.reachFor, g.reachPart, g.reachTo = h, true, to
	return &g.reach
}

// named returns the action hero h's policy names, checked, when the policy
// is an Actor that names one; an action refused is counted and logged, and
// the engine falls back to the list.
func (g *Game) named(h int) (Option, bool) {
	a := g.actor
	if a == nil {
		return Option{}, false
	}
	o, ok := a.Act(View{g}, Decision{DecideAction, h})
	if !ok {
		return Option{}, false
	}
	g.ctr.Named++
	if err := g.CheckAction(h, &o); err != nil {
		g.ctr.Refused++
		if g.log != nil {
			g.logf("refused: %s may not take action %v: %v", g.B.Heroes[h].Name, o, err)
		}
		return Option{}, false
	}
	return o, true
}
