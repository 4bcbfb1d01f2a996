package policy

import "github.com/tmntsim/tmntsim/sim/adventures"

// leadActs takes, in the planner's lead term (planner:lead=W), W of the
// strikes of each villain leader of the threat table just built off the
// danger (through its threat's gone, as standing weighs it), where a win
// is to defeat the leaders (leaderWin; Adventures, "Winning the Game").
//
// On rooftop-showdown the danger model (version 2, the planner's) counts
// the leaders' strikes several times over: of the 11,872 turn ends of the
// planner's first 300 battles of seed 1 (TestDangerCalibration on that
// battle), the villains the table counts were predicted 18,023 wounds and
// dealt 5,326; a melee villain on another level (Rocksteady below his
// roof, 0.3 of a strike) 3,558 and none; a ranged one adjacent (Bebop
// or a Thug Gunner, who step away first) 5,637 and 1,860. With caution 0
// in a leader fight (plannerAggression) the danger weighs little but the
// chance of a knock-down, which the model put at 0.36 where 0.12 came in
// its top bin. Of the first 80 battles of seed 1 that lookahead won and
// the planner lost, 60 part first at the space a hero ends its turn on,
// where the planner's is nearer Bebop in 34 and lookahead's in 13; the
// leaders' strikes weighed more (× 1.5 to × 3, tried) lost 4.15 to 16.85
// points there, and weighed less won: at W = 0.4, 2.40, 4.45 and 2.95 more
// points on seeds 1 to 3 (2,000 battles each, p < 0.05), 1.20 on seed 4
// held out (p = 0.348); off by default (docs/strength.md,
// "Rooftop-showdown, flip by flip, after far"). The knocked-down leaders the planner's rise
// adds after the table is built are left as rise weighs them.
func (t *Tactician) leadActs(g adventures.View) {
	keep := 1 - t.leadW
	for i := range t.threats[:t.nThreats] {
		v := &t.threats[i]
		if g.Battle().Villains[g.Fig(int(v.id)).Type].Leader {
			v.gone = 1 - (1-v.gone)*keep
		}
	}
}
