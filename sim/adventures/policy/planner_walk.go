package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// walkOpts are two terms of the planner's danger taught from what its
// next activation's playouts see and its one-shot danger does not
// (docs/strength.md, "What the next activation teaches, with shield"),
// both off by default: planner:walk=1 counts a melee villain's strikes
// after its move only if it can walk to the hero; planner:tie=1 decides a
// tie in distance between the heroes as the game does.
//
// The danger model (strikesFrom) lets a melee villain that does not start
// next to the hero strike it after its move when the straight distance
// less one is within its Move and both stand on the same level (elevated
// or not). The villain walks, though: it moves by the least move points
// to its target, around blocking terrain and walls, and between levels
// only where it can climb (Cooperative Mode "Movement"; Adventures,
// "Elevated Terrain", "Climbing"). On rooftop-showdown a villain on one
// rooftop was counted against a hero on the other, three spaces off by
// the straight line and many more by its route down and up, so the
// planner stepped away from spaces where the playouts dealt the hero no
// wound. With walk, the distance is the move points of that route, read
// from the distance field to the hero's space the map keeps
// (grid.Map.StaticField, the villains' own field): where it is longer than
// the villain's Move + 1, or the space cannot be reached, the strikes are
// not counted. Where a door is open or an object moved (no static
// field), the straight distance stays. In Cooperative Mode only, where
// the villains move by the AI's rules.
//
// Paired against the planner (2,000 battles) it was level on every
// example, seed 1, and on the four played on seed 2 (rooftop-showdown
// −0.65 and −0.70, p = 0.615 and 0.589).
//
// planner:tie=1 decides a tie in distance as the game does. The danger
// model gives hero h half a villain's strikes where another hero it sees
// is as near (shareAt); the villains' AI breaks the tie by the sheet's
// secondary targeting priority on current values, and what is still tied
// the heroes' seat breaks (Adventures, "Targeting Priority"), the
// planner's as tieBreak does: the hero of the most Life plus 1.5 a defence
// die. With tie, h takes all the strikes where it wins both, none where
// a rival does, and half only where they are level. Paired against the
// planner it won intro-brawl, rescue-april and rooftop-showdown on seed 1
// (+2.70, +1.65, +1.95) and lost hold-the-line on seeds 1 and 2 (−2.00,
// p = 0.024 and 0.033), intro-brawl on seed 2 (−2.40, p = 0.032); the
// heroes' tie-break alone (where the priority ties too) was level.
type walkOpts struct {
	walk int
	tie  int
}

// reset sets the terms of t for the battle of g: off in Competitive Mode.
func (o *walkOpts) reset(g adventures.View, t *Tactician) {
	coop := g.Battle().Competitive == nil
	t.walk = o.walk != 0 && coop
	t.tie = o.tie != 0 && coop
	if t.tie {
		t.dangerV.byPriority = true // the key reads the heroes' Life and Focus
	}
}

// tieOf reads th.tieShare for hero h (walkOpts' tie): of the other heroes
// th sees at th.other, the distance of the nearest, the one the villain's
// secondary priority, then the heroes' tie-break, prefers.
func (th *threat) tieOf(g adventures.View, h int) {
	th.tieSet, th.tieShare = true, 1
	if th.other >= 127 {
		return
	}
	id := int(th.id)
	pr := g.Battle().Villains[g.Fig(id).Type].Priority
	hp, hv := g.PriorityValue(h, pr), tieValue(g, h)
	for o := 0; o < g.NumHeroes(); o++ {
		f := g.Fig(o)
		if o == h || !f.Standing() || grid.Chebyshev(th.cell, f.Cell) != th.other || !g.CanSee(id, o) {
			continue
		}
		switch p := g.PriorityValue(o, pr); {
		case p > hp:
			th.tieShare = 0
			return
		case p < hp:
		default:
			switch v := tieValue(g, o); {
			case v > hv:
				th.tieShare = 0
				return
			case v == hv:
				th.tieShare = 0.5
			}
		}
	}
}

// walks reports whether melee threat v, not next to c, can walk next to
// a hero on c within its Move (walkOpts): the move points from v's space
// to c, less the last step, by the map's distance field to c; true where
// the map keeps no field for the state of g.
func (t *Tactician) walks(g adventures.View, v *threat, c grid.Cell) bool {
	f := g.Battle().Map.StaticField(g.State(), c, false)
	if f == nil {
		return true
	}
	d := f[v.cell]
	return d != grid.Unreachable && int(d)-1 <= v.move
}
