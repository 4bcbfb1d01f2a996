package policy

import (
	"github.com/tmntsim/tmntsim/sim/adventures"
	"github.com/tmntsim/tmntsim/sim/adventures/grid"
)

// riseLeaders counts, in the planner's danger, the knocked-down villain
// leaders that stand at their next card under the optional rule
// "Awakening AI-controlled villain leaders" (Adventures): such a leader
// regains Life equal to its Block each time its card is drawn, stands
// once it has half its Life, and then takes its whole activation. The
// tactician's threat table counts standing villains alone, so a hero may
// end its turn next to a leader about to get back up as if it were safe.
// Each such leader is weighed w (its threat as likely to act as w), 0
// off. On rooftop-showdown, where Bebop gets back up 3.3 times a battle,
// the planner's heroes took 15.9 wounds a battle from him in the
// activations he stood in, lookahead's 11.7 (120 battles of seed 1); with
// w = 1 the planner won 0.70, 1.80 and 1.45 more points there on seeds 1
// to 3 (2,000 battles each, paired; p = 0.395, 0.023, 0.059), 0.5 gained
// less (docs/strength.md, "Where lookahead wins rooftop-showdown").
type riseLeaders struct {
	w  float64
	on bool   // the battle plays the rule and w > 0
	at uint32 // the tactician's threat stamp the leaders were added to
}

// riseDefault is the planner's weight of a leader about to stand, the
// lookahead's planners' too (NewPlanner).
const riseDefault = 1

// reset prepares the term for the battle of g.
func (r *riseLeaders) reset(g adventures.View) {
	r.on = r.w > 0 && g.Battle().LeadersAwaken
	r.at = 0
}

// apply adds to hero h's threat table, after prepare, the leaders that
// rise at their next card, once per table, and makes the values read
// from the table before stale: the danger of each space and base, which
// newDecision may have kept for the table without them.
func (r *riseLeaders) apply(g adventures.View, h int, t *Tactician) {
	if !r.on || r.at == t.stamp {
		return
	}
	n := t.nThreats
	for id := g.NumHeroes(); id < g.NumFigures() && t.nThreats < len(t.threats); id++ {
		if v := g.Fig(id); v.OnMap() && v.Down && v.Aware && rises(g, id) {
			t.threats[t.nThreats] = r.threat(g, h, id)
			t.nThreats++
		}
	}
	if t.nThreats > n {
		if bump(&t.stamp) {
			t.dStamp, t.sStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
		}
		t.threatIndex() // the leaders within reach by column and row (danger.go)
		if bump(&t.bGen) {
			t.bStamp, t.uStamp = [grid.MaxCells]uint32{}, [grid.MaxCells]uint32{}
		}
	}
	r.at = t.stamp
}

// rises reports whether knocked-down leader id stands at its next card:
// its Life and its Block make half its Life, rounded up (Adventures,
// "Awakening AI-Controlled Villain Leaders"; the engine's awakenLeaders).
func rises(g adventures.View, id int) bool {
	f := g.Fig(id)
	spec := &g.Battle().Villains[f.Type]
	return spec.Leader && int(f.Life)+int(spec.Block) >= (int(spec.Life)+1)/2
}

// threat is leader id's threat to hero h once it stands where it lies, as
// the tactician's table weighs a standing villain (newThreat,
// nearestOther), weighed w.
func (r *riseLeaders) threat(g adventures.View, h, id int) threat {
	th := newThreat(g, id)
	th.nearestOther(g, h)
	th.gone = 1 - r.w
	return th
}
