package policy

// shieldDefault is the planner's shield (shieldOpts), lookahead's
// planners' too (configure).
const shieldDefault = 1

// farDefault is the planner's far (farGap), lookahead's planners' too
// (configure).
const farDefault = 0.25

// fetchDefault is the planner's fetch (fetchGoal), lookahead's planners'
// too (configure).
const fetchDefault = 0.02

// apartDefault is the planner's apart (apartGap), lookahead's planners'
// too (configure).
const apartDefault = 1

// stillDefault is the planner's still (stillGap), lookahead's planners'
// too (configure).
const stillDefault = 0.03

// leaveDefault is the planner's leave (leaveDice), lookahead's planners'
// too (configure).
const leaveDefault = 0.25

// pushDefault is the planner's push (pushGap), lookahead's planners' too
// (configure).
const pushDefault = 0.5

// plannerParams are the parameters of the planner: the tactician's, with
// an aggression of its own for the battles won by defeating the villain
// leaders (plannerAggression). With the tactician's aggression, 0.9,
// everywhere, the planner won 2.65 points less of rooftop-showdown than
// the tactician (seed 1, p = 0.002); with 1 everywhere, 2.60 to 5.30 points
// less of allies-alley on two seeds of three (p < 0.05), and 2.20 to 4.80
// of the starters of one to three heroes. With 0.9, and 1 where four
// heroes must bring a leader down, no example is lower on seeds 1 to 3, and
// rooftop-showdown, foot-clan-ambush and shadows-ambush are higher
// (docs/strength.md). spawn, a hero on a spawning space (spawnBlock),
// weighs each minion the space keeps off the board, where the heroes may
// win by holding out: at 0.5 it won 12 to 35 points more of the four
// examples with a survive win than without it (0.25 and 1 less than 0.5),
// and those examples were retuned for it (docs/strength.md, "Holding the
// spawning spaces"). danger, the danger model (danger.go): version 2 won
// 3 to 10 points more of intro-brawl, allies-alley, hold-the-line and
// rescue-april than version 1 (seeds 1 and 2, 2,000 battles each), and no
// example less (docs/strength.md, "The danger model, checked"). rise, a
// knocked-down leader about to stand counted in the danger (riseLeaders):
// at 1 it won 0.70, 1.80 and 1.45 more points of rooftop-showdown on seeds
// 1 to 3 (2,000 battles each, p = 0.395, 0.023, 0.059), the one example
// that plays the rule; every other is unchanged (docs/strength.md, "Where
// lookahead wins rooftop-showdown"). next, the villains' next activation
// played out for the K best end spaces (nextActivation): at 3 it won 3.25
// to 6.60 more points of hold-the-line, intro-brawl, rooftop-showdown,
// allies-alley and rescue-april (2,000 battles, p < 0.02), and no example
// less, at 12 to 20 times the planner's instructions; off by default
// (docs/strength.md, "The next activation, played"). Its cheaper forms
// (next-roll, next-samples, next-confirm, next-gate): K = 6 with the
// other heroes idle in the playouts, one playout a space and every
// change confirmed (next-roll=3, next-samples=1, next-confirm=2) kept 93%
// of next=3's gain on four examples at 4.3 to 7.1 times the planner's
// instructions, against the planner before shield, and 57 to 64% on the
// default with shield=1, where next=3 still added 2 to 8 points; the gate
// kept its gain in proportion to the moves it searched (docs/strength.md,
// "Cheaper forms of next"). shield, the
// wounds a hero spares the others where the villains strike it instead
// (shieldOpts): at 1 it won 1.15 to 7.15 more points of hold-the-line,
// intro-brawl, rooftop-showdown, allies-alley and rescue-april (seeds 1
// to 3, 2,000 battles each, p < 0.05 on 10 of 15), and no example less,
// at no more instructions a battle (the battles are shorter): on by
// default, 0 plays as before; target, the villains' targets by the
// targeting rules in full, is a trial, off by default (docs/strength.md,
// "What the next activation teaches", "The default policy"). far, a
// space's mean distance to the fight targets beyond the nearest, where a
// win is to defeat the leaders (farGap): at 0.25 it won 3.70, 3.65, 4.40
// and 3.20 more points of rooftop-showdown on seeds 1 to 4 (2,000 battles
// each, p < 0.025), and changed no other example's play; on by default,
// 0 plays as before (docs/strength.md, "Where lookahead wins
// rooftop-showdown, flip by flip"). fetch, the hero who fetches a
// character to carry counting a space next to it as reached (fetchGoal):
// at 0.02 it won 3.10, 1.70, 2.80 and 3.25 more points of rescue-april on
// seeds 1 to 4 (2,000 battles each, p < 0.05), and changed no other
// example's play; on by default, 0 plays as before (docs/strength.md,
// "Rescue-april, flip by flip"). apart, a space's distance beyond next to
// the nearest other standing hero, where holding out is the only win
// (apartGap): at 1 it won 13.80, 13.65, 14.70 and 13.35 more points of
// hold-the-line on seeds 1 to 4 (2,000 battles each, p < 1e-60), and
// changed no other example's play; on by default, 0 plays as before, and
// hold-the-line was retuned for it (docs/strength.md, "Hold-the-line,
// flip by flip"). still, a space's distance from the hero's own, where
// holding out is the only win (stillGap): at 0.03 it won 3.40, 3.05, 2.85
// and 3.05 more points of hold-the-line on seeds 1 to 4 (2,000 battles
// each, p < 0.001), and changed no other example's play; on by default, 0
// plays as before (docs/strength.md, "Hold-the-line retuned, flip by
// flip"). leave, a move icon's worth to a hero one or two move
// icons from leaving by an exit, in the dice decisions (leaveDice): at
// 0.25 it won 8.05, 8.25, 6.60 and 7.90 more points of street-escape on
// seeds 1 to 4 (2,000 battles each, p < 1e-18), and changed no other
// example's play; on by default, 0 plays as before (docs/strength.md,
// "Street-escape: the dice of a hero by the exits"). push, a space from
// which a pushing villain would push the hero onto an exit space
// (pushGap): at 0.5 it won 1.65, 1.65, 1.55 and 1.95 more points of
// street-escape on seeds 1 to 4 on leave=0.25 (2,000 battles each, p <
// 1e-4), and changed no other example's play; on by default, 0 plays as
// before (the same section).
var plannerParams = []param{
	{name: "aggression", def: 0.9, min: 0, max: 1, help: "0 keeps heroes out of harm's way, 1 trades blows freely (where no win is to defeat the villain leaders)"},
	{name: "leaders", def: 1, min: 0, max: 1, help: "the aggression of a battle of four heroes or more one of whose wins is to defeat the villain leaders"},
	tacticianParams[1],
	{name: "camp", def: 0, min: 0, max: 2, help: "value of a hero on a spawning space where holding out is the only win and the spawns find empty spaces anyway; 0.3 won 2.60 more points of hold-the-line (seed 1), off by default (planner_learn.go)"},
	{name: "danger", def: dangerDefault, min: 1, max: 4, help: "the danger model: 1 (the tactician's) counts one activation of every villain now awake; 2 counts the activations the initiative deck promises before the hero's next turn and the minions that spawn at the round's end; 3 also counts the second activation of a villain out of reach of its first; 4 is 2 with each villain counted only as likely as it still stands when its card comes (danger.go)"},
	{name: "far", def: farDefault, min: 0, max: 4, help: "where a win is to defeat the villain leaders: weight, in the goal's value of a move point, of each space a space lies farther on average from its fight targets (the standing leaders; every villain once they are down) than from the nearest; 0.25 won 3.20 to 4.40 more points of rooftop-showdown (seeds 1 to 4, p < 0.025), no other example changed; 0 plays as before (planner_far.go)"},
	{name: "fetch", def: fetchDefault, min: 0, max: 4, help: "where a character must be carried: the hero who fetches it counts a space next to it as reached (it may pick it up from there) and values such a space this much of the goal's weight less for each space it lies from the carry zone; 0.02 won 1.70 to 3.25 more points of rescue-april (seeds 1 to 4, p < 0.05), no other example changed; 0 plays as before (planner_fetch.go)"},
	{name: "full", def: 0, min: 0, max: 1, help: "where a win is to carry a character: the share of the first Focus a special move or a reroll costs left uncounted when the hero's Focus is at its cap (the next chi icon regains it); 1 won 3.50, 5.65 and 3.10 more points of rescue-april on seeds 1, 2 and 4 (p < 0.025), 0.70 on seed 3 (p = 0.60); off by default (planner_full.go)"},
	{name: "apart", def: apartDefault, min: 0, max: 4, help: "where holding out is the only win: value taken off a space for each space it lies, by the straight line, beyond next to the nearest other standing hero; 1 won 13.35 to 14.70 more points of hold-the-line (seeds 1 to 4, about 85% to 99%), no other example changed; hold-the-line was retuned for it; 0 plays as before (planner_apart.go)"},
	{name: "lead", def: 0, min: 0, max: 1, help: "where a win is to defeat the villain leaders: the share of a standing leader's strikes taken off the danger, which counts them 2.5 to 3.3 times the wounds they deal on rooftop-showdown; 0 plays as before (planner_lead.go)"},
	{name: "leave", def: leaveDefault, min: 0, max: 4, help: "where a win is to leave by the exits: a move icon is worth W × the exit's value over the move icons needed, to a hero one or two icons from leaving (the walk to the nearest exit, 1 from an exit space, 1 more for each villain next to it), in the dice decisions (rerolls, Chi faces, the dice shared); 0.25 won 6.60 to 8.25 more points of street-escape (seeds 1 to 4, p < 1e-18), no other example changed; 0 plays as before (planner_leave.go)"},
	{name: "next", def: 0, min: 0, max: maxNext, integer: true, help: "K: where a hero ends its move, the planner's K best spaces (1 to 6; and the hero's own space, the turn ended there, when it has no strike left) are each played out to the villains' next activation and ranked again by the wounds and knock-downs the heroes take there; 3 won 2 to 8 more points of five examples on the default with shield=1, at 12 to 20 times the cost (6 with next-roll=3,next-samples=1,next-confirm=2: 57 to 64% of that gain at 4 to 7 times); 0 off (planner_next.go)"},
	{name: "next-confirm", def: 0, min: 0, max: 4, help: "with next: a space that beats the planner's by less than this (in the danger's units) is played out next-samples times more, with the planner's, before it replaces it; 0 never"},
	{name: "next-gate", def: 0, min: 0, max: 4, help: "with next: a move is searched only when some space's danger (in the danger's units) is at least this; 0 searches every move"},
	{name: "next-roll", def: 0, min: 0, max: 3, integer: true, help: "with next: who plays the heroes in the playouts: 0 the planner, 1 greedy all heroes but the moving one, 2 greedy all, 3 the planner the moving hero and the others end their turns at once"},
	{name: "next-samples", def: nextSamples, min: 1, max: maxSamples, integer: true, help: "with next: playouts of each space"},
	{name: "push", def: pushDefault, min: 0, max: 4, help: "where a win is to leave by the exits: value taken off a space for each standing melee villain that pushes, within its Move and one of it, that would push the hero onto an exit space (striking from the free space next to it nearest the villain); 0.5 won 1.55 to 1.95 more points of street-escape (seeds 1 to 4, p < 1e-4), no other example changed; 0 plays as before (planner_push.go)"},
	{name: "rise", def: riseDefault, min: 0, max: 1, help: "weight in the danger of a knocked-down villain leader that stands at its next card (optional rule of awakening leaders), as likely to act as this; 1 won 0.70 to 1.80 more points of rooftop-showdown (seeds 1 to 3), 0 off (planner_rise.go)"},
	{name: "shield", def: shieldDefault, min: 0, max: 4, help: "weight of the wounds a hero spares the other heroes by standing where the villains strike it instead of them, taken off its danger; 1 won 1.15 to 7.15 more points of hold-the-line, intro-brawl, rooftop-showdown, allies-alley and rescue-april (seeds 1 to 3, p < 0.05 on 10 of 15), no example less; Cooperative Mode only; 0 off (planner_shield.go)"},
	{name: "special", def: 0, min: 0, max: 1, help: "where no win is to defeat villains: weight of what a melee strike special move paid with move icons (Skate Smash), which the hero may still use, is worth on a space next to a villain beyond the strike its melee icons allow there; 1 won 1.70 and 2.30 more points of rescue-april on seeds 1 and 2 (p < 0.05), -0.05 on seed 3; off by default (planner_special.go)"},
	{name: "spawn", def: 0.5, min: 0, max: 4, help: "value of a hero on a spawning space that keeps a minion off the board at the round's end, in knock-outs of that minion (where the heroes may win by holding out); 0.5 plays best"},
	{name: "still", def: stillDefault, min: 0, max: 4, help: "where holding out is the only win: value taken off a space for each space it lies, by the straight line, from the space the hero stands on as it weighs its actions; 0.03 won 2.85 to 3.40 more points of hold-the-line (seeds 1 to 4, p < 0.001), no other example changed; 0 plays as before (planner_still.go)"},
	{name: "target", def: 0, min: 0, max: 3, integer: true, help: "the villains' targets by the targeting rules in full: 1 breaks ties in distance by the secondary priority, 2 lets ranged villains pick among all heroes in strike range, 3 both; 0 off (planner_shield.go)"},
	{name: "tie", def: 0, min: 0, max: 1, integer: true, help: "1 decides a tie in distance between the heroes a villain may strike as the game does (the villain's secondary priority, then the heroes' tie-break), where the danger gives each half; Cooperative Mode only; 0 off (planner_walk.go)"},
	{name: "walk", def: 0, min: 0, max: 1, integer: true, help: "1 counts a melee villain's strikes after its move only where it can walk to the hero within its Move (the map's distance field: walls, levels, climbing), not by the straight distance; Cooperative Mode only; 0 off (planner_walk.go)"},
}
