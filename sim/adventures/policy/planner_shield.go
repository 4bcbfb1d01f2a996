package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// shieldOpts are two terms of the planner's danger, taught from
// what its next activation's playouts (planner_next.go) see and its
// one-shot danger does not (docs/strength.md, "What the next activation
// teaches"), in Cooperative Mode only, where the villains follow the AI's
// targeting rules: shield is on by default (1), target off.
//
// shield (planner:shield=S): a villain that would strike hero h on a space
// where h is its nearest target would otherwise strike the nearest other
// hero it sees, if that hero is in its reach (Adventures, "Targeting
// Priority", "Attacking"): the wounds h takes there are wounds a friend is
// spared. The danger of the space is lowered by S times the cost of those
// wounds (costMean a wound; at most to 0), each villain's counted with the
// share of its strikes h takes (1 nearest, 1/2 at a tie), as they would be
// dealt the friend from where the villain stands, against h's defence.
// So (at S = 1) a hero that stands between a villain and a friend pays
// for the knock-down chance alone, not for wounds the team takes anyway.
// At S = 1.5 it won 0.65 to 10.95 more points of hold-the-line,
// intro-brawl, rooftop-showdown, allies-alley and rescue-april than the
// planner (seeds 1 to 4, 2,000 battles each, paired; p < 0.05 on 17 of
// 20) and lost on no example; crediting the friend's knock-down too
// traded allies-alley for hold-the-line.
//
// target (planner:target=M): the share of a villain's strikes h takes is
// read by the targeting rules in full (rivals, sharePrio): a tie in
// distance is broken by the villain's secondary targeting priority on the
// heroes' current values (M&1), and a ranged villain targets the hero of
// the best priority among those in its strike range, the nearest of them
// at a tie (M&2), where the danger model counts the nearest hero and a
// share of 1/2 at a tie. Alone it gained on allies-alley and lost on
// hold-the-line and rooftop-showdown; with shield it is level with
// shield alone, at 2 to 3% more instructions a battle.
type shieldOpts struct {
	shield float64
	target int
}

// reset sets the terms of t for the battle of g: off in Competitive Mode.
func (o *shieldOpts) reset(g adventures.View, t *Tactician) {
	t.shield, t.byPriority = o.shield, o.target
	if g.Battle().Competitive != nil {
		t.shield, t.byPriority = 0, 0
	}
	t.dangerV.byPriority = t.byPriority != 0
}

// noPrio is a threat's best rival priority when no other hero is a rival.
const noPrio = -1 << 20

// rivals reads, for threat th and hero h (the planner's target=M), the
// heroes it would strike instead of h by the targeting rules: a melee
// villain, of the other heroes it sees at th.other (a tie in distance),
// the best secondary priority; a ranged one, of the other heroes in its
// strike range (seen, not adjacent), the best priority and the nearest
// of those (Adventures, "Targeting Priority", its EXCEPTION for ranged
// villains), as mode (M) asks. A ranged villain's reach is then not cut
// at the nearest other hero.
func (th *threat) rivals(g adventures.View, h int, mode int) {
	id := int(th.id)
	pr := g.Battle().Villains[g.Fig(id).Type].Priority
	th.hp = g.PriorityValue(h, pr)
	th.rPrio, th.rDist = noPrio, 127
	m := &g.Battle().Map
	for o := 0; o < g.NumHeroes(); o++ {
		f := g.Fig(o)
		if o == h || !f.Standing() {
			continue
		}
		d := grid.Chebyshev(th.cell, f.Cell)
		if th.ranged {
			if m.Adjacent(th.cell, f.Cell) || !g.CanSee(id, o) {
				continue
			}
		} else if d != th.other || !g.CanSee(id, o) {
			continue
		}
		p := g.PriorityValue(o, pr)
		if p > th.rPrio || p == th.rPrio && d < th.rDist {
			th.rPrio, th.rDist = p, d
		}
	}
	if th.ranged && mode&2 != 0 {
		th.maxD = th.move + 3
	}
}

// sharePrio is shareAt by the targeting rules (rivals), as mode (M) asks:
// a tie in distance broken by the secondary priority, and a ranged
// villain's target the best by priority, then the nearest, of the heroes
// in its strike range.
func (v *threat) sharePrio(d int, adjacent, sees bool, mode int) (share float64, why int) {
	if !sees || v.ranged && adjacent || v.ranged && mode&2 == 0 || !v.ranged && mode&1 == 0 {
		return v.shareAt(d, v.other, adjacent, sees)
	}
	if v.ranged {
		if share, why, ok := v.byPriority(); ok {
			return share, why
		}
		switch {
		case d < v.rDist:
			return 1, strikeCounted
		case d == v.rDist:
			return 0.5, strikeCounted
		}
		return 0, strikeElsewhere
	}
	switch {
	case d < v.other:
		return 1, strikeCounted
	case d > v.other:
		return 0, strikeElsewhere
	}
	if share, why, ok := v.byPriority(); ok {
		return share, why
	}
	return 0.5, strikeCounted
}

// byPriority is the share of v's strikes h takes by the secondary
// priority alone (rivals): all where no rival is seen or h is preferred,
// none where a rival is; not ok where they are level.
func (v *threat) byPriority() (share float64, why int, ok bool) {
	switch {
	case v.rPrio == noPrio || v.hp > v.rPrio:
		return 1, strikeCounted, true
	case v.hp < v.rPrio:
		return 0, strikeElsewhere, true
	}
	return 0, 0, false
}
