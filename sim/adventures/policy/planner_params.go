package policy

// plannerParams are the parameters of the planner: the tactician's, with
// its own default aggression. The planner weighs only the move to the
// space its plan ends the turn on, where the tactician weighs every move
// of its list and sometimes takes another space; with the tactician's
// aggression, 0.9, the planner won 2.70 points less of rooftop-showdown
// than the tactician (2,000 battles, paired, p = 0.001). Trading blows
// freely (1), it wins more of rooftop-showdown, foot-clan-ambush and
// shadows-ambush than the tactician on two seeds (p < 0.005), and no
// example less on seed 1 (docs/strength.md).
var plannerParams = []param{
	{name: "aggression", def: 1, min: 0, max: 1, help: "0 keeps heroes out of harm's way, 1 trades blows freely"},
	tacticianParams[1],
}
